// The sign-in form's checks: domain/userSchemas' emailLoginSchema, run by yup. The page shows no error before the person
// types or asks for a code, so yup (and the schemas) load after the page has painted, not with it; every check is
// asynchronous anyway.
import type { FieldErrors } from '../../components/formErrors';

export type LoginField = 'email' | 'code';
export type LoginValues = Record<LoginField, string>;

let loading: Promise<[typeof import('../../../domain/userSchemas'), typeof import('../../components/formErrors')]> | undefined;

/** Starts loading the checks (the page calls it once it has painted); a failed load is tried again by the next check. */
export function loadLoginChecks() {
  loading ??= Promise.all([import('../../../domain/userSchemas'), import('../../components/formErrors')]);
  loading.catch(() => (loading = undefined));
  return loading;
}

export async function validateLoginFields(values: LoginValues): Promise<FieldErrors<LoginField>> {
  const [{ emailLoginSchema }, { validateFields }] = await loadLoginChecks();
  return validateFields(emailLoginSchema, values);
}

export async function validateLoginField(field: LoginField, values: LoginValues): Promise<string | undefined> {
  const [{ emailLoginSchema }, { validateField }] = await loadLoginChecks();
  return validateField(emailLoginSchema, field, values);
}
