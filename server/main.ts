// Starts the product: settings from the environment, the database with its migrations (and demo data on first start),
// the API with the SPA, and the control channel for `npm run login-code`.
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { syncRoles } from './db/syncRoles';
import { loadDemoData } from './demo/loadDemoData';
import { fileStoreOf } from './files/fileStoreOf';
import { createApp } from './app';
import { startControlChannel } from './controlChannel';
import { issueLoginCodeFor } from './auth/issueLoginCode';
import { startJobWorkers } from './jobs/workers';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(db);
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
await syncRoles(db);
if (config.loadDemoData) {
  const { loaded } = await loadDemoData(db, { demoSitesOrigin: config.demoSitesOrigin, files: fileStoreOf(config) });
  if (loaded) console.log('Loaded the demo data.');
}

// SPA_DIR serves another build of the SPA (a developer's own build folder); dist/spa by default.
const app = createApp({ config, db, spaDir: process.env.SPA_DIR || undefined });
const port = await app.listen();
// The job workers (scrapes) run here unless API_WORKERS=false leaves them to `npm run worker` processes (PostgreSQL only:
// a PGlite data folder has one process).
const workers = config.apiWorkers || !config.databaseUrl ? await startJobWorkers(db, config) : null;
const control = config.databaseUrl
  ? null
  : startControlChannel(config.dataDir, async (command) => {
      if (command.command !== 'login-code') return { ok: false, error: 'Unknown command' };
      return { ok: true, code: await issueLoginCodeFor(db, config.jwtSecret, command.email) };
    });

// One write, so whoever waits for 'is running at' (a person or a test reading the pipe) gets the sign-in hint with it.
console.log(
  [
    `Curation back office is running at http://localhost:${port}`,
    `Database: ${config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
    'Sign in at /account/login-email, e.g. as admin@example.com; get a code with: npm run login-code -- admin@example.com',
  ].join('\n'),
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  control?.close();
  await app.close();
  await workers?.stop();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
