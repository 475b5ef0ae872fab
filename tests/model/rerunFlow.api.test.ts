// Model-based: the rerun flow machine's paths (createTestModel from xstate/graph) driven through the real API and
// database. After every step the stored flow must equal the machine's state. Whether an event is allowed is not taken
// from the machine: every step must be one the spec's rules below allow, and at the end of every path every event is
// tried against those rules: the machine must agree with them, an allowed event must move the stored flow where the
// rules say, and a refused one must be refused by the API with the rules' answer, changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { canRerunFlowEvent, RERUN_MESSAGES, rerunFlowMachine, type RerunFlowEvent, type RerunFlowFacts, type RerunStepType } from '../../machines/rerunFlowMachine';
import { startTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let token = '';
let assigneeId = 0;
let brandId = 0;
const MENUS = 10;

beforeAll(async () => {
  t = await startTestApp();
  assigneeId = await t.createUser('seniorScraper', 'assignee@example.com', { name: 'Sam Assignee' });
  token = (await t.signIn('assignee@example.com')).accessToken;
  [{ id: brandId }] = await t.db.query<{ id: number }>("INSERT INTO brands (name, website) VALUES ('Olive Grove', 'https://olive.example.com') RETURNING id");
}, 240_000);
afterAll(() => t?.close());

const ORDER: RerunStepType[] = ['PREPARATION', 'TEMPLATE_VALIDATION', 'SCRAPING', 'CLEANUP', 'DONE'];

/** What the people (and the sessions' stand-in) can do to a flow. */
const EVENTS: RerunFlowEvent[] = [
  { type: 'START_NEW_FLOW' },
  ...ORDER.map((step) => ({ type: 'COMPLETE' as const, step, isConfirmed: true })),
  ...ORDER.map((step) => ({ type: 'COMPLETE' as const, step, isConfirmed: false })),
  ...ORDER.map((step) => ({ type: 'RESTART' as const, step })),
  // 8 of 10 scraped is under 90%; 9 of 10 is exactly 90%.
  { type: 'MENUS_SCRAPED', scrapedMenuCount: 8 },
  { type: 'MENUS_SCRAPED', scrapedMenuCount: 9 },
];

interface Stored {
  step: RerunStepType | null;
  scraped: number;
}
type Expected = { allowed: true; step: RerunStepType | null; scraped: number } | { allowed: false; type: string; message: string | null };

/**
 * Spec 3, section 4 and 9, written out: the steps run in order; no flow behaves as DONE and can start a new one (a
 * template is set in this walk) which resets every menu; a new one needs the previous flow finished; the current
 * step's Done moves to the next, except at DONE; SCRAPING needs 90% scraped and confirmation; CLEANUP needs
 * confirmation; Restart is offered on TEMPLATE_VALIDATION while SCRAPING is current.
 */
function expected(stored: Stored, event: RerunFlowEvent): Expected {
  const running = stored.step !== null && stored.step !== 'DONE';
  switch (event.type) {
    case 'MENUS_SCRAPED':
      return { allowed: true, step: stored.step, scraped: event.scrapedMenuCount };
    case 'START_NEW_FLOW':
      return running ? { allowed: false, type: 'CONFLICT', message: RERUN_MESSAGES.flowRunning } : { allowed: true, step: 'PREPARATION', scraped: 0 };
    case 'COMPLETE': {
      if (stored.step === null) return { allowed: false, type: 'NOT_FOUND', message: null };
      if (event.step === 'DONE') return { allowed: false, type: 'VALIDATION', message: RERUN_MESSAGES.doneHasNoDone };
      if (stored.step === 'DONE') return { allowed: false, type: 'CONFLICT', message: RERUN_MESSAGES.flowFinished };
      if (ORDER.indexOf(event.step) > ORDER.indexOf(stored.step)) return { allowed: false, type: 'CONFLICT', message: RERUN_MESSAGES.notStarted(event.step) };
      if (event.step !== stored.step) return { allowed: false, type: 'CONFLICT', message: RERUN_MESSAGES.notCurrent(event.step) };
      if (event.step === 'SCRAPING' && stored.scraped * 10 < MENUS * 9) return { allowed: false, type: 'VALIDATION', message: RERUN_MESSAGES.notEnoughScraped(stored.scraped, MENUS) };
      if (event.step === 'SCRAPING' && !event.isConfirmed) return { allowed: false, type: 'VALIDATION', message: RERUN_MESSAGES.confirmScraping };
      if (event.step === 'CLEANUP' && !event.isConfirmed) return { allowed: false, type: 'VALIDATION', message: RERUN_MESSAGES.confirmCleanup };
      return { allowed: true, step: ORDER[ORDER.indexOf(event.step) + 1], scraped: stored.scraped };
    }
    case 'RESTART': {
      if (stored.step === null) return { allowed: false, type: 'NOT_FOUND', message: null };
      if (event.step !== 'TEMPLATE_VALIDATION') return { allowed: false, type: 'VALIDATION', message: RERUN_MESSAGES.onlyTemplateValidationRestarts };
      if (stored.step === 'DONE') return { allowed: false, type: 'CONFLICT', message: RERUN_MESSAGES.flowFinished };
      if (stored.step !== 'SCRAPING') return { allowed: false, type: 'CONFLICT', message: RERUN_MESSAGES.restartOnlyWhileScraping };
      return { allowed: true, step: 'TEMPLATE_VALIDATION', scraped: stored.scraped };
    }
  }
}

const START = 'mutation($id: ID!) { startNewRerunFlow(menuScrapingClusterId: $id) { databaseId } }';
const COMPLETE = 'mutation($flow: ID!, $step: RerunStepType!, $confirmed: Boolean) { completeRerunStep(rerunFlowId: $flow, stepType: $step, isConfirmed: $confirmed) { databaseId } }';
const RESTART = 'mutation($flow: ID!, $step: RerunStepType!) { restartRerunStep(rerunFlowId: $flow, stepType: $step) { databaseId } }';

async function newCluster(): Promise<{ clusterId: number; menuIds: number[] }> {
  const [{ id: templateId }] = await t.db.query<{ id: number }>("INSERT INTO menu_scraping_templates (name, status, scraping_instructions) VALUES ('Walk', 'NEW', '{}') RETURNING id");
  const [{ id: clusterId }] = await t.db.query<{ id: number }>('INSERT INTO menu_scraping_clusters (menu_scraping_template_id, assigned_to_id) VALUES ($1, $2) RETURNING id', [templateId, assigneeId]);
  const menuIds: number[] = [];
  for (let i = 0; i < MENUS; i++) {
    const [{ id }] = await t.db.query<{ id: number }>(
      "INSERT INTO menus (brand_id, url, format, status, menu_scraping_cluster_id, attached_to_scraping_cluster_date) VALUES ($1, $2, 'HTML', 'NEW', $3, now()) RETURNING id",
      [brandId, `https://host.example.com/menus/${clusterId}/${i}`, clusterId],
    );
    menuIds.push(id);
  }
  return { clusterId, menuIds };
}

/** The flow as stored: the latest flow's step (the cluster's rerun_step_type must say the same) and the scraped count. */
async function stored(clusterId: number): Promise<Stored & { flowId: number | null; stepRows: { type: string; started: boolean; finished: boolean; aborted: boolean }[] }> {
  const [cluster] = await t.db.query<{ rerun_step_type: RerunStepType | null }>('SELECT rerun_step_type FROM menu_scraping_clusters WHERE id = $1', [clusterId]);
  const [flow] = await t.db.query<{ id: number; current_step: RerunStepType }>('SELECT id, current_step FROM rerun_flows WHERE menu_scraping_cluster_id = $1 ORDER BY id DESC LIMIT 1', [clusterId]);
  expect(cluster.rerun_step_type, 'the cluster keeps the flow step').toBe(flow?.current_step ?? null);
  const [{ scraped }] = await t.db.query<{ scraped: number }>(
    "SELECT count(*) FILTER (WHERE status IN ('SCRAPED', 'APPROVED', 'AUTO_APPROVED', 'SCRAPING_RERUN_SIGNIFICANT_CHANGES'))::int AS scraped FROM menus WHERE menu_scraping_cluster_id = $1",
    [clusterId],
  );
  const stepRows = flow
    ? await t.db.query<{ type: string; started: boolean; finished: boolean; aborted: boolean }>(
        'SELECT type, started_date IS NOT NULL AS started, finished_date IS NOT NULL AS finished, aborted_date IS NOT NULL AS aborted FROM rerun_flow_steps WHERE rerun_flow_id = $1',
        [flow.id],
      )
    : [];
  return { step: flow?.current_step ?? null, scraped, flowId: flow?.id ?? null, stepRows };
}

async function send(cluster: { clusterId: number; menuIds: number[] }, flowId: number | null, event: RerunFlowEvent) {
  const flow = String(flowId ?? 2_000_000_000);
  switch (event.type) {
    case 'START_NEW_FLOW':
      return t.gql(START, { id: String(cluster.clusterId) }, token);
    case 'COMPLETE':
      return t.gql(COMPLETE, { flow, step: event.step, confirmed: event.isConfirmed }, token);
    case 'RESTART':
      return t.gql(RESTART, { flow, step: event.step }, token);
    case 'MENUS_SCRAPED':
      // What sessions will do: the first N menus scraped, the others not (no person's call).
      await t.db.query("UPDATE menus SET status = CASE WHEN id = ANY($2::int[]) THEN 'SCRAPED' ELSE 'NEW' END WHERE menu_scraping_cluster_id = $1", [
        cluster.clusterId,
        cluster.menuIds.slice(0, event.scrapedMenuCount),
      ]);
      return { errors: undefined };
  }
}

async function snapshotOf(clusterId: number) {
  return JSON.stringify({
    cluster: await t.db.query('SELECT * FROM menu_scraping_clusters WHERE id = $1', [clusterId]),
    flows: await t.db.query('SELECT * FROM rerun_flows WHERE menu_scraping_cluster_id = $1 ORDER BY id', [clusterId]),
    steps: await t.db.query('SELECT s.* FROM rerun_flow_steps s JOIN rerun_flows f ON f.id = s.rerun_flow_id WHERE f.menu_scraping_cluster_id = $1 ORDER BY 1, 2', [clusterId]),
    menus: await t.db.query('SELECT id, status, scraping_status FROM menus WHERE menu_scraping_cluster_id = $1 ORDER BY id', [clusterId]),
    events: await t.db.query("SELECT count(*)::int AS count FROM events WHERE entity_type = 'MENU_SCRAPING_CLUSTER' AND entity_id = $1", [clusterId]),
  });
}

const label = (event: RerunFlowEvent) => JSON.stringify(event);
const asFacts = (s: Stored): RerunFlowFacts => ({ currentStep: s.step, hasTemplate: true, menuCount: MENUS, scrapedMenuCount: s.scraped });

/** The step rows as spec 3 describes them after the event: the current step started and not finished (DONE: finished). */
function expectStepRows(after: Awaited<ReturnType<typeof stored>>, what: string) {
  if (after.step === null) return;
  const current = after.stepRows.find((row) => row.type === after.step)!;
  expect(current.started, `${what}: the current step has started`).toBe(true);
  expect(current.finished, `${what}: the current step is finished only at DONE`).toBe(after.step === 'DONE');
  for (const row of after.stepRows) {
    if (ORDER.indexOf(row.type as RerunStepType) < ORDER.indexOf(after.step)) expect(row.finished, `${what}: ${row.type} before the current step is finished`).toBe(true);
  }
}

describe('rerun flow, model-based through the API', () => {
  it('follows every shortest path of the machine, then tries every event against the spec rules', async () => {
    const model = createTestModel(rerunFlowMachine, { events: EVENTS });
    const paths = model.getShortestPaths({ input: { currentStep: null, hasTemplate: true, menuCount: MENUS, scrapedMenuCount: 0 } } as never);
    // Every stored step with each scraped count the walk can reach.
    expect(paths.length).toBeGreaterThanOrEqual(15);

    /** A fresh cluster walked along the path, each step checked against the spec rules and the machine's state. */
    async function walk(path: (typeof paths)[number]) {
      const cluster = await newCluster();
      for (const step of path.steps) {
        const event = step.event as unknown as RerunFlowEvent | { type: 'xstate.init' };
        if (event.type === 'xstate.init') continue;
        const before = await stored(cluster.clusterId);
        const rule = expected(before, event);
        const result = await send(cluster, before.flowId, event);
        // The walk also lists events the machine ignores in a state (a step to the same state): the spec must refuse
        // those, and so must the API; every other step the spec must allow.
        const machineStayed = step.state.context.currentStep === before.step && step.state.context.scrapedMenuCount === before.scraped && event.type !== 'MENUS_SCRAPED';
        if (machineStayed && !rule.allowed) {
          expect(result.errors?.[0]?.extensions?.type, `${path.description}: ${label(event)} refused`).toBe(rule.type);
          continue;
        }
        expect(rule.allowed, `${path.description}: the spec must allow ${label(event)} at ${before.step}`).toBe(true);
        expect(result.errors, `${path.description}: ${label(event)}`).toBeUndefined();
        const after = await stored(cluster.clusterId);
        expect({ step: after.step, scraped: after.scraped }, `${path.description}: after ${label(event)}`).toEqual({ step: step.state.context.currentStep, scraped: step.state.context.scrapedMenuCount });
        expectStepRows(after, `${path.description}: after ${label(event)}`);
      }
      return cluster;
    }

    let allowedChecked = 0;
    for (const path of paths) {
      const cluster = await walk(path);
      // Every event at the path's end: the machine agrees with the spec rules, and so does the API. Refusals first, on
      // this cluster (they change nothing); each allowed event then on a cluster of its own walked the same way.
      const end = await stored(cluster.clusterId);
      const allowed: RerunFlowEvent[] = [];
      for (const event of EVENTS) {
        const rule = expected(end, event);
        const what = `${path.description}: ${label(event)} at ${end.step} with ${end.scraped} scraped`;
        expect(canRerunFlowEvent(asFacts(end), event), `${what}: the machine must agree with the spec`).toBe(rule.allowed);
        if (rule.allowed) {
          if (event.type !== 'MENUS_SCRAPED') allowed.push(event);
          continue;
        }
        const before = await snapshotOf(cluster.clusterId);
        const result = await send(cluster, end.flowId, event);
        expect(result.errors?.[0]?.extensions?.type, what).toBe(rule.type);
        if (rule.message !== null) expect(result.errors?.[0]?.message, what).toBe(rule.message);
        expect(await snapshotOf(cluster.clusterId), `${what}: refused, nothing changed`).toEqual(before);
      }
      for (const event of allowed) {
        const what = `${path.description}: ${label(event)} at ${end.step} with ${end.scraped} scraped`;
        const rule = expected(end, event) as Extract<Expected, { allowed: true }>;
        const own = allowed.length === 1 ? cluster : await walk(path);
        const result = await send(own, (await stored(own.clusterId)).flowId, event);
        expect(result.errors, what).toBeUndefined();
        const after = await stored(own.clusterId);
        expect({ step: after.step, scraped: after.scraped }, what).toEqual({ step: rule.step, scraped: rule.scraped });
        expectStepRows(after, what);
        if (event.type === 'RESTART') expect(after.stepRows.find((row) => row.type === 'SCRAPING')!.aborted, `${what}: SCRAPING aborted`).toBe(true);
        if (event.type === 'COMPLETE' && event.step === 'SCRAPING') {
          const [{ approved }] = await t.db.query<{ approved: number }>("SELECT count(*)::int AS approved FROM menus WHERE menu_scraping_cluster_id = $1 AND status = 'APPROVED'", [own.clusterId]);
          expect(approved, `${what}: the scraped menus are approved`).toBe(end.scraped);
        }
        allowedChecked++;
      }
    }
    // Every state has at least one way on (a new flow from no flow and DONE, Done elsewhere): each was taken.
    expect(allowedChecked).toBeGreaterThanOrEqual(paths.length);
  }, 600_000);
});
