// GET /api/reports/user-counts?userId= -> UserCountsReport.csv (spec 3, sections 5, 7 and 9; columns in
// docs/reports.md): one person's work counted per London day, every day they did anything, from the history events
// they wrote (a reopened and resolved-again task counts each time it was resolved). The chart: tasks resolved per day
// by kind over the last USER_COUNTS_CHART_DAYS days. Reads events_user_created_idx (migrations 025 and 026), page by page by days.
import { USER_COUNTS_SCHEMA } from '../../domain/reportInputs';
import { TASK_KINDS } from '../tasks/taskKinds';
import type { CsvColumn } from './csvDownload';
import type { ReportChart, ReportContext, ReportDefinition } from './reportDefinition';
import { findReportUsers, LONDON_DAY_SQL, parseReportInput, REPORT_PAGE_SIZE, type ReportUser } from './taskReportsShared';

export const USER_COUNTS_REPORT_KEY = 'user-counts';
export const USER_COUNTS_FILE_NAME = 'UserCountsReport.csv';
/** The chart's window: a quarter's days still read as bars. */
export const USER_COUNTS_CHART_DAYS = 90;

interface UserCountsInput {
  user: ReportUser;
}

/** Resolutions per task kind, named by the kind's history entity type. */
const resolvedColumnOf = (entityType: string) => `resolved_${entityType.toLowerCase()}`;

export interface UserCountsRow {
  day: string;
  [count: string]: string | number;
}

const COUNTS: ReadonlyArray<{ column: string; header: string; filter: string }> = [
  ...TASK_KINDS.map((kind) => ({
    column: resolvedColumnOf(kind.entityType),
    header: `${kind.label} resolved`,
    filter: `e.type = 'RESOLVE' AND e.entity_type = '${kind.entityType}'`,
  })),
  ...(['DEFINE', 'QC', 'QQA'] as const).map((view) => ({
    column: `${view.toLowerCase()}_views_resolved`,
    header: `${view} views resolved`,
    filter: `e.type = 'RESOLVE' AND e.data->>'viewType' = '${view}'`,
  })),
  { column: 'saved', header: 'Saves', filter: "e.type = 'SAVE'" },
  { column: 'assigned', header: 'Assignments', filter: "e.type = 'ASSIGN'" },
  { column: 'reopened', header: 'Reopens', filter: "e.type = 'REOPEN'" },
  // Misc verification writes MARK_AS_VERIFIED with its comment; scraping verification with the verification it set.
  { column: 'misc_verified', header: 'Misc verifications', filter: "e.type = 'MARK_AS_VERIFIED' AND NOT (e.data ? 'verification')" },
  { column: 'misc_qc_verified', header: 'Misc QC verifications', filter: "e.type = 'MARK_AS_QUALITY_CHECKED'" },
  { column: 'scraping_verified', header: 'Scraping verifications', filter: "e.type = 'MARK_AS_VERIFIED' AND e.data ? 'verification'" },
  { column: 'awaiting_marked', header: 'Marked awaiting', filter: "e.type = 'MARK_AS_AWAITING'" },
  { column: 'events', header: 'All events', filter: 'true' },
];

export const USER_COUNTS_COLUMNS: ReadonlyArray<CsvColumn<UserCountsRow>> = [
  { header: 'Date', value: (row) => row.day },
  ...COUNTS.map(({ column, header }) => ({ header, value: (row: UserCountsRow) => row[column] })),
];

// Days are London days; the next page starts at the first instant of the day after the last one read.
const DAY_SQL = LONDON_DAY_SQL('e.created_date');
const DAY_AFTER_SQL = (day: string) => `((${day} + 1)::timestamp AT TIME ZONE 'Europe/London')`;
/** The first page is the preview's 20 rows and the one more that says the file goes on; later pages grow to REPORT_PAGE_SIZE days. */
const FIRST_PAGE_DAYS = 21;

