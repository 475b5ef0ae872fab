// The clustering run a starting product queues (server/jobs/clusteringJobs.ts) rewrites menus' platforms, signatures
// and cluster membership: cluster tests wait until it has run, and nothing else is queued, before they read or make
// clusters (waiting only for an empty queue could pass before the worker has queued its start-up run), and drop the
// hourly schedule of this test's product, whose run would rewrite the signatures a test made up.
import { expect } from 'vitest';
import type { Queryable } from '../../../server/db/database';

export async function clusteringRunsEnded(db: Queryable): Promise<void> {
  await expect
    .poll(
      async () => {
        const [row] = await db.query<{ done: number; pending: number }>(
          `SELECT count(*) FILTER (WHERE state = 'completed')::int AS done,
                  count(*) FILTER (WHERE state IN ('retry', 'active') OR (state = 'created' AND start_after <= now()))::int AS pending
             FROM pgboss.job WHERE name = 'menu-clustering'`,
        );
        return row.done > 0 && row.pending === 0;
      },
      { timeout: 60_000, interval: 250 },
    )
    .toBe(true);
  // The worker schedules before it queues its start-up run, so once that run is done the schedule is there to drop.
  await db.query(`DELETE FROM pgboss.schedule WHERE name = 'menu-clustering'`);
}
