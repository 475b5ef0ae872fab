// "Changed since approval" (review by difference, issue 13), in one place for the dish list's changedOnly and
// changedTotal, Dish.changeSinceApproval and Menu.reviewDifference. An item changed since approval when a run after the
// menu's last approved one (menus.last_approved_job_id) recorded a change of it (scraping_job_item_changes) AND it is not
// back where the approval left it. Its status is the net one, baseline against now:
//   - the first change since approval was CREATED or RESTORED (the item was absent or deleted when approved): that status
//     while the item is live now; gone again, it did not change;
//   - otherwise the item was live when approved: deleted now -> DELETED; else its fields as approved (the first change's
//     previous_data) against its fields now (the row): equal -> unchanged; the significant field (a dish's name or price,
//     a title's title) differs -> UPDATED_SIGNIFICANTLY; another field -> UPDATED.
// Runs are ordered by job id, as persistScrape.ts's hasUnapprovedSignificantRun orders them.
import type { Queryable } from '../db/database';
import { DISH_SIGNIFICANT_FIELDS, MENU_TITLE_SIGNIFICANT_FIELDS } from '../scraping/changes';
import { ITEM_FIELD_COLUMNS } from './menuItemRows';

export type MenuItemKind = 'MENU_TITLE' | 'DISH';

export const SIGNIFICANT_FIELDS: Record<MenuItemKind, readonly string[]> = {
  DISH: DISH_SIGNIFICANT_FIELDS,
  MENU_TITLE: MENU_TITLE_SIGNIFICANT_FIELDS,
};

export const ITEM_TABLES: Record<MenuItemKind, string> = { DISH: 'dishes', MENU_TITLE: 'menu_titles' };

/**
 * The item's compared fields now equal those of a change's JSON (booleans as 'true' / 'false', like String()), field by
 * field: several times quicker on PostgreSQL than building the row's JSON to compare whole (3 ms against 16 ms for 372
 * changed dishes in scripts/benchDishReview.ts).
 */
function sameValuesSql(kind: MenuItemKind, json: string, alias: string): string {
  return Object.entries(ITEM_FIELD_COLUMNS[kind])
    .map(([field, column]) => `(${json}->>'${field}') IS NOT DISTINCT FROM ${alias}.${column}::text`)
    .join(' AND ');
}

/**
 * A query of the items of one kind that changed since approval: item_id, status (the net one, never null), is_deleted
 * and approved_data (the item's fields as approved; null for CREATED). `menu` and `baseline` are SQL expressions (a
 * parameter like $1).
 */
export function changedSinceApprovalSql(kind: MenuItemKind, menu: string, baseline: string): string {
  const significant = SIGNIFICANT_FIELDS[kind].map((field) => `(a.approved_data->>'${field}') IS DISTINCT FROM i.${ITEM_FIELD_COLUMNS[kind][field]}::text`).join(' OR ');
  return `SELECT item_id, status, is_deleted, approved_data FROM (
    SELECT a.item_id, i.is_deleted, a.approved_data,
      CASE
        WHEN a.first_status IN ('CREATED', 'RESTORED') THEN CASE WHEN i.is_deleted THEN NULL ELSE a.first_status END
        WHEN i.is_deleted THEN 'DELETED'
        WHEN ${sameValuesSql(kind, 'a.approved_data', 'i')} THEN NULL
        WHEN ${significant} THEN 'UPDATED_SIGNIFICANTLY'
        ELSE 'UPDATED'
      END AS status
    FROM (
      SELECT c.item_id, (array_agg(c.change_status ORDER BY c.job_id))[1] AS first_status, (array_agg(c.previous_data ORDER BY c.job_id))[1] AS approved_data
        FROM scraping_job_item_changes c JOIN scraping_jobs j ON j.id = c.job_id
       WHERE j.menu_id = ${menu} AND j.id > ${baseline} AND c.item_kind = '${kind}'
       GROUP BY c.item_id
    ) a JOIN ${ITEM_TABLES[kind]} i ON i.id = a.item_id AND i.menu_id = ${menu}
  ) net WHERE status IS NOT NULL`;
}

/** The menu's approved run (the baseline of review by difference); null when it never had one. */
export async function approvedJobOf(db: Queryable, menuId: number): Promise<number | null> {
  const [row] = await db.query<{ job_id: number | null }>('SELECT last_approved_job_id AS job_id FROM menus WHERE id = $1', [menuId]);
  return row?.job_id ?? null;
}

/** A menu's dishes changed since approval, read once per request and shared by the dish list and the difference. */
export interface DishesSinceApproval {
  /** null: the menu was never approved (every dish is new). */
  baseline: number | null;
  /** Dish id -> its net status and whether it is deleted now; empty without a baseline. */
  changed: Map<number, { status: string; isDeleted: boolean }>;
}

export async function dishesSinceApproval(db: Queryable, menuId: number): Promise<DishesSinceApproval> {
  const baseline = await approvedJobOf(db, menuId);
  const changed = new Map<number, { status: string; isDeleted: boolean }>();
  if (baseline === null) return { baseline, changed };
  const rows = await db.query<{ item_id: number; status: string; is_deleted: boolean }>(
    `SELECT item_id, status, is_deleted FROM (${changedSinceApprovalSql('DISH', '$1', '$2')}) changed`,
    [menuId, baseline],
  );
  for (const row of rows) changed.set(row.item_id, { status: row.status, isDeleted: row.is_deleted });
  return { baseline, changed };
}

/** The live dishes among them: what the dish list's changedOnly keeps. */
export const liveChangedDishIds = (since: DishesSinceApproval): number[] => [...since.changed].filter(([, change]) => !change.isDeleted).map(([id]) => id);

/** The fields that differ between two sets of values (keys of either; the identity key is not a field). */
export function differingFields(previous: Record<string, unknown> | null, current: Record<string, unknown> | null): string[] {
  const names = new Set([...Object.keys(previous ?? {}), ...Object.keys(current ?? {})]);
  names.delete('key');
  return [...names].filter((name) => (previous?.[name] ?? null) !== (current?.[name] ?? null));
}
