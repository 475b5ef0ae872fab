// What resolving a dish review does to its menu and the menu's scraping task (spec 2, sections 2.7 and 4; the edges are
// machines/dishReviewOutcome.ts): Done approves the menu and its latest run; rejecting an HTML menu sends it back
// (REJECTED_NEW or REJECTED_RESCRAPE) with the comment and reopens its scraping task for the chosen scraper; rejecting a
// document menu (REJECTED) reopens it for its last scraper; rescrape schedules a new run. Each inside the resolving
// transaction, each change with its history event.
import { REJECT_MENU_ASSIGNEE_ROLES } from '../../domain/assigneeRoles';
import { allowsDebugModeScraping, DEBUG_MODE_SCRAPING_REFUSAL } from '../../domain/debugModeScraping';
import { isDocumentFormat } from '../../domain/menuScrapingSchemas';
import type { RoleName } from '../../domain/roles';
import { decideDishReviewResolution, type DishReviewResolution, type DishReviewScrapingEdge } from '../../machines/dishReviewOutcome';
import { newTaskFacts, decideTaskEvent } from '../../machines/taskLifecycleMachine';
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import type { UserRow } from '../db/userRows';
import { validationError } from '../graphql/errors';
import { recordEvent } from '../history/eventRows';
import { scheduleDocumentScrape } from '../jobs/documentJobs';
import { scheduleHtmlScrape } from '../jobs/scrapeJobs';
import { markApproved } from '../scraping/menuApproval';
import { applyTaskEvent } from '../tasks/applyTaskEvent';
import { assigneeRefusal } from '../tasks/assigneeEligibility';
import { kindOf } from '../tasks/taskKinds';
import { factsOf, findTask, writeFacts, type TaskRow } from '../tasks/taskRows';
import type { ReviewedMenu } from './dishReviewItems';

const SCRAPING = kindOf('MENU_SCRAPING');

export const DISH_REVIEW_RESOLUTION_MESSAGES = {
  htmlMenuOnly: 'Only an HTML menu can be rejected this way: reject a PDF or image menu as a document menu.',
  documentMenuOnly: 'Only a PDF or image menu can be rejected as a document menu.',
  assigneeMissing: 'The chosen user does not exist or is disabled.',
  assigneeRole: (name: string) =>
    `${name} cannot be given a rejected menu: rejecting a menu can assign to admins, team leaders and scrapers (junior, middle, senior, their reviewer and definer variants).`,
  notScrapeable: 'This menu cannot be rescraped: only HTML, PDF and image menus are scraped.',
} as const;

/** Who the rejection hands the menu to must hold one of spec 2 section 6's roles, be active, and be able to work it. */
export function refuseRejectionAssignee(assignee: UserRow | null): string | null {
  if (!assignee || assignee.is_deleted || !assignee.is_active) return DISH_REVIEW_RESOLUTION_MESSAGES.assigneeMissing;
  if (!REJECT_MENU_ASSIGNEE_ROLES.includes(assignee.role_name as RoleName)) return DISH_REVIEW_RESOLUTION_MESSAGES.assigneeRole(assignee.name);
  return null;
}

async function newestScrapingTask(tx: Queryable, menuId: number): Promise<TaskRow | null> {
  const rows = await tx.query<{ id: number }>("SELECT id FROM tasks WHERE menu_id = $1 AND type = 'MENU_SCRAPING' ORDER BY id DESC LIMIT 1", [menuId]);
  return rows[0] ? findTask(tx, rows[0].id, { forUpdate: true }) : null;
}

/** The menu's newest completed run that found a menu: the one a reviewer has been looking at. */
async function latestCompletedRun(tx: Queryable, menuId: number): Promise<number | null> {
  const [job] = await tx.query<{ id: number }>(
    `SELECT id FROM scraping_jobs WHERE menu_id = $1 AND kind IN ('HTML_SCRAPING', 'DOCUMENT_SCRAPING') AND status = 'COMPLETED'
       AND scraping_status IN ('SUCCESS', 'PARTIAL_SUCCESS') ORDER BY id DESC LIMIT 1`,
    [menuId],
  );
  return job?.id ?? null;
}

