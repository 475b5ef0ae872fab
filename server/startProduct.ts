// The product's parts started in order: the database with its migrations (and demo data on first start), the API with
// the SPA, and the job workers. `server/main.ts` runs it as a process (with the control channel and signals); the browser
// tests run the same function in their own process, so that a test file's server costs a database copy, not a Node
// start (docs/decisions.md, "A test run that stays fast").
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { syncRoles } from './db/syncRoles';
import { runClustering } from './clusters/clustering';
import { loadDemoData } from './demo/loadDemoData';
import { fileStoreOf } from './files/fileStoreOf';
import { createApp, type App } from './app';
import { startJobWorkers, type JobWorkers } from './jobs/workers';
import { checkAtStart } from './startupChecks';
import type { DeliverCode } from './auth/codeDelivery';

export interface RunningProduct {
  db: Database;
  app: App;
  port: number;
  workers: JobWorkers | null;
  /** Stops taking requests, lets running jobs finish, then closes the database. */
  stop(): Promise<void>;
}

export interface StartProductOptions {
  /** Folder of the built SPA; dist/spa by default. */
  spaDir?: string;
  /** Where sign-in codes go; SMTP or the log by default (server/auth/codeDelivery.ts). */
  deliverCode?: DeliverCode;
  log?: (line: string) => void;
}

export async function startProduct(config: Config, options: StartProductOptions = {}): Promise<RunningProduct> {
  const log = options.log ?? ((line: string) => console.log(line));
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(db);
  if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
  await syncRoles(db);
  if (config.loadDemoData) {
    const { loaded } = await loadDemoData(db, { demoSitesOrigin: config.demoSitesOrigin, files: fileStoreOf(config) });
    if (loaded) log('Loaded the demo data.');
    // The demo's menus form their clusters now, not at the job's next hour (docs/clusters.md, "Forming clusters").
    if (loaded) await runClustering(db);
  }
  // What this process's settings say against the database and its other processes (demo sites, files, secret).
  for (const note of (await checkAtStart(db, config, 'api')).notes) log(note);

  const app = createApp({ config, db, spaDir: options.spaDir, deliverCode: options.deliverCode });
  const port = await app.listen();
  // The job workers (scrapes) run here unless API_WORKERS=false leaves them to `npm run worker` processes (PostgreSQL
  // only: a PGlite data folder has one process).
  const workers = config.apiWorkers || !config.databaseUrl ? await startJobWorkers(db, config) : null;

  return {
    db,
    app,
    port,
    workers,
    async stop() {
      await app.close();
      await workers?.stop();
      await db.close();
    },
  };
}
