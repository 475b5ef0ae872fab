// The clustering run a starting product queues (server/jobs/clusteringJobs.ts) rewrites menus' platforms, signatures
// and cluster membership: cluster tests wait for it before they read or make clusters.
import { expect } from 'vitest';
import type { Queryable } from '../../../server/db/database';

export async function clusteringRunsEnded(db: Queryable): Promise<void> {
  await expect
    .poll(
      async () =>
        (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'menu-clustering' AND state IN ('created', 'retry', 'active') AND start_after <= now()`))[0]
          .count,
      { timeout: 60_000, interval: 250 },
    )
    .toBe(0);
}
