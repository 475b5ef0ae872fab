// The browser's refresh token lives in an HttpOnly cookie that page scripts cannot read (spec 1, section 9). It is sent
// only to the two session endpoints under /auth (server/http/sessionEndpoints.ts), never with a GraphQL call, and
// SameSite=Strict keeps other sites from sending it. Secure on every https request and always in production; only a
// development or test server reached over plain http sets it without Secure (the browser would drop it otherwise on a
// host that is not localhost). docs/decisions.md, "The refresh token in a cookie".
import type { TLSSocket } from 'node:tls';
import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../config';
import { REFRESH_TOKEN_MINUTES } from './tokens';

export const REFRESH_COOKIE_NAME = 'curation_refresh';
/** The cookie's path: the refresh and logout endpoints, nothing else. */
export const REFRESH_COOKIE_PATH = '/auth';
/** The header a cookie-acting request must carry: a page of another site cannot add it without a CORS preflight we never grant. */
export const CSRF_HEADER = 'x-curation-csrf';

/** What the Secure rule needs to know about a request. */
export interface RequestTransport {
  /** The connection itself is TLS. */
  encrypted: boolean;
  /** X-Forwarded-Proto, read only when a trusted proxy is configured (TRUST_PROXY_HOPS). */
  forwardedProto?: string;
}

export function transportOf(config: Pick<Config, 'trustProxyHops'>, socket: unknown, headers: IncomingHttpHeaders): RequestTransport {
  const forwarded = headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return {
    encrypted: Boolean((socket as Partial<TLSSocket> | undefined)?.encrypted),
    forwardedProto: config.trustProxyHops > 0 ? first : undefined,
  };
}

export function isSecureCookie(config: Pick<Config, 'isProduction'>, transport: RequestTransport): boolean {
  return config.isProduction || transport.encrypted || transport.forwardedProto === 'https';
}

function attributes(secure: boolean, maxAgeSeconds: number): string {
  return [`Path=${REFRESH_COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}

/** The Set-Cookie value that hands the browser a refresh token, for as long as the token lives (30 days). */
export function refreshCookie(token: string, secure: boolean): string {
  return `${REFRESH_COOKIE_NAME}=${token}; ${attributes(secure, REFRESH_TOKEN_MINUTES * 60)}`;
}

/** The Set-Cookie value that removes it (logout, or a refused refresh). */
export function clearedRefreshCookie(secure: boolean): string {
  return `${REFRESH_COOKIE_NAME}=; ${attributes(secure, 0)}`;
}

/** The refresh token in a Cookie header, or null. */
export function refreshTokenOfCookies(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE_NAME && value.length > 0 && value.join('=')) return value.join('=');
  }
  return null;
}
