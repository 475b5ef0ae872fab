// Asks the server to send a one-time security code to an address (it always answers true).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRequestLoginCodeMutation as Operation } from './__generated__/useRequestLoginCodeMutation.graphql';

const mutation = graphql`
  mutation useRequestLoginCodeMutation($email: String!) {
    requestLoginCode(email: $email)
  }
`;

export function useRequestLoginCodeMutation(): [(email: string) => Promise<void>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const request = useCallback(
    (email: string) =>
      new Promise<void>((resolve, reject) => {
        commit({ variables: { email }, onCompleted: () => resolve(), onError: reject });
      }),
    [commit],
  );
  return [request, isInFlight];
}
