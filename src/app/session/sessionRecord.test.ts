import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_LIFETIME_MS,
  REFRESH_TOKEN_LIFETIME_MS,
  SESSION_STORAGE_KEY,
  isSessionExpired,
  readSession,
  sessionFromSignIn,
  usableAccessToken,
  withRefreshedTokens,
  writeSession,
  type KeyValueStorage,
} from './sessionPersistence';
import { createSessionStore } from './sessionStore';

const memoryStorage = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

const payload = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  permissions: ['user.list'],
  user: { id: 'VXNlcjox', databaseId: 1, name: 'Admin', email: 'admin@example.com' },
};
const T0 = Date.UTC(2025, 0, 1);
const MINUTE = 60_000;

describe('session lifetimes', () => {
  it('keeps the access token 60 minutes and the refresh token and user 30 days', () => {
    const session = sessionFromSignIn(payload, T0);
    expect(session.accessTokenExpiresAt - T0).toBe(60 * MINUTE);
    expect(session.refreshTokenExpiresAt - T0).toBe(43200 * MINUTE);
    expect(session.userExpiresAt - T0).toBe(43200 * MINUTE);
  });

  it('stops sending the access token once it has expired, but keeps the session', () => {
    const session = sessionFromSignIn(payload, T0);
    expect(usableAccessToken(session, T0 + 59 * MINUTE)).toBe('access-1');
    expect(usableAccessToken(session, T0 + ACCESS_TOKEN_LIFETIME_MS)).toBeNull();
    expect(isSessionExpired(session, T0 + ACCESS_TOKEN_LIFETIME_MS)).toBe(false);
  });

  it('ends the session when the refresh token expires', () => {
    const session = sessionFromSignIn(payload, T0);
    expect(isSessionExpired(session, T0 + REFRESH_TOKEN_LIFETIME_MS)).toBe(true);
  });

  it('restarts both token lifetimes after a refresh (the refresh token rotates)', () => {
    const later = T0 + 10 * 24 * 60 * MINUTE;
    const session = withRefreshedTokens(sessionFromSignIn(payload, T0), { accessToken: 'access-2', refreshToken: 'refresh-2' }, later);
    expect(session.accessToken).toBe('access-2');
    expect(session.refreshToken).toBe('refresh-2');
    expect(session.accessTokenExpiresAt).toBe(later + ACCESS_TOKEN_LIFETIME_MS);
    expect(session.refreshTokenExpiresAt).toBe(later + REFRESH_TOKEN_LIFETIME_MS);
  });
});

describe('stored session', () => {
  it('round-trips through storage', () => {
    const storage = memoryStorage();
    const session = sessionFromSignIn(payload, T0);
    writeSession(storage, session);
    expect(readSession(storage, T0 + MINUTE)).toEqual(session);
  });

  it('removes an expired or unreadable record', () => {
    const storage = memoryStorage();
    writeSession(storage, sessionFromSignIn(payload, T0));
    expect(readSession(storage, T0 + REFRESH_TOKEN_LIFETIME_MS + 1)).toBeNull();
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
    storage.setItem(SESSION_STORAGE_KEY, '{"accessToken": 3}');
    expect(readSession(storage, T0)).toBeNull();
    storage.setItem(SESSION_STORAGE_KEY, 'not json');
    expect(readSession(storage, T0)).toBeNull();
  });
});

describe('session store', () => {
  it('signs in, renews tokens, refreshes the user and clears', () => {
    const storage = memoryStorage();
    let now = T0;
    const store = createSessionStore(storage, () => now);
    let notified = 0;
    store.subscribe(() => (notified += 1));

    store.signIn(payload);
    expect(store.getSnapshot()?.user.name).toBe('Admin');
    expect(store.getAccessToken()).toBe('access-1');

    now += 61 * MINUTE;
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBe('refresh-1');

    store.setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(store.getAccessToken()).toBe('access-2');
    expect(readSession(storage, now)?.refreshToken).toBe('refresh-2');

    store.setUser({ ...payload.user, name: 'Ada' }, ['user.list', 'user.get']);
    expect(store.getSnapshot()?.permissions).toEqual(['user.list', 'user.get']);

    store.clear();
    expect(store.getSnapshot()).toBeNull();
    expect(storage.data.size).toBe(0);
    expect(notified).toBe(4);
  });

  it('starts from what a previous visit stored', () => {
    const storage = memoryStorage();
    writeSession(storage, sessionFromSignIn(payload, T0));
    expect(createSessionStore(storage, () => T0 + MINUTE).getSnapshot()?.user.email).toBe('admin@example.com');
    expect(createSessionStore(storage, () => T0 + REFRESH_TOKEN_LIFETIME_MS).getSnapshot()).toBeNull();
  });
});
