// GET /api/reports/scraping-verification?userIds&startDate&endDate -> ScrapingVerificationReport.zip (spec 3, sections
// 5, 7 and 9; columns in docs/reports.md): one CSV per chosen person of the menu scraping and dish review tasks they
// resolved in the range, and what became of each resolution, as the task's history records it: the next reopen of the
// task after it (a dish reviewer's rejection of the menu, a team leader's manual reopen, a failed scrape of the
// instructions, or a change found by a rerun), with the reviewer's rejection comment and the scraper's own
// verification of the scrape. Menu tasks have no QC or QQA views in our model (those are the brand tasks'), so a
// rejection or a manual reopen is what "failed verification" means here (docs/reports.md says so).
//
// A person's resolutions come from their events (events_user_created_idx), paged by event id; each one's reopen,
// verification and rejection are the task's and the menu's next events (events_entity_idx).
import type { CsvColumn } from './csvDownload';
import type { ReportChart, ReportContext, ReportDefinition, ZipReportEntry } from './reportDefinition';
import { keysetPages, parsePeopleAndDates, personEntryName, seriesOf, type PeopleAndDates } from './scrapingReportsShared';
import { isoDateTime, LONDON_RANGE_SQL, REPORT_PAGE_SIZE } from './taskReportsShared';

export const SCRAPING_VERIFICATION_REPORT_KEY = 'scraping-verification';
export const SCRAPING_VERIFICATION_FILE_NAME = 'ScrapingVerificationReport.zip';

/** What became of a resolution (the Result column and the chart's parts). */
export const VERIFICATION_RESULTS = ['Failed', 'Scrape error', 'Reopened by a change', 'Not reopened'] as const;

export interface VerificationRow {
  event_id: number;
  resolved_date: Date;
  task_id: number;
  task_type: string;
  menu_id: number | null;
  brand_id: number;
  brand_name: string;
  url: string | null;
  verification: string | null;
  result: string;
  reopen_reason: string | null;
  reopened_by: string | null;
  reopened_date: Date | null;
  dish_review_task_id: string | null;
  rejected_menu_status: string | null;
  rejection_comment: string | null;
}

export const VERIFICATION_COLUMNS: ReadonlyArray<CsvColumn<VerificationRow>> = [
  { header: 'Task ID', value: (row) => row.task_id },
  { header: 'Task type', value: (row) => (row.task_type === 'MENU_SCRAPING' ? 'Menu scraping' : 'Dish review') },
  { header: 'Menu ID', value: (row) => row.menu_id },
  { header: 'Brand ID', value: (row) => row.brand_id },
  { header: 'Brand name', value: (row) => row.brand_name },
  { header: 'Menu URL', value: (row) => row.url },
  { header: 'Resolved date', value: (row) => isoDateTime(row.resolved_date) },
  { header: 'Scraper verification', value: (row) => row.verification },
  { header: 'Result', value: (row) => row.result },
  { header: 'Reopen reason', value: (row) => row.reopen_reason },
  { header: 'Reopened by', value: (row) => row.reopened_by },
  { header: 'Reopened date', value: (row) => isoDateTime(row.reopened_date) },
  { header: 'Dish review task ID', value: (row) => row.dish_review_task_id },
  { header: 'Rejected menu status', value: (row) => row.rejected_menu_status },
  { header: 'Rejection comment', value: (row) => row.rejection_comment },
];

/**
 * The people's ($1) resolutions of menu tasks in the range ($2..$3), each with the task's next REOPEN after it (r):
 * index reads only (events_user_resolve_idx, events_reopen_idx, migration 028), so the chart stays one quick aggregate.
 * A system reopen (user null) reads as 'System'. Automatic resolutions (a rerun step approving menus) are no one's work.
 */
const RESOLUTIONS_FROM = `
  FROM events e
  LEFT JOIN LATERAL (SELECT r.id, r.user_id, r.created_date, r.data->>'reopenReason' AS reason
                       FROM events r WHERE r.type = 'REOPEN' AND r.entity_type = e.entity_type AND r.entity_id = e.entity_id AND r.id > e.id
                      ORDER BY r.id LIMIT 1) r ON true`;
const RESOLUTIONS_WHERE = `e.user_id = ANY($1::int[]) AND e.type = 'RESOLVE' AND e.entity_type IN ('MENU_SCRAPING_TASK', 'DISH_REVIEW_TASK')
   AND e.sub_type IS DISTINCT FROM 'AUTOMATIC'
   AND e.created_date >= ${LONDON_RANGE_SQL.start('$2')} AND e.created_date < ${LONDON_RANGE_SQL.endExclusive('$3')}`;

