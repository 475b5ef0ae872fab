// pg-boss on the product's own database (DESIGN.md section 4: the distributed engine is PostgreSQL plus pg-boss): its
// own pool on a PostgreSQL server (DATABASE_URL), or the PGlite instance through pg-boss's PGlite backend (one process
// owns a PGlite data folder, so there the API process is the only worker). The queues of every job kind are created or
// brought to their policy at start.
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/database';
import { deadLetterQueueOf, QUEUE_OF_KIND, QUEUE_POLICIES, SCRAPING_JOB_KINDS, type QueuePolicy, type ScrapingJobKind } from './queues';

export interface BossOptions {
  /** Per-kind policy overrides (tests shorten the retry delays). */
  queuePolicies?: Partial<Record<ScrapingJobKind, Partial<QueuePolicy>>>;
  /**
   * How often pg-boss supervises and monitors each queue (expired jobs, missed heartbeats): a killed worker's job is run
   * again at most heartbeatSeconds plus this later. Defaults: 15 s and 30 s; tests shorten them.
   */
  superviseIntervalSeconds?: number;
  monitorIntervalSeconds?: number;
}

export function queuePolicyOf(kind: ScrapingJobKind, options: BossOptions = {}): QueuePolicy {
  return { ...QUEUE_POLICIES[kind], ...options.queuePolicies?.[kind] };
}

export async function startBoss(db: Database, options: BossOptions = {}): Promise<PgBoss> {
  const common = {
    schema: 'pgboss',
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 15,
    monitorIntervalSeconds: options.monitorIntervalSeconds ?? 30,
    // Warnings and queue statistics are read from our own tables and logs, not pg-boss's.
    persistWarnings: false,
  };
  let boss: PgBoss;
  if (db.pglite) boss = new PgBoss({ ...common, db: fromPglite(db.pglite), backend: 'pglite' });
  else if (db.databaseUrl) boss = new PgBoss({ ...common, connectionString: db.databaseUrl, max: Number(process.env.JOBS_POOL_SIZE ?? 4) });
  else throw new Error('pg-boss needs a PGlite instance or a PostgreSQL URL');
  // An error pg-boss reports from its own loops (a lost connection, a maintenance query) is logged; the loops go on.
  boss.on('error', (error) => console.error('Jobs:', error.message));
  await boss.start();
  for (const kind of SCRAPING_JOB_KINDS) await ensureQueue(boss, QUEUE_OF_KIND[kind], queuePolicyOf(kind, options));
  return boss;
}

async function ensureQueue(boss: PgBoss, name: string, policy: QueuePolicy): Promise<void> {
  const deadLetter = deadLetterQueueOf(name);
  // The dead-letter queue's own jobs are bookkeeping (mark the row FAILED): retried quickly, never dead-lettered again.
  const deadLetterOptions = { retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 };
  if (!(await boss.getQueue(deadLetter))) await boss.createQueue(deadLetter, deadLetterOptions);
  const options = {
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: policy.retryDelayMaxSeconds,
    expireInSeconds: policy.expireInSeconds,
    heartbeatSeconds: policy.heartbeatSeconds,
    deadLetter,
  };
  // An existing queue follows the policy of the code that runs now (a deployment that changed it).
  if (!(await boss.getQueue(name))) await boss.createQueue(name, options);
  else await boss.updateQueue(name, options);
}
