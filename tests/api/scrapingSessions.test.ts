// HTML scraping sessions through the API (spec 3, sections 4-8; docs/sessions.md): both cluster forms and the reruns
// page's, every form rule with its message (a refusal changes nothing), the rerun flow step that offers each form, each
// SCRAPING_SESSION_* answer with its data and the confirmed resend, abort only in progress, a restart of template
// validation aborting the sessions, permissions, history events and the report. The planner runs on a fixed clock (a
// Monday noon in London), so which menus are open does not depend on when the suite runs. No job worker runs here: the
// jobs wait in the outbox (tests/api/scrapingSessionsRunning.test.ts runs them).
import { describe, expect, it } from 'vitest';
import { CLUSTER_EDIT_FORBIDDEN } from '../../machines/clusterRules';
import { SESSION_FORM_MESSAGES } from '../../machines/rerunFlowMachine';
import { SESSION_START_ERROR_TYPES } from '../../domain/scrapingSessions';
import { ABORTED_BY_RESTART } from '../../server/sessions/sessionAbort';
import { menusInRunningSessionMessage } from '../../server/sessions/sessionOverlap';
import { SESSION_NOT_IN_PROGRESS } from '../../server/sessions/sessionRows';
import { SESSION_INPUT_MESSAGES } from '../../server/sessions/sessionStartInput';
import { parseCsv } from './reportTestSupport';
import { brandId, gql, insertCluster, insertMenu, insertTemplate, ok, setUpClusterSuite, storedState, t, users, type Who } from './menuScrapingClustersSupport';

/** Monday 30 November 2026, 12:00 in London (GMT): the default opening hours (12:00-21:00) hold every slot of a short session. */
const MONDAY_NOON = new Date('2026-11-30T12:00:00Z');
setUpClusterSuite({ sessionTiming: { planningNow: () => MONDAY_NOON, slotDurationMs: 60_000 } });

const SESSION = `id databaseId kind status menuScrapingClusterId createdDate createdBy { name } scrapingInstructionsVersionNumber timeSlotCount startTime
  estimatedCompletionTime completedDate totalMenuCount scrapedMenuCount configuration abortedReason abortRefusal
  jobCountByScrapingStatus { inProgress success partialSuccess error aborted }`;
const BY_STATUSES = `mutation($id: ID!, $data: MenuScrapingClusterSessionByStatusesInput!) { startMenuScrapingClusterSessionByStatuses(menuScrapingClusterId: $id, data: $data) { ${SESSION} } }`;
const BY_ROLES = `mutation($id: ID!, $data: MenuScrapingClusterSessionByRolesOrIdsInput!) { startMenuScrapingClusterSessionByRolesOrIds(menuScrapingClusterId: $id, data: $data) { ${SESSION} } }`;
const ABORT = `mutation($id: ID!) { abortHtmlScrapingSession(id: $id) { ${SESSION} } }`;
const CLUSTER_SESSIONS = `query($id: ID!, $page: Int, $pageSize: Int) { menuScrapingClusterHtmlScrapingSessions(menuScrapingClusterId: $id, page: $page, pageSize: $pageSize) { total items { ${SESSION} } } }`;
const CLUSTER_REPORT = 'query($id: ID!) { menuScrapingClusterHtmlScrapingSessionReportUrl(id: $id) }';
const RERUN_START = `mutation($data: HtmlMenuScrapingRerunSessionInput!) { startHtmlMenuScrapingRerunSession(data: $data) { ${SESSION} } }`;
const RERUN_ABORT = `mutation($id: ID!) { abortHtmlMenuScrapingRerunSession(id: $id) { ${SESSION} } }`;
const RERUN_SESSIONS = `query($page: Int, $pageSize: Int) { htmlMenuScrapingRerunSessions(page: $page, pageSize: $pageSize) { total items { ${SESSION} } } }`;
const RERUN_REPORT = 'query($id: ID!) { htmlMenuScrapingRerunSessionReportUrl(id: $id) }';
const START_FLOW = 'mutation($id: ID!) { startNewRerunFlow(menuScrapingClusterId: $id) { rerunFlow { id } } }';
const COMPLETE = 'mutation($flow: ID!, $step: RerunStepType!, $confirmed: Boolean) { completeRerunStep(rerunFlowId: $flow, stepType: $step, isConfirmed: $confirmed) { rerunStepType } }';
const RESTART = 'mutation($flow: ID!, $step: RerunStepType!) { restartRerunStep(rerunFlowId: $flow, stepType: $step) { rerunStepType } }';

interface Session {
  databaseId: number;
  kind: string;
  status: string;
  timeSlotCount: number;
  totalMenuCount: number;
  scrapedMenuCount: number;
  scrapingInstructionsVersionNumber: number | null;
  configuration: Record<string, unknown>;
  abortedReason: string | null;
  abortRefusal: string | null;
  startTime: string;
  estimatedCompletionTime: string;
  completedDate: string | null;
  createdBy: { name: string } | null;
  jobCountByScrapingStatus: { inProgress: number; success: number; partialSuccess: number; error: number; aborted: number };
}

