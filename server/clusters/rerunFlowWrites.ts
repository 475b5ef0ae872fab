// Writing a cluster's rerun flow (spec 3, sections 4 and 7; DESIGN.md section 5, "The rerun flow"): Start new rerun flow,
// Done on a step, Restart of template validation. Each runs in the caller's transaction as applyTaskEvent does: the
// cluster is locked, the edit rule asked (the assignee or an admin), the machine asked (machines/rerunFlowMachine.ts,
// whose refusal is the message a person sees), then the flow, its steps, the cluster's rerun_step_type and the history
// event land together. A refusal writes nothing.
import {
  decideRerunFlowEvent,
  MENU_STATUSES_APPROVED_BY_SCRAPING,
  nextStep,
  RERUN_MESSAGES,
  RERUN_STEP_LABELS,
  RERUN_STEP_TYPES,
  type RerunFlowEvent,
  type RerunFlowFacts,
  type RerunStepType,
} from '../../machines/rerunFlowMachine';
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { appError, conflict, validationError } from '../graphql/errors';
import { recordEvent } from '../history/eventRows';
import { markApproved } from '../scraping/menuApproval';
import { abortClusterSessionsInProgress } from '../sessions/sessionAbort';
import { kindOf } from '../tasks/taskKinds';
import { factsOf, findTask, writeFacts } from '../tasks/taskRows';
import { editableCluster, throwRefusal, type Actor } from './clusterAccess';
import { findCluster, type ClusterRow } from './clusterRows';
import { CLUSTER_ENTITY_TYPE, resetMenus } from './clusterWrites';
import { findRerunFlow, latestRerunFlow, rerunFlowFactsOf, type RerunFlowRow } from './rerunFlowRows';

export const RERUN_FLOW_NOT_FOUND = 'Rerun flow was not found.';
export const RERUN_FLOW_NOT_CURRENT = "This rerun flow is no longer the cluster's current flow. Reload to see the flow as it is.";

/** The confirmations a Done needs: their refusal names the isConfirmed argument, as the schema says. */
const CONFIRMATION_MESSAGES: readonly string[] = [RERUN_MESSAGES.confirmScraping, RERUN_MESSAGES.confirmCleanup];

function decide(facts: RerunFlowFacts, event: RerunFlowEvent): RerunFlowFacts {
  const decision = decideRerunFlowEvent(facts, event);
  if (!decision.ok && CONFIRMATION_MESSAGES.includes(decision.refusal.message)) throw validationError(decision.refusal.message, 'isConfirmed');
  if (!decision.ok) throwRefusal(decision.refusal);
  return (decision as { facts: RerunFlowFacts }).facts;
}

async function setClusterStep(tx: Queryable, clusterId: number, step: RerunStepType, actor: Actor): Promise<void> {
  await tx.query(`UPDATE menu_scraping_clusters SET rerun_step_type = $2, modified_by_id = $3, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`, [clusterId, step, actor.userId]);
}

async function setFlowStep(tx: Queryable, flowId: number, step: RerunStepType): Promise<void> {
  await tx.query(`UPDATE rerun_flows SET current_step = $2, finished_date = CASE WHEN $2 = 'DONE' THEN now() ELSE NULL END WHERE id = $1`, [flowId, step]);
}

/**
 * The flow by its id, with its cluster locked and editable by the actor; the flow read again under the lock (someone may
 * have moved it while we waited). A flow that is not its cluster's latest is CONFLICT.
 */
async function lockedFlow(tx: Queryable, flowId: number, actor: Actor): Promise<{ cluster: ClusterRow; flow: RerunFlowRow }> {
  const seen = await findRerunFlow(tx, flowId);
  if (!seen) throw appError('NOT_FOUND', RERUN_FLOW_NOT_FOUND);
  const cluster = await editableCluster(tx, seen.menu_scraping_cluster_id, actor);
  const flow = (await findRerunFlow(tx, flowId))!;
  const latest = await latestRerunFlow(tx, cluster.id);
  if (latest?.id !== flow.id) throw conflict(RERUN_FLOW_NOT_CURRENT);
  return { cluster, flow };
}

/**
 * Start new rerun flow: a template set and no flow running (machine). Every menu of the cluster is reset as a template
 * change resets them (status NEW, or NOT_SCRAPEABLE for an HTML_NOT_SCRAPEABLE menu; no scraping status); the flow starts
 * at PREPARATION with its five steps.
 */
