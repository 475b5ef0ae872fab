// Concurrent writers through the real endpoint. On PostgreSQL the requests run on parallel connections, so these are real
// races: exactly one writer per version wins, and the per-person assignment limit holds. PGlite runs one connection at a
// time, where these races cannot happen, so the race tests run on PostgreSQL only (CI's PostgreSQL pass); the version
// rules that do not need a race run on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrandWithGatewayTask } from '../support/taskFixtures';
import { startTestApp, type GraphQLResponse, type TestApp } from '../support/testApp';

const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const LIMIT = 5;

const USER = 'query($id: ID!) { user(id: $id) { modifiedDate } }';
const UPDATE_USER = `mutation($id: ID!, $data: UserInput!, $expected: DateTime) {
  updateUser(id: $id, data: $data, expectedModifiedDate: $expected) { name modifiedDate } }`;
const ASSIGN = 'mutation($id: ID!, $to: ID) { assignBrandGatewayTask(id: $id, toUserId: $to) { id } }';
const TASK = 'query($id: ID!) { brandGatewayTask(id: $id) { modifiedDate } }';
const SAVE = 'mutation($id: ID!, $expected: DateTime) { saveBrandGatewayTask(id: $id, expectedModifiedDate: $expected) { modifiedDate } }';

let t: TestApp;
let admin: string;
let definer: string;
let definerId: number;
let definerRoleId: string;

const typeOf = (response: GraphQLResponse<unknown>) => response.errors?.[0]?.extensions?.type ?? 'OK';

