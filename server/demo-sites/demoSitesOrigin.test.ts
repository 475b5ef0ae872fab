// Which origins the scraper answers from the demo sites in-process (issue 24): the configured one, the one the demo
// data was written under (kept in the database, so a process with another PORT still reaches its menus), and the
// origin of the worked examples, so that every example in docs/scraping-instructions.md, uploaded as written, scrapes
// on any PORT.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRobotsCache, recordingPoliteness } from '../../tests/support/scrapingStandIns';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { createAllowedOrigins } from '../scraping/addressGuard';
import { createFetcher } from '../scraping/fetcher';
import { runScrape } from '../scraping/runScrape';
import { DEMO_INSTRUCTIONS_ORIGIN } from './demoSiteInstructions';
import { demoOriginMatcher, readStoredDemoSitesOrigin, storeDemoSitesOrigin } from './demoSitesOrigin';

/** A server on another port than the examples' 4000. */
const OTHER_PORT_ORIGIN = 'http://localhost:5123';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
});
afterAll(async () => {
  await db?.close();
});

describe('the demo sites origins', () => {
  it('keeps the origin the demo data was written under', async () => {
    expect(await readStoredDemoSitesOrigin(db)).toBeNull();
    await storeDemoSitesOrigin(db, 'http://localhost:4601');
    expect(await readStoredDemoSitesOrigin(db)).toBe('http://localhost:4601');
  });

  it('answers the configured, the stored and the examples origin in-process, nothing else', async () => {
    const isDemo = demoOriginMatcher({ configured: OTHER_PORT_ORIGIN, db, allowedOrigins: createAllowedOrigins([]) });
    expect(await isDemo(new URL(`${OTHER_PORT_ORIGIN}/demo-sites/olive-grove/menu`))).toBe(true);
    expect(await isDemo(new URL('http://localhost:4601/demo-sites/olive-grove/menu'))).toBe(true);
    expect(await isDemo(new URL(`${DEMO_INSTRUCTIONS_ORIGIN}/demo-sites/olive-grove/menu`))).toBe(true);
    expect(await isDemo(new URL('http://localhost:4602/demo-sites/olive-grove/menu'))).toBe(false);
    expect(await isDemo(new URL('https://restaurant.example/menu'))).toBe(false);
    // Named as a real site by SCRAPER_ALLOWED_ORIGINS, the examples' origin is fetched over the network.
    const allowed = demoOriginMatcher({ configured: OTHER_PORT_ORIGIN, allowedOrigins: createAllowedOrigins([DEMO_INSTRUCTIONS_ORIGIN]) });
    expect(await allowed(new URL(`${DEMO_INSTRUCTIONS_ORIGIN}/demo-sites/olive-grove/menu`))).toBe(false);
  });

  it('scrapes every worked example of docs/scraping-instructions.md as written, on a server with another PORT', async () => {
    const docs = readFileSync(new URL('../../docs/scraping-instructions.md', import.meta.url), 'utf8');
    const examples = [...docs.matchAll(/```json\n([\s\S]*?)\n```/g)].map((match) => match[1]).filter((json) => json.includes('/demo-sites/'));
    expect(examples.length).toBeGreaterThanOrEqual(6);
    const fetcher = createFetcher({ config: { scraperAllowedOrigins: [], demoSitesOrigin: OTHER_PORT_ORIGIN }, politeness: recordingPoliteness(), robotsCache: memoryRobotsCache(), maxAttempts: 1 });
    for (const example of examples) {
      const instructions = JSON.parse(example) as ScrapingInstructions;
      const run = await runScrape({ instructions, fetcher, lastApprovedDishCount: null });
      const url = instructions.pages[0].url;
      // The failing site fails by design, with the site's own answer, not a refused address.
      if (url.includes('/lighthouse-diner/')) expect(run.report.errors.map((error) => error.cause), url).toEqual(['HTTP_ERROR']);
      else expect({ url, status: run.scrapingStatus, dishes: run.dishes.length > 0 }).toEqual({ url, status: 'SUCCESS', dishes: true });
    }
  });
});
