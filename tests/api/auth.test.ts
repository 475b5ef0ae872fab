// Sign-in through the real endpoint: codes, token renewal with rotation, disabled users. The limits on guessing are in
// signInAbuse.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp';

const LOGIN = 'mutation($email: String!, $code: String!) { loginWithEmail(email: $email, code: $code) { accessToken refreshToken permissions user { name email } } }';
const REQUEST = 'mutation($email: String!) { requestLoginCode(email: $email) }';
const REFRESH = 'mutation($token: String!) { refreshAccessToken(refreshToken: $token) { accessToken refreshToken } }';
const ME = '{ me { name permissions } }';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser('definer', 'definer@example.com', { name: 'Dee Finer' });
  await t.createUser('definer', 'disabled@example.com', { isActive: false });
});
afterAll(() => t.close());

async function requestCode(email: string): Promise<string> {
  await t.gql(REQUEST, { email });
  const code = t.deliveredCodes.filter((entry) => entry.email === email).at(-1)?.code;
  if (!code) throw new Error('no code');
  return code;
}

const NOT_ACCEPTED = 'This email and security code do not match a valid code. Check the latest code you received, or request a new one.';

function wrongCodeFor(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

describe('email sign-in', () => {
  it('signs in with a fresh code and returns the permissions of the role', async () => {
    const code = await requestCode('definer@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const result = await t.gql<{ loginWithEmail: { accessToken: string; permissions: string[]; user: { name: string } } }>(LOGIN, {
      email: 'Definer@Example.com',
      code,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.loginWithEmail.user.name).toBe('Dee Finer');
    expect(result.data?.loginWithEmail.permissions).toContain('brandGatewayTask.resolveDefineView');
    const me = await t.gql<{ me: { name: string } }>(ME, {}, result.data?.loginWithEmail.accessToken);
    expect(me.data?.me.name).toBe('Dee Finer');
  });

  it('stores codes hashed, never in clear', async () => {
    const code = await requestCode('definer@example.com');
    const rows = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM login_codes');
    expect(rows.every((row) => row.code_hash !== code && row.code_hash.length === 64)).toBe(true);
  });

  it('refuses a code used twice', async () => {
    const code = await requestCode('definer@example.com');
    expect((await t.gql(LOGIN, { email: 'definer@example.com', code })).errors).toBeUndefined();
    const again = await t.gql(LOGIN, { email: 'definer@example.com', code });
    expect(again.errors?.[0].extensions?.type).toBe('LOGIN_FAILED');
  });

  it('refuses a wrong code with the one answer, and the right code still works after a few wrong guesses', async () => {
    await t.createUser('definer', 'typist@example.com');
    const code = await requestCode('typist@example.com');
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await t.gql(LOGIN, { email: 'typist@example.com', code: wrongCodeFor(code) });
      expect(wrong.errors?.[0].extensions?.type).toBe('LOGIN_FAILED');
      expect(wrong.errors?.[0].message).toBe(NOT_ACCEPTED);
    }
    const right = await t.gql(LOGIN, { email: 'typist@example.com', code });
    expect(right.errors).toBeUndefined();
  });

  it('refuses an expired code with the same answer', async () => {
    const code = await requestCode('definer@example.com');
    await t.db.query("UPDATE login_codes SET expires_at = now() - interval '1 second' WHERE used_at IS NULL");
    const result = await t.gql(LOGIN, { email: 'definer@example.com', code });
    expect(result.errors?.[0].message).toBe(NOT_ACCEPTED);
  });

  it('refuses a disabled user like an unknown address and issues no code for them', async () => {
    const before = t.deliveredCodes.length;
    const answer = await t.gql<{ requestLoginCode: boolean }>(REQUEST, { email: 'disabled@example.com' });
    expect(answer.data?.requestLoginCode).toBe(true);
    expect(t.deliveredCodes.length).toBe(before);
    const disabled = await t.gql(LOGIN, { email: 'disabled@example.com', code: '123456' });
    const unknown = await t.gql(LOGIN, { email: 'nobody-here@example.com', code: '123456' });
    expect(disabled.errors).toEqual(unknown.errors);
    expect(disabled.errors?.[0].message).toBe(NOT_ACCEPTED);
    expect(disabled.errors?.[0].extensions?.type).toBe('LOGIN_FAILED');
  });

  it('answers an unknown address like a known one', async () => {
    const answer = await t.gql<{ requestLoginCode: boolean }>(REQUEST, { email: 'nobody@example.com' });
    expect(answer.data?.requestLoginCode).toBe(true);
  });

  it('validates the form with the spec messages', async () => {
    const noEmail = await t.gql(LOGIN, { email: '', code: '123456' });
    expect(noEmail.errors?.[0].message).toBe("User's email address is required");
    const badEmail = await t.gql(LOGIN, { email: 'not-an-email', code: '123456' });
    expect(badEmail.errors?.[0].message).toBe('Email is not valid');
    const noCode = await t.gql(LOGIN, { email: 'definer@example.com', code: ' ' });
    expect(noCode.errors?.[0].message).toBe('Code is required');
  });
});

