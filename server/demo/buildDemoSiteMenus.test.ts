// The demo data's menus on the demo restaurant sites (issue 12): under the configured origin, each with its open and
// unassigned scraping task, the HTML ones with instructions carrying version 1 and its comment, one HTML menu without.
// Every demo menu with scraping instructions points at a site the product serves (issue 24): the made-up restaurants'
// menus that a scraper wrote instructions for are on the demo restaurant sites, their pages show what their last run
// read, so a rescrape of each finds its menu unchanged, and the first task of the scraping queue scrapes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { DEMO_SITE_INSTRUCTIONS_COMMENT, DEMO_SITE_MENUS } from './buildDemoSiteMenus';
import { loadDemoData } from './loadDemoData';
import { answerDemoSiteRequest, DEMO_RESTAURANTS_PATH } from '../demo-sites/demoRestaurantPages';
import { readStoredDemoSitesOrigin } from '../demo-sites/demoSitesOrigin';
import { MENU_HOST_PREFIX } from '../demo-sites/menuHostRestaurants';
import { createLocalFileStore } from '../files/localFileStore';
import { runHtmlScrapeJob } from '../jobs/htmlScrapeWorker';
import { scheduleHtmlScrape } from '../jobs/scrapeJobs';
import { createFetcher } from '../scraping/fetcher';
import { DEFAULT_LIST_FILTERS, listTasks } from '../tasks/taskLists';

const ORIGIN = 'http://demo-sites.test:4123';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
  await loadDemoData(db, { demoSitesOrigin: ORIGIN });
});
afterAll(async () => {
  await db?.close();
});

interface DemoMenuRow {
  id: number;
  url: string;
  format: string;
  status: string;
  scraping_instructions: ScrapingInstructions | string | null;
  scraping_instructions_version: number;
  is_brand_menu: boolean;
}

async function demoMenus(): Promise<DemoMenuRow[]> {
  return db.query<DemoMenuRow>(
    `SELECT m.id, m.url, m.format, m.status, m.scraping_instructions, m.scraping_instructions_version,
            EXISTS (SELECT 1 FROM brands b WHERE b.menu_id = m.id) AS is_brand_menu
       FROM menus m WHERE m.url LIKE $1 AND m.url NOT LIKE $2 AND m.url NOT LIKE $3 ORDER BY m.id`,
    // The made-up restaurants' pages (below) and the MenuHost family (server/demo/demoMenuHost.ts, menus waiting for
    // their clusters' sessions, with no scraping task) are the demo sites' too, but not these menus.
    [`${ORIGIN}/demo-sites/%`, `${ORIGIN}${DEMO_RESTAURANTS_PATH}%`, `${ORIGIN}${MENU_HOST_PREFIX}%`],
  );
}

