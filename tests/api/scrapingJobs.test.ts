// Scraping jobs end to end on the real database (PGlite, or PostgreSQL with DATABASE_URL): scheduled in a transaction,
// dispatched to pg-boss, run by the workers against local sites, persisted with their change statuses, and each menu
// status edge with its task edge (docs/task-lifecycle.md, "Menu statuses after a scrape").
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSiteInstructions } from '../../server/demo-sites/demoSiteInstructions';
import { DEMO_SITE_PATHS } from '../../server/demo-sites/demoSites';
import { fileStoreOf } from '../../server/files/fileStoreOf';
import { SCRAPING_FILES_BUCKET } from '../../server/files/scrapingFiles';
import { startJobWorkers, type JobWorkers } from '../../server/jobs/workers';
import { persistScrape } from '../../server/scraping/persistScrape';
import { findTask } from '../../server/tasks/taskRows';
import { startTestApp, type TestApp } from '../support/testApp';
import {
  approve,
  createScrapedMenu,
  finishedJob,
  instructionsFor,
  itemChanges,
  jobState,
  menuPage,
  schedule,
  startLocalSite,
  storedDishes,
  TEST_WORKERS,
  waitFor,
  type LocalSite,
  type MenuSection,
} from './scrapingJobsSupport';

let t: TestApp;
/** Pages that answer; a site of its own for failures (politeness backs off per host and port) and for the slow page. */
let site: LocalSite;
let failingSite: LocalSite;
let slowSite: LocalSite;
let scraperId: number;
let reviewerId: number;
let adminToken: string;
/** Workers started again by the restart test (the app's own were stopped there). */
let restartedWorkers: JobWorkers | null = null;

beforeAll(async () => {
  [site, failingSite, slowSite] = await Promise.all([startLocalSite(), startLocalSite(), startLocalSite()]);
  t = await startTestApp({ scraperAllowedOrigins: [site.origin, failingSite.origin, slowSite.origin] }, { workers: TEST_WORKERS });
  scraperId = await t.createUser('juniorScraper', 'scraper@example.com', { name: 'Sam Scraper' });
  reviewerId = await t.createUser('admin', 'reviewer@example.com', { name: 'Riley Reviewer' });
  adminToken = (await t.signIn('reviewer@example.com')).accessToken;
}, 60_000);

afterAll(async () => {
  await restartedWorkers?.stop();
  await t?.close();
  await Promise.all([site, failingSite, slowSite].map((server) => server?.close()));
});

const STARTERS: MenuSection = {
  title: 'Starters',
  dishes: [
    { name: 'Tomato Soup', price: '£5.00', description: 'With basil' },
    { name: 'Garlic Bread', price: '£4.00' },
  ],
  subsections: [{ title: 'Cold', dishes: [{ name: 'Olives', price: '£3.50' }] }],
};
const MAINS: MenuSection = {
  title: 'Mains',
  dishes: [
    { name: 'Fish Pie', price: '£14.00', description: 'Smoked haddock' },
    { name: 'Lamb Stew', price: '£15.00' },
  ],
};

async function menuRow(menuId: number) {
  const [row] = await t.db.query<{
    status: string;
    is_awaiting_scraping: boolean;
    dish_count: number;
    scraped_by_id: number | null;
    scraped_date: Date | null;
    scraping_type: string | null;
    html_menu_scraping_job_id: number | null;
    last_approved_job_id: number | null;
    last_approved_dish_count: number | null;
  }>(
    `SELECT status, is_awaiting_scraping, dish_count, scraped_by_id, scraped_date, scraping_type, html_menu_scraping_job_id, last_approved_job_id,
       last_approved_dish_count FROM menus WHERE id = $1`,
    [menuId],
  );
  return row;
}

async function reviewTaskOf(menuId: number) {
  const rows = await t.db.query<{ id: number }>("SELECT id FROM tasks WHERE menu_id = $1 AND type = 'DISH_REVIEW' ORDER BY id", [menuId]);
  return { count: rows.length, task: rows[0] ? await findTask(t.db, rows[0].id) : null };
}

