// The demo's dish review tasks open on real menus (issue 13): every scraped demo menu with a dish review task has the
// completed run its status implies, with titles and dishes as many as its dish count; the rerun menu shows review by
// difference (an approved run, then a run with every kind of change); the debug-mode run has screenshots whose files are
// in the store. The rows are the engine's: persisting the menu's current items again through persistScrape.ts finds
// nothing changed. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { loadDemoData } from '../../server/demo/loadDemoData';
import type { FileStore } from '../../server/files/fileStore';
import { createLocalFileStore } from '../../server/files/localFileStore';
import { hashDish, hashMenuTitle } from '../../server/scraping/hash';
import { persistScrape } from '../../server/scraping/persistScrape';
import type { ExtractedDish, ExtractedMenuTitle, ScrapeRun } from '../../server/scraping/types';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

const SCRAPED_STATUSES = ['SCRAPED', 'PARTIALLY_SCRAPED', 'APPROVED', 'AUTO_APPROVED', 'REJECTED_RESCRAPE', 'REJECTED_NEW', 'SCRAPING_RERUN_ERROR', 'SCRAPING_RERUN_SIGNIFICANT_CHANGES'];
const CHANGE_KINDS = ['CREATED', 'UPDATED', 'UPDATED_SIGNIFICANTLY', 'DELETED', 'RESTORED'];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let test: TestDatabase;
let db: Database;
let filesRoot: string;
let files: FileStore;

beforeAll(async () => {
  test = await createTestDatabase();
  db = test.db;
  filesRoot = await mkdtemp(path.join(tmpdir(), 'demo-dish-review-'));
  files = createLocalFileStore({ root: filesRoot, secret: 'demo-dish-review-test-secret-0123456789' });
  expect((await loadDemoData(db, { files })).loaded).toBe(true);
}, 120_000);

afterAll(async () => {
  await test?.drop();
  if (filesRoot) await rm(filesRoot, { recursive: true, force: true });
});

interface ReviewedMenu {
  id: number;
  status: string;
  format: string;
  dish_count: number;
  live_dishes: number;
  live_titles: number;
  html_job: number | null;
  document_job: number | null;
  last_approved_job_id: number | null;
  last_approved_dish_count: number | null;
  is_rerun_flow: boolean;
  task_status: string;
}

async function reviewedMenus(): Promise<ReviewedMenu[]> {
  return db.query<ReviewedMenu>(
    `SELECT m.id, m.status, m.format, m.dish_count, m.html_menu_scraping_job_id AS html_job, m.document_menu_scraping_job_id AS document_job,
            m.last_approved_job_id, m.last_approved_dish_count, t.is_rerun_flow, t.status AS task_status,
            (SELECT count(*)::int FROM dishes d WHERE d.menu_id = m.id AND NOT d.is_deleted) AS live_dishes,
            (SELECT count(*)::int FROM menu_titles mt WHERE mt.menu_id = m.id AND NOT mt.is_deleted) AS live_titles
       FROM menus m JOIN tasks t ON t.menu_id = m.id AND t.type = 'DISH_REVIEW'
      WHERE m.status = ANY($1::text[]) ORDER BY m.id`,
    [SCRAPED_STATUSES],
  );
}

