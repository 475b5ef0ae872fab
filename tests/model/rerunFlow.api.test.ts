// Model-based: the rerun flow machine's paths (createTestModel from xstate/graph) driven through the real API and
// database. After every step the stored flow must equal the machine's state. Whether an event is allowed is not taken
// from the machine: every step must be one the spec's rules below allow, and at the end of every path every event is
// tried against those rules: the machine must agree with them, an allowed event must move the stored flow where the
// rules say, and a refused one must be refused by the API with the rules' answer, changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { canRerunFlowEvent, rerunFlowMachine, type RerunFlowEvent, type RerunFlowFacts, type RerunStepType } from '../../machines/rerunFlowMachine';
import { startTestApp, type TestApp } from '../support/testApp';
import { EVENTS, expected, MENUS, ORDER, rerunFlowFixtures, type Expected, type Stored, type StoredFlow } from './support/rerunFlowWalk';

let t: TestApp;
let fixtures: ReturnType<typeof rerunFlowFixtures>;

beforeAll(async () => {
  t = await startTestApp();
  const assigneeId = await t.createUser('seniorScraper', 'assignee@example.com', { name: 'Sam Assignee' });
  const token = (await t.signIn('assignee@example.com')).accessToken;
  const [{ id: brandId }] = await t.db.query<{ id: number }>("INSERT INTO brands (name, website) VALUES ('Olive Grove', 'https://olive.example.com') RETURNING id");
  fixtures = rerunFlowFixtures(t, { token, assigneeId, brandId });
}, 240_000);
afterAll(() => t?.close());

const label = (event: RerunFlowEvent) => JSON.stringify(event);
const asFacts = (s: Stored): RerunFlowFacts => ({ currentStep: s.step, hasTemplate: true, menuCount: MENUS, scrapedMenuCount: s.scraped });

/** The step rows as spec 3 describes them after the event: the current step started and not finished (DONE: finished). */
function expectStepRows(after: StoredFlow, what: string) {
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
      const cluster = await fixtures.newCluster();
      for (const step of path.steps) {
        const event = step.event as unknown as RerunFlowEvent | { type: 'xstate.init' };
        if (event.type === 'xstate.init') continue;
        const before = await fixtures.stored(cluster.clusterId);
        const rule = expected(before, event);
        const result = await fixtures.send(cluster, before.flowId, event);
        // The walk also lists events the machine ignores in a state (a step to the same state): the spec must refuse
        // those, and so must the API; every other step the spec must allow.
        const machineStayed = step.state.context.currentStep === before.step && step.state.context.scrapedMenuCount === before.scraped && event.type !== 'MENUS_SCRAPED';
        if (machineStayed && !rule.allowed) {
          expect(result.errors?.[0]?.extensions?.type, `${path.description}: ${label(event)} refused`).toBe(rule.type);
          continue;
        }
        expect(rule.allowed, `${path.description}: the spec must allow ${label(event)} at ${before.step}`).toBe(true);
        expect(result.errors, `${path.description}: ${label(event)}`).toBeUndefined();
        const after = await fixtures.stored(cluster.clusterId);
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
      const end = await fixtures.stored(cluster.clusterId);
      const allowed: RerunFlowEvent[] = [];
      for (const event of EVENTS) {
        const rule = expected(end, event);
        const what = `${path.description}: ${label(event)} at ${end.step} with ${end.scraped} scraped`;
        expect(canRerunFlowEvent(asFacts(end), event), `${what}: the machine must agree with the spec`).toBe(rule.allowed);
        if (rule.allowed) {
          if (event.type !== 'MENUS_SCRAPED') allowed.push(event);
          continue;
        }
        const before = await fixtures.snapshotOf(cluster.clusterId);
        const result = await fixtures.send(cluster, end.flowId, event);
        expect(result.errors?.[0]?.extensions?.type, what).toBe(rule.type);
        if (rule.message !== null) expect(result.errors?.[0]?.message, what).toBe(rule.message);
        expect(await fixtures.snapshotOf(cluster.clusterId), `${what}: refused, nothing changed`).toEqual(before);
      }
      for (const event of allowed) {
        const what = `${path.description}: ${label(event)} at ${end.step} with ${end.scraped} scraped`;
        const rule = expected(end, event) as Extract<Expected, { allowed: true }>;
        const own = allowed.length === 1 ? cluster : await walk(path);
        const result = await fixtures.send(own, (await fixtures.stored(own.clusterId)).flowId, event);
        expect(result.errors, what).toBeUndefined();
        const after = await fixtures.stored(own.clusterId);
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
