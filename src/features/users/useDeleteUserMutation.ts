// Deletes a user (the server keeps the row, marked deleted, so history still names them). Paged lists are not cached,
// so the list fetches its page again afterwards.
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
        commit({
          variables: { id },
          onCompleted: (response, errors) => {
            if (errors?.length) reject(errors);
            else resolve({ name: response.deleteUser.name });
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [remove, isInFlight];
}
