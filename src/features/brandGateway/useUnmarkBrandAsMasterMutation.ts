// Unmarks a brand as master (refused from UNMARK_MASTER_LOCATION_LIMIT locations: 'Unmark as master is not allowed.').
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../taskPage/usePromiseMutation';
import type { useUnmarkBrandAsMasterMutation as Operation } from './__generated__/useUnmarkBrandAsMasterMutation.graphql';

const mutation = graphql`
  mutation useUnmarkBrandAsMasterMutation($id: ID!) {
    unmarkBrandAsMaster(id: $id) {
      id
      rank
      isMasterBrand
      modifiedDate
    }
  }
`;

export function useUnmarkBrandAsMasterMutation() {
  return usePromiseMutation<Operation>(mutation);
}
