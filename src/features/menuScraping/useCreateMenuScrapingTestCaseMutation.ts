// Create test case: keeps the menu's pages as last fetched and its current result as a regression check.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../taskPage/usePromiseMutation';
import type { useCreateMenuScrapingTestCaseMutation as Operation } from './__generated__/useCreateMenuScrapingTestCaseMutation.graphql';

const mutation = graphql`
  mutation useCreateMenuScrapingTestCaseMutation($id: Int!) {
    testCase: createMenuScrapingTestCase(id: $id) {
      databaseId
      instructionsVersion
      pageCount
      menuTitleCount
      dishCount
      createdDate
    }
  }
`;

export function useCreateMenuScrapingTestCaseMutation() {
  return usePromiseMutation<Operation>(mutation);
}
