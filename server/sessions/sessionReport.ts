// A session's report (spec 3, sections 2 and 7; docs/sessions.md, "Report"): a CSV with every menu's outcome, one row per
// job of the session, written to the file store when asked and answered as a signed, expiring URL the page opens in a
// new tab. Written again on each ask, so a report of a session in progress shows it as it is then. Cells are
// written in the one CSV dialect of every report (server/reports/csvDownload.ts: formulas escaped, line breaks quoted). Jobs are read in pages of 1,000 by id.
import { stringify } from 'csv-stringify/sync';
import type { Queryable } from '../db/database';
import type { FileStore } from '../files/fileStore';
import { CSV_OPTIONS, type CsvColumn } from '../reports/csvDownload';
import type { SessionRow } from './sessionRows';

export const SESSION_REPORTS_BUCKET = 'scraping-session-reports';
const PAGE_SIZE = 1000;

export interface SessionReportRow {
  id: number;
  menu_id: number;
  menu_url: string | null;
  brand_name: string | null;
  slot_start: Date | null;
  slot_end: Date | null;
  started_date: Date | null;
  finished_date: Date | null;
  status: string;
  scraping_status: string | null;
  menu_status: string;
  scraped_menu_title_count: number | null;
  scraped_dish_count: number | null;
  template_id: number | null;
  template_version: number | null;
  instructions_version: number | null;
  attempts: number;
  problem: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const SESSION_REPORT_COLUMNS: ReadonlyArray<CsvColumn<SessionReportRow>> = [
  { header: 'Menu ID', value: (row) => row.menu_id },
  { header: 'Menu URL', value: (row) => row.menu_url },
  { header: 'Brand', value: (row) => row.brand_name },
  { header: 'Job ID', value: (row) => row.id },
  { header: 'Slot start', value: (row) => iso(row.slot_start) },
  { header: 'Slot end', value: (row) => iso(row.slot_end) },
  { header: 'Started', value: (row) => iso(row.started_date) },
  { header: 'Finished', value: (row) => iso(row.finished_date) },
  { header: 'Job status', value: (row) => row.status },
  { header: 'Scraping status', value: (row) => row.scraping_status },
  { header: 'Menu status', value: (row) => row.menu_status },
  { header: 'Menu titles', value: (row) => row.scraped_menu_title_count },
  { header: 'Dishes', value: (row) => row.scraped_dish_count },
  { header: 'Template ID', value: (row) => row.template_id },
  { header: 'Template version', value: (row) => row.template_version },
  { header: 'Menu instructions version', value: (row) => (row.template_id === null ? row.instructions_version : null) },
  { header: 'Attempts', value: (row) => row.attempts },
  { header: 'Problem', value: (row) => row.problem },
];

async function* sessionJobs(db: Queryable, sessionId: number): AsyncIterable<SessionReportRow[]> {
  let after = 0;
  for (;;) {
    const rows = await db.query<SessionReportRow>(
      `SELECT j.id, j.menu_id, m.url AS menu_url, b.name AS brand_name, j.slot_start, j.slot_end, j.started_date, j.finished_date, j.status,
              j.scraping_status, m.status AS menu_status, j.scraped_menu_title_count, j.scraped_dish_count, j.menu_scraping_template_id AS template_id,
              j.template_version, j.instructions_version, j.attempts,
              COALESCE(j.exceptions[cardinality(j.exceptions)], CASE WHEN j.scraping_status = 'ERROR' THEN j.messages[1] END) AS problem
         FROM scraping_jobs j JOIN menus m ON m.id = j.menu_id LEFT JOIN brands b ON b.id = m.brand_id
        WHERE j.html_scraping_session_id = $1 AND j.id > $2 ORDER BY j.id LIMIT ${PAGE_SIZE}`,
      [sessionId, after],
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}

/** Writes the session's report now and answers its signed URL. */
export async function sessionReportUrl(db: Queryable, store: FileStore, session: SessionRow, now = new Date()): Promise<string> {
  const parts: string[] = [stringify([SESSION_REPORT_COLUMNS.map((column) => column.header)], CSV_OPTIONS)];
  for await (const rows of sessionJobs(db, session.id)) {
    parts.push(stringify(rows.map((row) => SESSION_REPORT_COLUMNS.map((column) => column.value(row) ?? '')), CSV_OPTIONS));
  }
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
  const key = `HtmlScrapingSessionReport_${session.id}_${stamp}.csv`;
  await store.put(SESSION_REPORTS_BUCKET, key, Buffer.from(parts.join(''), 'utf8'));
  return store.signedUrl(SESSION_REPORTS_BUCKET, key);
}
