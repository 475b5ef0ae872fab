// One-time security codes: 6 digits, valid 10 minutes, used once. Each is stored as an HMAC (to check it) and encrypted
// (to send the same code again when asked within its lifetime). Wrong guesses are bounded per address, not per code
// (signInLimits.ts), so asking again neither refills the budget nor destroys the code the owner already has.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database';

export const CODE_LIFETIME_MINUTES = 10;
/** A live code with less than this left is not re-sent: a new one is issued and the old one lives out its minutes. */
export const RESEND_MIN_MINUTES_LEFT = 2;
/** Consequence of the two rules above: never more than this many live codes per address. */
export const MAX_LIVE_CODES = 2;

function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email.toLowerCase()}:${code}`).digest('hex');
}

function encryptionKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('login-code-encryption').digest();
}

/** AES-256-GCM bound to the address, so a stored code cannot be replayed for another address. */
function encryptCode(secret: string, email: string, code: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(secret), iv);
  cipher.setAAD(Buffer.from(email.toLowerCase()));
  const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function decryptCode(secret: string, email: string, stored: string): string | null {
  try {
    const bytes = Buffer.from(stored, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey(secret), bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(email.toLowerCase()));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    // Encrypted under another secret (JWT_SECRET changed): not re-sendable, a new code is issued instead.
    return null;
  }
}

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The code to send to the address: its live code when it has minutes left, otherwise a new one. Earlier codes are never
 * invalidated here. Runs in one transaction that holds a lock per address, so concurrent requests issue one code.
 */
export async function issueOrResendLoginCode(db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> }, secret: string, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('login-code:' || $1))`, [address]);
    const [live] = await tx.query<{ code_cipher: string | null }>(
      `SELECT code_cipher FROM login_codes
        WHERE lower(email) = $1 AND used_at IS NULL AND expires_at > now() + make_interval(mins => $2)
        ORDER BY created_date DESC, id DESC LIMIT 1`,
      [address, RESEND_MIN_MINUTES_LEFT],
    );
    const resent = live?.code_cipher ? decryptCode(secret, address, live.code_cipher) : null;
    if (resent) return resent;
    // Codes used or expired for a day are of no further use.
    await tx.query(`DELETE FROM login_codes WHERE expires_at < now() - interval '1 day'`);
    const code = generateCode();
    await tx.query(
      `INSERT INTO login_codes (email, code_hash, code_cipher, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
      [address, hashCode(secret, address, code), encryptCode(secret, address, code), CODE_LIFETIME_MINUTES],
    );
    return code;
  });
}

/**
 * True when the code matches one of the address's live codes; that sign-in then uses up every live code of the address.
 * The rows are locked, so two right guesses at once sign in once.
 */
export async function useLoginCode(tx: Queryable, secret: string, email: string, code: string): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const rows = await tx.query<{ id: number; code_hash: string }>(
    `SELECT id, code_hash FROM login_codes WHERE lower(email) = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
    [address],
  );
  const given = Buffer.from(hashCode(secret, address, code.trim()), 'hex');
  const matches = rows.some((row) => {
    const expected = Buffer.from(row.code_hash, 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!matches) return false;
  await tx.query('UPDATE login_codes SET used_at = now() WHERE id = ANY($1::int[])', [rows.map((row) => row.id)]);
  return true;
}
