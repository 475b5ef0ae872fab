// Headers every response carries (SPA, /graphql, /healthz): a Content-Security-Policy the SPA runs under, no MIME
// sniffing, no referrer beyond our own origin, and no framing by anyone.
import type http from 'node:http';
import type { Config } from '../config';

// Google Identity Services, loaded by the login page only when GOOGLE_CLIENT_ID is set (Google's CSP guidance).
const GOOGLE_SIGN_IN = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
};

// A Host header is sent by the client; only a plain host[:port] goes into the policy.
const PLAIN_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** The scheme and host of a tile URL template, `{s}` subdomains as a wildcard; undefined when it is not http(s). */
export function tileSource(template: string | undefined): string | undefined {
  const match = template?.match(/^(https?):\/\/([^/?#]+)/i);
  if (!match) return undefined;
  const host = match[2].replace(/\{[a-z]+\}/gi, '*');
  if (!/^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) return undefined;
  return `${match[1].toLowerCase()}://${host.toLowerCase()}`;
}

/** The SPA's policy. Styles need 'unsafe-inline': Fluent UI's Griffel inserts style elements at run time. */
export function contentSecurityPolicy(config: Config, host: string | undefined): string {
  const google = Boolean(config.googleClientId);
  const tiles = tileSource(config.mapTileUrl);
  // 'self' covers same-origin WebSockets in current browsers; the explicit ws/wss origin is for older ones (socket.io).
  const sockets = host && PLAIN_HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(google ? [GOOGLE_SIGN_IN.script] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'", ...(google ? [GOOGLE_SIGN_IN.style] : [])]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...sockets, ...(google ? [GOOGLE_SIGN_IN.connect] : [])]],
    ['frame-src', google ? [GOOGLE_SIGN_IN.frame] : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * Sets the headers on a response before anything else writes to it. `withPolicy: false` leaves the CSP out: GraphiQL
 * (development only) is a page of inline scripts from a CDN.
 */
export function setSecurityHeaders(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  config: Config,
  options: { withPolicy: boolean } = { withPolicy: true },
): void {
  if (options.withPolicy) response.setHeader('content-security-policy', contentSecurityPolicy(config, request.headers.host));
  response.setHeader('x-content-type-options', 'nosniff');
  response.setHeader('referrer-policy', 'same-origin');
  response.setHeader('x-frame-options', 'DENY');
}
