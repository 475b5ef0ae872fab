// Creates a template from its name and an uploaded instructions file (version 1).
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../taskPage/usePromiseMutation';
import type { useCreateTemplateMutation as Operation } from './__generated__/useCreateTemplateMutation.graphql';

const mutation = graphql`
  mutation useCreateTemplateMutation($data: CreateMenuScrapingTemplateInput!) {
    createMenuScrapingTemplate(data: $data) {
      id
      databaseId
      name
    }
  }
`;

export function useCreateTemplateMutation() {
  return usePromiseMutation<Operation>(mutation);
}
