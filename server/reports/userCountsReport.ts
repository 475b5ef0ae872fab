// GET /api/reports/user-counts?userId= -> UserCountsReport.csv (spec 3, sections 5, 7 and 9; columns in
// docs/reports.md): one person's work counted per London day, every day they did anything, from the history events
// they wrote (a reopened and resolved-again task counts each time it was resolved). The chart: tasks resolved per day
// by kind over the last USER_COUNTS_CHART_DAYS days. Reads events_user_created_idx (migrations 025 and 026), page by page by days.
import { USER_COUNTS_SCHEMA } from '../../domain/reportInputs';
import { TASK_KINDS } from '../tasks/taskKinds';
import type { CsvColumn } from './csvDownload';
import type { ReportChart, ReportContext, ReportDefinition } from './reportDefinition';
import { dayPageSql, findReportUsers, LONDON_DAY_SQL, pagesOfDays, parseReportInput, type ReportUser } from './taskReportsShared';

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

const DAY_SQL = LONDON_DAY_SQL('e.created_date');
const PAGE = dayPageSql('events e WHERE e.user_id = $1', 'e.created_date', '$2', '$3');

// Page by page of London days (dayPageSql): each page groups only its own days' events, read by events_user_created_idx.
function userCountsBatches(ctx: ReportContext, userId: number): AsyncGenerator<UserCountsRow[]> {
  return pagesOfDays(ctx.signal, (after, size) =>
    ctx.db.query<UserCountsRow>(
      `${PAGE.days}
       SELECT ${DAY_SQL}::text AS day, ${COUNTS.map(({ column, filter }) => `(count(*) FILTER (WHERE ${filter}))::int AS ${column}`).join(', ')}
         FROM events e
        WHERE e.user_id = $1 AND ${PAGE.within}
        GROUP BY 1 ORDER BY 1`,
      [userId, after, size],
    ),
  );
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
