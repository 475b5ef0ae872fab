import { describe, expect, it } from 'vitest';
import { createAllowedOrigins, guardUrl, isPublicAddress } from './addressGuard';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.3.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'fc00::5',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    // IPv4-compatible IPv6, judged as the IPv4 address it holds.
    '::127.0.0.1',
    '::7f00:1',
    '::a00:1',
    '::169.254.169.254',
    '::0.0.0.2',
    // Transition ranges are refused whatever they embed, a public IPv4 address too.
    '64:ff9b::808:808',
    '64:ff9b:1::808:808',
    '2002:808:808::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '::ffff:0:808:808',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34', '::5db8:d822'])('lets %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('guardUrl', () => {
  const none = createAllowedOrigins([]);

  it('refuses a host name that resolves to a private address, and one of several', async () => {
    const metadata = await guardUrl(new URL('http://metadata.test/latest'), { allowedOrigins: none, resolve: async () => [{ address: '169.254.169.254', family: 4 }] });
    expect(metadata).toMatchObject({ ok: false, cause: 'ADDRESS_REFUSED' });
    const mixed = await guardUrl(new URL('http://mixed.test/'), {
      allowedOrigins: none,
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ],
    });
    expect(mixed).toMatchObject({ ok: false, cause: 'ADDRESS_REFUSED' });
  });

  it('refuses IPv4-compatible IPv6 literals that stand for the loopback address', async () => {
    for (const url of ['http://[::127.0.0.1]/', 'http://[::7f00:1]:8080/menu', 'http://[::ffff:7f00:1]/']) {
      expect(await guardUrl(new URL(url), { allowedOrigins: none })).toMatchObject({ ok: false, cause: 'ADDRESS_REFUSED' });
    }
    const resolved = await guardUrl(new URL('http://compat.test/'), { allowedOrigins: none, resolve: async () => [{ address: '::7f00:1', family: 6 }] });
    expect(resolved).toMatchObject({ ok: false, cause: 'ADDRESS_REFUSED' });
  });

  it('refuses localhost through the system resolver', async () => {
    expect(await guardUrl(new URL('http://localhost:8080/'), { allowedOrigins: none })).toMatchObject({ ok: false, cause: 'ADDRESS_REFUSED' });
  });

  it('answers the public address checked', async () => {
    const guarded = await guardUrl(new URL('https://restaurant.test/menu'), { allowedOrigins: none, resolve: async () => [{ address: '93.184.216.34', family: 4 }] });
    expect(guarded).toEqual({ ok: true, address: '93.184.216.34', family: 4, isAllowedOrigin: false });
  });

  it('lets an allowed origin through exactly: scheme, host and port', async () => {
    const allowed = createAllowedOrigins(['http://127.0.0.1:8080/']);
    expect(await guardUrl(new URL('http://127.0.0.1:8080/menu'), { allowedOrigins: allowed })).toMatchObject({ ok: true, isAllowedOrigin: true });
    expect(await guardUrl(new URL('http://127.0.0.1:8081/menu'), { allowedOrigins: allowed })).toMatchObject({ ok: false, cause: 'ADDRESS_REFUSED' });
    expect(await guardUrl(new URL('https://127.0.0.1:8080/menu'), { allowedOrigins: allowed })).toMatchObject({ ok: false, cause: 'ADDRESS_REFUSED' });
  });

  it('refuses schemes other than http and https, and reports names that do not resolve', async () => {
    expect(await guardUrl(new URL('file:///etc/passwd'), { allowedOrigins: none })).toMatchObject({ ok: false, cause: 'INVALID_URL' });
    expect(await guardUrl(new URL('gopher://127.0.0.1/'), { allowedOrigins: none })).toMatchObject({ ok: false, cause: 'INVALID_URL' });
    const missing = await guardUrl(new URL('http://nowhere.test/'), {
      allowedOrigins: none,
      resolve: async () => {
        throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      },
    });
    expect(missing).toMatchObject({ ok: false, cause: 'DNS' });
  });
});
