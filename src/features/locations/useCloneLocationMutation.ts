// Clones a location into another brand (location.clone; the server checks too): the new location's number and brand.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCloneLocationMutation as Operation } from './__generated__/useCloneLocationMutation.graphql';

const mutation = graphql`
  mutation useCloneLocationMutation($data: CloneLocationInput!) {
    cloneLocation(data: $data) {
      databaseId
      name
      brand {
        databaseId
        name
      }
    }
  }
`;

export interface ClonedLocation {
  databaseId: number;
  name: string;
  brand: { databaseId: number; name: string };
}

export function useCloneLocationMutation(): [(locationId: number, brandId: number) => Promise<ClonedLocation>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const clone = useCallback(
    (locationId: number, brandId: number) =>
      new Promise<ClonedLocation>((resolve, reject) => {
        commit({
          variables: { data: { locationId, brandId } },
          onCompleted: (response, errors) => (errors?.length ? reject(errors) : resolve(response.cloneLocation)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [clone, isInFlight];
}
