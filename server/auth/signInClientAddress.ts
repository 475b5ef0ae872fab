// The client address the sign-in limits count by: the socket's remote address, or, behind trusted reverse proxies
// (TRUST_PROXY_HOPS), the address the nearest of them saw. X-Forwarded-For is never read otherwise: a client could
// write anything there and escape its limit.
import { isIPv4, isIPv6 } from 'node:net';

/** IPv6 clients are counted by their /64 (one customer's network hands out the rest freely); IPv4 by address. */
export function clientKey(address: string): string {
  const plain = address.trim().replace(/^\[|\]$/g, '');
  const mapped = plain.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) return mapped[1];
  if (isIPv4(plain)) return plain;
  if (isIPv6(plain)) return `${expandIPv6(plain).slice(0, 4).join(':')}::/64`;
  return plain || 'unknown';
}

function expandIPv6(address: string): string[] {
  const [head, tail] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * With hops > 0, the entry `hops` places from the right of X-Forwarded-For (each trusted proxy appends the address it
 * was reached from); when the header is shorter than that, the leftmost entry.
 */
export function clientAddressOf(trustProxyHops: number, forwardedFor: string | null | undefined, remoteAddress: string | undefined): string {
  if (trustProxyHops > 0 && forwardedFor) {
    const entries = forwardedFor.split(',').map((entry) => entry.trim()).filter(Boolean);
    const chosen = entries[Math.max(0, entries.length - trustProxyHops)];
    if (chosen) return clientKey(chosen);
  }
  return clientKey(remoteAddress ?? '');
}
