// Bad input gets a clear validation answer and changes nothing (issue 7, findings 2, 5 and 6): GraphQL's own variable
// and argument errors, ids beyond the database's range, impossible dates, over-long and NUL strings, and logs that
// never hold a variable's value.
import { format } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBrandWithGatewayTask } from '../support/taskFixtures';
import { startTestApp, type GraphQLResponse, type TestApp } from '../support/testApp';

let t: TestApp;
let admin: string;
let taskId: number;
let userId: number;
let adminRoleId: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.createUser('admin', 'admin@example.com');
  userId = await t.createUser('definer', 'definer@example.com', { name: 'Dee Finer' });
  admin = (await t.signIn('admin@example.com')).accessToken;
  ({ gatewayTaskId: taskId } = await createBrandWithGatewayTask(t.db));
  adminRoleId = String((await t.db.query<{ id: number }>("SELECT id FROM roles WHERE name = 'admin'"))[0].id);
});
afterAll(async () => {
  await t.close();
});

const eventCount = async () => (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM events'))[0].count;
const userRow = async (id: number) => (await t.db.query('SELECT name, email, role_id, is_active, modified_date FROM users WHERE id = $1', [id]))[0];
const userCount = async () => (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM users'))[0].count;
const taskRow = async () =>
  (await t.db.query('SELECT * FROM tasks WHERE id = $1', [taskId]))[0] as Record<string, unknown>;
const taskViews = async () => t.db.query('SELECT type, resolved_date FROM task_views WHERE task_id = $1 ORDER BY type', [taskId]);

/** POSTs to /graphql as the admin; the HTTP status with the body. */
async function post(body: string): Promise<{ status: number; result: GraphQLResponse }> {
  const response = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body,
  });
  const text = await response.text();
  return { status: response.status, result: text.startsWith('{') ? (JSON.parse(text) as GraphQLResponse) : { errors: [{ message: text }] } };
}
const send = (query: string, variables: Record<string, unknown> = {}) => post(JSON.stringify({ query, variables }));

function expectRefusal(answer: { status: number; result: GraphQLResponse }, type: string, message?: RegExp | string) {
  expect(answer.status).toBeLessThan(500);
  const error = answer.result.errors?.[0];
  expect(error?.extensions?.type, JSON.stringify(answer.result).slice(0, 300)).toBe(type);
  if (typeof message === 'string') expect(error?.message).toBe(message);
  else if (message) expect(error?.message).toMatch(message);
  expect(JSON.stringify(answer.result)).not.toMatch(/Did you mean/);
}

const DELETE_USER = 'mutation DeleteUser($id: ID!) { deleteUser(id: $id) { id } }';
const CREATE_USER = 'mutation CreateUser($data: UserInput!) { createUser(data: $data) { id } }';
const UPDATE_USER = 'mutation UpdateUser($id: ID!, $data: UserInput!, $at: DateTime) { updateUser(id: $id, data: $data, expectedModifiedDate: $at) { id } }';
const AWAIT = 'mutation Await($id: ID!, $reason: AwaitingReason, $comment: String) { markBrandGatewayTaskAsAwaiting(id: $id, awaitingReason: $reason, awaitingReasonComment: $comment) { id status } }';
const SET_DATES = 'mutation SetDates($id: ID!, $qc: DateTime) { setBrandGatewayTaskViewsResolvedDates(id: $id, qcResolvedDate: $qc) { id } }';

describe("GraphQL's own variable and argument errors are VALIDATION, with their message and no suggestion", () => {
  it('answers a variable of the wrong type', async () => {
    expectRefusal(await send(DELETE_USER, { id: { a: 1 } }), 'VALIDATION', /\$id/);
    const verify = 'mutation($id: ID!, $debug: Boolean!) { markMenuScrapingTaskAsVerified(id: $id, isVerifiedInDebugMode: $debug) { id } }';
    expectRefusal(await send(verify, { id: '1', debug: 'yes' }), 'VALIDATION', /Boolean cannot represent/);
  });

  it('answers an unknown enum value, as a variable or written in the query', async () => {
    expectRefusal(await send(AWAIT, { id: String(taskId), reason: 'MESSY_BRANDS' }), 'VALIDATION', /"MESSY_BRANDS" does not exist in "AwaitingReason" enum\.$/);
    const literal = `mutation { markBrandGatewayTaskAsAwaiting(id: "${taskId}", awaitingReason: MESSY_BRANDS) { id } }`;
    expectRefusal(await send(literal), 'VALIDATION', /MESSY_BRANDS/);
    // An unknown field would also be answered with a suggestion by graphql-js.
    expectRefusal(await send('{ me { nam } }'), 'VALIDATION', /Cannot query field "nam"/);
  });

  it('answers a missing required variable and an integer beyond 32 bits', async () => {
    expectRefusal(await send(DELETE_USER, {}), 'VALIDATION', /"\$id" of required type "ID!" was not provided/);
    expectRefusal(await send('query($page: Int) { users(page: $page) { total } }', { page: 2 ** 40 }), 'VALIDATION', /Int cannot represent/);
  });
});

