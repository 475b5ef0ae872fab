// The endpoint's protections: limits on query shape, CSRF prevention, no introspection or internals in production,
// production unless told otherwise, CORS for configured origins only, and a cap on request bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startTestApp, type TestApp } from '../support/testApp';

const OFFICE = 'https://office.example';
const EVIL = 'https://evil.example';
const CONFIG_QUERY = '{ authConfig { isGoogleConfigured } }';

let t: TestApp;
let production: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  production = await startTestApp({ isProduction: true, allowedOrigins: [OFFICE] });
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

describe('Production by default', () => {
  it('runs as production unless NODE_ENV says development or test', () => {
    const env = { DATA_DIR: '.test-data', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(env).isProduction).toBe(true);
    expect(loadConfig({ ...env, NODE_ENV: 'production' }).isProduction).toBe(true);
    expect(loadConfig({ ...env, NODE_ENV: 'staging' }).isProduction).toBe(true);
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).isProduction).toBe(false);
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).isProduction).toBe(false);
  });

  it('names no field or type it might have meant, in production', async () => {
    const query = '{ authConfg { isGoogleConfigured } }';
    const refused = (await production.gql(query)).errors?.[0].message;
    expect(refused).toBe('Cannot query field "authConfg" on type "Query".');
    const unknownType = (await production.gql('query($v: Strin) { authConfig { isGoogleConfigured } }', {})).errors;
    expect(JSON.stringify(unknownType)).not.toMatch(/Did you mean|String"/);
  });

  it('keeps the suggestions for npm run dev only, enum literals included', async () => {
    expect(loadConfig({ DATA_DIR: '.test-data', JWT_SECRET: 'x'.repeat(40), NODE_ENV: 'development' }).showsSuggestions).toBe(true);
    const developer = await startTestApp({ isProduction: false, showsSuggestions: true });
    try {
      const field = (await developer.gql('{ authConfg { isGoogleConfigured } }')).errors?.[0].message;
      expect(field).toMatch(/Did you mean "authConfig"\?/);
      const enumQuery = '{ events(filters: { entityTypes: [USR] }) { id } }';
      expect(JSON.stringify((await developer.gql(enumQuery)).errors)).toMatch(/Did you mean the enum value/);
      const refused = (await production.gql(enumQuery)).errors;
      expect(refused?.[0].extensions?.type).toBe('VALIDATION');
      expect(JSON.stringify(refused)).not.toMatch(/Did you mean/);
      // The test suites run as NODE_ENV=test: no suggestions there either.
      expect((await t.gql('{ authConfg { isGoogleConfigured } }')).errors?.[0].message).not.toMatch(/Did you mean/);
    } finally {
      await developer.close();
    }
  });

  it('serves GraphiQL in development only', async () => {
    const page = async (app: TestApp) => fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    const development = await page(t);
    expect(development.headers.get('content-type')).toMatch(/text\/html/);
    expect(await development.text()).toMatch(/graphiql/i);
    const refused = await page(production);
    expect(refused.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
    expect(await refused.text()).not.toMatch(/graphiql/i);
  });
});

describe('CORS', () => {
  const post = (app: TestApp, origin: string) =>
    fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ query: CONFIG_QUERY }) });
  const preflight = (app: TestApp, origin: string) =>
    fetch(`${app.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
    });

  it('does not let another origin read answers, in either mode', async () => {
    for (const app of [t, production]) {
      for (const response of [await post(app, EVIL), await preflight(app, EVIL)]) {
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
        expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      }
    }
  });

  it('allows the origins ALLOWED_ORIGINS names', async () => {
    const answer = await post(production, OFFICE);
    expect(answer.headers.get('access-control-allow-origin')).toBe(OFFICE);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(((await answer.json()) as { data: unknown }).data).toEqual({ authConfig: { isGoogleConfigured: false } });
    const allowed = await preflight(production, OFFICE);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(OFFICE);
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/authorization/);
  });
});

describe('Request body cap (1 MB for /graphql)', () => {
  // Whitespace pads the query to the size wanted without meeting the token or string-length limits.
  const bodyOfSize = (bytes: number) => JSON.stringify({ query: `${' '.repeat(bytes)}${CONFIG_QUERY}` });

  it('answers 413 to a 10 MB body at once, and keeps serving', async () => {
    const started = Date.now();
    const response = await fetch(`${production.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodyOfSize(10 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { errors: { extensions: { type: string } }[] }).errors[0].extensions.type).toBe('VALIDATION');
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await production.gql(CONFIG_QUERY)).data).toEqual({ authConfig: { isGoogleConfigured: false } });
  });

  it('stops reading a body sent without a length as soon as it passes the cap', async () => {
    const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 10 MB in all, unless the server stops reading first.
        if (sent >= 160) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${production.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    expect(response.headers.get('content-length')).not.toBeNull();
    expect(response.status).toBe(413);
  });

  it('reads a body under the cap as before', async () => {
    const response = await fetch(`${production.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodyOfSize(900 * 1024) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown }).data).toEqual({ authConfig: { isGoogleConfigured: false } });
  });
});
