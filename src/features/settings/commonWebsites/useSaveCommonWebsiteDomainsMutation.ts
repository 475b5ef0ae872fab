// Saves the common websites page (spec 3, section 7: newBulkData, updatedBulkData, removedIds in one call). The page
// fetches its rows again afterwards: a new domain may belong on another page of the alphabetical list.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSaveCommonWebsiteDomainsMutation as Operation } from './__generated__/useSaveCommonWebsiteDomainsMutation.graphql';
import type { DomainsSave } from './commonWebsitesEdits';

const mutation = graphql`
  mutation useSaveCommonWebsiteDomainsMutation($newBulkData: [CommonWebsiteDomainInput!], $updatedBulkData: [CommonWebsiteDomainUpdateInput!], $removedIds: [ID!]) {
    saveCommonWebsiteDomains(newBulkData: $newBulkData, updatedBulkData: $updatedBulkData, removedIds: $removedIds) {
      created {
        id
        websiteDomain
      }
      updated {
        id
        websiteDomain
      }
      removedIds
    }
  }
`;

export function useSaveCommonWebsiteDomainsMutation(): [(save: DomainsSave) => Promise<void>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const run = useCallback(
    (save: DomainsSave) =>
      new Promise<void>((resolve, reject) => {
        commit({ variables: { ...save }, onCompleted: (_response, errors) => (errors?.length ? reject(errors) : resolve()), onError: reject });
      }),
    [commit],
  );
  return [run, isInFlight];
}
