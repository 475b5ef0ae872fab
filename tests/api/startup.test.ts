// The product as `npm start` runs it: its own process, migrations and demo data at first start, data kept across a
// restart, and `npm run login-code` working with the server up (through its control socket) and down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';

let server: ServerProcess;

async function graphql(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, never>; errors?: { message: string }[] };
}

async function signIn(url: string, email: string, code: string): Promise<string> {
  const result = await graphql(url, 'mutation($e: String!, $c: String!) { loginWithEmail(email: $e, code: $c) { accessToken } }', { e: email, c: code });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return (result.data.loginWithEmail as { accessToken: string }).accessToken;
}

beforeAll(async () => {
  server = await startServerProcess({}, undefined, { fresh: true });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

describe('npm start', () => {
  it('prints where it runs and how to sign in', () => {
    expect(server.output()).toContain(`is running at ${server.url.replace('127.0.0.1', 'localhost')}`);
    expect(server.output()).toMatch(/npm run login-code -- admin@example\.com/);
  });

  it('loads the demo data: a user per role, a disabled user, brands and tasks of every kind', async () => {
    const code = await server.loginCode('admin@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const token = await signIn(server.url, 'admin@example.com', code);
    const result = await graphql(server.url, '{ users(pageSize: 100) { total items { email isActive } } taskCountsByType { brandGateway menuScraping } }', {}, token);
    const users = (result.data!.users as { items: { email: string; isActive: boolean }[] }).items;
    for (const email of ['admin@example.com', 'teamLeader@example.com', 'definer@example.com', 'qualityCheckerSeniorScraperReviewer@example.com', 'reporter@example.com']) {
      expect(users.map((user) => user.email.toLowerCase())).toContain(email.toLowerCase());
    }
    expect(users.find((user) => user.email === 'disabled@example.com')?.isActive).toBe(false);
    expect((result.data!.taskCountsByType as { brandGateway: number }).brandGateway).toBeGreaterThan(0);
  });

  it('gives a code for a disabled user no way in', async () => {
    await expect(server.loginCode('disabled@example.com')).rejects.toThrow(/disabled/);
  });

  it('keeps every change across a restart, and issues codes while stopped', async () => {
    const token = await signIn(server.url, 'admin@example.com', await server.loginCode('admin@example.com'));
    const roles = await graphql(server.url, '{ roles { id name } }', {}, token);
    const definerRole = (roles.data!.roles as { id: string; name: string }[]).find((role) => role.name === 'definer')!.id;
    const created = await graphql(
      server.url,
      'mutation($data: UserInput!) { createUser(data: $data) { databaseId } }',
      { data: { name: 'Rhea Restart', email: 'rhea@example.com', isActive: true, roleIds: [definerRole] } },
      token,
    );
    expect(created.errors).toBeUndefined();
    await server.stop({ keepData: true });

    const offlineCode = await server.loginCode('rhea@example.com');
    expect(offlineCode).toMatch(/^\d{6}$/);

    server = await startServerProcess({}, server);
    const rheaToken = await signIn(server.url, 'rhea@example.com', offlineCode);
    const me = await graphql(server.url, '{ me { name } }', {}, rheaToken);
    expect(me.data!.me).toEqual({ name: 'Rhea Restart' });
  });
});
