// The dish review API tests' setup: an app on a fresh database, people signed in with the roles the tests need, and a
// menu really scraped from a demo restaurant site (answered in-process) whose dish review task the pipeline opened.
import { afterAll, beforeAll } from 'vitest';
import type { Queryable } from '../../server/db/database';
import { demoSiteInstructions } from '../../server/demo-sites/demoSiteInstructions';
import { DEMO_SITE_PATHS } from '../../server/demo-sites/demoSites';
import { fileStoreOf } from '../../server/files/fileStoreOf';
import { runHtmlScrapeJob } from '../../server/jobs/htmlScrapeWorker';
import { createFetcher } from '../../server/scraping/fetcher';
import { startTestApp, type TestApp } from '../support/testApp';
import { createBrandWithGatewayTask, createTask } from '../support/taskFixtures';
import { createScrapedMenu, schedule } from './scrapingJobsSupport';

const PEOPLE = {
  reviewer: 'reviewer',
  otherReviewer: 'reviewer',
  admin: 'admin',
  teamLeader: 'teamLeader',
  scraper: 'juniorScraper',
  otherScraper: 'middleScraper',
  definer: 'definer',
  trainee: 'trainee',
  // Reads no menus and no tasks (reports only).
  reporter: 'reporter',
} as const;

export type Person = keyof typeof PEOPLE;

export function dishReviewTestApp() {
  const app = { t: undefined as unknown as TestApp };
  const tokens = {} as Record<Person, string>;
  const ids = {} as Record<Person, number>;

  beforeAll(async () => {
    app.t = await startTestApp();
    for (const [person, role] of Object.entries(PEOPLE) as [Person, string][]) {
      ids[person] = await app.t.createUser(role, `${person.toLowerCase()}@example.com`, { name: `${person} person` });
      tokens[person] = (await app.t.signIn(`${person.toLowerCase()}@example.com`)).accessToken;
    }
  }, 60_000);
  afterAll(() => app.t.close());

  const gql = <T>(person: Person, query: string, variables: Record<string, unknown> = {}) => app.t.gql<T>(query, variables, tokens[person]);

  /** Runs a scheduled HTML scrape in this process, as a worker would (no pg-boss needed). */
  async function runScrapeJob(jobId: number) {
    const { db, config } = app.t;
    return runHtmlScrapeJob({ db, fetcher: createFetcher({ db, config }), files: fileStoreOf(config) }, { scrapingJobId: jobId, signal: new AbortController().signal, isLastAttempt: true });
  }

  /**
   * The olive grove's menu scraped for real: its scraping task resolved by the scraper, its first run SCRAPED, and the
   * dish review task the pipeline opened, assigned to the reviewer.
   */
  async function scrapedMenuInReview() {
    const { db, config } = app.t;
    const url = `${config.demoSitesOrigin}${DEMO_SITE_PATHS.oliveGrove}`;
    const { brandId, menuId, scrapingTaskId } = await createScrapedMenu(db, url, ids.scraper, demoSiteInstructions('olive-grove', config.demoSitesOrigin));
    await db.query('UPDATE tasks SET assigned_to_id = $2 WHERE id = $1', [scrapingTaskId, ids.scraper]);
    const jobId = await schedule(db, menuId, ids.scraper);
    const result = await runScrapeJob(jobId);
    if (result?.menuStatus !== 'SCRAPED') throw new Error(`The demo scrape did not succeed: ${JSON.stringify(result)}`);
    const [review] = await db.query<{ id: number }>("SELECT id FROM tasks WHERE menu_id = $1 AND type = 'DISH_REVIEW'", [menuId]);
    await db.query('UPDATE tasks SET assigned_to_id = $2 WHERE id = $1', [review.id, ids.reviewer]);
    return { brandId, menuId, scrapingTaskId, reviewTaskId: review.id, jobId };
  }

  /** A PDF menu with a few dishes, its scraping task resolved by the scraper, and its dish review assigned to the reviewer. */
  async function documentMenuInReview() {
    const { db } = app.t;
    const { brandId } = await createBrandWithGatewayTask(db, { name: 'Document brand' });
    const [{ id: menuId }] = await db.query<{ id: number }>("INSERT INTO menus (brand_id, url, format, status) VALUES ($1, 'https://brand.example.com/menu.pdf', 'PDF', 'SCRAPED') RETURNING id", [brandId]);
    const scrapingTaskId = await createTask(db, brandId, 'MENU_SCRAPING', { menuId });
    await db.query("UPDATE tasks SET status = 'RESOLVED', assigned_to_id = $2, resolved_by_id = $2, resolved_date = now(), resolved_type = 'MANUAL' WHERE id = $1", [scrapingTaskId, ids.scraper]);
    const reviewTaskId = await createTask(db, brandId, 'DISH_REVIEW', { menuId });
    await db.query('UPDATE tasks SET assigned_to_id = $2 WHERE id = $1', [reviewTaskId, ids.reviewer]);
    return { brandId, menuId, scrapingTaskId, reviewTaskId };
  }

  return { app, ids, gql, runScrapeJob, scrapedMenuInReview, documentMenuInReview };
}

/** The menu, its items, the review task and every history event: what a refused call must leave exactly as it was. */
export async function reviewState(db: Queryable, menuId: number, reviewTaskId: number) {
  const json = (value: unknown) => JSON.parse(JSON.stringify(value));
  return json({
    menu: await db.query('SELECT * FROM menus WHERE id = $1', [menuId]),
    titles: await db.query('SELECT * FROM menu_titles WHERE menu_id = $1 ORDER BY id', [menuId]),
    dishes: await db.query('SELECT * FROM dishes WHERE menu_id = $1 ORDER BY id', [menuId]),
    tasks: await db.query('SELECT * FROM tasks WHERE menu_id = $1 ORDER BY id', [menuId]),
    jobs: await db.query('SELECT id, status FROM scraping_jobs WHERE menu_id = $1 ORDER BY id', [menuId]),
    events: (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM events'))[0].count,
    reviewTaskId,
  });
}

export const TASK_RESOLUTION = 'task { id databaseId status reopenReason assignedTo { databaseId } } nextTask { id } isBrandDefinitionAutoResolved';
