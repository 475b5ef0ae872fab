// Send menu for testing: a dry run of the stored instructions on the newest test case's pages; answers the differences
// and changes nothing.
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../taskPage/usePromiseMutation';
import type { useSendMenuForTestingMutation as Operation } from './__generated__/useSendMenuForTestingMutation.graphql';

const mutation = graphql`
  mutation useSendMenuForTestingMutation($id: Int!) {
    result: sendMenuForTesting(id: $id) {
      isPassed
      scrapingStatus
      differences
      testCase {
        databaseId
        instructionsVersion
        createdDate
      }
    }
  }
`;

export type MenuTestResult = Operation['response']['result'];

export function useSendMenuForTestingMutation() {
  return usePromiseMutation<Operation>(mutation);
}
