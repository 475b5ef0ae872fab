// What the scraping reports share (scraping-engine, scraping-issue, scraping-attempts, scraping-verification,
// changed-menu-urls, counts, menus-having-allergens; docs/reports.md): reading pages by a key until a short page or the
// client leaves, the people-and-dates inputs, how a run's report names its errors, and a chart's series from grouped rows.
import { USERS_AND_DATES_SCHEMA } from '../../domain/reportInputs';
import type { ReportChartSeries, ReportContext } from './reportDefinition';
import { findReportUsers, parseReportInput, type ReportUser } from './taskReportsShared';

/** The first page is small: a tab's preview needs 20 rows, and the download's first bytes go out sooner. */
export const FIRST_PAGE_SIZE = 100;

/**
 * Pages read one after the other, each after the last row's key, until a page comes back short; stops between pages
 * once the client is gone. The first page asks for FIRST_PAGE_SIZE rows (or fewer), the others for `pageSize`.
 * `readPage` answers the rows it read (for the key) and the rows to write (some reports read more than they write:
 * menus without allergens are read, then left out).
 */
export async function* keysetPages<Row, Key>(
  ctx: ReportContext,
  first: Key,
  pageSize: number,
  readPage: (after: Key, limit: number) => Promise<{ read: Row[]; rows?: Row[] }>,
  keyOf: (row: Row) => Key,
): AsyncGenerator<Row[]> {
  let after = first;
  let limit = Math.min(pageSize, FIRST_PAGE_SIZE);
  for (;;) {
    if (ctx.signal.aborted) return;
    const { read, rows = read } = await readPage(after, limit);
    if (rows.length > 0) yield rows;
    if (read.length < limit) return;
    after = keyOf(read[read.length - 1]);
    limit = pageSize;
  }
}

export interface PeopleAndDates {
  users: ReportUser[];
  startDate: string;
  endDate: string;
  includeAllAttempts: boolean;
}

/** userIds, startDate, endDate (and includeAllAttempts): checked with the spec's messages; every person must exist. */
export async function parsePeopleAndDates(ctx: ReportContext, query: URLSearchParams): Promise<PeopleAndDates> {
  const input = parseReportInput(USERS_AND_DATES_SCHEMA, query);
  const users = await findReportUsers(ctx.db, input.userIds as string[]);
  return { users, startDate: input.startDate, endDate: input.endDate, includeAllAttempts: input.includeAllAttempts };
}

/** A run's error groups as 'HTTP_ERROR (2); ROBOTS_DISALLOWED (1)' (RunReport.errors, server/scraping/types.ts). */
export const RUN_ERROR_CAUSES_SQL = (job: string) =>
  `(SELECT string_agg((g->>'cause') || ' (' || coalesce(g->>'count', '1') || ')', '; ')
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${job}.report->'errors') = 'array' THEN ${job}.report->'errors' ELSE '[]'::jsonb END) g)`;

/** The site refused us: robots.txt said no, or a page answered 401, 403 or 429. */
export const RUN_BLOCKED_SQL = (job: string) =>
  `(EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${job}.report->'errors') = 'array' THEN ${job}.report->'errors' ELSE '[]'::jsonb END) g
             WHERE g->>'cause' = 'ROBOTS_DISALLOWED')
    OR EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${job}.report->'pages') = 'array' THEN ${job}.report->'pages' ELSE '[]'::jsonb END) p
             WHERE p->>'statusCode' IN ('401', '403', '429')))`;

/** A run's messages and exceptions as one cell, capped (a broken run can log thousands). */
export const RUN_MESSAGES_SQL = (job: string) => `left(array_to_string(${job}.messages || ${job}.exceptions, '; '), 2000)`;

/** The outcome of a run as people read it: its scraping status once it has one, else the job's status. */
export const RUN_OUTCOME_SQL = (job: string) =>
  `CASE WHEN ${job}.scraping_status IS NOT NULL THEN ${job}.scraping_status ELSE ${job}.status END`;
export const RUN_OUTCOMES = ['SUCCESS', 'PARTIAL_SUCCESS', 'ERROR', 'FAILED', 'ABORTED', 'IN_PROGRESS', 'COMPLETED'] as const;

/** The runs a person asks for and the engine performs (probes and sessions are the cluster screens'). */
export const PERSON_RUN_KINDS_SQL = `('HTML_SCRAPING', 'DOCUMENT_SCRAPING', 'DOCUMENT_CRAWLING')`;

/**
 * Series for a chart from grouped rows (x, series, y): every series gets a point at every x (0 where it had none), x in
 * the order given or first seen, series in `order` first, then as seen.
 */
export function seriesOf(rows: ReadonlyArray<{ x: string; series: string; y: number | string }>, order: readonly string[] = [], xs?: readonly string[]): ReportChartSeries[] {
  const xOrder = xs ? [...xs] : [...new Set(rows.map((row) => row.x))];
  const names = [...order.filter((name) => rows.some((row) => row.series === name)), ...new Set(rows.map((row) => row.series).filter((name) => !order.includes(name)))];
  return names.map((name) => ({
    name,
    points: xOrder.map((x) => ({ x, y: rows.filter((row) => row.series === name && row.x === x).reduce((sum, row) => sum + Number(row.y), 0) })),
  }));
}

/** A person's CSV name inside a ZIP: their name (characters a file system refuses replaced) and id, so two Alexes differ. */
export function personEntryName(user: ReportUser): string {
  const name = user.name.replace(/[\\/:*?"<>|\x00-\x1f]/g, '_').trim() || 'user';
  return `${name} (${user.id}).csv`;
}