describe('tokens', () => {
  it('rotates refresh tokens and refuses a reused one, revoking its family', async () => {
    const first = await t.signIn('definer@example.com');
    const renewed = await t.gql<{ refreshAccessToken: { accessToken: string; refreshToken: string } }>(REFRESH, { token: first.refreshToken });
    expect(renewed.errors).toBeUndefined();
    const second = renewed.data!.refreshAccessToken;
    expect(second.refreshToken).not.toBe(first.refreshToken);

    const reused = await t.gql(REFRESH, { token: first.refreshToken });
    expect(reused.errors?.[0].extensions?.type).toBe('UNAUTHENTICATED');
    // The reuse revoked the family: the newer token no longer works either.
    const afterReuse = await t.gql(REFRESH, { token: second.refreshToken });
    expect(afterReuse.errors?.[0].extensions?.type).toBe('UNAUTHENTICATED');
  });

  it('answers Unauthenticated. for a bad access token on a protected operation', async () => {
    const result = await t.gql('{ users { total } }', {}, 'not-a-token');
    expect(result.errors?.[0].message).toBe('Unauthenticated.');
    expect(result.errors?.[0].extensions?.type).toBe('UNAUTHENTICATED');
  });

  it('stops a disabled user at their next request, token or not', async () => {
    const id = await t.createUser('admin', 'soon-disabled@example.com');
    const tokens = await t.signIn('soon-disabled@example.com');
    expect((await t.gql('{ users { total } }', {}, tokens.accessToken)).errors).toBeUndefined();
    await t.db.query('UPDATE users SET is_active = false WHERE id = $1', [id]);
    expect((await t.gql('{ users { total } }', {}, tokens.accessToken)).errors?.[0].message).toBe('Unauthenticated.');
    expect((await t.gql(REFRESH, { token: tokens.refreshToken })).errors?.[0].extensions?.type).toBe('UNAUTHENTICATED');
  });

  it('logout revokes the refresh token', async () => {
    const tokens = await t.signIn('definer@example.com');
    await t.gql('mutation($token: String!) { logout(refreshToken: $token) }', { token: tokens.refreshToken });
    expect((await t.gql(REFRESH, { token: tokens.refreshToken })).errors?.[0].extensions?.type).toBe('UNAUTHENTICATED');
  });

  it('records a LOGIN event and the latest login date', async () => {
    await t.signIn('definer@example.com');
    const rows = await t.db.query<{ login_date: Date | null }>("SELECT login_date FROM users WHERE email = 'definer@example.com'");
    expect(rows[0].login_date).not.toBeNull();
    const events = await t.db.query("SELECT 1 FROM events WHERE type = 'LOGIN' AND entity_type = 'USER'");
    expect(events.length).toBeGreaterThan(0);
  });
});
