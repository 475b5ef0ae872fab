import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_LIFETIME_MS, LEGACY_SESSION_KEY, sessionFromSignIn, takeLegacyRefreshToken, usableAccessToken } from './sessionRecord';
import { createSessionStore } from './sessionStore';

const payload = {
  accessToken: 'access-1',
  permissions: ['user.list'],
  user: { id: 'VXNlcjox', databaseId: 1, name: 'Admin', email: 'admin@example.com' },
};
const T0 = Date.UTC(2025, 0, 1);
const MINUTE = 60_000;

describe('session lifetimes', () => {
  it('keeps the access token 60 minutes', () => {
    const session = sessionFromSignIn(payload, T0);
    expect(session.accessTokenExpiresAt - T0).toBe(60 * MINUTE);
  });

  it('stops sending the access token once it has expired, but keeps the session', () => {
    const session = sessionFromSignIn(payload, T0);
    expect(usableAccessToken(session, T0 + 59 * MINUTE)).toBe('access-1');
    expect(usableAccessToken(session, T0 + ACCESS_TOKEN_LIFETIME_MS)).toBeNull();
  });

  it('restarts the access token lifetime after a renewal', () => {
    const later = T0 + 10 * 24 * 60 * MINUTE;
    const session = sessionFromSignIn({ ...payload, accessToken: 'access-2' }, later);
    expect(session.accessToken).toBe('access-2');
    expect(session.accessTokenExpiresAt).toBe(later + ACCESS_TOKEN_LIFETIME_MS);
  });
});

describe('legacy storage', () => {
  const storageOf = (data: Map<string, string>) => () => ({ getItem: (key: string) => data.get(key) ?? null, removeItem: (key: string) => void data.delete(key) });

  it('removes the session earlier versions stored, tokens included, and nothing else, handing back its refresh token', () => {
    const data = new Map([
      [LEGACY_SESSION_KEY, '{"accessToken":"a","refreshToken":"r"}'],
      ['curation.taskFilters.brand-definition', '?status=NEW'],
    ]);
    expect(takeLegacyRefreshToken(storageOf(data))).toBe('r');
    expect([...data.keys()]).toEqual(['curation.taskFilters.brand-definition']);
    expect(takeLegacyRefreshToken(storageOf(data))).toBeNull();
  });

  it('removes an unreadable record without a token to revoke', () => {
    for (const raw of ['not json', 'null', '{"refreshToken":3}', '{"refreshToken":""}']) {
      const data = new Map([[LEGACY_SESSION_KEY, raw]]);
      expect(takeLegacyRefreshToken(storageOf(data))).toBeNull();
      expect(data.size).toBe(0);
    }
  });

  it('does not fail when the browser refuses storage', () => {
    expect(
      takeLegacyRefreshToken(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }),
    ).toBeNull();
  });
});

describe('session store', () => {
  it('signs in, renews the token, refreshes the user and clears, in memory only', () => {
    let now = T0;
    const store = createSessionStore(() => now);
    let notified = 0;
    store.subscribe(() => (notified += 1));
    expect(store.getStatus()).toBe('signed-out');

    store.signIn(payload);
    expect(store.getSnapshot()?.user.name).toBe('Admin');
    expect(store.getStatus()).toBe('signed-in');
    expect(store.getAccessToken()).toBe('access-1');

    now += 61 * MINUTE;
    expect(store.getAccessToken()).toBeNull();
    expect(store.getSnapshot()).not.toBeNull();

    store.signIn({ ...payload, accessToken: 'access-2' });
    expect(store.getAccessToken()).toBe('access-2');

    store.setUser({ ...payload.user, name: 'Ada' }, ['user.list', 'user.get']);
    expect(store.getSnapshot()?.permissions).toEqual(['user.list', 'user.get']);

    store.clear();
    expect(store.getSnapshot()).toBeNull();
    expect(store.getStatus()).toBe('signed-out');
    expect(store.getAccessToken()).toBeNull();
    expect(notified).toBe(4);
  });

  it('is restoring until the server answers, and only while it holds no session', () => {
    const store = createSessionStore(() => T0, 'restoring');
    expect(store.getStatus()).toBe('restoring');
    store.signIn(payload);
    store.startRestoring();
    expect(store.getStatus()).toBe('signed-in');
    store.clear();
    store.startRestoring();
    expect(store.getStatus()).toBe('restoring');
  });
});
