// Carries out the task edges of a finished scrape (machines/menuScrapingOutcome.ts) inside the persisting transaction:
// the menu's dish review task opened, reopened or auto-resolved; its scraping task reopened on a failure. Every change
// is a history event on the task; nobody did it by hand, so the events have no user.
import { newTaskFacts } from '../../machines/taskLifecycleMachine';
import type { ScrapeOutcomeTaskEdge } from '../../machines/menuScrapingOutcome';
import type { Queryable } from '../db/database';
import { recordEvent } from '../history/eventRows';
import { applyTaskEvent } from './applyTaskEvent';
import { kindOf } from './taskKinds';
import { factsOf, findTask, writeFacts, type TaskRow } from './taskRows';

const REVIEW = kindOf('DISH_REVIEW');
const SCRAPING = kindOf('MENU_SCRAPING');

export interface ScrapedMenu {
  id: number;
  brandId: number;
}

/** What the edges did, for the caller's record (the menu's history event names the tasks). */
export interface ScrapeOutcomeTaskChange {
  taskId: number;
  taskType: 'DISH_REVIEW' | 'MENU_SCRAPING';
  change: 'CREATED' | 'REOPENED' | 'MADE_ASSIGNABLE' | 'AUTO_RESOLVED' | 'LEFT_OPEN';
}

async function newestMenuTask(tx: Queryable, menuId: number, type: 'DISH_REVIEW' | 'MENU_SCRAPING'): Promise<TaskRow | null> {
  const rows = await tx.query<{ id: number }>('SELECT id FROM tasks WHERE menu_id = $1 AND type = $2 ORDER BY id DESC LIMIT 1', [menuId, type]);
  return rows[0] ? findTask(tx, rows[0].id, { forUpdate: true }) : null;
}

async function createDishReview(tx: Queryable, menu: ScrapedMenu, jobId: number, isRerunFlow: boolean): Promise<number> {
  const [{ id }] = await tx.query<{ id: number }>(
    "INSERT INTO tasks (type, brand_id, menu_id, status, is_assignable, is_rerun_flow) VALUES ('DISH_REVIEW', $1, $2, 'NOT_STARTED', true, $3) RETURNING id",
    [menu.brandId, menu.id, isRerunFlow],
  );
  await recordEvent(tx, {
    userId: null,
    type: 'CREATE',
    entityType: REVIEW.entityType,
    entityId: id,
    message: `Dish review task created by the pipeline: menu ${menu.id} scraped (job ${jobId})`,
    data: { menuId: menu.id, jobId },
  });
  return id;
}

async function openDishReview(tx: Queryable, menu: ScrapedMenu, edge: Extract<ScrapeOutcomeTaskEdge, { kind: 'openDishReview' }>, jobId: number, at: string): Promise<ScrapeOutcomeTaskChange> {
  const review = await newestMenuTask(tx, menu.id, 'DISH_REVIEW');
  if (!review) return { taskId: await createDishReview(tx, menu, jobId, edge.isRerunFlow), taskType: 'DISH_REVIEW', change: 'CREATED' };
  if (review.is_rerun_flow !== edge.isRerunFlow) await tx.query('UPDATE tasks SET is_rerun_flow = $2 WHERE id = $1', [review.id, edge.isRerunFlow]);
  if (review.status === 'RESOLVED') {
    await applyTaskEvent(tx, review, { type: 'SYSTEM_REOPEN', reason: edge.reopenReason, assignToUserId: null, at }, {
      userId: null,
      type: 'REOPEN',
      message: `Dish review task reopened: ${edge.reopenReason} (menu ${menu.id} scraped again, job ${jobId})`,
      data: { reopenReason: edge.reopenReason, menuId: menu.id, jobId },
    });
    return { taskId: review.id, taskType: 'DISH_REVIEW', change: 'REOPENED' };
  }
  // Open already: its reviewer sees the new run's dishes; only make sure the task can be taken.
  if (!review.is_assignable) {
    await applyTaskEvent(tx, review, { type: 'MAKE_ASSIGNABLE' }, { userId: null, type: 'UPDATE', message: `Dish review task is ready for assignment (menu ${menu.id} scraped, job ${jobId})` });
    return { taskId: review.id, taskType: 'DISH_REVIEW', change: 'MADE_ASSIGNABLE' };
  }
  return { taskId: review.id, taskType: 'DISH_REVIEW', change: 'LEFT_OPEN' };
}

