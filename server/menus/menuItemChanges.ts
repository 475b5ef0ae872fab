// What the menu's runs changed (spec 2, section 2.13: the Changes tab, the scraping run selector, counts per change kind;
// section 2.7: review by difference): the completed runs, one run's item changes field by field, what changed since the
// last approved run (sinceApproval.ts says exactly what that means) and, for a page of dishes at once, each one's change
// since approval. Read from scraping_job_item_changes, whose data / previous_data hold an item's compared fields as the
// run found them and as they were before (persistScrape.ts).
import type { Queryable } from '../db/database';
import { notFound } from '../graphql/errors';
import type { ChangeCounts } from '../scraping/types';
import { activeDishFilters, dishFilterConditions, type DishFilterValues } from './dishFilters';
import { newestKeptRunSql } from './menuItemQueries';
import { comparedValuesOf, DISH_ROW_SELECT_OF_D, type DishRow } from './menuItemRows';
import { changedSinceApprovalSql, differingFields, type DishesSinceApproval, type MenuItemKind } from './sinceApproval';

type ItemValues = Record<string, string | null>;

export interface MenuScrapingRunView {
  jobId: number;
  kind: string;
  scrapingStatus: string | null;
  reason: string;
  isDebugMode: boolean;
  finishedDate: Date | string | null;
  menuTitleChangeCounts: ChangeCounts | null;
  dishChangeCounts: ChangeCounts | null;
  isApproved: boolean;
}

/** The menu's completed scraping runs (HTML and document), newest first (the run selector; at most 200). */
export async function scrapingRuns(db: Queryable, menuId: number): Promise<MenuScrapingRunView[]> {
  const rows = await db.query<{
    id: number;
    kind: string;
    scraping_status: string | null;
    reason: string;
    is_debug_mode: boolean;
    finished_date: Date | string | null;
    change_counts: { menuTitles?: ChangeCounts; dishes?: ChangeCounts } | null;
    is_approved: boolean;
  }>(
    `SELECT j.id, j.kind, j.scraping_status, j.reason, j.is_debug_mode, j.finished_date, j.change_counts, (m.last_approved_job_id = j.id) IS TRUE AS is_approved
       FROM scraping_jobs j JOIN menus m ON m.id = j.menu_id
      WHERE j.menu_id = $1 AND j.kind IN ('HTML_SCRAPING', 'DOCUMENT_SCRAPING') AND j.status = 'COMPLETED'
      ORDER BY j.id DESC LIMIT 200`,
    [menuId],
  );
  return rows.map((row) => ({
    jobId: row.id,
    kind: row.kind,
    scrapingStatus: row.scraping_status,
    reason: row.reason,
    isDebugMode: row.is_debug_mode,
    finishedDate: row.finished_date,
    menuTitleChangeCounts: row.change_counts?.menuTitles ?? null,
    dishChangeCounts: row.change_counts?.dishes ?? null,
    isApproved: row.is_approved,
  }));
}

export interface FieldChangeView {
  field: string;
  previous: string | null;
  current: string | null;
}

/**
 * MenuItemChange: `dish` is the dish row as stored now (Dish's resolvers read it) with the change's own status as its
 * changeStatus, null for titles and deleted dishes.
 */
export interface MenuItemChangeView {
  itemKind: MenuItemKind;
  itemId: number;
  changeStatus: string;
  label: string;
  menuTitlePath: string[];
  fields: FieldChangeView[];
  dish: DishRow | null;
}

const isUpdate = (status: string) => status === 'UPDATED' || status === 'UPDATED_SIGNIFICANTLY';

function fieldChanges(status: string, previous: ItemValues | null, current: ItemValues | null): FieldChangeView[] {
  if (!isUpdate(status)) return [];
  return differingFields(previous, current).map((field) => ({ field, previous: previous?.[field] ?? null, current: current?.[field] ?? null }));
}

interface TitleNode {
  id: number;
  parent_id: number | null;
  title: string;
}

