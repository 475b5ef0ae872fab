// The API against the hand-written decision table (tests/support/taskDecisionTable.ts), through the real endpoint: for
// a representative set of cases per event, the task is put in the case's state in the database, the mutation is called
// as the case's role, and the answer must be the doc's: allowed (one history event), or refused with its reason and
// nothing changed. Roles that hold none of an operation's permissions are refused by the API before the task is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factsOf, findTask, writeFacts } from '../../server/tasks/taskRows';
import {
  allCases,
  describeCase,
  expectedOutcome,
  factsOfCase,
  groupOf,
  mayCallOperation,
  ORACLE_EVENTS,
  ORACLE_ROLES,
  SITUATIONS,
  taskTypeOf,
  type Case,
  type OracleEvent,
  type OracleRole,
  type Situation,
} from '../support/taskDecisionTable';
import { createBrandWithGatewayTask, createMenuWithTask, createTask } from '../support/taskFixtures';
import { startTestApp, type TestApp } from '../support/testApp';

/** How many cases per event and expected answer go through the API (the machine check covers every case). */
const CASES_PER_ANSWER = 3;

let t: TestApp;
const people: Record<OracleRole, { id: number; token: string }> = {} as never;
/** The colleague a task is assigned to when it is "someone else's", able to work that situation. */
const colleagues: Record<string, number> = {};
const taskIds: Partial<Record<Situation, number>> = {};

const STEM: Record<string, string> = {
  BRAND_GATEWAY: 'BrandGateway',
  BRAND_DEFINITION: 'BrandDefinition',
  MENU_SCRAPING: 'MenuScraping',
  DISH_REVIEW: 'DishReview',
};

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ORACLE_ROLES) {
    const email = `${role.toLowerCase()}@example.com`;
    const id = await t.createUser(role, email, { name: `${role} person` });
    people[role] = { id, token: (await t.signIn(email)).accessToken };
  }
  colleagues.definer = await t.createUser('definer', 'other.definer@example.com', { name: 'Other Definer' });
  colleagues.qualityChecker = await t.createUser('qualityChecker', 'other.checker@example.com', { name: 'Other Checker' });
  colleagues.juniorScraper = await t.createUser('juniorScraper', 'other.scraper@example.com', { name: 'Other Scraper' });
  colleagues.reviewer = await t.createUser('reviewer', 'other.reviewer@example.com', { name: 'Other Reviewer' });
  colleagues.teamLeader = await t.createUser('teamLeader', 'other.lead@example.com', { name: 'Other Lead' });

  // One task per situation, of an excluded brand (with its reason, so the gateway's done check passes): resolving opens
  // no downstream task.
  const { brandId, gatewayTaskId } = await createBrandWithGatewayTask(t.db, { name: 'Decision Table Diner', status: 'EXCLUDED' });
  taskIds.GATEWAY_IN_DEFINE = gatewayTaskId;
  taskIds.GATEWAY_IN_QC = await createTask(t.db, brandId, 'BRAND_GATEWAY');
  taskIds.GATEWAY_IN_QQA = await createTask(t.db, brandId, 'BRAND_GATEWAY');
  taskIds.DEFINITION_NOT_READY = await createTask(t.db, brandId, 'BRAND_DEFINITION', { isAssignable: false });
  taskIds.SCRAPING = (await createMenuWithTask(t.db, brandId, 'MENU_SCRAPING')).taskId;
  taskIds.SCRAPING_IN_CLUSTER = (await createMenuWithTask(t.db, brandId, 'MENU_SCRAPING', { clusterId: 7 })).taskId;
  taskIds.DISH_REVIEW = (await createMenuWithTask(t.db, brandId, 'DISH_REVIEW')).taskId;
}, 60_000);
afterAll(() => t?.close());

function colleagueFor(situation: Situation): number {
  if (situation === 'SCRAPING_IN_CLUSTER') return colleagues.teamLeader;
  if (situation === 'GATEWAY_IN_QC' || situation === 'GATEWAY_IN_QQA') return colleagues.qualityChecker;
  return { brand: colleagues.definer, scraping: colleagues.juniorScraper, review: colleagues.reviewer }[groupOf(situation)];
}

function mutationOf(c: Case, taskId: number): [string, Record<string, unknown>] {
  const stem = STEM[taskTypeOf(c.situation)];
  const id = String(taskId);
  const calls: Record<OracleEvent, [string, Record<string, unknown>]> = {
    ASSIGN_TO_SELF: [`mutation($id: ID!) { assign${stem}Task(id: $id) { id } }`, { id }],
    ASSIGN_TO_OTHER: [`mutation($id: ID!, $to: ID) { assign${stem}Task(id: $id, toUserId: $to) { id } }`, { id, to: String(colleagueFor(c.situation)) }],
    UNASSIGN: [`mutation($id: ID!) { unassign${stem}Task(id: $id) { id } }`, { id }],
    START: [`mutation($id: ID!) { start${stem}Task(id: $id) { id } }`, { id }],
    SAVE: [`mutation($id: ID!) { save${stem}Task(id: $id) { id } }`, { id }],
    RESOLVE: [`mutation($id: ID!) { resolve${stem}Task(id: $id) { task { id } } }`, { id }],
    MARK_AWAITING: [`mutation($id: ID!) { mark${stem}TaskAsAwaiting(id: $id, awaitingReason: MESSY_BRAND) { id } }`, { id }],
    MARK_AWAITING_WITHOUT_REASON: [`mutation($id: ID!) { mark${stem}TaskAsAwaiting(id: $id) { id } }`, { id }],
    MARK_AWAITING_FOR_ASSISTANCE_WITHOUT_COMMENT: [
      `mutation($id: ID!) { mark${stem}TaskAsAwaiting(id: $id, awaitingReason: NEED_ASSISTANCE, awaitingReasonComment: " ") { id } }`,
      { id },
    ],
    UNMARK_AWAITING: [`mutation($id: ID!) { unmark${stem}TaskAsAwaiting(id: $id) { id } }`, { id }],
    REOPEN: [`mutation($id: ID!) { reopen${stem}Task(id: $id) { id } }`, { id }],
    MISC_VERIFY: [`mutation($id: ID!) { mark${stem}TaskMiscAsVerified(id: $id, comment: "Checked") { id } }`, { id }],
  };
  return calls[c.event];
}