async function menuEvents(menuId: number) {
  return t.db.query<{ type: string; data: { menuStatus?: string; jobId?: number } }>("SELECT type, data FROM events WHERE entity_type = 'MENU' AND entity_id = $1 ORDER BY id", [menuId]);
}

/** Scrapes the page at `path` of the site as it is now: scheduled, run, persisted. */
async function scrapeOnce(menuId: number, reason: 'RESOLVE' | 'RESCRAPE' = 'RESCRAPE') {
  const jobId = await schedule(t.db, menuId, scraperId, reason);
  return { jobId, job: await finishedJob(t.db, jobId) };
}

describe('a first run', () => {
  it('schedules in the caller transaction, runs on a worker, stores titles and dishes: SCRAPED, the dish review task open and listed', async () => {
    site.pages.set('/first', { body: menuPage([STARTERS, MAINS]) });
    const { menuId, brandId } = await createScrapedMenu(t.db, `${site.origin}/first`, scraperId);

    // A rolled-back transaction schedules nothing.
    await expect(
      t.db.transaction(async (tx) => {
        const { scheduleHtmlScrape } = await import('../../server/jobs/scrapeJobs');
        await scheduleHtmlScrape(tx, { menuId, requestedById: scraperId, reason: 'RESOLVE', isDebugMode: false });
        throw new Error('the resolve failed');
      }),
    ).rejects.toThrow('the resolve failed');
    expect(await t.db.query('SELECT id FROM scraping_jobs WHERE menu_id = $1', [menuId])).toEqual([]);
    expect((await menuRow(menuId)).status).toBe('NEW');

    const jobId = await schedule(t.db, menuId, scraperId, 'RESOLVE');
    const scheduled = await menuRow(menuId);
    expect(scheduled.status).toBe('SCRAPE_SCHEDULED');
    expect(scheduled.is_awaiting_scraping).toBe(true);

    const job = await finishedJob(t.db, jobId);
    expect(job).toMatchObject({ status: 'COMPLETED', scraping_status: 'SUCCESS', attempts: 1, scraped_dish_count: 5, scraped_menu_title_count: 3 });
    expect(job.boss_job_id).not.toBeNull();
    expect(job.change_counts!.dishes).toMatchObject({ existing: 0, scraped: 5, created: 5, deleted: 0 });
    expect(job.change_counts!.menuTitles).toMatchObject({ existing: 0, scraped: 3, created: 3 });

    const menu = await menuRow(menuId);
    expect(menu).toMatchObject({ status: 'SCRAPED', is_awaiting_scraping: false, dish_count: 5, scraped_by_id: scraperId, scraping_type: 'HTML_MANUAL', html_menu_scraping_job_id: jobId });
    expect(menu.scraped_date).not.toBeNull();

    const titles = await t.db.query<{ id: number; title: string; parent_id: number | null; dish_count: number; child_dish_count: number }>(
      'SELECT id, title, parent_id, dish_count, child_dish_count FROM menu_titles WHERE menu_id = $1 ORDER BY position',
      [menuId],
    );
    const byTitle = Object.fromEntries(titles.map((title) => [title.title, title]));
    expect(Object.keys(byTitle).sort()).toEqual(['Cold', 'Mains', 'Starters']);
    expect(byTitle.Cold.parent_id).toBe(byTitle.Starters.id);
    expect(byTitle.Starters).toMatchObject({ parent_id: null, dish_count: 2, child_dish_count: 1 });
    expect(byTitle.Mains).toMatchObject({ dish_count: 2, child_dish_count: 0 });
    const dishes = await storedDishes(t.db, menuId);
    expect(dishes.map((dish) => dish.name)).toEqual(['Tomato Soup', 'Garlic Bread', 'Olives', 'Fish Pie', 'Lamb Stew']);
    expect(dishes.find((dish) => dish.name === 'Olives')!.menu_title_id).toBe(byTitle.Cold.id);
    expect(dishes.find((dish) => dish.name === 'Fish Pie')).toMatchObject({ price: '£14.00', description: 'Smoked haddock', is_deleted: false });

    // The response and the report are in the files store.
    const store = fileStoreOf(t.config);
    const response = JSON.parse((await store.get(SCRAPING_FILES_BUCKET, job.response_file_key!))!.toString('utf8'));
    expect(response.dishes).toHaveLength(5);
    const report = JSON.parse((await store.get(SCRAPING_FILES_BUCKET, job.report_file_key!))!.toString('utf8'));
    expect(report.pages[0]).toMatchObject({ url: `${site.origin}/first`, statusCode: 200 });

    // The dish review task: created NOT_STARTED and assignable, and in the dish review list.
    const { count, task } = await reviewTaskOf(menuId);
    expect(count).toBe(1);
    expect(task).toMatchObject({ status: 'NOT_STARTED', is_assignable: true, brand_id: brandId, is_rerun_flow: false });
    const list = await t.gql<{ dishReviewTasks: { items: { databaseId: number }[] } }>(
      `query($term: String) { dishReviewTasks(filters: { brandSearchTerm: $term, menuStatuses: [SCRAPED] }) { items { databaseId } } }`,
      { term: `Scraped brand ${site.origin}/first` },
      adminToken,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.dishReviewTasks.items.map((item) => item.databaseId)).toEqual([task!.id]);

    const events = await menuEvents(menuId);
    expect(events.map((event) => [event.type, event.data.menuStatus])).toEqual([
      ['UPDATE', 'SCRAPE_SCHEDULED'],
      ['SCRAPE', 'SCRAPED'],
    ]);
    // Persisting the same job again changes nothing.
    expect(await persistScrape(t.db, { jobId, run: null, status: 'FAILED', failure: 'late duplicate' })).toMatchObject({ persisted: false });
    expect((await jobState(t.db, jobId)).status).toBe('COMPLETED');
  }, 60_000);
});

