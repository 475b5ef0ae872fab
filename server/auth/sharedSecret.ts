// Every API process on one PostgreSQL database must sign with one secret (JWT_SECRET, or the one generated into its
// DATA_DIR): a session or a sign-in code made through one process is refused by another that has a secret of its own.
// Each API process keeps a salted, slow fingerprint of its secret in the database (settings 'sessionSecret'; scrypt, so
// that a weak JWT_SECRET is not easily guessed from it) and says at start when its own differs from the last one kept.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Queryable } from '../db/database';

export const SESSION_SECRET_SETTING = 'sessionSecret';

const derive = promisify(scrypt) as (secret: string, salt: Buffer, length: number) => Promise<Buffer>;

interface StoredFingerprint {
  salt: string;
  fingerprint: string;
}

async function storedFingerprint(db: Queryable): Promise<StoredFingerprint | null> {
  const [row] = await db.query<{ value: Partial<StoredFingerprint> }>('SELECT value FROM settings WHERE key = $1', [SESSION_SECRET_SETTING]);
  return typeof row?.value?.salt === 'string' && typeof row.value.fingerprint === 'string' ? (row.value as StoredFingerprint) : null;
}

/** Whether an API process has ever started on this database (it keeps its secret's fingerprint at start). */
export async function hasApiProcessStarted(db: Queryable): Promise<boolean> {
  return (await storedFingerprint(db)) !== null;
}

/**
 * Keeps this API process's secret as the database's, and says (null: nothing to say) when the one kept before was
 * another: a rotated secret, or API processes started with different ones.
 */
export async function checkSharedSecret(db: Queryable, secret: string): Promise<string | null> {
  const stored = await storedFingerprint(db);
  if (stored) {
    const expected = Buffer.from(stored.fingerprint, 'base64url');
    const actual = await derive(secret, Buffer.from(stored.salt, 'base64url'), expected.length);
    if (actual.length === expected.length && timingSafeEqual(actual, expected)) return null;
  }
  const salt = randomBytes(16);
  const value: StoredFingerprint = { salt: salt.toString('base64url'), fingerprint: (await derive(secret, salt, 32)).toString('base64url') };
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [SESSION_SECRET_SETTING, JSON.stringify(value)]);
  if (!stored) return null;
  return (
    'JWT_SECRET: this API process signs with another secret than the API process that started on this database before it ' +
    '(JWT_SECRET, or DATA_DIR/jwt-secret when unset). If that process still runs, sessions and sign-in codes made through one ' +
    'are refused by the other: give every API process the same JWT_SECRET. (After a deliberate change of secret, nothing to do.)'
  );
}
