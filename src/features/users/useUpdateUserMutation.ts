// Updates a user, sending the version the edit was based on (their modifiedDate) so that a change made meanwhile by
// someone else is refused with the server's CONFLICT message instead of being overwritten. The answer refreshes the
// page's fragments, so the form starts again from what was stored.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateUserMutation as Operation } from './__generated__/useUpdateUserMutation.graphql';
import { toUserInput, type UserFormValues } from './userFormValues';

const mutation = graphql`
  mutation useUpdateUserMutation($id: ID!, $data: UserInput!, $expectedModifiedDate: DateTime) {
    updateUser(id: $id, data: $data, expectedModifiedDate: $expectedModifiedDate) {
      id
      name
      ...UserEditor_user
      ...UserFacts_user
    }
  }
`;

export function useUpdateUserMutation(): [(id: string, values: UserFormValues, expectedModifiedDate: string) => Promise<{ name: string }>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const update = useCallback(
    (id: string, values: UserFormValues, expectedModifiedDate: string) =>
      new Promise<{ name: string }>((resolve, reject) => {
        commit({
          variables: { id, data: toUserInput(values), expectedModifiedDate },
          onCompleted: (response, errors) => {
            if (errors?.length) reject(errors);
            else resolve({ name: response.updateUser.name });
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [update, isInFlight];
}
