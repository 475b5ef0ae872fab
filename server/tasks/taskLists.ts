// The five task lists: every filter and sort of spec sections 2 and 7, as one parameterised query and its count.
import type { TaskType } from '../../machines/taskTypes';
import type { Queryable } from '../db/database';
import { escapeLike } from '../db/likePattern';
import { TASK_COLUMNS, TASK_FROM, type TaskRow } from './taskRows';

export interface TaskListFilters {
  brandSearchTerm?: string | null;
  statuses?: string[] | null;
  reopenReasons?: string[] | null;
  isAssigned?: boolean | null;
  assignedToId?: number | null;
  isAwaiting?: boolean | null;
  awaitingReason?: string | null;
  viewType?: string | null;
  viewStatus?: string | null;
  brandStatus?: string | null;
  brandRank?: string | null;
  isRerunFlow?: boolean | null;
  menuSearchTerm?: string | null;
  menuFormats?: string[] | null;
  menuStatuses?: string[] | null;
  menuIsAwaitingScraping?: boolean | null;
  menuIsAwaitingProbing?: boolean | null;
  isVerified?: boolean | null;
  hasScrapingIssueComment?: boolean | null;
  brandId?: number | null;
  resolvedType?: string | null;
  menuScrapingTypes?: string[] | null;
  menuScrapedById?: number | null;
}

export type TaskSortingCriterion = 'MODIFIED_DATE' | 'SCRAPED_DATE' | 'MENU_SCRAPED_DATE';

export interface TaskListRow extends TaskRow {
  brand_json: Record<string, unknown>;
  menu_json: Record<string, unknown> | null;
}

class WhereBuilder {
  readonly clauses: string[] = [];
  readonly params: unknown[] = [];
  usesBrand = false;
  usesMenu = false;

  add(sql: string, ...values: unknown[]) {
    let text = sql;
    for (const value of values) {
      this.params.push(value);
      text = text.replace('?', `$${this.params.length}`);
    }
    this.clauses.push(text);
  }

  /** `column = ANY(values)`, written as `=` for a single value so that its indexes also give their order. */
  addAnyOf(column: string, values: readonly string[]) {
    if (values.length === 1) this.add(`${column} = ?`, values[0]);
    else this.add(`${column} = ANY(?)`, values);
  }

  addFlag(column: string, value: boolean) {
    this.add(value ? column : `NOT ${column}`);
  }
}

/** A term of digits that can be a row's number (an integer column). */
const isRowNumber = (term: string) => /^\d+$/.test(term) && Number(term) <= 2_147_483_647;

/**
 * Brand search, on the task's copy of its brand's name (migration 003). Terms of three characters or more match
 * anywhere in the name (ILIKE: within a queue the queue's index holds the name, elsewhere the trigram index answers).
 * Shorter terms match the START of the name (case-insensitive): a trigram index cannot answer a one- or two-letter
 * substring, which would read every task, while a prefix is answered by tasks_brand_name_prefix_idx. A term of digits
 * also matches the brand's number.
 */
function brandSearchClause(term: string): { sql: string; values: unknown[] } {
  const isShort = [...term].length < 3;
  const name = isShort ? 'lower(t.brand_name) LIKE lower(?)' : 't.brand_name ILIKE ?';
  const pattern = isShort ? `${escapeLike(term)}%` : `%${escapeLike(term)}%`;
  if (isRowNumber(term)) return { sql: `(t.brand_id = ? OR ${name})`, values: [Number(term), pattern] };
  return { sql: name, values: [pattern] };
}

