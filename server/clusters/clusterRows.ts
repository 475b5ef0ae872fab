// Reading menu scraping clusters (spec 3, sections 2, 3 and 7): the clusters list with its filters, sorts and page; the
// basic list the pickers use; one cluster; and the detail's figures (platforms, average scraping duration, oldest
// scraped date). The list reads the counts the trigger of migration 019 keeps on each cluster, never the menus, so it
// stays a scan of a few thousand narrow rows however many menus there are.
import type { RerunStepType } from '../../machines/clusterRules';
import type { Queryable } from '../db/database';

export interface ClusterRow {
  id: number;
  platform_id: number | null;
  url_signature: string | null;
  menu_scraping_template_id: number | null;
  template_name: string | null;
  template_status: string | null;
  assigned_to_id: number | null;
  expected_menu_format: string;
  are_working_hours_irrelevant: boolean;
  master_id: number | null;
  has_updated_fingerprints: boolean;
  rerun_step_type: RerunStepType | null;
  next_rerun_start_date: Date | null;
  menu_count: number;
  approved_menu_count: number;
  created_date: Date;
  modified_date: Date;
  modified_by_id: number | null;
}

const CLUSTER_COLUMNS = `c.id, c.platform_id, c.url_signature, c.menu_scraping_template_id, t.name AS template_name, t.status AS template_status,
  c.assigned_to_id, c.expected_menu_format, c.are_working_hours_irrelevant, c.master_id, c.has_updated_fingerprints, c.rerun_step_type,
  c.next_rerun_start_date, c.menu_count, c.approved_menu_count, c.created_date, c.modified_date, c.modified_by_id`;
const CLUSTER_FROM = 'menu_scraping_clusters c LEFT JOIN menu_scraping_templates t ON t.id = c.menu_scraping_template_id';

export const CLUSTER_SORT_CRITERIA = ['ID', 'MENU_COUNT', 'APPROVED_MENU_COUNT', 'TEMPLATE_NAME', 'TEMPLATE_STATUS'] as const;
export type ClusterSortCriterion = (typeof CLUSTER_SORT_CRITERIA)[number];

export interface ClusterListFilters {
  hasTemplate?: boolean | null;
  /** Applies only with hasTemplate true (the list's filter is enabled only then). */
  templateStatus?: string | null;
  isAssigned?: boolean | null;
  assignedToId?: number | null;
  /** NONE: a cluster without a rerun flow. */
  rerunStepType?: RerunStepType | 'NONE' | null;
  hasUpdatedFingerprints?: boolean | null;
}

export interface ClusterListSort {
  criterion: ClusterSortCriterion | null;
  order: 'asc' | 'desc';
}

/** Template statuses sort in their lifecycle order, as on the templates list. */
const TEMPLATE_STATUS_ORDER = `array_position(ARRAY['NEW','VALIDATED','OPTIMIZED','CONFIRMED']::text[], t.status)`;

function orderByOf(sort: ClusterListSort): string {
  const direction = sort.order === 'desc' ? 'DESC' : 'ASC';
  // Clusters without a template sort after those with one, either way.
  switch (sort.criterion) {
    case 'MENU_COUNT':
      return `c.menu_count ${direction}, c.id ${direction}`;
    case 'APPROVED_MENU_COUNT':
      return `c.approved_menu_count ${direction}, c.id ${direction}`;
    case 'TEMPLATE_NAME':
      return `lower(t.name) ${direction} NULLS LAST, c.id ${direction}`;
    case 'TEMPLATE_STATUS':
      return `${TEMPLATE_STATUS_ORDER} ${direction} NULLS LAST, lower(t.name), c.id`;
    default:
      return `c.id ${direction}`;
  }
}

