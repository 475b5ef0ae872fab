// Ending a session before its jobs all ran (spec 3, section 4; docs/sessions.md, "Abort"), in the caller's transaction:
// only a session IN_PROGRESS; its jobs that have not started are cancelled (the rows ABORTED, their pg-boss jobs cancelled
// by the outbox dispatcher after the commit, their menus given back the status they had before the session scheduled
// them), the running ones finish and are counted as they end. MANUALLY_ABORTED by a person's Abort;
// AUTOMATICALLY_ABORTED by a restart of the cluster's template validation or by the failure rate (sessionProgress.ts).
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { appError } from '../graphql/errors';
import { recordEvent } from '../history/eventRows';
import type { Actor } from '../clusters/clusterAccess';
import { lockedSessionToAbort, type SessionPage } from './sessionAccess';
import { findSession, SESSION_ENTITY_TYPE, SESSION_NOT_IN_PROGRESS, type SessionRow } from './sessionRows';

export const ABORTED_BY_RESTART = 'Template validation was restarted.';

export interface SessionAbort {
  status: 'MANUALLY_ABORTED' | 'AUTOMATICALLY_ABORTED';
  /** The person who pressed Abort, or who restarted the step; null for the failure rate. */
  userId: number | null;
  reason: string | null;
}

/** Aborts a session locked by the caller (it must be IN_PROGRESS); answers the session as it is now. */
export async function abortLockedSession(tx: Queryable, session: SessionRow, abort: SessionAbort): Promise<SessionRow> {
  if (session.status !== 'IN_PROGRESS') throw appError('VALIDATION', SESSION_NOT_IN_PROGRESS);
  const cancelled = await tx.query<{ id: number; menu_id: number; menu_status_before_session: string | null }>(
    `UPDATE scraping_jobs SET status = 'ABORTED', finished_date = now(), queue_cancel_pending = boss_job_id IS NOT NULL,
            exceptions = exceptions || ARRAY['Cancelled before it ran: the session was aborted.']
      WHERE html_scraping_session_id = $1 AND status = 'IN_PROGRESS' AND started_date IS NULL
      RETURNING id, menu_id, menu_status_before_session`,
    [session.id],
  );
  // A cancelled job's menu gets back its status unless something else scheduled it since (another job still waits).
  const restored = await tx.query<{ id: number; status: string }>(
    `UPDATE menus m SET status = COALESCE(j.menu_status_before_session, m.status), is_awaiting_scraping = false, modified_date = ${NEXT_MODIFIED_DATE}
       FROM scraping_jobs j
      WHERE j.id = ANY($1::int[]) AND m.id = j.menu_id AND m.status = 'SCRAPE_SCHEDULED'
        AND NOT EXISTS (SELECT 1 FROM scraping_jobs o WHERE o.menu_id = m.id AND o.status = 'IN_PROGRESS' AND o.kind IN ('HTML_SCRAPING', 'DOCUMENT_SCRAPING', 'DOCUMENT_CRAWLING'))
      RETURNING m.id, m.status`,
    [cancelled.map((job) => job.id)],
  );
  for (const menu of restored) {
    await recordEvent(tx, {
      userId: abort.userId,
      type: 'UPDATE',
      subType: 'SCRAPE_CANCELLED',
      entityType: 'MENU',
      entityId: menu.id,
      message: `Menu scrape cancelled: HTML scraping session ${session.id} was aborted`,
      data: { menuStatus: menu.status, previousMenuStatus: 'SCRAPE_SCHEDULED', htmlScrapingSessionId: session.id },
    });
  }
  await tx.query(
    `UPDATE html_scraping_sessions SET status = $2, completed_date = now(), aborted_reason = $3, aborted_by_id = $4,
            in_progress_job_count = in_progress_job_count - $5, aborted_job_count = aborted_job_count + $5
      WHERE id = $1`,
    [session.id, abort.status, abort.reason, abort.userId, cancelled.length],
  );
  const running = session.in_progress_job_count - cancelled.length;
  await recordEvent(tx, {
    userId: abort.userId,
    type: 'UPDATE',
    subType: abort.status,
    entityType: SESSION_ENTITY_TYPE,
    entityId: session.id,
    message:
      `HTML scraping session ${session.id} ${abort.status === 'MANUALLY_ABORTED' ? 'aborted' : 'aborted automatically'}` +
      `${abort.reason ? ` (${abort.reason})` : ''}: ${cancelled.length} jobs cancelled, ${running} running jobs finish`,
    data: { status: abort.status, reason: abort.reason, menuScrapingClusterId: session.menu_scraping_cluster_id, cancelledJobIds: cancelled.map((job) => job.id), runningJobCount: running },
  });
  return (await findSession(tx, session.id))!;
}

/**
 * A restart of template validation: the cluster's sessions in progress end AUTOMATICALLY_ABORTED (the hook of
 * server/clusters/rerunFlowWrites.ts); answers their ids.
 */
export async function abortClusterSessionsInProgress(tx: Queryable, clusterId: number, userId: number): Promise<number[]> {
  const sessions = await tx.query<{ id: number }>(
    "SELECT id FROM html_scraping_sessions WHERE menu_scraping_cluster_id = $1 AND status = 'IN_PROGRESS' ORDER BY id FOR UPDATE",
    [clusterId],
  );
  for (const { id } of sessions) {
    await abortLockedSession(tx, (await findSession(tx, id))!, { status: 'AUTOMATICALLY_ABORTED', userId, reason: ABORTED_BY_RESTART });
  }
  return sessions.map((session) => session.id);
}

/** A person's Abort from the cluster page or the reruns page: MANUALLY_ABORTED. */
export async function abortSessionOfPage(tx: Queryable, id: number, page: SessionPage, actor: Actor): Promise<SessionRow> {
  const session = await lockedSessionToAbort(tx, id, page, actor);
  return abortLockedSession(tx, session, { status: 'MANUALLY_ABORTED', userId: actor.userId, reason: null });
}
