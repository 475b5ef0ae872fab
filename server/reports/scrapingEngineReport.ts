// GET /api/reports/scraping-engine?userIds&startDate&endDate -> ScrapingEngineReport.csv (spec 3, sections 5, 7 and 9;
// columns in docs/reports.md): what each chosen person had the scraping engine do, one row per person and London day:
// the runs they asked for (resolving a scraping task, rescraping) and how those runs ended. Read from scraping_jobs by
// person and day (scraping_jobs_requested_by_idx), one person at a time, in pages of days: a person's rows are at most one per day.
import type { CsvColumn } from './csvDownload';
import type { ReportChart, ReportContext, ReportDefinition } from './reportDefinition';
import { parsePeopleAndDates, PERSON_RUN_KINDS_SQL, seriesOf, type PeopleAndDates } from './scrapingReportsShared';
import { dayPageSql, LONDON_DAY_SQL, LONDON_RANGE_SQL, pagesOfDays } from './taskReportsShared';

export const SCRAPING_ENGINE_REPORT_KEY = 'scraping-engine';
export const SCRAPING_ENGINE_FILE_NAME = 'ScrapingEngineReport.csv';

export interface ScrapingEngineRow {
  user_id: number;
  user_name: string;
  day: string;
  runs: number;
  menus: number;
  html_scrapes: number;
  document_scrapes: number;
  crawls: number;
  on_resolve: number;
  rescrapes: number;
  debug_mode: number;
  pdf_ai: number;
  success: number;
  partial_success: number;
  error: number;
  failed: number;
  aborted: number;
  in_progress: number;
  menu_titles: number;
  dishes: number;
  average_duration_s: number | null;
}

export const SCRAPING_ENGINE_COLUMNS: ReadonlyArray<CsvColumn<ScrapingEngineRow>> = [
  { header: 'Date', value: (row) => row.day },
  { header: 'User ID', value: (row) => row.user_id },
  { header: 'User name', value: (row) => row.user_name },
  { header: 'Runs', value: (row) => row.runs },
  { header: 'Menus', value: (row) => row.menus },
  { header: 'HTML scrapes', value: (row) => row.html_scrapes },
  { header: 'Document scrapes', value: (row) => row.document_scrapes },
  { header: 'Crawls', value: (row) => row.crawls },
  { header: 'On resolve', value: (row) => row.on_resolve },
  { header: 'Rescrapes', value: (row) => row.rescrapes },
  { header: 'Debug mode', value: (row) => row.debug_mode },
  { header: 'PDF AI engine', value: (row) => row.pdf_ai },
  { header: 'Success', value: (row) => row.success },
  { header: 'Partial success', value: (row) => row.partial_success },
  { header: 'Error', value: (row) => row.error },
  { header: 'Failed', value: (row) => row.failed },
  { header: 'Aborted', value: (row) => row.aborted },
  { header: 'In progress', value: (row) => row.in_progress },
  { header: 'Menu titles scraped', value: (row) => row.menu_titles },
  { header: 'Dishes scraped', value: (row) => row.dishes },
  { header: 'Average duration (s)', value: (row) => row.average_duration_s },
];

/** Runs of `person` (an SQL equality right-hand side) in the range: their own runs, not the sessions and probes the cluster screens start. */
const runsInRange = (person: string) => `j.requested_by_id = ${person} AND j.kind IN ${PERSON_RUN_KINDS_SQL}
    AND j.created_date >= ${LONDON_RANGE_SQL.start('$2')} AND j.created_date < ${LONDON_RANGE_SQL.endExclusive('$3')}`;
/** The chosen people's runs in the range. */
const RUNS_IN_RANGE = runsInRange('ANY($1::int[])');
/** One person's ($1) runs, read in pages of days (dayPageSql) through scraping_jobs_requested_by_idx. */
const PERSON_RUNS_IN_RANGE = runsInRange('$1::int');
const PAGE = dayPageSql(`scraping_jobs j WHERE ${PERSON_RUNS_IN_RANGE}`, 'j.created_date', '$4', '$5');

type EngineDay = Omit<ScrapingEngineRow, 'user_id' | 'user_name'>;

