// /account/logout: revokes the refresh token on the server, clears the stored session, then goes to the login page.
import { useEffect, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '../../app/session/sessionStore';
import { PageSpinner } from '../../app/shell/PageSpinner';
import type { LogoutRouteMutation } from './__generated__/LogoutRouteMutation.graphql';

const logoutMutation = graphql`
  mutation LogoutRouteMutation($refreshToken: String!) {
    logout(refreshToken: $refreshToken)
  }
`;

export function LogoutRoute() {
  const [commit] = useMutation<LogoutRouteMutation>(logoutMutation);
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = () => {
      sessionStore.clear();
      void navigate('/account/login', { replace: true });
    };
    const refreshToken = sessionStore.getRefreshToken();
    if (!refreshToken) {
      finish();
      return;
    }
    // Signing out locally must not depend on the server answering.
    commit({ variables: { refreshToken }, onCompleted: finish, onError: finish });
  }, [commit, navigate]);

  return <PageSpinner fullScreen label="Signing out…" />;
}
