// Scaling out as the README says (issue 24), on PostgreSQL: an API process with API_WORKERS=false and `npm run worker`
// processes. A worker started without the API's PORT or DEMO_SITES_ORIGIN scrapes the demo menus (their origin is kept
// with the demo data, and it says at start that its own settings would have named another); a worker whose files folder
// is not the API's refuses to start and says why, instead of failing every document and debug job.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_DEMO_SITES_ORIGIN } from '../support/databaseTemplates';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';

const databaseServer = process.env.DATABASE_URL;

interface WorkerProcess {
  output(): string;
  /** The exit code once it stopped by itself (a refusal); null while it runs. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** `npm run worker` (server/worker.ts) with the API's database and these settings; resolves once it runs or stopped. */
async function startWorker(env: NodeJS.ProcessEnv): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await Promise.race([
    exited,
    new Promise<void>((resolve, reject) => {
      const deadline = Date.now() + 60_000;
      const check = setInterval(() => {
        if (output.includes('Job worker is running') || child.exitCode !== null) resolve();
        else if (Date.now() > deadline) reject(new Error(`The worker did not start:\n${output}`));
        else return;
        clearInterval(check);
      }, 100);
    }),
  ]);
  return {
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** The worker's environment as a person following the README gives it: the API's database and data folder, no PORT. */
function workerEnv(api: ServerProcess, overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: api.env.DATABASE_URL, DATA_DIR: api.env.DATA_DIR, JWT_SECRET: api.env.JWT_SECRET, NODE_ENV: 'test', ...overrides };
  delete env.PORT;
  if (!('DEMO_SITES_ORIGIN' in overrides)) delete env.DEMO_SITES_ORIGIN;
  return env;
}

async function graphql<T>(url: string, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const result = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (result.errors || !result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

describe.skipIf(!databaseServer)('scaling out: an API process without workers and npm run worker processes (PostgreSQL)', () => {
  let api: ServerProcess;
  let database: pg.Client;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    // The API as the README runs it for scaling out; its demo data (the run's template) was written under another port.
    api = await startServerProcess({ API_WORKERS: 'false', DEMO_SITES_ORIGIN: '' });
    database = new pg.Client({ connectionString: api.env.DATABASE_URL });
    await database.connect();
  }, 120_000);
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await database?.end();
    await api?.stop();
  });

  it('a worker started without PORT scrapes the first menu of the scraping queue, on the demo sites the demo data named', async () => {
    const worker = await startWorker(workerEnv(api));
    workers.push(worker);
    expect(worker.output()).toContain('Job worker is running');
    // It says where the demo sites are, and that its own settings would have named another origin.
    expect(worker.output()).toContain(`Demo sites: the demo data's menus are under ${TEMPLATE_DEMO_SITES_ORIGIN}`);
    expect(worker.output()).toContain('would have said http://localhost:4000');

    const token = (
      await graphql<{ loginWithEmail: { accessToken: string } }>(api.url, 'mutation($e: String!, $c: String!) { loginWithEmail(email: $e, code: $c) { accessToken } }', {
        e: 'juniorScraper@example.com',
        c: await api.loginCode('juniorScraper@example.com'),
      })
    ).loginWithEmail.accessToken;
    const queue = await graphql<{ menuScrapingTasks: { items: { databaseId: number; menu: { databaseId: number; url: string } }[] } }>(
      api.url,
      // The queue as its page opens (its default filters and sort, src/features/tasks/taskListDefinitions.ts).
      `{ menuScrapingTasks(filters: { statuses: [NOT_STARTED, REOPENED], menuFormats: [HTML], isAssigned: false, hasScrapingIssueComment: false, menuIsAwaitingProbing: false }) {
           items { databaseId menu { databaseId url } } } }`,
      {},
      token,
    );
    const [first] = queue.menuScrapingTasks.items;
    expect(first.menu.url).toMatch(new RegExp(`^${TEMPLATE_DEMO_SITES_ORIGIN}/demo-sites/`));
    await graphql(api.url, 'mutation($id: ID!) { assignMenuScrapingTask(id: $id) { id } }', { id: String(first.databaseId) }, token);
    await graphql(api.url, 'mutation($id: ID!) { resolveMenuScrapingTask(id: $id) { task { status } } }', { id: String(first.databaseId) }, token);

    const deadline = Date.now() + 60_000;
    let job: { status: string; scraping_status: string | null; messages: string[] } | undefined;
    while (Date.now() < deadline) {
      const { rows } = await database.query<NonNullable<typeof job>>(
        "SELECT status, scraping_status, messages FROM scraping_jobs WHERE menu_id = $1 AND kind = 'HTML_SCRAPING' AND reason = 'RESOLVE' ORDER BY id DESC LIMIT 1",
        [first.menu.databaseId],
      );
      job = rows[0];
      if (job?.status !== 'IN_PROGRESS') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(job, worker.output()).toMatchObject({ status: 'COMPLETED', scraping_status: 'SUCCESS' });
  }, 120_000);

  it('a worker whose files folder is not the API\'s refuses to start, and says why', async () => {
    const otherDataDir = mkdtempSync(path.join(tmpdir(), 'curation-worker-'));
    try {
      const worker = await startWorker(workerEnv(api, { DATA_DIR: otherDataDir }));
      workers.push(worker);
      expect(await worker.exited).toBe(1);
      expect(worker.output()).toContain('The job worker did not start. Files: this process keeps its files in');
      expect(worker.output()).toContain('Give every process the same DATA_DIR');
    } finally {
      rmSync(otherDataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
