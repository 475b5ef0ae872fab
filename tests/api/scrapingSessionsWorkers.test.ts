// A session's jobs shared by worker processes on PostgreSQL (issue 27, "Scale"; docs/sessions.md, "Running"): the API
// runs no workers (as API_WORKERS=false), worker processes take the session's jobs as their slots come, a worker killed
// mid-job (SIGKILL: no stop, no failing of its jobs) loses none (another takes it back after the missed heartbeats), and
// no menu's run is persisted twice: every job ends once, the session counts each menu once, no dish is stored twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp';
import { createScrapedMenu, menuPage, startLocalSite, storedDishes, waitFor, type LocalSite, type MenuSection } from './scrapingJobsSupport';

const onPostgres = Boolean(process.env.DATABASE_URL);
const MENUS = 12;
const SLOT_MS = 2_000;
const SECTIONS: MenuSection[] = [
  { title: 'Starters', dishes: [{ name: 'Soup', price: '£5.00' }, { name: 'Bread', price: '£3.00' }] },
  { title: 'Mains', dishes: [{ name: 'Pie', price: '£12.00' }] },
];

let t: TestApp;
let site: LocalSite;
let token: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  site = await startLocalSite();
  // No job worker in this process: only the worker processes run the session's jobs.
  t = await startTestApp({ scraperAllowedOrigins: [site.origin], sessionTiming: { slotDurationMs: SLOT_MS } });
  await t.createUser('admin', 'workers-admin@example.com', { name: 'Workers Admin' });
  token = (await t.signIn('workers-admin@example.com')).accessToken;
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await t?.close();
  await site?.close();
});

/** A worker process (tests/api/scrapingWorkerProcess.ts) on the suite's database; resolves once it takes jobs. */
async function startWorkerProcess(): Promise<{ child: ChildProcess; exited: Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/scrapingWorkerProcess.ts'], {
    env: { ...process.env, DATABASE_URL: t.db.databaseUrl, DATA_DIR: t.config.dataDir, JWT_SECRET: t.config.jwtSecret, SCRAPER_ALLOWED_ORIGINS: site.origin },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(async () => output.includes('worker ready'), `a worker process to start:\n${output}`, 60_000);
  return { child, exited };
}

describe('worker processes sharing a session', () => {
  it.skipIf(!onPostgres)('two workers share the jobs; a worker killed mid-job loses none and no menu is persisted twice', async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const menuIds: number[] = [];
    const [{ id: resolverId }] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'workers-admin@example.com'");
    for (let index = 0; index < MENUS; index += 1) {
      const path = `/session-menu-${index}`;
      // The first menu's page answers only when released: the worker that takes it is killed while it waits.
      site.pages.set(path, { body: menuPage(SECTIONS), ...(index === 0 ? { hold } : {}) });
      menuIds.push((await createScrapedMenu(t.db, `${site.origin}${path}`, resolverId!)).menuId);
    }
    const first = await startWorkerProcess();
    const start = await t.gql<{ startHtmlMenuScrapingRerunSession: { databaseId: number; totalMenuCount: number } }>(
      'mutation($data: HtmlMenuScrapingRerunSessionInput!) { startHtmlMenuScrapingRerunSession(data: $data) { databaseId totalMenuCount } }',
      { data: { ignoreWorkingHours: true, timeSlotCount: 2, menuIds } },
      token,
    );
    expect(start.errors).toBeUndefined();
    const sessionId = start.data!.startHtmlMenuScrapingRerunSession.databaseId;
    const [heldJob] = await t.db.query<{ id: number }>('SELECT id FROM scraping_jobs WHERE html_scraping_session_id = $1 AND menu_id = $2', [sessionId, menuIds[0]]);

    await waitFor(async () => (site.hits.get('/session-menu-0') ?? 0) >= 1, 'the first worker to request the held page', 30_000);
    first.child.kill('SIGKILL');
    await first.exited;
    release();
    const [afterKill] = await t.db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM scraping_jobs WHERE id = $1', [heldJob!.id]);
    expect(afterKill).toMatchObject({ status: 'IN_PROGRESS', attempts: 1 });

    await Promise.all([startWorkerProcess(), startWorkerProcess()]);
    await waitFor(
      async () => (await t.db.query<{ status: string }>('SELECT status FROM html_scraping_sessions WHERE id = $1', [sessionId]))[0]!.status !== 'IN_PROGRESS',
      'the session to end',
      90_000,
    );
    const [session] = await t.db.query<Record<string, unknown>>(
      'SELECT status, total_menu_count, scraped_menu_count, in_progress_job_count, success_job_count, error_job_count, aborted_job_count FROM html_scraping_sessions WHERE id = $1',
      [sessionId],
    );
    expect(session).toEqual({ status: 'COMPLETED', total_menu_count: MENUS, scraped_menu_count: MENUS, in_progress_job_count: 0, success_job_count: MENUS, error_job_count: 0, aborted_job_count: 0 });
    const jobs = await t.db.query<{ menu_id: number; status: string; scraping_status: string; attempts: number }>(
      'SELECT menu_id, status, scraping_status, attempts FROM scraping_jobs WHERE html_scraping_session_id = $1 ORDER BY menu_id',
      [sessionId],
    );
    expect(jobs.map((job) => job.menu_id)).toEqual(menuIds);
    expect(jobs.every((job) => job.status === 'COMPLETED' && job.scraping_status === 'SUCCESS')).toBe(true);
    // The held job was taken back by another worker: a second attempt.
    expect(jobs[0]!.attempts).toBe(2);
    for (const menuId of menuIds) {
      const dishes = await storedDishes(t.db, menuId);
      expect(dishes).toHaveLength(3);
      expect(new Set(dishes.map((dish) => dish.identity_key)).size).toBe(3);
    }
    // One SCRAPE event per menu: each run persisted once.
    const [{ count }] = await t.db.query<{ count: number }>("SELECT count(*)::int AS count FROM events WHERE entity_type = 'MENU' AND type = 'SCRAPE' AND entity_id = ANY($1::int[])", [menuIds]);
    expect(count).toBe(MENUS);
  }, 240_000);
});