function buildWhere(type: TaskType, filters: TaskListFilters): WhereBuilder {
  const where = new WhereBuilder();
  where.add('t.type = ?', type);
  if (filters.statuses?.length) where.addAnyOf('t.status', filters.statuses);
  if (filters.reopenReasons?.length) where.addAnyOf('t.reopen_reason', filters.reopenReasons);
  if (filters.isAssigned === true) where.add('t.assigned_to_id IS NOT NULL');
  if (filters.isAssigned === false) where.add('t.assigned_to_id IS NULL');
  if (filters.assignedToId) where.add('t.assigned_to_id = ?', filters.assignedToId);
  if (typeof filters.isAwaiting === 'boolean') where.addFlag('t.is_awaiting', filters.isAwaiting);
  if (filters.awaitingReason) where.add('t.awaiting_reason = ?', filters.awaitingReason);
  if (filters.viewType) where.add('t.current_view_type = ?', filters.viewType);
  if (filters.viewStatus) {
    where.add('EXISTS (SELECT 1 FROM task_views v WHERE v.task_id = t.id AND v.type = t.current_view_type AND v.status = ?)', filters.viewStatus);
  }
  if (typeof filters.isRerunFlow === 'boolean') where.addFlag('t.is_rerun_flow', filters.isRerunFlow);
  if (typeof filters.isVerified === 'boolean') {
    // A dish review is "verified" when its menu's scraping task was verified (copied onto it by migration 003's
    // triggers); scraping tasks carry their own mark.
    where.addFlag(type === 'DISH_REVIEW' ? 't.menu_is_verified' : "t.verification <> 'NOT_VERIFIED'", filters.isVerified);
  }
  if (filters.resolvedType) where.add('t.resolved_type = ?', filters.resolvedType);
  if (filters.brandId) where.add('t.brand_id = ?', filters.brandId);

  const term = filters.brandSearchTerm?.trim();
  if (term) {
    const search = brandSearchClause(term);
    where.add(search.sql, ...search.values);
  }
  if (filters.brandStatus) {
    where.usesBrand = true;
    where.add('b.status = ?', filters.brandStatus);
  }
  if (filters.brandRank) {
    where.usesBrand = true;
    where.add('b.rank = ?', filters.brandRank);
  }

  // The menu's list columns are copied onto its tasks (migration 003); only the URL search reads the menu itself.
  const menuTerm = filters.menuSearchTerm?.trim();
  if (menuTerm) {
    where.usesMenu = true;
    const pattern = `%${escapeLike(menuTerm)}%`;
    if (isRowNumber(menuTerm)) where.add('(m.id = ? OR m.url ILIKE ?)', Number(menuTerm), pattern);
    else where.add('m.url ILIKE ?', pattern);
  }
  if (filters.menuFormats?.length) where.addAnyOf('t.menu_format', filters.menuFormats);
  if (filters.menuStatuses?.length) where.addAnyOf('t.menu_status', filters.menuStatuses);
  if (typeof filters.menuIsAwaitingScraping === 'boolean') where.addFlag('t.menu_is_awaiting_scraping', filters.menuIsAwaitingScraping);
  if (typeof filters.menuIsAwaitingProbing === 'boolean') where.addFlag('t.menu_is_awaiting_probing', filters.menuIsAwaitingProbing);
  if (typeof filters.hasScrapingIssueComment === 'boolean') where.addFlag('t.menu_has_issue_comment', filters.hasScrapingIssueComment);
  if (filters.menuScrapingTypes?.length) where.addAnyOf('t.menu_scraping_type', filters.menuScrapingTypes);
  if (filters.menuScrapedById) where.add('t.menu_scraped_by_id = ?', filters.menuScrapedById);
  return where;
}

function joinsOf(where: WhereBuilder): string {
  const brand = where.usesBrand ? ' JOIN brands b ON b.id = t.brand_id' : '';
  const menu = where.usesMenu ? ' JOIN menus m ON m.id = t.menu_id' : '';
  return `${brand}${menu}`;
}

const BRAND_JSON = `json_build_object('id', b.id, 'name', b.name, 'website', b.website, 'rank', b.rank, 'status', b.status,
  'exclusion_reason', b.exclusion_reason, 'messiness_score', b.messiness_score,
  'has_only_unsupported_business_types', b.has_only_unsupported_business_types, 'business_status', b.business_status,
  'modified_date', b.modified_date) AS brand_json`;
