// Relay's useMutation as a promise: resolves with the response, rejects with the server's errors (a response with
// errors counts as a failure, so the caller shows the error notification and the page stays as it was).
import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

export interface PromiseMutation<T extends MutationParameters> {
  run(variables: T['variables']): Promise<T['response']>;
  isInFlight: boolean;
}

export function usePromiseMutation<T extends MutationParameters>(document: GraphQLTaggedNode): PromiseMutation<T> {
  const [commit, isInFlight] = useMutation<T>(document);
  const run = useCallback(
    (variables: T['variables']) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          variables,
          onCompleted: (response, errors) => (errors?.length ? reject(errors) : resolve(response)),
          onError: reject,
        });
      }),
    [commit],
  );
  return { run, isInFlight };
}