describe('runs compared with the stored items', () => {
  it('marks CREATED, UPDATED, UPDATED_SIGNIFICANTLY, DELETED and RESTORED across runs, with the counts; significant changes reopen the review', async () => {
    type Dish = { name: string; price: string; description?: string };
    const menuSections = (dishes: Dish[], specials: Dish[] = []): MenuSection[] => [{ title: 'Menu', dishes }, ...(specials.length ? [{ title: 'Specials', dishes: specials }] : [])];
    site.pages.set('/changing', {
      body: menuPage(
        menuSections([
          { name: 'Alpha', price: '£1.00', description: 'First' },
          { name: 'Bravo', price: '£2.00', description: 'Second' },
          { name: 'Charlie', price: '£3.00' },
          { name: 'Delta', price: '£4.00' },
        ]),
      ),
    });
    const { menuId } = await createScrapedMenu(t.db, `${site.origin}/changing`, scraperId);
    const first = await scrapeOnce(menuId, 'RESOLVE');
    expect(first.job.scraping_status).toBe('SUCCESS');
    await approve(t.db, menuId, first.jobId, reviewerId);
    expect(await menuRow(menuId)).toMatchObject({ last_approved_job_id: first.jobId, last_approved_dish_count: 4 });

    // Alpha's price changes (significant), Bravo's description (not), Charlie goes, Echo comes in a new section. (A dish
    // gone and one new in the same section would pair as a rename: changes.ts.)
    site.pages.set('/changing', {
      body: menuPage(
        menuSections(
          [
            { name: 'Alpha', price: '£1.50', description: 'First' },
            { name: 'Bravo', price: '£2.00', description: 'Second, now with chips' },
            { name: 'Delta', price: '£4.00' },
          ],
          [{ name: 'Echo', price: '£5.00' }],
        ),
      ),
    });
    const second = await scrapeOnce(menuId);
    expect(second.job).toMatchObject({ status: 'COMPLETED', scraping_status: 'SUCCESS' });
    expect(second.job.change_counts!.dishes).toEqual({ existing: 4, scraped: 4, created: 1, updated: 1, significantlyUpdated: 1, deleted: 1, restored: 0 });
    expect(second.job.change_counts!.menuTitles).toMatchObject({ existing: 1, scraped: 2, created: 1 });
    expect(await itemChanges(t.db, second.jobId)).toEqual([
      { item_kind: 'DISH', change_status: 'CREATED', name: 'Echo', previous_name: null },
      { item_kind: 'DISH', change_status: 'DELETED', name: null, previous_name: 'Charlie' },
      { item_kind: 'DISH', change_status: 'UPDATED', name: 'Bravo', previous_name: 'Bravo' },
      { item_kind: 'DISH', change_status: 'UPDATED_SIGNIFICANTLY', name: 'Alpha', previous_name: 'Alpha' },
      { item_kind: 'MENU_TITLE', change_status: 'CREATED', name: 'Specials', previous_name: null },
    ]);
    const [alphaChange] = await t.db.query<{ data: { price: string }; previous_data: { price: string } }>(
      "SELECT data, previous_data FROM scraping_job_item_changes WHERE job_id = $1 AND change_status = 'UPDATED_SIGNIFICANTLY'",
      [second.jobId],
    );
    expect([alphaChange.previous_data.price, alphaChange.data.price]).toEqual(['£1.00', '£1.50']);
    const afterSecond = await storedDishes(t.db, menuId);
    expect(afterSecond.map((dish) => [dish.name, dish.is_deleted, dish.change_status]).sort()).toEqual([
      ['Alpha', false, 'UPDATED_SIGNIFICANTLY'],
      ['Bravo', false, 'UPDATED'],
      ['Charlie', true, 'DELETED'],
      ['Delta', false, null],
      ['Echo', false, 'CREATED'],
    ]);
    expect(await menuRow(menuId)).toMatchObject({ status: 'SCRAPING_RERUN_SIGNIFICANT_CHANGES', dish_count: 4 });
    const review = await reviewTaskOf(menuId);
    expect(review.count).toBe(1);
    expect(review.task).toMatchObject({ status: 'REOPENED', reopen_reason: 'MENU_SCRAPING_SIGNIFICANT_CHANGES', is_rerun_flow: true, assigned_to_id: null });

    // Charlie comes back: the same row, RESTORED.
    await approve(t.db, menuId, second.jobId, reviewerId);
    site.pages.set('/changing', {
      body: menuPage(
        menuSections(
          [
            { name: 'Alpha', price: '£1.50', description: 'First' },
            { name: 'Bravo', price: '£2.00', description: 'Second, now with chips' },
            { name: 'Charlie', price: '£3.00' },
            { name: 'Delta', price: '£4.00' },
          ],
          [{ name: 'Echo', price: '£5.00' }],
        ),
      ),
    });
    const third = await scrapeOnce(menuId);
    expect(third.job.change_counts!.dishes).toEqual({ existing: 4, scraped: 5, created: 0, updated: 0, significantlyUpdated: 0, deleted: 0, restored: 1 });
    expect(await itemChanges(t.db, third.jobId)).toEqual([{ item_kind: 'DISH', change_status: 'RESTORED', name: 'Charlie', previous_name: 'Charlie' }]);
    const afterThird = await storedDishes(t.db, menuId);
    expect(afterThird.find((dish) => dish.name === 'Charlie')).toMatchObject({ id: afterSecond.find((dish) => dish.name === 'Charlie')!.id, is_deleted: false, change_status: 'RESTORED' });
    expect(afterThird).toHaveLength(5);
    expect(await menuRow(menuId)).toMatchObject({ status: 'SCRAPING_RERUN_SIGNIFICANT_CHANGES', dish_count: 5 });
  }, 90_000);

  it('a rerun with only insignificant changes is AUTO_APPROVED: the review resolved automatically, the run the new baseline', async () => {
    const page = (description: string) => menuPage([{ title: 'Menu', dishes: [{ name: 'Alpha', price: '£1.00', description }, { name: 'Bravo', price: '£2.00' }] }]);
    site.pages.set('/quiet', { body: page('Plain') });
    const { menuId } = await createScrapedMenu(t.db, `${site.origin}/quiet`, scraperId);
    const first = await scrapeOnce(menuId, 'RESOLVE');
    await approve(t.db, menuId, first.jobId, reviewerId);

    // Unchanged: no change at all.
    const unchanged = await scrapeOnce(menuId);
    expect(unchanged.job.change_counts!.dishes).toMatchObject({ created: 0, updated: 0, significantlyUpdated: 0, deleted: 0, restored: 0 });
    expect(await itemChanges(t.db, unchanged.jobId)).toEqual([]);
    expect((await menuRow(menuId)).status).toBe('AUTO_APPROVED');

    site.pages.set('/quiet', { body: page('Now with herbs') });
    const rerun = await scrapeOnce(menuId);
    expect(rerun.job.change_counts!.dishes).toMatchObject({ updated: 1, significantlyUpdated: 0, created: 0, deleted: 0 });
    expect(await menuRow(menuId)).toMatchObject({ status: 'AUTO_APPROVED', last_approved_job_id: rerun.jobId, last_approved_dish_count: 2 });
    const review = await reviewTaskOf(menuId);
    expect(review.count).toBe(1);
    expect(review.task).toMatchObject({ status: 'RESOLVED', resolved_type: 'AUTOMATIC', is_auto_resolved: true, resolved_by_id: null, is_rerun_flow: true });
    const [event] = await t.db.query<{ sub_type: string }>("SELECT sub_type FROM events WHERE entity_type = 'DISH_REVIEW_TASK' AND entity_id = $1 AND type = 'RESOLVE' ORDER BY id DESC LIMIT 1", [review.task!.id]);
    expect(event.sub_type).toBe('AUTOMATIC');
  }, 90_000);
});

