// Serving the built SPA (issue 8): precompressed files by content negotiation, cache headers, no public source maps in
// production, and the security headers on every response, with a browser check that the SPA runs under its CSP.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../e2e/support/browser';
import { routePreloadFiles, withPreloads, type Manifest } from '../../server/http/spaRoutePreloads';
import { startTestApp, type TestApp } from '../support/testApp';

const TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that leaves the body as sent (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

let spaDir: string;
let entryScript: string;
let production: TestApp;
let development: TestApp;

beforeAll(async () => {
  // A copy of the built SPA, compressed by the build's own script (the real dist/spa is left as it is).
  const built = path.resolve(process.env.SPA_DIR ?? 'dist/spa');
  if (!existsSync(path.join(built, 'index.html'))) throw new Error('dist/spa is not built: run npm run build');
  spaDir = path.join(mkdtempSync(path.join(tmpdir(), 'curation-serving-')), 'spa');
  cpSync(built, spaDir, { recursive: true });
  execFileSync(process.execPath, ['scripts/compressAssets.mjs', spaDir]);
  entryScript = /<script type="module"[^>]* src="([^"]+)"/.exec(readFileSync(path.join(spaDir, 'index.html'), 'utf8'))![1];
  production = await startTestApp({ isProduction: true, mapTileUrl: TILES }, { spaDir });
  development = await startTestApp({ isProduction: false, googleClientId: 'client-id.apps.googleusercontent.com' }, { spaDir });
});
afterAll(async () => {
  await production?.close();
  await development?.close();
  if (spaDir) rmSync(path.dirname(spaDir), { recursive: true, force: true });
});

