// The cluster rerun flow through the API (spec 3, sections 4, 6, 7 and 9): each rule written from the spec, the refused
// cases changing nothing (flow rows included), on PGlite and PostgreSQL alike.
import { describe, expect, it } from 'vitest';
import { RERUN_MESSAGES } from '../../machines/rerunFlowMachine';
import { CLUSTER_EDIT_FORBIDDEN } from '../../machines/clusterRules';
import { RERUN_FLOW_NOT_CURRENT } from '../../server/clusters/rerunFlowWrites';
import { clusterEvents, gql, insertCluster, insertMenu, insertTemplate, ok, setUpClusterSuite, storedState, t, users, type Who } from './menuScrapingClustersSupport';

setUpClusterSuite();

const FLOW = `rerunFlow { id databaseId startedDate finishedDate currentStep scrapedMenuCount menuCount
  steps { type startedDate finishedDate abortedDate isFinished isCurrent showsDone canComplete completeRefusal completeNeedsConfirmation showsRestart canRestart restartRefusal } }`;
const CLUSTER = `databaseId rerunStepType isTemplateEditable canStartNewRerunFlow startNewRerunFlowRefusal ${FLOW}`;
const GET_FLOW = `query($id: ID!) { menuScrapingCluster(id: $id) { ${CLUSTER} } }`;
const START = `mutation($id: ID!) { startNewRerunFlow(menuScrapingClusterId: $id) { ${CLUSTER} } }`;
const COMPLETE = `mutation($flow: ID!, $step: RerunStepType!, $confirmed: Boolean) { completeRerunStep(rerunFlowId: $flow, stepType: $step, isConfirmed: $confirmed) { ${CLUSTER} } }`;
const RESTART = `mutation($flow: ID!, $step: RerunStepType!) { restartRerunStep(rerunFlowId: $flow, stepType: $step) { ${CLUSTER} } }`;

interface Step {
  type: string;
  startedDate: string | null;
  finishedDate: string | null;
  abortedDate: string | null;
  isFinished: boolean;
  isCurrent: boolean;
  showsDone: boolean;
  canComplete: boolean;
  completeRefusal: string | null;
  showsRestart: boolean;
  canRestart: boolean;
  restartRefusal: string | null;
}
interface Cluster {
  databaseId: number;
  rerunStepType: string | null;
  isTemplateEditable: boolean;
  canStartNewRerunFlow: boolean;
  startNewRerunFlowRefusal: string | null;
  rerunFlow: { id: string; databaseId: number; finishedDate: string | null; currentStep: string; scrapedMenuCount: number; menuCount: number; steps: Step[] } | null;
}

async function cluster(id: number, who: Who = 'assignee'): Promise<Cluster> {
  return (await ok<{ menuScrapingCluster: Cluster }>(GET_FLOW, { id: String(id) }, who)).menuScrapingCluster;
}

/** Everything a flow write changes: the cluster rows, menus, events (storedState) and the flow tables. */
async function flowState() {
  return JSON.stringify({
    base: await storedState(),
    flows: await t.db.query('SELECT * FROM rerun_flows ORDER BY id'),
    steps: await t.db.query('SELECT * FROM rerun_flow_steps ORDER BY rerun_flow_id, type'),
    tasks: await t.db.query("SELECT id, status FROM tasks WHERE type = 'DISH_REVIEW' ORDER BY id"),
  });
}

async function expectRefused(query: string, variables: Record<string, unknown>, who: Who, type: string, message?: string) {
  const before = await flowState();
  const result = await gql(query, variables, who);
  expect(result.errors?.[0]?.extensions?.type, JSON.stringify(result.errors)).toBe(type);
  if (message !== undefined) expect(result.errors?.[0]?.message).toBe(message);
  expect(await flowState()).toEqual(before);
}

/** A cluster assigned to the assignee, with a template and `menus` menus of the given statuses. */
async function clusterWith(statuses: string[], values: Record<string, unknown> = {}): Promise<{ id: number; menuIds: number[] }> {
  const templateId = await insertTemplate(`Template ${Math.random()}`);
  const id = await insertCluster({ menu_scraping_template_id: templateId, assigned_to_id: users.assignee, ...values });
  const menuIds: number[] = [];
  for (const status of statuses) menuIds.push(await insertMenu({ menu_scraping_cluster_id: id, status }));
  return { id, menuIds };
}