describe('a broken scrape is a failure, never a menu that shrank', () => {
  it('a failing site: retried with backoff, then FAILED with the error; the scraping task reopened (MENU_SCRAPING_ERROR), no items', async () => {
    failingSite.pages.set('/down', { status: 500, body: '<html><body>Internal error</body></html>' });
    const { menuId, scrapingTaskId } = await createScrapedMenu(t.db, `${failingSite.origin}/down`, scraperId);
    const { jobId, job } = await scrapeOnce(menuId, 'RESOLVE');
    expect(job).toMatchObject({ status: 'FAILED', scraping_status: 'ERROR', attempts: 2 });
    expect(job.exceptions[0]).toMatch(/^Attempt 1: /);
    expect(job.exceptions.join('\n')).toMatch(/500/);
    expect(failingSite.hits.get('/down')).toBe(2);
    expect(await t.db.query('SELECT id FROM dishes WHERE menu_id = $1 UNION ALL SELECT id FROM menu_titles WHERE menu_id = $1', [menuId])).toEqual([]);
    expect(await itemChanges(t.db, jobId)).toEqual([]);
    expect(await menuRow(menuId)).toMatchObject({ status: 'NEW', is_awaiting_scraping: false, html_menu_scraping_job_id: jobId, dish_count: 0 });
    expect(await findTask(t.db, scrapingTaskId)).toMatchObject({ status: 'REOPENED', reopen_reason: 'MENU_SCRAPING_ERROR', assigned_to_id: null });
    expect((await reviewTaskOf(menuId)).count).toBe(0);
    expect((await menuEvents(menuId)).at(-1)!.type).toBe('SCRAPE_ERROR');
  }, 60_000);

  it('a rerun that fails: SCRAPING_RERUN_ERROR, the stored items untouched', async () => {
    site.pages.set('/rerun-fails', { body: menuPage([STARTERS, MAINS]) });
    const { menuId, scrapingTaskId } = await createScrapedMenu(t.db, `${site.origin}/rerun-fails`, scraperId);
    const first = await scrapeOnce(menuId, 'RESOLVE');
    await approve(t.db, menuId, first.jobId, reviewerId);
    const before = await storedDishes(t.db, menuId);
    // The page is still there but its layout changed: the required dish name matches nothing.
    site.pages.set('/rerun-fails', { body: menuPage([STARTERS, MAINS]).replaceAll('class="name"', 'class="title"') });
    const rerun = await scrapeOnce(menuId);
    expect(rerun.job).toMatchObject({ status: 'COMPLETED', scraping_status: 'ERROR', attempts: 1 });
    expect(rerun.job.messages.join('\n')).toMatch(/required field/);
    expect(await storedDishes(t.db, menuId)).toEqual(before);
    expect(await itemChanges(t.db, rerun.jobId)).toEqual([]);
    expect(await menuRow(menuId)).toMatchObject({ status: 'SCRAPING_RERUN_ERROR', dish_count: 5, last_approved_job_id: first.jobId });
    expect(await findTask(t.db, scrapingTaskId)).toMatchObject({ status: 'REOPENED', reopen_reason: 'MENU_SCRAPING_ERROR' });
  }, 60_000);

  it('a dish count that falls by more than half against the approved run is an ERROR: nothing deleted', async () => {
    const dishes = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((name, index) => ({ name, price: `£${index + 1}.00` }));
    site.pages.set('/shrinks', { body: menuPage([{ title: 'Menu', dishes }]) });
    const { menuId } = await createScrapedMenu(t.db, `${site.origin}/shrinks`, scraperId);
    const first = await scrapeOnce(menuId, 'RESOLVE');
    await approve(t.db, menuId, first.jobId, reviewerId);
    const before = await storedDishes(t.db, menuId);
    site.pages.set('/shrinks', { body: menuPage([{ title: 'Menu', dishes: dishes.slice(0, 2) }]) });
    const rerun = await scrapeOnce(menuId);
    expect(rerun.job).toMatchObject({ status: 'COMPLETED', scraping_status: 'ERROR', scraped_dish_count: 2 });
    expect(rerun.job.messages.join('\n')).toMatch(/more than half/);
    expect(await storedDishes(t.db, menuId)).toEqual(before);
    expect(before.every((dish) => !dish.is_deleted)).toBe(true);
    expect(await itemChanges(t.db, rerun.jobId)).toEqual([]);
    expect(await menuRow(menuId)).toMatchObject({ status: 'SCRAPING_RERUN_ERROR', dish_count: 6 });
  }, 60_000);

  it('a job whose handler throws on every attempt reaches the dead-letter queue and ends FAILED with each attempt noted', async () => {
    // Instructions without pages cannot be run at all (the upload's schema would refuse them; stored ones may be older).
    const { menuId, scrapingTaskId } = await createScrapedMenu(t.db, `${site.origin}/never-read`, scraperId, { format: 1, dishes: { selector: '.dish', fields: { name: {} } } });
    const { job } = await scrapeOnce(menuId, 'RESOLVE');
    expect(job).toMatchObject({ status: 'FAILED', scraping_status: 'ERROR', attempts: 2 });
    expect(job.exceptions.filter((line) => /^Attempt \d: /.test(line))).toHaveLength(2);
    expect(job.exceptions.at(-1)).toBe('The job failed after 2 attempts.');
    expect(await findTask(t.db, scrapingTaskId)).toMatchObject({ status: 'REOPENED', reopen_reason: 'MENU_SCRAPING_ERROR' });
  }, 60_000);
});

