// Sessions running through the real engine (docs/sessions.md, "Running"): the demo data's MenuHost family (two clusters,
// one per layout, each with its template) scraped by sessions whose jobs wait in pg-boss for their moment in their slot
// (startAfter), run the template version pinned at the start, and count on their session until it is COMPLETED. Slots
// last 3 seconds here (config.sessionTiming), so a two-slot session runs in seconds; the planner's clock is a Monday noon.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runClustering } from '../../server/clusters/clustering';
import { MENU_HOST_PLATFORM } from '../../server/demo/demoMenuHost';
import { loadDemoData } from '../../server/demo/loadDemoData';
import { startTestApp, type TestApp } from '../support/testApp';
import { TEST_WORKERS } from './scrapingJobsSupport';

const MONDAY_NOON = new Date('2026-11-30T12:00:00Z');
const SLOT_MS = 3_000;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp({ sessionTiming: { planningNow: () => MONDAY_NOON, slotDurationMs: SLOT_MS } }, { workers: TEST_WORKERS });
  expect((await loadDemoData(t.db, { demoSitesOrigin: t.config.demoSitesOrigin })).loaded).toBe(true);
  await runClustering(t.db);
  await t.createUser('admin', 'session-admin@example.com', { name: 'Session Admin' });
  token = (await t.signIn('session-admin@example.com')).accessToken;
}, 240_000);
afterAll(async () => {
  await t?.close();
});

async function ok<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await t.gql<T>(query, variables, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as T;
}

interface Family {
  cluster_id: number;
  menu_id: number;
  is_down: boolean;
}

/** The MenuHost menus by cluster; the one whose site is down says so in its notes (server/demo/demoMenuHost.ts). */
async function family(): Promise<Family[]> {
  return t.db.query<Family>(
    `SELECT m.menu_scraping_cluster_id AS cluster_id, m.id AS menu_id, coalesce(m.notes LIKE '%site is down%', false) AS is_down
       FROM menus m WHERE m.platform_id = (SELECT id FROM platforms WHERE name = $1) AND m.menu_scraping_cluster_id IS NOT NULL ORDER BY m.id`,
    [MENU_HOST_PLATFORM.name],
  );
}

const SESSION = 'databaseId status totalMenuCount scrapedMenuCount timeSlotCount scrapingInstructionsVersionNumber jobCountByScrapingStatus { inProgress success partialSuccess error aborted }';

interface Session {
  databaseId: number;
  status: string;
  totalMenuCount: number;
  scrapedMenuCount: number;
  jobCountByScrapingStatus: { inProgress: number; success: number; partialSuccess: number; error: number; aborted: number };
}

