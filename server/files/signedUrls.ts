// Signed, expiring URLs for the folder store: /files/{bucket}/{key}?expires={unix seconds}&signature={HMAC}. The HMAC
// key is derived from the app's secret (JWT_SECRET or the generated one), so it never signs anything else, and the
// expiry is rounded up to a window so one file keeps one URL for a while and the browser's cache can reuse it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isValidFileAddress } from './fileStore';

export const FILE_URL_PREFIX = '/files/';
/** A URL stays valid for at least this long ... */
export const FILE_URL_LIFETIME_SECONDS = 60 * 60;
/** ... and at most this much longer: expiries are rounded up to a multiple of it. */
export const FILE_URL_WINDOW_SECONDS = 10 * 60;

function signingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('file-urls').digest();
}

function signatureOf(secret: string, bucket: string, key: string, expires: number): Buffer {
  return createHmac('sha256', signingKey(secret)).update(`${bucket}/${key}\n${expires}`).digest();
}

export function signFileUrl(secret: string, bucket: string, key: string, nowMs = Date.now()): string {
  if (!isValidFileAddress(bucket, key)) throw new Error(`Not a valid file address: ${bucket}/${key}`);
  const earliest = Math.floor(nowMs / 1000) + FILE_URL_LIFETIME_SECONDS;
  const expires = Math.ceil(earliest / FILE_URL_WINDOW_SECONDS) * FILE_URL_WINDOW_SECONDS;
  const signature = signatureOf(secret, bucket, key, expires).toString('base64url');
  return `${FILE_URL_PREFIX}${bucket}/${key}?expires=${expires}&signature=${signature}`;
}

export type SignedFileCheck =
  | { ok: true; bucket: string; key: string; expires: number }
  | { ok: false; reason: 'NOT_A_FILE_URL' | 'INVALID' | 'EXPIRED' };

/** Checks a request path (with its query) against its signature and expiry. */
export function checkSignedFileUrl(secret: string, url: string, nowMs = Date.now()): SignedFileCheck {
  const parsed = new URL(url, 'http://files.invalid');
  const match = /^\/files\/([^/]+)\/([^/]+)$/.exec(parsed.pathname);
  if (!match) return { ok: false, reason: 'NOT_A_FILE_URL' };
  const [, bucket, key] = match;
  if (!isValidFileAddress(bucket, key)) return { ok: false, reason: 'NOT_A_FILE_URL' };
  const expiresText = parsed.searchParams.get('expires') ?? '';
  const signatureText = parsed.searchParams.get('signature') ?? '';
  if (!/^\d{1,12}$/.test(expiresText) || !/^[A-Za-z0-9_-]{43}$/.test(signatureText)) return { ok: false, reason: 'INVALID' };
  const expires = Number(expiresText);
  const expected = signatureOf(secret, bucket, key, expires);
  const given = Buffer.from(signatureText, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'INVALID' };
  if (expires * 1000 <= nowMs) return { ok: false, reason: 'EXPIRED' };
  return { ok: true, bucket, key, expires };
}
