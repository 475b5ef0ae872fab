// The two cluster CSV reports (spec 3, sections 7 and 9; DESIGN.md section 5, "Reports"; columns in docs/reports.md):
// GET /api/reports/scraping-clusters/ (ScrapingClustersReport.csv, every cluster) and
// GET /api/reports/scraping-cluster-menus/{scrapingClusterId} (ScrapingClusterMenusReport.csv, one cluster's menus).
// Both need report.scraping-clusters and are read page by page in id order (keyset), so neither holds the file in
// memory whatever the number of clusters or menus. The clusters tab's chart: clusters by rerun step.
import type { Queryable } from '../db/database';
import { notFound } from '../graphql/errors';
import { parseId } from '../graphql/globalIds';
import type { CsvColumn } from './csvDownload';
import type { ReportContext, ReportDefinition } from './reportDefinition';

export const SCRAPING_CLUSTERS_REPORT_KEY = 'scraping-clusters';
export const SCRAPING_CLUSTER_MENUS_REPORT_KEY = 'scraping-cluster-menus';
/** The permission both downloads need (domain/permissions.ts). */
export const SCRAPING_CLUSTER_REPORTS_PERMISSION = 'report.scraping-clusters';
export const SCRAPING_CLUSTERS_FILE_NAME = 'ScrapingClustersReport.csv';
export const SCRAPING_CLUSTER_MENUS_FILE_NAME = 'ScrapingClusterMenusReport.csv';
const PAGE_SIZE = 1000;

const isoDate = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

export interface ClusterReportRow {
  id: number;
  formed_platform: string | null;
  platforms: string | null;
  url_signature: string | null;
  template_id: number | null;
  template_name: string | null;
  template_status: string | null;
  template_version: number | null;
  assigned_to: string | null;
  expected_menu_format: string;
  are_working_hours_irrelevant: boolean;
  master_id: number | null;
  menu_count: number;
  approved_menu_count: number;
  lead_menu_ids: string | null;
  has_updated_fingerprints: boolean;
  rerun_step_type: string | null;
  next_rerun_start_date: Date | null;
  created_date: Date;
  modified_date: Date;
}

export const CLUSTER_COLUMNS: ReadonlyArray<CsvColumn<ClusterReportRow>> = [
  { header: 'Cluster ID', value: (row) => row.id },
  { header: 'Platforms', value: (row) => row.platforms ?? row.formed_platform },
  { header: 'URL signature', value: (row) => row.url_signature },
  { header: 'Template ID', value: (row) => row.template_id },
  { header: 'Template name', value: (row) => row.template_name },
  { header: 'Template status', value: (row) => row.template_status },
  { header: 'Template version', value: (row) => row.template_version },
  { header: 'Assigned to', value: (row) => row.assigned_to },
  { header: 'Expected menu format', value: (row) => row.expected_menu_format },
  { header: 'Working hours irrelevant', value: (row) => yesNo(row.are_working_hours_irrelevant) },
  { header: 'Master cluster ID', value: (row) => row.master_id },
  { header: 'Menu count', value: (row) => row.menu_count },
  { header: 'Approved menu count', value: (row) => row.approved_menu_count },
  { header: 'Lead menu IDs', value: (row) => row.lead_menu_ids },
  { header: 'Has updated fingerprints', value: (row) => yesNo(row.has_updated_fingerprints) },
  { header: 'Rerun step', value: (row) => row.rerun_step_type },
  { header: 'Next rerun start date', value: (row) => isoDate(row.next_rerun_start_date) },
  { header: 'Created date', value: (row) => isoDate(row.created_date) },
  { header: 'Modified date', value: (row) => isoDate(row.modified_date) },
];

/** Every cluster, in id order; stops between pages when the client has gone. */
export async function* scrapingClustersReport(db: Queryable, signal?: AbortSignal): AsyncGenerator<ClusterReportRow[]> {
  let after = 0;
  while (!signal?.aborted) {
    const rows = await db.query<ClusterReportRow & { menu_count: number }>(
      `SELECT c.id, fp.name AS formed_platform, c.url_signature,
              t.id AS template_id, t.name AS template_name, t.status AS template_status, t.scraping_instructions_version AS template_version,
              u.name AS assigned_to, c.expected_menu_format, c.are_working_hours_irrelevant, c.master_id, c.menu_count, c.approved_menu_count,
              c.has_updated_fingerprints, c.rerun_step_type, c.next_rerun_start_date, c.created_date, c.modified_date,
              (SELECT string_agg(p.name, '; ' ORDER BY p.name) FROM platforms p
                WHERE EXISTS (SELECT 1 FROM menus m WHERE m.menu_scraping_cluster_id = c.id AND m.platform_id = p.id AND NOT m.is_deleted)) AS platforms,
              (SELECT string_agg(m.id::text, '; ' ORDER BY m.id) FROM menus m
                WHERE m.menu_scraping_cluster_id = c.id AND m.scraping_cluster_role = 'LEAD' AND NOT m.is_deleted) AS lead_menu_ids
         FROM menu_scraping_clusters c
         LEFT JOIN platforms fp ON fp.id = c.platform_id
         LEFT JOIN menu_scraping_templates t ON t.id = c.menu_scraping_template_id
         LEFT JOIN users u ON u.id = c.assigned_to_id
        WHERE c.id > $1 ORDER BY c.id LIMIT $2`,
      [after, PAGE_SIZE],
    );
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE_SIZE) return;
    after = rows[rows.length - 1].id;
  }
}