/** As pipeline.ts autoResolve does for brand tasks: RESOLVED with nobody as resolver, resolvedType AUTOMATIC, isAutoResolved. */
async function autoResolveDishReview(tx: Queryable, menu: ScrapedMenu, jobId: number, at: string): Promise<ScrapeOutcomeTaskChange> {
  const existing = await newestMenuTask(tx, menu.id, 'DISH_REVIEW');
  const taskId = existing?.id ?? (await createDishReview(tx, menu, jobId, true));
  // Its other facts (verification, reopen record) stay as they were; it is done, by nobody, unassigned.
  const facts = {
    ...(existing ? factsOf(existing) : newTaskFacts('DISH_REVIEW')),
    status: 'RESOLVED' as const,
    assignedToId: null,
    isAssignable: true,
    isAwaiting: false,
    awaitingReason: null,
    awaitingReasonComment: null,
    resolvedById: null,
    resolvedDate: at,
  };
  await writeFacts(tx, taskId, facts, null, { resolvedType: 'AUTOMATIC', isAutoResolved: true });
  await tx.query('UPDATE tasks SET is_rerun_flow = true WHERE id = $1', [taskId]);
  await recordEvent(tx, {
    userId: null,
    type: 'RESOLVE',
    subType: 'AUTOMATIC',
    entityType: REVIEW.entityType,
    entityId: taskId,
    message: `Dish review task resolved automatically: the rerun of menu ${menu.id} (job ${jobId}) changed nothing a reviewer must see`,
    data: { menuId: menu.id, jobId },
  });
  return { taskId, taskType: 'DISH_REVIEW', change: 'AUTO_RESOLVED' };
}

async function reopenScrapingTask(tx: Queryable, menu: ScrapedMenu, edge: Extract<ScrapeOutcomeTaskEdge, { kind: 'reopenScrapingTask' }>, jobId: number, at: string): Promise<ScrapeOutcomeTaskChange | null> {
  const scraping = await newestMenuTask(tx, menu.id, 'MENU_SCRAPING');
  if (!scraping) return null;
  // An open scraping task (a rescrape asked for from it) already has its scraper: the run's report is on its page.
  if (scraping.status !== 'RESOLVED') return { taskId: scraping.id, taskType: 'MENU_SCRAPING', change: 'LEFT_OPEN' };
  await applyTaskEvent(tx, scraping, { type: 'SYSTEM_REOPEN', reason: edge.reopenReason, assignToUserId: null, at }, {
    userId: null,
    type: 'REOPEN',
    message: `${SCRAPING.label} task reopened: ${edge.reopenReason} (the scrape of menu ${menu.id} failed, job ${jobId})`,
    data: { reopenReason: edge.reopenReason, menuId: menu.id, jobId },
  });
  return { taskId: scraping.id, taskType: 'MENU_SCRAPING', change: 'REOPENED' };
}

export async function carryOutScrapeOutcome(tx: Queryable, menu: ScrapedMenu, edges: readonly ScrapeOutcomeTaskEdge[], jobId: number, at: string): Promise<ScrapeOutcomeTaskChange[]> {
  const changes: ScrapeOutcomeTaskChange[] = [];
  for (const edge of edges) {
    if (edge.kind === 'openDishReview') changes.push(await openDishReview(tx, menu, edge, jobId, at));
    else if (edge.kind === 'autoResolveDishReview') changes.push(await autoResolveDishReview(tx, menu, jobId, at));
    else {
      const change = await reopenScrapingTask(tx, menu, edge, jobId, at);
      if (change) changes.push(change);
    }
  }
  return changes;
}