describe('Content negotiation', () => {
  it('sends brotli, gzip or the file itself, as the client accepts, all decoding to the same bytes', async () => {
    const file = readFileSync(path.join(spaDir, entryScript));
    const brotli = await rawGet(`${production.url}${entryScript}`, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(`${production.url}${entryScript}`, { 'accept-encoding': 'gzip' });
    const identity = await rawGet(`${production.url}${entryScript}`, { 'accept-encoding': 'identity' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(brotli.body.length).toBeLessThan(file.length / 2);
    expect(brotliDecompressSync(brotli.body).equals(file)).toBe(true);
    expect(gunzipSync(gzip.body).equals(file)).toBe(true);
    expect(identity.body.equals(file)).toBe(true);
    for (const response of [brotli, gzip, identity]) {
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('negotiates index.html and the client-side routes that fall back to it', async () => {
    const index = readFileSync(path.join(spaDir, 'index.html'), 'utf8');
    const manifest = JSON.parse(readFileSync(path.join(spaDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    // A route's page is index.html with its chunks named for preloading (server/http/spaRoutePreloads.ts).
    const page = withPreloads(index, routePreloadFiles(manifest, '/tasks/brand-gateway'));
    expect(page).toContain(manifest['src/features/tasks/TasksHubRoute.tsx'].file);
    const route = await rawGet(`${production.url}/tasks/brand-gateway`, { 'accept-encoding': 'br' });
    expect(route.headers['content-encoding']).toBe('br');
    expect(route.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(route.body).toString('utf8')).toBe(page);
    const gzip = await rawGet(`${production.url}/tasks/brand-gateway`, { 'accept-encoding': 'gzip' });
    const identity = await rawGet(`${production.url}/tasks/brand-gateway`, { 'accept-encoding': 'identity' });
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(page);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toBe(page);
    const again = await rawGet(`${production.url}/tasks/brand-gateway`, { 'accept-encoding': 'br', 'if-none-match': String(route.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect((await rawGet(`${production.url}/index.html`)).body.toString('utf8')).toBe(index);
  });

  it('does not serve the compressed copies by name', async () => {
    expect((await rawGet(`${production.url}${entryScript}.br`)).status).toBe(404);
    expect((await rawGet(`${production.url}/index.html.gz`)).status).toBe(404);
  });
});

describe('Cache headers', () => {
  it('caches hashed assets for a year and revalidates index.html and the SPA routes', async () => {
    expect((await rawGet(`${production.url}${entryScript}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/index.html', '/tasks/brand-gateway', '/account/login-email']) {
      const response = await rawGet(`${production.url}${page}`);
      expect(response.status, page).toBe(200);
      expect(response.headers['cache-control'], page).toBe('no-cache');
    }
  });

  it('keeps the headers on a 304 and does not cache a missing asset', async () => {
    const first = await rawGet(`${production.url}${entryScript}`, { 'accept-encoding': 'br' });
    const again = await rawGet(`${production.url}${entryScript}`, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const missing = await rawGet(`${production.url}/assets/missing-0000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
  });

  it('answers 404 for an asset removed after the server started (a rebuild under it), and goes on serving', async () => {
    const victim = readdirSync(path.join(spaDir, 'assets')).find((name) => name.endsWith('.css') || (name.endsWith('.js') && !entryScript.endsWith(name)))!;
    rmSync(path.join(spaDir, 'assets', victim));
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect((await rawGet(`${production.url}/assets/${victim}`, { 'accept-encoding': encoding })).status).toBe(404);
    }
    expect((await rawGet(`${production.url}${entryScript}`)).status).toBe(200);
  });
});

describe('Source maps', () => {
  it('are not served in production, though kept on disk; development serves them', async () => {
    const map = `${entryScript}.map`;
    expect(existsSync(path.join(spaDir, map))).toBe(true);
    expect((await rawGet(`${production.url}${map}`)).status).toBe(404);
    expect((await rawGet(`${production.url}${map}`, { 'accept-encoding': 'br, gzip' })).status).toBe(404);
    expect((await rawGet(`${development.url}${map}`)).status).toBe(200);
  });

  it('are left uncompressed by the build script', () => {
    const assets = readdirSync(path.join(spaDir, 'assets'));
    expect(assets.some((name) => name.endsWith('.map'))).toBe(true);
    expect(assets.filter((name) => /\.map\.(br|gz)$/.test(name))).toEqual([]);
  });
});

describe('Security headers', () => {
  const expectSecurityHeaders = (response: RawResponse, where: string) => {
    const policy = String(response.headers['content-security-policy']);
    expect(policy, where).toMatch(/(^|; )default-src 'self'(;|$)/);
    expect(policy, where).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(policy, where).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    expect(policy, where).toMatch(/(^|; )object-src 'none'(;|$)/);
    expect(response.headers['x-content-type-options'], where).toBe('nosniff');
    expect(response.headers['referrer-policy'], where).toBe('same-origin');
    expect(response.headers['x-frame-options'], where).toBe('DENY');
  };

  it('are on the SPA, its assets, /graphql, /healthz and a 404', async () => {
    const graphql = await new Promise<RawResponse>((resolve, reject) => {
      const request = http.request(`${production.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end(JSON.stringify({ query: '{ authConfig { isGoogleConfigured } }' }));
    });
    expect(graphql.status).toBe(200);
    expectSecurityHeaders(graphql, '/graphql');
    for (const where of ['/', '/tasks/brand-gateway', entryScript, '/healthz', '/assets/missing-0000.js']) {
      expectSecurityHeaders(await rawGet(`${production.url}${where}`), where);
    }
  });

  it('allow what the SPA loads and nothing else: tiles from the configured host, sockets on its own origin', async () => {
    const response = await rawGet(`${production.url}/`);
    const policy = String(response.headers['content-security-policy']);
    const host = new URL(production.url).host;
    expect(policy).toMatch(/(^|; )style-src 'self' 'unsafe-inline'(;|$)/);
    expect(policy).toMatch(/(^|; )img-src 'self' data: blob: https:\/\/\*\.tile\.openstreetmap\.org(;|$)/);
    expect(policy).toContain(`connect-src 'self' ws://${host} wss://${host};`);
    expect(policy).not.toMatch(/accounts\.google\.com/);
    // Without a tile URL, no outside image host.
    expect(String((await rawGet(`${development.url}/`)).headers['content-security-policy'])).toMatch(/(^|; )img-src 'self' data: blob:(;|$)/);
  });

  it("allow Google's sign-in script only when Google sign-in is configured (here: the development app)", async () => {
    const policy = String((await rawGet(`${development.url}/account/login`)).headers['content-security-policy']);
    expect(policy).toMatch(/(^|; )script-src 'self' https:\/\/accounts\.google\.com\/gsi\/client(;|$)/);
    expect(policy).toMatch(/(^|; )frame-src https:\/\/accounts\.google\.com\/gsi\/(;|$)/);
    expect(String((await rawGet(`${production.url}/account/login`)).headers['content-security-policy'])).not.toMatch(/google/);
  });
});

describe('The SPA under its policy (Chromium)', () => {
  it('renders the sign-in page and signs in with no CSP violation', async () => {
    await production.createUser('admin', 'admin@example.com');
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
      });
      page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
      await page.goto(`${production.url}/account/login-email`);
      await page.getByLabel('Email Address').fill('admin@example.com');
      await page.getByRole('button', { name: 'Send me a code' }).click();
      await expect.poll(() => production.deliveredCodes.length).toBeGreaterThan(0);
      await page.getByLabel('Security Code').fill(production.deliveredCodes.at(-1)!.code);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/account'));
      // Signed in: the shell and its first screen (Relay over /graphql, Griffel's inserted styles) have rendered.
      await page.getByRole('navigation').first().waitFor();
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
