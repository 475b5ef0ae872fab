// The built SPA: precompressed files (.br, .gz from scripts/compressAssets.mjs) chosen by Accept-Encoding, hashed assets
// cached for a year, index.html (and the client-side routes that fall back to it) revalidated on every visit, and
// source maps kept on disk for error reports but not served in production. A client-side route's page is index.html
// with modulepreload hints for that route's chunks (spaRoutePreloads.ts), compressed once per distinct page.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { routePreloadFiles, withPreloads, type Manifest } from './spaRoutePreloads';

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
  const pages = createRoutePages(spaDir);
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
    if (pages && isRoutePath(pathname) && (request.method === 'GET' || request.method === 'HEAD')) {
      sendPage(request, response, pages(pathname));
      return;
    }
    // sirv lists the files once at start: one removed since (a rebuild under a running server) is a 404, not a read error.
    if (pathname.startsWith('/assets/') && !existsSync(path.join(spaDir, path.normalize(pathname)))) {
      notFound(response);
      return;
    }
    files(request, response, () => notFound(response));
  };
}

/** A client-side route: no file extension, outside /assets. index.html itself is sent as the file it is. */
function isRoutePath(pathname: string): boolean {
  return !pathname.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(pathname);
}

interface Page {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** Null without a build manifest (nothing to name): sirv then sends index.html for every route, as before. */
function createRoutePages(spaDir: string): ((pathname: string) => Page) | null {
  const indexPath = path.join(spaDir, 'index.html');
  const manifestPath = path.join(spaDir, '.vite', 'manifest.json');
  if (!existsSync(indexPath) || !existsSync(manifestPath)) return null;
  const indexHtml = readFileSync(indexPath, 'utf8');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  // One page per distinct set of hints (a few dozen at most: one per route and task kind).
  const byFiles = new Map<string, Page>();
  return (pathname) => {
    const files = routePreloadFiles(manifest, pathname);
    const key = files.join(' ');
    let page = byFiles.get(key);
    if (!page) {
      const identity = Buffer.from(withPreloads(indexHtml, files));
      page = {
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
        etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      };
      byFiles.set(key, page);
    }
    return page;
  };
}

/** Accepted unless listed with q=0. */
function accepts(header: string | string[] | undefined, encoding: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    return name.trim() === encoding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

function sendPage(request: http.IncomingMessage, response: http.ServerResponse, page: Page): void {
  const encoding = accepts(request.headers['accept-encoding'], 'br') ? 'br' : accepts(request.headers['accept-encoding'], 'gzip') ? 'gzip' : null;
  const body = encoding ? page[encoding] : page.identity;
  const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
  response.setHeader('etag', etag);
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304).end();
    return;
  }
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': body.length,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