describe('ids beyond the database range are NOT_FOUND', () => {
  it.each([String(2 ** 31), String(2 ** 53), '9'.repeat(40)])('answers %s as a missing user and a missing task', async (id) => {
    expectRefusal(await send(DELETE_USER, { id }), 'NOT_FOUND', /was not found/);
    expectRefusal(await send(DELETE_USER, { id: Buffer.from(`User:${id}`).toString('base64') }), 'NOT_FOUND');
    expectRefusal(await send('mutation($id: ID!) { startBrandGatewayTask(id: $id) { id } }', { id }), 'NOT_FOUND');
    const node = await send('query($id: ID!) { node(id: $id) { id } }', { id: Buffer.from(`User:${id}`).toString('base64') });
    expect(node.result).toEqual({ data: { node: null } });
  });
});

describe('dates are real dates', () => {
  it.each(['2026-02-30', '2026-13-01', '2026-02-28T24:30:00Z'])('refuses %s and stores nothing', async (day) => {
    const [viewsBefore, eventsBefore] = [await taskViews(), await eventCount()];
    expectRefusal(await send(SET_DATES, { id: String(taskId), qc: day }), 'VALIDATION', /is not a real date/);
    const literal = `mutation { setBrandGatewayTaskViewsResolvedDates(id: "${taskId}", qcResolvedDate: "${day}") { id } }`;
    expectRefusal(await send(literal), 'VALIDATION', /is not a real date/);
    expectRefusal(await send(UPDATE_USER, { id: String(userId), data: { name: 'X', email: 'x@example.com', isActive: true, roleIds: [adminRoleId] }, at: day }), 'VALIDATION');
    expect(await taskViews()).toEqual(viewsBefore);
    expect(await eventCount()).toBe(eventsBefore);
  });

  it('still takes a real day', async () => {
    // A date is set only on a done view.
    await t.db.query("UPDATE task_views SET status = 'DONE' WHERE task_id = $1 AND type = 'QC'", [taskId]);
    const answer = await send(SET_DATES, { id: String(taskId), qc: '2026-02-28' });
    expect(answer.result.errors).toBeUndefined();
    expect((await taskViews()).find((view) => view.type === 'QC')?.resolved_date).toEqual(new Date('2026-02-28T00:00:00Z'));
  });
});

