// The clustering queue (DESIGN.md section 5, "Clusters"; docs/clusters.md, "Forming clusters"): one pg-boss queue whose
// job runs server/clusters/clustering.ts. It runs every hour (a pg-boss schedule, so one run an hour whatever the number
// of worker processes), once when a worker starts on a database that has platforms, and right after the demo data is
// first loaded (server/startProduct.ts calls runClustering itself, so the demo's clusters exist when the API answers).
// The queue is 'stately': at most one run queued and one running, so a start and the hour cannot pile up runs.
import type { PgBoss } from 'pg-boss';
import { runClustering } from '../clusters/clustering';
import type { Database } from '../db/database';

export const CLUSTERING_QUEUE = 'menu-clustering';
/** Every hour, at minute 7 (away from the hour's other work). */
export const CLUSTERING_CRON = '7 * * * *';

export interface ClusteringWorkerOptions {
  pollingIntervalSeconds: number;
  /** Keeps a running handler's promise so that stop() waits for it. */
  track<T>(work: Promise<T>): Promise<T>;
}

export async function startClusteringWorker(db: Database, boss: PgBoss, options: ClusteringWorkerOptions): Promise<void> {
  if (!(await boss.getQueue(CLUSTERING_QUEUE))) {
    await boss.createQueue(CLUSTERING_QUEUE, { policy: 'stately', retryLimit: 2, retryDelay: 60, expireInSeconds: 30 * 60 });
  }
  await boss.work(CLUSTERING_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async () => {
    await options.track(runClustering(db));
  });
  await boss.schedule(CLUSTERING_QUEUE, CLUSTERING_CRON, {}, { tz: 'UTC' });
  const [{ has_platforms }] = await db.query<{ has_platforms: boolean }>('SELECT EXISTS (SELECT 1 FROM platforms) AS has_platforms');
  if (has_platforms) await boss.send(CLUSTERING_QUEUE, {});
}
