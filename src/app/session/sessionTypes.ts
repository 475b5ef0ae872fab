// What the SPA keeps about the signed-in person (spec 1, section 4 "Session", section 9 lifetimes).

export interface SessionUser {
  id: string;
  databaseId: number;
  name: string;
  email: string;
}

export interface SignInPayload {
  accessToken: string;
  refreshToken: string;
  permissions: string[];
  user: SessionUser;
}

/** The stored record: each part with the time (epoch ms) it stops being usable. */
export interface StoredSession {
  accessToken: string;
  accessTokenExpiresAt: number;
  refreshToken: string;
  refreshTokenExpiresAt: number;
  user: SessionUser;
  permissions: string[];
  userExpiresAt: number;
}
