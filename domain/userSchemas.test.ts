import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { NUL } from './inputLimits';
import { emailLoginSchema, MESSAGES, userSchema } from './userSchemas';

/** Each field's first refusal message, as the forms show them. */
const refusalsOf = (schema: typeof userSchema | typeof emailLoginSchema, values: Record<string, unknown>) => {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const refusals: Record<string, string> = {};
    for (const item of error.inner) if (item.path && !(item.path in refusals)) refusals[item.path] = item.message;
    return refusals;
  }
};

/** An address of exactly `length` characters: a 64-character local part and a domain of dotted 63-character labels. */
const addressOfLength = (length: number) => {
  const local = 'l'.repeat(64);
  let domain = 'example.com';
  while (local.length + 1 + domain.length < length) {
    const room = length - (local.length + 1 + domain.length) - 1;
    domain = `${'d'.repeat(Math.min(63, Math.max(1, room)))}.${domain}`;
  }
  const address = `${local}@${domain}`;
  if (address.length !== length) throw new Error(`built ${address.length} characters, wanted ${length}`);
  return address;
};

const user = { name: 'Nina Patel', email: 'nina@example.com', isActive: true, roleIds: ['r1'] };
const login = { email: 'nina@example.com', code: '123456' };

describe('the spec’s messages (foundations, section 5)', () => {
  it('are the exact texts', () => {
    expect(MESSAGES).toEqual({
      emailInvalid: 'Email is not valid',
      emailRequired: "User's email address is required",
      codeRequired: 'Code is required',
      nameRequired: "User's name is required",
      roleRequired: 'User role is required',
    });
  });
});

describe('email login form', () => {
  it('accepts an address and a code, trimmed', () => {
    expect(emailLoginSchema.validateSync({ email: '  nina@example.com ', code: ' 123456 ' })).toEqual(login);
  });

  it('requires both, with the spec’s messages', () => {
    expect(refusalsOf(emailLoginSchema, { email: '', code: '' })).toEqual({ email: MESSAGES.emailRequired, code: MESSAGES.codeRequired });
    expect(refusalsOf(emailLoginSchema, { email: '   ', code: '   ' })).toEqual({ email: MESSAGES.emailRequired, code: MESSAGES.codeRequired });
    expect(refusalsOf(emailLoginSchema, {})).toEqual({ email: MESSAGES.emailRequired, code: MESSAGES.codeRequired });
  });

  it('accepts a 32-character code and refuses 33 with the length message', () => {
    expect(refusalsOf(emailLoginSchema, { ...login, code: 'c'.repeat(32) })).toEqual({});
    expect(refusalsOf(emailLoginSchema, { ...login, code: 'c'.repeat(33) })).toEqual({ code: 'Code must be at most 32 characters' });
  });

  it('refuses a NUL in the code or the address', () => {
    expect(refusalsOf(emailLoginSchema, { ...login, code: `12${NUL}456` })).toEqual({ code: 'Code must not contain a NUL character' });
    expect(refusalsOf(emailLoginSchema, { ...login, email: `nina${NUL}@example.com` })).toMatchObject({ email: 'Email must not contain a NUL character' });
  });
});

describe('email addresses (login and user forms alike)', () => {
  it('accepts 254 characters and refuses 255 as not valid', () => {
    const longest = addressOfLength(254);
    expect(refusalsOf(emailLoginSchema, { ...login, email: longest })).toEqual({});
    expect(refusalsOf(userSchema, { ...user, email: longest })).toEqual({});
    expect(refusalsOf(emailLoginSchema, { ...login, email: addressOfLength(255) })).toEqual({ email: MESSAGES.emailInvalid });
    expect(refusalsOf(userSchema, { ...user, email: addressOfLength(255) })).toEqual({ email: MESSAGES.emailInvalid });
  });

  it('counts the length after trimming', () => {
    expect(refusalsOf(userSchema, { ...user, email: ` ${addressOfLength(254)} ` })).toEqual({});
  });

  it('needs a dotted domain: yup alone would take a@b', () => {
    for (const undotted of ['a@b', 'nina@localhost', 'nina@example.', 'nina@.example']) {
      expect(refusalsOf(userSchema, { ...user, email: undotted }), undotted).toEqual({ email: MESSAGES.emailInvalid });
      expect(refusalsOf(emailLoginSchema, { ...login, email: undotted }), undotted).toEqual({ email: MESSAGES.emailInvalid });
    }
    for (const dotted of ['a@b.co', 'nina.patel@mail.example.co.uk', 'n+tag@x-y.example']) {
      expect(refusalsOf(userSchema, { ...user, email: dotted }), dotted).toEqual({});
    }
  });

  it('refuses what is not an address at all', () => {
    for (const notAnAddress of ['nope', 'x@', '@example.com', 'a b@example.com', 'a@b@example.com']) {
      expect(refusalsOf(userSchema, { ...user, email: notAnAddress }), notAnAddress).toEqual({ email: MESSAGES.emailInvalid });
    }
  });
});

describe('user form', () => {
  it('accepts a user with one role, trimmed', () => {
    expect(userSchema.validateSync({ ...user, name: '  Nina Patel ', email: ' nina@example.com' })).toEqual(user);
  });

  it('requires a name, an address and exactly one role, with the spec’s messages', () => {
    expect(refusalsOf(userSchema, { name: ' ', email: '', isActive: true, roleIds: [] })).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailRequired,
      roleIds: MESSAGES.roleRequired,
    });
    expect(refusalsOf(userSchema, { ...user, roleIds: ['r1', 'r2'] })).toEqual({ roleIds: MESSAGES.roleRequired });
    expect(refusalsOf(userSchema, { ...user, roleIds: undefined })).toEqual({ roleIds: MESSAGES.roleRequired });
  });

  it('requires the enabled flag', () => {
    expect(Object.keys(refusalsOf(userSchema, { ...user, isActive: undefined }))).toEqual(['isActive']);
  });

  it('accepts a 100-character name and refuses 101 with the length message', () => {
    expect(refusalsOf(userSchema, { ...user, name: 'n'.repeat(100) })).toEqual({});
    expect(refusalsOf(userSchema, { ...user, name: 'n'.repeat(101) })).toEqual({ name: 'Name must be at most 100 characters' });
    expect(refusalsOf(userSchema, { ...user, name: ` ${'n'.repeat(100)} ` })).toEqual({});
  });

  it('refuses a NUL in the name', () => {
    expect(refusalsOf(userSchema, { ...user, name: `Nina${NUL}` })).toEqual({ name: 'Name must not contain a NUL character' });
  });
});
