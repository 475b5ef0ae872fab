// A job worker in a process of its own on the suite's PostgreSQL database (DATABASE_URL), with the suite's settings:
// scrapingJobs.test.ts kills it mid-job (SIGKILL: no stop, no failing of its job) to show another worker takes the job.
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { startJobWorkers } from '../../server/jobs/workers';
import { TEST_WORKERS } from './scrapingJobsSupport';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test' }), databaseUrl };
const db = await openDatabase({ databaseUrl });
await startJobWorkers(db, config, TEST_WORKERS);
console.log('worker ready');
