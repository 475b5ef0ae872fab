// The MenuHost family in the demo data (server/demo/demoMenuHost.ts): after the demo load and the clustering run that
// follows it at the product's first start, the platform's menus form two clusters, one per layout variant, each with its
// template and a lead on a plain page; opening hours are stored on the restaurants' locations; and every menu, scraped
// with the template its cluster has in the database (pages resolved against its URL, as the scrape worker does), gives
// the generated menu (the COMPLEX pages succeed with what their mark-up lets the template see, which
// server/demo-sites/menuHost.test.ts states page by page; the site that is down fails).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import { memoryRobotsCache, recordingPoliteness } from '../support/scrapingStandIns';
import { runClustering } from '../../server/clusters/clustering';
import type { Database } from '../../server/db/database';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';
import { MENU_HOST_RESTAURANTS, menuHostMenuPath, type MenuHostRestaurant } from '../../server/demo-sites/menuHostRestaurants';
import { workingHoursOf } from '../../server/locations/workingHours';
import { createFetcher } from '../../server/scraping/fetcher';
import { instructionsForMenu } from '../../server/scraping/menuRelativePages';
import { runScrape } from '../../server/scraping/runScrape';
import { loadDemoData } from '../../server/demo/loadDemoData';
import { MENU_HOST_PLATFORM } from '../../server/demo/demoMenuHost';

const ORIGIN = 'http://localhost:4601';
let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  await loadDemoData(db, { demoSitesOrigin: ORIGIN });
  await runClustering(db);
}, 120_000);
afterAll(() => test?.drop());

interface FamilyMenu {
  id: number;
  url: string;
  status: string;
  format: string;
  cluster_id: number | null;
  role: string | null;
  template_name: string | null;
  template_status: string | null;
  instructions: ScrapingInstructions | null;
  working_hours: unknown;
  location_menu_status: string;
  brand_menu_id: number | null;
}

async function familyMenus(): Promise<Map<string, FamilyMenu>> {
  const rows = await db.query<FamilyMenu & { name: string }>(
    `SELECT b.name, m.id, m.url, m.status, m.format, m.menu_scraping_cluster_id AS cluster_id, m.scraping_cluster_role AS role,
            t.name AS template_name, t.status AS template_status, t.scraping_instructions AS instructions,
            l.working_hours, l.menu_status AS location_menu_status, b.menu_id AS brand_menu_id
       FROM menus m JOIN brands b ON b.id = m.brand_id JOIN locations l ON l.menu_id = m.id
       LEFT JOIN menu_scraping_clusters c ON c.id = m.menu_scraping_cluster_id
       LEFT JOIN menu_scraping_templates t ON t.id = c.menu_scraping_template_id
      WHERE m.platform_id = (SELECT id FROM platforms WHERE name = $1) ORDER BY m.id`,
    [MENU_HOST_PLATFORM.name],
  );
  return new Map(rows.map((row) => [row.name, row]));
}

describe('the MenuHost family in the demo data', () => {
  it('has the platform, a brand, location and HTML menu per restaurant, with its opening hours', async () => {
    const [platform] = await db.query<{ url_identification_regex: string; url_normalization_regex: string }>('SELECT * FROM platforms WHERE name = $1', [MENU_HOST_PLATFORM.name]);
    expect(platform).toMatchObject({ url_identification_regex: MENU_HOST_PLATFORM.urlIdentificationRegex, url_normalization_regex: MENU_HOST_PLATFORM.urlNormalizationRegex });
    const menus = await familyMenus();
    expect(menus.size).toBe(MENU_HOST_RESTAURANTS.length);
    for (const restaurant of MENU_HOST_RESTAURANTS) {
      const menu = menus.get(restaurant.name) as FamilyMenu;
      expect(menu, restaurant.name).toMatchObject({ url: `${ORIGIN}${menuHostMenuPath(restaurant)}`, format: 'HTML', status: 'NEW', location_menu_status: 'OWN_MENU', brand_menu_id: menu.id });
      expect(workingHoursOf(menu.working_hours), restaurant.name).toEqual(restaurant.openingHours);
    }
  });

  it('forms one cluster per layout variant with its template and a lead on a plain page; nothing COMPLEX until fingerprints exist', async () => {
    const clusters = await db.query<{ id: number; url_signature: string; menu_count: number; template: string; status: string }>(
      `SELECT c.id, c.url_signature, c.menu_count, t.name AS template, t.status FROM menu_scraping_clusters c JOIN platforms p ON p.id = c.platform_id
         JOIN menu_scraping_templates t ON t.id = c.menu_scraping_template_id WHERE p.name = $1 ORDER BY c.id`,
      [MENU_HOST_PLATFORM.name],
    );
    expect(clusters.map(({ id: _id, ...rest }) => rest)).toEqual([
      { url_signature: 'localhost:4601/{slug}/menuhost/r/{slug}/menu', menu_count: 20, template: 'MenuHost Cards layout', status: 'CONFIRMED' },
      { url_signature: 'localhost:4601/{slug}/menuhost/r/{slug}/food', menu_count: 12, template: 'MenuHost Carte layout', status: 'VALIDATED' },
    ]);
    const menus = await familyMenus();
    const clusterOf = { A: clusters[0].id, B: clusters[1].id };
    for (const restaurant of MENU_HOST_RESTAURANTS) expect(menus.get(restaurant.name)?.cluster_id, restaurant.name).toBe(clusterOf[restaurant.variant]);
    const leads = [...menus.entries()].filter(([, menu]) => menu.role === 'LEAD').map(([name]) => name);
    expect(leads).toEqual(['Brickoven Pizza Co', 'The Copper Kettle Cafe']);
    expect([...menus.values()].filter((menu) => menu.role !== null && menu.role !== 'LEAD')).toEqual([]);
  });

  it("scrapes every menu with its cluster's template as stored: the plain pages exactly as generated", async () => {
    const menus = await familyMenus();
    const fetcher = createFetcher({ config: { scraperAllowedOrigins: [], demoSitesOrigin: ORIGIN }, politeness: recordingPoliteness(), robotsCache: memoryRobotsCache(), maxAttempts: 1 });
    const expectedNames = (restaurant: MenuHostRestaurant) => restaurant.sections.flatMap((section) => section.dishes.map((dish) => `${section.title}: ${dish.name} ${dish.price}`));
    for (const restaurant of MENU_HOST_RESTAURANTS) {
      const menu = menus.get(restaurant.name) as FamilyMenu;
      const run = await runScrape({ instructions: instructionsForMenu(menu.instructions as ScrapingInstructions, menu.url), fetcher, lastApprovedDishCount: null });
      if (restaurant.isDown) {
        expect(run.scrapingStatus, restaurant.name).toBe('ERROR');
        expect(run.report.pages[0].statusCode).toBe(503);
        continue;
      }
      expect(run.scrapingStatus, restaurant.name).toBe('SUCCESS');
      const names = run.dishes.map((dish) => `${dish.menuTitlePath.join(' / ')}: ${dish.name} ${dish.price}`);
      if (restaurant.complexity === null) expect(names, restaurant.name).toEqual(expectedNames(restaurant));
      else if (restaurant.complexity === 'grouped-sections') expect(names, restaurant.name).toEqual(expectedNames(restaurant));
      else expect(names.length, restaurant.name).toBeLessThan(expectedNames(restaurant).length);
    }
  });
});
