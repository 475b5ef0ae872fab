// What the menu definition task writes to menus: a menu created for the brand or a location, a menu's definition fields
// changed, a menu nobody uses any more retired, each with its history event (data.taskId names the task, which the
// pipeline reads to know whose URL or format the task changed). Inside the caller's transaction.
import { isScrapeableMenuFormat, type MenuDefinitionMenuPayload, type MenuFormat, type MenuNotScrapeableReason } from '../../domain/menuDefinitionSchemas';
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { recordEvent } from '../history/eventRows';
import type { TaskRow } from '../tasks/taskRows';

/** A menu's fields the menu definition task sets, by GraphQL name. */
export interface MenuDefinitionState {
  url: string | null;
  format: MenuFormat | null;
  status: string;
  isExample: boolean | null;
  notScrapeableReason: MenuNotScrapeableReason | null;
  notScrapeableComment: string | null;
  availabilityComment: string | null;
  additionalUrls: string[] | null;
}

export interface MenuRowForDefinition {
  id: number;
  brand_id: number;
  url: string | null;
  format: MenuFormat | null;
  status: string;
  is_example: boolean | null;
  not_scrapeable_reason: MenuNotScrapeableReason | null;
  not_scrapeable_comment: string | null;
  availability_comment: string | null;
  additional_urls: string[] | null;
  is_deleted: boolean;
}

export const MENU_DEFINITION_COLUMNS = `id, brand_id, url, format, status, is_example, not_scrapeable_reason, not_scrapeable_comment,
  availability_comment, additional_urls, is_deleted`;

const COLUMN_OF: Record<keyof MenuDefinitionState, string> = {
  url: 'url',
  format: 'format',
  status: 'status',
  isExample: 'is_example',
  notScrapeableReason: 'not_scrapeable_reason',
  notScrapeableComment: 'not_scrapeable_comment',
  availabilityComment: 'availability_comment',
  additionalUrls: 'additional_urls',
};

export function menuStateOf(row: MenuRowForDefinition): MenuDefinitionState {
  return {
    url: row.url,
    format: row.format,
    status: row.status,
    isExample: row.is_example,
    notScrapeableReason: row.not_scrapeable_reason,
    notScrapeableComment: row.not_scrapeable_comment,
    availabilityComment: row.availability_comment,
    additionalUrls: row.additional_urls?.length ? row.additional_urls : null,
  };
}

/**
 * A menu's status after its format: HTML_NOT_SCRAPEABLE makes it NOT_SCRAPEABLE; a NOT_SCRAPEABLE menu given a
 * scrapeable format (or none) is NEW again, waiting for its scraping; any other status is the scrapers' and stays.
 */
export function statusAfterFormat(status: string, format: MenuFormat | null): string {
  if (format === 'HTML_NOT_SCRAPEABLE') return 'NOT_SCRAPEABLE';
  if (status === 'NOT_SCRAPEABLE' && (format === null || isScrapeableMenuFormat(format))) return 'NEW';
  return status;
}

/** The state a definition payload (normalised by menuDefinitionMenuPayload) gives a menu that had `status`. */
export function menuStateFrom(payload: MenuDefinitionMenuPayload, status: string): MenuDefinitionState {
  return { ...payload, status: statusAfterFormat(status, payload.format) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function changedMenuFields(before: MenuDefinitionState, after: MenuDefinitionState): (keyof MenuDefinitionState)[] {
  return (Object.keys(COLUMN_OF) as (keyof MenuDefinitionState)[]).filter((field) => !same(before[field], after[field]));
}

const pick = (state: MenuDefinitionState, fields: readonly (keyof MenuDefinitionState)[]) => Object.fromEntries(fields.map((field) => [field, state[field]]));

const onTask = (task: TaskRow) => `on menu definition task ${task.id}`;

/** Creates a menu of the brand with its CREATE event; answers its id. `usedBy` words whose menu it is. */
export async function createDefinedMenu(tx: Queryable, task: TaskRow, userId: number, state: MenuDefinitionState, usedBy: string): Promise<number> {
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO menus (brand_id, url, format, status, is_example, not_scrapeable_reason, not_scrapeable_comment, availability_comment, additional_urls)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [task.brand_id, state.url, state.format, state.status, state.isExample, state.notScrapeableReason, state.notScrapeableComment, state.availabilityComment, state.additionalUrls],
  );
  await recordEvent(tx, {
    userId,
    type: 'CREATE',
    entityType: 'MENU',
    entityId: id,
    message: `Menu created ${onTask(task)} (${usedBy})`,
    data: { taskId: task.id, changedFields: changedMenuFields(EMPTY_STATE, state), after: state },
  });
  return id;
}

const EMPTY_STATE: MenuDefinitionState = {
  url: null,
  format: null,
  status: 'NEW',
  isExample: null,
  notScrapeableReason: null,
  notScrapeableComment: null,
  availabilityComment: null,
  additionalUrls: null,
};

/** Writes the changed fields of a menu (a retired menu used again is restored) with one UPDATE event; answers the changed fields. */
export async function updateDefinedMenu(tx: Queryable, task: TaskRow, userId: number, row: MenuRowForDefinition, after: MenuDefinitionState): Promise<(keyof MenuDefinitionState)[]> {
  const before = menuStateOf(row);
  const fields = changedMenuFields(before, after);
  if (!fields.length && !row.is_deleted) return [];
  const sets = fields.map((field, index) => `${COLUMN_OF[field]} = $${index + 2}`);
  await tx.query(`UPDATE menus SET ${[...sets, 'is_deleted = false'].join(', ')}, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`, [row.id, ...fields.map((field) => after[field])]);
  const named = row.is_deleted ? [...fields, 'isDeleted'] : fields;
  await recordEvent(tx, {
    userId,
    type: 'UPDATE',
    entityType: 'MENU',
    entityId: row.id,
    message: `Menu updated ${onTask(task)}: ${named.join(', ')}`,
    data: { taskId: task.id, changedFields: named, before: { ...pick(before, fields), ...(row.is_deleted ? { isDeleted: true } : {}) }, after: { ...pick(after, fields), ...(row.is_deleted ? { isDeleted: false } : {}) } },
  });
  return fields;
}

/**
 * A menu no location and no brand uses any more (the brand's 'has menu' turned off, a location's own menu given up):
 * kept with its history and tasks, marked deleted so that its tasks say 'This menu is deleted'. `why` words the reason for its event.
 */
export async function retireMenu(tx: Queryable, task: TaskRow, userId: number, menuId: number, why: string): Promise<void> {
  const rows = await tx.query<{ id: number }>(`UPDATE menus SET is_deleted = true, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1 AND NOT is_deleted RETURNING id`, [menuId]);
  if (!rows.length) return;
  await recordEvent(tx, {
    userId,
    type: 'UPDATE',
    entityType: 'MENU',
    entityId: menuId,
    message: `Menu deleted ${onTask(task)}: ${why}`,
    data: { taskId: task.id, changedFields: ['isDeleted'], before: { isDeleted: false }, after: { isDeleted: true } },
  });
}

/** Locks menus by id (in id order, as every writer of menus does) and answers them by id. */
export async function lockMenus(tx: Queryable, ids: readonly number[]): Promise<Map<number, MenuRowForDefinition>> {
  if (!ids.length) return new Map();
  const rows = await tx.query<MenuRowForDefinition>(`SELECT ${MENU_DEFINITION_COLUMNS} FROM menus WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [[...new Set(ids)]]);
  return new Map(rows.map((row) => [row.id, row]));
}
