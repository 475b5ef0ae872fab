// The five task lists: every filter and sort of spec sections 2 and 7, as one parameterised query and its count.
import type { TaskType } from '../../machines/taskTypes';
import type { Queryable } from '../db/database';
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
}

function buildWhere(type: TaskType, filters: TaskListFilters): WhereBuilder {
  const where = new WhereBuilder();
  where.add('t.type = ?', type);
  if (filters.statuses?.length) where.add('t.status = ANY(?)', filters.statuses);
  if (filters.reopenReasons?.length) where.add('t.reopen_reason = ANY(?)', filters.reopenReasons);
  if (filters.isAssigned === true) where.add('t.assigned_to_id IS NOT NULL');
  if (filters.isAssigned === false) where.add('t.assigned_to_id IS NULL');
  if (filters.assignedToId) where.add('t.assigned_to_id = ?', filters.assignedToId);
  if (typeof filters.isAwaiting === 'boolean') where.add('t.is_awaiting = ?', filters.isAwaiting);
  if (filters.awaitingReason) where.add('t.awaiting_reason = ?', filters.awaitingReason);
  if (filters.viewType) where.add('t.current_view_type = ?', filters.viewType);
  if (filters.viewStatus) {
    where.add('EXISTS (SELECT 1 FROM task_views v WHERE v.task_id = t.id AND v.type = t.current_view_type AND v.status = ?)', filters.viewStatus);
  }
  if (typeof filters.isRerunFlow === 'boolean') where.add('t.is_rerun_flow = ?', filters.isRerunFlow);
  if (typeof filters.isVerified === 'boolean') {
    // A dish review is "verified" when its menu's scraping task was verified; scraping tasks carry their own mark.
    const verified =
      type === 'DISH_REVIEW'
        ? "EXISTS (SELECT 1 FROM tasks st WHERE st.menu_id = t.menu_id AND st.type = 'MENU_SCRAPING' AND st.verification <> 'NOT_VERIFIED')"
        : "t.verification <> 'NOT_VERIFIED'";
    where.add(filters.isVerified ? verified : `NOT ${verified}`);
  }
  if (filters.resolvedType) where.add('t.resolved_type = ?', filters.resolvedType);
  if (filters.brandId) where.add('t.brand_id = ?', filters.brandId);

  const term = filters.brandSearchTerm?.trim();
  if (term) {
    where.usesBrand = true;
    if (/^\d+$/.test(term)) where.add("(b.id = ? OR b.name ILIKE '%' || ? || '%')", Number(term), term);
    else where.add("b.name ILIKE '%' || ? || '%'", term.replace(/[\\%_]/g, (match) => `\\${match}`));
  }
  if (filters.brandStatus) {
    where.usesBrand = true;
    where.add('b.status = ?', filters.brandStatus);
  }
  if (filters.brandRank) {
    where.usesBrand = true;
    where.add('b.rank = ?', filters.brandRank);
  }

  const menuTerm = filters.menuSearchTerm?.trim();
  const menuFilter = (sql: string, ...values: unknown[]) => {
    where.usesMenu = true;
    where.add(sql, ...values);
  };
  if (menuTerm) {
    if (/^\d+$/.test(menuTerm)) menuFilter("(m.id = ? OR m.url ILIKE '%' || ? || '%')", Number(menuTerm), menuTerm);
    else menuFilter("m.url ILIKE '%' || ? || '%'", menuTerm.replace(/[\\%_]/g, (match) => `\\${match}`));
  }
  if (filters.menuFormats?.length) menuFilter('m.format = ANY(?)', filters.menuFormats);
  if (filters.menuStatuses?.length) menuFilter('m.status = ANY(?)', filters.menuStatuses);
  if (typeof filters.menuIsAwaitingScraping === 'boolean') menuFilter('m.is_awaiting_scraping = ?', filters.menuIsAwaitingScraping);
  if (typeof filters.menuIsAwaitingProbing === 'boolean') menuFilter('m.is_awaiting_probing = ?', filters.menuIsAwaitingProbing);
  if (filters.hasScrapingIssueComment === true) menuFilter("coalesce(m.scraping_issue_comment, '') <> ''");
  if (filters.hasScrapingIssueComment === false) menuFilter("coalesce(m.scraping_issue_comment, '') = ''");
  if (filters.menuScrapingTypes?.length) menuFilter('m.scraping_type = ANY(?)', filters.menuScrapingTypes);
  if (filters.menuScrapedById) menuFilter('m.scraped_by_id = ?', filters.menuScrapedById);
  return where;
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

export async function listTasks(
  db: Queryable,
  type: TaskType,
  filters: TaskListFilters,
  paging: { page: number; pageSize: number },
  sorting: { criterion: TaskSortingCriterion; order: 'asc' | 'desc' },
): Promise<{ items: TaskListRow[]; total: number }> {
  const where = buildWhere(type, filters);
  const whereSql = where.clauses.join(' AND ');
  const countJoins = `${where.usesBrand ? ' JOIN brands b ON b.id = t.brand_id' : ''}${where.usesMenu ? ' JOIN menus m ON m.id = t.menu_id' : ''}`;
  const direction = sorting.order === 'asc' ? 'ASC' : 'DESC';
  const orderBy =
    sorting.criterion === 'MODIFIED_DATE'
      ? `t.modified_date ${direction}, t.id ${direction}`
      : `m.scraped_date ${direction} NULLS LAST, t.id ${direction}`;
  const offset = (paging.page - 1) * paging.pageSize;
  const [countRows, items] = await Promise.all([
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM tasks t${countJoins} WHERE ${whereSql}`, where.params),
    db.query<TaskListRow>(
      `SELECT ${TASK_COLUMNS}, ${BRAND_JSON}, ${MENU_JSON}
         FROM ${TASK_FROM} JOIN brands b ON b.id = t.brand_id LEFT JOIN menus m ON m.id = t.menu_id
        WHERE ${whereSql} ORDER BY ${orderBy} LIMIT ${paging.pageSize} OFFSET ${offset}`,
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
  const joins = `${where.usesBrand ? ' JOIN brands b ON b.id = t.brand_id' : ''}${where.usesMenu ? ' JOIN menus m ON m.id = t.menu_id' : ''}`;
  const rows = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM tasks t${joins} WHERE ${where.clauses.join(' AND ')}`, where.params);
  return rows[0]?.total ?? 0;
}
