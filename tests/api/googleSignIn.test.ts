// Google ID tokens are checked against a key set: here a local key set served on loopback stands in for Google's.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const LOGIN = 'mutation($token: String!) { loginWithGoogleIdToken(googleIdToken: $token) { accessToken user { email } } }';

let t: TestApp;
let keyServer: http.Server;
let privateKey: CryptoKey;
let strangerKey: CryptoKey;

async function idToken(claims: Record<string, unknown>, options: { key?: CryptoKey; audience?: string; expiresIn?: string; issuer?: string } = {}) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(options.key ?? privateKey);
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  keyServer = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  const keysUrl = `http://127.0.0.1:${(keyServer.address() as AddressInfo).port}/certs`;
  t = await startTestApp({ googleClientId: CLIENT_ID, googleKeysUrl: keysUrl });
  await t.createUser('admin', 'ada@example.com');
  await t.createUser('admin', 'off@example.com', { isActive: false });
});
afterAll(async () => {
  await t.close();
  keyServer.close();
});

describe('Google sign-in', () => {
  it('signs in an enabled user with a valid token', async () => {
    const result = await t.gql<{ loginWithGoogleIdToken: { user: { email: string } } }>(LOGIN, { token: await idToken({ email: 'ada@example.com' }) });
    expect(result.errors).toBeUndefined();
    expect(result.data?.loginWithGoogleIdToken.user.email).toBe('ada@example.com');
  });

  it('hands the browser its refresh token in the HttpOnly cookie, and the answer still carries both tokens', async () => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($token: String!) { loginWithGoogleIdToken(googleIdToken: $token) { accessToken refreshToken } }',
        variables: { token: await idToken({ email: 'ada@example.com' }) },
      }),
    });
    const { data } = (await response.json()) as { data: { loginWithGoogleIdToken: { accessToken: string; refreshToken: string } } };
    expect(data.loginWithGoogleIdToken.accessToken).toEqual(expect.any(String));
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith('curation_refresh='));
    expect(cookie).toBe(`curation_refresh=${data.loginWithGoogleIdToken.refreshToken}; Path=/auth; Max-Age=2592000; HttpOnly; SameSite=Strict`);
  });

  it('sets no cookie when the sign-in is refused', async () => {
    const response = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: LOGIN, variables: { token: await idToken({ email: 'ada@example.com' }, { key: strangerKey }) } }),
    });
    expect(((await response.json()) as { errors?: unknown[] }).errors).toHaveLength(1);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a token signed by another key, for another audience, or expired', async () => {
    for (const token of [
      await idToken({ email: 'ada@example.com' }, { key: strangerKey }),
      await idToken({ email: 'ada@example.com' }, { audience: 'someone-else' }),
      await idToken({ email: 'ada@example.com' }, { expiresIn: '-1m' }),
    ]) {
      const result = await t.gql(LOGIN, { token });
      expect(result.errors?.[0].extensions?.type).toBe('LOGIN_FAILED');
    }
  });

  it('refuses a token whose email Google has not verified, or that does not say so', async () => {
    for (const token of [
      await idToken({ email: 'ada@example.com', email_verified: false }),
      await idToken({ email: 'ada@example.com', email_verified: undefined }),
      await idToken({ email: 'ada@example.com', email_verified: 'false' }),
    ]) {
      const result = await t.gql(LOGIN, { token });
      expect(result.errors?.[0].extensions?.type).toBe('LOGIN_FAILED');
      expect(result.errors?.[0].message).toBe('The Google sign-in could not be verified. Try again.');
      expect(result.data?.loginWithGoogleIdToken ?? null).toBeNull();
    }
  });

  it('refuses a token from another issuer, even signed with the trusted key for this audience', async () => {
    for (const issuer of ['https://evil.example.com', 'accounts.google.com.evil.example', 'https://accounts.google.com/']) {
      const result = await t.gql(LOGIN, { token: await idToken({ email: 'ada@example.com' }, { issuer }) });
      expect(result.errors?.[0].extensions?.type).toBe('LOGIN_FAILED');
      expect(result.errors?.[0].message).toBe('The Google sign-in could not be verified. Try again.');
    }
    // The same token from Google's issuer signs in: the refusal above is the issuer's doing.
    expect((await t.gql(LOGIN, { token: await idToken({ email: 'ada@example.com' }, { issuer: 'accounts.google.com' }) })).errors).toBeUndefined();
  });

  it('refuses an unknown or disabled user', async () => {
    const unknown = await t.gql(LOGIN, { token: await idToken({ email: 'stranger@example.com' }) });
    expect(unknown.errors?.[0].message).toMatch(/no account/);
    const disabled = await t.gql(LOGIN, { token: await idToken({ email: 'off@example.com' }) });
    expect(disabled.errors?.[0].message).toMatch(/disabled/);
  });

  it('explains when Google sign-in is not configured', async () => {
    const plain = await startTestApp();
    try {
      const config = await plain.gql<{ authConfig: { isGoogleConfigured: boolean } }>('{ authConfig { isGoogleConfigured } }');
      expect(config.data?.authConfig.isGoogleConfigured).toBe(false);
      const result = await plain.gql(LOGIN, { token: 'anything' });
      expect(result.errors?.[0].message).toMatch(/not configured/);
    } finally {
      await plain.close();
    }
  });
});
