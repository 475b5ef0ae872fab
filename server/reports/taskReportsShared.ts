// What the reports built on domain/reportInputs.ts share (the task, probing, user and scraping reports; docs/reports.md):
// their inputs checked by its schemas with the spec's messages, the people they name resolved to existing rows
// (NOT_FOUND otherwise), London days in SQL, page sizes, and the way their cells write dates and task kinds.
import type * as yup from 'yup';
import { parseReportQuery } from '../../domain/reportInputs';
import type { TaskType } from '../../machines/taskTypes';
import type { Queryable } from '../db/database';
import { notFound, validationError } from '../graphql/errors';
import { parseId } from '../graphql/globalIds';
import { kindOf } from '../tasks/taskKinds';

/** Rows read per page: a page is one indexed range read, small enough to stream while the response drains. */
export const REPORT_PAGE_SIZE = 5000;
/**
 * The first page is small: the tab's preview shows 20 rows and stops reading, and a download's first bytes go out
 * sooner; each later page is ten times larger, up to REPORT_PAGE_SIZE.
 */
export const FIRST_PAGE_SIZE = 100;
export const nextPageSize = (size: number): number => Math.min(size * 10, REPORT_PAGE_SIZE);

/** The schema's answer, or a VALIDATION error carrying its first message (the download's 422, the preview's error). */
export function parseReportInput<S extends yup.AnyObjectSchema>(schema: S, query: URLSearchParams): yup.InferType<S> {
  const result = parseReportQuery(schema, query);
  if (!result.ok) throw validationError(result.message, result.field);
  return result.value;
}

export interface ReportUser {
  id: number;
  name: string;
}

/** The people a report names, by the API's ids (global or plain): each must exist (deleted accounts still have history). */
export async function findReportUsers(db: Queryable, ids: readonly string[]): Promise<ReportUser[]> {
  const wanted = [...new Set(ids.map((id) => parseId('User', id)))];
  const rows = await db.query<ReportUser>('SELECT id, name FROM users WHERE id = ANY($1::int[]) ORDER BY id', [wanted]);
  const missing = wanted.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined) throw notFound(`User ${missing}`);
  return rows;
}

export const isoDateTime = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');
/** 'Brand gateway' for BRAND_GATEWAY, as the task lists name the kinds. */
export const taskKindLabel = (type: string): string => kindOf(type as TaskType).label;

/** The SQL day of an instant as London reads it (the day pickers' and the task lists' days). */
export const LONDON_DAY_SQL = (column: string) => `(${column} AT TIME ZONE 'Europe/London')::date`;

/** The first instant of a London day and of the day after an inclusive range's end, for `>= start AND < end`. */
export const LONDON_RANGE_SQL = {
  start: (param: string) => `(${param}::date::timestamp AT TIME ZONE 'Europe/London')`,
  endExclusive: (param: string) => `((${param}::date + 1)::timestamp AT TIME ZONE 'Europe/London')`,
};

/** A page of days starts with the preview's 20 rows and the one more that says the file goes on; later pages grow. */
export const FIRST_PAGE_DAYS = 21;

/**
 * SQL for one page of London days of a person's rows (at most one row per day). Grouping all of a person's rows and
 * keeping the first days would read every row for each page (a busy person's preview grouped a million events for 20
 * rows): `days` finds the page's days first, one index probe per day (the first row from each day's start on), and
 * `within` keeps only the rows of those days. `from` is "table alias WHERE condition", `column` the rows' instant,
 * `after` the last day read (NULL for the first page) and `size` the page's days, as SQL parameters.
 */
export function dayPageSql(from: string, column: string, after: string, size: string): { days: string; within: string } {
  const dayAfter = LONDON_RANGE_SQL.endExclusive;
  const afterLast = `(${after}::date IS NULL OR ${column} >= ${dayAfter(after)})`;
  return {
    days: `WITH RECURSIVE days(day, n) AS (
       SELECT (SELECT ${LONDON_DAY_SQL(`min(${column})`)} FROM ${from} AND ${afterLast}), 1
       UNION ALL
       SELECT (SELECT ${LONDON_DAY_SQL(`min(${column})`)} FROM ${from} AND ${column} >= ${dayAfter('d.day')}), d.n + 1
         FROM days d WHERE d.day IS NOT NULL AND d.n < ${size}
     )`,
    within: `${afterLast} AND ${column} < (SELECT ${dayAfter('max(d.day)')} FROM days d)`,
  };
}

/** A person's rows page by page of days (dayPageSql): the first page FIRST_PAGE_DAYS, each later one ten times larger. */
export async function* pagesOfDays<Row extends { day: string }>(signal: AbortSignal, readPage: (after: string | null, size: number) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let after: string | null = null;
  let size = FIRST_PAGE_DAYS;
  while (!signal.aborted) {
    const rows = await readPage(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1].day;
    size = nextPageSize(size);
  }
}
