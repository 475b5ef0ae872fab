// 'Sign in with Google': when the server has a Google client id, Google Identity Services renders its button here and
// hands back an ID token, which signs the person in. Until the script is ready a placeholder button shows.
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';
import { returnToPath } from '../../app/routing/returnTo';
import { useNotify } from '../../app/notifications/useNotify';
import { useSession } from '../../app/session/useSession';
import { errorMessage } from '../../relay/errorMessage';
import { GoogleLogo } from './GoogleLogo';
import { loadGoogleIdentityServices } from './googleIdentityServices';
import { useLoginWithGoogleMutation } from './useLoginWithGoogleMutation';

const BUTTON_WIDTH = 336;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: tokens.spacingVerticalS, minHeight: '40px' },
  google: { display: 'flex', justifyContent: 'center', minHeight: '40px' },
  hidden: { display: 'none' },
  button: { width: '100%' },
});

export const GOOGLE_LOGIN_FAILED = 'Login with google failed.';

export function GoogleSignInButton({ clientId }: { clientId: string }) {
  const styles = useStyles();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [login, isInFlight] = useLoginWithGoogleMutation();
  const { signIn } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ login, signIn, notify, navigate, state: location.state as unknown });
  useEffect(() => {
    latest.current = { login, signIn, notify, navigate, state: location.state as unknown };
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentityServices()
      .then((google) => {
        if (cancelled || !container.current) return;
        google.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          cancel_on_tap_outside: true,
          callback: ({ credential }) => {
            const current = latest.current;
            current
              .login(credential)
              .then((payload) => {
                current.signIn(payload);
                void current.navigate(returnToPath(current.state), { replace: true });
              })
              .catch((error: unknown) => current.notify.error(GOOGLE_LOGIN_FAILED, errorMessage(error)));
          },
        });
        google.renderButton(container.current, { theme: 'outline', size: 'large', text: 'signin_with', shape: 'rectangular', width: BUTTON_WIDTH });
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setStatus('failed');
        latest.current.notify.error(GOOGLE_LOGIN_FAILED, errorMessage(error));
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return (
    <div className={styles.root}>
      {status !== 'ready' || isInFlight ? (
        <Button
          className={styles.button}
          size="large"
          disabled
          icon={status === 'loading' || isInFlight ? <Spinner size="tiny" /> : <GoogleLogo />}
        >
          {isInFlight ? 'Signing in…' : 'Sign in with Google'}
        </Button>
      ) : null}
      <div ref={container} className={status === 'ready' && !isInFlight ? styles.google : styles.hidden} />
    </div>
  );
}
