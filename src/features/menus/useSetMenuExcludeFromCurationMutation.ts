// The menu detail's 'Exclude from curation' checkbox.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetMenuExcludeFromCurationMutation as Operation, useSetMenuExcludeFromCurationMutation$variables as Variables } from './__generated__/useSetMenuExcludeFromCurationMutation.graphql';

const mutation = graphql`
  mutation useSetMenuExcludeFromCurationMutation($id: ID!, $isExcludedFromCuration: Boolean!) {
    setMenuExcludeFromCuration(id: $id, isExcludedFromCuration: $isExcludedFromCuration) {
      id
      isExcludedFromCuration
      modifiedDate
    }
  }
`;

export function useSetMenuExcludeFromCurationMutation(): [(variables: Variables) => Promise<void>, boolean] {
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
