// The scraper's address guard (issue 12, DESIGN.md section 4 "Security"): a menu URL is typed by a person, so it must not
// reach the product's own network. A host is resolved once, every address it resolves to must be public unicast, and the
// connection is made to the address that was checked (pinnedLookup), so a DNS answer that changes between the check and
// the connect (DNS rebinding) cannot switch it. The fetcher runs this on the first URL and on every redirect. Origins in
// config.scraperAllowedOrigins (a local stand-in in tests, an intranet site) pass as they are, matched exactly.
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Resolves a host name to every address it has (node's dns.lookup with all: true, by default). */
export type HostResolver = (hostname: string) => Promise<LookupAddress[]>;

export const resolveWithSystemDns: HostResolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export type GuardedAddress =
  | { ok: true; address: string; family: 4 | 6; isAllowedOrigin: boolean }
  | { ok: false; cause: 'ADDRESS_REFUSED' | 'DNS' | 'INVALID_URL'; message: string };

/**
 * True only for public unicast addresses. ipaddr.js names every special range (private, loopback, linkLocal including
 * 169.254.169.254, carrierGradeNat, uniqueLocal, multicast, unspecified, broadcast, reserved, 6to4, teredo, NAT64 ...);
 * anything it does not call 'unicast' is refused, whatever IPv4 address a 6to4, Teredo or NAT64 address embeds: a menu
 * is not served from a transition range. An IPv6 address that stands for an IPv4 one is judged as that IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  const judged = parsed.kind() === 'ipv6' ? (standsForIPv4(parsed as ipaddr.IPv6) ?? parsed) : parsed;
  return judged.range() === 'unicast';
}

/**
 * The IPv4 address of an IPv4-mapped (::ffff:a.b.c.d) or IPv4-compatible (::a.b.c.d) IPv6 address. The compatible
 * form is deprecated, but ipaddr.js calls it unicast while some stacks still deliver it to the IPv4 address
 * (http://[::127.0.0.1]/ is written [::7f00:1] by URL); :: and ::1 become 0.0.0.0 and 0.0.0.1, refused alike.
 */
function standsForIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  const [high, low] = address.parts.slice(6);
  if (!address.parts.slice(0, 6).every((part) => part === 0)) return null;
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** The origin of a URL as config lists them (scheme://host[:port], default ports dropped), or null for a bad URL. */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Exact origins only: 'http://127.0.0.1:8080' lets that port through, not the host's other ports. */
export function createAllowedOrigins(origins: readonly string[]): ReadonlySet<string> {
  return new Set(origins.map((origin) => originOf(origin)).filter((origin): origin is string => origin !== null && origin !== 'null'));
}

export interface AddressGuardOptions {
  allowedOrigins: ReadonlySet<string>;
  resolve?: HostResolver;
}

/** Resolves the URL's host and says which address to connect to, or why the URL is refused. */
export async function guardUrl(url: URL, options: AddressGuardOptions): Promise<GuardedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, cause: 'INVALID_URL', message: `Only http and https addresses are fetched, not ${url.protocol.replace(/:$/, '')}.` };
  }
  const isAllowedOrigin = options.allowedOrigins.has(url.origin);
  // URL keeps IPv6 literals in brackets; an IP literal is checked as it is, with no DNS.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: LookupAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await (options.resolve ?? resolveWithSystemDns)(host);
    } catch (error) {
      return { ok: false, cause: 'DNS', message: `The host ${host} could not be resolved (${errorCode(error)}).` };
    }
    if (addresses.length === 0) return { ok: false, cause: 'DNS', message: `The host ${host} has no address.` };
  }
  if (!isAllowedOrigin) {
    // Every address must be public: a host answering one public and one private address could be connected to either.
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) {
      return {
        ok: false,
        cause: 'ADDRESS_REFUSED',
        message: `${url.origin} ${refused.address === host ? 'is' : `resolves to ${refused.address},`} a private, loopback, link-local or reserved address: the scraper does not fetch it.`,
      };
    }
  }
  const chosen = addresses[0];
  return { ok: true, address: chosen.address, family: chosen.family === 6 ? 6 : 4, isAllowedOrigin };
}

/** A `lookup` for http.request that answers the checked address whatever the host name, so no second DNS answer is used. */
export function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

function errorCode(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return error instanceof Error ? error.message : String(error);
}