/** The answer's key for picking cases: allowed, refused before the task is read, or the doc's reason(s). */
function answerKey(c: Case): string {
  if (!mayCallOperation(c.situation, c.role, c.event)) return 'refused by the operation gate';
  const expected = expectedOutcome(c);
  return expected.allowed ? 'allowed' : expected.anyOf.map((refusal) => refusal.message).join(' | ');
}

/** Up to CASES_PER_ANSWER cases per event and answer. */
function representativeCases(event: OracleEvent): Case[] {
  const byAnswer = new Map<string, Case[]>();
  for (const c of allCases().filter((candidate) => candidate.event === event)) {
    const key = answerKey(c);
    byAnswer.set(key, [...(byAnswer.get(key) ?? []), c]);
  }
  // Greedy: each pick prefers a role and a situation this event has not gone through yet.
  const roles = new Set<string>();
  const situations = new Set<string>();
  return [...byAnswer.values()].flatMap((group) => {
    const picked: Case[] = [];
    while (picked.length < Math.min(CASES_PER_ANSWER, group.length)) {
      const score = (c: Case) => (roles.has(c.role) ? 0 : 2) + (situations.has(c.situation) ? 0 : 1);
      const best = group.filter((c) => !picked.includes(c)).reduce((a, b) => (score(b) > score(a) ? b : a));
      picked.push(best);
      roles.add(best.role);
      situations.add(best.situation);
    }
    return picked;
  });
}

async function eventCount(taskId: number): Promise<number> {
  const [{ count }] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM events WHERE entity_id = $1 AND entity_type LIKE $2', [taskId, '%_TASK']);
  return count;
}

async function stored(taskId: number) {
  const row = (await findTask(t.db, taskId))!;
  return { facts: factsOf(row), modifiedDate: new Date(row.modified_date).toISOString() };
}

/** Puts the case's task in the case's state; the other tables' tasks are unassigned so no assignment limit is near. */
async function arrange(c: Case): Promise<number> {
  const taskId = taskIds[c.situation]!;
  await t.db.query('UPDATE tasks SET assigned_to_id = NULL WHERE id <> $1', [taskId]);
  await writeFacts(t.db, taskId, factsOfCase(c, { actorId: people[c.role].id, otherId: colleagueFor(c.situation) }), null);
  return taskId;
}

async function check(c: Case): Promise<string | null> {
  const taskId = await arrange(c);
  const before = await stored(taskId);
  const eventsBefore = await eventCount(taskId);
  const [query, variables] = mutationOf(c, taskId);
  const result = await t.gql(query, variables, people[c.role].token);
  const error = result.errors?.[0];
  const eventsAfter = await eventCount(taskId);
  const label = describeCase(c);

  if (!mayCallOperation(c.situation, c.role, c.event)) {
    if (error?.extensions?.type !== 'FORBIDDEN') return `${label}: expected FORBIDDEN before the task is read, got ${JSON.stringify(result)}`;
  } else {
    const expected = expectedOutcome(c);
    if (expected.allowed) {
      if (error) return `${label}: expected allowed, API refused ${error.extensions?.type} "${error.message}"`;
      return eventsAfter === eventsBefore + 1 ? null : `${label}: allowed but wrote ${eventsAfter - eventsBefore} history events`;
    }
    if (!error) return `${label}: expected "${expected.anyOf.map((refusal) => refusal.message).join('" or "')}", API allowed it`;
    const matches = expected.anyOf.some((refusal) => refusal.type === error.extensions?.type && refusal.message === error.message);
    if (!matches) return `${label}: expected "${expected.anyOf.map((refusal) => refusal.message).join('" or "')}", API refused ${error.extensions?.type} "${error.message}"`;
  }
  // A refusal changes nothing: the row and its views as they were, no history event.
  const after = await stored(taskId);
  if (JSON.stringify(after) !== JSON.stringify(before)) return `${label}: refused but the task changed`;
  return eventsAfter === eventsBefore ? null : `${label}: refused but wrote ${eventsAfter - eventsBefore} history events`;
}

describe('the API against the decision table of docs/task-lifecycle.md', () => {
  it.each(ORACLE_EVENTS.map((event) => [event]))('%s: representative cases as the doc says', async (event) => {
    const cases = representativeCases(event);
    expect(new Set(cases.map((c) => c.situation)).size).toBeGreaterThan(1);
    const failures: string[] = [];
    for (const c of cases) {
      const failure = await check(c);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  });

  it('goes through every situation and role', () => {
    const cases = ORACLE_EVENTS.flatMap(representativeCases);
    expect(new Set(cases.map((c) => c.situation))).toEqual(new Set(SITUATIONS));
    expect(new Set(cases.map((c) => c.role))).toEqual(new Set(ORACLE_ROLES));
  });
});
