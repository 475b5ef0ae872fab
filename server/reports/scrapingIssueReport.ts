// GET /api/reports/scraping-issue?startDate&endDate -> ScrapingIssueReport.csv (spec 3, sections 5, 7 and 9; columns in
// docs/reports.md): every scraping issue of the range, oldest first, one row each, from two records:
// - a scrape or crawl that failed (the run's scraping status ERROR, or the job FAILED), with its error causes and
//   whether the site refused us (robots.txt, 401/403/429), from scraping_jobs (scraping_jobs_issue_idx, migration 030);
// - a menu people flagged: a scraping issue comment set, or the menu marked not scrapeable (with the reason), from its
//   history events (events_menu_issue_idx, whose predicate MENU_ISSUE_EVENT_SQL repeats).
// Paged on (date, source, id) over both, so the file stays in date order whatever its size.
import type { CsvColumn } from './csvDownload';
import type { ReportChart, ReportContext, ReportDefinition } from './reportDefinition';
import { keysetPages, RUN_BLOCKED_SQL, RUN_ERROR_CAUSES_SQL, RUN_MESSAGES_SQL, seriesOf } from './scrapingReportsShared';
import { isoDateTime, LONDON_DAY_SQL, LONDON_RANGE_SQL, parseReportInput, REPORT_PAGE_SIZE } from './taskReportsShared';
import { DATES_SCHEMA } from '../../domain/reportInputs';

export const SCRAPING_ISSUE_REPORT_KEY = 'scraping-issue';
export const SCRAPING_ISSUE_FILE_NAME = 'ScrapingIssueReport.csv';

interface Dates {
  startDate: string;
  endDate: string;
}

/** The events that say a person flagged a menu's scraping; word for word the predicate of events_menu_issue_idx (025). */
export const MENU_ISSUE_EVENT_SQL = `e.entity_type = 'MENU' AND (e.type = 'SCRAPING_ISSUE_COMMENT' OR e.sub_type = 'SCRAPING_ISSUE_COMMENT'
    OR e.data->'format'->>'to' = 'HTML_NOT_SCRAPEABLE' OR e.data->'after'->>'format' = 'HTML_NOT_SCRAPEABLE')`;

export interface ScrapingIssueRow {
  at: Date;
  /** The instant as PostgreSQL writes it (microseconds; a Date keeps milliseconds), the page key. */
  at_key: string;
  source: number;
  source_id: number;
  issue: string;
  menu_id: number;
  brand_id: number;
  brand_name: string;
  url: string | null;
  format: string | null;
  menu_status: string;
  menu_scraping_cluster_id: number | null;
  job_id: number | null;
  reason: string | null;
  error_causes: string | null;
  is_blocked: boolean | null;
  detail: string | null;
  by_name: string | null;
}

export const SCRAPING_ISSUE_COLUMNS: ReadonlyArray<CsvColumn<ScrapingIssueRow>> = [
  { header: 'Date', value: (row) => isoDateTime(row.at) },
  { header: 'Issue', value: (row) => row.issue },
  { header: 'Menu ID', value: (row) => row.menu_id },
  { header: 'Brand ID', value: (row) => row.brand_id },
  { header: 'Brand name', value: (row) => row.brand_name },
  { header: 'Menu URL', value: (row) => row.url },
  { header: 'Menu format', value: (row) => row.format },
  { header: 'Menu status', value: (row) => row.menu_status },
  { header: 'Scraping cluster ID', value: (row) => row.menu_scraping_cluster_id },
  { header: 'Job ID', value: (row) => row.job_id },
  { header: 'Run reason', value: (row) => row.reason },
  { header: 'Error causes', value: (row) => row.error_causes },
  { header: 'Blocked', value: (row) => (row.is_blocked === null ? null : row.is_blocked ? 'Yes' : 'No') },
  { header: 'Detail', value: (row) => row.detail },
  { header: 'By', value: (row) => row.by_name },
];

/** A failed or errored run of a menu in the range $1..$2, and the kind of issue it is. */
const JOB_ISSUE_WHERE = `(j.status = 'FAILED' OR j.scraping_status = 'ERROR') AND j.kind IN ('HTML_SCRAPING', 'DOCUMENT_SCRAPING', 'DOCUMENT_CRAWLING')
     AND j.menu_id IS NOT NULL AND j.finished_date >= ${LONDON_RANGE_SQL.start('$1')} AND j.finished_date < ${LONDON_RANGE_SQL.endExclusive('$2')}`;
const JOB_ISSUE_SQL = `CASE WHEN j.kind = 'DOCUMENT_CRAWLING' THEN 'Crawl failed' WHEN j.scraping_status = 'ERROR' THEN 'Scrape error' ELSE 'Scrape failed' END`;
/** A person's flag on a menu in the range $1..$2 (a comment removed is no issue), and the kind of issue it is. */
const EVENT_ISSUE_WHERE = `${MENU_ISSUE_EVENT_SQL}
     AND e.created_date >= ${LONDON_RANGE_SQL.start('$1')} AND e.created_date < ${LONDON_RANGE_SQL.endExclusive('$2')}
     AND NOT ((e.type = 'SCRAPING_ISSUE_COMMENT' OR e.sub_type = 'SCRAPING_ISSUE_COMMENT')
              AND coalesce(e.data->'scrapingIssueComment'->>'to', e.data->>'comment') IS NULL)`;
const EVENT_ISSUE_SQL = `CASE WHEN e.type = 'SCRAPING_ISSUE_COMMENT' OR e.sub_type = 'SCRAPING_ISSUE_COMMENT' THEN 'Scraping issue comment' ELSE 'Marked not scrapeable' END`;