async function setMenuStatus(tx: Queryable, menu: ReviewedMenu, status: string, reviewTask: TaskRow, userId: number, message: string, data: Record<string, unknown> = {}): Promise<void> {
  await tx.query(`UPDATE menus SET status = $2, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`, [menu.id, status]);
  await recordEvent(tx, {
    userId,
    type: 'UPDATE',
    subType: status,
    entityType: 'MENU',
    entityId: menu.id,
    message,
    data: { taskId: reviewTask.id, menuStatus: status, previousMenuStatus: menu.status, ...data },
  });
}

/** The rejection's scraping task edge, carried out: reopened (by the machine), handed over, or created. */
async function carryOutScrapingEdge(tx: Queryable, menu: ReviewedMenu, reviewTask: TaskRow, edge: DishReviewScrapingEdge, scraping: TaskRow | null, userId: number, at: string): Promise<Record<string, unknown>> {
  const source = `dish review task ${reviewTask.id} rejected menu ${menu.id}`;
  if (edge.kind === 'reopenScrapingTask') {
    await applyTaskEvent(tx, scraping!, { type: 'SYSTEM_REOPEN', reason: edge.reopenReason, assignToUserId: edge.assignToUserId, at }, {
      userId,
      type: 'REOPEN',
      message: `${SCRAPING.label} task reopened: ${edge.reopenReason} (${source})`,
      data: { reopenReason: edge.reopenReason, menuId: menu.id, dishReviewTaskId: reviewTask.id, assignedToId: edge.assignToUserId ?? scraping!.assigned_to_id },
    });
    return { scrapingTaskId: scraping!.id, scrapingTaskChange: 'REOPENED' };
  }
  if (edge.kind === 'reassignScrapingTask') {
    // Open already (no reopen possible): only its assignee changes, as the rejecting reviewer chose.
    const facts = { ...factsOf(scraping!), assignedToId: edge.assignToUserId };
    await writeFacts(tx, scraping!.id, facts, userId);
    await recordEvent(tx, {
      userId,
      type: 'ASSIGN',
      entityType: SCRAPING.entityType,
      entityId: scraping!.id,
      message: `Task assigned by the rejection of its menu (${source})`,
      data: { assignedToId: edge.assignToUserId, previousAssigneeId: scraping!.assigned_to_id, dishReviewTaskId: reviewTask.id },
    });
    return { scrapingTaskId: scraping!.id, scrapingTaskChange: 'REASSIGNED' };
  }
  const [{ id }] = await tx.query<{ id: number }>(
    "INSERT INTO tasks (type, brand_id, menu_id, status, is_assignable, assigned_to_id) VALUES ('MENU_SCRAPING', $1, $2, 'NOT_STARTED', true, $3) RETURNING id",
    [reviewTask.brand_id, menu.id, edge.assignToUserId],
  );
  await recordEvent(tx, {
    userId,
    type: 'CREATE',
    entityType: SCRAPING.entityType,
    entityId: id,
    message: `Menu scraping task created: ${source}`,
    data: { menuId: menu.id, dishReviewTaskId: reviewTask.id, assignedToId: edge.assignToUserId },
  });
  return { scrapingTaskId: id, scrapingTaskChange: 'CREATED' };
}

/** Done: the menu APPROVED, its latest completed run the approved baseline (review by difference starts from it). */
export async function approveReviewedMenu(tx: Queryable, menu: ReviewedMenu, reviewTask: TaskRow, userId: number): Promise<Record<string, unknown>> {
  const decision = decideDishReviewResolution({ kind: 'DONE' }, { scrapingTaskStatus: null, lastScraperId: null });
  const jobId = await latestCompletedRun(tx, menu.id);
  if (decision.approvesRun && jobId !== null) await markApproved(tx, menu.id, jobId);
  await setMenuStatus(tx, menu, decision.menuStatus!, reviewTask, userId, `Menu approved on dish review task ${reviewTask.id}${jobId ? ` (run ${jobId})` : ''}`, { approvedJobId: jobId });
  return { menuStatus: decision.menuStatus, approvedJobId: jobId };
}

/**
 * Either rejection: the menu's status and its rejection record (comment, by, when, and whom it is assigned to), then the
 * scraping task's edge. An HTML rejection's assignee is checked here against the scraping task as it will be (a menu
 * of a scraping cluster goes to a leader only).
 */