/** Everything a session start or abort can change. */
async function sessionState() {
  return JSON.stringify({
    base: await storedState(),
    sessions: await t.db.query('SELECT * FROM html_scraping_sessions ORDER BY id'),
    jobs: await t.db.query('SELECT id, status, html_scraping_session_id, slot_start FROM scraping_jobs ORDER BY id'),
  });
}

async function expectRefused(query: string, variables: Record<string, unknown>, who: Who, type: string, message?: string) {
  const before = await sessionState();
  const result = await gql(query, variables, who);
  expect(result.errors?.[0]?.extensions?.type, JSON.stringify(result.errors)).toBe(type);
  if (message !== undefined) expect(result.errors?.[0]?.message).toBe(message);
  expect(await sessionState()).toEqual(before);
  return result.errors![0]!;
}

/** A cluster assigned to the assignee with a template (version 3) and a flow at `step`, and menus of the given roles. */
async function clusterAt(step: 'TEMPLATE_VALIDATION' | 'SCRAPING', roles: (string | null)[]) {
  const templateId = await insertTemplate(`Template ${Math.random()}`);
  await t.db.query('UPDATE menu_scraping_templates SET scraping_instructions_version = 3 WHERE id = $1', [templateId]);
  const id = await insertCluster({ menu_scraping_template_id: templateId, assigned_to_id: users.assignee });
  const menuIds: number[] = [];
  for (const [index, role] of roles.entries()) {
    menuIds.push(await insertMenu({ menu_scraping_cluster_id: id, scraping_cluster_role: role, url: `https://site${index % 3}.example.com/menus/${Math.random()}` }));
  }
  const flow = (await ok<{ startNewRerunFlow: { rerunFlow: { id: string } } }>(START_FLOW, { id: String(id) }, 'assignee')).startNewRerunFlow.rerunFlow.id;
  await ok(COMPLETE, { flow, step: 'PREPARATION' }, 'assignee');
  if (step === 'SCRAPING') await ok(COMPLETE, { flow, step: 'TEMPLATE_VALIDATION' }, 'assignee');
  return { id, menuIds, flow, templateId };
}

/** A location of the menu open only on Sundays: closed in every slot of a Monday session. */
async function closeOnMonday(menuId: number) {
  await t.db.query(
    `INSERT INTO locations (brand_id, name, menu_id, menu_status, working_hours) VALUES ($1, 'Sunday only', $2, 'OWN_MENU', $3)`,
    [brandId, menuId, JSON.stringify([{ dayOfWeek: 0, intervals: [{ openTime: '10:00', closeTime: '16:00' }] }])],
  );
}

const startByStatuses = async (id: number, data: Record<string, unknown>, who: Who = 'assignee') =>
  (await ok<{ startMenuScrapingClusterSessionByStatuses: Session }>(BY_STATUSES, { id: String(id), data }, who)).startMenuScrapingClusterSessionByStatuses;
const startByRoles = async (id: number, data: Record<string, unknown>, who: Who = 'assignee') =>
  (await ok<{ startMenuScrapingClusterSessionByRolesOrIds: Session }>(BY_ROLES, { id: String(id), data }, who)).startMenuScrapingClusterSessionByRolesOrIds;

async function jobsOf(sessionId: number) {
  return t.db.query<{ id: number; menu_id: number; status: string; kind: string; reason: string; slot_start: Date; slot_end: Date; start_after: Date; template_version: number | null; menu_scraping_template_id: number | null }>(
    'SELECT id, menu_id, status, kind, reason, slot_start, slot_end, start_after, template_version, menu_scraping_template_id FROM scraping_jobs WHERE html_scraping_session_id = $1 ORDER BY id',
    [sessionId],
  );
}

const sessionEvents = (sessionId: number) =>
  t.db.query<{ type: string; sub_type: string; user_id: number | null; data: Record<string, unknown> }>(
    "SELECT type, sub_type, user_id, data FROM events WHERE entity_type = 'HTML_SCRAPING_SESSION' AND entity_id = $1 ORDER BY id",
    [sessionId],
  );

