// Users operations through the real endpoint: behaviour, history events, and every refused case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '../../domain/roles';
import { startTestApp, type TestApp } from '../support/testApp';

const USER_FIELDS = 'id databaseId name email isActive isDeleted modifiedDate roles { id name } permissions';
const CREATE = `mutation($data: UserInput!) { createUser(data: $data) { ${USER_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $data: UserInput!, $expected: DateTime) { updateUser(id: $id, data: $data, expectedModifiedDate: $expected) { ${USER_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteUser(id: $id) { databaseId name isDeleted } }';
const LIST = `query($filters: UserFilters, $page: Int, $pageSize: Int) { users(filters: $filters, page: $page, pageSize: $pageSize) { total items { databaseId name email } } }`;
const ROLES = '{ roles { id name } }';

let t: TestApp;
let admin: string;
let teamLeader: string;
let definer: string;
let adminId: number;
let leadId: number;
let roleIds: Record<string, string>;

async function countRows(sql: string): Promise<number> {
  const rows = await t.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM (${sql}) rows`);
  return rows[0].count;
}

/** Every stored user (with their role) and the number of history events: what a refusal must leave as it was. */
async function usersState() {
  const users = await t.db.query('SELECT u.*, r.name AS role_name FROM users u JOIN roles r ON r.id = u.role_id ORDER BY u.id');
  return { users: JSON.parse(JSON.stringify(users)), events: await countRows('SELECT 1 FROM events') };
}

beforeAll(async () => {
  t = await startTestApp();
  adminId = await t.createUser('admin', 'admin@example.com', { name: 'Ada Admin' });
  leadId = await t.createUser('teamLeader', 'lead@example.com', { name: 'Theo Lead' });
  await t.createUser('definer', 'definer@example.com');
  admin = (await t.signIn('admin@example.com')).accessToken;
  teamLeader = (await t.signIn('lead@example.com')).accessToken;
  definer = (await t.signIn('definer@example.com')).accessToken;
  const roles = await t.gql<{ roles: { id: string; name: string }[] }>(ROLES, {}, admin);
  roleIds = Object.fromEntries(roles.data!.roles.map((role) => [role.name, role.id]));
});
afterAll(() => t.close());

describe('roles', () => {
  it('lists the 18 roles of the spec', async () => {
    expect(Object.keys(roleIds).sort()).toEqual([...ROLE_NAMES].sort());
  });
});

describe('createUser', () => {
  it('creates an enabled user with one role and writes a CREATE event', async () => {
    const result = await t.gql<{ createUser: { databaseId: number; email: string; roles: { name: string }[]; permissions: string[] } }>(
      CREATE,
      { data: { name: 'Rita Reviewer', email: 'Rita@Example.com', isActive: true, roleIds: [roleIds.reviewer] } },
      admin,
    );
    expect(result.errors).toBeUndefined();
    const user = result.data!.createUser;
    expect(user.email).toBe('rita@example.com');
    expect(user.roles.map((role) => role.name)).toEqual(['reviewer']);
    expect(user.permissions).toContain('dishReviewTask.resolve');
    expect(await countRows(`SELECT 1 FROM events WHERE type = 'CREATE' AND entity_type = 'USER' AND entity_id = ${user.databaseId}`)).toBe(1);
  });

  it('validates with the spec messages and writes nothing', async () => {
    const before = await countRows('SELECT 1 FROM users');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', email: 'a@example.com', isActive: true, roleIds: [roleIds.definer] }, "User's name is required"],
      [{ name: 'A', email: '', isActive: true, roleIds: [roleIds.definer] }, "User's email address is required"],
      [{ name: 'A', email: 'nope', isActive: true, roleIds: [roleIds.definer] }, 'Email is not valid'],
      [{ name: 'A', email: 'a@example.com', isActive: true, roleIds: [] }, 'User role is required'],
    ];
    for (const [data, message] of cases) {
      const result = await t.gql(CREATE, { data }, admin);
      expect(result.errors?.[0].message).toBe(message);
      expect(result.errors?.[0].extensions?.type).toBe('VALIDATION');
    }
    expect(await countRows('SELECT 1 FROM users')).toBe(before);
  });

  it('refuses a second live account with the same email, on create and on update, changing nothing', async () => {
    const before = await usersState();
    const result = await t.gql(CREATE, { data: { name: 'Copy', email: 'ADMIN@example.com', isActive: true, roleIds: [roleIds.definer] } }, admin);
    expect(result.errors?.[0].extensions?.type).toBe('CONFLICT');
    // The form shows it under the Email field: the error names the field rather than the SPA matching its text.
    expect(result.errors?.[0].extensions?.field).toBe('email');
    expect(await usersState()).toEqual(before);

    const [{ id: definerId }] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'definer@example.com'");
    const taken = await t.gql(UPDATE, { id: String(definerId), data: { name: 'Definer', email: 'admin@example.com', isActive: true, roleIds: [roleIds.definer] } }, admin);
    expect(taken.errors?.[0].extensions?.type).toBe('CONFLICT');
    expect(await usersState()).toEqual(before);
  });

  it('refuses without user.create and writes nothing', async () => {
    const before = await countRows('SELECT 1 FROM events');
    const result = await t.gql(CREATE, { data: { name: 'X', email: 'x@example.com', isActive: true, roleIds: [roleIds.definer] } }, definer);
    expect(result.errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect(await countRows("SELECT 1 FROM users WHERE email = 'x@example.com'")).toBe(0);
    expect(await countRows('SELECT 1 FROM events')).toBe(before);
  });
});