export async function listClusters(db: Queryable, filters: ClusterListFilters, sort: ClusterListSort, page: number, pageSize: number) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filters.hasTemplate === true) where.push('c.menu_scraping_template_id IS NOT NULL');
  if (filters.hasTemplate === false) where.push('c.menu_scraping_template_id IS NULL');
  if (filters.hasTemplate === true && filters.templateStatus) add('t.status = ?', filters.templateStatus);
  if (filters.isAssigned === true) where.push('c.assigned_to_id IS NOT NULL');
  if (filters.isAssigned === false) where.push('c.assigned_to_id IS NULL');
  if (filters.assignedToId) add('c.assigned_to_id = ?', filters.assignedToId);
  if (filters.rerunStepType === 'NONE') where.push('c.rerun_step_type IS NULL');
  else if (filters.rerunStepType) add('c.rerun_step_type = ?', filters.rerunStepType);
  if (filters.hasUpdatedFingerprints === true || filters.hasUpdatedFingerprints === false) add('c.has_updated_fingerprints = ?', filters.hasUpdatedFingerprints);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${CLUSTER_FROM} ${whereSql}`, params);
  const items = await db.query<ClusterRow>(
    `SELECT ${CLUSTER_COLUMNS} FROM ${CLUSTER_FROM} ${whereSql}
      ORDER BY ${orderByOf(sort)} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { items, total };
}

/** One cluster; with lock, its row stays locked until the transaction ends. */
export async function findCluster(db: Queryable, id: number, options: { lock?: boolean } = {}): Promise<ClusterRow | null> {
  if (options.lock) await db.query('SELECT id FROM menu_scraping_clusters WHERE id = $1 FOR UPDATE', [id]);
  const rows = await db.query<ClusterRow>(`SELECT ${CLUSTER_COLUMNS} FROM ${CLUSTER_FROM} WHERE c.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Every cluster's id and template name, by id (the master cluster and move-a-menu pickers). */
export async function basicClusters(db: Queryable): Promise<{ id: number; template_name: string | null }[]> {
  return db.query(`SELECT c.id, t.name AS template_name FROM ${CLUSTER_FROM} ORDER BY c.id`);
}

/** Names of the distinct platforms of the cluster's live menus, the cluster's own platform first, then by name. */
export async function clusterPlatforms(db: Queryable, cluster: Pick<ClusterRow, 'id' | 'platform_id'>): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT p.name FROM platforms p
      WHERE p.id = $2 OR p.id IN (SELECT DISTINCT m.platform_id FROM menus m WHERE m.menu_scraping_cluster_id = $1 AND NOT m.is_deleted AND m.platform_id IS NOT NULL)
      ORDER BY (p.id = $2) IS TRUE DESC, lower(p.name), p.id`,
    [cluster.id, cluster.platform_id],
  );
  return rows.map((row) => row.name);
}

/**
 * The detail's two figures over the cluster's live menus: the average, in seconds, of each menu's latest successful
 * scraping run's duration (null without any), and the oldest scraped date.
 */
export async function clusterScrapingFigures(db: Queryable, clusterId: number): Promise<{ average_scraping_duration: number | null; oldest_menu_scraped_date: Date | null }> {
  const [row] = await db.query<{ average_scraping_duration: number | null; oldest_menu_scraped_date: Date | null }>(
    `SELECT (SELECT round(avg(j.duration_ms) / 1000.0, 1)::float8
               FROM menus m
               CROSS JOIN LATERAL (SELECT s.duration_ms FROM scraping_jobs s
                                    WHERE s.menu_id = m.id AND s.scraping_status = 'SUCCESS' AND s.duration_ms IS NOT NULL
                                      AND s.kind IN ('HTML_SCRAPING', 'DOCUMENT_SCRAPING', 'SESSION')
                                    ORDER BY s.id DESC LIMIT 1) j
              WHERE m.menu_scraping_cluster_id = $1 AND NOT m.is_deleted) AS average_scraping_duration,
            (SELECT min(m.scraped_date) FROM menus m WHERE m.menu_scraping_cluster_id = $1 AND NOT m.is_deleted) AS oldest_menu_scraped_date`,
    [clusterId],
  );
  return row;
}
