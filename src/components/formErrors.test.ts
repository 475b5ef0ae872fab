import { describe, expect, it } from 'vitest';
import { emailLoginSchema } from '../../domain/userSchemas';
import { validateField, validateFields } from './formErrors';

describe('email login validation', () => {
  it('reports every field with the spec messages', async () => {
    expect(await validateFields(emailLoginSchema, { email: '', code: '' })).toEqual({
      email: "User's email address is required",
      code: 'Code is required',
    });
  });

  it('reports an invalid address', async () => {
    expect(await validateFields(emailLoginSchema, { email: 'nope', code: '123456' })).toEqual({ email: 'Email is not valid' });
  });

  it('accepts a valid form', async () => {
    expect(await validateFields(emailLoginSchema, { email: 'admin@example.com', code: '123456' })).toEqual({});
  });

  it('validates the email alone (Send me a code)', async () => {
    expect(await validateField<'email' | 'code'>(emailLoginSchema, 'email', { email: 'x@', code: '' })).toBe('Email is not valid');
    expect(await validateField<'email' | 'code'>(emailLoginSchema, 'email', { email: 'a@example.com', code: '' })).toBeUndefined();
  });
});
