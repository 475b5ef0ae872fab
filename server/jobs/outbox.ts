// The outbox between a scheduling transaction and pg-boss. scheduleHtmlScrape (and the later kinds' schedulers) write an
// IN_PROGRESS scraping_jobs row with no boss_job_id in the caller's transaction; the dispatcher of every process that
// runs pg-boss hands such rows to their queue and records boss_job_id. The pg-boss job id is derived from the row id and
// pg-boss inserts ON CONFLICT DO NOTHING, so two dispatchers, or a dispatcher that dies between the send and the update,
// still queue a row once. Why not send inside the caller's transaction: the scheduler only holds a Queryable (the
// resolver's transaction), pg-boss needs its instance to send, and on PGlite a send whose queue is not cached yet would
// query outside the open transaction and wait on it forever.
import type { PgBoss } from 'pg-boss';
import type { Queryable } from '../db/database';
import { bossJobIdOf, QUEUE_OF_KIND, type ScrapingJobKind, type ScrapingJobPayload } from './queues';

export interface OutboxDispatcher {
  /** Dispatches what is waiting now (the loop calls it; tests call it to skip the wait). */
  dispatchNow(): Promise<number>;
  stop(): Promise<void>;
}

/** Hands every waiting row to its queue; answers how many were handed. */
export async function dispatchWaitingJobs(db: Queryable, boss: PgBoss, kinds: readonly ScrapingJobKind[]): Promise<number> {
  const rows = await db.query<{ id: number; kind: ScrapingJobKind; start_after: Date | null }>(
    // A menu awaiting probing is not scraped until its probe ends (docs/probing.md, "Jobs"): its scrapes wait here while
    // a probe of it runs (the flag alone, which demo data sets without a probe, would hold them for ever).
    `SELECT j.id, j.kind, j.start_after FROM scraping_jobs j
      WHERE j.status = 'IN_PROGRESS' AND j.boss_job_id IS NULL AND j.kind = ANY($1::text[])
        AND (j.kind = 'PROBING' OR j.menu_id IS NULL
             OR NOT EXISTS (SELECT 1 FROM menu_probing_jobs p WHERE p.menu_id = j.menu_id AND p.job_status = 'IN_PROGRESS'))
      ORDER BY j.id LIMIT 100`,
    [[...kinds]],
  );
  for (const row of rows) {
    const id = bossJobIdOf(row.id);
    const payload: ScrapingJobPayload = { scrapingJobId: row.id };
    // A session's job waits for its moment in its slot (server/sessions/sessionScheduling.ts): pg-boss holds it until then.
    const startAfter = row.start_after ? new Date(row.start_after) : undefined;
    // null: the job is already queued (another dispatcher, or an earlier attempt of this one): only the row is behind.
    await boss.send(QUEUE_OF_KIND[row.kind], payload, { id, ...(startAfter ? { startAfter } : {}) });
    await db.query('UPDATE scraping_jobs SET boss_job_id = $2 WHERE id = $1 AND boss_job_id IS NULL', [row.id, id]);
  }
  return rows.length + (await cancelAbortedJobs(db, boss));
}

/**
 * Rows an abort cancelled after they were handed to pg-boss (server/sessions/sessionAbort.ts): their pg-boss jobs are
 * cancelled so they leave the queue (a worker that gets one first finds the row ABORTED and skips it).
 */
export async function cancelAbortedJobs(db: Queryable, boss: PgBoss): Promise<number> {
  const rows = await db.query<{ id: number; kind: ScrapingJobKind; boss_job_id: string }>(
    'SELECT id, kind, boss_job_id FROM scraping_jobs WHERE queue_cancel_pending ORDER BY id LIMIT 500',
  );
  const byQueue = new Map<string, string[]>();
  for (const row of rows) byQueue.set(QUEUE_OF_KIND[row.kind], [...(byQueue.get(QUEUE_OF_KIND[row.kind]) ?? []), row.boss_job_id]);
  for (const [queue, ids] of byQueue) await boss.cancel(queue, ids);
  if (rows.length > 0) await db.query('UPDATE scraping_jobs SET queue_cancel_pending = false WHERE id = ANY($1::int[])', [rows.map((row) => row.id)]);
  return rows.length;
}

/** Polls every intervalMs (a scheduled job waits at most that long for its queue); one dispatch at a time. */
export function startOutboxDispatcher(db: Queryable, boss: PgBoss, kinds: readonly ScrapingJobKind[], intervalMs: number): OutboxDispatcher {
  let running: Promise<number> | null = null;
  let stopped = false;
  const dispatchNow = (): Promise<number> => {
    if (stopped) return Promise.resolve(0);
    if (!running) {
      running = dispatchWaitingJobs(db, boss, kinds)
        .catch((error: unknown) => {
          console.error('Jobs: dispatching scheduled jobs failed:', error instanceof Error ? error.message : error);
          return 0;
        })
        .finally(() => {
          running = null;
        });
    }
    return running;
  };
  const timer = setInterval(() => void dispatchNow(), intervalMs);
  timer.unref();
  return {
    dispatchNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
