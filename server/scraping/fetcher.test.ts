// The fetcher against local stand-ins and the hostile corpus of issue 12 ("Speed and safety"): addresses that must not be
// reached, redirects into them, pages too large or that never end, redirect loops, robots.txt, retries. The stand-ins
// listen on 127.0.0.1 and are let through by scraperAllowedOrigins, exactly as an operator would allow an intranet site.
import { gzipSync, brotliCompressSync } from 'node:zlib';
import type http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { DemoSiteResponse } from '../demo-sites/demoSites';
import { createFetcher, type FetcherOptions } from './fetcher';
import { decodeHtml, parseRetryAfter } from './fetchOutcomes';
import { memoryRobotsCache, recordingPoliteness, startStandIn, type StandIn } from '../../tests/support/scrapingStandIns';

const HTML = '<!DOCTYPE html><html><body><h1>Menu</h1></body></html>';
const standIns: StandIn[] = [];
afterEach(async () => {
  await Promise.all(standIns.splice(0).map((standIn) => standIn.close()));
});

async function standIn(handler: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const started = await startStandIn(handler);
  standIns.push(started);
  return started;
}

function html(response: http.ServerResponse, body = HTML, status = 200) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(body);
}

/** robots.txt is read only where a test says so (withRobots), so the stand-ins' request logs hold just the pages. */
function fetcherFor(allowed: string[], overrides: Partial<FetcherOptions> = {}, withRobots = false) {
  const politeness = recordingPoliteness();
  const robotsCache = memoryRobotsCache();
  const fetcher = createFetcher({
    config: { scraperAllowedOrigins: allowed, demoSitesOrigin: 'http://demo-sites.test' },
    politeness,
    robotsCache: withRobots ? robotsCache : null,
    timeoutMs: 2_000,
    ...overrides,
  } as FetcherOptions);
  return { fetcher, politeness, robotsCache };
}

