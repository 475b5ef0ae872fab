// The browser's refresh token in an HttpOnly cookie: set at sign-in next to the tokens in the answer, spent and rotated
// by POST /auth/refresh, revoked and cleared by POST /auth/logout, with the same reuse detection as the GraphQL
// mutation. Both endpoints refuse a request without the CSRF header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp';

const LOGIN = 'mutation($email: String!, $code: String!) { loginWithEmail(email: $email, code: $code) { accessToken refreshToken } }';
const ME = '{ me { databaseId } }';
const THIRTY_DAYS_SECONDS = 43_200 * 60;

let t: TestApp;
let userId: number;

beforeAll(async () => {
  t = await startTestApp();
  userId = await t.createUser('definer', 'cookie@example.com', { name: 'Cookie Person' });
});
afterAll(() => t.close());

interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

function parseSetCookie(header: string): SetCookie {
  const [pair, ...rest] = header.split(';').map((part) => part.trim());
  const [name, ...value] = pair.split('=');
  const attributes = new Map(rest.map((part) => [part.split('=')[0].toLowerCase(), part.split('=').slice(1).join('=')] as [string, string]));
  return { name, value: value.join('='), attributes };
}

function refreshCookieOf(response: Response): SetCookie {
  const cookies = response.headers.getSetCookie().map(parseSetCookie).filter((cookie) => cookie.name === 'curation_refresh');
  expect(cookies).toHaveLength(1);
  return cookies[0];
}

async function signIn(app: TestApp, email: string, headers: Record<string, string> = {}) {
  await app.gql('mutation($email: String!) { requestLoginCode(email: $email) }', { email });
  const code = app.deliveredCodes.filter((entry) => entry.email === email).at(-1)!.code;
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: LOGIN, variables: { email, code } }),
  });
  const body = (await response.json()) as { data: { loginWithEmail: { accessToken: string; refreshToken: string } } };
  return { response, tokens: body.data.loginWithEmail };
}

function post(path: string, cookie: string | null, headers: Record<string, string> = { 'x-curation-csrf': '1' }) {
  return fetch(`${t.url}${path}`, { method: 'POST', headers: { ...headers, ...(cookie ? { cookie: `curation_refresh=${cookie}` } : {}) } });
}

async function meOf(accessToken: string): Promise<number | null> {
  return (await t.gql<{ me: { databaseId: number } | null }>(ME, {}, accessToken)).data?.me?.databaseId ?? null;
}

function expectCleared(cookie: SetCookie) {
  expect(cookie.value).toBe('');
  expect(cookie.attributes.get('max-age')).toBe('0');
  expect(cookie.attributes.get('path')).toBe('/auth');
}

describe('the refresh cookie', () => {
  it('is set at sign-in, HttpOnly, SameSite=Strict, for /auth only, 30 days, not Secure on a plain-http test server', async () => {
    const { response, tokens } = await signIn(t, 'cookie@example.com');
    // The answer still carries both tokens for the API's other clients.
    expect(tokens.accessToken).toEqual(expect.any(String));
    const cookie = refreshCookieOf(response);
    expect(cookie.value).toBe(tokens.refreshToken);
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Strict');
    expect(cookie.attributes.get('path')).toBe('/auth');
    expect(cookie.attributes.get('max-age')).toBe(String(THIRTY_DAYS_SECONDS));
    expect(cookie.attributes.has('secure')).toBe(false);
  });

  it('is Secure behind a trusted https proxy, but not on the word of an untrusted X-Forwarded-Proto', async () => {
    const proxied = await startTestApp({ trustProxyHops: 1 });
    try {
      await proxied.createUser('definer', 'proxied@example.com');
      expect(refreshCookieOf((await signIn(proxied, 'proxied@example.com', { 'x-forwarded-proto': 'https' })).response).attributes.has('secure')).toBe(true);
      expect(refreshCookieOf((await signIn(proxied, 'proxied@example.com', { 'x-forwarded-proto': 'http' })).response).attributes.has('secure')).toBe(false);
    } finally {
      await proxied.close();
    }
    expect(refreshCookieOf((await signIn(t, 'cookie@example.com', { 'x-forwarded-proto': 'https' })).response).attributes.has('secure')).toBe(false);
  });

  it('is always Secure in production, even over plain http', async () => {
    const production = await startTestApp({ isProduction: true });
    try {
      await production.createUser('definer', 'production@example.com');
      const { response, tokens } = await signIn(production, 'production@example.com');
      expect(refreshCookieOf(response).attributes.has('secure')).toBe(true);
      const renewed = await fetch(`${production.url}/auth/refresh`, {
        method: 'POST',
        headers: { 'x-curation-csrf': '1', cookie: `curation_refresh=${tokens.refreshToken}` },
      });
      expect(renewed.status).toBe(200);
      expect(refreshCookieOf(renewed).attributes.has('secure')).toBe(true);
    } finally {
      await production.close();
    }
  });
});