async function waitForEnd(sessionId: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM html_scraping_sessions WHERE id = $1', [sessionId]);
    if (row!.status !== 'IN_PROGRESS') return;
    if (Date.now() > deadline) throw new Error(`Session ${sessionId} still in progress after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function jobsOf(sessionId: number) {
  return t.db.query<{ menu_id: number; status: string; scraping_status: string | null; started_date: Date; start_after: Date; slot_start: Date; slot_end: Date; template_version: number | null; menu_scraping_template_id: number | null }>(
    `SELECT menu_id, status, scraping_status, started_date, start_after, slot_start, slot_end, template_version, menu_scraping_template_id
       FROM scraping_jobs WHERE html_scraping_session_id = $1 ORDER BY id`,
    [sessionId],
  );
}

/**
 * Every job started at or after its moment in its slot (pg-boss held it until then). How late it may start depends on
 * the machine (polling, a loaded CI box); the bound here only catches a job forgotten for long.
 */
function expectRunAtSlots(jobs: Awaited<ReturnType<typeof jobsOf>>) {
  for (const job of jobs) {
    expect(new Date(job.started_date).getTime()).toBeGreaterThanOrEqual(new Date(job.start_after).getTime() - 50);
    expect(new Date(job.started_date).getTime()).toBeLessThan(new Date(job.slot_end).getTime() + 30_000);
  }
  expect(new Set(jobs.map((job) => new Date(job.slot_start).getTime())).size).toBe(2);
}

describe('sessions through the engine', () => {
  it("a MenuHost cluster's scraping session over 2 slots runs each job at its slot with the pinned template and ends COMPLETED, every menu scraped", async () => {
    const menus = await family();
    // The Carte layout's cluster: every site up.
    const clusterIds = [...new Set(menus.map((menu) => menu.cluster_id))];
    const clusterId = clusterIds.find((id) => !menus.some((menu) => menu.cluster_id === id && menu.is_down))!;
    const clusterMenus = menus.filter((menu) => menu.cluster_id === clusterId);
    const [template] = await t.db.query<{ id: number; version: number }>(
      'SELECT t.id, t.scraping_instructions_version AS version FROM menu_scraping_clusters c JOIN menu_scraping_templates t ON t.id = c.menu_scraping_template_id WHERE c.id = $1',
      [clusterId],
    );
    const flow = (await ok<{ startNewRerunFlow: { rerunFlow: { id: string } } }>('mutation($id: ID!) { startNewRerunFlow(menuScrapingClusterId: $id) { rerunFlow { id } } }', { id: String(clusterId) }))
      .startNewRerunFlow.rerunFlow.id;
    const complete = 'mutation($flow: ID!, $step: RerunStepType!) { completeRerunStep(rerunFlowId: $flow, stepType: $step) { rerunStepType } }';
    await ok(complete, { flow, step: 'PREPARATION' });
    await ok(complete, { flow, step: 'TEMPLATE_VALIDATION' });

    const started = (
      await ok<{ startMenuScrapingClusterSessionByStatuses: Session }>(
        `mutation($id: ID!, $data: MenuScrapingClusterSessionByStatusesInput!) { startMenuScrapingClusterSessionByStatuses(menuScrapingClusterId: $id, data: $data) { ${SESSION} } }`,
        { id: String(clusterId), data: { timeSlotCount: 2, menuStatuses: ['NEW'], ignoreWorkingHours: true } },
      )
    ).startMenuScrapingClusterSessionByStatuses;
    expect(started).toMatchObject({ status: 'IN_PROGRESS', totalMenuCount: clusterMenus.length });
    // A template version uploaded after the start does not change what the session runs.
    await t.db.query('UPDATE menu_scraping_templates SET scraping_instructions_version = scraping_instructions_version + 1 WHERE id = $1', [template!.id]);

    await waitForEnd(started.databaseId, 60_000);
    const [session] = (
      await ok<{ menuScrapingClusterHtmlScrapingSessions: { items: Session[] } }>(`query($id: ID!) { menuScrapingClusterHtmlScrapingSessions(menuScrapingClusterId: $id) { items { ${SESSION} } } }`, {
        id: String(clusterId),
      })
    ).menuScrapingClusterHtmlScrapingSessions.items;
    expect(session).toMatchObject({ databaseId: started.databaseId, status: 'COMPLETED', scrapedMenuCount: clusterMenus.length });
    expect(session!.jobCountByScrapingStatus).toMatchObject({ inProgress: 0, error: 0, aborted: 0 });
    const jobs = await jobsOf(started.databaseId);
    expect(jobs.every((job) => job.status === 'COMPLETED' && job.scraping_status !== 'ERROR' && job.template_version === template!.version)).toBe(true);
    expectRunAtSlots(jobs);
    const statuses = await t.db.query<{ status: string }>('SELECT DISTINCT status FROM menus WHERE id = ANY($1::int[])', [clusterMenus.map((menu) => menu.menu_id)]);
    expect(statuses.map((row) => row.status)).toEqual(['SCRAPED']);
  }, 120_000);

  it('a session of 30 MenuHost menus of both clusters over 2 slots, each job with its own cluster template, ends COMPLETED with every menu scraped', async () => {
    const menuIds = (await family()).filter((menu) => !menu.is_down).slice(0, 30).map((menu) => menu.menu_id);
    expect(menuIds).toHaveLength(30);
    const started = (
      await ok<{ startHtmlMenuScrapingRerunSession: Session }>(`mutation($data: HtmlMenuScrapingRerunSessionInput!) { startHtmlMenuScrapingRerunSession(data: $data) { ${SESSION} } }`, {
        data: { ignoreWorkingHours: true, timeSlotCount: 2, menuIds },
      })
    ).startHtmlMenuScrapingRerunSession;
    expect(started).toMatchObject({ status: 'IN_PROGRESS', totalMenuCount: 30 });
    await waitForEnd(started.databaseId, 90_000);
    const [session] = await t.db.query<{ status: string; scraped_menu_count: number }>('SELECT status, scraped_menu_count FROM html_scraping_sessions WHERE id = $1', [started.databaseId]);
    expect(session).toEqual({ status: 'COMPLETED', scraped_menu_count: 30 });
    const jobs = await jobsOf(started.databaseId);
    expect(jobs.filter((job) => job.status === 'COMPLETED' && job.scraping_status !== 'ERROR')).toHaveLength(30);
    expect(new Set(jobs.map((job) => job.menu_scraping_template_id)).size).toBe(2);
    expectRunAtSlots(jobs);
  }, 150_000);

  it('the failure rule aborts a cluster session whose template looks broken: most finished jobs ERROR', async () => {
    const menus = await family();
    const brokenCluster = menus.find((menu) => menu.is_down)!.cluster_id;
    const clusterMenus = menus.filter((menu) => menu.cluster_id === brokenCluster);
    // A new version of the template whose page is not there: every run is an ERROR.
    const broken = '{"pages":[{"url":"./nowhere"}]}';
    await t.db.query(
      `WITH t AS (UPDATE menu_scraping_templates SET scraping_instructions = $2::json, scraping_instructions_version = scraping_instructions_version + 1
                   WHERE id = (SELECT menu_scraping_template_id FROM menu_scraping_clusters WHERE id = $1) RETURNING id, scraping_instructions_version)
       INSERT INTO menu_scraping_template_versions (menu_scraping_template_id, number, scraping_instructions) SELECT id, scraping_instructions_version, $2::json FROM t`,
      [brokenCluster, broken],
    );
    const flow = (await ok<{ startNewRerunFlow: { rerunFlow: { id: string } } }>('mutation($id: ID!) { startNewRerunFlow(menuScrapingClusterId: $id) { rerunFlow { id } } }', { id: String(brokenCluster) }))
      .startNewRerunFlow.rerunFlow.id;
    await ok('mutation($flow: ID!, $step: RerunStepType!) { completeRerunStep(rerunFlowId: $flow, stepType: $step) { rerunStepType } }', { flow, step: 'PREPARATION' });
    const started = (
      await ok<{ startMenuScrapingClusterSessionByRolesOrIds: Session }>(
        `mutation($id: ID!, $data: MenuScrapingClusterSessionByRolesOrIdsInput!) { startMenuScrapingClusterSessionByRolesOrIds(menuScrapingClusterId: $id, data: $data) { ${SESSION} } }`,
        { id: String(brokenCluster), data: { timeSlotCount: 10, menuIds: clusterMenus.map((menu) => menu.menu_id), randomlySelectedMenuCount: 0, ignoreWorkingHours: true } },
      )
    ).startMenuScrapingClusterSessionByRolesOrIds;
    await waitForEnd(started.databaseId, 60_000);
    const [session] = await t.db.query<{ status: string; aborted_reason: string; error_job_count: number; aborted_job_count: number }>(
      'SELECT status, aborted_reason, error_job_count, aborted_job_count FROM html_scraping_sessions WHERE id = $1',
      [started.databaseId],
    );
    expect(session).toMatchObject({ status: 'AUTOMATICALLY_ABORTED' });
    expect(session!.aborted_reason).toMatch(/template looks broken/);
    expect(session!.error_job_count).toBeGreaterThanOrEqual(10);
    expect(session!.aborted_job_count).toBeGreaterThan(0);
  }, 120_000);
});
