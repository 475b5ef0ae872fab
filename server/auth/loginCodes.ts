// One-time security codes: 6 digits, stored as an HMAC, valid 10 minutes, burnt by use or by the 5th wrong attempt.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';

export const CODE_LIFETIME_MINUTES = 10;
export const MAX_FAILED_ATTEMPTS = 5;

function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email.toLowerCase()}:${code}`).digest('hex');
}

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Stores a new code for the address, replacing any earlier one, and returns it in clear for delivery. */
export async function createLoginCode(db: Queryable, secret: string, email: string): Promise<string> {
  const code = generateCode();
  await db.query('UPDATE login_codes SET used_at = now() WHERE lower(email) = lower($1) AND used_at IS NULL', [email]);
  await db.query(
    `INSERT INTO login_codes (email, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [email.toLowerCase(), hashCode(secret, email, code), CODE_LIFETIME_MINUTES],
  );
  return code;
}

export type CodeCheck = 'valid' | 'wrong' | 'expired' | 'missing';

/** Checks a code against the newest live code of the address; a wrong attempt counts, the 5th burns the code. */
export async function consumeLoginCode(db: Queryable, secret: string, email: string, code: string): Promise<CodeCheck> {
  const rows = await db.query<{ id: number; code_hash: string; expired: boolean; failed_attempts: number }>(
    `SELECT id, code_hash, expires_at <= now() AS expired, failed_attempts FROM login_codes
      WHERE lower(email) = lower($1) AND used_at IS NULL ORDER BY created_date DESC, id DESC LIMIT 1 FOR UPDATE`,
    [email],
  );
  const row = rows[0];
  if (!row) return 'missing';
  if (row.expired) {
    await db.query('UPDATE login_codes SET used_at = now() WHERE id = $1', [row.id]);
    return 'expired';
  }
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(secret, email, code.trim()), 'hex');
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    await db.query('UPDATE login_codes SET used_at = now() WHERE id = $1', [row.id]);
    return 'valid';
  }
  await db.query(
    `UPDATE login_codes SET failed_attempts = failed_attempts + 1,
       used_at = CASE WHEN failed_attempts + 1 >= $2 THEN now() ELSE used_at END WHERE id = $1`,
    [row.id, MAX_FAILED_ATTEMPTS],
  );
  return 'wrong';
}