export interface ClusterMenuReportRow {
  id: number;
  scraping_cluster_role: string | null;
  brand_id: number;
  brand_name: string;
  url: string | null;
  url_signature: string | null;
  platform: string | null;
  status: string;
  scraping_status: string | null;
  format: string | null;
  not_scrapeable_reason: string | null;
  notes: string | null;
  dish_count: number;
  attached_to_scraping_cluster_date: Date | null;
  scraped_date: Date | null;
}

export const CLUSTER_MENU_COLUMNS: ReadonlyArray<CsvColumn<ClusterMenuReportRow>> = [
  { header: 'Menu ID', value: (row) => row.id },
  { header: 'Role', value: (row) => row.scraping_cluster_role },
  { header: 'Brand ID', value: (row) => row.brand_id },
  { header: 'Brand name', value: (row) => row.brand_name },
  { header: 'URL', value: (row) => row.url },
  { header: 'URL signature', value: (row) => row.url_signature },
  { header: 'Platform', value: (row) => row.platform },
  { header: 'Menu status', value: (row) => row.status },
  { header: 'Scraping status', value: (row) => row.scraping_status },
  { header: 'Menu format', value: (row) => row.format },
  { header: 'Not scrapeable reason', value: (row) => row.not_scrapeable_reason },
  { header: 'Notes', value: (row) => row.notes },
  { header: 'Dish count', value: (row) => row.dish_count },
  { header: 'Attached date', value: (row) => isoDate(row.attached_to_scraping_cluster_date) },
  { header: 'Scraped date', value: (row) => isoDate(row.scraped_date) },
];

/** One cluster's live menus, in id order; NOT_FOUND when there is no such cluster (checked before any row goes out). */
export async function scrapingClusterMenusReport(db: Queryable, clusterId: number, signal?: AbortSignal): Promise<AsyncGenerator<ClusterMenuReportRow[]>> {
  const [cluster] = await db.query<{ id: number }>('SELECT id FROM menu_scraping_clusters WHERE id = $1', [clusterId]);
  if (!cluster) throw notFound('Menu scraping cluster');
  async function* batches(): AsyncGenerator<ClusterMenuReportRow[]> {
    let after = 0;
    while (!signal?.aborted) {
      const rows = await db.query<ClusterMenuReportRow>(
        `SELECT m.id, m.scraping_cluster_role, m.brand_id, b.name AS brand_name, m.url, m.url_signature, p.name AS platform, m.status, m.scraping_status,
                m.format, m.not_scrapeable_reason, m.notes, m.dish_count, m.attached_to_scraping_cluster_date, m.scraped_date
           FROM menus m JOIN brands b ON b.id = m.brand_id LEFT JOIN platforms p ON p.id = m.platform_id
          WHERE m.menu_scraping_cluster_id = $1 AND NOT m.is_deleted AND m.id > $2 ORDER BY m.id LIMIT $3`,
        [clusterId, after, PAGE_SIZE],
      );
      if (rows.length > 0) yield rows;
      if (rows.length < PAGE_SIZE) return;
      after = rows[rows.length - 1].id;
    }
  }
  return batches();
}

/** The clusters tab's picture: how many clusters stand at each step of the rerun flow. */
async function clustersByRerunStep(ctx: ReportContext) {
  const rows = await ctx.db.query<{ step: string | null; clusters: number }>(
    'SELECT rerun_step_type AS step, count(*)::int AS clusters FROM menu_scraping_clusters GROUP BY 1 ORDER BY 1 NULLS FIRST',
  );
  return {
    title: 'Clusters by rerun step',
    kind: 'BAR' as const,
    xLabel: 'Rerun step',
    yLabel: 'Clusters',
    series: [{ name: 'Clusters', points: rows.map((row) => ({ x: row.step ?? 'No rerun flow', y: row.clusters })) }],
  };
}

export const scrapingClustersReportDefinition: ReportDefinition<null> = {
  key: SCRAPING_CLUSTERS_REPORT_KEY,
  permission: SCRAPING_CLUSTER_REPORTS_PERMISSION,
  parseInput: async () => null,
  file: async (ctx) => ({ kind: 'csv', fileName: SCRAPING_CLUSTERS_FILE_NAME, columns: CLUSTER_COLUMNS, batches: scrapingClustersReport(ctx.db, ctx.signal) }),
  chart: clustersByRerunStep,
};

export const scrapingClusterMenusReportDefinition: ReportDefinition<{ clusterId: number }> = {
  key: SCRAPING_CLUSTER_MENUS_REPORT_KEY,
  permission: SCRAPING_CLUSTER_REPORTS_PERMISSION,
  takesPathId: true,
  parseInput: async (_ctx, _query, pathId) => ({ clusterId: parseId('MenuScrapingCluster', pathId ?? '') }),
  file: async (ctx, input) => ({
    kind: 'csv',
    fileName: SCRAPING_CLUSTER_MENUS_FILE_NAME,
    columns: CLUSTER_MENU_COLUMNS,
    batches: await scrapingClusterMenusReport(ctx.db, input.clusterId, ctx.signal),
  }),
};
