// Saves a platform's name and patterns (spec 3, section 7: updatePlatform with id and data).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUpdatePlatformMutation as Operation, PlatformInput } from './__generated__/useUpdatePlatformMutation.graphql';

const mutation = graphql`
  mutation useUpdatePlatformMutation($id: ID!, $data: PlatformInput!) {
    updatePlatform(id: $id, data: $data) {
      id
      name
      urlIdentificationRegex
      urlNormalizationRegex
      modifiedDate
    }
  }
`;

export function useUpdatePlatformMutation(): [(id: string, data: PlatformInput) => Promise<void>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const run = useCallback(
    (id: string, data: PlatformInput) =>
      new Promise<void>((resolve, reject) => {
        commit({ variables: { id, data }, onCompleted: (_response, errors) => (errors?.length ? reject(errors) : resolve()), onError: reject });
      }),
    [commit],
  );
  return [run, isInFlight];
}
