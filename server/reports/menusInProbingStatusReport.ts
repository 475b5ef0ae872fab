// GET /api/reports/menus-in-probing-status?includeOnlyStuckMenus= -> menus_in_probing_status.csv (spec 3, sections 5,
// 7, 8 and 9; columns in docs/reports.md; what "stuck" means in docs/probing.md, "The report"). A live menu is in
// probing status, first match wins:
//   IN_PROGRESS             its latest probe (in its current cluster) is running; stuck once PROBE_STUCK_AFTER_MINUTES
//                           have passed since it was scheduled (every retry of pg-boss's policy ends well within them);
//   FAILED                  its latest probe failed after its retries; stuck (nothing but the next round probes it);
//   CHANGES_NOT_APPLIED     a probe found the template at risk and nobody applied it; stuck once the oldest such probe
//                           ended more than CHANGES_STUCK_AFTER_HOURS ago;
//   AWAITING_WITHOUT_PROBE  flagged awaiting probing with no probe running; stuck (nothing will clear the flag).
// Candidates are leads (the only menus probed) and flagged menus, menus_probing_candidates_idx (migration 026), read in
// id order; each one's newest probe through menu_probing_jobs_menu_idx, its oldest unapplied change through
// menu_probing_jobs_unapplied_menu_idx.
import { PROBING_STATUS_SCHEMA } from '../../domain/reportInputs';
import type { CsvColumn } from './csvDownload';
import type { ReportChart, ReportContext, ReportDefinition } from './reportDefinition';
import { FIRST_PAGE_SIZE, isoDateTime, nextPageSize, parseReportInput, yesNo } from './taskReportsShared';

export const MENUS_IN_PROBING_STATUS_REPORT_KEY = 'menus-in-probing-status';
export const MENUS_IN_PROBING_STATUS_FILE_NAME = 'menus_in_probing_status.csv';
/** Four attempts of at most 10 minutes each with their backoff end within about 45 minutes; a queue backlog gets the rest. */
export const PROBE_STUCK_AFTER_MINUTES = 120;
/** Changes found and left unapplied for more than a day: the cluster's template is at risk and nobody is on it. */
export const CHANGES_STUCK_AFTER_HOURS = 24;
export const PROBING_STATUSES = ['IN_PROGRESS', 'FAILED', 'CHANGES_NOT_APPLIED', 'AWAITING_WITHOUT_PROBE'] as const;

interface ProbingStatusInput {
  includeOnlyStuckMenus: boolean;
}

export interface ProbingStatusRow {
  id: number;
  brand_id: number;
  brand_name: string;
  url: string | null;
  menu_scraping_cluster_id: number | null;
  scraping_cluster_role: string | null;
  status: string;
  is_awaiting_probing: boolean;
  probing_status: string;
  is_stuck: boolean;
  latest_job_id: number | null;
  latest_job_status: string | null;
  latest_schedule_date: Date | null;
  latest_completed_date: Date | null;
  latest_error: string | null;
  unapplied_job_id: number | null;
  unapplied_completed_date: Date | null;
  unapplied_risks: unknown;
}

interface Risk {
  rule?: string;
  reason?: string;
}

export const PROBING_STATUS_COLUMNS: ReadonlyArray<CsvColumn<ProbingStatusRow>> = [
  { header: 'Menu ID', value: (row) => row.id },
  { header: 'Brand ID', value: (row) => row.brand_id },
  { header: 'Brand name', value: (row) => row.brand_name },
  { header: 'URL', value: (row) => row.url },
  { header: 'Cluster ID', value: (row) => row.menu_scraping_cluster_id },
  { header: 'Role', value: (row) => row.scraping_cluster_role },
  { header: 'Menu status', value: (row) => row.status },
  { header: 'Awaiting probing', value: (row) => yesNo(row.is_awaiting_probing) },
  { header: 'Probing status', value: (row) => row.probing_status },
  { header: 'Stuck', value: (row) => yesNo(row.is_stuck) },
  { header: 'Latest probing job ID', value: (row) => row.latest_job_id },
  { header: 'Latest job status', value: (row) => row.latest_job_status },
  { header: 'Latest job scheduled date', value: (row) => isoDateTime(row.latest_schedule_date) },
  { header: 'Latest job completed date', value: (row) => isoDateTime(row.latest_completed_date) },
  { header: 'Latest job error', value: (row) => row.latest_error },
  { header: 'Unapplied changes job ID', value: (row) => row.unapplied_job_id },
  { header: 'Unapplied changes since', value: (row) => isoDateTime(row.unapplied_completed_date) },
  {
    header: 'Template at risk because',
    value: (row) => (Array.isArray(row.unapplied_risks) ? (row.unapplied_risks as Risk[]).map((risk) => [risk.rule, risk.reason].filter(Boolean).join(': ')).join('; ') : null),
  },
];

/**
 * Each candidate menu with its status and whether it is stuck ($1 the instant the report is as of); the caller adds
 * the candidates' range. A menu in none of the statuses has a null status.
 */
