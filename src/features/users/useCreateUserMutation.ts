// Creates a user and answers with their number and name.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateUserMutation as Operation } from './__generated__/useCreateUserMutation.graphql';
import { toUserInput, type UserFormValues } from './userFormValues';

const mutation = graphql`
  mutation useCreateUserMutation($data: UserInput!) {
    createUser(data: $data) {
      id
      databaseId
      name
    }
  }
`;

export interface CreatedUser {
  databaseId: number;
  name: string;
}

export function useCreateUserMutation(): [(values: UserFormValues) => Promise<CreatedUser>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const create = useCallback(
    (values: UserFormValues) =>
      new Promise<CreatedUser>((resolve, reject) => {
        commit({
          variables: { data: toUserInput(values) },
          onCompleted: (response, errors) => {
            if (errors?.length) reject(errors);
            else resolve({ databaseId: response.createUser.databaseId, name: response.createUser.name });
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [create, isInFlight];
}
