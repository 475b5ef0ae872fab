// Renewing and ending a session from its refresh token: the one implementation behind the GraphQL mutations
// (refreshAccessToken, logout) and the browser's cookie endpoints (/auth/refresh, /auth/logout), so both are exactly as
// strict: the token rotates, a reused one revokes its family and ends its sockets, a disabled or deleted user is refused.
import type { Config } from '../config';
import type { Database } from '../db/database';
import { findUserById, type UserRow } from '../db/userRows';
import { accessTokenForRefreshToken, type SessionSockets } from './sessions';
import { revokeRefreshFamily, rotateRefreshToken } from './tokens';

export interface SessionServices {
  db: Database;
  config: Config;
  sessions: SessionSockets;
}

export type Renewal = { ok: true; accessToken: string; refreshToken: string; user: UserRow } | { ok: false };

/** Spends the refresh token for a new access token and its successor; { ok: false } when the session has ended. */
export async function renewSession({ db, config, sessions }: SessionServices, refreshToken: string): Promise<Renewal> {
  const outcome = await db.transaction((tx) => rotateRefreshToken(tx, config.jwtSecret, refreshToken));
  // A rotated token presented again revoked its family: that family's sockets end now, as its access tokens do.
  if (!outcome.ok && outcome.reason === 'reused') await sessions.endFamily(outcome.familyId);
  if (!outcome.ok) return { ok: false };
  const user = await findUserById(db, outcome.userId);
  if (!user || !user.is_active || user.is_deleted) return { ok: false };
  const accessToken = await accessTokenForRefreshToken(db, config.jwtSecret, user.id, outcome.refreshToken);
  return { ok: true, accessToken, refreshToken: outcome.refreshToken, user };
}

/** Revokes the refresh token's family and ends its sockets; false for a token that is not ours. */
export async function endSession({ db, config, sessions }: SessionServices, refreshToken: string): Promise<boolean> {
  const familyId = await db.transaction((tx) => revokeRefreshFamily(tx, config.jwtSecret, refreshToken));
  if (familyId) await sessions.endFamily(familyId);
  return familyId !== null;
}