describe('a job survives its worker', () => {
  it('a worker stopped mid-job (waiting on a slow page): the job is run again after the restart and completes once, no duplicate items', async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    slowSite.pages.set('/slow', { body: menuPage([STARTERS, MAINS]), hold });
    const { menuId } = await createScrapedMenu(t.db, `${slowSite.origin}/slow`, scraperId);
    const jobId = await schedule(t.db, menuId, scraperId, 'RESOLVE');
    await waitFor(async () => (slowSite.hits.get('/slow') ?? 0) >= 1, 'the worker to request the slow page');

    await t.workers!.stop();
    release();
    const stopped = await jobState(t.db, jobId);
    expect(stopped).toMatchObject({ status: 'IN_PROGRESS', attempts: 1 });
    expect(stopped.exceptions[0]).toMatch(/^Attempt 1: the worker stopped/);
    expect(await storedDishes(t.db, menuId)).toEqual([]);

    restartedWorkers = await startJobWorkers(t.db, t.config, TEST_WORKERS);
    const job = await finishedJob(t.db, jobId);
    expect(job).toMatchObject({ status: 'COMPLETED', scraping_status: 'SUCCESS', attempts: 2, scraped_dish_count: 5 });
    const dishes = await storedDishes(t.db, menuId);
    expect(dishes).toHaveLength(5);
    expect(new Set(dishes.map((dish) => dish.identity_key)).size).toBe(5);
    expect((await t.db.query('SELECT id FROM menu_titles WHERE menu_id = $1', [menuId])).length).toBe(3);
    expect((await reviewTaskOf(menuId)).count).toBe(1);
    expect(await menuRow(menuId)).toMatchObject({ status: 'SCRAPED', dish_count: 5 });
  }, 90_000);
});

