// Creates a brand (with its brand gateway task, on the server) from the New brand dialog.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateBrandMutation as Operation } from './__generated__/useCreateBrandMutation.graphql';
import { toCreateBrandInput, type NewBrandValues } from './brandFormValues';

const mutation = graphql`
  mutation useCreateBrandMutation($data: CreateBrandInput!) {
    createBrand(data: $data) {
      databaseId
      name
    }
  }
`;

export function useCreateBrandMutation(): [(values: NewBrandValues) => Promise<{ databaseId: number; name: string }>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const create = useCallback(
    (values: NewBrandValues) =>
      new Promise<{ databaseId: number; name: string }>((resolve, reject) => {
        commit({
          variables: { data: toCreateBrandInput(values) },
          onCompleted: (response, errors) => (errors?.length ? reject(errors) : resolve(response.createBrand)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [create, isInFlight];
}
