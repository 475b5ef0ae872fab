// The built SPA: precompressed files (.br, .gz from scripts/compressAssets.mjs) chosen by Accept-Encoding, hashed assets
// cached for a year, index.html (and the client-side routes that fall back to it) revalidated on every visit, and
// source maps kept on disk for error reports but not served in production.
import { existsSync } from 'node:fs';
import type http from 'node:http';
import sirv from 'sirv';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export type SpaHandler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** Null when the SPA is not built. */
export function createSpaHandler(spaDir: string, options: { isProduction: boolean }): SpaHandler | null {
  if (!existsSync(spaDir)) return null;
  const files = sirv(spaDir, { single: true, etag: true, brotli: true, gzip: true });
  const notFound = (response: http.ServerResponse) => {
    response.removeHeader('cache-control');
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  };
  return (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    // The compressed variants are chosen by negotiation, not asked for by name; maps are private in production.
    if (/\.(br|gz)$/i.test(pathname) || (options.isProduction && /\.map$/i.test(pathname))) {
      notFound(response);
      return;
    }
    // Set before sirv answers so that a 304 carries it too; Vite puts a content hash in every name under /assets.
    response.setHeader('cache-control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    response.setHeader('vary', 'Accept-Encoding');
    files(request, response, () => notFound(response));
  };
}
