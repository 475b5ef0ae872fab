// Databases made once per test run and copied for each test file (issue 23): a migrated empty database for the API
// suites, and the product's first start (migrations and demo data) for the suites that run it in a process. Migrating
// and loading the demo data per file cost more than most files' own work. `tests/support/globalSetup.ts` names a folder
// for the run in TEST_TEMPLATES_DIR; the first file that needs a template makes it there (the others wait for it), and
// the run's end removes the folder and the template databases. Without TEST_TEMPLATES_DIR (a bench script importing the
// support code), every database is made from scratch as before.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { syncRoles } from '../../server/db/syncRoles';

export const TEMPLATES_DIR_ENV = 'TEST_TEMPLATES_DIR';
/** The demo data's menu URLs in every server started from the demo template: the scraper answers it in-process. */
export const TEMPLATE_DEMO_SITES_ORIGIN = 'http://localhost:4601';
export const TEST_JWT_SECRET = 'e2e-secret-0123456789-0123456789';
const WAIT_MS = 300_000;

function templatesRoot(): string | null {
  return process.env[TEMPLATES_DIR_ENV] || null;
}

/** A run-unique suffix for template database names (the run folder's name). */
function runTag(root: string): string {
  return path.basename(root).replace(/[^a-z0-9]/gi, '').toLowerCase();
}

/**
 * Makes a template once per run, whichever test process asks first: mkdir is atomic, so one process makes it and the
 * others wait for its ready mark (or its failure, which they report too).
 */
async function once(name: string, make: (dir: string) => Promise<void>): Promise<string> {
  const root = templatesRoot() as string;
  const dir = path.join(root, name);
  const ready = path.join(dir, '.ready');
  const failed = path.join(dir, '.failed');
  if (existsSync(ready)) return dir;
  try {
    mkdirSync(dir, { recursive: false });
  } catch {
    const deadline = Date.now() + WAIT_MS;
    while (!existsSync(ready)) {
      if (existsSync(failed)) throw new Error(`The ${name} template could not be made: ${readFileSync(failed, 'utf8')}`);
      if (Date.now() > deadline) throw new Error(`The ${name} template was not made within ${WAIT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return dir;
  }
  try {
    await make(dir);
    writeFileSync(ready, '');
  } catch (error) {
    writeFileSync(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
    throw error;
  }
  return dir;
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrated empty database: a PGlite dump file, or a template database on the server DATABASE_URL names. */
export async function emptyTemplate(): Promise<{ dump: string } | { database: string } | null> {
  const root = templatesRoot();
  if (!root) return null;
  const serverUrl = process.env.DATABASE_URL;
  const dir = await once(serverUrl ? 'empty-postgres' : 'empty-pglite', async (into) => {
    const name = `tpl_empty_${runTag(root)}`;
    if (serverUrl) await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const db = await openDatabase(serverUrl ? { databaseUrl: databaseUrl(serverUrl, name) } : {});
    try {
      await migrate(db);
      await syncRoles(db);
      if (!serverUrl) writeFileSync(path.join(into, 'data.tar'), Buffer.from(await (await db.pglite!.dumpDataDir('none')).arrayBuffer()));
    } finally {
      await db.close();
    }
  });
  return serverUrl ? { database: `tpl_empty_${runTag(root)}` } : { dump: path.join(dir, 'data.tar') };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The product after its first start: `server/startProduct.ts` run once in its own process (demoTemplateProcess.ts:
 * migrations, roles, demo data and its files, and the jobs queued at the start run to their end), then stopped. Its
 * data folder is copied per server; on PostgreSQL its database is the template of each server's database.
 */
export async function demoTemplate(): Promise<{ dataDir: string; database: string | null } | null> {
  const root = templatesRoot();
  if (!root) return null;
  const serverUrl = process.env.DATABASE_URL;
  const name = `tpl_demo_${runTag(root)}`;
  const dir = await once(serverUrl ? 'demo-postgres' : 'demo-pglite', async (into) => {
    if (serverUrl) await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(await freePort()),
      DATA_DIR: path.join(into, 'data'),
      DATABASE_URL: serverUrl ? databaseUrl(serverUrl, name) : '',
      JWT_SECRET: TEST_JWT_SECRET,
      NODE_ENV: 'test',
      DEMO_SITES_ORIGIN: TEMPLATE_DEMO_SITES_ORIGIN,
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/demoTemplateProcess.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const timer = setTimeout(() => child.kill('SIGTERM'), WAIT_MS);
    const code = await exited;
    clearTimeout(timer);
    const started = code === 0 && output.includes('The demo template is ready');
    if (!started) throw new Error(`The demo template's server did not start or its jobs did not settle:\n${output}`);
  });
  return { dataDir: path.join(dir, 'data'), database: serverUrl ? name : null };
}

/** Drops the run's template databases (globalSetup's teardown). */
export async function dropTemplateDatabases(root: string): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  for (const name of [`tpl_empty_${runTag(root)}`, `tpl_demo_${runTag(root)}`]) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
