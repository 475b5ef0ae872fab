// /account/login-email: Email Address + Security Code, 'Send me a code', and Login (spec 1, sections 2 and 5).
import { Button, Field, Input, Link as FluentLink, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, KeyRegular, MailRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify } from '../../app/notifications/useNotify';
import { ButtonLink } from '../../app/routing/ButtonLink';
import { returnToPath } from '../../app/routing/returnTo';
import { useSession } from '../../app/session/useSession';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { errorMessage } from '../../relay/errorMessage';
import { AuthCard } from './AuthCard';
import type { FieldErrors } from '../../components/formErrors';
import { loadLoginChecks, validateLoginField, validateLoginFields, type LoginField, type LoginValues } from './loginValidation';
import { whenIdle } from '../../components/whenIdle';
import { useLoginWithEmailMutation } from './useLoginWithEmailMutation';
import { useRequestLoginCodeMutation } from './useRequestLoginCodeMutation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  codeRow: { display: 'flex', justifyContent: 'flex-end', marginTop: `calc(-1 * ${tokens.spacingVerticalM})` },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalS },
  full: { width: '100%' },
  sending: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export const EMAIL_LOGIN_FAILED = 'Login with email failed.';

export function LoginEmailRoute() {
  const styles = useStyles();
  useDocumentTitle('Sign in with email');
  const [values, setValues] = useState<LoginValues>({ email: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [dirty, setDirty] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const [login, isLoggingIn] = useLoginWithEmailMutation();
  const [requestCode, isRequestingCode] = useRequestLoginCodeMutation();
  const { signIn } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  // The checks are not needed to show the form: fetched once the page is idle, before the first keystroke needs them.
  useEffect(() => whenIdle(() => void loadLoginChecks().catch(() => undefined)), []);

  const change = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setDirty(true);
    // Once the person has tried to submit, errors follow what they type.
    if (submitted) void validateLoginFields(next).then(setErrors);
    else if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const sendCode = async () => {
    const emailError = await validateLoginField('email', values);
    setErrors((current) => ({ ...current, email: emailError }));
    if (emailError) return;
    try {
      await requestCode(values.email.trim());
      notify.success('If this email has an account, a code is on its way.', `Check ${values.email.trim()} and enter the code below.`);
      codeInput.current?.focus();
    } catch (error) {
      notify.error('Sending the code failed.', errorMessage(error));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = await validateLoginFields(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const payload = await login(values.email.trim(), values.code.trim());
      signIn(payload);
      void navigate(returnToPath(location.state), { replace: true });
    } catch (error) {
      notify.error(EMAIL_LOGIN_FAILED, errorMessage(error));
    }
  };

  return (
    <AuthCard title="Sign in with email" subtitle="Ask for a security code, then enter it with your email address.">
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Email Address" validationMessage={errors.email} validationState={errors.email ? 'error' : 'none'}>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            autoFocus
            size="large"
            contentBefore={<MailRegular />}
            placeholder="name@company.com"
            value={values.email}
            onChange={(_event, data) => change('email', data.value)}
          />
        </Field>
        <div className={styles.codeRow}>
          <FluentLink as="button" type="button" onClick={() => void sendCode()} disabled={isRequestingCode}>
            {isRequestingCode ? (
              <span className={styles.sending}>
                <Spinner size="extra-tiny" /> Sending…
              </span>
            ) : (
              'Send me a code'
            )}
          </FluentLink>
        </div>
        <Field label="Security Code" validationMessage={errors.code} validationState={errors.code ? 'error' : 'none'}>
          <Input
            ref={codeInput}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            size="large"
            contentBefore={<KeyRegular />}
            placeholder="6-digit code"
            value={values.code}
            onChange={(_event, data) => change('code', data.value)}
          />
        </Field>
        <div className={styles.actions}>
          <Button
            className={styles.full}
            type="submit"
            appearance="primary"
            size="large"
            disabled={!dirty || isLoggingIn}
            icon={isLoggingIn ? <Spinner size="tiny" /> : undefined}
          >
            Login
          </Button>
          <ButtonLink to="/account/login" state={location.state} appearance="subtle" icon={<ArrowLeftRegular />}>
            Other ways to sign in
          </ButtonLink>
        </div>
      </form>
    </AuthCard>
  );
}
