// A session job's end, counted on its session in the transaction that persists the run (server/scraping/persistScrape.ts;
// docs/sessions.md, "Running"): the job leaves the in-progress count for its scraping status's, a job with a result
// (SUCCESS, PARTIAL_SUCCESS) counts as a scraped menu, and the session is COMPLETED when its last job ends. The session row
// is locked first, so two workers ending two jobs of one session at once count both.
//
// The failure rule (ours): a cluster session whose finished jobs are at least FAILURE_RULE_MIN_FINISHED and more than
// FAILURE_RULE_ERROR_SHARE of them ERROR says the template is broken: it is AUTOMATICALLY_ABORTED (its jobs not started
// are cancelled) rather than spend hours of slots scraping nothing. Reruns page sessions mix templates and menus'
// own instructions, so one broken template says nothing about the rest: they run to the end.
import type { Queryable } from '../db/database';
import { recordEvent } from '../history/eventRows';
import { abortLockedSession } from './sessionAbort';
import { findSession, SESSION_ENTITY_TYPE } from './sessionRows';

export const FAILURE_RULE_MIN_FINISHED = 10;
export const FAILURE_RULE_ERROR_SHARE = 0.5;

export const failureRateReason = (errors: number, finished: number) =>
  `The template looks broken: ${errors} of the first ${finished} finished jobs ended in ERROR (more than ${FAILURE_RULE_ERROR_SHARE * 100}% of at least ${FAILURE_RULE_MIN_FINISHED}).`;

/** Whether the finished jobs' outcomes say the template is broken (pure; the rule above). */
export function isTemplateBroken(counts: { success: number; partialSuccess: number; error: number }): boolean {
  const finished = counts.success + counts.partialSuccess + counts.error;
  return finished >= FAILURE_RULE_MIN_FINISHED && counts.error > finished * FAILURE_RULE_ERROR_SHARE;
}

export async function recordSessionJobEnded(tx: Queryable, jobId: number, scrapingStatus: 'SUCCESS' | 'PARTIAL_SUCCESS' | 'ERROR'): Promise<void> {
  const [job] = await tx.query<{ html_scraping_session_id: number | null }>('SELECT html_scraping_session_id FROM scraping_jobs WHERE id = $1', [jobId]);
  if (!job?.html_scraping_session_id) return;
  const sessionId = job.html_scraping_session_id;
  await tx.query('SELECT id FROM html_scraping_sessions WHERE id = $1 FOR UPDATE', [sessionId]);
  const column = { SUCCESS: 'success_job_count', PARTIAL_SUCCESS: 'partial_success_job_count', ERROR: 'error_job_count' }[scrapingStatus];
  await tx.query(
    `UPDATE html_scraping_sessions SET in_progress_job_count = in_progress_job_count - 1, ${column} = ${column} + 1,
            scraped_menu_count = scraped_menu_count + $2
      WHERE id = $1`,
    [sessionId, scrapingStatus === 'ERROR' ? 0 : 1],
  );
  const session = (await findSession(tx, sessionId))!;
  if (session.status !== 'IN_PROGRESS') return;
  if (session.in_progress_job_count === 0) {
    await tx.query("UPDATE html_scraping_sessions SET status = 'COMPLETED', completed_date = now() WHERE id = $1", [sessionId]);
    await recordEvent(tx, {
      userId: null,
      type: 'UPDATE',
      subType: 'COMPLETED',
      entityType: SESSION_ENTITY_TYPE,
      entityId: sessionId,
      message: `HTML scraping session ${sessionId} completed: ${session.scraped_menu_count} of ${session.total_menu_count} menus scraped`,
      data: { status: 'COMPLETED', menuScrapingClusterId: session.menu_scraping_cluster_id, scrapedMenuCount: session.scraped_menu_count },
    });
    return;
  }
  const counts = { success: session.success_job_count, partialSuccess: session.partial_success_job_count, error: session.error_job_count };
  if (session.kind !== 'RERUNS' && isTemplateBroken(counts)) {
    await abortLockedSession(tx, session, {
      status: 'AUTOMATICALLY_ABORTED',
      userId: null,
      reason: failureRateReason(counts.error, counts.success + counts.partialSuccess + counts.error),
    });
  }
}
