// Signs in with a Google ID token (the credential Google Identity Services hands the page).
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SignInPayload } from '../../app/session/sessionTypes';
import type { useLoginWithGoogleMutation as Operation } from './__generated__/useLoginWithGoogleMutation.graphql';
import { toSignInPayload } from './authPayload';

const mutation = graphql`
  mutation useLoginWithGoogleMutation($googleIdToken: String!) {
    loginWithGoogleIdToken(googleIdToken: $googleIdToken) {
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

export function useLoginWithGoogleMutation(): [(googleIdToken: string) => Promise<SignInPayload>, boolean] {
  const [commit, isInFlight] = useMutation<Operation>(mutation);
  const login = useCallback(
    (googleIdToken: string) =>
      new Promise<SignInPayload>((resolve, reject) => {
        commit({
          variables: { googleIdToken },
          onCompleted: (response) => resolve(toSignInPayload(response.loginWithGoogleIdToken)),
          onError: reject,
        });
      }),
    [commit],
  );
  return [login, isInFlight];
}
