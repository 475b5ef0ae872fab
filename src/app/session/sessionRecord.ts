// The session record with the spec's access token lifetime (60 minutes; the refresh token's 30 days are the cookie's,
// set by the server). Pure: the clock and storage are passed in. Earlier versions kept the session, tokens included, in
// localStorage under LEGACY_SESSION_KEY: it is removed at start so that no token stays where page scripts can read it.
import type { SessionUser, SignInPayload, StoredSession } from './sessionTypes';

export const LEGACY_SESSION_KEY = 'curation.session';
export const ACCESS_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export function sessionFromSignIn(payload: SignInPayload, now: number): StoredSession {
  return {
    accessToken: payload.accessToken,
    accessTokenExpiresAt: now + ACCESS_TOKEN_LIFETIME_MS,
    user: payload.user,
    permissions: payload.permissions,
  };
}

/** After the `me` query: the user record and permissions as the server has them now. */
export function withUser(session: StoredSession, user: SessionUser, permissions: string[]): StoredSession {
  return { ...session, user, permissions };
}

/** The access token when it is still valid; an expired one is not sent (the server would refuse it anyway). */
export function usableAccessToken(session: StoredSession | null, now: number): string | null {
  if (!session || now >= session.accessTokenExpiresAt) return null;
  return session.accessToken;
}

/**
 * Removes what earlier versions stored (both tokens) and hands back its refresh token, to be revoked: it sat where any
 * script could read it. Storage that cannot be reached holds nothing of ours.
 */
export function takeLegacyRefreshToken(storage: () => Pick<Storage, 'getItem' | 'removeItem'>): string | null {
  try {
    const raw = storage().getItem(LEGACY_SESSION_KEY);
    storage().removeItem(LEGACY_SESSION_KEY);
    const refreshToken: unknown = raw ? (JSON.parse(raw) as { refreshToken?: unknown } | null)?.refreshToken : null;
    return typeof refreshToken === 'string' && refreshToken ? refreshToken : null;
  } catch {
    // Storage disabled by the browser, or a record that is not ours: nothing to revoke.
    return null;
  }
}