export async function startNewRerunFlow(tx: Queryable, clusterId: number, actor: Actor): Promise<ClusterRow> {
  const cluster = await editableCluster(tx, clusterId, actor);
  const previous = await latestRerunFlow(tx, clusterId);
  decide(await rerunFlowFactsOf(tx, cluster, previous), { type: 'START_NEW_FLOW' });

  const [{ id: flowId }] = await tx.query<{ id: number }>(
    "INSERT INTO rerun_flows (menu_scraping_cluster_id, started_by_id, current_step) VALUES ($1, $2, 'PREPARATION') RETURNING id",
    [clusterId, actor.userId],
  );
  await tx.query(
    `INSERT INTO rerun_flow_steps (rerun_flow_id, type, started_date, started_by_id)
     SELECT $1, type, CASE WHEN type = 'PREPARATION' THEN now() END, CASE WHEN type = 'PREPARATION' THEN $2::int END FROM unnest($3::text[]) AS type`,
    [flowId, actor.userId, [...RERUN_STEP_TYPES]],
  );
  const resetMenuCount = await resetMenus(tx, clusterId, "(status <> 'NEW' OR scraping_status IS NOT NULL)", []);
  await setClusterStep(tx, clusterId, 'PREPARATION', actor);
  await recordEvent(tx, {
    userId: actor.userId,
    type: 'UPDATE',
    subType: 'START_NEW_RERUN_FLOW',
    entityType: CLUSTER_ENTITY_TYPE,
    entityId: clusterId,
    message: `Menu scraping cluster ${clusterId}: new rerun flow ${flowId} started (${resetMenuCount} menu statuses reset)`,
    data: { rerunFlowId: flowId, previousRerunFlowId: previous?.id ?? null, resetMenuCount },
  });
  return (await findCluster(tx, clusterId))!;
}

/**
 * Done on the flow's current step (machine: CONFLICT when the step is no longer current, SCRAPING's 90% rule, the
 * confirmation SCRAPING and CLEANUP ask for). The step is finished and the next one started; completing CLEANUP finishes
 * the flow (DONE). Completing SCRAPING approves the scraped menus and resolves their open dish review tasks as the system.
 */
export async function completeRerunStep(tx: Queryable, flowId: number, stepType: RerunStepType, isConfirmed: boolean, actor: Actor): Promise<ClusterRow> {
  const { cluster, flow } = await lockedFlow(tx, flowId, actor);
  decide(await rerunFlowFactsOf(tx, cluster, flow), { type: 'COMPLETE', step: stepType, isConfirmed });
  const next = nextStep(stepType)!;

  await tx.query('UPDATE rerun_flow_steps SET finished_date = now(), finished_by_id = $3 WHERE rerun_flow_id = $1 AND type = $2', [flowId, stepType, actor.userId]);
  await tx.query(
    `UPDATE rerun_flow_steps SET started_date = now(), started_by_id = $3, finished_date = CASE WHEN $2 = 'DONE' THEN now() END,
            finished_by_id = CASE WHEN $2 = 'DONE' THEN $3::int END
      WHERE rerun_flow_id = $1 AND type = $2`,
    [flowId, next, actor.userId],
  );
  await setFlowStep(tx, flowId, next);
  const approval = stepType === 'SCRAPING' ? await approveScrapedMenus(tx, cluster.id, actor) : null;
  await setClusterStep(tx, cluster.id, next, actor);
  await recordEvent(tx, {
    userId: actor.userId,
    type: 'UPDATE',
    subType: 'COMPLETE_RERUN_STEP',
    entityType: CLUSTER_ENTITY_TYPE,
    entityId: cluster.id,
    message:
      `Menu scraping cluster ${cluster.id}: rerun flow step ${RERUN_STEP_LABELS[stepType]} completed, ${RERUN_STEP_LABELS[next]} is current` +
      (approval ? ` (${approval.approvedMenuIds.length} scraped menus approved, ${approval.resolvedDishReviewTaskIds.length} dish review tasks resolved)` : ''),
    data: { rerunFlowId: flowId, stepType, nextStepType: next, ...(approval ?? {}) },
  });
  return (await findCluster(tx, cluster.id))!;
}

/**
 * Restart of TEMPLATE_VALIDATION while SCRAPING is current (machine): TEMPLATE_VALIDATION starts again (its finish date
 * cleared), SCRAPING records its aborted date, and the sessions in progress are aborted.
 */
