// The demo data's menus on the demo restaurant sites (issue 12): under the configured origin, each with its open and
// unassigned scraping task, the HTML ones with instructions carrying version 1 and its comment, one HTML menu without.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { DEMO_SITE_INSTRUCTIONS_COMMENT, DEMO_SITE_MENUS } from './buildDemoSiteMenus';
import { loadDemoData } from './loadDemoData';

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
       FROM menus m WHERE m.url LIKE $1 ORDER BY m.id`,
    [`${ORIGIN}/demo-sites/%`],
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
