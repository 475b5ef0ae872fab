// Starting a probing session (docs/probing.md, "Jobs"): one probing job per lead menu (scraping_cluster_role LEAD) of
// every cluster with a template (its own, or its master's), or of one cluster on demand. Each job is a scraping_jobs
// row of kind PROBING (the outbox hands it to the 'menu-probing' queue after the commit, server/jobs/outbox.ts) and a
// menu_probing_jobs row with what the probe finds. The menu is awaiting probing until its probe ends: the outbox holds
// its scrapes until then.
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';

export type ProbingTrigger = 'SCHEDULE' | 'ON_DEMAND';

export interface StartProbingInput {
  trigger: ProbingTrigger;
  /** One cluster's leads; null: every cluster with a template. */
  menuScrapingClusterId: number | null;
  requestedById: number | null;
}

export interface StartedProbing {
  menuProbingSessionId: number;
  menuProbingJobIds: number[];
}

/** Writes the session and its jobs in tx; the probes start once tx commits. */
export async function startProbingSession(tx: Queryable, input: StartProbingInput): Promise<StartedProbing> {
  const [{ id: sessionId }] = await tx.query<{ id: number }>(
    'INSERT INTO menu_probing_sessions (trigger, menu_scraping_cluster_id, requested_by_id) VALUES ($1, $2, $3) RETURNING id',
    [input.trigger, input.menuScrapingClusterId, input.requestedById],
  );
  // A lead already being probed is not probed twice at once.
  const leads = await tx.query<{ menu_id: number; cluster_id: number }>(
    `SELECT m.id AS menu_id, c.id AS cluster_id
       FROM menu_scraping_clusters c
       LEFT JOIN menu_scraping_clusters master ON master.id = c.master_id
       JOIN menu_scraping_templates t ON t.id = COALESCE(c.menu_scraping_template_id, master.menu_scraping_template_id) AND t.deleted_date IS NULL
       JOIN menus m ON m.menu_scraping_cluster_id = c.id AND m.scraping_cluster_role = 'LEAD' AND m.url IS NOT NULL
      WHERE ($1::int IS NULL OR c.id = $1)
        AND NOT EXISTS (SELECT 1 FROM menu_probing_jobs p WHERE p.menu_id = m.id AND p.job_status = 'IN_PROGRESS')
      ORDER BY c.id, m.id`,
    [input.menuScrapingClusterId],
  );
  const jobIds: number[] = [];
  for (const lead of leads) {
    const [{ id: scrapingJobId }] = await tx.query<{ id: number }>(
      `INSERT INTO scraping_jobs (kind, menu_id, status, reason, requested_by_id) VALUES ('PROBING', $1, 'IN_PROGRESS', 'PROBE', $2) RETURNING id`,
      [lead.menu_id, input.requestedById],
    );
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO menu_probing_jobs (menu_id, menu_scraping_cluster_id, menu_probing_session_id, scraping_job_id) VALUES ($1, $2, $3, $4) RETURNING id`,
      [lead.menu_id, lead.cluster_id, sessionId, scrapingJobId],
    );
    jobIds.push(id);
  }
  if (leads.length > 0) {
    await tx.query(`UPDATE menus SET is_awaiting_probing = true, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = ANY($1::int[])`, [leads.map((lead) => lead.menu_id)]);
  }
  await tx.query('UPDATE menu_probing_sessions SET job_count = $2 WHERE id = $1', [sessionId, jobIds.length]);
  return { menuProbingSessionId: sessionId, menuProbingJobIds: jobIds };
}
