// Runs the product as a person would, `tsx server/main.ts` in its own process with its own data folder (or a fresh
// database on the PostgreSQL server DATABASE_URL names), and asks `npm run login-code`'s script for codes.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createServerDatabase } from './testDatabase';

const run = promisify(execFile);

export interface ServerProcess {
  url: string;
  env: NodeJS.ProcessEnv;
  output: () => string;
  loginCode(email: string): Promise<string>;
  /** Stops the server; with keepData the data folder (or database) stays for a restart with the same env. */
  stop(options?: { keepData?: boolean }): Promise<void>;
  /** Removes the data folder (or database) of a server stopped with keepData. */
  dropData(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startServerProcess(extraEnv: NodeJS.ProcessEnv = {}, restartOf?: ServerProcess): Promise<ServerProcess> {
  const dataDir = restartOf?.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'curation-e2e-'));
  const port = await freePort();
  const database = restartOf ? null : process.env.DATABASE_URL ? await createServerDatabase(process.env.DATABASE_URL, 'e2e') : null;
  const env: NodeJS.ProcessEnv = restartOf
    ? { ...restartOf.env, PORT: String(port) }
    : {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
        JWT_SECRET: 'e2e-secret-0123456789-0123456789',
        NODE_ENV: 'test',
        ...extraEnv,
      };
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
    output: () => output,
    async loginCode(email) {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/loginCode.ts', email], { env });
      const lines = stdout.trim().split('\n');
      return lines[lines.length - 1].trim();
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
