// `npm run worker`: a process that only runs jobs (scrapes, crawls) for a PostgreSQL deployment (DATABASE_URL). Start
// as many as the load needs, on any machine that reaches the database: pg-boss gives each job to one of them, and the
// politeness rules shared through the database keep them from hammering one site. PGlite has one process per data
// folder (the API's), so there the API process runs the jobs and this refuses to start.
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { startJobWorkers } from './jobs/workers';
import { checkAtStart } from './startupChecks';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error('npm run worker needs DATABASE_URL (a PostgreSQL server): on PGlite the API process runs the jobs itself.');
  process.exit(1);
}
const db = await openDatabase({ databaseUrl: config.databaseUrl });
// The tables may be newer than the API that created them (a worker deployed first): migrations are idempotent.
await migrate(db);
// A worker whose settings disagree with the API's says so now, not in every job; one whose files the others would
// never see refuses to start.
const { notes, refusal } = await checkAtStart(db, config, 'worker');
for (const note of notes) console.warn(note);
if (refusal) {
  console.error(`The job worker did not start. ${refusal}`);
  await db.close();
  process.exit(1);
}
const workers = await startJobWorkers(db, config);
console.log('Job worker is running (PostgreSQL, DATABASE_URL)');

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the job worker (running jobs finish or are retried)`);
  await workers.stop();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
