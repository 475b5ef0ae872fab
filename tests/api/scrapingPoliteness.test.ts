// Politeness shared by every worker through the database (issue 12): per-domain spacing claimed atomically in
// scraping_domains, back-off doubling from 2 s to 60 s and reset on success, Retry-After obeyed, robots.txt cached per
// domain for every worker. Runs on PGlite by default and on PostgreSQL with DATABASE_URL, where the claims of the two
// "workers" below really run on separate connections of the pool at the same moment.
import type http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFetcher } from '../../server/scraping/fetcher';
import { createDatabasePoliteness, FIRST_BACKOFF_MS, MAX_BACKOFF_MS, nextBackoffMs } from '../../server/scraping/politeness';
import { createDatabaseRobotsCache } from '../../server/scraping/robots';
import { startStandIn, type StandIn } from '../support/scrapingStandIns';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
const standIns: StandIn[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database?.drop();
});
afterEach(async () => {
  await Promise.all(standIns.splice(0).map((standIn) => standIn.close()));
});

async function standIn(handler: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const started = await startStandIn(handler);
  standIns.push(started);
  return started;
}

function page(response: http.ServerResponse, status = 200, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'text/html', ...headers });
  response.end('<html><body><p>menu</p></body></html>');
}

const config = (origin: string) => ({ scraperAllowedOrigins: [origin], demoSitesOrigin: 'http://demo-sites.test' });

function gaps(times: number[]): number[] {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.slice(1).map((time, index) => time - sorted[index]);
}

describe('per-domain back-off', () => {
  it('doubles from 2 s to 60 s and is cleared by a success', async () => {
    const { db } = database;
    const politeness = createDatabasePoliteness(db, { spacingMs: 0 });
    const seen: number[] = [];
    for (let failure = 0; failure < 7; failure += 1) {
      await politeness.recordFailure('backoff.test');
      const [row] = await db.query<{ backoff_ms: number; ahead_ms: number }>(
        `SELECT backoff_ms, extract(epoch FROM next_allowed_at - clock_timestamp()) * 1000 AS ahead_ms FROM scraping_domains WHERE domain = 'backoff.test'`,
      );
      seen.push(row.backoff_ms);
      // The next request to the domain waits the whole back-off.
      expect(Number(row.ahead_ms)).toBeGreaterThan(row.backoff_ms - 1_000);
    }
    expect(seen).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
    await politeness.recordSuccess('backoff.test');
    const [after] = await db.query<{ backoff_ms: number }>(`SELECT backoff_ms FROM scraping_domains WHERE domain = 'backoff.test'`);
    expect(after.backoff_ms).toBe(0);
  });

  it('follows the same rule as nextBackoffMs', () => {
    expect(nextBackoffMs(0)).toBe(FIRST_BACKOFF_MS);
    expect(nextBackoffMs(FIRST_BACKOFF_MS)).toBe(4_000);
    expect(nextBackoffMs(40_000)).toBe(MAX_BACKOFF_MS);
    expect(nextBackoffMs(MAX_BACKOFF_MS)).toBe(MAX_BACKOFF_MS);
  });
});

