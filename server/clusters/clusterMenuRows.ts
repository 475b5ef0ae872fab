// Reading a cluster's menus (spec 3, sections 2, 3 and 7): the menus table with its filters and its two sorts, the menu
// statuses panel's counts, similar menus by URL signature, and the removed menus, excluded menus and removed leads
// panels. Deleted menus are left out everywhere. The menus table pages through migration 020's indexes.
import type { Queryable } from '../db/database';
import { appError } from '../graphql/errors';
import { CLUSTER_MESSAGES } from '../../domain/menuScrapingClusters';

export interface ClusterMenuRow {
  id: number;
  scraping_cluster_role: string | null;
  brand_id: number;
  brand_name: string;
  url: string | null;
  status: string;
  scraping_status: string | null;
  format: string | null;
  not_scrapeable_reason: string | null;
  notes: string | null;
  attached_to_scraping_cluster_date: Date | null;
  scraped_date: Date | null;
  menu_scraping_cluster_id: number | null;
  /** When it was removed or excluded (those panels); null elsewhere. */
  listed_date: Date | null;
}

const MENU_COLUMNS = `m.id, m.scraping_cluster_role, m.brand_id, b.name AS brand_name, m.url, m.status, m.scraping_status, m.format,
  m.not_scrapeable_reason, m.notes, m.attached_to_scraping_cluster_date, m.scraped_date, m.menu_scraping_cluster_id`;

export interface ClusterMenuFilters {
  menuId?: number | null;
  menuFormats?: string[] | null;
  menuStatuses?: string[] | null;
  scrapingStatuses?: string[] | null;
  scrapingClusterRoles?: string[] | null;
  menuNotScrapeableReasons?: string[] | null;
  showSimilarMenus?: boolean | null;
  showStandaloneMenus?: boolean | null;
}

export const CLUSTER_MENU_SORT_CRITERIA = ['SCRAPED_DATE', 'ATTACHED_DATE'] as const;
export type ClusterMenuSortCriterion = (typeof CLUSTER_MENU_SORT_CRITERIA)[number];

export interface Page<T> {
  items: T[];
  total: number;
}

/** Whether the cluster exists; the panels' queries answer NOT_FOUND for one that does not. */
export async function assertClusterExists(db: Queryable, clusterId: number): Promise<void> {
  const rows = await db.query('SELECT 1 FROM menu_scraping_clusters WHERE id = $1', [clusterId]);
  if (rows.length === 0) throw appError('NOT_FOUND', 'Menu scraping cluster was not found.');
}

/** The (platform, URL signature) pairs of the cluster's live leads. */
const LEAD_SIGNATURES = `SELECT l.platform_id, l.url_signature FROM menus l
  WHERE l.menu_scraping_cluster_id = $1 AND l.scraping_cluster_role = 'LEAD' AND NOT l.is_deleted AND l.url_signature IS NOT NULL AND l.platform_id IS NOT NULL`;

const NOT_EXCLUDED = 'NOT EXISTS (SELECT 1 FROM menu_scraping_cluster_excluded_menus x WHERE x.menu_scraping_cluster_id = $1 AND x.menu_id = m.id)';

/**
 * The menus table. Without the two switches: the cluster's menus (menuId narrows to one). showSimilarMenus, with the
 * menuId of a lead of the cluster: that lead and the menus of its platform and URL signature that are in the cluster or
 * in none, not excluded. showStandaloneMenus, without a menuId: menus in no cluster of the cluster's own platform and
 * signature or of one of its leads'. The other filters narrow any of the three. Sorted by scraped date (default) or the
 * date the menu joined the cluster, newest first unless asc, never-dated menus last.
 */