describe('POST /auth/refresh', () => {
  it('renews the access token from the cookie and rotates the cookie', async () => {
    const { tokens } = await signIn(t, 'cookie@example.com');
    const response = await post('/auth/refresh', tokens.refreshToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { accessToken: string; permissions: string[]; user: { databaseId: number; name: string; email: string }; refreshToken?: string };
    // The page never sees a refresh token: only the cookie carries it.
    expect(body.refreshToken).toBeUndefined();
    expect(body.user).toMatchObject({ databaseId: userId, name: 'Cookie Person', email: 'cookie@example.com' });
    expect(body.permissions).toContain('brandDefinitionTask.get');
    expect(await meOf(body.accessToken)).toBe(userId);
    const rotated = refreshCookieOf(response);
    expect(rotated.value).not.toBe(tokens.refreshToken);
    expect(rotated.attributes.has('httponly')).toBe(true);
    expect(rotated.attributes.get('samesite')).toBe('Strict');
    expect(rotated.attributes.get('path')).toBe('/auth');
    // The rotated cookie renews again.
    expect((await post('/auth/refresh', rotated.value)).status).toBe(200);
  });

  it('revokes the whole family when an old cookie comes back, and clears the cookie', async () => {
    const { tokens } = await signIn(t, 'cookie@example.com');
    const first = await post('/auth/refresh', tokens.refreshToken);
    const { accessToken } = (await first.json()) as { accessToken: string };
    const newer = refreshCookieOf(first).value;

    const reused = await post('/auth/refresh', tokens.refreshToken);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ message: 'Your session has ended. Please sign in again.' });
    expectCleared(refreshCookieOf(reused));
    // The family is revoked: the newer cookie and the access token it gave end too.
    expect((await post('/auth/refresh', newer)).status).toBe(401);
    expect(await meOf(accessToken)).toBeNull();
  });

  it('answers 401 without a cookie or with a token that is not ours', async () => {
    expect((await post('/auth/refresh', null)).status).toBe(401);
    expect((await post('/auth/refresh', 'not-a-token')).status).toBe(401);
  });

  it('refuses a request without the CSRF header, leaving the token unspent', async () => {
    const { tokens } = await signIn(t, 'cookie@example.com');
    const refused = await post('/auth/refresh', tokens.refreshToken, { 'content-type': 'application/json' });
    expect(refused.status).toBe(403);
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect((await fetch(`${t.url}/auth/refresh`, { headers: { 'x-curation-csrf': '1', cookie: `curation_refresh=${tokens.refreshToken}` } })).status).toBe(405);
    // Had the refused call spent the token, this would be a reuse and revoke the family.
    expect((await post('/auth/refresh', tokens.refreshToken)).status).toBe(200);
  });
});

describe('POST /auth/logout', () => {
  it("revokes the cookie's family, ends its access token and clears the cookie", async () => {
    const { tokens } = await signIn(t, 'cookie@example.com');
    expect(await meOf(tokens.accessToken)).toBe(userId);
    const response = await post('/auth/logout', tokens.refreshToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ loggedOut: true });
    expectCleared(refreshCookieOf(response));
    expect(await meOf(tokens.accessToken)).toBeNull();
    expect((await post('/auth/refresh', tokens.refreshToken)).status).toBe(401);
  });

  it('refuses a request without the CSRF header: the session goes on', async () => {
    const { tokens } = await signIn(t, 'cookie@example.com');
    const refused = await post('/auth/logout', tokens.refreshToken, {});
    expect(refused.status).toBe(403);
    expect(await meOf(tokens.accessToken)).toBe(userId);
    expect((await post('/auth/refresh', tokens.refreshToken)).status).toBe(200);
  });

  it('clears the cookie even when there is no session to end', async () => {
    const response = await post('/auth/logout', null);
    expect(await response.json()).toEqual({ loggedOut: false });
    expectCleared(refreshCookieOf(response));
  });
});
