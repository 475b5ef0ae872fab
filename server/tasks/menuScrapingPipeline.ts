// Carries out the menu definition edge (machines/pipelineEdges.ts menuScrapingEdgesAfterMenuDefinition) inside the
// resolving transaction: reads each menu's facts, creates or reopens the scraping tasks. A new task takes the menu's
// list columns from the tasks_fill_list_columns trigger (migration 003), so it is in the menu scraping list at once.
import { menuScrapingEdgesAfterMenuDefinition, type DefinedMenu, type MenuScrapingEdge } from '../../machines/pipelineEdges';
import type { ViewType } from '../../machines/taskTypes';
import type { Queryable } from '../db/database';
import { scheduleDocumentCrawl } from '../jobs/documentJobs';
import { recordEvent } from '../history/eventRows';
import { applyTaskEvent } from './applyTaskEvent';
import { kindOf } from './taskKinds';
import { findTask, type TaskRow } from './taskRows';

const SCRAPING = kindOf('MENU_SCRAPING');

/**
 * The brand's menus that scraping is for: the brand menu and the own menus of included locations, not deleted. A menu's
 * URL or format counts as changed when a MENU event of this task since its previous DEFINE resolution (by event id; the
 * current resolution's event is the newest) names url or format.
 */
async function definedMenus(tx: Queryable, task: TaskRow): Promise<DefinedMenu[]> {
  return tx.query<DefinedMenu>(
    `WITH since AS (
       SELECT coalesce((SELECT id FROM events WHERE entity_type = $2 AND entity_id = $1 AND type = 'RESOLVE' AND data->>'viewType' = 'DEFINE'
                         ORDER BY id DESC OFFSET 1 LIMIT 1), 0) AS id),
     brand_menus AS (
       SELECT b.menu_id AS id FROM brands b WHERE b.id = $3 AND b.menu_id IS NOT NULL
       UNION SELECT l.menu_id FROM locations l WHERE l.brand_id = $3 AND l.status = 'INCLUDED' AND l.menu_status = 'OWN_MENU' AND l.menu_id IS NOT NULL)
     SELECT m.id AS "menuId", m.format,
       (SELECT t.status FROM tasks t WHERE t.menu_id = m.id AND t.type = 'MENU_SCRAPING' ORDER BY t.id DESC LIMIT 1) AS "scrapingTaskStatus",
       EXISTS (SELECT 1 FROM events e, since WHERE e.entity_type = 'MENU' AND e.entity_id = m.id AND e.id > since.id
                 AND e.data->>'taskId' = $1::text AND e.data->'changedFields' ?| array['url', 'format']) AS "isUrlOrFormatChanged"
       FROM menus m JOIN brand_menus bm ON bm.id = m.id
      WHERE NOT m.is_deleted
      ORDER BY m.id`,
    [task.id, kindOf(task.type).entityType, task.brand_id],
  );
}

async function newestScrapingTask(tx: Queryable, menuId: number): Promise<TaskRow> {
  const [{ id }] = await tx.query<{ id: number }>("SELECT id FROM tasks WHERE menu_id = $1 AND type = 'MENU_SCRAPING' ORDER BY id DESC LIMIT 1", [menuId]);
  return (await findTask(tx, id, { forUpdate: true }))!;
}

async function apply(tx: Queryable, task: TaskRow, edge: MenuScrapingEdge, at: string): Promise<void> {
  if (edge.kind === 'createScrapingTask') {
    const [{ id }] = await tx.query<{ id: number }>(
      "INSERT INTO tasks (type, brand_id, menu_id, status, is_assignable) VALUES ('MENU_SCRAPING', $1, $2, 'NOT_STARTED', true) RETURNING id",
      [task.brand_id, edge.menuId],
    );
    await recordEvent(tx, {
      userId: null,
      type: 'CREATE',
      entityType: SCRAPING.entityType,
      entityId: id,
      message: `Menu scraping task created by the pipeline: menu definition task ${task.id} resolved`,
      data: { menuId: edge.menuId, menuDefinitionTaskId: task.id },
    });
    await crawlDocumentMenu(tx, edge.menuId);
    return;
  }
  const scraping = await newestScrapingTask(tx, edge.menuId);
  await applyTaskEvent(tx, scraping, { type: 'SYSTEM_REOPEN', reason: edge.reopenReason, assignToUserId: null, at }, {
    userId: null,
    type: 'REOPEN',
    message: `Menu scraping task reopened: ${edge.reopenReason} (the menu's URL or format changed on menu definition task ${task.id})`,
    data: { reopenReason: edge.reopenReason, menuId: edge.menuId, menuDefinitionTaskId: task.id },
  });
  // A new URL or format: the files of the old one are no guide to the new one.
  await crawlDocumentMenu(tx, edge.menuId);
}

/** A PDF or IMAGE menu is crawled at once, so its scraping task opens with the files found (the crawl's job). */
async function crawlDocumentMenu(tx: Queryable, menuId: number): Promise<void> {
  const [menu] = await tx.query<{ format: string | null; is_deleted: boolean }>('SELECT format, is_deleted FROM menus WHERE id = $1', [menuId]);
  if (!menu || menu.is_deleted || (menu.format !== 'PDF' && menu.format !== 'IMAGE')) return;
  await scheduleDocumentCrawl(tx, { menuId, requestedById: null, useFallbackSettings: false, reason: 'PIPELINE' });
}

/** Answers the edges carried out (for the caller's record). */
export async function openMenuScrapingTasks(tx: Queryable, task: TaskRow, resolvedViewType: ViewType | null, at: string): Promise<MenuScrapingEdge[]> {
  if (task.type !== 'MENU_DEFINITION' || resolvedViewType !== 'DEFINE') return [];
  const edges = menuScrapingEdgesAfterMenuDefinition(resolvedViewType, await definedMenus(tx, task));
  for (const edge of edges) await apply(tx, task, edge, at);
  return edges;
}