/** Every title of the menu (deleted ones too: a deleted item's path still names them), by id. */
async function titlesById(db: Queryable, menuId: number): Promise<Map<number, TitleNode>> {
  const rows = await db.query<TitleNode>('SELECT id, parent_id, title FROM menu_titles WHERE menu_id = $1', [menuId]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The titles above a title, from the top down. */
function ancestorPath(titles: Map<number, TitleNode>, parentId: number | null): string[] {
  const path: string[] = [];
  const seen = new Set<number>();
  for (let id = parentId; id !== null && !seen.has(id); id = titles.get(id)?.parent_id ?? null) {
    seen.add(id);
    const title = titles.get(id);
    if (!title) break;
    path.unshift(title.title);
  }
  return path;
}

export interface ItemChangesQuery {
  menuId: number;
  /** null: the newest completed run that kept its items. */
  jobId: number | null;
  itemKind: MenuItemKind | null;
  changeStatuses: string[] | null;
  /** Dish filters: they match the dish as the run found it (as it was, for a deleted one); titles are left out then. */
  filters: DishFilterValues | null;
  page: number;
  pageSize: number;
}

export interface ItemChangesPage {
  jobId: number | null;
  items: MenuItemChangeView[];
  total: number;
  menuTitleChangeCounts: ChangeCounts | null;
  dishChangeCounts: ChangeCounts | null;
}

interface ChangeRow {
  item_kind: MenuItemKind;
  item_id: number;
  change_status: string;
  data: ItemValues | null;
  previous_data: ItemValues | null;
  parent_id: number | null;
}

/** One run's changes (the Changes tab): titles first, then dishes, each in menu order; fields old -> new for updates. */
export async function itemChanges(db: Queryable, query: ItemChangesQuery): Promise<ItemChangesPage> {
  const [job] = await db.query<{ id: number; change_counts: { menuTitles?: ChangeCounts; dishes?: ChangeCounts } | null }>(
    `SELECT id, change_counts FROM scraping_jobs WHERE menu_id = $1 AND id = ${query.jobId === null ? newestKeptRunSql('$1') : '$2'}`,
    query.jobId === null ? [query.menuId] : [query.menuId, query.jobId],
  );
  if (!job) {
    if (query.jobId !== null) throw notFound('Scraping run');
    return { jobId: null, items: [], total: 0, menuTitleChangeCounts: null, dishChangeCounts: null };
  }
  const params: unknown[] = [job.id];
  const conditions = ['c.job_id = $1'];
  const kind = activeDishFilters(query.filters).length ? 'DISH' : query.itemKind;
  if (kind === 'DISH' && query.itemKind === 'MENU_TITLE') conditions.push('false');
  if (kind) {
    params.push(kind);
    conditions.push(`c.item_kind = $${params.length}`);
  }
  if (query.changeStatuses?.length) {
    params.push(query.changeStatuses);
    conditions.push(`c.change_status = ANY($${params.length}::text[])`);
  }
  conditions.push(...dishFilterConditions(query.filters, params, (field) => `coalesce(c.data, c.previous_data)->>'${field}'`));
  const where = conditions.join(' AND ');
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM scraping_job_item_changes c WHERE ${where}`, params);
  params.push(query.pageSize, (query.page - 1) * query.pageSize);
  const rows = await db.query<ChangeRow>(
    `SELECT c.item_kind, c.item_id, c.change_status, c.data, c.previous_data, t.parent_id
       FROM scraping_job_item_changes c
       LEFT JOIN menu_titles t ON c.item_kind = 'MENU_TITLE' AND t.id = c.item_id
       LEFT JOIN dishes d ON c.item_kind = 'DISH' AND d.id = c.item_id
      WHERE ${where}
      ORDER BY c.item_kind = 'DISH', coalesce(t.position, d.position), c.item_id
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const dishes = await dishesById(db, rows.filter((row) => row.item_kind === 'DISH').map((row) => row.item_id));
  const titles = rows.some((row) => row.item_kind === 'MENU_TITLE') ? await titlesById(db, query.menuId) : new Map<number, TitleNode>();
  const items = rows.map((row): MenuItemChangeView => {
    const dish = dishes.get(row.item_id) ?? null;
    const isDish = row.item_kind === 'DISH';
    const labelField = isDish ? 'name' : 'title';
    const asNow = isDish ? (dish?.name ?? null) : (titles.get(row.item_id)?.title ?? null);
    const asBefore = row.previous_data?.[labelField] ?? null;
    return {
      itemKind: row.item_kind,
      itemId: row.item_id,
      changeStatus: row.change_status,
      label: (row.change_status === 'DELETED' ? (asBefore ?? asNow) : (asNow ?? row.data?.[labelField] ?? asBefore)) ?? '',
      menuTitlePath: isDish ? (dish?.menu_title_path ?? []) : ancestorPath(titles, row.parent_id),
      fields: fieldChanges(row.change_status, row.previous_data, row.data),
      // The dish coloured by this change (its row's change_status is the last change ever).
      dish: dish && !dish.is_deleted ? { ...dish, change_status: row.change_status } : null,
    };
  });
  return { jobId: job.id, items, total, menuTitleChangeCounts: job.change_counts?.menuTitles ?? null, dishChangeCounts: job.change_counts?.dishes ?? null };
}

async function dishesById(db: Queryable, ids: number[]): Promise<Map<number, DishRow>> {
  if (!ids.length) return new Map();
  const rows = await db.query<DishRow>(`SELECT ${DISH_ROW_SELECT_OF_D} FROM dishes d WHERE d.id = ANY($1::int[])`, [ids]);
  return new Map(rows.map((row) => [row.id, row]));
}

export interface ReviewDifferenceView {
  hasBaseline: boolean;
  approvedJobId: number | null;
  created: number;
  updated: number;
  updatedSignificantly: number;
  deleted: number;
  restored: number;
  changedDishCount: number;
  dishCount: number;
}

/**
 * What changed since the last approved run, titles and dishes together per change kind (net, per item); changedDishCount
 * is the live dishes among them (the dish list's changedTotal). With no approved run, every live item is new.
 */
export async function reviewDifference(db: Queryable, menuId: number, since: DishesSinceApproval): Promise<ReviewDifferenceView> {
  const { baseline } = since;
  const [live] = await db.query<{ dishes: number; titles: number }>(
    `SELECT (SELECT count(*)::int FROM dishes WHERE menu_id = $1 AND NOT is_deleted) AS dishes,
            (SELECT count(*)::int FROM menu_titles WHERE menu_id = $1 AND NOT is_deleted) AS titles`,
    [menuId],
  );
  const view: ReviewDifferenceView = { hasBaseline: baseline !== null, approvedJobId: baseline, created: 0, updated: 0, updatedSignificantly: 0, deleted: 0, restored: 0, changedDishCount: 0, dishCount: live.dishes };
  if (baseline === null) return { ...view, created: live.dishes + live.titles, changedDishCount: live.dishes };
  const titles = await db.query<{ status: string; count: number }>(
    `SELECT status, count(*)::int AS count FROM (${changedSinceApprovalSql('MENU_TITLE', '$1', '$2')}) title GROUP BY status`,
    [menuId, baseline],
  );
  const field: Record<string, 'created' | 'updated' | 'updatedSignificantly' | 'deleted' | 'restored'> = {
    CREATED: 'created',
    UPDATED: 'updated',
    UPDATED_SIGNIFICANTLY: 'updatedSignificantly',
    DELETED: 'deleted',
    RESTORED: 'restored',
  };
  for (const row of titles) view[field[row.status]] += row.count;
  for (const change of since.changed.values()) {
    view[field[change.status]] += 1;
    if (!change.isDeleted) view.changedDishCount += 1;
  }
  return view;
}

/**
 * Each dish's change since approval (Dish.changeSinceApproval), for a page of dishes of one menu at once: one query for
 * the page's changed dishes (none when none changed), null for the others and for every dish of a menu never approved.
 */
export async function changesSinceApprovalOfDishes(db: Queryable, menuId: number, dishIds: readonly number[], since: DishesSinceApproval): Promise<Map<number, MenuItemChangeView>> {
  const changes = new Map<number, MenuItemChangeView>();
  const changedIds = [...new Set(dishIds)].filter((id) => since.changed.has(id));
  if (since.baseline === null || !changedIds.length) return changes;
  const rows = await db.query<DishRow & { approved_data: ItemValues | null }>(
    `SELECT ${DISH_ROW_SELECT_OF_D}, first.approved_data
       FROM dishes d CROSS JOIN LATERAL (
         SELECT c.previous_data AS approved_data FROM scraping_job_item_changes c JOIN scraping_jobs j ON j.id = c.job_id
          WHERE c.item_kind = 'DISH' AND c.item_id = d.id AND j.menu_id = $1 AND j.id > $2 ORDER BY c.job_id LIMIT 1) first
      WHERE d.id = ANY($3::int[]) AND d.menu_id = $1`,
    [menuId, since.baseline, changedIds],
  );
  for (const row of rows) {
    const status = since.changed.get(row.id)!.status;
    changes.set(row.id, {
      itemKind: 'DISH',
      itemId: row.id,
      changeStatus: status,
      label: row.is_deleted ? (row.approved_data?.name ?? row.name) : row.name,
      menuTitlePath: row.menu_title_path ?? [],
      fields: fieldChanges(status, row.approved_data, comparedValuesOf('DISH', row)),
      dish: row.is_deleted ? null : { ...row, change_status: status },
    });
  }
  return changes;
}
