// Scheduling a planned session (docs/sessions.md, "Storage" and "Running"), in the caller's transaction: the session row,
// then one HTML_SCRAPING job per planned menu through the engine's own path (server/jobs/scrapeJobs.ts scheduleHtmlScrape,
// reason RERUN: the menu becomes SCRAPE_SCHEDULED with its MENU event), each job marked with its session, its slot, the
// moment pg-boss may start it (start_after: slotDispatch.ts, spread over the slot in the planner's order) and the template version pinned
// now. The outbox hands the jobs to pg-boss after the commit with their start_after (server/jobs/outbox.ts).
import type { Queryable } from '../db/database';
import { scheduleHtmlScrape } from '../jobs/scrapeJobs';
import type { SessionPlan } from './sessionPlanner';
import type { SessionKind } from './sessionRows';
import { plannedStartWithinSlot } from './slotDispatch';

export interface SessionToSchedule {
  kind: SessionKind;
  clusterId: number | null;
  rerunFlowId: number | null;
  createdById: number;
  configuration: Record<string, unknown>;
  /** The cluster's template (or its master's) and its current version, pinned for every job; null on the reruns page. */
  template: { id: number; version: number } | null;
  /** The plan in real time (sessionTiming.ts planInRealTime): its slots are when the jobs run. */
  plan: SessionPlan;
  slotDurationMs: number;
}

/** Each menu's template when it is in a cluster that has one (or whose master has one): the reruns page pins per job. */
async function templatesOfMenus(tx: Queryable, menuIds: number[]): Promise<Map<number, { id: number; version: number }>> {
  const rows = await tx.query<{ menu_id: number; id: number; version: number }>(
    `SELECT m.id AS menu_id, t.id, t.scraping_instructions_version AS version FROM menus m
       JOIN menu_scraping_clusters c ON c.id = m.menu_scraping_cluster_id
       LEFT JOIN menu_scraping_clusters master ON master.id = c.master_id
       JOIN menu_scraping_templates t ON t.id = COALESCE(c.menu_scraping_template_id, master.menu_scraping_template_id) AND t.deleted_date IS NULL
      WHERE m.id = ANY($1::int[])`,
    [menuIds],
  );
  return new Map(rows.map((row) => [row.menu_id, { id: row.id, version: row.version }]));
}

export async function scheduleSession(tx: Queryable, session: SessionToSchedule): Promise<number> {
  const { plan } = session;
  const planned = plan.slots.flatMap((slot) => slot.menuIds);
  const usedSlots = plan.slots.filter((slot) => slot.menuIds.length > 0);
  const [{ id: sessionId }] = await tx.query<{ id: number }>(
    `INSERT INTO html_scraping_sessions (kind, menu_scraping_cluster_id, rerun_flow_id, created_by_id, configuration, menu_scraping_template_id,
       scraping_instructions_version_number, time_slot_count, slot_duration_ms, start_time, estimated_completion_time, total_menu_count, in_progress_job_count)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id`,
    [
      session.kind,
      session.clusterId,
      session.rerunFlowId,
      session.createdById,
      JSON.stringify(session.configuration),
      session.template?.id ?? null,
      session.template?.version ?? null,
      plan.timeSlotCount,
      session.slotDurationMs,
      plan.startTime.toISOString(),
      plan.estimatedCompletionTime.toISOString(),
      planned.length,
    ],
  );
  const perMenuTemplates = session.template ? null : await templatesOfMenus(tx, planned);
  for (const slot of usedSlots) {
    const window = { start: slot.start, end: slot.end };
    for (const [position, menuId] of slot.menuIds.entries()) {
      const [menu] = await tx.query<{ status: string }>('SELECT status FROM menus WHERE id = $1', [menuId]);
      const { jobId } = await scheduleHtmlScrape(tx, {
        menuId,
        requestedById: session.createdById,
        reason: 'RERUN',
        isDebugMode: false,
        comment: `HTML scraping session ${sessionId}, slot ${slot.index + 1}`,
      });
      const template = session.template ?? perMenuTemplates?.get(menuId) ?? null;
      await tx.query(
        `UPDATE scraping_jobs SET html_scraping_session_id = $2, slot_start = $3, slot_end = $4, start_after = $5, menu_status_before_session = $6,
           menu_scraping_template_id = $7, template_version = $8
         WHERE id = $1`,
        [jobId, sessionId, window.start.toISOString(), window.end.toISOString(), plannedStartWithinSlot(window, position, slot.menuIds.length).toISOString(), menu.status, template?.id ?? null, template?.version ?? null],
      );
    }
  }
  return sessionId;
}
