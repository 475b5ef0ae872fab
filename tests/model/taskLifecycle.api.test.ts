// Model-based: the task machine's paths (createTestModel from xstate/graph) driven through the real API and database.
// After every step the stored task must equal the machine's state. Whether an event is allowed is not taken from the
// machine: every step must be one the hand-written decision table (tests/support/taskDecisionTable.ts) allows, and at
// the end of every path every event the table refuses must be refused by the API with the table's reason, changing
// nothing, while the machine must agree with the table on every event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { permissionsOfRoles } from '../../domain/roles';
import { canTaskEvent, newTaskFacts, taskLifecycleMachine, type TaskEvent } from '../../machines/taskLifecycleMachine';
import type { Actor, TaskFacts } from '../../machines/taskTypes';
import { factsOf, findTask } from '../../server/tasks/taskRows';
import { expectedOutcome, mayCallOperation, type Case, type OracleEvent, type OracleRole, type Situation } from '../support/taskDecisionTable';
import { createBrandWithGatewayTask } from '../support/taskFixtures';
import { startTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
const actors: Record<string, Actor & { token: string }> = {};
const at = '2026-11-22T10:00:00.000Z';

beforeAll(async () => {
  t = await startTestApp();
  for (const [key, role] of [
    ['definer', 'definer'],
    ['checker', 'qualityChecker'],
    ['admin', 'admin'],
  ] as const) {
    const id = await t.createUser(role, `${key}@example.com`, { name: key });
    actors[key] = { id, roleName: role, permissions: permissionsOfRoles([role]), token: (await t.signIn(`${key}@example.com`)).accessToken };
  }
});
afterAll(() => t.close());

function modelEvents(): TaskEvent[] {
  const { definer, checker, admin } = actors;
  return [
    { type: 'ASSIGN', actor: definer, toUserId: definer.id, at },
    { type: 'ASSIGN', actor: checker, toUserId: checker.id, at },
    { type: 'UNASSIGN', actor: admin, at },
    { type: 'START', actor: definer, at },
    { type: 'SAVE', actor: definer, at },
    { type: 'RESOLVE', actor: definer, at },
    { type: 'RESOLVE', actor: checker, at },
    { type: 'MARK_AWAITING', actor: definer, reason: 'MESSY_BRAND', comment: null, at },
    { type: 'UNMARK_AWAITING', actor: definer, at },
    { type: 'REOPEN', actor: admin, at },
  ];
}

/** The API call for a machine event, made with the event's actor's token. */
async function send(taskId: number, event: TaskEvent) {
  if (!('actor' in event)) throw new Error(`not a person's event: ${event.type}`);
  const token = Object.values(actors).find((actor) => actor.id === event.actor.id)!.token;
  const id = String(taskId);
  const mutations: Record<string, [string, Record<string, unknown>]> = {
    ASSIGN: ['mutation($id: ID!, $to: ID) { assignBrandGatewayTask(id: $id, toUserId: $to) { id } }', { id, to: event.type === 'ASSIGN' ? String(event.toUserId) : null }],
    UNASSIGN: ['mutation($id: ID!) { unassignBrandGatewayTask(id: $id) { id } }', { id }],
    START: ['mutation($id: ID!) { startBrandGatewayTask(id: $id) { id } }', { id }],
    SAVE: ['mutation($id: ID!) { saveBrandGatewayTask(id: $id) { id } }', { id }],
    RESOLVE: ['mutation($id: ID!) { resolveBrandGatewayTask(id: $id) { isBrandDefinitionAutoResolved } }', { id }],
    MARK_AWAITING: ['mutation($id: ID!) { markBrandGatewayTaskAsAwaiting(id: $id, awaitingReason: MESSY_BRAND) { id } }', { id }],
    UNMARK_AWAITING: ['mutation($id: ID!) { unmarkBrandGatewayTaskAsAwaiting(id: $id) { id } }', { id }],
    REOPEN: ['mutation($id: ID!) { reopenBrandGatewayTask(id: $id) { id } }', { id }],
  };
  const [query, variables] = mutations[event.type];
  return t.gql(query, variables, token);
}

/** Facts without the clock: the machine is fed a fixed time, the API the real one; only presence must agree. */
function comparable(facts: TaskFacts) {
  const dated = (value: string | null) => (value === null ? null : 'set');
  return {
    ...facts,
    resolvedDate: dated(facts.resolvedDate),
    reopenedDate: dated(facts.reopenedDate),
    miscVerifiedDate: dated(facts.miscVerifiedDate),
    miscQcVerifiedDate: dated(facts.miscQcVerifiedDate),
    verifiedDate: dated(facts.verifiedDate),
    views: facts.views.map((view) => ({ ...view, resolvedDate: dated(view.resolvedDate) })),
  };
}

/** The walk's first step is the machine's own init event, outside the TaskEvent union. */
function isInit(event: { type: string }): boolean {
  return event.type === 'xstate.init';
}

const GATEWAY_SITUATION: Record<string, Situation> = { DEFINE: 'GATEWAY_IN_DEFINE', QC: 'GATEWAY_IN_QC', QQA: 'GATEWAY_IN_QQA' };

/** The decision table's case for a person's event on the stored gateway task. */
function caseOf(facts: TaskFacts, event: TaskEvent): Case {
  if (!('actor' in event)) throw new Error(`not a person's event: ${event.type}`);
  const { actor } = event;
  const oracleEvent: OracleEvent = event.type === 'ASSIGN' ? (event.toUserId === actor.id ? 'ASSIGN_TO_SELF' : 'ASSIGN_TO_OTHER') : (event.type as OracleEvent);
  return {
    situation: GATEWAY_SITUATION[facts.currentViewType ?? 'DEFINE'],
    status: facts.status,
    awaiting: facts.isAwaiting,
    assigned: facts.assignedToId === null ? 'nobody' : facts.assignedToId === actor.id ? 'actor' : 'other',
    role: actor.roleName as OracleRole,
    event: oracleEvent,
  };
}

async function storedFacts(taskId: number): Promise<TaskFacts> {
  return factsOf((await findTask(t.db, taskId))!);
}

describe('brand gateway lifecycle, model-based through the API', () => {
  it('follows every shortest path of the machine', async () => {
    const events = modelEvents();
    const model = createTestModel(taskLifecycleMachine, { events });
    // The walk may also try the machine's pipeline events (no person sends those): keep the paths made of people's events.
    const people = new Set(['xstate.init', ...events.map((event) => event.type)]);
    const paths = model
      .getShortestPaths({ input: newTaskFacts('BRAND_GATEWAY') } as never)
      .filter((path) => path.steps.every((step) => people.has(step.event.type) && (isInit(step.event) || 'actor' in step.event)));
    expect(paths.length).toBeGreaterThan(30);

    for (const path of paths) {
      // Brands are excluded (with a reason, as the gateway's done check asks): resolving DEFINE opens no downstream task,
      // so the path stays about this one task.
      const { gatewayTaskId } = await createBrandWithGatewayTask(t.db, { status: 'EXCLUDED' });
      await t.db.query('UPDATE tasks SET assigned_to_id = NULL WHERE assigned_to_id IS NOT NULL AND id <> $1', [gatewayTaskId]);
      for (const step of path.steps) {
        if (isInit(step.event)) continue;
        const stepCase = caseOf(await storedFacts(gatewayTaskId), step.event as TaskEvent);
        expect(expectedOutcome(stepCase).allowed, `${path.description}: the table must allow ${step.event.type}`).toBe(true);
        const result = await send(gatewayTaskId, step.event as TaskEvent);
        expect(result.errors, `${path.description}: ${step.event.type}`).toBeUndefined();
        expect(comparable(await storedFacts(gatewayTaskId)), `${path.description}: after ${step.event.type}`).toEqual(comparable(step.state.context));
      }

      const before = await storedFacts(gatewayTaskId);
      const [{ count: eventsBefore }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM events');
      for (const event of events) {
        const c = caseOf(before, event);
        const expected = expectedOutcome(c);
        const label = `${path.description}: ${event.type} by ${c.role} on ${c.status}, assigned to ${c.assigned}`;
        expect(canTaskEvent(before, event), `${label}: the machine must agree with the table`).toBe(expected.allowed);
        if (expected.allowed) continue;
        const refused = (await send(gatewayTaskId, event)).errors?.[0];
        if (!mayCallOperation(c.situation, c.role, c.event)) {
          expect(refused?.extensions?.type, `${label}: refused before the task is read`).toBe('FORBIDDEN');
        } else {
          expect(expected.anyOf.map((refusal) => `${refusal.type} ${refusal.message}`), label).toContain(`${refused?.extensions?.type} ${refused?.message}`);
        }
      }
      expect(await storedFacts(gatewayTaskId)).toEqual(before);
      const [{ count: eventsAfter }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM events');
      expect(eventsAfter).toBe(eventsBefore);
    }
  }, 300_000);
});
