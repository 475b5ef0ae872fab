// The template's scraping issue comment (spec 2, section 7: setMenuScrapingTemplateScrapingIssue); empty removes it.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../taskPage/usePromiseMutation';
import type { useSetTemplateScrapingIssueMutation as Operation } from './__generated__/useSetTemplateScrapingIssueMutation.graphql';

const mutation = graphql`
  mutation useSetTemplateScrapingIssueMutation($id: ID!, $scrapingIssueComment: String) {
    setMenuScrapingTemplateScrapingIssue(id: $id, scrapingIssueComment: $scrapingIssueComment) {
      ...TemplateEditor_template
    }
  }
`;

export function useSetTemplateScrapingIssueMutation() {
  return usePromiseMutation<Operation>(mutation);
}
