// A report tab's picture before the file (issue 29, "Before the file"; docs/reports.md): the file's first rows, read
// through the same definition the download streams (so they are the file's first rows, checked by the same inputs with
// the same messages), and the report's chart. Only PREVIEW_ROWS + 1 rows are read: the extra one says whether the file
// holds more; leaving the loops ends the definition's readers (their generators return), so no further page is read.
import { forbidden, notFound } from '../graphql/errors';
import { csvCells } from './csvDownload';
import { mayRunReport, type ReportChart, type ReportContext, type ReportDefinition, type ReportFile } from './reportDefinition';
import { reportDefinitionOf } from './reportRegistry';

export const PREVIEW_ROWS = 20;
/** The first column of a ZIP report's preview: which entry (whose file) a row comes from. */
export const ZIP_FILE_COLUMN = 'File';

export interface ReportPreviewResult {
  columns: string[];
  rows: string[][];
  truncated: boolean;
  chart: ReportChart | null;
}

/** 'user' or 'scraping-cluster-menus/12' (the download's path after /api/reports/) as its definition and id; NOT_FOUND otherwise. */
export function previewedReportOf(path: string): { definition: ReportDefinition<unknown>; pathId: string | undefined } {
  const [key, pathId, ...rest] = path.split('/');
  const definition = reportDefinitionOf(key);
  if (!definition || rest.length > 0 || Boolean(definition.takesPathId) !== Boolean(pathId)) throw notFound('Report');
  return { definition, pathId: pathId || undefined };
}

async function firstRows(file: ReportFile): Promise<Omit<ReportPreviewResult, 'chart'>> {
  const rows: string[][] = [];
  if (file.kind === 'csv') {
    const columns = file.columns.map((column) => column.header);
    for await (const batch of file.batches) {
      for (const row of batch) {
        if (rows.length === PREVIEW_ROWS) return { columns, rows, truncated: true };
        rows.push(csvCells(file.columns, row));
      }
    }
    return { columns, rows, truncated: false };
  }
  let columns: string[] | null = null;
  for await (const entry of file.entries) {
    columns ??= [ZIP_FILE_COLUMN, ...entry.columns.map((column) => column.header)];
    for await (const batch of entry.batches) {
      for (const row of batch) {
        if (rows.length === PREVIEW_ROWS) return { columns, rows, truncated: true };
        rows.push([entry.name, ...csvCells(entry.columns, row)]);
      }
    }
  }
  return { columns: columns ?? [ZIP_FILE_COLUMN], rows, truncated: false };
}

/**
 * The preview of the report at `path` for a query string, for a viewer holding `permissions`: FORBIDDEN without the
 * report's permission, the definition's VALIDATION or NOT_FOUND errors for its inputs.
 */
export async function reportPreview(ctx: ReportContext, permissions: readonly string[], path: string, queryString: string): Promise<ReportPreviewResult> {
  const { definition, pathId } = previewedReportOf(path);
  if (!mayRunReport(permissions, definition)) throw forbidden();
  const input = await definition.parseInput(ctx, new URLSearchParams(queryString.replace(/^\?/, '')), pathId);
  // The chart's aggregate runs while the first rows are read: on a PostgreSQL pool they take two connections, so the
  // preview costs the slower of the two, not their sum (PGlite queues them on its one connection). Rows fail first, as
  // before; a chart that fails after them is then not left unheard.
  const chart = definition.chart ? definition.chart(ctx, input) : Promise.resolve(null);
  chart.catch(() => {});
  const preview = await firstRows(await definition.file(ctx, input));
  return { ...preview, chart: await chart };
}
