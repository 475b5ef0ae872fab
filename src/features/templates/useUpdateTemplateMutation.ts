// Saves the edit screen: name and status, and with a new file a new version (its comment too). expectedModifiedDate is
// the version the person read: an older one is refused (CONFLICT) and the form keeps their edits.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../taskPage/usePromiseMutation';
import type { useUpdateTemplateMutation as Operation } from './__generated__/useUpdateTemplateMutation.graphql';

const mutation = graphql`
  mutation useUpdateTemplateMutation($id: ID!, $data: UpdateMenuScrapingTemplateInput!, $expectedModifiedDate: DateTime) {
    updateMenuScrapingTemplate(id: $id, data: $data, expectedModifiedDate: $expectedModifiedDate) {
      ...TemplateEditor_template
    }
  }
`;

export function useUpdateTemplateMutation() {
  return usePromiseMutation<Operation>(mutation);
}