const start = async (id: number, who: Who = 'assignee') => (await ok<{ startNewRerunFlow: Cluster }>(START, { id: String(id) }, who)).startNewRerunFlow;
const complete = async (flow: string, step: string, confirmed: boolean | null = null, who: Who = 'assignee') =>
  (await ok<{ completeRerunStep: Cluster }>(COMPLETE, { flow, step, confirmed }, who)).completeRerunStep;

/** Sets how many of the cluster's menus are scraped (sessions do this once they exist). */
async function scrape(menuIds: number[], count: number) {
  await t.db.query("UPDATE menus SET status = 'NEW' WHERE id = ANY($1::int[])", [menuIds]);
  await t.db.query("UPDATE menus SET status = 'SCRAPED', scraping_status = 'SUCCESS' WHERE id = ANY($1::int[])", [menuIds.slice(0, count)]);
}

async function flowAt(step: 'SCRAPING' | 'CLEANUP', statuses: string[]) {
  const made = await clusterWith(statuses);
  const flow = (await start(made.id)).rerunFlow!.id;
  await complete(flow, 'PREPARATION');
  await complete(flow, 'TEMPLATE_VALIDATION');
  if (step === 'CLEANUP') {
    await scrape(made.menuIds, made.menuIds.length);
    await complete(flow, 'SCRAPING', true);
  }
  return { ...made, flow };
}

