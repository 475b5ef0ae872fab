// Reading report downloads in API tests: GET /api/reports/{key}?{query} with a Bearer token, the CSV parsed as
// csv-stringify writes it, rows as header-keyed records; and a report's chart read straight from its definition.
import { reportDefinitionOf } from '../../server/reports/reportRegistry';
import type { ReportChart } from '../../server/reports/reportDefinition';
import type { TestApp } from '../support/testApp';

export function reportDownloader(t: () => TestApp, tokens: Record<string, string>) {
  return (path: string, role?: string) => fetch(`${t().url}/api/reports/${path}`, { headers: role ? { authorization: `Bearer ${tokens[role]}` } : {} });
}

/** RFC 4180 as csv-stringify writes it: quoted cells with doubled quotes, CRLF between records. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      cell += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      records.push([...record, cell]);
      record = [];
      cell = '';
      index += 1;
    } else {
      cell += char;
    }
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}

/** The header row and each row as a record keyed by the header's names. */
export async function csvRecords(response: Response): Promise<{ header: string[]; records: Record<string, string>[] }> {
  const [header = [], ...rows] = parseCsv(await response.text());
  return { header, records: rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]]))) };
}

/** A report's chart for a query string, as the tab's preview asks its definition. */
export async function reportChart(t: TestApp, key: string, query: string, viewerId: number): Promise<ReportChart | null> {
  const definition = reportDefinitionOf(key);
  if (!definition?.chart) throw new Error(`No chart for ${key}`);
  const ctx = { db: t.db, signal: new AbortController().signal, viewerId };
  return definition.chart(ctx, await definition.parseInput(ctx, new URLSearchParams(query), undefined));
}
