// Which refusals of a user save belong on a field of the form rather than in a toast: an error naming its field
// (`extensions.field`, as the API's validation errors do), and the CONFLICT a taken email address gets ('A user with the
// email … already exists.'), which the API sends without a field.
import type { FieldErrors } from '../../components/formErrors';
import { graphQLErrorsOf } from '../../relay/errorMessage';
import type { UserFormValues } from './userFormValues';

export type UserFieldErrors = FieldErrors<keyof UserFormValues>;

const USER_FIELDS: ReadonlySet<string> = new Set<keyof UserFormValues>(['name', 'email', 'isActive', 'roleIds']);
const EMAIL_TAKEN = /^A user with the email .* already exists\.$/;

/** The field errors in a failed save, or null when the failure is not about a field (the caller shows a toast). */
export function userFieldErrorsOf(error: unknown): UserFieldErrors | null {
  const found: UserFieldErrors = {};
  for (const payload of graphQLErrorsOf(error)) {
    const field = payload.extensions?.field;
    if (typeof field === 'string' && USER_FIELDS.has(field)) found[field as keyof UserFormValues] ??= payload.message;
    else if (payload.extensions?.type === 'CONFLICT' && EMAIL_TAKEN.test(payload.message)) found.email ??= payload.message;
  }
  return Object.keys(found).length ? found : null;
}