export async function listClusterMenus(
  db: Queryable,
  clusterId: number,
  filters: ClusterMenuFilters,
  sort: { criterion: ClusterMenuSortCriterion | null; order: 'asc' | 'desc' },
  page: number,
  pageSize: number,
): Promise<Page<ClusterMenuRow>> {
  await assertClusterExists(db, clusterId);
  const params: unknown[] = [clusterId];
  const where: string[] = ['NOT m.is_deleted'];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('?', `$${params.length}`));
  };
  if (filters.showSimilarMenus) {
    if (!filters.menuId) throw appError('VALIDATION', CLUSTER_MESSAGES.showSimilarNeedsLead, { field: 'showSimilarMenus' });
    const [lead] = await db.query<{ platform_id: number | null; url_signature: string | null }>(
      `SELECT platform_id, url_signature FROM menus WHERE id = $1 AND menu_scraping_cluster_id = $2 AND scraping_cluster_role = 'LEAD' AND NOT is_deleted`,
      [filters.menuId, clusterId],
    );
    if (!lead) throw appError('VALIDATION', CLUSTER_MESSAGES.showSimilarNeedsLead, { field: 'showSimilarMenus' });
    params.push(filters.menuId, lead.platform_id, lead.url_signature);
    const [idParam, platformParam, signatureParam] = [params.length - 2, params.length - 1, params.length].map((n) => `$${n}`);
    where.push(`(m.id = ${idParam} OR (m.platform_id = ${platformParam} AND m.url_signature = ${signatureParam}
      AND (m.menu_scraping_cluster_id = $1 OR m.menu_scraping_cluster_id IS NULL) AND ${NOT_EXCLUDED}))`);
  } else if (filters.showStandaloneMenus) {
    if (filters.menuId) throw appError('VALIDATION', CLUSTER_MESSAGES.showStandaloneWithMenuId, { field: 'showStandaloneMenus' });
    where.push(`m.menu_scraping_cluster_id IS NULL AND (m.platform_id, m.url_signature) IN (
      SELECT c.platform_id, c.url_signature FROM menu_scraping_clusters c WHERE c.id = $1 AND c.url_signature IS NOT NULL AND c.platform_id IS NOT NULL
      UNION ${LEAD_SIGNATURES})`);
  } else {
    where.push('m.menu_scraping_cluster_id = $1');
    if (filters.menuId) add('m.id = ?', filters.menuId);
  }
  if (filters.menuFormats?.length) add('m.format = ANY(?::text[])', filters.menuFormats);
  if (filters.menuStatuses?.length) add('m.status = ANY(?::text[])', filters.menuStatuses);
  if (filters.scrapingStatuses?.length) add('m.scraping_status = ANY(?::text[])', filters.scrapingStatuses);
  if (filters.scrapingClusterRoles?.length) add('m.scraping_cluster_role = ANY(?::text[])', filters.scrapingClusterRoles);
  if (filters.menuNotScrapeableReasons?.length) add('m.not_scrapeable_reason = ANY(?::text[])', filters.menuNotScrapeableReasons);
  const whereSql = where.join(' AND ');
  const column = sort.criterion === 'ATTACHED_DATE' ? 'm.attached_to_scraping_cluster_date' : 'm.scraped_date';
  const orderBy = sort.order === 'asc' ? `${column} ASC NULLS FIRST, m.id ASC` : `${column} DESC NULLS LAST, m.id DESC`;
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM menus m WHERE ${whereSql}`, params);
  const items = await db.query<ClusterMenuRow>(
    `SELECT ${MENU_COLUMNS}, NULL::timestamptz AS listed_date FROM menus m JOIN brands b ON b.id = m.brand_id
      WHERE ${whereSql} ORDER BY ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { items, total };
}

/** The menu statuses panel: the cluster's live menus counted by menu status and scraping status, largest first. */
export async function clusterMenuStatusCounts(db: Queryable, clusterId: number) {
  await assertClusterExists(db, clusterId);
  return db.query<{ menu_status: string; scraping_status: string | null; count: number }>(
    `SELECT m.status AS menu_status, m.scraping_status, count(*)::int AS count FROM menus m
      WHERE m.menu_scraping_cluster_id = $1 AND NOT m.is_deleted
      GROUP BY m.status, m.scraping_status ORDER BY count(*) DESC, m.status, m.scraping_status NULLS FIRST`,
    [clusterId],
  );
}