describe('over-long and NUL strings are refused and nothing is stored', () => {
  const megabyte = 'x'.repeat(1024 * 1024 - 512);
  const valid = () => ({ name: 'New Person', email: 'new.person@example.com', isActive: true, roleIds: [adminRoleId] });

  it('refuses a 1 MB user name on create and update', async () => {
    const [before, users, events] = [await userRow(userId), await userCount(), await eventCount()];
    expectRefusal(await send(CREATE_USER, { data: { ...valid(), name: megabyte } }), 'VALIDATION', /at most/);
    expectRefusal(await send(UPDATE_USER, { id: String(userId), data: { ...valid(), name: megabyte } }), 'VALIDATION', /at most/);
    expect(await userRow(userId)).toEqual(before);
    expect(await userCount()).toBe(users);
    expect(await eventCount()).toBe(events);
  });

  it('answers the form limits with their own messages', async () => {
    const [before, users, events] = [await userRow(userId), await userCount(), await eventCount()];
    expectRefusal(await send(CREATE_USER, { data: { ...valid(), name: 'n'.repeat(101) } }), 'VALIDATION', 'Name must be at most 100 characters');
    expectRefusal(await send(CREATE_USER, { data: { ...valid(), email: `${'e'.repeat(250)}@example.com` } }), 'VALIDATION', 'Email is not valid');
    expectRefusal(await send(CREATE_USER, { data: { ...valid(), email: 'a@b' } }), 'VALIDATION', 'Email is not valid');
    expectRefusal(await send(UPDATE_USER, { id: String(userId), data: { ...valid(), name: 'n'.repeat(101) } }), 'VALIDATION', 'Name must be at most 100 characters');
    expect(await userRow(userId)).toEqual(before);
    expect(await userCount()).toBe(users);
    expect(await eventCount()).toBe(events);
  });

  it('refuses a 1 MB or 2001-character awaiting comment', async () => {
    const [before, events] = [await taskRow(), await eventCount()];
    expectRefusal(await send(AWAIT, { id: String(taskId), reason: 'MESSY_BRAND', comment: megabyte }), 'VALIDATION', /at most/);
    expectRefusal(await send(AWAIT, { id: String(taskId), reason: 'MESSY_BRAND', comment: 'c'.repeat(2001) }), 'VALIDATION', 'Comment must be at most 2000 characters');
    expect(await taskRow()).toEqual(before);
    expect(await eventCount()).toBe(events);
  });

  it('refuses NUL characters in every kind of string: variables, literals, queries', async () => {
    const [before, task, users, events] = [await userRow(userId), await taskRow(), await userCount(), await eventCount()];
    expectRefusal(await send(CREATE_USER, { data: { ...valid(), name: 'Nul\u0000Person' } }), 'VALIDATION', /NUL/);
    expectRefusal(await send(CREATE_USER, { data: { ...valid(), email: 'nul\u0000@example.com' } }), 'VALIDATION', /NUL/);
    expectRefusal(await send(UPDATE_USER, { id: String(userId), data: { ...valid(), name: 'Nul\u0000Person' } }), 'VALIDATION', /NUL/);
    expectRefusal(await send(AWAIT, { id: String(taskId), reason: 'MESSY_BRAND', comment: 'a\u0000b' }), 'VALIDATION', /NUL/);
    expectRefusal(await send(`mutation { markBrandGatewayTaskAsAwaiting(id: "${taskId}", awaitingReasonComment: "a\\u0000b") { id } }`), 'VALIDATION', /NUL/);
    expectRefusal(await send('query($term: String) { users(filters: { searchTerm: $term }) { total } }', { term: 'ab\u0000' }), 'VALIDATION', /NUL/);
    expect(await userRow(userId)).toEqual(before);
    expect(await taskRow()).toEqual(task);
    expect(await userCount()).toBe(users);
    expect(await eventCount()).toBe(events);
  });
});

describe('logs never hold variable values', () => {
  async function logged(run: () => Promise<unknown>): Promise<string[]> {
    const lines: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(format(...args))),
    );
    try {
      await run();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    return lines;
  }

  it('writes a short line for a large variable of the wrong type', async () => {
    const marker = 'SECRET-VALUE-';
    let answer: { status: number; result: GraphQLResponse } | undefined;
    const lines = await logged(async () => {
      answer = await send('query Paging($page: Int) { users(page: $page) { total } }', { page: marker.repeat(700) });
    });
    expectRefusal(answer!, 'VALIDATION', /^Variable "\$page" got invalid value "SECRET-.*Int cannot represent/);
    expect(answer!.result.errors![0].message.length).toBeLessThan(1000);
    expect(lines.join('\n').length).toBeLessThan(3000);
    expect(lines.join('\n')).toMatch(/VALIDATION in Paging/);
    expect(lines.join('\n').split(marker).length - 1).toBeLessThan(50);
  });

  it('keeps the log under a few KB for a 2 MB variable', async () => {
    let status = 0;
    const lines = await logged(async () => {
      ({ status } = await send('query Paging($page: Int) { users(page: $page) { total } }', { page: 'y'.repeat(2 * 1024 * 1024) }));
    });
    expect(status).toBeLessThan(500);
    expect(lines.join('\n').length).toBeLessThan(3000);
  });

  it('caps every line, a stack trace included, for an unexpected error', async () => {
    const lines = await logged(async () => {
      await t.db.query('ALTER TABLE users RENAME COLUMN login_date TO login_date_gone');
      try {
        const answer = await send('query Everyone($term: String) { users(filters: { searchTerm: $term }) { total items { name loginDate } } }', { term: 'z'.repeat(9000) });
        expect(answer.result.errors?.[0].extensions?.type).toBe('INTERNAL');
      } finally {
        await t.db.query('ALTER TABLE users RENAME COLUMN login_date_gone TO login_date');
      }
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).toMatch(/INTERNAL in Everyone/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(2100);
    expect(lines.join('\n')).not.toMatch(/z{600}/);
  });
});
