// Starts the real API on a free port over a fresh database, with helpers to call /graphql over HTTP and to sign in.
import { createApp, type App } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { Database } from '../../server/db/database';
import { startJobWorkers, type JobWorkers, type WorkerSettings } from '../../server/jobs/workers';
import { createTestDatabase } from './testDatabase';

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { type?: string; [key: string]: unknown } }[];
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export interface TestApp {
  url: string;
  db: Database;
  app: App;
  config: Config;
  /** The job workers, when the suite asked for them (options.workers); null otherwise. */
  workers: JobWorkers | null;
  /** Codes the server delivered, newest last. */
  deliveredCodes: { email: string; code: string }[];
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, accessToken?: string): Promise<GraphQLResponse<T>>;
  createUser(roleName: string, email: string, options?: { name?: string; isActive?: boolean }): Promise<number>;
  signIn(email: string): Promise<Tokens>;
  close(): Promise<void>;
}

export async function startTestApp(overrides: Partial<Config> = {}, options: { spaDir?: string; workers?: WorkerSettings } = {}): Promise<TestApp> {
  const { db, drop } = await createTestDatabase();
  const config: Config = {
    // The suites state their mode: without NODE_ENV the server runs as production.
    ...loadConfig({ DATA_DIR: '.test-data', JWT_SECRET: 'test-secret-for-the-api-suite-0123456789', NODE_ENV: 'test' }),
    databaseUrl: undefined,
    loadDemoData: false,
    ...overrides,
  };
  const deliveredCodes: { email: string; code: string }[] = [];
  const app = createApp({
    config,
    db,
    deliverCode: async (email, code) => {
      deliveredCodes.push({ email, code });
    },
    spaDir: options.spaDir ?? '/nonexistent',
  });
  const port = await app.listen(0);
  const url = `http://127.0.0.1:${port}`;
  // Job workers only for the suites that scrape: pg-boss's schema and pollers would slow every other suite.
  const workers = options.workers ? await startJobWorkers(db, config, options.workers) : null;

  const gql: TestApp['gql'] = async (query, variables = {}, accessToken) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResponse<never>;
  };

  return {
    url,
    db,
    app,
    config,
    workers,
    deliveredCodes,
    gql,
    async createUser(roleName, email, options = {}) {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO users (name, email, role_id, is_active) SELECT $1, $2, id, $4 FROM roles WHERE name = $3 RETURNING id`,
        [options.name ?? `${roleName} user`, email, roleName, options.isActive ?? true],
      );
      if (!rows[0]) throw new Error(`No role ${roleName}`);
      return rows[0].id;
    },
    async signIn(email) {
      await gql('mutation($email: String!) { requestLoginCode(email: $email) }', { email });
      const delivered = deliveredCodes.filter((entry) => entry.email === email.toLowerCase()).at(-1);
      if (!delivered) throw new Error(`No code was delivered for ${email}`);
      const result = await gql<{ loginWithEmail: Tokens }>(
        'mutation($email: String!, $code: String!) { loginWithEmail(email: $email, code: $code) { accessToken refreshToken } }',
        { email, code: delivered.code },
      );
      if (!result.data?.loginWithEmail) throw new Error(`Sign-in failed: ${JSON.stringify(result.errors)}`);
      return result.data.loginWithEmail;
    },
    async close() {
      await app.close();
      await workers?.stop();
      await drop();
    },
  };
}
