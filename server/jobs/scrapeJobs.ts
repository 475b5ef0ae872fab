// Scheduling a scrape: the scraping_jobs row is written in the caller's transaction (the resolve or rescrape that asked
// for it), so a rolled-back resolve leaves no job behind. The row is an outbox entry: IN_PROGRESS with no boss_job_id.
// After the commit, a dispatcher in every process that runs pg-boss (server/jobs/outbox.ts) hands it to pg-boss under a
// job id derived from the row's id, so handing it twice (two dispatchers, a crash between send and update) queues it once.
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { recordEvent } from '../history/eventRows';

/**
 * A menu in one of these statuses has had a run approved (by a reviewer or automatically), so its next run is a rerun,
 * even when the approval predates last_approved_job_id (menus approved before the engine existed, the demo data). A
 * menu rescheduled while a rerun is still pending (already SCRAPE_SCHEDULED) stays a rerun.
 */
export const APPROVED_RUN_STATUSES = ['APPROVED', 'AUTO_APPROVED', 'SCRAPING_RERUN_ERROR', 'SCRAPING_RERUN_SIGNIFICANT_CHANGES'];

export type ScrapeReason = 'RESOLVE' | 'RESCRAPE' | 'RERUN';

export interface ScheduleHtmlScrapeInput {
  menuId: number;
  /** Who asked (the resolver of the task, the person rescraping); null for a system rerun. */
  requestedById: number | null;
  reason: ScrapeReason;
  isDebugMode: boolean;
  comment?: string | null;
}

/**
 * Writes the job and moves the menu to SCRAPE_SCHEDULED (awaiting scraping), with a MENU history event, inside tx.
 * The run starts once tx commits. A menu already awaiting a scrape gets a new job all the same: the newest job is the
 * one the menu points at when it completes, and an older one still queued completes as its own record.
 */
export async function scheduleHtmlScrape(tx: Queryable, input: ScheduleHtmlScrapeInput): Promise<{ jobId: number }> {
  const [menu] = await tx.query<{ id: number; status: string; scraping_instructions_version: number; has_approved_run: boolean }>(
    `SELECT id, status, scraping_instructions_version, (last_approved_job_id IS NOT NULL OR status = ANY($2)
         OR EXISTS (SELECT 1 FROM scraping_jobs j WHERE j.menu_id = m.id AND j.status = 'IN_PROGRESS' AND j.is_rerun)) AS has_approved_run
       FROM menus m WHERE id = $1 FOR UPDATE`,
    [input.menuId, APPROVED_RUN_STATUSES],
  );
  if (!menu) throw new Error(`Menu ${input.menuId} does not exist`);
  const [{ id: jobId }] = await tx.query<{ id: number }>(
    `INSERT INTO scraping_jobs (kind, menu_id, status, reason, is_debug_mode, is_rerun, scraping_engine, instructions_version, comment, requested_by_id)
     VALUES ('HTML_SCRAPING', $1, 'IN_PROGRESS', $2, $3, $4, NULL, $5, $6, $7) RETURNING id`,
    [menu.id, input.reason, input.isDebugMode, menu.has_approved_run, menu.scraping_instructions_version, input.comment ?? null, input.requestedById],
  );
  await tx.query(
    `UPDATE menus SET status = 'SCRAPE_SCHEDULED', is_awaiting_scraping = true, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`,
    [menu.id],
  );
  await recordEvent(tx, {
    userId: input.requestedById,
    type: 'UPDATE',
    subType: 'SCRAPE_SCHEDULED',
    entityType: 'MENU',
    entityId: menu.id,
    message: `Menu scrape scheduled (${input.reason.toLowerCase()}${input.isDebugMode ? ', debug mode' : ''}): job ${jobId}`,
    data: { menuStatus: 'SCRAPE_SCHEDULED', previousMenuStatus: menu.status, jobId, reason: input.reason, isDebugMode: input.isDebugMode, comment: input.comment ?? null },
  });
  return { jobId };
}
