// Writing a CSV report to the response as it is read (DESIGN.md section 5): csv-stringify quotes as RFC 4180 says and
// escapes cells a spreadsheet would run as formulas ('=', '+', '-', '@', tab, carriage return: prefixed with a quote).
// The header goes out with the first rows, so a refusal found before them is still a plain error answer. Rows are
// written as the response drains (backpressure); a client that goes away aborts the wait and ends the reading.
import { once } from 'node:events';
import type http from 'node:http';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { stringify, type Stringifier } from 'csv-stringify';

export interface CsvColumn<Row> {
  header: string;
  value(row: Row): string | number | null;
}

/** `attachment` with the name as ASCII (anything else replaced) and as UTF-8 (RFC 6266), for a name with any characters. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The one CSV dialect of every report (a file of its own or a ZIP's entry): header row, CRLF, formula cells escaped,
 * and a cell holding a lone LF or CR quoted as one holding CRLF is (csv-stringify stops doing that once the record
 * delimiter is set, which would split the record for every reader; PostgreSQL's COPY quotes them too).
 */
export const CSV_OPTIONS = { escape_formulas: true, record_delimiter: '\r\n', quote_record_delimiter: true } as const;

export function csvStringifier<Row>(columns: ReadonlyArray<CsvColumn<Row>>): Stringifier {
  return stringify({ header: true, columns: columns.map((column) => column.header), ...CSV_OPTIONS });
}

/** What the CSV writer's output is gathered into before it goes on: a socket write or a deflate call per chunk, not per row. */
const CHUNK_BYTES = 64 * 1024;

/**
 * csv-stringify emits one small chunk per record; written one by one, each is a socket write, or for a ZIP entry one
 * round trip to zlib's thread pool, which cost more than the row itself. This gathers them into CHUNK_BYTES chunks
 * (the last one flushed at the end) and keeps the pipe's backpressure.
 */
export class ChunkGatherer extends Transform {
  private chunks: Buffer[] = [];
  private size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    if (this.size >= CHUNK_BYTES) this.release();
    callback();
  }

  override _flush(callback: TransformCallback): void {
    if (this.size > 0) this.release();
    callback();
  }

  private release(): void {
    this.push(this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.size));
    this.chunks = [];
    this.size = 0;
  }
}

/** A row's cells as the file writes them before escaping: an empty value is an empty cell (the preview shows these). */
export function csvCells<Row>(columns: ReadonlyArray<CsvColumn<Row>>, row: Row): string[] {
  return columns.map((column) => {
    const value = column.value(row);
    return value === null || value === undefined ? '' : String(value);
  });
}

/** Writes every batch's rows into `csv`, waiting for it to drain; stops (AbortError) when `signal` aborts. */
export async function writeCsvRows<Row>(
  csv: Stringifier,
  columns: ReadonlyArray<CsvColumn<Row>>,
  batches: AsyncIterable<Row[]>,
  signal: AbortSignal,
  onFirstBatch?: () => void,
): Promise<void> {
  let first = true;
  for await (const rows of batches) {
    signal.throwIfAborted();
    if (first) onFirstBatch?.();
    first = false;
    for (const row of rows) {
      if (!csv.write(csvCells(columns, row))) await once(csv, 'drain', { signal });
    }
  }
  if (first) onFirstBatch?.();
}

/**
 * `copied` (csvCopy.ts, a PostgreSQL server) is the whole CSV already written, piped to the response as it drains;
 * otherwise the batches' rows are written by csv-stringify.
 */
export async function streamCsv<Row>(
  response: http.ServerResponse,
  fileName: string,
  columns: ReadonlyArray<CsvColumn<Row>>,
  batches: AsyncIterable<Row[]>,
  signal: AbortSignal = new AbortController().signal,
  copied?: () => Promise<Readable>,
): Promise<void> {
  const csv = csvStringifier(columns);
  let started = false;
  const head = () =>
    response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': attachmentDisposition(fileName), 'cache-control': 'no-store' });
  const start = () => {
    started = true;
    head();
    csv.pipe(new ChunkGatherer()).pipe(response);
  };
  try {
    if (copied) {
      const body = await copied();
      started = true;
      head();
      // Ends (and so ends the COPY) when the response closes early or the signal aborts.
      await pipeline(body, response, { signal });
      return;
    }
    await writeCsvRows(csv, columns, batches, signal, start);
    csv.end();
    await finished(response);
  } catch (error) {
    // Once rows have gone out the only honest answer left is a cut connection: the download fails rather than ends short.
    if (started) {
      response.destroy();
      return;
    }
    throw error;
  }
}