const MENU_JSON = `CASE WHEN m.id IS NULL THEN NULL ELSE json_build_object('id', m.id, 'url', m.url, 'format', m.format, 'status', m.status,
  'scraping_type', m.scraping_type, 'scraping_issue_comment', m.scraping_issue_comment, 'scraped_date', m.scraped_date,
  'scraped_by_id', m.scraped_by_id, 'dish_count', m.dish_count, 'is_deleted', m.is_deleted,
  'is_awaiting_scraping', m.is_awaiting_scraping, 'is_awaiting_probing', m.is_awaiting_probing,
  'menu_scraping_cluster_id', m.menu_scraping_cluster_id, 'modified_date', m.modified_date) END AS menu_json`;

/**
 * One page of a list and its total. The page is found first from the filter and sort columns alone (which the list
 * indexes hold, so deep pages skip rows inside an index), and only its rows are then read in full; the exact total is
 * counted beside it.
 */
export async function listTasks(
  db: Queryable,
  type: TaskType,
  filters: TaskListFilters,
  paging: { page: number; pageSize: number },
  sorting: { criterion: TaskSortingCriterion; order: 'asc' | 'desc' },
): Promise<{ items: TaskListRow[]; total: number }> {
  const where = buildWhere(type, filters);
  const whereSql = where.clauses.join(' AND ');
  const direction = sorting.order === 'asc' ? 'ASC' : 'DESC';
  const byModifiedDate = sorting.criterion === 'MODIFIED_DATE';
  const sortKey = byModifiedDate ? 't.modified_date' : 't.menu_scraped_date';
  const nulls = byModifiedDate ? '' : ' NULLS LAST';
  const offset = (paging.page - 1) * paging.pageSize;
  const pageSql = `SELECT t.id, ${sortKey} AS sort_key FROM tasks t${joinsOf(where)} WHERE ${whereSql}
    ORDER BY ${sortKey} ${direction}${nulls}, t.id ${direction} LIMIT ${paging.pageSize} OFFSET ${offset}`;
  const [countRows, items] = await Promise.all([
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM tasks t${joinsOf(where)} WHERE ${whereSql}`, where.params),
    db.query<TaskListRow>(
      `SELECT ${TASK_COLUMNS}, ${BRAND_JSON}, ${MENU_JSON}
         FROM ${TASK_FROM} JOIN (${pageSql}) page ON page.id = t.id JOIN brands b ON b.id = t.brand_id LEFT JOIN menus m ON m.id = t.menu_id
        ORDER BY page.sort_key ${direction}${nulls}, page.id ${direction}`,
      where.params,
    ),
  ]);
  return { items, total: countRows[0]?.total ?? 0 };
}

/** The default filters of each list (spec 1, section 2): what its queue shows when nobody has filtered. */
export const DEFAULT_LIST_FILTERS: Record<TaskType, TaskListFilters> = {
  BRAND_GATEWAY: { statuses: ['NOT_STARTED', 'REOPENED'], isAssigned: false, viewType: 'DEFINE' },
  BRAND_DEFINITION: { statuses: ['NOT_STARTED', 'REOPENED'], isAssigned: false, viewType: 'DEFINE' },
  MENU_DEFINITION: { statuses: ['NOT_STARTED', 'REOPENED'], isAssigned: false, viewType: 'DEFINE' },
  MENU_SCRAPING: { statuses: ['NOT_STARTED', 'REOPENED'], menuFormats: ['HTML'], isAssigned: false, hasScrapingIssueComment: false, menuIsAwaitingProbing: false },
  DISH_REVIEW: { statuses: ['NOT_STARTED', 'REOPENED'], menuFormats: ['HTML'], menuStatuses: ['SCRAPED', 'PARTIALLY_SCRAPED'], isAssigned: false, isVerified: true },
};

export async function countTasks(db: Queryable, type: TaskType, filters: TaskListFilters): Promise<number> {
  const where = buildWhere(type, filters);
  const rows = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM tasks t${joinsOf(where)} WHERE ${where.clauses.join(' AND ')}`, where.params);
  return rows[0]?.total ?? 0;
}