// A page is `size` London days. Grouping the person's events by day and keeping the first `size` groups would read every
// event of theirs for each page (a busy person's preview grouped a million events for 20 rows): instead the page's last
// day is found first, one index probe of events_user_created_idx per day (the first event from each day's start on),
// and only the events up to that day's end are grouped. The same days and counts as before, page after page.
async function* userCountsBatches(ctx: ReportContext, userId: number): AsyncGenerator<UserCountsRow[]> {
  let after: string | null = null;
  let size = FIRST_PAGE_DAYS;
  while (!ctx.signal.aborted) {
    const rows: UserCountsRow[] = await ctx.db.query<UserCountsRow>(
      `WITH RECURSIVE days(day, n) AS (
         SELECT (SELECT ${LONDON_DAY_SQL('min(f.created_date)')} FROM events f
                  WHERE f.user_id = $1 AND ($2::date IS NULL OR f.created_date >= ${DAY_AFTER_SQL('$2::date')})), 1
         UNION ALL
         SELECT (SELECT ${LONDON_DAY_SQL('min(f.created_date)')} FROM events f WHERE f.user_id = $1 AND f.created_date >= ${DAY_AFTER_SQL('d.day')}), d.n + 1
           FROM days d WHERE d.day IS NOT NULL AND d.n < $3
       )
       SELECT ${DAY_SQL}::text AS day, ${COUNTS.map(({ column, filter }) => `(count(*) FILTER (WHERE ${filter}))::int AS ${column}`).join(', ')}
         FROM events e
        WHERE e.user_id = $1 AND ($2::date IS NULL OR e.created_date >= ${DAY_AFTER_SQL('$2::date')})
          AND e.created_date < (SELECT ${DAY_AFTER_SQL('max(d.day)')} FROM days d)
        GROUP BY 1 ORDER BY 1`,
      [userId, after, size],
    );
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1].day;
    size = Math.min(size * 10, REPORT_PAGE_SIZE);
  }
}

async function userCountsChart(ctx: ReportContext, input: UserCountsInput): Promise<ReportChart> {
  // The kept daily counts (migration 030), not the person's events: a busy quarter is hundreds of rows, not 100,000s.
  const rows = await ctx.db.query<{ day: string; entity_type: string; resolved: number }>(
    `SELECT r.day::text AS day, r.entity_type, r.resolved
       FROM user_daily_resolutions r
      WHERE r.user_id = $1 AND r.entity_type = ANY($2::text[]) AND r.day >= (now() AT TIME ZONE 'Europe/London')::date - $3::int
      ORDER BY 1, 2`,
    [input.user.id, TASK_KINDS.map((kind) => kind.entityType), USER_COUNTS_CHART_DAYS - 1],
  );
  return {
    title: `Tasks resolved per day by ${input.user.name} (last ${USER_COUNTS_CHART_DAYS} days)`,
    kind: 'STACKED_BAR',
    xLabel: 'Day',
    yLabel: 'Tasks resolved',
    series: TASK_KINDS.map((kind) => ({
      name: kind.label,
      points: rows.filter((row) => row.entity_type === kind.entityType).map((row) => ({ x: row.day, y: row.resolved })),
    })).filter((series) => series.points.length > 0),
  };
}

export const userCountsReport: ReportDefinition<UserCountsInput> = {
  key: USER_COUNTS_REPORT_KEY,
  permission: `report.${USER_COUNTS_REPORT_KEY}`,
  async parseInput(ctx, query) {
    const { userId } = parseReportInput(USER_COUNTS_SCHEMA, query);
    const [user] = await findReportUsers(ctx.db, [userId]);
    return { user };
  },
  async file(ctx, input) {
    return { kind: 'csv', fileName: USER_COUNTS_FILE_NAME, columns: USER_COUNTS_COLUMNS, batches: userCountsBatches(ctx, input.user.id) };
  },
  chart: userCountsChart,
};