const STATUS_SQL = `
  SELECT m.id, m.brand_id, m.url, m.menu_scraping_cluster_id, m.scraping_cluster_role, m.status, m.is_awaiting_probing,
         latest.id AS latest_job_id, latest.job_status AS latest_job_status, latest.schedule_date AS latest_schedule_date,
         latest.completed_date AS latest_completed_date, latest.error AS latest_error,
         unapplied.id AS unapplied_job_id, unapplied.completed_date AS unapplied_completed_date, unapplied.risks AS unapplied_risks,
         CASE WHEN latest.job_status = 'IN_PROGRESS' THEN 'IN_PROGRESS'
              WHEN latest.job_status = 'FAILED' THEN 'FAILED'
              WHEN unapplied.id IS NOT NULL THEN 'CHANGES_NOT_APPLIED'
              WHEN m.is_awaiting_probing THEN 'AWAITING_WITHOUT_PROBE' END AS probing_status,
         CASE WHEN latest.job_status = 'IN_PROGRESS' THEN latest.schedule_date < $1::timestamptz - make_interval(mins => ${PROBE_STUCK_AFTER_MINUTES})
              WHEN latest.job_status = 'FAILED' THEN true
              WHEN unapplied.id IS NOT NULL THEN unapplied.completed_date < $1::timestamptz - make_interval(hours => ${CHANGES_STUCK_AFTER_HOURS})
              ELSE m.is_awaiting_probing END AS is_stuck
    FROM menus m
    LEFT JOIN LATERAL (
      SELECT j.id, j.menu_scraping_cluster_id, j.job_status, j.schedule_date, j.completed_date, j.error FROM menu_probing_jobs j
       WHERE j.menu_id = m.id ORDER BY j.id DESC LIMIT 1) newest ON true
    -- The newest probe counts only when it was of the menu's current cluster (a probe from a cluster it left says nothing).
    LEFT JOIN LATERAL (SELECT newest.* WHERE newest.menu_scraping_cluster_id = m.menu_scraping_cluster_id) latest ON true
    LEFT JOIN LATERAL (
      SELECT j.id, j.completed_date, j.risks FROM menu_probing_jobs j
       WHERE j.menu_id = m.id AND j.menu_scraping_cluster_id = m.menu_scraping_cluster_id AND j.has_changes AND j.applied_date IS NULL
       ORDER BY j.id LIMIT 1) unapplied ON true
   WHERE (m.is_awaiting_probing OR m.scraping_cluster_role = 'LEAD') AND NOT m.is_deleted`;

async function* probingStatusBatches(ctx: ReportContext, input: ProbingStatusInput, asOf: Date): AsyncGenerator<ProbingStatusRow[]> {
  let after = 0;
  let limit = FIRST_PAGE_SIZE;
  while (!ctx.signal.aborted) {
    // A page of candidates; the ones in no status (or not stuck, when only stuck ones are asked for) are left out.
    const candidates = await ctx.db.query<ProbingStatusRow>(
      `SELECT s.*, b.name AS brand_name FROM (${STATUS_SQL} AND m.id > $2 ORDER BY m.id LIMIT $3) s JOIN brands b ON b.id = s.brand_id ORDER BY s.id`,
      [asOf, after, limit],
    );
    const rows = candidates.filter((row) => row.probing_status !== null && (!input.includeOnlyStuckMenus || row.is_stuck));
    if (rows.length > 0) yield rows;
    if (candidates.length < limit) return;
    after = candidates[candidates.length - 1].id;
    limit = nextPageSize(limit);
  }
}

async function probingStatusChart(ctx: ReportContext, input: ProbingStatusInput): Promise<ReportChart> {
  const rows = await ctx.db.query<{ probing_status: string; is_stuck: boolean; menus: number }>(
    `SELECT probing_status, is_stuck, count(*)::int AS menus FROM (${STATUS_SQL}) candidates
      WHERE probing_status IS NOT NULL AND (NOT $2::boolean OR is_stuck) GROUP BY 1, 2`,
    [new Date(), input.includeOnlyStuckMenus],
  );
  const countOf = (status: string, stuck: boolean) => rows.find((row) => row.probing_status === status && row.is_stuck === stuck)?.menus ?? 0;
  return {
    title: input.includeOnlyStuckMenus ? 'Stuck menus by probing status' : 'Menus by probing status',
    kind: 'STACKED_BAR',
    xLabel: 'Probing status',
    yLabel: 'Menus',
    series: (input.includeOnlyStuckMenus ? [true] : [true, false]).map((stuck) => ({
      name: stuck ? 'Stuck' : 'Not stuck',
      points: PROBING_STATUSES.map((status) => ({ x: status, y: countOf(status, stuck) })),
    })),
  };
}

export const menusInProbingStatusReport: ReportDefinition<ProbingStatusInput> = {
  key: MENUS_IN_PROBING_STATUS_REPORT_KEY,
  permission: `report.${MENUS_IN_PROBING_STATUS_REPORT_KEY}`,
  async parseInput(_ctx, query) {
    return { includeOnlyStuckMenus: parseReportInput(PROBING_STATUS_SCHEMA, query).includeOnlyStuckMenus };
  },
  async file(ctx, input) {
    // One instant for every row, so a long download judges "stuck" the same way from first row to last.
    return { kind: 'csv', fileName: MENUS_IN_PROBING_STATUS_FILE_NAME, columns: PROBING_STATUS_COLUMNS, batches: probingStatusBatches(ctx, input, new Date()) };
  },
  chart: probingStatusChart,
};