describe('rerun flow', () => {
  it('a cluster without a flow behaves as DONE: no flow, template editable, a new flow can start', async () => {
    const { id } = await clusterWith(['NEW']);
    const read = await cluster(id);
    expect(read).toMatchObject({ rerunStepType: null, rerunFlow: null, isTemplateEditable: true, canStartNewRerunFlow: true, startNewRerunFlowRefusal: null });
  });

  it('starts a new flow at PREPARATION, resetting every menu of the cluster, with its event', async () => {
    const { id, menuIds } = await clusterWith(['APPROVED', 'SCRAPED', 'SCRAPING_RERUN_ERROR', 'NEW']);
    await t.db.query("UPDATE menus SET scraping_status = 'SUCCESS' WHERE id = ANY($1::int[])", [menuIds.slice(0, 2)]);
    const started = await start(id);
    expect(started.rerunStepType).toBe('PREPARATION');
    expect(started.isTemplateEditable).toBe(false);
    expect(started.rerunFlow).toMatchObject({ currentStep: 'PREPARATION', finishedDate: null, menuCount: 4, scrapedMenuCount: 0 });
    expect(started.rerunFlow!.steps.map((step) => step.type)).toEqual(['PREPARATION', 'TEMPLATE_VALIDATION', 'SCRAPING', 'CLEANUP', 'DONE']);
    expect(started.rerunFlow!.steps.map((step) => step.startedDate !== null)).toEqual([true, false, false, false, false]);
    expect(started.rerunFlow!.steps[0]).toMatchObject({ isCurrent: true, showsDone: true, canComplete: true, isFinished: false });
    const menus = await t.db.query<{ status: string; scraping_status: string | null }>('SELECT status, scraping_status FROM menus WHERE id = ANY($1::int[])', [menuIds]);
    expect(menus.every((menu) => menu.status === 'NEW' && menu.scraping_status === null)).toBe(true);
    const events = await clusterEvents(id);
    expect(events.at(-1)).toMatchObject({ type: 'UPDATE', sub_type: 'START_NEW_RERUN_FLOW', user_id: users.assignee, data: { resetMenuCount: 3 } });
  });

  it('refuses a new flow without a template, and while a flow runs', async () => {
    const noTemplate = await insertCluster({ assigned_to_id: users.assignee });
    expect((await cluster(noTemplate)).startNewRerunFlowRefusal).toBe(RERUN_MESSAGES.templateRequired);
    await expectRefused(START, { id: String(noTemplate) }, 'assignee', 'VALIDATION', RERUN_MESSAGES.templateRequired);
    const { id } = await clusterWith(['NEW']);
    await start(id);
    expect((await cluster(id)).startNewRerunFlowRefusal).toBe(RERUN_MESSAGES.flowRunning);
    await expectRefused(START, { id: String(id) }, 'assignee', 'CONFLICT', RERUN_MESSAGES.flowRunning);
  });

  it('refuses every step button to someone who is not the assignee nor an admin; an admin may', async () => {
    const { id } = await clusterWith(['NEW']);
    expect((await cluster(id, 'other')).startNewRerunFlowRefusal).toBe(CLUSTER_EDIT_FORBIDDEN);
    await expectRefused(START, { id: String(id) }, 'other', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
    await expectRefused(START, { id: String(id) }, 'junior', 'FORBIDDEN');
    const flow = (await start(id)).rerunFlow!.id;
    const asOther = await cluster(id, 'other');
    expect(asOther.rerunFlow!.steps[0]).toMatchObject({ showsDone: true, canComplete: false, completeRefusal: CLUSTER_EDIT_FORBIDDEN });
    await expectRefused(COMPLETE, { flow, step: 'PREPARATION' }, 'other', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
    await complete(flow, 'PREPARATION', null, 'admin');
    await complete(flow, 'TEMPLATE_VALIDATION', null, 'admin');
    await expectRefused(RESTART, { flow, step: 'TEMPLATE_VALIDATION' }, 'other', 'FORBIDDEN', CLUSTER_EDIT_FORBIDDEN);
  });

  it('SCRAPING needs 90% of the menus scraped: 89 of 100 is refused, 90 of 100 completes', async () => {
    const { id, menuIds, flow } = await flowAt('SCRAPING', Array(100).fill('NEW'));
    await scrape(menuIds, 89);
    const at89 = await cluster(id);
    expect(at89.rerunFlow).toMatchObject({ scrapedMenuCount: 89, menuCount: 100 });
    expect(at89.rerunFlow!.steps[2]).toMatchObject({ showsDone: true, canComplete: false, completeRefusal: RERUN_MESSAGES.notEnoughScraped(89, 100) });
    await expectRefused(COMPLETE, { flow, step: 'SCRAPING', confirmed: true }, 'assignee', 'VALIDATION', RERUN_MESSAGES.notEnoughScraped(89, 100));
    await scrape(menuIds, 90);
    expect((await cluster(id)).rerunFlow!.steps[2]).toMatchObject({ canComplete: true, completeRefusal: null });
    const done = await complete(flow, 'SCRAPING', true);
    expect(done.rerunStepType).toBe('CLEANUP');
  });

  it('completing SCRAPING asks for confirmation, then approves the scraped menus and resolves their open dish reviews as the system', async () => {
    const { id, menuIds, flow } = await flowAt('SCRAPING', Array(10).fill('NEW'));
    await scrape(menuIds, 9);
    const [{ id: reviewId }] = await t.db.query<{ id: number }>(
      "INSERT INTO tasks (type, brand_id, menu_id, status, is_assignable) SELECT 'DISH_REVIEW', brand_id, id, 'NOT_STARTED', true FROM menus WHERE id = $1 RETURNING id",
      [menuIds[0]],
    );
    expect((await cluster(id)).rerunFlow!.steps[2]).toMatchObject({ completeNeedsConfirmation: true });
    await expectRefused(COMPLETE, { flow, step: 'SCRAPING' }, 'assignee', 'VALIDATION', RERUN_MESSAGES.confirmScraping);
    await expectRefused(COMPLETE, { flow, step: 'SCRAPING', confirmed: false }, 'assignee', 'VALIDATION', RERUN_MESSAGES.confirmScraping);
    expect((await gql(COMPLETE, { flow, step: 'SCRAPING' }, 'assignee')).errors?.[0]?.extensions?.field).toBe('isConfirmed');
    await complete(flow, 'SCRAPING', true);
    const statuses = await t.db.query<{ id: number; status: string }>('SELECT id, status FROM menus WHERE id = ANY($1::int[]) ORDER BY id', [menuIds]);
    expect(statuses.filter((menu) => menu.status === 'APPROVED').map((menu) => menu.id)).toEqual(menuIds.slice(0, 9));
    expect(statuses.find((menu) => menu.id === menuIds[9])!.status).toBe('NEW');
    const [review] = await t.db.query<{ status: string; resolved_by_id: number | null; resolved_type: string }>('SELECT status, resolved_by_id, resolved_type FROM tasks WHERE id = $1', [reviewId]);
    expect(review).toEqual({ status: 'RESOLVED', resolved_by_id: null, resolved_type: 'AUTOMATIC' });
    const [{ approved_menu_count }] = await t.db.query<{ approved_menu_count: number }>('SELECT approved_menu_count FROM menu_scraping_clusters WHERE id = $1', [id]);
    expect(approved_menu_count).toBe(9);
    expect((await clusterEvents(id)).at(-1)).toMatchObject({ sub_type: 'COMPLETE_RERUN_STEP', data: { stepType: 'SCRAPING', nextStepType: 'CLEANUP' } });
  });

  it('CLEANUP asks for confirmation and moves the flow to DONE, irreversibly; then a new flow can start', async () => {
    const { id, flow } = await flowAt('CLEANUP', ['NEW', 'NEW']);
    await expectRefused(COMPLETE, { flow, step: 'CLEANUP' }, 'assignee', 'VALIDATION', RERUN_MESSAGES.confirmCleanup);
    const done = await complete(flow, 'CLEANUP', true);
    expect(done).toMatchObject({ rerunStepType: 'DONE', isTemplateEditable: true, canStartNewRerunFlow: true });
    expect(done.rerunFlow!.finishedDate).not.toBeNull();
    expect(done.rerunFlow!.steps.every((step) => step.isFinished && !step.showsDone && !step.canComplete && !step.canRestart)).toBe(true);
    for (const step of ['PREPARATION', 'TEMPLATE_VALIDATION', 'SCRAPING', 'CLEANUP']) {
      await expectRefused(COMPLETE, { flow, step, confirmed: true }, 'assignee', 'CONFLICT', RERUN_MESSAGES.flowFinished);
    }
    await expectRefused(COMPLETE, { flow, step: 'DONE', confirmed: true }, 'assignee', 'VALIDATION', RERUN_MESSAGES.doneHasNoDone);
    await expectRefused(RESTART, { flow, step: 'TEMPLATE_VALIDATION' }, 'assignee', 'CONFLICT', RERUN_MESSAGES.flowFinished);
    const again = await start(id);
    expect(again.rerunFlow!.databaseId).not.toBe(done.rerunFlow!.databaseId);
    // The old flow is no longer the cluster's: its ids answer CONFLICT.
    await expectRefused(COMPLETE, { flow, step: 'PREPARATION' }, 'assignee', 'CONFLICT', RERUN_FLOW_NOT_CURRENT);
  });

  it('the other steps complete without confirmation; a step no longer current is CONFLICT (two people clicking Done)', async () => {
    const { id } = await clusterWith(['NEW']);
    const flow = (await start(id)).rerunFlow!.id;
    const first = await gql(COMPLETE, { flow, step: 'PREPARATION' }, 'assignee');
    expect(first.errors).toBeUndefined();
    await expectRefused(COMPLETE, { flow, step: 'PREPARATION' }, 'admin', 'CONFLICT', RERUN_MESSAGES.notCurrent('PREPARATION'));
    const read = await cluster(id);
    expect(read.rerunFlow!.steps[0]).toMatchObject({ isFinished: true, isCurrent: false });
    expect(read.rerunFlow!.steps[1]).toMatchObject({ isCurrent: true, showsDone: true, completeNeedsConfirmation: false });
  });

  it('two Done clicks at once: one completes, the other is CONFLICT, one event', async () => {
    const { id } = await clusterWith(['NEW']);
    const flow = (await start(id)).rerunFlow!.id;
    const eventsBefore = (await clusterEvents(id)).length;
    const results = await Promise.all([gql(COMPLETE, { flow, step: 'PREPARATION' }, 'assignee'), gql(COMPLETE, { flow, step: 'PREPARATION' }, 'admin')]);
    const errors = results.map((result) => result.errors?.[0]?.extensions?.type ?? null);
    expect(errors.sort()).toEqual(['CONFLICT', null].sort());
    expect((await clusterEvents(id)).length).toBe(eventsBefore + 1);
  });

  it('two new flows at once: one starts, the other is CONFLICT, one flow', async () => {
    const { id } = await clusterWith(['NEW']);
    const results = await Promise.all([gql(START, { id: String(id) }, 'assignee'), gql(START, { id: String(id) }, 'admin')]);
    expect(results.map((result) => result.errors?.[0]?.extensions?.type ?? null).sort()).toEqual(['CONFLICT', null].sort());
    const [{ count }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM rerun_flows WHERE menu_scraping_cluster_id = $1', [id]);
    expect(count).toBe(1);
  });

  it('a future step answers that it has not started; the page shows Done only on the current step', async () => {
    const { id } = await clusterWith(['NEW']);
    const flow = (await start(id)).rerunFlow!.id;
    await expectRefused(COMPLETE, { flow, step: 'CLEANUP', confirmed: true }, 'assignee', 'CONFLICT', RERUN_MESSAGES.notStarted('CLEANUP'));
    const steps = (await cluster(id)).rerunFlow!.steps;
    expect(steps.map((step) => step.showsDone)).toEqual([true, false, false, false, false]);
    expect(steps.map((step) => step.showsRestart)).toEqual([false, false, false, false, false]);
  });

  it('completing SCRAPING makes each approved menu\'s newest completed run its approved baseline', async () => {
    const { menuIds, flow } = await flowAt('SCRAPING', ['NEW']);
    await scrape(menuIds, 1);
    const [{ id: jobId }] = await t.db.query<{ id: number }>(
      "INSERT INTO scraping_jobs (menu_id, kind, status, scraping_status, scraped_dish_count) VALUES ($1, 'HTML_SCRAPING', 'COMPLETED', 'SUCCESS', 7) RETURNING id",
      [menuIds[0]],
    );
    await complete(flow, 'SCRAPING', true);
    const [menu] = await t.db.query<{ status: string; last_approved_job_id: number; last_approved_dish_count: number }>(
      'SELECT status, last_approved_job_id, last_approved_dish_count FROM menus WHERE id = $1',
      [menuIds[0]],
    );
    expect(menu).toEqual({ status: 'APPROVED', last_approved_job_id: jobId, last_approved_dish_count: 7 });
  });

  it('restarts TEMPLATE_VALIDATION only while SCRAPING is current, recording the aborted date of SCRAPING', async () => {
    const { id } = await clusterWith(['NEW']);
    const flow = (await start(id)).rerunFlow!.id;
    await expectRefused(RESTART, { flow, step: 'TEMPLATE_VALIDATION' }, 'assignee', 'CONFLICT', RERUN_MESSAGES.restartOnlyWhileScraping);
    await complete(flow, 'PREPARATION');
    await expectRefused(RESTART, { flow, step: 'TEMPLATE_VALIDATION' }, 'assignee', 'CONFLICT', RERUN_MESSAGES.restartOnlyWhileScraping);
    await complete(flow, 'TEMPLATE_VALIDATION');
    await expectRefused(RESTART, { flow, step: 'SCRAPING' }, 'assignee', 'VALIDATION', RERUN_MESSAGES.onlyTemplateValidationRestarts);
    const before = await cluster(id);
    expect(before.rerunFlow!.steps[1]).toMatchObject({ showsRestart: true, canRestart: true, isFinished: true });
    const restarted = (await ok<{ restartRerunStep: Cluster }>(RESTART, { flow, step: 'TEMPLATE_VALIDATION' }, 'assignee')).restartRerunStep;
    expect(restarted.rerunStepType).toBe('TEMPLATE_VALIDATION');
    const [, validation, scraping] = restarted.rerunFlow!.steps;
    expect(validation).toMatchObject({ isCurrent: true, finishedDate: null, isFinished: false, showsRestart: false });
    expect(scraping.abortedDate).not.toBeNull();
    expect(scraping.isCurrent).toBe(false);
    expect((await clusterEvents(id)).at(-1)).toMatchObject({ sub_type: 'RESTART_RERUN_STEP', data: { abortedStepType: 'SCRAPING', abortedSessionIds: [] } });
    await complete(flow, 'TEMPLATE_VALIDATION');
    expect((await cluster(id)).rerunStepType).toBe('SCRAPING');
  });

  it('answers an unknown flow as NOT_FOUND and a malformed one as VALIDATION', async () => {
    await expectRefused(COMPLETE, { flow: '999999', step: 'PREPARATION' }, 'admin', 'NOT_FOUND');
    await expectRefused(RESTART, { flow: 'nope', step: 'TEMPLATE_VALIDATION' }, 'admin', 'VALIDATION');
  });

  it('keeps the clusters list filter on the current step', async () => {
    const { id } = await clusterWith(['NEW']);
    const flow = (await start(id)).rerunFlow!.id;
    await complete(flow, 'PREPARATION');
    const list = await ok<{ menuScrapingClusters: { items: { databaseId: number }[] } }>(
      'query { menuScrapingClusters(filters: { rerunStepType: TEMPLATE_VALIDATION }, pageSize: 100) { items { databaseId } } }',
      {},
      'admin',
    );
    expect(list.menuScrapingClusters.items.map((item) => item.databaseId)).toContain(id);
  });
});
