// Sessions that end at once. An access token carries its refresh family and its user's session version; every request
// (and every live-locks event) reads the user, the version and whether the family is revoked in one query. Disabling a
// user, changing their role or deleting them bumps the version; logout and reuse of a rotated refresh token revoke the
// family. Open sockets of an ended session are disconnected on every API process through SessionSockets.
import type { Queryable } from '../db/database';
import { issueAccessToken, refreshFamilyOf, verifyAccessToken } from './tokens';

/** The user behind a live access token, with what a request needs to know about them. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  roleName: string;
  familyId: string | null;
}

/** Disconnects the live-locks sockets of ended sessions, on every API process; a no-op where no socket server runs. */
export interface SessionSockets {
  endUser(userId: number): Promise<void>;
  endFamily(familyId: string): Promise<void>;
}

export const NO_SESSION_SOCKETS: SessionSockets = {
  endUser: async () => undefined,
  endFamily: async () => undefined,
};

/** An access token for the family of a refresh token we just issued, stamped with the user's current session version. */
export async function accessTokenForRefreshToken(db: Queryable, secret: string, userId: number, refreshToken: string): Promise<string> {
  const familyId = await refreshFamilyOf(secret, refreshToken);
  if (!familyId) throw new Error('A refresh token we issued could not be read.');
  const rows = await db.query<{ session_version: number }>('SELECT session_version FROM users WHERE id = $1', [userId]);
  if (!rows[0]) throw new Error(`No user ${userId}.`);
  return issueAccessToken(secret, userId, { familyId, sessionVersion: rows[0].session_version });
}

/**
 * The enabled, live user of an access token whose session has not ended, or null. One query: the user, their role, the
 * session version and the family's revocation (a probe of refresh_tokens_revoked_family_idx).
 */
export async function userOfAccessToken(db: Queryable, secret: string, token: string): Promise<SessionUser | null> {
  const claims = await verifyAccessToken(secret, token);
  if (!claims || !Number.isSafeInteger(claims.userId) || claims.userId < 1 || claims.userId > 2_147_483_647) return null;
  const rows = await db.query<{ id: number; name: string; email: string; role_name: string }>(
    `SELECT u.id, u.name, u.email, r.name AS role_name
       FROM users u JOIN roles r ON r.id = u.role_id
      WHERE u.id = $1 AND u.is_active AND NOT u.is_deleted AND u.session_version = $2
        AND ($3::uuid IS NULL OR NOT EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family_id = $3::uuid AND t.revoked_at IS NOT NULL))`,
    [claims.userId, claims.sessionVersion, claims.familyId],
  );
  const user = rows[0];
  return user ? { id: user.id, name: user.name, email: user.email, roleName: user.role_name, familyId: claims.familyId } : null;
}

/** Ends every access token of a user (call in the transaction that disables them, changes their role or deletes them). */
export async function endUserSessions(tx: Queryable, userId: number): Promise<void> {
  await tx.query('UPDATE users SET session_version = session_version + 1 WHERE id = $1', [userId]);
}
