// /account/login: sign in with Google, or go to the email sign-in (spec 1, section 2).
import { Button, Caption1, Divider, makeStyles, tokens } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../app/routing/ButtonLink';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import type { LoginRouteAuthConfigQuery } from './__generated__/LoginRouteAuthConfigQuery.graphql';
import { AuthCard } from './AuthCard';
import { GoogleLogo } from './GoogleLogo';
import { GoogleSignInButton } from './GoogleSignInButton';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  notConfigured: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  hint: { color: tokens.colorNeutralForeground3, textAlign: 'center' },
  full: { width: '100%' },
});

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server';

export function LoginRoute() {
  const styles = useStyles();
  const location = useLocation();
  useDocumentTitle('Sign in');
  const { authConfig } = useLazyLoadQuery<LoginRouteAuthConfigQuery>(
    graphql`
      query LoginRouteAuthConfigQuery {
        authConfig {
          googleClientId
          isGoogleConfigured
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const clientId = authConfig.isGoogleConfigured ? authConfig.googleClientId : null;

  return (
    <AuthCard title="Sign in" subtitle="Use your company Google account to open the back office.">
      <div className={styles.body}>
        {clientId ? (
          <GoogleSignInButton clientId={clientId} />
        ) : (
          <div className={styles.notConfigured}>
            <Button className={styles.full} size="large" disabled icon={<GoogleLogo />} aria-describedby="google-not-configured">
              Sign in with Google
            </Button>
            <Caption1 id="google-not-configured" className={styles.hint}>
              {GOOGLE_NOT_CONFIGURED}
            </Caption1>
          </div>
        )}
        <Divider>or</Divider>
        <ButtonLink
          to="/account/login-email"
          state={location.state}
          className={styles.full}
          size="large"
          appearance={clientId ? 'secondary' : 'primary'}
          icon={<MailRegular />}
        >
          Sign in with email
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
