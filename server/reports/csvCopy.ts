// The PostgreSQL server's route for a CSV report's rows (DESIGN.md section 5; docs/reports.md, "One path for every
// download"): the report's SELECT run as `COPY (...) TO STDOUT WITH (FORMAT csv)`, so the server writes the CSV and Node
// only passes bytes on, instead of parsing rows into objects and writing them back out with csv-stringify (the ceiling
// of the keyset route, about 70,000 rows/s). The file is byte for byte the one csv-stringify writes (the PGlite route
// and the preview): the same header line (written by csv-stringify here), formula cells escaped in SQL the way
// csv-stringify's escape_formulas does, an empty value an unquoted empty cell, PostgreSQL's quoting (a cell holding a
// comma, a quote, CR or LF) being csv-stringify's, and PostgreSQL's LF record ends turned into CRLF.
import { pipeline, type Readable, Transform, type TransformCallback } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import { CSV_OPTIONS, type CsvColumn } from './csvDownload';

/** A report's rows as one SELECT: its columns are the file's cells in the file's order ($1... are `params`). */
export interface CopyQuery {
  sql: string;
  params: readonly unknown[];
  /**
   * Positions (from 0) of the cells that are never an empty string nor start with a formula character (ids, dates,
   * the product's own constants): written as they are, without the escape's per-cell cost.
   */
  plainCells?: readonly number[];
}

export type CopyOut = (statement: string) => Promise<Readable>;

/** A parameter as an SQL literal (COPY takes no bind parameters): pg's own text form of it, quoted. */
export function sqlLiteral(value: unknown): string {
  // pg's utils are exported but not in its types: prepareValue is how pg sends a parameter (arrays as '{...}', Dates ISO).
  const { utils } = pg as unknown as { utils: { prepareValue(value: unknown): string | null } };
  const text = utils.prepareValue(value);
  return text === null || text === undefined ? 'NULL' : pg.escapeLiteral(String(text));
}

/** The characters csv-stringify's escape_formulas prefixes with a quote: = + - @ tab CR and the full-width = + - @. */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'].map((char) => char.codePointAt(0));

/** A cell as csv-stringify writes it before quoting: a formula escaped, an empty value NULL (COPY quotes '' as ""). */
const cellSql = (column: string) =>
  `CASE WHEN ascii(${column}) IN (${FORMULA_STARTS.join(', ')}) THEN '''' || ${column} ELSE NULLIF(${column}, '') END`;

/**
 * The COPY statement of a query with `columnCount` columns. The query is fenced (OFFSET 0) so each cell is computed
 * once, not once per reference in its escape.
 */
export function copyStatement(query: CopyQuery, columnCount: number): string {
  const sql = query.sql.replace(/\$(\d+)/g, (_match, index: string) => {
    const position = Number(index);
    if (position < 1 || position > query.params.length) throw new Error(`COPY query: no parameter $${index}`);
    return sqlLiteral(query.params[position - 1]);
  });
  const names = Array.from({ length: columnCount }, (_, index) => `c${index + 1}`);
  const plain = new Set(query.plainCells ?? []);
  const cells = names.map((name, index) => (plain.has(index) ? `cells.${name}` : cellSql(`cells.${name}::text`))).join(', ');
  return `COPY (SELECT ${cells} FROM ((${sql}) OFFSET 0) AS cells(${names.join(', ')})) TO STDOUT WITH (FORMAT csv)`;
}

const QUOTE = 0x22;
const LF = 0x0a;

/**
 * PostgreSQL ends each record with LF; the reports' dialect ends them with CRLF. An LF inside a quoted cell is the
 * cell's own and stays; quotes are tracked across chunks (a doubled quote toggles twice, so it changes nothing).
 */
export class CrlfRecords extends Transform {
  private quoted = false;

  constructor(first: Buffer) {
    super();
    this.push(first);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const ends: number[] = [];
    let quoted = this.quoted;
    for (let index = 0; index < chunk.length; index += 1) {
      const byte = chunk[index];
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LF && !quoted) ends.push(index);
    }
    this.quoted = quoted;
    if (ends.length === 0) return callback(null, chunk);
    const output = Buffer.allocUnsafe(chunk.length + ends.length);
    let from = 0;
    let written = 0;
    for (const end of ends) {
      written += chunk.copy(output, written, from, end);
      output[written++] = 0x0d;
      output[written++] = LF;
      from = end + 1;
    }
    chunk.copy(output, written, from);
    callback(null, output);
  }
}

/**
 * The report's CSV (header line, then the rows as the server writes them) read through COPY. Destroying the stream
 * (the client went away) destroys the COPY's, which closes its connection and so ends the statement.
 */
export async function copyCsv<Row>(copyOut: CopyOut, columns: ReadonlyArray<CsvColumn<Row>>, query: CopyQuery): Promise<Readable> {
  const header = stringify([columns.map((column) => column.header)], CSV_OPTIONS);
  const rows = await copyOut(copyStatement(query, columns.length));
  const csv = new CrlfRecords(Buffer.from(header));
  pipeline(rows, csv, () => {});
  return csv;
}
