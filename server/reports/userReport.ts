// GET /api/reports/user?userIds=&startDate=&endDate=&taskTypes=&includeSystemEvents= -> UsersReport.zip (spec 3,
// sections 5, 7 and 9; columns in docs/reports.md, "User"): a CSV per chosen person with every history event of theirs
// on a task of the chosen kinds in the date range (London days, inclusive), oldest first; with includeSystemEvents
// also the events the system wrote (no user) on the tasks assigned to that person or resolved by them. Each person's
// events are read page by page in (created_date, id) order from events_user_created_idx (migration 025) and the
// system's from events_system_created_idx (027), merged by one ordered UNION ALL, so no page sorts more than its own
// rows. The chart: tasks resolved per day per person.
import { USER_REPORT_SCHEMA } from '../../domain/reportInputs';
import type { TaskType } from '../../machines/taskTypes';
import { kindOf, TASK_KINDS } from '../tasks/taskKinds';
import type { CopyQuery } from './csvCopy';
import type { CsvColumn } from './csvDownload';
import type { ReportChart, ReportContext, ReportDefinition, ZipReportEntry } from './reportDefinition';
import { findReportUsers, FIRST_PAGE_SIZE, isoDateTime, LONDON_DAY_SQL, LONDON_RANGE_SQL, nextPageSize, parseReportInput, type ReportUser } from './taskReportsShared';

export const USER_REPORT_KEY = 'user';
export const USER_REPORT_FILE_NAME = 'UsersReport.zip';
/** Who wrote an event without a person (spec 1: the product writes it). */
export const SYSTEM_AUTHOR = 'System';
/** A chart with more days than this shows only the days someone resolved something. */
const CHART_FULL_RANGE_DAYS = 92;

interface UserReportInput {
  users: ReportUser[];
  startDate: string;
  endDate: string;
  taskTypes: TaskType[];
  includeSystemEvents: boolean;
}

export interface UserReportRow {
  id: string;
  created_date: Date | string;
  /** The instant as PostgreSQL writes it (microseconds kept, which a Date drops): the next page starts after it. */
  cursor_date: string;
  day: string;
  user_name: string | null;
  entity_type: string;
  entity_id: number;
  type: string;
  sub_type: string | null;
  message: string;
  task_type: TaskType | null;
  task_status: string | null;
  brand_id: number | null;
  brand_name: string | null;
  menu_id: number | null;
  /** The event's data as PostgreSQL writes jsonb: read as text, not parsed only to be written back. */
  data: string | null;
}

export const USER_REPORT_COLUMNS: ReadonlyArray<CsvColumn<UserReportRow>> = [
  { header: 'Event ID', value: (row) => row.id },
  { header: 'Date', value: (row) => row.day },
  { header: 'Time (UTC)', value: (row) => isoDateTime(row.created_date) },
  { header: 'By', value: (row) => row.user_name ?? SYSTEM_AUTHOR },
  { header: 'Task type', value: (row) => (row.task_type ? kindOf(row.task_type).label : null) },
  { header: 'Task ID', value: (row) => row.entity_id },
  { header: 'Event', value: (row) => row.type },
  { header: 'Event detail', value: (row) => row.sub_type },
  { header: 'Message', value: (row) => row.message },
  { header: 'Brand ID', value: (row) => row.brand_id },
  { header: 'Brand name', value: (row) => row.brand_name },
  { header: 'Menu ID', value: (row) => row.menu_id },
  { header: 'Task status now', value: (row) => row.task_status },
  { header: 'Data', value: (row) => row.data },
];

/** 'Sam Smith (12).csv': the person's name as typed (path separators replaced by the ZIP writer) and their id. */
export function userReportEntryName(user: ReportUser): string {
  return `${user.name} (${user.id}).csv`;
}

/** A constant of ours as an SQL string literal. */
const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

const entityTypesOf = (taskTypes: readonly TaskType[]) => taskTypes.map((type) => kindOf(type).entityType);

