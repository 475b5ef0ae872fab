import { describe, expect, it } from 'vitest';
import { GraphQLResponseError } from '../../relay/GraphQLResponseError';
import { userFieldErrorsOf } from './userSaveErrors';

const failed = (...errors: { message: string; extensions?: Record<string, unknown> }[]) => new GraphQLResponseError('UserFormMutation', errors);

describe('user save errors on the form’s fields', () => {
  it('puts a taken email address on the Email field', () => {
    const error = failed({ message: 'A user with the email ada@example.com already exists.', extensions: { type: 'CONFLICT' } });
    expect(userFieldErrorsOf(error)).toEqual({ email: 'A user with the email ada@example.com already exists.' });
  });

  it('puts an error naming its field on that field', () => {
    const error = failed({ message: 'Role is required', extensions: { type: 'VALIDATION', field: 'roleIds' } });
    expect(userFieldErrorsOf(error)).toEqual({ roleIds: 'Role is required' });
  });

  it('leaves other failures to the toast: a stale version, a refusal, a field the form does not have, a network error', () => {
    expect(userFieldErrorsOf(failed({ message: 'Someone else changed this since you opened it. Reload to see their changes.', extensions: { type: 'CONFLICT' } }))).toBeNull();
    expect(userFieldErrorsOf(failed({ message: 'Forbidden', extensions: { type: 'FORBIDDEN' } }))).toBeNull();
    expect(userFieldErrorsOf(failed({ message: 'Bad', extensions: { type: 'VALIDATION', field: 'expectedModifiedDate' } }))).toBeNull();
    expect(userFieldErrorsOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