// A person's rows page by page of London days: each page groups only its own days' runs.
async function* engineRows(ctx: ReportContext, input: PeopleAndDates): AsyncGenerator<ScrapingEngineRow[]> {
  for (const user of input.users) {
    const days = pagesOfDays(ctx.signal, (after, size) =>
      ctx.db.query<EngineDay>(
        `${PAGE.days}
         SELECT ${LONDON_DAY_SQL('j.created_date')}::text AS day, count(*)::int AS runs, count(DISTINCT j.menu_id)::int AS menus,
                count(*) FILTER (WHERE j.kind = 'HTML_SCRAPING')::int AS html_scrapes,
                count(*) FILTER (WHERE j.kind = 'DOCUMENT_SCRAPING')::int AS document_scrapes,
                count(*) FILTER (WHERE j.kind = 'DOCUMENT_CRAWLING')::int AS crawls,
                count(*) FILTER (WHERE j.reason = 'RESOLVE')::int AS on_resolve,
                count(*) FILTER (WHERE j.reason = 'RESCRAPE')::int AS rescrapes,
                count(*) FILTER (WHERE j.is_debug_mode)::int AS debug_mode,
                count(*) FILTER (WHERE j.scraping_engine = 'PDF_AI')::int AS pdf_ai,
                count(*) FILTER (WHERE j.scraping_status = 'SUCCESS')::int AS success,
                count(*) FILTER (WHERE j.scraping_status = 'PARTIAL_SUCCESS')::int AS partial_success,
                count(*) FILTER (WHERE j.scraping_status = 'ERROR')::int AS error,
                count(*) FILTER (WHERE j.status = 'FAILED' AND j.scraping_status IS NULL)::int AS failed,
                count(*) FILTER (WHERE j.status = 'ABORTED')::int AS aborted,
                count(*) FILTER (WHERE j.status = 'IN_PROGRESS')::int AS in_progress,
                coalesce(sum(j.scraped_menu_title_count), 0)::int AS menu_titles,
                coalesce(sum(j.scraped_dish_count), 0)::int AS dishes,
                round((avg(j.duration_ms) / 1000.0)::numeric, 1)::float8 AS average_duration_s
           FROM scraping_jobs j
          WHERE ${PERSON_RUNS_IN_RANGE} AND ${PAGE.within}
          GROUP BY 1 ORDER BY 1`,
        [user.id, input.startDate, input.endDate, after, size],
      ),
    );
    for await (const rows of days) yield rows.map((row) => ({ ...row, user_id: user.id, user_name: user.name }));
  }
}

export const scrapingEngineReport: ReportDefinition<PeopleAndDates> = {
  key: SCRAPING_ENGINE_REPORT_KEY,
  permission: `report.${SCRAPING_ENGINE_REPORT_KEY}`,
  parseInput: (ctx, query) => parsePeopleAndDates(ctx, query),
  async file(ctx, input) {
    return { kind: 'csv', fileName: SCRAPING_ENGINE_FILE_NAME, columns: SCRAPING_ENGINE_COLUMNS, batches: engineRows(ctx, input) };
  },
  /** Runs per day, a bar part per person. */
  async chart(ctx, input): Promise<ReportChart> {
    const rows = await ctx.db.query<{ x: string; series: string; y: number }>(
      // Counted by day and person id from scraping_jobs_requested_by_idx alone; the days become text and the people
      // names only for the few groups left, not for every run.
      `SELECT c.day::text AS x, u.name || ' (' || u.id || ')' AS series, c.runs AS y
         FROM (SELECT ${LONDON_DAY_SQL('j.created_date')} AS day, j.requested_by_id, count(*)::int AS runs
                 FROM scraping_jobs j WHERE ${RUNS_IN_RANGE} GROUP BY 1, 2) c
         JOIN users u ON u.id = c.requested_by_id
        ORDER BY c.day, 2`,
      [input.users.map((user) => user.id), input.startDate, input.endDate],
    );
    return { title: 'Scraping runs per day', kind: 'STACKED_BAR', xLabel: 'Day', yLabel: 'Runs', series: seriesOf(rows) };
  },
};
