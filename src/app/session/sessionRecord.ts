// Reading and writing the session in client storage with the spec's lifetimes: the access token lasts 60 minutes, the
// refresh token and the user record 43200 minutes (30 days). Pure: storage and the clock are passed in.
import type { SessionUser, SignInPayload, StoredSession } from './sessionTypes';

export const SESSION_STORAGE_KEY = 'curation.session';
export const ACCESS_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_LIFETIME_MS = 43200 * 60 * 1000;
export const USER_RECORD_LIFETIME_MS = 43200 * 60 * 1000;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function sessionFromSignIn(payload: SignInPayload, now: number): StoredSession {
  return {
    accessToken: payload.accessToken,
    accessTokenExpiresAt: now + ACCESS_TOKEN_LIFETIME_MS,
    refreshToken: payload.refreshToken,
    refreshTokenExpiresAt: now + REFRESH_TOKEN_LIFETIME_MS,
    user: payload.user,
    permissions: payload.permissions,
    userExpiresAt: now + USER_RECORD_LIFETIME_MS,
  };
}

/** After a refresh: both tokens are new (refresh tokens rotate), so both lifetimes start again. */
export function withRefreshedTokens(session: StoredSession, tokens: { accessToken: string; refreshToken: string }, now: number): StoredSession {
  return {
    ...session,
    accessToken: tokens.accessToken,
    accessTokenExpiresAt: now + ACCESS_TOKEN_LIFETIME_MS,
    refreshToken: tokens.refreshToken,
    refreshTokenExpiresAt: now + REFRESH_TOKEN_LIFETIME_MS,
  };
}

/** After the `me` query: the user record and permissions as the server has them now. */
export function withUser(session: StoredSession, user: SessionUser, permissions: string[], now: number): StoredSession {
  return { ...session, user, permissions, userExpiresAt: now + USER_RECORD_LIFETIME_MS };
}

/** The session is over when the refresh token or the user record has expired. */
export function isSessionExpired(session: StoredSession, now: number): boolean {
  return now >= session.refreshTokenExpiresAt || now >= session.userExpiresAt;
}

/** The access token when it is still valid; an expired one is not sent (the server would refuse it anyway). */
export function usableAccessToken(session: StoredSession | null, now: number): string | null {
  if (!session || now >= session.accessTokenExpiresAt) return null;
  return session.accessToken;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.id === 'string' && typeof user.databaseId === 'number' && typeof user.name === 'string' && typeof user.email === 'string';
}

export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const numbers = ['accessTokenExpiresAt', 'refreshTokenExpiresAt', 'userExpiresAt'] as const;
  if (typeof record.accessToken !== 'string' || typeof record.refreshToken !== 'string') return null;
  if (!numbers.every((key) => typeof record[key] === 'number')) return null;
  if (!isSessionUser(record.user)) return null;
  if (!Array.isArray(record.permissions) || !record.permissions.every((item) => typeof item === 'string')) return null;
  return record as unknown as StoredSession;
}

/** The stored session, or null when there is none, it is unreadable, or it has expired (then it is removed). */
export function readSession(storage: KeyValueStorage, now: number): StoredSession | null {
  const session = parseStoredSession(storage.getItem(SESSION_STORAGE_KEY));
  if (!session || isSessionExpired(session, now)) {
    storage.removeItem(SESSION_STORAGE_KEY);
    return null;
  }
  return session;
}

export function writeSession(storage: KeyValueStorage, session: StoredSession | null): void {
  if (session) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else storage.removeItem(SESSION_STORAGE_KEY);
}
