// Creates a user.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { UserFormValues } from './UserForm';
import type { useCreateUserMutation as Operation } from './__generated__/useCreateUserMutation.graphql';

const mutation = graphql`
  mutation useCreateUserMutation($data: UserInput!) {
    createUser(data: $data) {
      id
      databaseId
      name
    }
  }
`;

export function useCreateUserMutation(): [(values: UserFormValues) => Promise<{ databaseId: number }>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const create = useCallback(
    (values: UserFormValues) =>
      new Promise<{ databaseId: number }>((resolve, reject) => {
        commit({
          variables: { data: { name: values.name.trim(), email: values.email.trim(), isActive: values.isActive, roleIds: values.roleIds } },
          onCompleted: (response) => resolve({ databaseId: response.createUser.databaseId }),
          onError: reject,
        });
      }),
    [commit],
  );
  return [create, isInFlight];
}