describe('cluster sessions: the statuses form (SCRAPING)', () => {
  it('starts a session of the menus with the statuses, one RERUN job per menu in its slot, the template version pinned, with its events', async () => {
    const { id, menuIds, templateId } = await clusterAt('SCRAPING', [null, null, null, null]);
    await t.db.query("UPDATE menus SET status = 'SCRAPED', scraping_status = 'SUCCESS' WHERE id = $1", [menuIds[3]]);
    const session = await startByStatuses(id, { timeSlotCount: 2, menuStatuses: ['NEW'] });
    expect(session).toMatchObject({
      kind: 'CLUSTER_SCRAPING',
      status: 'IN_PROGRESS',
      timeSlotCount: 2,
      totalMenuCount: 3,
      scrapedMenuCount: 0,
      scrapingInstructionsVersionNumber: 3,
      configuration: { timeSlotCount: 2, menuStatuses: ['NEW'] },
      createdBy: { name: 'Sam Assignee' },
      completedDate: null,
      abortRefusal: null,
      jobCountByScrapingStatus: { inProgress: 3, success: 0, partialSuccess: 0, error: 0, aborted: 0 },
    });
    // Slots of a minute (the suite's slot length) from the start: the estimated completion is the last used slot's end.
    expect(Date.parse(session.estimatedCompletionTime) - Date.parse(session.startTime)).toBe(2 * 60_000);
    const jobs = await jobsOf(session.databaseId);
    expect(jobs.map((job) => job.menu_id).sort()).toEqual(menuIds.slice(0, 3).sort());
    for (const job of jobs) {
      expect(job).toMatchObject({ kind: 'HTML_SCRAPING', status: 'IN_PROGRESS', reason: 'RERUN', menu_scraping_template_id: templateId, template_version: 3 });
      expect(new Date(job.start_after).getTime()).toBeGreaterThanOrEqual(new Date(job.slot_start).getTime());
      expect(new Date(job.start_after).getTime()).toBeLessThan(new Date(job.slot_end).getTime());
    }
    // Two slots, balanced: two menus in one, one in the other.
    const perSlot = new Map<number, number>();
    for (const job of jobs) perSlot.set(new Date(job.slot_start).getTime(), (perSlot.get(new Date(job.slot_start).getTime()) ?? 0) + 1);
    expect([...perSlot.values()].sort()).toEqual([1, 2]);
    const menus = await t.db.query<{ status: string }>('SELECT status FROM menus WHERE id = ANY($1::int[]) ORDER BY id', [menuIds.slice(0, 3)]);
    expect(menus.every((menu) => menu.status === 'SCRAPE_SCHEDULED')).toBe(true);
    expect(await sessionEvents(session.databaseId)).toEqual([
      expect.objectContaining({ type: 'CREATE', sub_type: 'START_HTML_SCRAPING_SESSION', user_id: users.assignee, data: expect.objectContaining({ totalMenuCount: 3, templateVersion: 3 }) }),
    ]);
    const listed = (await ok<{ menuScrapingClusterHtmlScrapingSessions: { total: number; items: Session[] } }>(CLUSTER_SESSIONS, { id: String(id) }, 'other')).menuScrapingClusterHtmlScrapingSessions;
    expect(listed.total).toBe(1);
    // The viewer who is not the assignee sees Abort disabled with the edit rule's reason.
    expect(listed.items[0]).toMatchObject({ databaseId: session.databaseId, abortRefusal: CLUSTER_EDIT_FORBIDDEN });
  });

  it('filters by scraping status, alone or with menu statuses', async () => {
    const { id, menuIds } = await clusterAt('SCRAPING', [null, null, null]);
    await t.db.query("UPDATE menus SET status = 'SCRAPED', scraping_status = 'ERROR' WHERE id = ANY($1::int[])", [menuIds.slice(0, 2)]);
    await t.db.query("UPDATE menus SET scraping_status = 'SUCCESS' WHERE id = $1", [menuIds[1]]);
    expect((await startByStatuses(id, { timeSlotCount: 1, scrapingStatuses: ['ERROR'] })).totalMenuCount).toBe(1);
  });

  it('leaves out a menu whose job still waits in a session in progress, until that session ends', async () => {
    const { id, menuIds } = await clusterAt('SCRAPING', [null]);
    await t.db.query("UPDATE menus SET status = 'SCRAPED', scraping_status = 'ERROR' WHERE id = $1", [menuIds[0]]);
    const data = { timeSlotCount: 1, scrapingStatuses: ['ERROR'] };
    const first = await startByStatuses(id, data);
    expect(first.totalMenuCount).toBe(1);
    const error = await expectRefused(BY_STATUSES, { id: String(id), data }, 'assignee', SESSION_START_ERROR_TYPES.noMenusAvailable);
    expect(error.extensions).toMatchObject({ selectedMenuCount: 0 });
    await ok(ABORT, { id: String(first.databaseId) }, 'assignee');
    expect((await startByStatuses(id, data)).totalMenuCount).toBe(1);
  });

  it('refuses each form rule with its message, changing nothing', async () => {
    const { id } = await clusterAt('SCRAPING', [null]);
    const cases: [Record<string, unknown>, string][] = [
      [{ timeSlotCount: 2 }, SESSION_INPUT_MESSAGES.statusesRequired],
      [{ timeSlotCount: 2, menuStatuses: [], scrapingStatuses: [] }, SESSION_INPUT_MESSAGES.statusesRequired],
      [{ menuStatuses: ['NEW'] }, SESSION_INPUT_MESSAGES.timeSlotCountRequired],
      [{ timeSlotCount: 2, isMinimumTimeSlotCount: true, menuStatuses: ['NEW'] }, SESSION_INPUT_MESSAGES.timeSlotCountMustBeEmpty],
      [{ timeSlotCount: 673, menuStatuses: ['NEW'] }, SESSION_INPUT_MESSAGES.timeSlotCountRange],
      [{ timeSlotCount: -1, menuStatuses: ['NEW'] }, SESSION_INPUT_MESSAGES.timeSlotCountRange],
    ];
    for (const [data, message] of cases) await expectRefused(BY_STATUSES, { id: String(id), data }, 'assignee', 'VALIDATION', message);
  });

  it('is offered only while SCRAPING is the current step', async () => {
    const { id } = await clusterAt('TEMPLATE_VALIDATION', [null]);
    await expectRefused(BY_STATUSES, { id: String(id), data: { timeSlotCount: 2, menuStatuses: ['NEW'] } }, 'assignee', 'VALIDATION', SESSION_FORM_MESSAGES.STATUSES);
    const noFlow = await insertCluster({ assigned_to_id: users.assignee });
    await insertMenu({ menu_scraping_cluster_id: noFlow });
    await expectRefused(BY_STATUSES, { id: String(noFlow), data: { timeSlotCount: 2, menuStatuses: ['NEW'] } }, 'assignee', 'VALIDATION', SESSION_FORM_MESSAGES.STATUSES);
  });

  it('is refused to whoever is not the assignee or an admin, and without the cluster screens; an admin may', async () => {
    const { id } = await clusterAt('SCRAPING', [null]);
    const variables = { id: String(id), data: { timeSlotCount: 2, menuStatuses: ['NEW'] } };
    await expectRefused(BY_STATUSES, variables, 'other', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
    await expectRefused(BY_STATUSES, variables, 'junior', 'FORBIDDEN');
    expect((await startByStatuses(id, variables.data, 'admin')).status).toBe('IN_PROGRESS');
  });

  it('SCRAPING_SESSION_NO_MENUS_AVAILABLE when nothing is selected, also when confirmed', async () => {
    const { id } = await clusterAt('SCRAPING', [null]);
    const error = await expectRefused(BY_STATUSES, { id: String(id), data: { timeSlotCount: 2, menuStatuses: ['REJECTED'] } }, 'assignee', SESSION_START_ERROR_TYPES.noMenusAvailable);
    expect(error.extensions).toMatchObject({ selectedMenuCount: 0 });
    await expectRefused(BY_STATUSES, { id: String(id), data: { timeSlotCount: 2, menuStatuses: ['REJECTED'], isStartSessionConfirmed: true } }, 'assignee', SESSION_START_ERROR_TYPES.noMenusAvailable);
  });

  it('SCRAPING_SESSION_NOT_ALL_MENUS_ARE_AVAILABLE says N of M; confirmed, the session runs the available menus', async () => {
    const { id, menuIds } = await clusterAt('SCRAPING', [null, null, null]);
    await closeOnMonday(menuIds[0]!);
    const data = { timeSlotCount: 2, menuStatuses: ['NEW'] };
    const error = await expectRefused(BY_STATUSES, { id: String(id), data }, 'assignee', SESSION_START_ERROR_TYPES.notAllMenusAvailable);
    expect(error.extensions).toMatchObject({ unavailableMenuCount: 1, totalMenuCount: 3 });
    // Ignoring working hours (the form or the cluster's flag), every menu is available.
    const ignoring = await startByStatuses(id, { ...data, ignoreWorkingHours: true });
    expect(ignoring.totalMenuCount).toBe(3);
    // Aborted, its menus are NEW again and no longer wait in a session.
    await ok(ABORT, { id: String(ignoring.databaseId) }, 'assignee');
    const confirmed = await startByStatuses(id, { ...data, isStartSessionConfirmed: true });
    expect(confirmed.totalMenuCount).toBe(2);
    expect(confirmed.configuration).not.toHaveProperty('isStartSessionConfirmed');
    expect((await jobsOf(confirmed.databaseId)).map((job) => job.menu_id)).not.toContain(menuIds[0]);
  });

  it('SCRAPING_SESSION_MIN_TIME_SLOT_COUNT_NOT_CONFIRMED gives the minimum count and estimated completion; confirmed, it starts with it', async () => {
    const { id } = await clusterAt('SCRAPING', [null, null, null]);
    const data = { isMinimumTimeSlotCount: true, menuStatuses: ['NEW'] };
    const error = await expectRefused(BY_STATUSES, { id: String(id), data }, 'assignee', SESSION_START_ERROR_TYPES.minTimeSlotCountNotConfirmed);
    expect(error.extensions).toMatchObject({ minimumTimeSlotCount: 1, unavailableMenuCount: 0, totalMenuCount: 3 });
    expect(Number.isNaN(Date.parse(String(error.extensions!.estimatedCompletionTime)))).toBe(false);
    const session = await startByStatuses(id, { ...data, isStartSessionConfirmed: true });
    expect(session).toMatchObject({ timeSlotCount: 1, totalMenuCount: 3 });
  });

  it('zero time slots sends every menu at once', async () => {
    const { id } = await clusterAt('SCRAPING', [null, null]);
    const session = await startByStatuses(id, { timeSlotCount: 0, menuStatuses: ['NEW'] });
    expect(session.startTime).toBe(session.estimatedCompletionTime);
    const jobs = await jobsOf(session.databaseId);
    expect(jobs.every((job) => new Date(job.start_after).getTime() === new Date(session.startTime).getTime())).toBe(true);
  });
});

describe('cluster sessions: the roles-or-ids form (TEMPLATE_VALIDATION)', () => {
  it('starts by roles plus random other menus', async () => {
    const { id, menuIds } = await clusterAt('TEMPLATE_VALIDATION', ['LEAD', 'COMPLEX', 'CORE', null, null, null]);
    const session = await startByRoles(id, { timeSlotCount: 2, menuRoles: ['LEAD', 'CORE'], randomlySelectedMenuCount: 2 });
    expect(session).toMatchObject({ kind: 'CLUSTER_VALIDATION', totalMenuCount: 4 });
    const picked = (await jobsOf(session.databaseId)).map((job) => job.menu_id);
    // The lead and the core menu, and two of the four others (the complex one among them by chance only).
    expect(picked).toEqual(expect.arrayContaining([menuIds[0], menuIds[2]]));
    expect(new Set(picked).size).toBe(4);
    expect(picked.filter((menuId) => menuId !== menuIds[0] && menuId !== menuIds[2]).every((menuId) => [menuIds[1], ...menuIds.slice(3)].includes(menuId))).toBe(true);
  });

  it('starts by ids; refuses an id that is not a menu of the cluster', async () => {
    const { id, menuIds } = await clusterAt('TEMPLATE_VALIDATION', ['LEAD', null, null]);
    const outsider = await insertMenu({});
    await expectRefused(BY_ROLES, { id: String(id), data: { timeSlotCount: 2, menuIds: [menuIds[1], outsider], randomlySelectedMenuCount: 0 } }, 'assignee', 'VALIDATION');
    const session = await startByRoles(id, { timeSlotCount: 2, menuIds: [menuIds[1]], randomlySelectedMenuCount: 0 });
    expect((await jobsOf(session.databaseId)).map((job) => job.menu_id)).toEqual([menuIds[1]]);
  });

  it('refuses each form rule with its message, and the statuses step', async () => {
    const { id, menuIds } = await clusterAt('TEMPLATE_VALIDATION', ['LEAD']);
    const cases: [Record<string, unknown>, string][] = [
      [{ timeSlotCount: 2 }, SESSION_INPUT_MESSAGES.rolesOrIdsRequired],
      [{ timeSlotCount: 2, menuRoles: [], randomlySelectedMenuCount: 0 }, SESSION_INPUT_MESSAGES.rolesOrIdsRequired],
      [{ timeSlotCount: 2, menuIds: [menuIds[0]] }, SESSION_INPUT_MESSAGES.randomCountRequired],
      [{ timeSlotCount: 2, menuRoles: ['LEAD'], randomlySelectedMenuCount: 101 }, SESSION_INPUT_MESSAGES.randomCountRange],
      [{ timeSlotCount: 2, menuIds: [menuIds[0]], menuRoles: ['LEAD'], randomlySelectedMenuCount: 0 }, SESSION_INPUT_MESSAGES.rolesWithIds],
      [{ menuRoles: ['LEAD'] }, SESSION_INPUT_MESSAGES.timeSlotCountRequired],
    ];
    for (const [data, message] of cases) await expectRefused(BY_ROLES, { id: String(id), data }, 'assignee', 'VALIDATION', message);
    const scraping = await clusterAt('SCRAPING', ['LEAD']);
    await expectRefused(BY_ROLES, { id: String(scraping.id), data: { timeSlotCount: 2, menuRoles: ['LEAD'] } }, 'assignee', 'VALIDATION', SESSION_FORM_MESSAGES.ROLES_OR_IDS);
  });

  it('SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_ROLES_ARE_AVAILABLE lists the unavailable ids per role; confirmed, it starts', async () => {
    const { id, menuIds } = await clusterAt('TEMPLATE_VALIDATION', ['LEAD', 'CORE', 'CORE']);
    await closeOnMonday(menuIds[0]!);
    await closeOnMonday(menuIds[2]!);
    const data = { timeSlotCount: 2, menuRoles: ['LEAD', 'COMPLEX', 'CORE'], randomlySelectedMenuCount: 0 };
    const error = await expectRefused(BY_ROLES, { id: String(id), data }, 'assignee', SESSION_START_ERROR_TYPES.notAllMenusSelectedByRolesAvailable);
    expect(error.extensions).toMatchObject({ unavailableMenuIdsByRole: { LEAD: [menuIds[0]], COMPLEX: [], CORE: [menuIds[2]] }, unavailableRandomMenuCount: 0, totalMenuCount: 3 });
    expect((await startByRoles(id, { ...data, isStartSessionConfirmed: true })).totalMenuCount).toBe(1);
  });

  it('SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_IDS_AVAILABLE lists the unavailable ids; confirmed, it starts', async () => {
    const { id, menuIds } = await clusterAt('TEMPLATE_VALIDATION', [null, null]);
    await closeOnMonday(menuIds[1]!);
    const data = { timeSlotCount: 2, menuIds, randomlySelectedMenuCount: 0 };
    const error = await expectRefused(BY_ROLES, { id: String(id), data }, 'assignee', SESSION_START_ERROR_TYPES.notAllMenusSelectedByIdsAvailable);
    expect(error.extensions).toMatchObject({ unavailableMenuIds: [menuIds[1]], totalMenuCount: 2 });
    expect((await startByRoles(id, { ...data, isStartSessionConfirmed: true })).totalMenuCount).toBe(1);
  });
});

describe('abort', () => {
  it('aborts a session in progress: its jobs not started are cancelled and their menus get their status back; only in progress', async () => {
    const { id, menuIds } = await clusterAt('SCRAPING', [null, null]);
    await t.db.query("UPDATE menus SET status = 'SCRAPED' WHERE id = $1", [menuIds[0]]);
    const session = await startByStatuses(id, { timeSlotCount: 2, menuStatuses: ['NEW', 'SCRAPED'] });
    await expectRefused(ABORT, { id: String(session.databaseId) }, 'other', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
    // The reruns page's abort does not reach a cluster session.
    await expectRefused(RERUN_ABORT, { id: String(session.databaseId) }, 'admin', 'SCRAPING_SESSION_NOT_FOUND');
    const aborted = (await ok<{ abortHtmlScrapingSession: Session }>(ABORT, { id: String(session.databaseId) }, 'assignee')).abortHtmlScrapingSession;
    expect(aborted).toMatchObject({ status: 'MANUALLY_ABORTED', abortRefusal: SESSION_NOT_IN_PROGRESS, jobCountByScrapingStatus: { inProgress: 0, aborted: 2 } });
    expect(aborted.completedDate).not.toBeNull();
    expect((await jobsOf(session.databaseId)).map((job) => job.status)).toEqual(['ABORTED', 'ABORTED']);
    const menus = await t.db.query<{ id: number; status: string }>('SELECT id, status FROM menus WHERE id = ANY($1::int[]) ORDER BY id', [menuIds]);
    expect(menus.map((menu) => menu.status)).toEqual(['SCRAPED', 'NEW']);
    expect((await sessionEvents(session.databaseId)).at(-1)).toMatchObject({ type: 'UPDATE', sub_type: 'MANUALLY_ABORTED', user_id: users.assignee });
    await expectRefused(ABORT, { id: String(session.databaseId) }, 'assignee', 'VALIDATION', SESSION_NOT_IN_PROGRESS);
  });

  it('keeps a job that has started: it finishes and is counted when it ends', async () => {
    const { id } = await clusterAt('SCRAPING', [null, null]);
    const session = await startByStatuses(id, { timeSlotCount: 1, menuStatuses: ['NEW'] });
    const [first] = await jobsOf(session.databaseId);
    await t.db.query('UPDATE scraping_jobs SET started_date = now(), attempts = 1 WHERE id = $1', [first!.id]);
    const aborted = (await ok<{ abortHtmlScrapingSession: Session }>(ABORT, { id: String(session.databaseId) }, 'admin')).abortHtmlScrapingSession;
    expect(aborted.jobCountByScrapingStatus).toEqual({ inProgress: 1, success: 0, partialSuccess: 0, error: 0, aborted: 1 });
    expect((await jobsOf(session.databaseId)).map((job) => job.status)).toEqual(['IN_PROGRESS', 'ABORTED']);
  });

  it('a restart of template validation aborts the cluster sessions in progress automatically', async () => {
    const { id, flow } = await clusterAt('SCRAPING', [null, null]);
    const session = await startByStatuses(id, { timeSlotCount: 2, menuStatuses: ['NEW'] });
    await ok(RESTART, { flow, step: 'TEMPLATE_VALIDATION' }, 'assignee');
    const [listed] = (await ok<{ menuScrapingClusterHtmlScrapingSessions: { items: Session[] } }>(CLUSTER_SESSIONS, { id: String(id) }, 'assignee')).menuScrapingClusterHtmlScrapingSessions.items;
    expect(listed).toMatchObject({ databaseId: session.databaseId, status: 'AUTOMATICALLY_ABORTED', abortedReason: ABORTED_BY_RESTART, jobCountByScrapingStatus: { aborted: 2 } });
    const [restart] = await t.db.query<{ data: { abortedSessionIds: number[] } }>(
      "SELECT data FROM events WHERE entity_type = 'MENU_SCRAPING_CLUSTER' AND entity_id = $1 AND sub_type = 'RESTART_RERUN_STEP'",
      [id],
    );
    expect(restart!.data.abortedSessionIds).toEqual([session.databaseId]);
  });
});

describe('the reruns page', () => {
  const DAY_AFTER = '2026-12-01';

  it('starts by ids over any HTML menus, lists, reports and aborts, with menuScrapingRerun', async () => {
    const menuIds = [await insertMenu({ status: 'APPROVED' }), await insertMenu({ status: 'APPROVED' })];
    const data = { ignoreWorkingHours: false, timeSlotCount: 4, menuIds };
    await expectRefused(RERUN_START, { data }, 'junior', 'FORBIDDEN');
    const session = (await ok<{ startHtmlMenuScrapingRerunSession: Session }>(RERUN_START, { data }, 'other')).startHtmlMenuScrapingRerunSession;
    expect(session).toMatchObject({ kind: 'RERUNS', status: 'IN_PROGRESS', totalMenuCount: 2, timeSlotCount: 4, scrapingInstructionsVersionNumber: null });
    const listed = (await ok<{ htmlMenuScrapingRerunSessions: { total: number; items: Session[] } }>(RERUN_SESSIONS, { pageSize: 50 }, 'other')).htmlMenuScrapingRerunSessions;
    expect(listed.items.map((item) => item.databaseId)).toContain(session.databaseId);
    expect(listed.items.every((item) => item.kind === 'RERUNS')).toBe(true);
    await expectRefused(RERUN_SESSIONS, {}, 'junior', 'FORBIDDEN');

    const url = (await ok<{ htmlMenuScrapingRerunSessionReportUrl: string }>(RERUN_REPORT, { id: String(session.databaseId) }, 'other')).htmlMenuScrapingRerunSessionReportUrl;
    const csv = await (await fetch(new URL(url, t.url))).text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Menu ID,Menu URL,Brand,Job ID,Slot start,Slot end/);
    expect(lines.slice(1).map((line) => Number(line.split(',')[0])).sort()).toEqual([...menuIds].sort());
    // A reruns session is not a cluster session.
    await expectRefused(CLUSTER_REPORT, { id: String(session.databaseId) }, 'admin', 'SCRAPING_SESSION_NOT_FOUND');

    // A menu waits in one session at a time: a second session naming one is refused with the menus and the session.
    const third = await insertMenu({ status: 'APPROVED' });
    await expectRefused(RERUN_START, { data: { ...data, menuIds: [third, menuIds[1]] } }, 'other', 'SCRAPING_SESSION_ALREADY_IN_PROGRESS', menusInRunningSessionMessage([menuIds[1]], [session.databaseId]));

    const aborted = (await ok<{ abortHtmlMenuScrapingRerunSession: Session }>(RERUN_ABORT, { id: String(session.databaseId) }, 'other')).abortHtmlMenuScrapingRerunSession;
    expect(aborted.status).toBe('MANUALLY_ABORTED');
    // Once aborted, its menus may go into another session.
    const next = (await ok<{ startHtmlMenuScrapingRerunSession: Session }>(RERUN_START, { data: { ...data, menuIds: [third, menuIds[1]] } }, 'other')).startHtmlMenuScrapingRerunSession;
    expect(next.totalMenuCount).toBe(2);
    await expectRefused(RERUN_ABORT, { id: String(session.databaseId) }, 'other', 'VALIDATION', SESSION_NOT_IN_PROGRESS);
  });

  it('starts by statuses and scraped-before date, the longest unscraped first, menuCount of them', async () => {
    await t.db.query("UPDATE menus SET status = 'NEW' WHERE status = 'AUTO_APPROVED'");
    const old = await insertMenu({ status: 'AUTO_APPROVED', scraped_date: '2026-01-01T00:00:00Z' });
    const older = await insertMenu({ status: 'AUTO_APPROVED', scraped_date: '2025-01-01T00:00:00Z' });
    await insertMenu({ status: 'AUTO_APPROVED', scraped_date: '2026-12-02T00:00:00Z' });
    const data = { ignoreWorkingHours: true, timeSlotCount: 1, menuStatuses: ['AUTO_APPROVED'], scrapedBeforeDate: DAY_AFTER, includeAllAvailableMenus: false, menuCount: 1 };
    const one = (await ok<{ startHtmlMenuScrapingRerunSession: Session }>(RERUN_START, { data }, 'admin')).startHtmlMenuScrapingRerunSession;
    expect((await jobsOf(one.databaseId)).map((job) => job.menu_id)).toEqual([older]);
    const all = (await ok<{ startHtmlMenuScrapingRerunSession: Session }>(RERUN_START, { data: { ...data, menuStatuses: ['AUTO_APPROVED'], includeAllAvailableMenus: true, menuCount: null } }, 'admin'))
      .startHtmlMenuScrapingRerunSession;
    // The older menu is SCRAPE_SCHEDULED now: only the other one scraped before the date is left.
    expect((await jobsOf(all.databaseId)).map((job) => job.menu_id)).toEqual([old]);
  });

  it('refuses each form rule with its message', async () => {
    const base = { ignoreWorkingHours: false, timeSlotCount: 2 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base }, SESSION_INPUT_MESSAGES.rerunSelectionRequired],
      [{ ...base, menuStatuses: ['APPROVED'] }, SESSION_INPUT_MESSAGES.rerunSelectionRequired],
      [{ ...base, scrapedBeforeDate: DAY_AFTER }, SESSION_INPUT_MESSAGES.rerunSelectionRequired],
      [{ ...base, menuStatuses: ['NEW'], scrapedBeforeDate: DAY_AFTER, menuCount: 1 }, SESSION_INPUT_MESSAGES.rerunStatuses],
      [{ ...base, menuStatuses: ['APPROVED'], scrapedBeforeDate: '2026-13-01', menuCount: 1 }, SESSION_INPUT_MESSAGES.scrapedBeforeDate],
      [{ ...base, menuStatuses: ['APPROVED'], scrapedBeforeDate: DAY_AFTER }, SESSION_INPUT_MESSAGES.rerunMenuCountRequired],
      [{ ...base, menuStatuses: ['APPROVED'], scrapedBeforeDate: DAY_AFTER, menuCount: 0 }, SESSION_INPUT_MESSAGES.rerunMenuCountRange],
      [{ ...base, menuStatuses: ['APPROVED'], scrapedBeforeDate: DAY_AFTER, menuCount: 101 }, SESSION_INPUT_MESSAGES.rerunMenuCountPerSlot],
      [{ ...base, timeSlotCount: 0, menuIds: [1] }, SESSION_INPUT_MESSAGES.rerunTimeSlotCountRange],
      [{ ...base, timeSlotCount: 673, menuIds: [1] }, SESSION_INPUT_MESSAGES.rerunTimeSlotCountRange],
    ];
    for (const [data, message] of cases) await expectRefused(RERUN_START, { data }, 'admin', 'VALIDATION', message);
  });
});

