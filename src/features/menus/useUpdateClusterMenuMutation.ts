// Saves the menu's URL or notes as edited in place, with the version the page read (a stale edit is CONFLICT).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdateClusterMenuMutation as Operation, useUpdateClusterMenuMutation$variables as Variables } from './__generated__/useUpdateClusterMenuMutation.graphql';

const mutation = graphql`
  mutation useUpdateClusterMenuMutation($id: ID!, $data: UpdateClusterMenuInput!) {
    updateClusterMenu(id: $id, data: $data) {
      id
      url
      notes
      modifiedDate
    }
  }
`;

export function useUpdateClusterMenuMutation(): [(variables: Variables) => Promise<void>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const run = useCallback(
    (variables: Variables) =>
      new Promise<void>((resolve, reject) => {
        commit({ variables, onCompleted: (_response, errors) => (errors?.length ? reject(errors) : resolve()), onError: reject });
      }),
    [commit],
  );
  return [run, isInFlight];
}
