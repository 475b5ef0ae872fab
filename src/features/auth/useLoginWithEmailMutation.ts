// Signs in with an email address and a one-time security code.
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SignInPayload } from '../../app/session/sessionTypes';
import type { useLoginWithEmailMutation as Operation } from './__generated__/useLoginWithEmailMutation.graphql';
import { toSignInPayload } from './authPayload';

const mutation = graphql`
  mutation useLoginWithEmailMutation($email: String!, $code: String!) {
    loginWithEmail(email: $email, code: $code) {
      accessToken
      permissions
      user {
        id
        databaseId
        name
        email
      }
    }
  }
`;

export function useLoginWithEmailMutation(): [(email: string, code: string) => Promise<SignInPayload>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const login = useCallback(
    (email: string, code: string) =>
      new Promise<SignInPayload>((resolve, reject) => {
        commit({
          variables: { email, code },
          onCompleted: (response) => resolve(toSignInPayload(response.loginWithEmail)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [login, isInFlight];
}