describe('the cluster session report', () => {
  it('lists every menu of the session with its slot and outcome, through a signed URL', async () => {
    const { id, menuIds } = await clusterAt('SCRAPING', [null, null]);
    const session = await startByStatuses(id, { timeSlotCount: 2, menuStatuses: ['NEW'] });
    const url = (await ok<{ menuScrapingClusterHtmlScrapingSessionReportUrl: string }>(CLUSTER_REPORT, { id: String(session.databaseId) }, 'other'))
      .menuScrapingClusterHtmlScrapingSessionReportUrl;
    expect(url).toMatch(/signature=/);
    const csv = await (await fetch(new URL(url, t.url))).text();
    const rows = csv.trim().split('\r\n').slice(1).map((line) => line.split(','));
    expect(rows.map((row) => Number(row[0])).sort()).toEqual([...menuIds].sort());
    expect(rows.every((row) => row[8] === 'IN_PROGRESS' && row[10] === 'SCRAPE_SCHEDULED')).toBe(true);
    await expectRefused(CLUSTER_REPORT, { id: String(session.databaseId) }, 'junior', 'FORBIDDEN');
  });

  it("keeps a problem with line breaks and a formula in its own cell", async () => {
    const { id } = await clusterAt('SCRAPING', [null]);
    const session = await startByStatuses(id, { timeSlotCount: 1, menuStatuses: ['NEW'] });
    await t.db.query("UPDATE scraping_jobs SET exceptions = ARRAY['=HYPERLINK(1)' || chr(10) || 'second line' || chr(13) || 'third'] WHERE html_scraping_session_id = $1", [
      session.databaseId,
    ]);
    const url = (await ok<{ menuScrapingClusterHtmlScrapingSessionReportUrl: string }>(CLUSTER_REPORT, { id: String(session.databaseId) }, 'other'))
      .menuScrapingClusterHtmlScrapingSessionReportUrl;
    const text = await (await fetch(new URL(url, t.url))).text();
    // Quoted, so a reader that ends records at a lone LF or CR (most spreadsheets) still sees one row.
    expect(text).toContain(`"'=HYPERLINK(1)\nsecond line\rthird"`);
    const [header, ...records] = parseCsv(text);
    expect(records).toHaveLength(1);
    expect(records[0]![header!.indexOf('Problem')]).toBe("'=HYPERLINK(1)\nsecond line\rthird");
  });
});
