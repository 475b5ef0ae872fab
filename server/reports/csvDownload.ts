// Writing a CSV report to the response as it is read (DESIGN.md section 5): csv-stringify quotes as RFC 4180 says and
// escapes cells a spreadsheet would run as formulas ('=', '+', '-', '@', tab, carriage return: prefixed with a quote).
// The header goes out with the first rows, so a refusal found before them is still a plain error answer.
import { once } from 'node:events';
import type http from 'node:http';
import { stringify } from 'csv-stringify';

export interface CsvColumn<Row> {
  header: string;
  value(row: Row): string | number | null;
}

/** `attachment` with the name as ASCII (anything else replaced) and as UTF-8 (RFC 6266), for a name with any characters. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function streamCsv<Row>(
  response: http.ServerResponse,
  fileName: string,
  columns: ReadonlyArray<CsvColumn<Row>>,
  batches: AsyncIterable<Row[]>,
): Promise<void> {
  const csv = stringify({ header: true, columns: columns.map((column) => column.header), escape_formulas: true, record_delimiter: '\r\n' });
  let started = false;
  const start = () => {
    started = true;
    response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': attachmentDisposition(fileName), 'cache-control': 'no-store' });
    csv.pipe(response);
  };
  try {
    for await (const rows of batches) {
      if (!started) start();
      for (const row of rows) {
        if (!csv.write(columns.map((column) => column.value(row) ?? ''))) await once(csv, 'drain');
      }
    }
    if (!started) start();
    csv.end();
    await once(response, 'finish');
  } catch (error) {
    // Once rows have gone out the only honest answer left is a cut connection: the download fails rather than ends short.
    if (started) {
      response.destroy();
      return;
    }
    throw error;
  }
}
