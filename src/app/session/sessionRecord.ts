// The session record with the spec's access token lifetime (60 minutes; the refresh token's 30 days are the cookie's,
// set by the server). Pure: the clock is passed in. Earlier versions kept the session, tokens included, in
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

/** Removes what earlier versions stored (both tokens); storage that cannot be reached holds nothing of ours. */
export function clearLegacySession(storage: () => Pick<Storage, 'removeItem'>): void {
  try {
    storage().removeItem(LEGACY_SESSION_KEY);
  } catch {
    // Storage disabled by the browser: nothing was stored there either.
  }
}
