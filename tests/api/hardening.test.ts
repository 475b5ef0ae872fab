// The endpoint's protections: limits on query shape, CSRF prevention, no introspection or internals in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let production: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  production = await startTestApp({ isProduction: true });
  await t.createUser('admin', 'admin@example.com');
  admin = (await t.signIn('admin@example.com')).accessToken;
});
afterAll(async () => {
  await t.close();
  await production.close();
});

describe('GraphQL hardening', () => {
  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 30 }, (_, index) => `a${index}: authConfig { isGoogleConfigured }`).join(' ');
    const result = await t.gql(`{ ${aliases} }`, {}, admin);
    expect(result.errors?.[0].message).toMatch(/alias/i);
  });

  it('refuses a query that is too deep', async () => {
    let nested = 'id';
    for (let level = 0; level < 20; level++) nested = `... on User { roles { ${nested} } }`;
    const result = await t.gql(`{ node(id: "x") { ${nested} } }`, {}, admin);
    // Depth and cost limits both stand in its way; either refusal is right.
    expect(result.errors?.[0].message).toMatch(/depth|cost/i);
    expect(result.data ?? null).toBeNull();
  });

  it('refuses a cross-site simple request (CSRF prevention)', async () => {
    const response = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ authConfig { isGoogleConfigured } }')}`);
    expect(response.status).toBe(403);
  });

  it('turns introspection off in production and keeps it in development', async () => {
    const query = '{ __schema { queryType { name } } }';
    expect((await t.gql(query)).errors).toBeUndefined();
    expect((await production.gql(query)).errors?.[0].message).toMatch(/introspection/i);
  });

  it('masks unexpected errors: no stack trace or internal message leaves the server', async () => {
    const broken = await startTestApp({ isProduction: true });
    try {
      await broken.createUser('admin', 'admin@example.com');
      const token = (await broken.signIn('admin@example.com')).accessToken;
      await broken.db.query('ALTER TABLE users RENAME COLUMN login_date TO login_date_gone');
      const result = await broken.gql('{ users { total items { name } } }', {}, token);
      const text = JSON.stringify(result.errors);
      expect(text).not.toMatch(/login_date|stack|at /);
      expect(result.errors?.[0].message).toBe('Unexpected error.');
    } finally {
      await broken.close();
    }
  });
});