describe('spacing shared by workers', () => {
  it('gives two concurrent claimers of one domain slots a spacing apart', async () => {
    const { db } = database;
    const workerA = createDatabasePoliteness(db, { spacingMs: 200 });
    const workerB = createDatabasePoliteness(db, { spacingMs: 200 });
    const started = performance.now();
    const turns = await Promise.all(
      [workerA, workerB, workerA, workerB, workerA, workerB].map(async (worker) => {
        await worker.waitForTurn('shared.test');
        return performance.now() - started;
      }),
    );
    // Each turn is seen when its timer fires and the event loop gets to it: on a busy machine one turn can be seen late
    // and the next on time, so a single gap may shrink by that delay; unspaced turns would be about 0 ms apart, and the
    // six together still span five spacings.
    for (const gap of gaps(turns)) expect(gap).toBeGreaterThanOrEqual(100);
    const sorted = [...turns].sort((a, b) => a - b);
    expect(sorted[sorted.length - 1] - sorted[0]).toBeGreaterThanOrEqual(5 * 200 - 50);
    // Another domain is not held up by this one's queue.
    const other = performance.now();
    await workerA.waitForTurn('other.test');
    expect(performance.now() - other).toBeLessThan(120);
  });

  it('spaces the requests two fetchers send one site', async () => {
    const site = await standIn((request, response) => (request.url === '/robots.txt' ? page(response, 404) : page(response)));
    const fetchers = [0, 1].map(() => createFetcher({ db: database.db, config: config(site.origin), spacingMs: 200 }));
    const results = await Promise.all(fetchers.flatMap((fetcher, worker) => [1, 2, 3].map((index) => fetcher.fetchPage(`${site.origin}/menu/${worker}-${index}`))));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(site.requests.length).toBeGreaterThanOrEqual(7);
    // Slots are exactly 200 ms apart on the database's clock; arrivals here also carry each claim's round trip.
    for (const gap of gaps(site.requests.map((request) => request.at))) expect(gap).toBeGreaterThanOrEqual(150);
  });
});

describe('Retry-After and back-off on a struggling site', () => {
  it('waits the Retry-After before asking again', async () => {
    let calls = 0;
    const site = await standIn((_request, response) => {
      calls += 1;
      if (calls === 1) return page(response, 429, { 'retry-after': '1' });
      page(response);
    });
    const fetcher = createFetcher({
      config: config(site.origin),
      politeness: createDatabasePoliteness(database.db, { spacingMs: 0, firstBackoffMs: 50 }),
      robotsCache: null,
    });
    const result = await fetcher.fetchPage(`${site.origin}/menu`);
    expect(result).toMatchObject({ ok: true, attempts: 2 });
    const [first, second] = site.requests.map((request) => request.at);
    expect(second - first).toBeGreaterThanOrEqual(950);
  });

  it('waits the back-off before retrying a 503', async () => {
    let calls = 0;
    const site = await standIn((_request, response) => {
      calls += 1;
      page(response, calls === 1 ? 503 : 200);
    });
    const politeness = createDatabasePoliteness(database.db, { spacingMs: 0, firstBackoffMs: 400 });
    const fetcher = createFetcher({ config: config(site.origin), politeness, robotsCache: null });
    expect(await fetcher.fetchPage(`${site.origin}/menu`)).toMatchObject({ ok: true, attempts: 2 });
    const [first, second] = site.requests.map((request) => request.at);
    expect(second - first).toBeGreaterThanOrEqual(380);
  });
});

describe('robots.txt kept per domain', () => {
  it('is read once and shared by another worker, until its TTL passes', async () => {
    const site = await standIn((request, response) => {
      if (request.url === '/robots.txt') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        return response.end('User-agent: *\nDisallow: /private\n');
      }
      page(response);
    });
    const first = createFetcher({ db: database.db, config: config(site.origin), spacingMs: 0 });
    expect(await first.fetchPage(`${site.origin}/menu`)).toMatchObject({ ok: true });
    const second = createFetcher({ db: database.db, config: config(site.origin), spacingMs: 0 });
    expect(await second.fetchPage(`${site.origin}/private/menu`)).toMatchObject({ ok: false, cause: 'ROBOTS_DISALLOWED' });
    expect(site.requests.map((request) => request.path)).toEqual(['/robots.txt', '/menu']);
    const [row] = await database.db.query<{ robots_txt: string }>('SELECT robots_txt FROM scraping_domains WHERE domain = $1', [`127.0.0.1:${site.port}`]);
    expect(row.robots_txt).toContain('Disallow: /private');

    const stale = createFetcher({ config: config(site.origin), politeness: createDatabasePoliteness(database.db, { spacingMs: 0 }), robotsCache: createDatabaseRobotsCache(database.db, 0) });
    await stale.fetchPage(`${site.origin}/menu`);
    expect(site.requests.filter((request) => request.path === '/robots.txt')).toHaveLength(2);
  });
});
