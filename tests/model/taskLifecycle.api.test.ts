// Model-based: the task machine's paths (createTestModel from xstate/graph) driven through the real API and database.
// After every step the stored task must equal the machine's state; at the end of every path, every event the machine
// refuses must be refused by the API and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { permissionsOfRoles } from '../../domain/roles';
import { canTaskEvent, newTaskFacts, taskLifecycleMachine, type TaskEvent } from '../../machines/taskLifecycleMachine';
import type { Actor, TaskFacts } from '../../machines/taskTypes';
import { factsOf, findTask } from '../../server/tasks/taskRows';
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
      // Brands are NEW: resolving DEFINE opens no downstream task, so the path stays about this one task.
      const { gatewayTaskId } = await createBrandWithGatewayTask(t.db, { status: 'NEW' });
      await t.db.query('UPDATE tasks SET assigned_to_id = NULL WHERE assigned_to_id IS NOT NULL AND id <> $1', [gatewayTaskId]);
      for (const step of path.steps) {
        if (isInit(step.event)) continue;
        const result = await send(gatewayTaskId, step.event as TaskEvent);
        expect(result.errors, `${path.description}: ${step.event.type}`).toBeUndefined();
        expect(comparable(await storedFacts(gatewayTaskId)), `${path.description}: after ${step.event.type}`).toEqual(comparable(step.state.context));
      }

      const before = await storedFacts(gatewayTaskId);
      const [{ count: eventsBefore }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM events');
      for (const event of events) {
        if (canTaskEvent(before, event)) continue;
        const refused = await send(gatewayTaskId, event);
        expect(refused.errors?.[0].extensions?.type, `${path.description}: ${event.type} must be refused`).toMatch(/FORBIDDEN|CONFLICT|VALIDATION/);
      }
      expect(await storedFacts(gatewayTaskId)).toEqual(before);
      const [{ count: eventsAfter }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM events');
      expect(eventsAfter).toBe(eventsBefore);
    }
  }, 300_000);
});