function tally(responses: GraphQLResponse<unknown>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const response of responses) counts[typeOf(response)] = (counts[typeOf(response)] ?? 0) + 1;
  return counts;
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const [{ count }] = await t.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM (${sql}) rows`, params);
  return count;
}

beforeAll(async () => {
  t = await startTestApp({ maxAssignedDefinitionTasks: LIMIT });
  await t.createUser('admin', 'admin@example.com', { name: 'Ada Admin' });
  definerId = await t.createUser('definer', 'definer@example.com', { name: 'Dee Definer' });
  admin = (await t.signIn('admin@example.com')).accessToken;
  definer = (await t.signIn('definer@example.com')).accessToken;
  const [role] = await t.db.query<{ id: number }>("SELECT id FROM roles WHERE name = 'definer'");
  definerRoleId = String(role.id);
});
afterAll(() => t.close());

describe.runIf(engine === 'postgres')('races on parallel connections', () => {
  it('20 concurrent updateUser calls with one version: one wins, 19 CONFLICT, the row is the winner, one UPDATE event', async () => {
    const userId = await t.createUser('definer', 'target@example.com', { name: 'Tara Target' });
    const { data } = await t.gql<{ user: { modifiedDate: string } }>(USER, { id: String(userId) }, admin);
    const expected = data!.user.modifiedDate;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.gql<{ updateUser: { name: string } }>(
          UPDATE_USER,
          { id: String(userId), expected, data: { name: `Racer ${index}`, email: 'target@example.com', isActive: true, roleIds: [definerRoleId] } },
          admin,
        ),
      ),
    );
    expect(tally(responses)).toEqual({ OK: 1, CONFLICT: 19 });
    const winner = responses.find((response) => typeOf(response) === 'OK')!.data!.updateUser.name;
    const [stored] = await t.db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [userId]);
    expect(stored.name).toBe(winner);
    expect(await count("SELECT 1 FROM events WHERE entity_type = 'USER' AND entity_id = $1 AND type = 'UPDATE'", [userId])).toBe(1);
  });

  it('a definer at 4 of 5, assigned 8 more concurrently by themself and an admin, ends with exactly 5', async () => {
    const held: number[] = [];
    const wanted: number[] = [];
    for (let index = 0; index < 12; index++) {
      const { gatewayTaskId } = await createBrandWithGatewayTask(t.db, { name: `Race ${index}` });
      (index < LIMIT - 1 ? held : wanted).push(gatewayTaskId);
    }
    await t.db.query('UPDATE tasks SET assigned_to_id = NULL WHERE assigned_to_id = $1', [definerId]);
    await t.db.query('UPDATE tasks SET assigned_to_id = $1 WHERE id = ANY($2)', [definerId, held]);
    const responses = await Promise.all(
      wanted.map((id, index) =>
        index % 2 === 0 ? t.gql(ASSIGN, { id: String(id) }, definer) : t.gql(ASSIGN, { id: String(id), to: String(definerId) }, admin),
      ),
    );
    expect(tally(responses)).toEqual({ OK: 1, MAX_ASSIGNED_DEFINITION_TASK_LIMIT_REACHED: 7 });
    expect(await count("SELECT 1 FROM tasks WHERE assigned_to_id = $1 AND type = 'BRAND_GATEWAY' AND status <> 'RESOLVED'", [definerId])).toBe(LIMIT);
    expect(await count("SELECT 1 FROM events WHERE entity_type = 'BRAND_GATEWAY_TASK' AND entity_id = ANY($1) AND type = 'ASSIGN'", [wanted])).toBe(1);
  });

  it('50 concurrent saves of one task with one version: one wins, 49 CONFLICT, one SAVE event', async () => {
    const { gatewayTaskId } = await createBrandWithGatewayTask(t.db, { name: 'Saved by many' });
    await t.db.query('UPDATE tasks SET assigned_to_id = NULL WHERE assigned_to_id = $1', [definerId]);
    await t.db.query('UPDATE tasks SET assigned_to_id = $1 WHERE id = $2', [definerId, gatewayTaskId]);
    const { data } = await t.gql<{ brandGatewayTask: { modifiedDate: string } }>(TASK, { id: String(gatewayTaskId) }, definer);
    const expected = data!.brandGatewayTask.modifiedDate;
    const responses = await Promise.all(Array.from({ length: 50 }, () => t.gql(SAVE, { id: String(gatewayTaskId), expected }, definer)));
    expect(tally(responses)).toEqual({ OK: 1, CONFLICT: 49 });
    expect(await count("SELECT 1 FROM events WHERE entity_type = 'BRAND_GATEWAY_TASK' AND entity_id = $1 AND type = 'SAVE'", [gatewayTaskId])).toBe(1);
  });
});

describe('versions (both engines)', () => {
  const userInput = (name: string) => ({ name, email: 'versioned@example.com', isActive: true, roleIds: [definerRoleId] });

  it('accepts the millisecond version a client read although the row holds microseconds', async () => {
    const userId = await t.createUser('definer', 'versioned@example.com', { name: 'Vera Version' });
    await t.db.query("UPDATE users SET modified_date = '2024-05-01T10:00:00.123987Z' WHERE id = $1", [userId]);
    const { data } = await t.gql<{ user: { modifiedDate: string } }>(USER, { id: String(userId) }, admin);
    expect(data!.user.modifiedDate).toBe('2024-05-01T10:00:00.123Z');
    const updated = await t.gql(UPDATE_USER, { id: String(userId), expected: data!.user.modifiedDate, data: userInput('Vera Two') }, admin);
    expect(updated.errors).toBeUndefined();
  });

  it('moves a version on by at least a millisecond, even when the stored one is ahead of the clock', async () => {
    const [{ id: userId }] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'versioned@example.com'");
    await t.db.query("UPDATE users SET modified_date = '2999-01-01T00:00:00.123400Z' WHERE id = $1", [userId]);
    const old = '2999-01-01T00:00:00.123Z';
    const updated = await t.gql<{ updateUser: { modifiedDate: string } }>(UPDATE_USER, { id: String(userId), expected: old, data: userInput('Vera Three') }, admin);
    expect(updated.data?.updateUser.modifiedDate).toBe('2999-01-01T00:00:00.124Z');
    const stale = await t.gql(UPDATE_USER, { id: String(userId), expected: old, data: userInput('Vera Stale') }, admin);
    expect(stale.errors?.[0].extensions?.type).toBe('CONFLICT');
    const [stored] = await t.db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [userId]);
    expect(stored.name).toBe('Vera Three');

    const { gatewayTaskId } = await createBrandWithGatewayTask(t.db, { name: 'Ahead of the clock' });
    await t.db.query('UPDATE tasks SET assigned_to_id = NULL WHERE assigned_to_id = $1', [definerId]);
    await t.db.query("UPDATE tasks SET assigned_to_id = $1, modified_date = '2999-01-01T00:00:00.999900Z' WHERE id = $2", [definerId, gatewayTaskId]);
    const saved = await t.gql<{ saveBrandGatewayTask: { modifiedDate: string } }>(SAVE, { id: String(gatewayTaskId), expected: '2999-01-01T00:00:00.999Z' }, definer);
    expect(saved.data?.saveBrandGatewayTask.modifiedDate).toBe('2999-01-01T00:00:01.000Z');
  });
});
