// Deletes (soft) a user; the list refetches afterwards, as paged lists are not cached.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteUserMutation as Operation } from './__generated__/useDeleteUserMutation.graphql';

const mutation = graphql`
  mutation useDeleteUserMutation($id: ID!) {
    deleteUser(id: $id) {
      id
      name
      isDeleted
    }
  }
`;

export function useDeleteUserMutation(): [(id: string) => Promise<{ name: string }>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const remove = useCallback(
    (id: string) =>
      new Promise<{ name: string }>((resolve, reject) => {
        commit({ variables: { id }, onCompleted: (response) => resolve({ name: response.deleteUser.name }), onError: reject });
      }),
    [commit],
  );
  return [remove, isInFlight];
}