export async function restartRerunStep(tx: Queryable, flowId: number, stepType: RerunStepType, actor: Actor): Promise<ClusterRow> {
  const { cluster, flow } = await lockedFlow(tx, flowId, actor);
  decide(await rerunFlowFactsOf(tx, cluster, flow), { type: 'RESTART', step: stepType });
  const aborted = flow.current_step;

  await tx.query('UPDATE rerun_flow_steps SET aborted_date = now() WHERE rerun_flow_id = $1 AND type = $2', [flowId, aborted]);
  await tx.query(
    'UPDATE rerun_flow_steps SET started_date = now(), started_by_id = $3, finished_date = NULL, finished_by_id = NULL WHERE rerun_flow_id = $1 AND type = $2',
    [flowId, stepType, actor.userId],
  );
  await setFlowStep(tx, flowId, stepType);
  // The cluster's sessions in progress end AUTOMATICALLY_ABORTED (pending jobs cancelled, running ones finish).
  const abortedSessionIds = await abortClusterSessionsInProgress(tx, cluster.id, actor.userId);
  await setClusterStep(tx, cluster.id, stepType, actor);
  await recordEvent(tx, {
    userId: actor.userId,
    type: 'UPDATE',
    subType: 'RESTART_RERUN_STEP',
    entityType: CLUSTER_ENTITY_TYPE,
    entityId: cluster.id,
    message: `Menu scraping cluster ${cluster.id}: rerun flow step ${RERUN_STEP_LABELS[stepType]} restarted, ${RERUN_STEP_LABELS[aborted]} aborted`,
    data: { rerunFlowId: flowId, stepType, abortedStepType: aborted, abortedSessionIds },
  });
  return (await findCluster(tx, cluster.id))!;
}

/**
 * SCRAPING's Done: the cluster's scraped menus that are not approved yet (MENU_STATUSES_APPROVED_BY_SCRAPING) become
 * APPROVED, each with its newest completed run as the approved baseline (as a reviewer's approval does), and their open
 * dish review tasks are resolved by nobody (AUTOMATIC, as the pipeline's automatic resolution is), each with its event.
 */
async function approveScrapedMenus(tx: Queryable, clusterId: number, actor: Actor): Promise<{ approvedMenuIds: number[]; resolvedDishReviewTaskIds: number[] }> {
  const menus = await tx.query<{ id: number; status: string }>(
    `SELECT id, status FROM menus WHERE menu_scraping_cluster_id = $1 AND NOT is_deleted AND status = ANY($2::text[]) ORDER BY id FOR UPDATE`,
    [clusterId, [...MENU_STATUSES_APPROVED_BY_SCRAPING]],
  );
  const approvedMenuIds = menus.map((menu) => menu.id);
  if (approvedMenuIds.length === 0) return { approvedMenuIds, resolvedDishReviewTaskIds: [] };
  await tx.query(`UPDATE menus SET status = 'APPROVED', modified_date = ${NEXT_MODIFIED_DATE} WHERE id = ANY($1::int[])`, [approvedMenuIds]);
  const runs = await tx.query<{ menu_id: number; id: number }>(
    `SELECT DISTINCT ON (menu_id) menu_id, id FROM scraping_jobs
      WHERE menu_id = ANY($1::int[]) AND kind IN ('HTML_SCRAPING', 'DOCUMENT_SCRAPING') AND status = 'COMPLETED' AND scraping_status IN ('SUCCESS', 'PARTIAL_SUCCESS')
      ORDER BY menu_id, id DESC`,
    [approvedMenuIds],
  );
  const runOf = new Map(runs.map((run) => [run.menu_id, run.id]));
  for (const menu of menus) {
    const jobId = runOf.get(menu.id) ?? null;
    if (jobId !== null) await markApproved(tx, menu.id, jobId);
    await recordEvent(tx, {
      userId: actor.userId,
      type: 'UPDATE',
      subType: 'APPROVED',
      entityType: 'MENU',
      entityId: menu.id,
      message: `Menu approved on completing the scraping step of cluster ${clusterId}${jobId ? ` (run ${jobId})` : ''}`,
      data: { menuStatus: 'APPROVED', previousMenuStatus: menu.status, approvedJobId: jobId, menuScrapingClusterId: clusterId },
    });
  }

  const openReviews = await tx.query<{ id: number }>(
    "SELECT id FROM tasks WHERE type = 'DISH_REVIEW' AND menu_id = ANY($1::int[]) AND status <> 'RESOLVED' ORDER BY id",
    [approvedMenuIds],
  );
  const at = new Date().toISOString();
  for (const { id } of openReviews) {
    const task = (await findTask(tx, id, { forUpdate: true }))!;
    const facts = { ...factsOf(task), status: 'RESOLVED' as const, assignedToId: null, isAwaiting: false, awaitingReason: null, awaitingReasonComment: null, resolvedById: null, resolvedDate: at };
    await writeFacts(tx, id, facts, null, { resolvedType: 'AUTOMATIC', isAutoResolved: true });
    await recordEvent(tx, {
      userId: null,
      type: 'RESOLVE',
      subType: 'AUTOMATIC',
      entityType: kindOf('DISH_REVIEW').entityType,
      entityId: id,
      message: `Dish review task resolved by the system: menu ${task.menu_id} approved on completing the scraping step of cluster ${clusterId}`,
      data: { menuId: task.menu_id, menuScrapingClusterId: clusterId },
    });
  }
  return { approvedMenuIds, resolvedDishReviewTaskIds: openReviews.map((row) => row.id) };
}