describe('users and user', () => {
  it('pages the list with a total and filters by role', async () => {
    const page = await t.gql<{ users: { total: number; items: { email: string }[] } }>(LIST, { page: 1, pageSize: 2 }, admin);
    expect(page.data!.users.items).toHaveLength(2);
    expect(page.data!.users.total).toBeGreaterThanOrEqual(4);
    const admins = await t.gql<{ users: { total: number; items: { email: string }[] } }>(LIST, { filters: { roleIds: [roleIds.admin] } }, admin);
    expect(admins.data!.users.items.map((user) => user.email)).toEqual(['admin@example.com']);
  });

  it('searches by part of the name or email in any case, or the number, wildcards taken literally, with the total', async () => {
    const search = async (searchTerm: string) => {
      const result = await t.gql<{ users: { total: number; items: { email: string }[] } }>(LIST, { filters: { searchTerm }, pageSize: 100 }, admin);
      expect(result.errors).toBeUndefined();
      return { total: result.data!.users.total, emails: result.data!.users.items.map((user) => user.email) };
    };
    expect(await search('theo')).toEqual({ total: 1, emails: ['lead@example.com'] });
    expect(await search('  ADA ')).toEqual({ total: 1, emails: ['admin@example.com'] });
    expect(await search('definer@')).toEqual({ total: 1, emails: ['definer@example.com'] });
    expect((await search(String(leadId))).emails).toContain('lead@example.com');
    expect(await search('%')).toEqual({ total: 0, emails: [] });
    expect(await search('_')).toEqual({ total: 0, emails: [] });
    const admins = await t.gql<{ users: { items: { email: string }[] } }>(LIST, { filters: { searchTerm: 'example', roleIds: [roleIds.teamLeader] } }, admin);
    expect(admins.data!.users.items.map((user) => user.email)).toEqual(['lead@example.com']);
  });

  it('finds one user by number or global id', async () => {
    const byNumber = await t.gql<{ user: { id: string; name: string } }>('query($id: ID!) { user(id: $id) { id name } }', { id: String(adminId) }, admin);
    expect(byNumber.data!.user.name).toBe('Ada Admin');
    const byGlobal = await t.gql<{ user: { name: string } }>('query($id: ID!) { user(id: $id) { name } }', { id: byNumber.data!.user.id }, admin);
    expect(byGlobal.data!.user.name).toBe('Ada Admin');
  });

  it('refuses the list and the user without their permissions', async () => {
    expect((await t.gql(LIST, {}, definer)).errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect((await t.gql('query($id: ID!) { user(id: $id) { name } }', { id: String(adminId) }, definer)).errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect((await t.gql(ROLES, {}, definer)).errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect((await t.gql(LIST, {})).errors?.[0].message).toBe('Unauthenticated.');
  });
});

describe('updateUser', () => {
  it('updates, records what changed, and refuses a stale version', async () => {
    const created = await t.gql<{ createUser: { id: string; modifiedDate: string } }>(
      CREATE,
      { data: { name: 'Sam Scraper', email: 'sam@example.com', isActive: true, roleIds: [roleIds.juniorScraper] } },
      admin,
    );
    const { id, modifiedDate } = created.data!.createUser;
    const data = { name: 'Sam Senior', email: 'sam@example.com', isActive: false, roleIds: [roleIds.seniorScraper] };
    const updated = await t.gql<{ updateUser: { name: string; isActive: boolean; roles: { name: string }[]; modifiedDate: string } }>(
      UPDATE,
      { id, data, expected: modifiedDate },
      teamLeader,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateUser).toMatchObject({ name: 'Sam Senior', isActive: false, roles: [{ name: 'seniorScraper' }] });
    const events = await t.db.query<{ data: Record<string, unknown> }>("SELECT data FROM events WHERE type = 'UPDATE' AND entity_type = 'USER' ORDER BY id DESC LIMIT 1");
    expect(Object.keys(events[0].data).sort()).toEqual(['isActive', 'name', 'role']);

    const before = await usersState();
    const stale = await t.gql(UPDATE, { id, data: { ...data, name: 'Late edit', isActive: true }, expected: modifiedDate }, admin);
    expect(stale.errors?.[0].extensions?.type).toBe('CONFLICT');
    expect(await usersState()).toEqual(before);
    expect(before.users.find((user: { email: string }) => user.email === 'sam@example.com')).toMatchObject({ name: 'Sam Senior', is_active: false });
  });

  it('refuses without user.update, and bad input, changing nothing', async () => {
    const before = await usersState();
    const data = { name: 'Hacked', email: 'admin@example.com', isActive: true, roleIds: [roleIds.definer] };
    expect((await t.gql(UPDATE, { id: String(adminId), data }, definer)).errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect((await t.gql(UPDATE, { id: String(adminId), data: { ...data, name: ' ' } }, admin)).errors?.[0].message).toBe("User's name is required");
    expect(await usersState()).toEqual(before);
    expect(before.users.find((user: { id: number }) => user.id === adminId)).toMatchObject({ name: 'Ada Admin', role_name: 'admin' });
  });
});

describe('granting roles', () => {
  const userData = (role: string, name: string, email: string) => ({ name, email, isActive: true, roleIds: [roleIds[role]] });

  it('refuses a team leader making themselves admin, and any change of one\'s own role, changing nothing', async () => {
    const before = await usersState();
    const toAdmin = await t.gql(UPDATE, { id: String(leadId), data: userData('admin', 'Theo Lead', 'lead@example.com') }, teamLeader);
    expect(toAdmin.errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect(toAdmin.errors?.[0].message).toBe('You cannot change your own role.');
    // Even a role within their own permissions, and even an admin: roles are changed by someone else.
    const down = await t.gql(UPDATE, { id: String(leadId), data: userData('definer', 'Theo Lead', 'lead@example.com') }, teamLeader);
    expect(down.errors?.[0].extensions?.type).toBe('FORBIDDEN');
    const adminDown = await t.gql(UPDATE, { id: String(adminId), data: userData('teamLeader', 'Ada Admin', 'admin@example.com') }, admin);
    expect(adminDown.errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect(await usersState()).toEqual(before);
    const me = await t.gql<{ me: { permissions: string[] } }>('{ me { permissions } }', {}, teamLeader);
    expect(me.data!.me.permissions).not.toContain('user.delete');
  });

  it('refuses a team leader giving a role above their own, on create and on update, changing nothing', async () => {
    const definerId = await t.createUser('definer', 'raised@example.com', { name: 'Raised' });
    const before = await usersState();
    const raise = await t.gql(UPDATE, { id: String(definerId), data: userData('admin', 'Raised', 'raised@example.com') }, teamLeader);
    expect(raise.errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect(raise.errors?.[0].message).toBe('You cannot give the role Admin: it has permissions your own role does not have.');
    const create = await t.gql(CREATE, { data: userData('admin', 'New Admin', 'new-admin@example.com') }, teamLeader);
    expect(create.errors?.[0].extensions?.type).toBe('FORBIDDEN');
    // An admin's account is above them too: a new email would hand them the admin's sign-in.
    const takeover = await t.gql(UPDATE, { id: String(adminId), data: userData('admin', 'Ada Admin', 'lead+admin@example.com') }, teamLeader);
    expect(takeover.errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect(takeover.errors?.[0].message).toBe('You cannot change a user whose role (Admin) has permissions your own role does not have.');
    expect(await usersState()).toEqual(before);
  });

  it('lets a team leader give roles within their own permissions', async () => {
    const created = await t.gql<{ createUser: { id: string; roles: { name: string }[] } }>(CREATE, { data: userData('juniorScraper', 'Jo Junior', 'jo@example.com') }, teamLeader);
    expect(created.errors).toBeUndefined();
    const promoted = await t.gql<{ updateUser: { roles: { name: string }[] } }>(
      UPDATE,
      { id: created.data!.createUser.id, data: userData('teamLeader', 'Jo Junior', 'jo@example.com') },
      teamLeader,
    );
    expect(promoted.errors).toBeUndefined();
    expect(promoted.data!.updateUser.roles).toEqual([{ id: roleIds.teamLeader, name: 'teamLeader' }]);
    // Their own name and email, role unchanged, are theirs to edit.
    const renamed = await t.gql(UPDATE, { id: String(leadId), data: userData('teamLeader', 'Theo Leader', 'lead@example.com') }, teamLeader);
    expect(renamed.errors).toBeUndefined();
  });

  it('lets an admin give and take any role, admin included, and edit their own details', async () => {
    const created = await t.gql<{ createUser: { id: string } }>(CREATE, { data: userData('admin', 'Second Admin', 'second-admin@example.com') }, admin);
    expect(created.errors).toBeUndefined();
    const down = await t.gql(UPDATE, { id: created.data!.createUser.id, data: userData('reporter', 'Second Admin', 'second-admin@example.com') }, admin);
    expect(down.errors).toBeUndefined();
    const leaderId = await t.createUser('teamLeader', 'another-lead@example.com', { name: 'Another Lead' });
    const up = await t.gql(UPDATE, { id: String(leaderId), data: userData('admin', 'Another Lead', 'another-lead@example.com') }, admin);
    expect(up.errors).toBeUndefined();
    const own = await t.gql(UPDATE, { id: String(adminId), data: userData('admin', 'Ada Admin', 'admin@example.com') }, admin);
    expect(own.errors).toBeUndefined();
  });
});

describe('deleteUser', () => {
  it('soft-deletes: the user can no longer sign in, history still names them', async () => {
    const id = await t.createUser('definer', 'leaving@example.com', { name: 'Leo Leaving' });
    const tokens = await t.signIn('leaving@example.com');
    const result = await t.gql<{ deleteUser: { name: string; isDeleted: boolean } }>(DELETE, { id: String(id) }, admin);
    expect(result.data!.deleteUser).toEqual({ databaseId: id, name: 'Leo Leaving', isDeleted: true });
    expect((await t.gql('{ me { name } }', {}, tokens.accessToken)).data).toEqual({ me: null });
    const refresh = await t.gql('mutation($t: String!) { refreshAccessToken(refreshToken: $t) { accessToken } }', { t: tokens.refreshToken });
    expect(refresh.errors?.[0].extensions?.type).toBe('UNAUTHENTICATED');
    await t.gql('mutation($email: String!) { requestLoginCode(email: $email) }', { email: 'leaving@example.com' });
    expect(t.deliveredCodes.filter((entry) => entry.email === 'leaving@example.com')).toHaveLength(1);
    const history = await t.gql<{ events: { user: { name: string } | null; type: string }[] }>(
      '{ events(filters: { entityTypes: [USER] }) { type user { name } } }',
      {},
      admin,
    );
    expect(history.data!.events.some((event) => event.type === 'LOGIN' && event.user?.name === 'Leo Leaving')).toBe(true);
    // The address is free again for a new account.
    const again = await t.gql(CREATE, { data: { name: 'Leo Back', email: 'leaving@example.com', isActive: true, roleIds: [roleIds.definer] } }, admin);
    expect(again.errors).toBeUndefined();
  });

  it('refuses deleting yourself, and without user.delete (team leaders lack it)', async () => {
    const self = await t.gql(DELETE, { id: String(adminId) }, admin);
    expect(self.errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect(self.errors?.[0].message).toBe('You cannot delete yourself.');
    const id = await t.createUser('definer', 'keep@example.com');
    expect((await t.gql(DELETE, { id: String(id) }, teamLeader)).errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect((await t.gql(DELETE, { id: String(id) }, definer)).errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect(await countRows(`SELECT 1 FROM users WHERE id = ${id} AND NOT is_deleted`)).toBe(1);
  });

  it('answers NOT_FOUND for a missing user', async () => {
    expect((await t.gql(DELETE, { id: '999999' }, admin)).errors?.[0].extensions?.type).toBe('NOT_FOUND');
  });
});

describe('events', () => {
  it('lists events of an entity newest first; needs event.list', async () => {
    const result = await t.gql<{ events: { entityId: number; message: string }[] }>(
      'query($ids: [Int!]) { events(filters: { entityTypes: [USER], entityIds: $ids }) { entityId message } }',
      { ids: [adminId] },
      admin,
    );
    expect(result.data!.events.length).toBeGreaterThan(0);
    expect(result.data!.events.every((event) => event.entityId === adminId)).toBe(true);
    // Every staff role may read history; without a session it is refused.
    expect((await t.gql('{ events(filters: {}) { id } }')).errors?.[0].message).toBe('Unauthenticated.');
  });
});
