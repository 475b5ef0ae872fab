// Menu.debugData on the real database (PGlite, or PostgreSQL with DATABASE_URL): null until the menu has a debug run;
// after a real debug-mode scrape of a local site (Chromium photographs each item), every screenshot tied to the title or
// dish it shows (same names in several sections, a name that starts another one) or to the MENU, with a signed image URL;
// a document run's discrepancy summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleHtmlScrape } from '../../server/jobs/scrapeJobs';
import { startTestApp, type TestApp } from '../support/testApp';
import { createScrapedMenu, finishedJob, menuPage, schedule, startLocalSite, TEST_WORKERS, type LocalSite } from './scrapingJobsSupport';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: TestApp;
let site: LocalSite;
let scraperId: number;
let adminToken: string;

beforeAll(async () => {
  site = await startLocalSite();
  t = await startTestApp({ scraperAllowedOrigins: [site.origin] }, { workers: TEST_WORKERS });
  scraperId = await t.createUser('juniorScraper', 'debug-data-scraper@example.com');
  await t.createUser('admin', 'debug-data-admin@example.com');
  adminToken = (await t.signIn('debug-data-admin@example.com')).accessToken;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await site?.close();
});

interface DebugDataView {
  jobId: number;
  kind: string;
  screenshots: { index: number; itemKind: string; itemId: number | null; imageUrl: string | null; screenshot: { title: string | null; selectorName: string } }[];
  discrepancies: { nodeId: string; impactLevel: string; isHallucination: boolean; description: string | null }[];
  highDiscrepancyCount: number;
  mediumDiscrepancyCount: number;
  lowDiscrepancyCount: number;
}

async function debugData(menuId: number): Promise<DebugDataView | null> {
  const answer = await t.gql<{ menu: { debugData: DebugDataView | null } }>(
    `query($id: ID!) { menu(id: $id) { debugData { jobId kind highDiscrepancyCount mediumDiscrepancyCount lowDiscrepancyCount
       discrepancies { nodeId impactLevel isHallucination description }
       screenshots { index itemKind itemId imageUrl screenshot { title selectorName } } } } }`,
    { id: String(menuId) },
    adminToken,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.menu.debugData;
}

describe('Menu.debugData', () => {
  it('is null without a debug run, then ties each screenshot of the newest debug run to its item', async () => {
    site.pages.set('/debug-menu', {
      body: menuPage([
        { title: 'Starters', dishes: [{ name: 'Chips', price: '£3.00' }, { name: 'Soup', price: '£5.00' }], subsections: [{ title: 'Cold', dishes: [{ name: 'Chips', price: '£3.50' }] }] },
        { title: 'Mains', dishes: [{ name: 'Chips', price: '£4.00' }, { name: 'Soup of the Day', price: '£6.00' }] },
      ]),
    });
    const { menuId } = await createScrapedMenu(t.db, `${site.origin}/debug-menu`, scraperId);
    const plain = await schedule(t.db, menuId, scraperId, 'RESOLVE');
    expect(await finishedJob(t.db, plain)).toMatchObject({ status: 'COMPLETED', scraping_status: 'SUCCESS' });
    expect(await debugData(menuId)).toBeNull();

    const { jobId } = await t.db.transaction((tx) => scheduleHtmlScrape(tx, { menuId, requestedById: scraperId, reason: 'RESCRAPE', isDebugMode: true }));
    expect(await finishedJob(t.db, jobId, 60_000)).toMatchObject({ status: 'COMPLETED', scraping_status: 'SUCCESS' });
    const data = (await debugData(menuId))!;
    expect(data).toMatchObject({ jobId, kind: 'HTML_SCRAPING', discrepancies: [], highDiscrepancyCount: 0 });

    const titles = new Map((await t.db.query<{ id: number; title: string }>('SELECT id, title FROM menu_titles WHERE menu_id = $1', [menuId])).map((row) => [row.title, row.id]));
    const dishIds = (await t.db.query<{ id: number }>('SELECT id FROM dishes WHERE menu_id = $1 ORDER BY position, id', [menuId])).map((row) => row.id);
    expect(dishIds).toHaveLength(5);
    expect(data.screenshots.map((shot) => [shot.index, shot.screenshot.selectorName, shot.itemKind, shot.itemId])).toEqual([
      [0, 'menuTitles', 'MENU_TITLE', titles.get('Starters')],
      [1, 'menuTitles', 'MENU_TITLE', titles.get('Mains')],
      [2, 'menuTitles.children', 'MENU_TITLE', titles.get('Cold')],
      // Dishes in page order: three Chips, each its own; "Soup of the Day" is not taken for "Soup".
      [3, 'dishes', 'DISH', dishIds[0]],
      [4, 'dishes', 'DISH', dishIds[1]],
      [5, 'dishes', 'DISH', dishIds[2]],
      [6, 'dishes', 'DISH', dishIds[3]],
      [7, 'dishes', 'DISH', dishIds[4]],
    ]);
    const response = await fetch(new URL(data.screenshots[3].imageUrl!, t.url));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);

    // A later run that is not in debug mode leaves the debug run the one shown.
    const later = await schedule(t.db, menuId, scraperId, 'RESCRAPE');
    await finishedJob(t.db, later);
    expect((await debugData(menuId))!.jobId).toBe(jobId);
  }, 120_000);

  it("answers a document run's discrepancy summary", async () => {
    const { menuId } = await createScrapedMenu(t.db, `${site.origin}/document-menu`, scraperId);
    const discrepancies = [
      { nodeId: 'dish-1', isHallucination: true, impactLevel: 'HIGH', description: 'Price not in the file' },
      { nodeId: 'dish-2', isHallucination: false, impactLevel: 'LOW' },
      { nodeId: 'title-1', isHallucination: false, impactLevel: 'HIGH', description: 'Section missing' },
    ];
    const [{ id: jobId }] = await t.db.query<{ id: number }>(
      `INSERT INTO scraping_jobs (kind, menu_id, status, scraping_status, scraping_engine, finished_date, discrepancies)
       VALUES ('DOCUMENT_SCRAPING', $1, 'COMPLETED', 'SUCCESS', 'PDF_AI', now(), $2) RETURNING id`,
      [menuId, JSON.stringify(discrepancies)],
    );
    expect(await debugData(menuId)).toMatchObject({
      jobId,
      kind: 'DOCUMENT_SCRAPING',
      screenshots: [],
      highDiscrepancyCount: 2,
      mediumDiscrepancyCount: 0,
      lowDiscrepancyCount: 1,
      discrepancies: [{ nodeId: 'dish-1', description: 'Price not in the file' }, { nodeId: 'dish-2', description: null }, { nodeId: 'title-1' }],
    });
  });
});
