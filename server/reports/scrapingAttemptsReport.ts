// GET /api/reports/scraping-attempts?userIds&startDate&endDate&includeAllAttempts -> ScrapingAttemptsReport.csv (spec 3,
// sections 5, 7 and 9; columns in docs/reports.md). An attempt is one run of the scraping engine on a menu that one of
// the chosen people asked for in the range (resolving its scraping task, a rescrape); by menu, then in the order they
// were asked for. Without includeAllAttempts a menu shows only its last attempt, with how many it took.
//
// Read in pages keyed on (menu id, run id). Each page numbers the attempts over the chosen people's runs in the range
// from an index alone (scraping_jobs_requested_by_idx, 028), which a date range of a few people keeps to thousands of
// entries, then reads the page's runs.
import type { CsvColumn } from './csvDownload';
import type { ReportChart, ReportContext, ReportDefinition } from './reportDefinition';
import {
  keysetPages,
  parsePeopleAndDates,
  PERSON_RUN_KINDS_SQL,
  RUN_BLOCKED_SQL,
  RUN_ERROR_CAUSES_SQL,
  RUN_MESSAGES_SQL,
  RUN_OUTCOME_SQL,
  RUN_OUTCOMES,
  seriesOf,
  type PeopleAndDates,
} from './scrapingReportsShared';
import { isoDateTime, LONDON_DAY_SQL, LONDON_RANGE_SQL, REPORT_PAGE_SIZE, yesNo } from './taskReportsShared';

export const SCRAPING_ATTEMPTS_REPORT_KEY = 'scraping-attempts';
export const SCRAPING_ATTEMPTS_FILE_NAME = 'ScrapingAttemptsReport.csv';

export interface ScrapingAttemptRow {
  menu_id: number;
  id: number;
  brand_id: number;
  brand_name: string;
  url: string | null;
  format: string | null;
  menu_status: string;
  attempt_number: number;
  attempt_count: number;
  kind: string;
  requested_by: string;
  reason: string;
  is_debug_mode: boolean;
  scraping_engine: string | null;
  created_date: Date;
  started_date: Date | null;
  finished_date: Date | null;
  duration_ms: number | null;
  status: string;
  scraping_status: string | null;
  tries: number;
  menu_title_count: number | null;
  dish_count: number | null;
  error_causes: string | null;
  is_blocked: boolean;
  messages: string;
}

const KIND_LABELS: Record<string, string> = { HTML_SCRAPING: 'HTML scrape', DOCUMENT_SCRAPING: 'Document scrape', DOCUMENT_CRAWLING: 'Crawl' };

export const SCRAPING_ATTEMPT_COLUMNS: ReadonlyArray<CsvColumn<ScrapingAttemptRow>> = [
  { header: 'Menu ID', value: (row) => row.menu_id },
  { header: 'Brand ID', value: (row) => row.brand_id },
  { header: 'Brand name', value: (row) => row.brand_name },
  { header: 'Menu URL', value: (row) => row.url },
  { header: 'Menu format', value: (row) => row.format },
  { header: 'Menu status', value: (row) => row.menu_status },
  { header: 'Attempt', value: (row) => row.attempt_number },
  { header: 'Attempts', value: (row) => row.attempt_count },
  { header: 'Job ID', value: (row) => row.id },
  { header: 'Run', value: (row) => KIND_LABELS[row.kind] ?? row.kind },
  { header: 'Requested by', value: (row) => row.requested_by },
  { header: 'Reason', value: (row) => row.reason },
  { header: 'Debug mode', value: (row) => yesNo(row.is_debug_mode) },
  { header: 'Engine', value: (row) => row.scraping_engine },
  { header: 'Requested date', value: (row) => isoDateTime(row.created_date) },
  { header: 'Started date', value: (row) => isoDateTime(row.started_date) },
  { header: 'Finished date', value: (row) => isoDateTime(row.finished_date) },
  { header: 'Duration (s)', value: (row) => (row.duration_ms === null ? null : Math.round(row.duration_ms / 100) / 10) },
  { header: 'Job status', value: (row) => row.status },
  { header: 'Scraping status', value: (row) => row.scraping_status },
  { header: 'Tries', value: (row) => row.tries },
  { header: 'Menu titles', value: (row) => row.menu_title_count },
  { header: 'Dishes', value: (row) => row.dish_count },
  { header: 'Error causes', value: (row) => row.error_causes },
  { header: 'Blocked', value: (row) => yesNo(row.is_blocked) },
  { header: 'Messages', value: (row) => row.messages },
];

