// Access tokens (JWT, 60 minutes) and refresh tokens (JWT, 30 days) that rotate: each refresh token is good once, and
// presenting a used one revokes its whole family (DESIGN.md section 4, "Security"). An access token names its refresh
// family and its user's session version, so that server/auth/sessions.ts can end it before it expires.
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Queryable } from '../db/database';

export const ACCESS_TOKEN_MINUTES = 60;
export const REFRESH_TOKEN_MINUTES = 43_200;
const ALGORITHMS = ['HS256'];
const ISSUER = 'curation-back-office';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: number;
  /** The refresh family the token was issued with; null only for tokens minted by scripts (npm run bench). */
  familyId: string | null;
  /** The user's session version when the token was issued. */
  sessionVersion: number;
}

export interface AccessSession {
  familyId?: string | null;
  sessionVersion?: number;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function issueAccessToken(secret: string, userId: number, session: AccessSession = {}): Promise<string> {
  return new SignJWT({ typ: 'access', ver: session.sessionVersion ?? 0, ...(session.familyId ? { fam: session.familyId } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_MINUTES}m`)
    .sign(key(secret));
}

/** The user id of a valid access token, or null for a missing, expired, forged or wrong-kind token. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ALGORITHMS, issuer: ISSUER });
    if (payload.typ !== 'access' || !payload.sub || !Number.isSafeInteger(payload.ver)) return null;
    if (payload.fam !== undefined && !(typeof payload.fam === 'string' && UUID.test(payload.fam))) return null;
    return { userId: Number(payload.sub), familyId: payload.fam ?? null, sessionVersion: payload.ver as number };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

export async function issueRefreshToken(db: Queryable, secret: string, userId: number, familyId: string = randomUUID()): Promise<string> {
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + REFRESH_TOKEN_MINUTES * 60_000);
  await db.query('INSERT INTO refresh_tokens (id, family_id, user_id, expires_at) VALUES ($1, $2, $3, $4)', [
    id,
    familyId,
    userId,
    expiresAt,
  ]);
  return new SignJWT({ typ: 'refresh', fam: familyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

export type RefreshOutcome =
  | { ok: true; userId: number; familyId: string; refreshToken: string }
  | { ok: false; reason: 'invalid' | 'revoked' }
  /** A spent token was presented again: its family is now revoked, and its sessions must end. */
  | { ok: false; reason: 'reused'; userId: number; familyId: string };

/** Spends a refresh token and issues its successor in the same family. Call inside a transaction. */
export async function rotateRefreshToken(db: Queryable, secret: string, token: string): Promise<RefreshOutcome> {
  const claims = await readRefreshToken(secret, token);
  if (!claims) return { ok: false, reason: 'invalid' };
  const rows = await db.query<{ used_at: Date | null; revoked_at: Date | null; user_id: number; family_id: string }>(
    'SELECT used_at, revoked_at, user_id, family_id FROM refresh_tokens WHERE id = $1 FOR UPDATE',
    [claims.id],
  );
  const row = rows[0];
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.revoked_at) return { ok: false, reason: 'revoked' };
  if (row.used_at) {
    await revokeFamily(db, row.family_id);
    return { ok: false, reason: 'reused', userId: row.user_id, familyId: row.family_id };
  }
  await db.query('UPDATE refresh_tokens SET used_at = now() WHERE id = $1', [claims.id]);
  const refreshToken = await issueRefreshToken(db, secret, row.user_id, row.family_id);
  return { ok: true, userId: row.user_id, familyId: row.family_id, refreshToken };
}

/** Revokes the family of a refresh token (logout); the family's id, or null for a token that is not ours. */
export async function revokeRefreshFamily(db: Queryable, secret: string, token: string): Promise<string | null> {
  const claims = await readRefreshToken(secret, token);
  if (!claims) return null;
  await revokeFamily(db, claims.familyId);
  return claims.familyId;
}

/** The family id inside a refresh token we signed, without spending it. */
export async function refreshFamilyOf(secret: string, token: string): Promise<string | null> {
  return (await readRefreshToken(secret, token))?.familyId ?? null;
}

async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
}

async function readRefreshToken(secret: string, token: string): Promise<{ id: string; familyId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ALGORITHMS, issuer: ISSUER });
    if (payload.typ !== 'refresh' || typeof payload.jti !== 'string' || typeof payload.fam !== 'string') return null;
    return { id: payload.jti, familyId: payload.fam };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