describe('demo menus on the demo sites', () => {
  it('points one new menu at each demo site, under the configured origin', async () => {
    const menus = await demoMenus();
    expect(menus.map((menu) => menu.url.slice(ORIGIN.length))).toEqual(DEMO_SITE_MENUS.map((site) => site.path));
    expect(menus.map((menu) => menu.format)).toEqual(DEMO_SITE_MENUS.map((site) => site.format));
    expect(menus.every((menu) => !menu.is_brand_menu)).toBe(true);
    // HTML menus wait for their scraper; PDF and image menus for their crawl, a job in the outbox as the pipeline leaves it.
    expect(menus.map((menu) => menu.status)).toEqual(DEMO_SITE_MENUS.map((site) => (site.format === 'HTML' ? 'NEW' : 'CRAWL_SCHEDULED')));
    const crawls = await db.query<{ menu_id: number }>(
      "SELECT j.menu_id FROM scraping_jobs j JOIN menus m ON m.menu_crawling_job_id = j.id WHERE j.kind = 'DOCUMENT_CRAWLING' AND j.status = 'IN_PROGRESS' AND j.boss_job_id IS NULL ORDER BY j.menu_id",
    );
    expect(crawls.map((row) => row.menu_id)).toEqual(menus.filter((menu) => menu.format !== 'HTML').map((menu) => menu.id));
    const [elsewhere] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM menus WHERE url LIKE '%/demo-sites/%' AND url NOT LIKE $1`, [`${ORIGIN}/%`]);
    expect(elsewhere.n).toBe(0);
  });

  it('gives each an open, unassigned, not awaiting scraping task and nothing else', async () => {
    const menus = await demoMenus();
    const tasks = await db.query<{ menu_id: number; type: string; status: string; assigned_to_id: number | null; is_awaiting: boolean; is_assignable: boolean }>(
      'SELECT menu_id, type, status, assigned_to_id, is_awaiting, is_assignable FROM tasks WHERE menu_id = ANY($1::int[]) ORDER BY menu_id',
      [menus.map((menu) => menu.id)],
    );
    expect(tasks).toEqual(menus.map((menu) => ({ menu_id: menu.id, type: 'MENU_SCRAPING', status: 'NOT_STARTED', assigned_to_id: null, is_awaiting: false, is_assignable: true })));
  });

  it('sets instructions version 1 with its comment and author where the site has them, and none on the others', async () => {
    const menus = await demoMenus();
    const versions = await db.query<{ menu_id: number; version: number; comment: string | null; created_by_id: number | null }>(
      'SELECT menu_id, version, comment, created_by_id FROM menu_scraping_instructions_versions WHERE menu_id = ANY($1::int[]) ORDER BY menu_id',
      [menus.map((menu) => menu.id)],
    );
    DEMO_SITE_MENUS.forEach((site, index) => {
      const menu = menus[index];
      if (!site.instructions) {
        expect(menu.scraping_instructions, site.path).toBeNull();
        expect(menu.scraping_instructions_version).toBe(0);
        expect(versions.some((version) => version.menu_id === menu.id)).toBe(false);
        return;
      }
      const instructions = (typeof menu.scraping_instructions === 'string' ? JSON.parse(menu.scraping_instructions) : menu.scraping_instructions) as ScrapingInstructions;
      expect(instructions.format).toBe(1);
      expect(instructions.pages[0].url).toBe(`${ORIGIN}${site.path}`);
      expect(menu.scraping_instructions_version).toBe(1);
      const version = versions.find((entry) => entry.menu_id === menu.id);
      expect(version).toMatchObject({ version: 1, comment: DEMO_SITE_INSTRUCTIONS_COMMENT });
      expect(version?.created_by_id).toBeTypeOf('number');
    });
    expect(DEMO_SITE_MENUS.some((site) => site.format === 'HTML' && !site.instructions)).toBe(true);
  });
});

interface MenuWithInstructions {
  id: number;
  url: string;
  status: string;
  additional_urls: string[] | null;
  scraping_instructions: ScrapingInstructions;
}

async function menusWithInstructions(): Promise<MenuWithInstructions[]> {
  return db.query<MenuWithInstructions>("SELECT id, url, status, additional_urls, scraping_instructions FROM menus WHERE scraping_instructions IS NOT NULL AND format = 'HTML' ORDER BY id");
}

/** Scrapes a menu as a worker does (one attempt, the demo sites answered in-process from this database). */
async function scrape(menuId: number, reason: 'RESOLVE' | 'RESCRAPE') {
  const { jobId } = await db.transaction((tx) => scheduleHtmlScrape(tx, { menuId, requestedById: null, reason, isDebugMode: false }));
  const fetcher = createFetcher({ db, config: { demoSitesOrigin: ORIGIN, scraperAllowedOrigins: [] }, maxAttempts: 1 });
  await runHtmlScrapeJob({ db, fetcher, files: createLocalFileStore({ root: '.test-data/demo-restaurant-files', secret: 'test' }) }, { scrapingJobId: jobId, signal: new AbortController().signal, isLastAttempt: true });
  const [job] = await db.query<{ scraping_status: string; messages: string[]; change_counts: { menuTitles: Record<string, number>; dishes: Record<string, number> } }>(
    'SELECT scraping_status, messages, change_counts FROM scraping_jobs WHERE id = $1',
    [jobId],
  );
  return job;
}

describe('demo menus with instructions', () => {
  it('point at a site the product serves, every page of their instructions too', async () => {
    const menus = await menusWithInstructions();
    expect(menus.length).toBeGreaterThan(10);
    for (const menu of menus) {
      const instructions = menu.scraping_instructions;
      for (const url of [menu.url, ...instructions.pages.map((page) => page.url), ...(menu.additional_urls ?? [])]) {
        expect(url, `menu ${menu.id}`).toMatch(new RegExp(`^${ORIGIN.replace(/[.:]/g, '\\$&')}/demo-sites/`));
        const answer = await answerDemoSiteRequest(db, new URL(url).pathname);
        expect(answer?.status, url).not.toBe(404);
      }
    }
    // The made-up restaurants' menus that a scraper wrote instructions for, beside the hand-written demo sites.
    expect(menus.filter((menu) => menu.url.startsWith(`${ORIGIN}${DEMO_RESTAURANTS_PATH}`)).length).toBeGreaterThan(10);
  });

  it('keeps the origin they were written under with the demo data', async () => {
    expect(await readStoredDemoSitesOrigin(db)).toBe(ORIGIN);
  });

  it('scrape the first task of the menu scraping queue', async () => {
    const { items } = await listTasks(db, 'MENU_SCRAPING', DEFAULT_LIST_FILTERS.MENU_SCRAPING, { page: 1, pageSize: 10 }, { criterion: 'SCRAPED_DATE', order: 'desc' });
    const [menu] = await db.query<{ id: number; scraping_instructions: ScrapingInstructions | null }>('SELECT id, scraping_instructions FROM menus WHERE id = $1', [items[0].menu_id]);
    expect(menu.scraping_instructions).not.toBeNull();
    const job = await scrape(menu.id, 'RESOLVE');
    expect({ status: job.scraping_status, messages: job.messages }).toEqual({ status: 'SUCCESS', messages: [expect.stringMatching(/^Read 1 of 1 page; found \d+ menu titles and \d+ dishes\.$/)] });
  });

  it('read back unchanged: a rescrape of every restaurant menu finds what the demo stored', async () => {
    const menus = (await menusWithInstructions()).filter((menu) => menu.url.startsWith(`${ORIGIN}${DEMO_RESTAURANTS_PATH}`));
    for (const menu of menus) {
      const [stored] = await db.query<{ dishes: number }>('SELECT count(*)::int AS dishes FROM dishes WHERE menu_id = $1 AND NOT is_deleted', [menu.id]);
      const job = await scrape(menu.id, 'RESCRAPE');
      expect({ menu: menu.id, status: job.scraping_status, messages: job.messages }).toEqual({ menu: menu.id, status: 'SUCCESS', messages: [expect.stringMatching(/^Read 1 of 1 page;/)] });
      if (stored.dishes === 0) continue;
      const { menuTitles, dishes } = job.change_counts;
      expect({ menu: menu.id, ...dishes }).toMatchObject({ menu: menu.id, existing: stored.dishes, scraped: stored.dishes, created: 0, updated: 0, significantlyUpdated: 0, deleted: 0, restored: 0 });
      expect({ menu: menu.id, ...menuTitles }).toMatchObject({ menu: menu.id, created: 0, updated: 0, significantlyUpdated: 0, deleted: 0, restored: 0 });
    }
  });
});