describe('the address guard in the fetcher (hostile corpus)', () => {
  it.each([
    'http://127.0.0.1/',
    'http://10.0.0.1/',
    'http://10.255.3.7:8080/admin',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://0.0.0.0/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://192.168.0.1/',
    'http://100.64.0.1/',
    'http://[fd12:3456::1]/',
    'http://[fe80::1]/',
  ])('refuses %s without a request', async (url) => {
    const { fetcher } = fetcherFor([]);
    const result = await fetcher.fetchPage(url);
    expect(result).toMatchObject({ ok: false, cause: 'ADDRESS_REFUSED', attempts: 1 });
  });

  it('refuses a host name that resolves to loopback (localhost), though a server listens there', async () => {
    const server = await standIn((_request, response) => html(response));
    const { fetcher } = fetcherFor([]);
    const result = await fetcher.fetchPage(`http://localhost:${server.port}/menu`);
    expect(result).toMatchObject({ ok: false, cause: 'ADDRESS_REFUSED' });
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a host name that resolves to a private address', async () => {
    const { fetcher } = fetcherFor([], { resolve: async () => [{ address: '10.0.0.1', family: 4 }] });
    expect(await fetcher.fetchPage('http://intranet.test/')).toMatchObject({ ok: false, cause: 'ADDRESS_REFUSED' });
  });

  it('connects to the address it checked, not to a second DNS answer', async () => {
    const server = await standIn((_request, response) => html(response));
    // The system resolver does not know rebind.test: the page can only be read through the address the guard resolved.
    const origin = `http://rebind.test:${server.port}`;
    const { fetcher } = fetcherFor([origin], { resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    const result = await fetcher.fetchPage(`${origin}/menu`);
    expect(result).toMatchObject({ ok: true, statusCode: 200, body: HTML });
    expect(server.requests[0].headers.host).toBe(`rebind.test:${server.port}`);
  });

  it('refuses a redirect from an allowed site into a private address, and never reaches it', async () => {
    const inside = await standIn((_request, response) => html(response, 'secret'));
    const allowedSite = await standIn((request, response) => {
      const target = request.url === '/to-metadata' ? 'http://169.254.169.254/latest/meta-data/' : `http://127.0.0.1:${inside.port}/admin`;
      response.writeHead(302, { location: target });
      response.end();
    });
    const { fetcher } = fetcherFor([allowedSite.origin]);
    expect(await fetcher.fetchPage(`${allowedSite.origin}/to-inside`)).toMatchObject({ ok: false, cause: 'ADDRESS_REFUSED' });
    expect(await fetcher.fetchPage(`${allowedSite.origin}/to-metadata`)).toMatchObject({ ok: false, cause: 'ADDRESS_REFUSED' });
    expect(inside.requests).toHaveLength(0);
  });

  it('fetches only http and https', async () => {
    const { fetcher } = fetcherFor([]);
    expect(await fetcher.fetchPage('file:///etc/passwd')).toMatchObject({ ok: false, cause: 'INVALID_URL' });
    expect(await fetcher.fetchPage('not a url')).toMatchObject({ ok: false, cause: 'INVALID_URL' });
  });
});

describe('caps and timeouts', () => {
  it('refuses a 50 MB page by its length without reading it', async () => {
    let written = 0;
    const server = await standIn((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (written < 50 * 1024 * 1024 && !response.destroyed) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
    });
    const { fetcher } = fetcherFor([server.origin]);
    const result = await fetcher.fetchPage(`${server.origin}/huge`);
    expect(result).toMatchObject({ ok: false, cause: 'TOO_LARGE', attempts: 1 });
    expect(written).toBeLessThan(20 * 1024 * 1024);
  });

  it('stops a 50 MB page sent without a length at the cap', async () => {
    let written = 0;
    const server = await standIn((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'b');
      const pump = () => {
        while (written < 50 * 1024 * 1024 && !response.destroyed) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
    });
    const { fetcher } = fetcherFor([server.origin], { maxPageBytes: 1024 * 1024 });
    expect(await fetcher.fetchPage(`${server.origin}/huge`)).toMatchObject({ ok: false, cause: 'TOO_LARGE' });
    expect(written).toBeLessThan(20 * 1024 * 1024);
  });

  it('counts decompressed bytes: a compression bomb stops at the cap', async () => {
    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024, 0));
    const server = await standIn((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': String(bomb.length) });
      response.end(bomb);
    });
    const { fetcher } = fetcherFor([server.origin], { maxPageBytes: 1024 * 1024 });
    expect(await fetcher.fetchPage(`${server.origin}/bomb`)).toMatchObject({ ok: false, cause: 'TOO_LARGE' });
  });

  it('cuts a page that never ends at the total timeout, without retrying it', async () => {
    const server = await standIn((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><body>');
      const timer = setInterval(() => (response.destroyed ? clearInterval(timer) : response.write('<p>more</p>')), 50);
    });
    const { fetcher } = fetcherFor([server.origin], { timeoutMs: 400 });
    const started = performance.now();
    const result = await fetcher.fetchPage(`${server.origin}/endless`);
    expect(result).toMatchObject({ ok: false, cause: 'TIMEOUT', attempts: 1 });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('follows 5 redirects and refuses the sixth', async () => {
    const server = await standIn((request, response) => {
      // /five/N ends at N = 5 (five redirects); /endless/N never ends.
      const [, route, hop] = /^\/(\w+)\/(\d+)$/.exec(request.url ?? '') ?? [];
      if (route === 'five' && Number(hop) === 5) return html(response);
      response.writeHead(301, { location: `/${route}/${Number(hop) + 1}` });
      response.end();
    });
    const { fetcher } = fetcherFor([server.origin]);
    expect(await fetcher.fetchPage(`${server.origin}/five/0`)).toMatchObject({ ok: true, finalUrl: `${server.origin}/five/5` });
    server.requests.length = 0;
    const endless = await fetcher.fetchPage(`${server.origin}/endless/0`);
    expect(endless).toMatchObject({ ok: false, cause: 'TOO_MANY_REDIRECTS', attempts: 1 });
    expect(server.requests).toHaveLength(6);
  });

  it('refuses what is not HTML as a page, and fetches it as bytes when asked', async () => {
    const pdf = Buffer.from('%PDF-1.4 fake');
    const server = await standIn((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end(pdf);
    });
    const { fetcher } = fetcherFor([server.origin]);
    expect(await fetcher.fetchPage(`${server.origin}/menu.pdf`)).toMatchObject({ ok: false, cause: 'NOT_HTML' });
    const bytes = await fetcher.fetchBytes(`${server.origin}/menu.pdf`, { acceptContentTypes: ['application/pdf'] });
    expect(bytes.ok && bytes.body.equals(pdf)).toBe(true);
    expect(await fetcher.fetchBytes(`${server.origin}/menu.pdf`, { acceptContentTypes: ['image/'] })).toMatchObject({ ok: false, cause: 'NOT_HTML' });
  });
});

describe('reading pages', () => {
  it('decodes gzip and br, names the product in its User-Agent', async () => {
    const server = await standIn((request, response) => {
      const encoding = request.url === '/gzip' ? 'gzip' : 'br';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': encoding });
      response.end(encoding === 'gzip' ? gzipSync(HTML) : brotliCompressSync(HTML));
    });
    const { fetcher } = fetcherFor([server.origin]);
    expect(await fetcher.fetchPage(`${server.origin}/gzip`)).toMatchObject({ ok: true, body: HTML });
    expect(await fetcher.fetchPage(`${server.origin}/br`)).toMatchObject({ ok: true, body: HTML });
    expect(server.requests[0].headers['user-agent']).toMatch(/^CurationBackOfficeBot\//);
  });

  it('decodes the declared charset', () => {
    expect(decodeHtml(Buffer.from([0x63, 0x61, 0x66, 0xe9]), 'text/html; charset=iso-8859-1')).toBe('café');
    expect(decodeHtml(Buffer.from('<meta charset="windows-1252"><p>\u00e9</p>', 'latin1'), 'text/html')).toContain('é');
  });

  it('retries a 500 with the back-off asked of politeness, not a 404', async () => {
    let calls = 0;
    const server = await standIn((request, response) => {
      if (request.url === '/missing') return html(response, 'gone', 404);
      calls += 1;
      if (calls === 1) return html(response, 'busy', 500);
      html(response);
    });
    const { fetcher, politeness } = fetcherFor([server.origin]);
    const recovered = await fetcher.fetchPage(`${server.origin}/menu`);
    expect(recovered).toMatchObject({ ok: true, attempts: 2 });
    expect(politeness.failures).toEqual([{ domain: `127.0.0.1:${server.port}`, retryAfterMs: 0 }]);
    expect(await fetcher.fetchPage(`${server.origin}/missing`)).toMatchObject({ ok: false, cause: 'HTTP_ERROR', statusCode: 404, attempts: 1, errorPageHtml: 'gone' });
  });

  it('gives up after its attempts and reports the status', async () => {
    const server = await standIn((_request, response) => html(response, 'down', 503));
    const { fetcher } = fetcherFor([server.origin], { maxAttempts: 3 });
    expect(await fetcher.fetchPage(`${server.origin}/menu`)).toMatchObject({ ok: false, cause: 'HTTP_ERROR', statusCode: 503, attempts: 3, errorPageHtml: 'down' });
  });

  it('passes Retry-After to politeness, and does not wait for one beyond its limit', async () => {
    const server = await standIn((request, response) => {
      response.writeHead(429, { 'retry-after': request.url === '/long' ? '3600' : '2' });
      response.end();
    });
    const { fetcher, politeness } = fetcherFor([server.origin], { maxAttempts: 2 });
    await fetcher.fetchPage(`${server.origin}/short`);
    expect(politeness.failures.map((entry) => entry.retryAfterMs)).toEqual([2000, 2000]);
    const long = await fetcher.fetchPage(`${server.origin}/long`);
    expect(long).toMatchObject({ ok: false, cause: 'HTTP_ERROR', statusCode: 429, attempts: 1 });
    expect(long.ok ? '' : long.message).toContain('3600 s');
  });

  it('honours robots.txt and reads it once per domain', async () => {
    const server = await standIn((request, response) => {
      if (request.url === '/robots.txt') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        // A group naming our token replaces the '*' group for us (RFC 9309), so it repeats /private.
        return response.end('User-agent: *\nDisallow: /private\n\nUser-agent: CurationBackOfficeBot\nDisallow: /private\nDisallow: /no-bots\n');
      }
      html(response);
    });
    const { fetcher } = fetcherFor([server.origin], {}, true);
    expect(await fetcher.fetchPage(`${server.origin}/menu`)).toMatchObject({ ok: true });
    expect(await fetcher.fetchPage(`${server.origin}/private/menu`)).toMatchObject({ ok: false, cause: 'ROBOTS_DISALLOWED' });
    expect(await fetcher.fetchPage(`${server.origin}/no-bots`)).toMatchObject({ ok: false, cause: 'ROBOTS_DISALLOWED' });
    expect(server.requests.map((request) => request.path)).toEqual(['/robots.txt', '/menu']);
  });

  it('reads a missing robots.txt as allowing everything', async () => {
    const server = await standIn((request, response) => (request.url === '/robots.txt' ? html(response, 'none', 404) : html(response)));
    const { fetcher, robotsCache } = fetcherFor([server.origin], {}, true);
    expect(await fetcher.fetchPage(`${server.origin}/menu`)).toMatchObject({ ok: true });
    expect(robotsCache.entries.get(`127.0.0.1:${server.port}`)).toBe('');
  });

  it('answers the demo sites origin in-process, with robots.txt and redirects applied', async () => {
    const asked: string[] = [];
    const { fetcher } = fetcherFor(
      [],
      {
        demoSiteHandler: (pathname): DemoSiteResponse => {
          asked.push(pathname);
          if (pathname === '/robots.txt') return { status: 200, headers: { 'content-type': 'text/plain' }, body: Buffer.from('User-agent: *\nDisallow: /demo-sites/closed') };
          if (pathname === '/demo-sites/old') return { status: 301, headers: { location: '/demo-sites/menu' }, body: Buffer.alloc(0) };
          if (pathname === '/demo-sites/away') return { status: 302, headers: { location: 'http://10.0.0.1/' }, body: Buffer.alloc(0) };
          return { status: 200, headers: { 'Content-Type': 'text/html' }, body: Buffer.from(HTML) };
        },
      },
      true,
    );
    expect(await fetcher.fetchPage('http://demo-sites.test/demo-sites/old')).toMatchObject({ ok: true, finalUrl: 'http://demo-sites.test/demo-sites/menu', body: HTML });
    expect(await fetcher.fetchPage('http://demo-sites.test/demo-sites/closed')).toMatchObject({ ok: false, cause: 'ROBOTS_DISALLOWED' });
    expect(await fetcher.fetchPage('http://demo-sites.test/demo-sites/away')).toMatchObject({ ok: false, cause: 'ADDRESS_REFUSED' });
    expect(asked).toEqual(['/robots.txt', '/demo-sites/old', '/demo-sites/menu', '/demo-sites/away']);
  });

  it('parses Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('5')).toBe(5000);
    expect(parseRetryAfter(new Date(10_000 + 7_000).toUTCString(), 10_000)).toBe(7000);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(undefined)).toBeNull();
  });
});
