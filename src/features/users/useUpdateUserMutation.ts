// Updates a user, sending the version the edit was based on so a concurrent change is not overwritten.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { UserFormValues } from './UserForm';
import type { useUpdateUserMutation as Operation } from './__generated__/useUpdateUserMutation.graphql';

const mutation = graphql`
  mutation useUpdateUserMutation($id: ID!, $data: UserInput!, $expectedModifiedDate: DateTime) {
    updateUser(id: $id, data: $data, expectedModifiedDate: $expectedModifiedDate) {
      ...UserEditRoute_user
    }
  }
`;

export function useUpdateUserMutation(): [(id: string, values: UserFormValues, expectedModifiedDate: unknown) => Promise<void>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const update = useCallback(
    (id: string, values: UserFormValues, expectedModifiedDate: unknown) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: {
            id,
            data: { name: values.name.trim(), email: values.email.trim(), isActive: values.isActive, roleIds: values.roleIds },
            expectedModifiedDate,
          },
          onCompleted: () => resolve(),
          onError: reject,
        });
      }),
    [commit],
  );
  return [update, isInFlight];
}
