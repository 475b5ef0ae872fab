// The menu detail's 'Cluster assignable' checkbox.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetMenuClusterAssignableMutation as Operation, useSetMenuClusterAssignableMutation$variables as Variables } from './__generated__/useSetMenuClusterAssignableMutation.graphql';

const mutation = graphql`
  mutation useSetMenuClusterAssignableMutation($id: ID!, $isClusterAssignable: Boolean!) {
    setMenuClusterAssignable(id: $id, isClusterAssignable: $isClusterAssignable) {
      id
      isClusterAssignable
      modifiedDate
    }
  }
`;

export function useSetMenuClusterAssignableMutation(): [(variables: Variables) => Promise<void>, boolean] {
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
