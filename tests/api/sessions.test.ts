// An ended session ends at once: the access tokens of a session stop working on their next request after logout,
// after the user is disabled, gets a new role or is deleted, and after their refresh family is revoked for reuse; a
// logout ends that one session only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../server/graphql/globalIds';
import { mintSession } from '../support/mintSession';
import { startTestApp, type TestApp, type Tokens } from '../support/testApp';

let t: TestApp;
let admin: string;

const ME = 'query { me { databaseId permissions } }';
const REFRESH = 'mutation($refreshToken: String!) { refreshAccessToken(refreshToken: $refreshToken) { accessToken refreshToken } }';
const LOGOUT = 'mutation($refreshToken: String!) { logout(refreshToken: $refreshToken) }';
const UPDATE_USER = `mutation($id: ID!, $data: UserInput!) { updateUser(id: $id, data: $data) { id } }`;

async function me(accessToken: string) {
  return (await t.gql<{ me: { databaseId: number; permissions: string[] } | null }>(ME, {}, accessToken)).data?.me ?? null;
}

/** A protected query is refused as unauthenticated (what makes the SPA renew its tokens or sign in again). */
async function expectEnded(accessToken: string) {
  expect(await me(accessToken)).toBeNull();
  const result = await t.gql('query { taskCountsByType { brandGateway } }', {}, accessToken);
  expect(result.errors?.[0]?.extensions?.type).toBe('UNAUTHENTICATED');
}

async function refresh(refreshToken: string) {
  return t.gql<{ refreshAccessToken: Tokens }>(REFRESH, { refreshToken });
}

async function roleId(name: string): Promise<string> {
  const [{ id }] = await t.db.query<{ id: number }>('SELECT id FROM roles WHERE name = $1', [name]);
  return toGlobalId('Role', id);
}

async function updateUser(userId: number, data: { name: string; email: string; isActive: boolean; role: string }) {
  const result = await t.gql(
    UPDATE_USER,
    { id: toGlobalId('User', userId), data: { name: data.name, email: data.email, isActive: data.isActive, roleIds: [await roleId(data.role)] } },
    admin,
  );
  expect(result.errors).toBeUndefined();
}

beforeAll(async () => {
  t = await startTestApp();
  const adminId = await t.createUser('admin', 'admin@example.com', { name: 'Admin' });
  admin = (await mintSession(t, adminId)).accessToken;
});
afterAll(async () => {
  await t.close();
});

describe('sessions end at once', () => {
  it('ends the access token of a session right after its logout, and the SPA can sign in again', async () => {
    const userId = await t.createUser('definer', 'logout@example.com');
    const session = await t.signIn('logout@example.com');
    expect((await me(session.accessToken))?.databaseId).toBe(userId);
    expect((await t.gql<{ logout: boolean }>(LOGOUT, { refreshToken: session.refreshToken })).data?.logout).toBe(true);
    await expectEnded(session.accessToken);
    expect((await refresh(session.refreshToken)).errors?.[0]?.extensions?.type).toBe('UNAUTHENTICATED');
    const again = await mintSession(t, userId);
    expect((await me(again.accessToken))?.databaseId).toBe(userId);
  });

  it('keeps the other sessions of the same person when one logs out', async () => {
    const userId = await t.createUser('definer', 'two-tabs@example.com');
    const laptop = await mintSession(t, userId);
    const phone = await mintSession(t, userId);
    await t.gql(LOGOUT, { refreshToken: laptop.refreshToken });
    await expectEnded(laptop.accessToken);
    expect((await me(phone.accessToken))?.databaseId).toBe(userId);
    const renewed = await refresh(phone.refreshToken);
    expect(renewed.errors).toBeUndefined();
    expect((await me(renewed.data!.refreshAccessToken.accessToken))?.databaseId).toBe(userId);
  });

  it('ends every session of a user right after they are disabled', async () => {
    const userId = await t.createUser('definer', 'disabled-now@example.com', { name: 'Dee' });
    const first = await mintSession(t, userId);
    const second = await mintSession(t, userId);
    expect(await me(first.accessToken)).not.toBeNull();
    await updateUser(userId, { name: 'Dee', email: 'disabled-now@example.com', isActive: false, role: 'definer' });
    await expectEnded(first.accessToken);
    await expectEnded(second.accessToken);
    expect((await refresh(first.refreshToken)).errors?.[0]?.extensions?.type).toBe('UNAUTHENTICATED');
  });

  it('ends the access tokens issued before a role change; a renewed token carries the new role', async () => {
    const userId = await t.createUser('definer', 'new-role@example.com', { name: 'Ray' });
    const session = await mintSession(t, userId);
    expect((await me(session.accessToken))?.permissions).toContain('brandGatewayTask.resolve');
    await updateUser(userId, { name: 'Ray', email: 'new-role@example.com', isActive: true, role: 'trainee' });
    await expectEnded(session.accessToken);
    // The SPA renews its tokens on UNAUTHENTICATED: the session goes on, with the new role's permissions.
    const renewed = await refresh(session.refreshToken);
    expect(renewed.errors).toBeUndefined();
    const permissions = (await me(renewed.data!.refreshAccessToken.accessToken))?.permissions ?? [];
    expect(permissions).toContain('brandGatewayTask.get');
    expect(permissions).not.toContain('brandGatewayTask.resolve');
  });

  it('keeps the sessions of a user whose name alone changed', async () => {
    const userId = await t.createUser('definer', 'renamed@example.com', { name: 'Old' });
    const session = await mintSession(t, userId);
    await updateUser(userId, { name: 'New', email: 'renamed@example.com', isActive: true, role: 'definer' });
    expect((await me(session.accessToken))?.databaseId).toBe(userId);
  });

  it('ends every session of a deleted user', async () => {
    const userId = await t.createUser('definer', 'deleted@example.com');
    const session = await mintSession(t, userId);
    const result = await t.gql('mutation($id: ID!) { deleteUser(id: $id) { id } }', { id: toGlobalId('User', userId) }, admin);
    expect(result.errors).toBeUndefined();
    await expectEnded(session.accessToken);
  });

  it('ends the whole family, access tokens included, when a rotated refresh token is presented again', async () => {
    const userId = await t.createUser('definer', 'stolen@example.com');
    const original = await mintSession(t, userId);
    const rotated = (await refresh(original.refreshToken)).data!.refreshAccessToken;
    expect((await me(rotated.accessToken))?.databaseId).toBe(userId);
    const other = await mintSession(t, userId);

    // The spent token again (a thief's copy, or the owner's after the thief used it): the family is revoked.
    expect((await refresh(original.refreshToken)).errors?.[0]?.extensions?.type).toBe('UNAUTHENTICATED');
    await expectEnded(original.accessToken);
    await expectEnded(rotated.accessToken);
    expect((await refresh(rotated.refreshToken)).errors?.[0]?.extensions?.type).toBe('UNAUTHENTICATED');
    // Another family of the same person is untouched.
    expect((await me(other.accessToken))?.databaseId).toBe(userId);
  });
});