async function pageOf(db: Queryable, from: string, where: string, orderBy: string, listedDate: string, params: unknown[], page: number, pageSize: number) {
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, params);
  const items = await db.query<ClusterMenuRow>(
    `SELECT ${MENU_COLUMNS}, ${listedDate} AS listed_date FROM ${from} JOIN brands b ON b.id = m.brand_id WHERE ${where}
      ORDER BY ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { items, total };
}

/** Similar menus by URL signature: live menus of a lead's platform and signature, not in the cluster, not excluded; by id. */
export async function similarMenus(db: Queryable, clusterId: number, page: number, pageSize: number): Promise<Page<ClusterMenuRow>> {
  await assertClusterExists(db, clusterId);
  return pageOf(
    db,
    'menus m',
    `NOT m.is_deleted AND m.menu_scraping_cluster_id IS DISTINCT FROM $1 AND (m.platform_id, m.url_signature) IN (${LEAD_SIGNATURES}) AND ${NOT_EXCLUDED}`,
    'm.id',
    'NULL::timestamptz',
    [clusterId],
    page,
    pageSize,
  );
}

/** Menus people removed from the cluster, newest first. */
export async function removedMenus(db: Queryable, clusterId: number, page: number, pageSize: number): Promise<Page<ClusterMenuRow>> {
  await assertClusterExists(db, clusterId);
  return pageOf(
    db,
    'menu_scraping_cluster_removed_menus r JOIN menus m ON m.id = r.menu_id',
    'r.menu_scraping_cluster_id = $1 AND NOT m.is_deleted',
    'r.created_date DESC, m.id DESC',
    'r.created_date',
    [clusterId],
    page,
    pageSize,
  );
}

/** Menus excluded from the cluster's similar menus, newest first. */
export async function excludedMenus(db: Queryable, clusterId: number, page: number, pageSize: number): Promise<Page<ClusterMenuRow>> {
  await assertClusterExists(db, clusterId);
  return pageOf(
    db,
    'menu_scraping_cluster_excluded_menus r JOIN menus m ON m.id = r.menu_id',
    'r.menu_scraping_cluster_id = $1 AND NOT m.is_deleted',
    'r.created_date DESC, m.id DESC',
    'r.created_date',
    [clusterId],
    page,
    pageSize,
  );
}

export interface RemovedLeadRow {
  menu_id: number;
  created_date: Date;
  processed_date: Date | null;
  new_menu_ids: number[];
}

/** Leads removed from the cluster, newest first, with when a job gave their similar menus a new lead and which. */
export async function removedLeads(db: Queryable, clusterId: number, page: number, pageSize: number): Promise<Page<RemovedLeadRow>> {
  await assertClusterExists(db, clusterId);
  const [{ total }] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM menu_scraping_cluster_removed_leads WHERE menu_scraping_cluster_id = $1', [clusterId]);
  const items = await db.query<RemovedLeadRow>(
    `SELECT menu_id, created_date, processed_date, new_menu_ids FROM menu_scraping_cluster_removed_leads
      WHERE menu_scraping_cluster_id = $1 ORDER BY created_date DESC, id DESC LIMIT $2 OFFSET $3`,
    [clusterId, pageSize, (page - 1) * pageSize],
  );
  return { items, total };
}

/** One menu as the cluster page lists it (the answer of the per-menu writes). */
export async function findClusterMenu(db: Queryable, menuId: number, listedDate: Date | null = null): Promise<ClusterMenuRow | null> {
  const rows = await db.query<ClusterMenuRow>(
    `SELECT ${MENU_COLUMNS}, $2::timestamptz AS listed_date FROM menus m JOIN brands b ON b.id = m.brand_id WHERE m.id = $1 AND NOT m.is_deleted`,
    [menuId, listedDate],
  );
  return rows[0] ?? null;
}
