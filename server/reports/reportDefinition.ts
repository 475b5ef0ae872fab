// What one report of the Reports area is (spec 3, sections 2, 5, 7 and 9; DESIGN.md section 5, "Reports"): its key
// (the path segment after /api/reports/ and the SPA's /reports/{key} tab), its permission, how it reads its inputs
// from a query string, the file it streams, and the chart its tab shows before the file. The download handler
// (reportDownloads.ts) and the GraphQL preview (reportPreview) both read a report through this one shape, so the
// preview's first rows are the file's first rows and the inputs are checked by the same parser with the same messages.
import type { Queryable } from '../db/database';
import type { CopyQuery } from './csvCopy';
import type { CsvColumn } from './csvDownload';

/** One CSV: its rows arrive in batches read from the database as the response drains (keyset pages or a cursor). */
export interface CsvReportFile<Row = never> {
  kind: 'csv';
  fileName: string;
  columns: ReadonlyArray<CsvColumn<Row>>;
  batches: AsyncIterable<Row[]>;
  /**
   * The same rows as one SELECT of the cells (csvCopy.ts): on a PostgreSQL server the file is streamed by COPY from it,
   * several times faster; `batches` stay the route on PGlite and the preview's.
   */
  copy?: CopyQuery;
}

/** One CSV inside a ZIP (the user and verification reports: one per person). */
export interface ZipReportEntry<Row = never> {
  name: string;
  columns: ReadonlyArray<CsvColumn<Row>>;
  batches: AsyncIterable<Row[]>;
  /** As CsvReportFile's. */
  copy?: CopyQuery;
}

export interface ZipReportFile {
  kind: 'zip';
  fileName: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entries: AsyncIterable<ZipReportEntry<any>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ReportFile = CsvReportFile<any> | ZipReportFile;

export interface ReportChartPoint {
  x: string;
  y: number;
}

export interface ReportChartSeries {
  name: string;
  points: ReportChartPoint[];
}

/** What the tab draws before the file: bars per x (stacked by series) or a line per series. */
export interface ReportChart {
  title: string;
  kind: 'BAR' | 'STACKED_BAR' | 'LINE';
  xLabel: string;
  yLabel: string;
  series: ReportChartSeries[];
}

export interface ReportContext {
  db: Queryable;
  /** Aborted when the client goes away: a report stops reading between batches. */
  signal: AbortSignal;
  /** The viewer's user id (a report about "my" rows; none does today, kept for the audit line). */
  viewerId: number;
}

export interface ReportDefinition<Input = unknown> {
  /** The path segment after /api/reports/ and the tab's key, e.g. 'scraping-engine'. */
  key: string;
  /** e.g. 'report.scraping-engine' (domain/permissions.ts). */
  permission: string;
  /** Permissions that also let a person run it (the platform form's invalid-menus CSV: platform.get). */
  alsoPermittedBy?: readonly string[];
  /** True for the downloads with an id segment (scraping-cluster-menus/{id}): required there, refused (404) elsewhere. */
  takesPathId?: boolean;
  /**
   * The inputs of spec 3 section 7 read from the download's query string (and the preview's, the same string). Throws
   * a VALIDATION AppError (server/graphql/errors.ts) with the spec's message (section 5) for a missing or bad input.
   * `pathId` is the id segment of the downloads that have one (scraping-cluster-menus/{id}).
   */
  parseInput(ctx: ReportContext, query: URLSearchParams, pathId: string | undefined): Promise<Input>;
  /** The file, streamed: nothing is read before the first batch is asked for. */
  file(ctx: ReportContext, input: Input): Promise<ReportFile>;
  /** The tab's chart for these inputs (an aggregate query, not the file's rows); null when the report has none. */
  chart?(ctx: ReportContext, input: Input): Promise<ReportChart | null>;
}

/** Whether a person holding `permissions` may download or preview the report. */
export function mayRunReport(permissions: readonly string[], definition: Pick<ReportDefinition, 'permission' | 'alsoPermittedBy'>): boolean {
  return [definition.permission, ...(definition.alsoPermittedBy ?? [])].some((permission) => permissions.includes(permission));
}
