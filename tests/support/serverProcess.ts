// Runs the product as a person would, `tsx server/main.ts` in its own process with its own data folder (or a database
// of its own on the PostgreSQL server DATABASE_URL names). Within `vitest run` the data folder and database are copies
// of the run's demo template (the product after its first start, databaseTemplates.ts), so a server starts in seconds;
// `fresh: true` starts from nothing, as `npm start` on a new machine does, and asks `npm run login-code`'s script for
// codes as a person would (a copied server is asked directly: its control socket, or its database).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { issueLoginCodeFor } from '../../server/auth/issueLoginCode';
import { askControlChannel } from '../../server/controlChannel';
import { openDatabase } from '../../server/db/database';
import { demoTemplate, freePort, TEMPLATE_DEMO_SITES_ORIGIN, TEST_JWT_SECRET } from './databaseTemplates';
import { createServerDatabase } from './testDatabase';

const run = promisify(execFile);

export interface ServerProcess {
  url: string;
  env: NodeJS.ProcessEnv;
  /** Started from nothing (options.fresh), or a restart of such a server: codes come from `npm run login-code`. */
  fresh: boolean;
  /** Where its demo data's menus live (`${origin}/demo-sites/…`): the scraper answers it in-process. */
  demoSitesOrigin: string;
  output: () => string;
  loginCode(email: string): Promise<string>;
  /** Stops the server; with keepData the data folder (or database) stays for a restart with the same env. */
  stop(options?: { keepData?: boolean }): Promise<void>;
  /** Removes the data folder (or database) of a server stopped with keepData. */
  dropData(): Promise<void>;
}

export interface ServerProcessOptions {
  /** Start from an empty data folder and database (migrations and demo data at start), not from the run's template. */
  fresh?: boolean;
}

/** A sign-in code as `npm run login-code` gives it, asked in this process: the running server's socket, or its database. */
async function loginCodeDirectly(env: NodeJS.ProcessEnv, email: string): Promise<string> {
  if (!env.DATABASE_URL) {
    const reply = await askControlChannel(env.DATA_DIR as string, { command: 'login-code', email });
    if (!reply) throw new Error(`The server in ${env.DATA_DIR} did not answer on its control socket`);
    if (!reply.ok) throw new Error(reply.error);
    return reply.code;
  }
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL });
  try {
    return await issueLoginCodeFor(db, env.JWT_SECRET as string, email);
  } finally {
    await db.close();
  }
}

async function loginCodeByScript(env: NodeJS.ProcessEnv, email: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/loginCode.ts', email], { env });
  const lines = stdout.trim().split('\n');
  return lines[lines.length - 1].trim();
}

/** A data folder and (on PostgreSQL) a database of the product's own, copied from the run's demo template, or empty. */
export interface ProductData {
  dataDir: string;
  database: { url: string; drop(): Promise<void> } | null;
  /** The environment the product runs with on this data; PORT is the caller's. */
  env: NodeJS.ProcessEnv;
}

export async function productData(extraEnv: NodeJS.ProcessEnv = {}, options: ServerProcessOptions = {}): Promise<ProductData> {
  const template = options.fresh ? null : await demoTemplate();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'curation-e2e-'));
  // Without the template server's control socket, should its stop have left one behind (cpSync cannot copy a socket).
  if (template) cpSync(template.dataDir, dataDir, { recursive: true, filter: (source) => path.basename(source) !== 'control.sock' });
  const database = process.env.DATABASE_URL ? await createServerDatabase(process.env.DATABASE_URL, 'e2e', template?.database ?? undefined) : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    JWT_SECRET: TEST_JWT_SECRET,
    NODE_ENV: 'test',
    ...(template ? { DEMO_SITES_ORIGIN: TEMPLATE_DEMO_SITES_ORIGIN } : {}),
    ...extraEnv,
  };
  return { dataDir, database, env };
}

export async function startServerProcess(extraEnv: NodeJS.ProcessEnv = {}, restartOf?: ServerProcess, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const data = restartOf ? null : await productData(extraEnv, options);
  const dataDir = restartOf?.env.DATA_DIR ?? (data as ProductData).dataDir;
  const database = data?.database ?? null;
  const env: NodeJS.ProcessEnv = restartOf ? { ...restartOf.env, PORT: String(port) } : { ...(data as ProductData).env, PORT: String(port) };
  const fresh = restartOf ? restartOf.fresh : options.fresh === true;
  const dropDatabase = database?.drop ?? restartOf?.dropData;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start in time:\n${output}`)), 90_000);
    const check = setInterval(() => {
      if (output.includes('is running at')) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    env,
    fresh,
    demoSitesOrigin: env.DEMO_SITES_ORIGIN || url,
    output: () => output,
    async loginCode(email) {
      // A stopped server's codes come from its database, as the script does.
      return fresh || child.exitCode !== null ? loginCodeByScript(env, email) : loginCodeDirectly(env, email);
    },
    dropData: async () => {
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async stop(options = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepData) {
        await dropDatabase?.();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
