// /account/logout: revokes the session on the server and clears its cookie, ends it in every tab, then goes to the
// login page.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOutEverywhere } from '../../app/session/browserSession';
import { PageSpinner } from '../../app/shell/PageSpinner';

export function LogoutRoute() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = () => void navigate('/account/login', { replace: true });
    signOutEverywhere().then(finish, finish);
  }, [navigate]);

  return <PageSpinner fullScreen label="Signing out…" />;
}