// $1 person, $2 entity types, $3 start day, $4 end day, $5 system events too, $6/$7 the last row read, $8 page size.
// The page starts at the last row's instant (an index bound, so no page re-reads the ones before), then after its id.
const RANGE = `e.entity_type = ANY($2::text[])
  AND e.created_date >= COALESCE($6::timestamptz, ${LONDON_RANGE_SQL.start('$3')}) AND e.created_date < ${LONDON_RANGE_SQL.endExclusive('$4')}
  AND ($6::timestamptz IS NULL OR e.created_date > $6::timestamptz OR e.id > $7::bigint)`;
export const USER_REPORT_PAGE_SQL = `
  SELECT page.*, page.created_date::text AS cursor_date, ${LONDON_DAY_SQL('page.created_date')}::text AS day, u.name AS user_name,
         t.type AS task_type, t.status AS task_status, t.brand_id, b.name AS brand_name, t.menu_id
    FROM (
      (SELECT e.id, e.user_id, e.type, e.sub_type, e.entity_type, e.entity_id, e.message, e.data::text AS data, e.created_date
         FROM events e WHERE e.user_id = $1 AND ${RANGE} ORDER BY e.created_date, e.id LIMIT $8)
      UNION ALL
      (SELECT e.id, e.user_id, e.type, e.sub_type, e.entity_type, e.entity_id, e.message, e.data::text AS data, e.created_date
         FROM events e WHERE $5 AND e.user_id IS NULL AND ${RANGE}
          AND EXISTS (SELECT 1 FROM tasks st WHERE st.id = e.entity_id AND (st.assigned_to_id = $1 OR st.resolved_by_id = $1))
        ORDER BY e.created_date, e.id LIMIT $8)
    ) page
    LEFT JOIN users u ON u.id = page.user_id
    LEFT JOIN tasks t ON t.id = page.entity_id
    LEFT JOIN brands b ON b.id = t.brand_id
   ORDER BY page.created_date, page.id
   LIMIT $8`;

/**
 * The same rows as one query, for COPY on a PostgreSQL server (csvCopy.ts): the cells of USER_REPORT_COLUMNS in order,
 * written as they are (the time as toISOString writes it, the task kind's label). $1-$5 as the pages'.
 */
const WHOLE_RANGE = `e.entity_type = ANY($2::text[])
  AND e.created_date >= ${LONDON_RANGE_SQL.start('$3')} AND e.created_date < ${LONDON_RANGE_SQL.endExclusive('$4')}`;
export const USER_REPORT_COPY_SQL = `
  SELECT page.id, ${LONDON_DAY_SQL('page.created_date')}::text,
         to_char(page.created_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         COALESCE(u.name, ${sqlString(SYSTEM_AUTHOR)}),
         CASE t.type ${TASK_KINDS.map((kind) => `WHEN ${sqlString(kind.type)} THEN ${sqlString(kind.label)}`).join(' ')} END,
         page.entity_id, page.type, page.sub_type, page.message, t.brand_id, b.name, t.menu_id, t.status, page.data
    FROM (
      SELECT e.id, e.user_id, e.type, e.sub_type, e.entity_id, e.message, e.data::text AS data, e.created_date
        FROM events e WHERE e.user_id = $1 AND ${WHOLE_RANGE}
      UNION ALL
      SELECT e.id, e.user_id, e.type, e.sub_type, e.entity_id, e.message, e.data::text AS data, e.created_date
        FROM events e WHERE $5 AND e.user_id IS NULL AND ${WHOLE_RANGE}
         AND EXISTS (SELECT 1 FROM tasks st WHERE st.id = e.entity_id AND (st.assigned_to_id = $1 OR st.resolved_by_id = $1))
    ) page
    LEFT JOIN users u ON u.id = page.user_id
    LEFT JOIN tasks t ON t.id = page.entity_id
    LEFT JOIN brands b ON b.id = t.brand_id
   ORDER BY page.created_date, page.id`;

function userCopyQuery(input: UserReportInput, user: ReportUser): CopyQuery {
  return {
    sql: USER_REPORT_COPY_SQL,
    params: [user.id, entityTypesOf(input.taskTypes), input.startDate, input.endDate, input.includeSystemEvents],
    // Event ID, Date, Time, Task type, Task ID, Event, Brand ID, Menu ID, Task status: ids, dates and our constants.
    plainCells: [0, 1, 2, 4, 5, 6, 9, 11, 12],
  };
}

