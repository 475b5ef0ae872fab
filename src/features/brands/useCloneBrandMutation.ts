// Clones a brand and its locations, marked for testing (developer-type accounts only; the server checks too).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCloneBrandMutation as Operation } from './__generated__/useCloneBrandMutation.graphql';

const mutation = graphql`
  mutation useCloneBrandMutation($id: ID!) {
    cloneBrand(id: $id) {
      databaseId
      name
    }
  }
`;

export function useCloneBrandMutation(): [(id: string) => Promise<{ databaseId: number; name: string }>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const clone = useCallback(
    (id: string) =>
      new Promise<{ databaseId: number; name: string }>((resolve, reject) => {
        commit({
          variables: { id },
          onCompleted: (response, errors) => (errors?.length ? reject(errors) : resolve(response.cloneBrand)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [clone, isInFlight];
}
