// Creates a platform (spec 3, section 7: createPlatform with name and the two patterns).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreatePlatformMutation as Operation, useCreatePlatformMutation$data as Data, PlatformInput } from './__generated__/useCreatePlatformMutation.graphql';

const mutation = graphql`
  mutation useCreatePlatformMutation($data: PlatformInput!) {
    createPlatform(data: $data) {
      id
      databaseId
      name
      urlIdentificationRegex
      urlNormalizationRegex
    }
  }
`;

export function useCreatePlatformMutation(): [(data: PlatformInput) => Promise<Data['createPlatform']>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const run = useCallback(
    (data: PlatformInput) =>
      new Promise<Data['createPlatform']>((resolve, reject) => {
        commit({ variables: { data }, onCompleted: (response, errors) => (errors?.length ? reject(errors) : resolve(response.createPlatform)), onError: reject });
      }),
    [commit],
  );
  return [run, isInFlight];
}
