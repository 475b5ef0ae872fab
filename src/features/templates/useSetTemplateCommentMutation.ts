// The template's comment (spec 2, section 7: setMenuScrapingTemplateComment); empty removes it.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../taskPage/usePromiseMutation';
import type { useSetTemplateCommentMutation as Operation } from './__generated__/useSetTemplateCommentMutation.graphql';

const mutation = graphql`
  mutation useSetTemplateCommentMutation($id: ID!, $comment: String) {
    setMenuScrapingTemplateComment(id: $id, comment: $comment) {
      ...TemplateEditor_template
    }
  }
`;

export function useSetTemplateCommentMutation() {
  return usePromiseMutation<Operation>(mutation);
}
