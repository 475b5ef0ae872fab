// Deletes a template (refused while clusters use it, with the server's message saying how many); answers its name.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../taskPage/usePromiseMutation';
import type { useDeleteTemplateMutation as Operation } from './__generated__/useDeleteTemplateMutation.graphql';

const mutation = graphql`
  mutation useDeleteTemplateMutation($id: ID!) {
    deleteMenuScrapingTemplate(id: $id) {
      id
      name
    }
  }
`;

export function useDeleteTemplateMutation() {
  return usePromiseMutation<Operation>(mutation);
}
