// Who may act on a session, on the server (spec 3, section 6): a cluster session's start and abort are cluster edits
// (the assignee or an admin, server/clusters/clusterAccess.ts, the cluster locked first); a reruns page session needs
// menuScrapingRerun (checked per operation in server/permissions/operationPermissions.ts). A session asked for through the
// other page's call is NOT_FOUND there, so one page's permission never reaches the other's sessions.
import { clusterEditRefusal } from '../../machines/clusterRules';
import type { Queryable } from '../db/database';
import { editableCluster, type Actor } from '../clusters/clusterAccess';
import { findCluster } from '../clusters/clusterRows';
import { findSession, sessionNotFound, SESSION_NOT_IN_PROGRESS, type SessionRow } from './sessionRows';

export type SessionPage = 'CLUSTER' | 'RERUNS';

const isOfPage = (session: SessionRow, page: SessionPage) => (page === 'RERUNS') === (session.kind === 'RERUNS');

/** The session as the page sees it (NOT_FOUND for the other page's sessions). */
export async function sessionOfPage(db: Queryable, id: number, page: SessionPage): Promise<SessionRow> {
  const session = await findSession(db, id);
  if (!session || !isOfPage(session, page)) throw sessionNotFound();
  return session;
}

/** For an abort: a cluster session's cluster locked and editable by the actor, then the session locked. */
export async function lockedSessionToAbort(tx: Queryable, id: number, page: SessionPage, actor: Actor): Promise<SessionRow> {
  const seen = await sessionOfPage(tx, id, page);
  if (seen.menu_scraping_cluster_id !== null) await editableCluster(tx, seen.menu_scraping_cluster_id, actor);
  return (await findSession(tx, id, { lock: true }))!;
}

/** Why the viewer may not abort the session now; null: Abort is enabled. */
export async function abortRefusalOf(db: Queryable, session: SessionRow, actor: Actor): Promise<string | null> {
  if (session.menu_scraping_cluster_id !== null) {
    const cluster = await findCluster(db, session.menu_scraping_cluster_id);
    const refusal = cluster ? clusterEditRefusal({ assignedToId: cluster.assigned_to_id, rerunStepType: cluster.rerun_step_type }, actor) : null;
    if (refusal) return refusal.message;
  }
  return session.status === 'IN_PROGRESS' ? null : SESSION_NOT_IN_PROGRESS;
}
