// The probing queues (docs/probing.md, "Jobs"): 'menu-probing' runs one probe per job (its retries and dead letter are
// the scraping queues', server/jobs/boss.ts and queues.ts), and 'menu-probing-schedule' starts the probing session of
// every cluster's leads on config.probingSchedule (a pg-boss schedule: one session per tick whatever the number of
// worker processes; 'stately', so a slow tick and the next cannot pile up). On demand, the API calls
// startProbingSession itself (server/probing/probingSchedule.ts).
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { Database } from '../db/database';
import { failProbingJob, runProbingJob, type ProbingDeps } from '../probing/probingJob';
import { startProbingSession } from '../probing/probingSchedule';
import { deadLetterQueueOf, QUEUE_OF_KIND, type ScrapingJobPayload } from './queues';

export const PROBING_SCHEDULE_QUEUE = 'menu-probing-schedule';

export interface ProbingWorkerOptions {
  pollingIntervalSeconds: number;
  /** The cron of the daily session (config.probingSchedule). */
  schedule: string;
  track<T>(work: Promise<T>): Promise<T>;
}

/** Starts a scheduled probing session now (what the schedule's job does). */
export async function runScheduledProbing(db: Database): Promise<number> {
  const started = await db.transaction((tx) => startProbingSession(tx, { trigger: 'SCHEDULE', menuScrapingClusterId: null, requestedById: null }));
  return started.menuProbingJobIds.length;
}

export async function startProbingWorker(deps: ProbingDeps, boss: PgBoss, options: ProbingWorkerOptions): Promise<void> {
  const queue = QUEUE_OF_KIND.PROBING;
  await boss.work(queue, { includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds, localConcurrency: 1 }, async (jobs: JobWithMetadata<ScrapingJobPayload>[]) => {
    for (const job of jobs) {
      await options.track(runProbingJob(deps, { scrapingJobId: job.data.scrapingJobId, signal: job.signal, isLastAttempt: job.retryCount >= job.retryLimit }));
    }
  });
  await boss.work<ScrapingJobPayload>(deadLetterQueueOf(queue), { pollingIntervalSeconds: options.pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await options.track(failProbingJob(deps, job.data.scrapingJobId));
  });

  if (!(await boss.getQueue(PROBING_SCHEDULE_QUEUE))) {
    await boss.createQueue(PROBING_SCHEDULE_QUEUE, { policy: 'stately', retryLimit: 2, retryDelay: 60, expireInSeconds: 10 * 60 });
  }
  await boss.work(PROBING_SCHEDULE_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async () => {
    await options.track(runScheduledProbing(deps.db));
  });
  await boss.schedule(PROBING_SCHEDULE_QUEUE, options.schedule, {}, { tz: 'UTC' });
}
