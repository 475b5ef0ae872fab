// The menu mutations of the menu detail and of whoever creates menus (spec 2, sections 2.13, 5 and 7): create, the
// in-place URL and notes, the format and not-scrapeable reason, the two checkboxes and the scraping comments. Each
// validates with the shared schema (domain/menuSchemas.ts), locks the menu, changes only what differs, moves its version
// on and writes one history event in the caller's transaction; a refusal throws before anything is written.
//
// Status follows the format where the pipeline says so: a menu becoming HTML_NOT_SCRAPEABLE is NOT_SCRAPEABLE (no
// scraping work is made for it), and one leaving that format while NOT_SCRAPEABLE is NEW again.
import { ASSIGNEE_FILTER_ROLES } from '../../domain/assigneeRoles';
import { createMenuSchema, menuCommentSchema, menuFormatSchema, updateClusterMenuSchema } from '../../domain/menuSchemas';
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE, isAtVersion } from '../db/rowVersions';
import { conflict, notFound, validationError } from '../graphql/errors';
import { validateArgument, validateInput } from '../graphql/validate';
import { recordEvent } from '../history/eventRows';
import { findMenu, findMenus, type MenuDetailRow } from './menuQueries';

export const REJECTION_ASSIGNEE_MESSAGE = 'The rejected menu can be assigned only to a scraper, a team leader or an admin.';

async function lockedMenu(tx: Queryable, id: number): Promise<MenuDetailRow> {
  const menu = await findMenu(tx, id, { lock: true });
  if (!menu) throw notFound('Menu');
  return menu;
}

type Changes = Record<string, { from: unknown; to: unknown }>;

/** How the history names each changed field. */
const FIELD_LABELS: Record<string, string> = {
  url: 'URL',
  notes: 'notes',
  format: 'format',
  notScrapeableReason: 'not scrapeable reason',
  notScrapeableComment: 'not scrapeable comment',
  additionalUrls: 'additional links',
  status: 'status',
  isExcludedFromCuration: 'exclude from curation',
  isClusterAssignable: 'cluster assignable',
  scrapingIssueComment: 'scraping issue comment',
  scrapingRejectedComment: 'scraping rejection comment',
  scrapingRejectedAssignedToId: 'rejection assignee',
  scrapingRejectedById: 'rejected by',
  scrapingRejectedDate: 'rejection date',
};

/** Writes the changed columns, moves the version on and records the event; nothing when nothing changed. */
async function applyChanges(
  tx: Queryable,
  menu: MenuDetailRow,
  columns: Record<string, [field: string, value: unknown]>,
  event: { userId: number | null; subType: string; message: string },
): Promise<MenuDetailRow> {
  const changes: Changes = {};
  const set: string[] = [];
  const params: unknown[] = [menu.id];
  for (const [column, [field, value]] of Object.entries(columns)) {
    const from = (menu as unknown as Record<string, unknown>)[column];
    const same = from instanceof Date && value instanceof Date ? from.getTime() === value.getTime() : JSON.stringify(from ?? null) === JSON.stringify(value ?? null);
    if (same) continue;
    changes[field] = { from: from ?? null, to: value ?? null };
    params.push(value);
    set.push(`${column} = $${params.length}`);
  }
  if (set.length === 0) return menu;
  await tx.query(`UPDATE menus SET ${set.join(', ')}, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`, params);
  await recordEvent(tx, {
    userId: event.userId,
    type: 'UPDATE',
    subType: event.subType,
    entityType: 'MENU',
    entityId: menu.id,
    message: `${event.message}: ${Object.keys(changes).map((field) => FIELD_LABELS[field] ?? field).join(', ')}`,
    data: changes,
  });
  return (await findMenu(tx, menu.id)) as MenuDetailRow;
}

const statusFor = (menu: MenuDetailRow, format: string | null) =>
  format === 'HTML_NOT_SCRAPEABLE' ? 'NOT_SCRAPEABLE' : menu.status === 'NOT_SCRAPEABLE' ? 'NEW' : menu.status;