async function* userEvents(ctx: ReportContext, input: UserReportInput, user: ReportUser): AsyncGenerator<UserReportRow[]> {
  const entityTypes = entityTypesOf(input.taskTypes);
  const page = (after: UserReportRow | null, size: number) =>
    ctx.db.query<UserReportRow>(USER_REPORT_PAGE_SQL, [
      user.id,
      entityTypes,
      input.startDate,
      input.endDate,
      input.includeSystemEvents,
      after?.cursor_date ?? null,
      after ? String(after.id) : 0,
      size,
    ]);
  // A small first page (the preview shows 20 rows; the first bytes go sooner), then larger ones. The next page is asked
  // for while this one is written: the database works while Node writes the CSV.
  let size = FIRST_PAGE_SIZE;
  let next: Promise<UserReportRow[]> | null = page(null, size);
  while (next && !ctx.signal.aborted) {
    const rows: UserReportRow[] = await next;
    const full = rows.length === size;
    size = nextPageSize(size);
    next = full ? page(rows[rows.length - 1], size) : null;
    // A page asked for ahead and then not wanted (the client left) is read and dropped, never left rejected unheard.
    next?.catch(() => {});
    if (rows.length > 0) yield rows;
  }
}

async function* userEntries(ctx: ReportContext, input: UserReportInput): AsyncGenerator<ZipReportEntry<UserReportRow>> {
  for (const user of input.users) {
    if (ctx.signal.aborted) return;
    yield { name: userReportEntryName(user), columns: USER_REPORT_COLUMNS, batches: userEvents(ctx, input, user), copy: userCopyQuery(input, user) };
  }
}

/** Every day of an inclusive YYYY-MM-DD range. */
function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${startDate}T00:00:00Z`); day.toISOString().slice(0, 10) <= endDate; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Tasks of the chosen kinds each person resolved per London day of the range (a task resolved twice counts twice), from
 * the kept daily counts (migration 030: a row per person, day and kind, kept by the event insert's trigger).
 */
async function userReportChart(ctx: ReportContext, input: UserReportInput): Promise<ReportChart> {
  const rows = await ctx.db.query<{ user_id: number; day: string; resolved: number }>(
    `SELECT r.user_id, r.day::text AS day, sum(r.resolved)::int AS resolved
       FROM user_daily_resolutions r
      WHERE r.user_id = ANY($1::int[]) AND r.entity_type = ANY($2::text[]) AND r.day BETWEEN $3::date AND $4::date
      GROUP BY 1, 2 ORDER BY 2`,
    [input.users.map((user) => user.id), entityTypesOf(input.taskTypes), input.startDate, input.endDate],
  );
  const allDays = daysOf(input.startDate, input.endDate);
  const days = allDays.length <= CHART_FULL_RANGE_DAYS ? allDays : [...new Set(rows.map((row) => row.day))].sort();
  return {
    title: 'Tasks resolved per day',
    kind: 'STACKED_BAR',
    xLabel: 'Day',
    yLabel: 'Tasks resolved',
    series: input.users.map((user) => {
      const resolvedOn = new Map(rows.filter((row) => row.user_id === user.id).map((row) => [row.day, row.resolved]));
      return { name: user.name, points: days.map((day) => ({ x: day, y: resolvedOn.get(day) ?? 0 })) };
    }),
  };
}

export const userReport: ReportDefinition<UserReportInput> = {
  key: USER_REPORT_KEY,
  permission: `report.${USER_REPORT_KEY}`,
  async parseInput(ctx, query) {
    const { userIds, startDate, endDate, taskTypes, includeSystemEvents } = parseReportInput(USER_REPORT_SCHEMA, query);
    const users = (await findReportUsers(ctx.db, userIds)).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    return { users, startDate, endDate, taskTypes: [...new Set(taskTypes)], includeSystemEvents };
  },
  file: async (ctx, input) => ({ kind: 'zip', fileName: USER_REPORT_FILE_NAME, entries: userEntries(ctx, input) }),
  chart: userReportChart,
};