export async function rejectReviewedMenu(
  tx: Queryable,
  menu: ReviewedMenu,
  reviewTask: TaskRow,
  resolution: Extract<DishReviewResolution, { kind: 'REJECT_HTML' | 'REJECT_DOCUMENT' }>,
  comment: string,
  assignee: UserRow | null,
  userId: number,
  at: string,
): Promise<Record<string, unknown>> {
  const isDocument = isDocumentFormat(menu.format);
  if (resolution.kind === 'REJECT_HTML' && menu.format !== 'HTML') throw validationError(DISH_REVIEW_RESOLUTION_MESSAGES.htmlMenuOnly);
  if (resolution.kind === 'REJECT_DOCUMENT' && !isDocument) throw validationError(DISH_REVIEW_RESOLUTION_MESSAGES.documentMenuOnly);
  const scraping = await newestScrapingTask(tx, menu.id);
  const decision = decideDishReviewResolution(resolution, {
    scrapingTaskStatus: scraping?.status ?? null,
    lastScraperId: scraping ? (scraping.assigned_to_id ?? scraping.resolved_by_id) : null,
  });
  const edge = decision.scrapingEdge;
  const assignedToId = edge ? edge.assignToUserId : null;
  if (resolution.kind === 'REJECT_HTML' && assignee) {
    // The reopened (or new) scraping task as it will be, asked whether the assignee could work it.
    const after = scraping ? factsOf(scraping) : newTaskFacts('MENU_SCRAPING');
    const reopened = scraping?.status === 'RESOLVED' ? decideTaskEvent(after, { type: 'SYSTEM_REOPEN', reason: 'REJECT_DISH_REVIEW_TASK', assignToUserId: assignee.id, at }) : null;
    const refusal = assigneeRefusal(reopened?.ok ? reopened.facts : { ...after, status: after.status === 'RESOLVED' ? 'REOPENED' : after.status }, assignee);
    if (refusal) throw validationError(refusal, 'assignedToUserId');
  }
  await tx.query(
    `UPDATE menus SET status = $2, scraping_rejected_comment = $3, scraping_rejected_by_id = $4, scraping_rejected_date = now(),
       scraping_rejected_assigned_to_id = $5, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`,
    [menu.id, decision.menuStatus, comment, userId, assignedToId],
  );
  await recordEvent(tx, {
    userId,
    type: 'UPDATE',
    subType: decision.menuStatus!,
    entityType: 'MENU',
    entityId: menu.id,
    message: `Menu rejected on dish review task ${reviewTask.id} (${decision.menuStatus}): ${comment}`,
    data: { taskId: reviewTask.id, menuStatus: decision.menuStatus, previousMenuStatus: menu.status, scrapingRejectedComment: comment, scrapingRejectedAssignedToId: assignedToId },
  });
  const scrapingChange = edge ? await carryOutScrapingEdge(tx, menu, reviewTask, edge, scraping, userId, at) : { scrapingTaskId: scraping?.id ?? null, scrapingTaskChange: 'LEFT_OPEN' };
  return { menuStatus: decision.menuStatus, scrapingRejectedComment: comment, assignedToId, ...scrapingChange };
}

/** Rescrape: a new run scheduled (HTML through the job queue, debug mode when asked and allowed; PDF and image menus by their engine). */
export async function rescrapeReviewedMenu(tx: Queryable, menu: ReviewedMenu, isDebugMode: boolean, userId: number): Promise<Record<string, unknown>> {
  if (isDebugMode && !allowsDebugModeScraping(menu.format)) throw validationError(DEBUG_MODE_SCRAPING_REFUSAL);
  if (menu.format === 'HTML') {
    const { jobId } = await scheduleHtmlScrape(tx, { menuId: menu.id, requestedById: userId, reason: 'RESCRAPE', isDebugMode, comment: null });
    return { jobId, isDebugModeScraping: isDebugMode };
  }
  if (isDocumentFormat(menu.format)) {
    const { jobId } = await scheduleDocumentScrape(tx, { menuId: menu.id, requestedById: userId, reason: 'RESCRAPE', engine: 'MULTI_FORMAT' });
    return { jobId, isDebugModeScraping: false };
  }
  throw validationError(DISH_REVIEW_RESOLUTION_MESSAGES.notScrapeable);
}