export async function createMenu(tx: Queryable, data: unknown, userId: number | null): Promise<MenuDetailRow> {
  const [created] = await createMenus(tx, [data], userId);
  return created;
}

/**
 * Several menus in one transaction, set-based: every item is validated first (the first refused refuses all, before
 * any write), their brands are checked in one query, and one statement inserts the menus with their CREATE events.
 * The list's length is capped by the API (server/graphql/listInputLimits.ts).
 */
export async function createMenus(tx: Queryable, data: readonly unknown[], userId: number | null): Promise<MenuDetailRow[]> {
  const inputs = [];
  for (const item of data) inputs.push(await validateInput(createMenuSchema, item));
  if (inputs.length === 0) return [];
  const brandIds = [...new Set(inputs.map((input) => input.brandId))];
  const found = new Set((await tx.query<{ id: number }>('SELECT id FROM brands WHERE id = ANY($1::int[]) FOR SHARE', [brandIds])).map((row) => row.id));
  if (brandIds.some((id) => !found.has(id))) throw validationError('Brand was not found.', 'brandId');
  const rows = inputs.map((input, index) => {
    const notScrapeable = input.format === 'HTML_NOT_SCRAPEABLE';
    return {
      n: index,
      brand_id: input.brandId,
      url: input.url,
      format: input.format,
      status: notScrapeable ? 'NOT_SCRAPEABLE' : 'NEW',
      not_scrapeable_reason: notScrapeable ? input.notScrapeableReason : null,
      additional_urls: input.additionalUrls?.length && input.format === 'HTML' ? input.additionalUrls : null,
    };
  });
  // Ids come from the sequence in the SELECT's order, so sorting them gives the input's order back.
  const created = await tx.query<{ id: number }>(
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb)
         AS r(n int, brand_id int, url text, format text, status text, not_scrapeable_reason text, additional_urls text[])
     ), inserted AS (
       INSERT INTO menus (brand_id, url, format, status, not_scrapeable_reason, additional_urls)
       SELECT brand_id, url, format, status, not_scrapeable_reason, additional_urls FROM input ORDER BY n
       RETURNING id, brand_id, url, format, not_scrapeable_reason, additional_urls
     ), logged AS (
       INSERT INTO events (user_id, type, entity_type, entity_id, message, data)
       SELECT $2::int, 'CREATE', 'MENU', id, 'Menu ' || id || ' created for brand ' || brand_id,
              jsonb_build_object('brandId', brand_id, 'url', url, 'format', format, 'notScrapeableReason', not_scrapeable_reason, 'additionalUrls', to_jsonb(additional_urls))
         FROM inserted ORDER BY id
     )
     SELECT id FROM inserted ORDER BY id`,
    [JSON.stringify(rows), userId],
  );
  const byId = new Map((await findMenus(tx, created.map((row) => row.id))).map((menu) => [menu.id, menu]));
  return created.map((row) => byId.get(row.id) as MenuDetailRow);
}

/** The menu detail's URL and notes: only the fields given change; a stale version (when given) is CONFLICT. */
export async function updateClusterMenu(
  tx: Queryable,
  id: number,
  data: { url?: string | null; notes?: string | null; expectedModifiedDate?: Date | string | null },
  userId: number | null,
): Promise<MenuDetailRow> {
  const menu = await lockedMenu(tx, id);
  if (!(await isAtVersion(tx, 'menus', id, data.expectedModifiedDate))) throw conflict();
  const given: Record<string, unknown> = {};
  if (data.url !== undefined) given.url = data.url;
  if (data.notes !== undefined) given.notes = data.notes;
  const input = (await validateInput(updateClusterMenuSchema, given)) as { url?: string; notes?: string | null };
  const columns: Record<string, [string, unknown]> = {};
  if (input.url !== undefined) columns.url = ['url', input.url];
  if (input.notes !== undefined) columns.notes = ['notes', input.notes === '' ? null : input.notes];
  return applyChanges(tx, menu, columns, { userId, subType: 'URL_AND_NOTES', message: `Menu ${id} updated` });
}

export async function updateMenuFormatAndNotScrapeableReason(tx: Queryable, id: number, data: unknown, userId: number | null): Promise<MenuDetailRow> {
  const menu = await lockedMenu(tx, id);
  const input = await validateInput(menuFormatSchema, data);
  const notScrapeable = input.format === 'HTML_NOT_SCRAPEABLE';
  return applyChanges(
    tx,
    menu,
    {
      format: ['format', input.format],
      not_scrapeable_reason: ['notScrapeableReason', notScrapeable ? input.notScrapeableReason : null],
      not_scrapeable_comment: ['notScrapeableComment', notScrapeable ? input.notScrapeableComment || null : null],
      // Additional links belong to HTML menus (spec 2, section 4).
      additional_urls: ['additionalUrls', input.format === 'HTML' ? menu.additional_urls : null],
      status: ['status', statusFor(menu, input.format)],
    },
    { userId, subType: 'FORMAT', message: `Menu ${id} format updated` },
  );
}

export async function setMenuFlag(
  tx: Queryable,
  id: number,
  flag: 'is_excluded_from_curation' | 'is_cluster_assignable',
  value: boolean,
  userId: number | null,
): Promise<MenuDetailRow> {
  const menu = await lockedMenu(tx, id);
  const field = flag === 'is_excluded_from_curation' ? 'isExcludedFromCuration' : 'isClusterAssignable';
  return applyChanges(tx, menu, { [flag]: [field, value] }, { userId, subType: field === 'isExcludedFromCuration' ? 'EXCLUDE_FROM_CURATION' : 'CLUSTER_ASSIGNABLE', message: `Menu ${id} updated` });
}

export async function setMenuScrapingIssueComment(tx: Queryable, id: number, comment: string | null | undefined, userId: number | null): Promise<MenuDetailRow> {
  const menu = await lockedMenu(tx, id);
  const text = (await validateArgument(menuCommentSchema, comment ?? null, 'scrapingIssueComment')) || null;
  return applyChanges(tx, menu, { scraping_issue_comment: ['scrapingIssueComment', text] }, {
    userId,
    subType: 'SCRAPING_ISSUE_COMMENT',
    message: `Menu ${id} scraping issue comment ${text ? 'set' : 'removed'}`,
  });
}

/**
 * Sets the scraping rejection comment with who set it, when, and whom the rejected menu goes to (a person of the
 * roles that may take a rejected menu, spec 2 section 6); an empty comment clears all four.
 */
export async function setMenuScrapingRejectedComment(
  tx: Queryable,
  id: number,
  comment: string | null | undefined,
  assignedToUserId: number | null,
  userId: number | null,
): Promise<MenuDetailRow> {
  const menu = await lockedMenu(tx, id);
  const text = (await validateArgument(menuCommentSchema, comment ?? null, 'scrapingRejectedComment')) || null;
  if (text && assignedToUserId !== null) {
    const users = await tx.query<{ role_name: string }>(
      'SELECT r.name AS role_name FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id = $1 AND u.is_active AND NOT u.is_deleted',
      [assignedToUserId],
    );
    if (!users[0] || !(ASSIGNEE_FILTER_ROLES.MENU_SCRAPING as string[]).includes(users[0].role_name)) throw validationError(REJECTION_ASSIGNEE_MESSAGE, 'assignedToUserId');
  }
  const unchanged = text === menu.scraping_rejected_comment && (text === null || (assignedToUserId ?? null) === menu.scraping_rejected_assigned_to_id);
  if (unchanged) return menu;
  return applyChanges(
    tx,
    menu,
    {
      scraping_rejected_comment: ['scrapingRejectedComment', text],
      scraping_rejected_assigned_to_id: ['scrapingRejectedAssignedToId', text ? assignedToUserId : null],
      scraping_rejected_by_id: ['scrapingRejectedById', text ? userId : null],
      scraping_rejected_date: ['scrapingRejectedDate', text ? new Date() : null],
    },
    { userId, subType: 'SCRAPING_REJECTED_COMMENT', message: `Menu ${id} scraping rejection comment ${text ? 'set' : 'removed'}` },
  );
}