/**
 * The chosen people's runs in the range, each numbered among its menu's ($1 people, $2 and $3 the days): read from
 * scraping_jobs_requested_by_idx alone (028 includes what the numbering and the chart need); a page then reads its own
 * rows' runs.
 */
const NUMBERED_RUNS = `SELECT j.id, j.menu_id, j.created_date, j.status, j.scraping_status,
         row_number() OVER (PARTITION BY j.menu_id ORDER BY j.id)::int AS attempt_number,
         count(*) OVER (PARTITION BY j.menu_id)::int AS attempt_count
    FROM scraping_jobs j
   WHERE j.requested_by_id = ANY($1::int[]) AND j.kind IN ${PERSON_RUN_KINDS_SQL} AND j.menu_id IS NOT NULL
     AND j.created_date >= ${LONDON_RANGE_SQL.start('$2')} AND j.created_date < ${LONDON_RANGE_SQL.endExclusive('$3')}`;

/** Only a menu's last attempt unless $4 (includeAllAttempts). */
const KEPT = `($4::boolean OR n.attempt_number = n.attempt_count)`;

/** The file's rows, `pageSize` a page (tests read small pages to cross page boundaries). */
export function attemptRows(ctx: ReportContext, input: PeopleAndDates, pageSize = REPORT_PAGE_SIZE): AsyncGenerator<ScrapingAttemptRow[]> {
  const params = [input.users.map((user) => user.id), input.startDate, input.endDate, input.includeAllAttempts];
  return keysetPages(
    ctx,
    { menuId: 0, id: 0 },
    pageSize,
    async (after, limit) => ({
      read: await ctx.db.query<ScrapingAttemptRow>(
        `SELECT a.menu_id, a.id, m.brand_id, b.name AS brand_name, m.url, m.format, m.status AS menu_status, n.attempt_number, n.attempt_count,
                a.kind, u.name AS requested_by, a.reason, a.is_debug_mode, a.scraping_engine, a.created_date, a.started_date, a.finished_date,
                a.duration_ms, a.status, a.scraping_status, a.attempts AS tries, a.scraped_menu_title_count AS menu_title_count,
                a.scraped_dish_count AS dish_count, ${RUN_ERROR_CAUSES_SQL('a')} AS error_causes, ${RUN_BLOCKED_SQL('a')} AS is_blocked,
                ${RUN_MESSAGES_SQL('a')} AS messages
           FROM (SELECT n.* FROM (${NUMBERED_RUNS}) n WHERE ${KEPT} AND (n.menu_id, n.id) > ($5, $6) ORDER BY n.menu_id, n.id LIMIT $7) n
           JOIN scraping_jobs a ON a.id = n.id
           JOIN menus m ON m.id = a.menu_id JOIN brands b ON b.id = m.brand_id JOIN users u ON u.id = a.requested_by_id
          ORDER BY n.menu_id, n.id`,
        [...params, after.menuId, after.id, limit],
      ),
    }),
    (row) => ({ menuId: row.menu_id, id: row.id }),
  );
}

export const scrapingAttemptsReport: ReportDefinition<PeopleAndDates> = {
  key: SCRAPING_ATTEMPTS_REPORT_KEY,
  permission: `report.${SCRAPING_ATTEMPTS_REPORT_KEY}`,
  parseInput: (ctx, query) => parsePeopleAndDates(ctx, query),
  async file(ctx, input) {
    return { kind: 'csv', fileName: SCRAPING_ATTEMPTS_FILE_NAME, columns: SCRAPING_ATTEMPT_COLUMNS, batches: attemptRows(ctx, input) };
  },
  /** The file's attempts by the day they were asked for, a bar part per outcome. */
  async chart(ctx, input): Promise<ReportChart> {
    const rows = await ctx.db.query<{ x: string; series: string; y: number }>(
      `SELECT ${LONDON_DAY_SQL('n.created_date')}::text AS x, ${RUN_OUTCOME_SQL('n')} AS series, count(*)::int AS y
         FROM (${NUMBERED_RUNS}) n WHERE ${KEPT}
        GROUP BY 1, 2 ORDER BY 1`,
      [input.users.map((user) => user.id), input.startDate, input.endDate, input.includeAllAttempts],
    );
    return { title: 'Attempts by outcome', kind: 'STACKED_BAR', xLabel: 'Day', yLabel: 'Attempts', series: seriesOf(rows, RUN_OUTCOMES) };
  },
};