/** A rejection on dish review or a person's reopen is the work failing; a failed scrape is the instructions'; the rest is the site changing. */
const RESULT_SQL = `CASE WHEN r.id IS NULL THEN 'Not reopened'
  WHEN r.reason IN ('REJECT_DISH_REVIEW_TASK', 'MANUAL_CHANGE') THEN 'Failed'
  WHEN r.reason = 'MENU_SCRAPING_ERROR' THEN 'Scrape error'
  ELSE 'Reopened by a change' END`;

function personRows(ctx: ReportContext, input: PeopleAndDates, userId: number): AsyncGenerator<VerificationRow[]> {
  return keysetPages(
    ctx,
    0,
    REPORT_PAGE_SIZE,
    async (after, limit) => ({
      read: await ctx.db.query<VerificationRow>(
        `SELECT e.id AS event_id, e.created_date AS resolved_date, t.id AS task_id, t.type AS task_type, t.menu_id, t.brand_id, b.name AS brand_name, m.url,
                CASE WHEN t.type = 'MENU_SCRAPING' THEN coalesce(v.verification, 'NOT_VERIFIED') END AS verification,
                ${RESULT_SQL} AS result, r.reason AS reopen_reason, CASE WHEN r.id IS NOT NULL THEN coalesce(ru.name, 'System') END AS reopened_by,
                r.created_date AS reopened_date, rej.dish_review_task_id, rej.menu_status AS rejected_menu_status, rej.comment AS rejection_comment
           ${RESOLUTIONS_FROM}
           JOIN tasks t ON t.id = e.entity_id
           JOIN brands b ON b.id = t.brand_id
           LEFT JOIN menus m ON m.id = t.menu_id
           LEFT JOIN users ru ON ru.id = r.user_id
           -- The scraper's own check of the scrape while the resolution stood: the last verify or unverify before the reopen.
           LEFT JOIN LATERAL (SELECT v.data->>'verification' AS verification FROM events v
                               WHERE v.entity_type = e.entity_type AND v.entity_id = e.entity_id AND v.type IN ('MARK_AS_VERIFIED', 'UNMARK_AS_VERIFIED')
                                 AND v.data ? 'verification' AND v.id > e.id AND (r.id IS NULL OR v.id < r.id)
                               ORDER BY v.id DESC LIMIT 1) v ON true
           -- The dish reviewer's rejection that reopened it: the menu's rejection event just before the reopen.
           LEFT JOIN LATERAL (SELECT x.data->>'taskId' AS dish_review_task_id, x.sub_type AS menu_status, x.data->>'scrapingRejectedComment' AS comment
                                FROM events x
                               WHERE r.reason = 'REJECT_DISH_REVIEW_TASK' AND x.entity_type = 'MENU' AND x.entity_id = t.menu_id
                                 AND x.sub_type IN ('REJECTED_NEW', 'REJECTED_RESCRAPE', 'REJECTED') AND x.id > e.id AND x.id < r.id
                               ORDER BY x.id DESC LIMIT 1) rej ON true
          WHERE ${RESOLUTIONS_WHERE} AND e.id > $4
          ORDER BY e.id LIMIT $5`,
        [[userId], input.startDate, input.endDate, after, limit],
      ),
    }),
    (row) => row.event_id,
  );
}

async function* personEntries(ctx: ReportContext, input: PeopleAndDates): AsyncGenerator<ZipReportEntry<VerificationRow>> {
  for (const user of input.users) {
    if (ctx.signal.aborted) return;
    yield { name: personEntryName(user), columns: VERIFICATION_COLUMNS, batches: personRows(ctx, input, user.id) };
  }
}

export const scrapingVerificationReport: ReportDefinition<PeopleAndDates> = {
  key: SCRAPING_VERIFICATION_REPORT_KEY,
  permission: `report.${SCRAPING_VERIFICATION_REPORT_KEY}`,
  parseInput: (ctx, query) => parsePeopleAndDates(ctx, query),
  async file(ctx, input) {
    return { kind: 'zip', fileName: SCRAPING_VERIFICATION_FILE_NAME, entries: personEntries(ctx, input) };
  },
  /** Each person's resolutions in the range by what became of them. */
  async chart(ctx, input): Promise<ReportChart> {
    const rows = await ctx.db.query<{ x: string; series: string; y: number }>(
      `SELECT u.name || ' (' || u.id || ')' AS x, ${RESULT_SQL} AS series, count(*)::int AS y
         ${RESOLUTIONS_FROM} JOIN users u ON u.id = e.user_id
        WHERE ${RESOLUTIONS_WHERE}
        GROUP BY 1, 2`,
      [input.users.map((user) => user.id), input.startDate, input.endDate],
    );
    const people = input.users.map((user) => `${user.name} (${user.id})`);
    return { title: 'Resolutions by result', kind: 'STACKED_BAR', xLabel: 'Person', yLabel: 'Resolved tasks', series: seriesOf(rows, VERIFICATION_RESULTS, people) };
  },
};
