// What the SPA keeps about the signed-in person (spec 1, section 4 "Session", section 9 lifetimes). It lives in this
// tab's memory only: the refresh token is an HttpOnly cookie the page never reads, and a reload asks for a new access
// token through it (src/app/session/browserSession.ts).

export interface SessionUser {
  id: string;
  databaseId: number;
  name: string;
  email: string;
}

/** What a sign-in, or a renewal through the refresh cookie, hands the page. */
export interface SignInPayload {
  accessToken: string;
  permissions: string[];
  user: SessionUser;
}

/** The session in memory, the access token with the time (epoch ms) it stops being usable. */
export interface StoredSession {
  accessToken: string;
  accessTokenExpiresAt: number;
  user: SessionUser;
  permissions: string[];
}