describe('demo dish review data', () => {
  it('gives every scraped menu with a dish review task its titles, dishes and completed run', async () => {
    const menus = await reviewedMenus();
    expect(menus.length).toBeGreaterThanOrEqual(20);
    for (const menu of menus) {
      expect(menu.dish_count, `menu ${menu.id}`).toBeGreaterThan(0);
      expect(menu.live_dishes, `menu ${menu.id}`).toBe(menu.dish_count);
      expect(menu.live_titles, `menu ${menu.id}`).toBeGreaterThan(0);
      const jobId = menu.format === 'HTML' ? menu.html_job : menu.document_job;
      expect(jobId, `menu ${menu.id}`).not.toBeNull();
      const [job] = await db.query<{ status: string; scraping_status: string; kind: string; scraped_dish_count: number }>(
        'SELECT status, scraping_status, kind, scraped_dish_count FROM scraping_jobs WHERE id = $1 AND menu_id = $2',
        [jobId, menu.id],
      );
      expect(job.status).toBe('COMPLETED');
      expect(job.kind).toBe(menu.format === 'HTML' ? 'HTML_SCRAPING' : 'DOCUMENT_SCRAPING');
      if (menu.status === 'SCRAPING_RERUN_ERROR') expect(job.scraping_status).toBe('ERROR');
      else expect(job.scraped_dish_count).toBe(menu.dish_count);
      if (menu.status === 'PARTIALLY_SCRAPED') expect(job.scraping_status).toBe('PARTIAL_SUCCESS');
    }
    // The approved menus have their approved run; a menu never approved has none.
    for (const menu of menus.filter((candidate) => ['APPROVED', 'AUTO_APPROVED'].includes(candidate.status))) expect(menu.last_approved_job_id).not.toBeNull();
    for (const menu of menus.filter((candidate) => candidate.status.startsWith('REJECTED') || candidate.status === 'PARTIALLY_SCRAPED')) expect(menu.last_approved_job_id).toBeNull();
  });

  it("keeps each title's dish counts and each dish's section as the engine writes them", async () => {
    const [wrong] = await db.query<{ titles: number; dishes: number }>(
      `SELECT (SELECT count(*)::int FROM menu_titles t WHERE NOT t.is_deleted
                AND t.dish_count <> (SELECT count(*) FROM dishes d WHERE d.menu_title_id = t.id AND NOT d.is_deleted)) AS titles,
              (SELECT count(*)::int FROM dishes d JOIN menu_titles t ON t.id = d.menu_title_id
                WHERE t.menu_id <> d.menu_id OR d.menu_title_path[array_length(d.menu_title_path, 1)] <> t.title) AS dishes`,
    );
    expect(wrong).toEqual({ titles: 0, dishes: 0 });
    const [nested] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM menu_titles WHERE parent_id IS NOT NULL AND child_dish_count = 0 AND dish_count > 0');
    expect(nested.n).toBeGreaterThan(0);
    const [withChildren] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM menu_titles WHERE parent_id IS NULL AND child_dish_count > 0');
    expect(withChildren.n).toBeGreaterThan(0);
  });

  it('shows review by difference on the menu whose rerun changed significantly', async () => {
    const [menu] = (await reviewedMenus()).filter((candidate) => candidate.status === 'SCRAPING_RERUN_SIGNIFICANT_CHANGES');
    expect(menu).toBeDefined();
    expect(menu.is_rerun_flow).toBe(true);
    expect(menu.task_status).not.toBe('RESOLVED');
    expect(menu.last_approved_job_id).not.toBeNull();
    expect(menu.html_job ?? menu.document_job).toBeGreaterThan(menu.last_approved_job_id!);
    const changes = await db.query<{ change_status: string; n: number }>(
      `SELECT c.change_status, count(*)::int AS n FROM scraping_job_item_changes c JOIN scraping_jobs j ON j.id = c.job_id
        WHERE j.menu_id = $1 AND j.id > $2 AND c.item_kind = 'DISH' GROUP BY 1`,
      [menu.id, menu.last_approved_job_id],
    );
    expect(changes.map((row) => row.change_status).sort()).toEqual([...CHANGE_KINDS].sort());
    // The approved run's dish count is the baseline; the dishes' change statuses say what the rerun did.
    const [approved] = await db.query<{ scraped_dish_count: number; reason: string }>('SELECT scraped_dish_count, reason FROM scraping_jobs WHERE id = $1', [menu.last_approved_job_id]);
    expect(menu.last_approved_dish_count).toBe(approved.scraped_dish_count);
    // The rescrape before the review (the approved run) is in the menu's history, as persistScrape records a run.
    expect(approved.reason).toBe('RESCRAPE');
    const events = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM events WHERE entity_type = 'MENU' AND entity_id = $1 AND type = 'SCRAPE' AND (data->>'jobId')::int = $2",
      [menu.id, menu.last_approved_job_id],
    );
    expect(events[0].n).toBe(1);
    const statuses = await db.query<{ change_status: string }>('SELECT DISTINCT change_status FROM dishes WHERE menu_id = $1 AND change_status IS NOT NULL', [menu.id]);
    expect(statuses.map((row) => row.change_status).sort()).toEqual([...CHANGE_KINDS].sort());
  });

  it('approves the automatic reruns that changed nothing significant', async () => {
    const automatic = (await reviewedMenus()).filter((candidate) => candidate.status === 'AUTO_APPROVED');
    expect(automatic.length).toBeGreaterThan(0);
    for (const menu of automatic) {
      expect(menu.is_rerun_flow).toBe(true);
      const jobs = await db.query<{ id: number; is_rerun: boolean; dishes: Record<string, number> }>(
        "SELECT id, is_rerun, change_counts->'dishes' AS dishes FROM scraping_jobs WHERE menu_id = $1 ORDER BY id",
        [menu.id],
      );
      expect(jobs.map((job) => job.is_rerun)).toEqual([false, true]);
      expect(menu.last_approved_job_id).toBe(jobs[1].id);
      expect(jobs[1].dishes).toMatchObject({ created: 0, deleted: 0, restored: 0, significantlyUpdated: 0 });
      expect(jobs[1].dishes.updated).toBeGreaterThan(0);
    }
  });

  it('has a debug-mode run with screenshots in the file store', async () => {
    const jobs = await db.query<{ id: number; menu_id: number; screenshots: { fileBucketName: string; fileKey: string; selectorName: string; title: string }[]; debug_menu: boolean }>(
      `SELECT j.id, j.menu_id, j.screenshots, m.is_html_menu_scraped_in_debug_mode AS debug_menu FROM scraping_jobs j JOIN menus m ON m.html_menu_scraping_job_id = j.id
        WHERE j.is_debug_mode ORDER BY j.id`,
    );
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      expect(job.debug_menu).toBe(true);
      expect(job.screenshots.length).toBeGreaterThan(3);
      expect(new Set(job.screenshots.map((shot) => shot.selectorName))).toContain('dishes');
      for (const shot of job.screenshots) {
        const png = await files.get(shot.fileBucketName, shot.fileKey);
        expect(png?.subarray(0, 8).equals(PNG_SIGNATURE), shot.fileKey).toBe(true);
      }
      const names = await db.query<{ name: string }>('SELECT name FROM dishes WHERE menu_id = $1', [job.menu_id]);
      const dishShots = job.screenshots.filter((shot) => shot.selectorName === 'dishes');
      for (const shot of dishShots) expect(names.map((row) => row.name)).toContain(shot.title);
    }
    const [others] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM menus m JOIN scraping_jobs j ON j.id = m.html_menu_scraping_job_id WHERE m.is_html_menu_scraped_in_debug_mode <> j.is_debug_mode',
    );
    expect(others.n).toBe(0);
  });

  it("writes the rows the engine would: the same items scraped again change nothing", async () => {
    const [menu] = (await reviewedMenus()).filter((candidate) => candidate.status === 'SCRAPING_RERUN_SIGNIFICANT_CHANGES');
    const titles = await db.query<Record<string, unknown> & { id: number; identity_key: string; parent_key: string | null; position: number; hash: string }>(
      'SELECT t.*, p.identity_key AS parent_key FROM menu_titles t LEFT JOIN menu_titles p ON p.id = t.parent_id WHERE t.menu_id = $1 AND NOT t.is_deleted ORDER BY t.position',
      [menu.id],
    );
    const dishes = await db.query<Record<string, unknown> & { identity_key: string; title_key: string | null; position: number; hash: string }>(
      'SELECT d.*, t.identity_key AS title_key FROM dishes d LEFT JOIN menu_titles t ON t.id = d.menu_title_id WHERE d.menu_id = $1 AND NOT d.is_deleted ORDER BY d.position',
      [menu.id],
    );
    // The run an extraction of the same page gives: its hashes computed from the values, as extract.ts computes them.
    const withTitleHash = <T extends Omit<ExtractedMenuTitle, 'hash'>>(title: T) => ({ ...title, hash: hashMenuTitle(title) });
    const withDishHash = <T extends Omit<ExtractedDish, 'hash'>>(dish: T) => ({ ...dish, hash: hashDish(dish) });
    const run: ScrapeRun = {
      scrapingStatus: 'SUCCESS',
      menuTitles: titles.map((row) => withTitleHash({
        key: row.identity_key,
        parentKey: row.parent_key,
        position: row.position,
        title: row.title as string,
        description: row.description as string | null,
        calories: row.calories as string | null,
        diets: row.diets as string | null,
        addons: row.addons as string | null,
        miscInfo: row.misc_info as string | null,
        allergens: row.allergens as string | null,
        nutritions: row.nutritions as string | null,
        isEverywhereAvailable: row.is_everywhere_available as boolean,
        isPlaceholder: row.is_placeholder as boolean,
      })) satisfies ExtractedMenuTitle[],
      dishes: dishes.map((row) => withDishHash({
        key: row.identity_key,
        menuTitleKey: row.title_key,
        menuTitlePath: row.menu_title_path as string[],
        position: row.position,
        name: row.name as string,
        description: row.description as string | null,
        price: row.price as string | null,
        calories: row.calories as string | null,
        diets: row.diets as string | null,
        addons: row.addons as string | null,
        miscInfo: row.misc_info as string | null,
        allergens: row.allergens as string | null,
        ingredients: row.ingredients as string | null,
        nutritions: row.nutritions as string | null,
        isCorrupt: row.is_corrupt as boolean,
      })) satisfies ExtractedDish[],
      messages: [],
      exceptions: [],
      flags: [],
      report: { pages: [], retries: 0, errors: [], durationMs: 1 },
      pagesHtml: [],
    };
    const snapshot = async () => ({
      titles: await db.query('SELECT id, parent_id, identity_key, hash, change_status, dish_count, child_dish_count, is_deleted FROM menu_titles WHERE menu_id = $1 ORDER BY id', [menu.id]),
      dishes: await db.query('SELECT id, menu_title_id, identity_key, hash, change_status, is_deleted FROM dishes WHERE menu_id = $1 ORDER BY id', [menu.id]),
    });
    const before = await snapshot();
    const kind = menu.format === 'HTML' ? 'HTML_SCRAPING' : 'DOCUMENT_SCRAPING';
    const [{ id: jobId }] = await db.query<{ id: number }>(
      "INSERT INTO scraping_jobs (kind, menu_id, status, reason, is_rerun) VALUES ($1, $2, 'IN_PROGRESS', 'RERUN', true) RETURNING id",
      [kind, menu.id],
    );
    expect((await persistScrape(db, { jobId, run, status: 'COMPLETED' })).persisted).toBe(true);
    const [job] = await db.query<{ change_counts: Record<'menuTitles' | 'dishes', Record<string, number>> }>('SELECT change_counts FROM scraping_jobs WHERE id = $1', [jobId]);
    for (const counts of [job.change_counts.menuTitles, job.change_counts.dishes]) {
      expect(counts).toMatchObject({ created: 0, updated: 0, significantlyUpdated: 0, deleted: 0, restored: 0 });
    }
    expect(job.change_counts.dishes.existing).toBe(menu.dish_count);
    const [after] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM scraping_job_item_changes WHERE job_id = $1', [jobId]);
    expect(after.n).toBe(0);
    expect(await snapshot()).toEqual(before);
  });
});
