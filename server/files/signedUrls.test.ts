import { describe, expect, it } from 'vitest';
import { checkSignedFileUrl, FILE_URL_LIFETIME_SECONDS, FILE_URL_WINDOW_SECONDS, signFileUrl } from './signedUrls';

const SECRET = 'a-secret-for-signing-file-urls';
const NOW = Date.UTC(2026, 0, 1, 12, 3, 0);

describe('signed file URLs', () => {
  it('lives for at least the lifetime and expires on a window boundary', () => {
    const url = signFileUrl(SECRET, 'brand-assets', 'abc.png', NOW);
    const check = checkSignedFileUrl(SECRET, url, NOW);
    expect(check.ok).toBe(true);
    const expires = (check as { expires: number }).expires;
    expect(expires % FILE_URL_WINDOW_SECONDS).toBe(0);
    expect(expires - NOW / 1000).toBeGreaterThanOrEqual(FILE_URL_LIFETIME_SECONDS);
    expect(expires - NOW / 1000).toBeLessThan(FILE_URL_LIFETIME_SECONDS + FILE_URL_WINDOW_SECONDS);
    expect(checkSignedFileUrl(SECRET, url, expires * 1000)).toEqual({ ok: false, reason: 'EXPIRED' });
  });

  it('refuses another secret, bucket or key, and addresses that are no file', () => {
    const url = signFileUrl(SECRET, 'brand-assets', 'abc.png', NOW);
    expect(checkSignedFileUrl('another secret', url, NOW)).toEqual({ ok: false, reason: 'INVALID' });
    expect(checkSignedFileUrl(SECRET, url.replace('brand-assets', 'reports'), NOW)).toEqual({ ok: false, reason: 'INVALID' });
    expect(checkSignedFileUrl(SECRET, url.replace('abc.png', 'abd.png'), NOW)).toEqual({ ok: false, reason: 'INVALID' });
    expect(checkSignedFileUrl(SECRET, url.replace('abc.png', '..%2Fjwt-secret'), NOW)).toEqual({ ok: false, reason: 'NOT_A_FILE_URL' });
    expect(() => signFileUrl(SECRET, 'brand-assets', '../jwt-secret', NOW)).toThrow('Not a valid file address');
  });
});