describe('worker processes', () => {
  it.skipIf(!process.env.DATABASE_URL)('a worker process killed mid-job (SIGKILL): its job is taken back after the missed heartbeats and completes here, once', async () => {
    // Only the other process works while it lives: this process's workers are stopped.
    await restartedWorkers?.stop();
    restartedWorkers = null;
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    slowSite.pages.set('/killed', { body: menuPage([STARTERS, MAINS]), hold });
    const { menuId } = await createScrapedMenu(t.db, `${slowSite.origin}/killed`, scraperId);

    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/scrapingWorkerProcess.ts'], {
      env: { ...process.env, DATABASE_URL: t.db.databaseUrl, DATA_DIR: t.config.dataDir, JWT_SECRET: t.config.jwtSecret, SCRAPER_ALLOWED_ORIGINS: slowSite.origin },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      await waitFor(async () => output.includes('worker ready'), `the worker process to start:\n${output}`, 30_000);
      const jobId = await schedule(t.db, menuId, scraperId, 'RESOLVE');
      await waitFor(async () => (slowSite.hits.get('/killed') ?? 0) >= 1, 'the worker process to request the slow page');
      child.kill('SIGKILL');
      await exited;
      release();
      expect(await jobState(t.db, jobId)).toMatchObject({ status: 'IN_PROGRESS', attempts: 1 });

      restartedWorkers = await startJobWorkers(t.db, t.config, TEST_WORKERS);
      const job = await finishedJob(t.db, jobId, 45_000);
      expect(job).toMatchObject({ status: 'COMPLETED', scraping_status: 'SUCCESS', attempts: 2, scraped_dish_count: 5 });
      const dishes = await storedDishes(t.db, menuId);
      expect(dishes).toHaveLength(5);
      expect(new Set(dishes.map((dish) => dish.identity_key)).size).toBe(5);
      expect(await menuRow(menuId)).toMatchObject({ status: 'SCRAPED', dish_count: 5 });
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      release();
    }
  }, 120_000);

  it('npm run worker refuses to start on PGlite (the API process owns the data folder and runs the jobs)', async () => {
    const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: t.config.dataDir, JWT_SECRET: t.config.jwtSecret },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => resolve({ code, output }));
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('npm run worker needs DATABASE_URL');
  }, 30_000);
});

describe('the demo sites with the product settings', () => {
  it('a demo site menu is SCRAPED within 5 s of scheduling, with the default worker settings (polling, dispatch, politeness)', async () => {
    // Only workers with the product's settings run: the suite's quicker ones are stopped (stop() is idempotent).
    await t.workers?.stop();
    await restartedWorkers?.stop();
    restartedWorkers = await startJobWorkers(t.db, t.config);
    const url = `${t.config.demoSitesOrigin}${DEMO_SITE_PATHS.oliveGrove}`;
    const { menuId } = await createScrapedMenu(t.db, url, scraperId, demoSiteInstructions('olive-grove', t.config.demoSitesOrigin));
    const started = Date.now();
    const jobId = await schedule(t.db, menuId, scraperId, 'RESOLVE');
    const job = await finishedJob(t.db, jobId, 10_000);
    const elapsedMs = Date.now() - started;
    expect(job).toMatchObject({ status: 'COMPLETED', scraping_status: 'SUCCESS' });
    expect(job.scraped_dish_count).toBeGreaterThan(10);
    expect((await menuRow(menuId)).status).toBe('SCRAPED');
    expect(elapsedMs).toBeLessThan(5000);
  }, 30_000);
});