/**
 * Both sources as (at, source, source_id, issue, menu_id, ...) in the range $1..$2, after the keyset ($3, $4, $5) and at
 * most $6 of each, each source read in its index's order (scraping_jobs_issue_idx, events_menu_issue_idx) and stopped
 * there: a page costs its own rows, not every issue of the range sorted again. A flag on a menu that no longer exists
 * is left out here (the page joins menus), so a short page still means the last one.
 */
const ISSUES_PAGE = `
  (SELECT j.finished_date AS at, 1 AS source, j.id AS source_id, ${JOB_ISSUE_SQL} AS issue,
          j.menu_id, j.id AS job_id, j.reason, ${RUN_ERROR_CAUSES_SQL('j')} AS error_causes, ${RUN_BLOCKED_SQL('j')} AS is_blocked,
          ${RUN_MESSAGES_SQL('j')} AS detail, j.requested_by_id AS by_id
     FROM scraping_jobs j
    WHERE ${JOB_ISSUE_WHERE} AND j.finished_date >= $3::timestamptz AND (j.finished_date, 1, j.id) > ($3::timestamptz, $4::int, $5::int)
    ORDER BY j.finished_date, j.id LIMIT $6)
  UNION ALL
  (SELECT e.created_date, 2, e.id, ${EVENT_ISSUE_SQL},
          e.entity_id, NULL::int, NULL::text, NULL::text, NULL::boolean,
          CASE WHEN e.type = 'SCRAPING_ISSUE_COMMENT' OR e.sub_type = 'SCRAPING_ISSUE_COMMENT'
               THEN coalesce(e.data->'scrapingIssueComment'->>'to', e.data->>'comment')
               ELSE concat_ws(': ', coalesce(e.data->'notScrapeableReason'->>'to', e.data->'after'->>'notScrapeableReason'),
                                    coalesce(e.data->'notScrapeableComment'->>'to', e.data->'after'->>'notScrapeableComment')) END,
          e.user_id
     FROM events e
    WHERE ${EVENT_ISSUE_WHERE} AND EXISTS (SELECT 1 FROM menus em WHERE em.id = e.entity_id)
      AND e.created_date >= $3::timestamptz AND (e.created_date, 2, e.id) > ($3::timestamptz, $4::int, $5::int)
    ORDER BY e.created_date, e.id LIMIT $6)`;

/**
 * The chart's counts: the same issues as ISSUES_PAGE's (menus that no longer exist too, as before), but only their day and kind, so a run's report and messages are not
 * read (scraping_jobs_issue_idx, migration 030, answers the runs alone), grouped by the date before it becomes text.
 */
const ISSUES_PER_DAY = `
  SELECT i.day::text AS x, i.issue AS series, count(*)::int AS y
    FROM (SELECT ${LONDON_DAY_SQL('j.finished_date')} AS day, ${JOB_ISSUE_SQL} AS issue FROM scraping_jobs j WHERE ${JOB_ISSUE_WHERE}
          UNION ALL
          SELECT ${LONDON_DAY_SQL('e.created_date')}, ${EVENT_ISSUE_SQL} FROM events e WHERE ${EVENT_ISSUE_WHERE}) i
   GROUP BY i.day, i.issue ORDER BY i.day`;

/** The file's rows, `pageSize` a page (tests read small pages to cross page boundaries). */
export function issueRows(ctx: ReportContext, input: Dates, pageSize = REPORT_PAGE_SIZE): AsyncGenerator<ScrapingIssueRow[]> {
  return keysetPages(
    ctx,
    { at: '-infinity', source: 0, id: 0 },
    pageSize,
    async (after, limit) => ({
      read: await ctx.db.query<ScrapingIssueRow>(
        `SELECT i.at, i.at::text AS at_key, i.source, i.source_id, i.issue, i.menu_id, m.brand_id, b.name AS brand_name, m.url, m.format, m.status AS menu_status,
                m.menu_scraping_cluster_id, i.job_id, i.reason, i.error_causes, i.is_blocked, i.detail, u.name AS by_name
           FROM (${ISSUES_PAGE}) i
           JOIN menus m ON m.id = i.menu_id JOIN brands b ON b.id = m.brand_id LEFT JOIN users u ON u.id = i.by_id
          ORDER BY i.at, i.source, i.source_id LIMIT $6`,
        [input.startDate, input.endDate, after.at, after.source, after.id, limit],
      ),
    }),
    (row) => ({ at: row.at_key, source: row.source, id: row.source_id }),
  );
}

export const scrapingIssueReport: ReportDefinition<Dates> = {
  key: SCRAPING_ISSUE_REPORT_KEY,
  permission: `report.${SCRAPING_ISSUE_REPORT_KEY}`,
  async parseInput(_ctx, query) {
    const input = parseReportInput(DATES_SCHEMA, query);
    return { startDate: input.startDate, endDate: input.endDate };
  },
  async file(ctx, input) {
    return { kind: 'csv', fileName: SCRAPING_ISSUE_FILE_NAME, columns: SCRAPING_ISSUE_COLUMNS, batches: issueRows(ctx, input) };
  },
  /** Issues per day, a bar part per kind of issue. */
  async chart(ctx, input): Promise<ReportChart> {
    const rows = await ctx.db.query<{ x: string; series: string; y: number }>(
      ISSUES_PER_DAY,
      [input.startDate, input.endDate],
    );
    const order = ['Scrape error', 'Scrape failed', 'Crawl failed', 'Marked not scrapeable', 'Scraping issue comment'];
    return { title: 'Scraping issues per day', kind: 'STACKED_BAR', xLabel: 'Day', yLabel: 'Issues', series: seriesOf(rows, order) };
  },
};
