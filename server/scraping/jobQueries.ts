// Reads of scraping jobs for the task page and the menu (spec 2, section 7, "Menu and scraping queries"): a job row as
// the API answers it (HtmlMenuScrapingJob), the run report with signed URLs of the HTML and screenshot kept per error
// cause, the stored response, the report file's URL. The rows are written by the job worker (server/jobs/).
import type { Queryable } from '../db/database';
import { isValidFileAddress, type FileStore } from '../files/fileStore';
import { toGlobalId } from '../graphql/globalIds';
import { SCRAPING_FILES_BUCKET } from '../files/scrapingFiles';
import type { ScrapingScreenshotRecord } from './debug/renderScreenshots';
import type { ChangeCounts, RunReport, ScrapingStatus } from './types';

export interface ScrapingJobRow {
  id: number;
  kind: string;
  menu_id: number | null;
  status: 'IN_PROGRESS' | 'COMPLETED' | 'ABORTED' | 'FAILED';
  scraping_status: ScrapingStatus | null;
  reason: string;
  is_debug_mode: boolean;
  is_rerun: boolean;
  scraping_engine: string | null;
  instructions_version: number | null;
  comment: string | null;
  requested_by_id: number | null;
  attempts: number;
  started_date: Date | string | null;
  finished_date: Date | string | null;
  duration_ms: number | null;
  messages: string[];
  exceptions: string[];
  flags: string[];
  analysis: unknown;
  menu_annotations: unknown;
  change_counts: { menuTitles?: ChangeCounts; dishes?: ChangeCounts } | null;
  report: RunReport | null;
  scraped_menu_title_count: number | null;
  scraped_dish_count: number | null;
  response_file_key: string | null;
  report_file_key: string | null;
  /** Debug mode's screenshots (migration 013); null otherwise. */
  screenshots: ScrapingScreenshotRecord[] | null;
  created_date: Date | string;
}

const JOB_COLUMNS = `id, kind, menu_id, status, scraping_status, reason, is_debug_mode, is_rerun, scraping_engine, instructions_version,
  comment, requested_by_id, attempts, started_date, finished_date, duration_ms, messages, exceptions, flags, analysis, menu_annotations,
  change_counts, report, scraped_menu_title_count, scraped_dish_count, response_file_key, report_file_key, screenshots, created_date`;

export async function findHtmlScrapingJob(db: Queryable, id: number): Promise<ScrapingJobRow | null> {
  const rows = await db.query<ScrapingJobRow>(`SELECT ${JOB_COLUMNS} FROM scraping_jobs WHERE id = $1 AND kind = 'HTML_SCRAPING'`, [id]);
  return rows[0] ?? null;
}

/** The menu's finished HTML jobs, newest first: the scraping responses history (and, reason RESCRAPE, the rescraping comments). */
export function completedHtmlScrapingJobs(db: Queryable, menuId: number): Promise<ScrapingJobRow[]> {
  return db.query<ScrapingJobRow>(
    `SELECT ${JOB_COLUMNS} FROM scraping_jobs WHERE menu_id = $1 AND kind = 'HTML_SCRAPING' AND status <> 'IN_PROGRESS' ORDER BY id DESC LIMIT 200`,
    [menuId],
  );
}

/** Each menu's newest HTML job (queued, running or finished), for Menu.htmlMenuScrapingJob through a loader. */
export async function latestHtmlScrapingJobsOfMenus(db: Queryable, menuIds: readonly number[]): Promise<Map<number, ScrapingJobRow>> {
  if (!menuIds.length) return new Map();
  const rows = await db.query<ScrapingJobRow>(
    `SELECT DISTINCT ON (menu_id) ${JOB_COLUMNS} FROM scraping_jobs
      WHERE menu_id = ANY($1::int[]) AND kind = 'HTML_SCRAPING' ORDER BY menu_id, id DESC`,
    [[...new Set(menuIds)]],
  );
  return new Map(rows.map((row) => [row.menu_id!, row]));
}

/** The menus among these with a scrape queued or running now (a job is IN_PROGRESS from the moment it is scheduled). */
export async function menusWithScrapeRunning(db: Queryable, menuIds: readonly number[]): Promise<Set<number>> {
  if (!menuIds.length) return new Set();
  const rows = await db.query<{ menu_id: number }>(
    `SELECT DISTINCT menu_id FROM scraping_jobs WHERE menu_id = ANY($1::int[]) AND status = 'IN_PROGRESS' AND kind IN ('HTML_SCRAPING', 'DOCUMENT_SCRAPING', 'DOCUMENT_CRAWLING')`,
    [[...new Set(menuIds)]],
  );
  return new Set(rows.map((row) => row.menu_id));
}

/** The newest job of the menu that has a finished run: the one whose report and response the task page offers. */
export async function latestFinishedJobOfMenu(db: Queryable, menuId: number): Promise<ScrapingJobRow | null> {
  const rows = await db.query<ScrapingJobRow>(
    `SELECT ${JOB_COLUMNS} FROM scraping_jobs WHERE menu_id = $1 AND kind IN ('HTML_SCRAPING', 'DOCUMENT_SCRAPING') AND status <> 'IN_PROGRESS'
      ORDER BY id DESC LIMIT 1`,
    [menuId],
  );
  return rows[0] ?? null;
}

/**
 * A job as HtmlMenuScrapingJob: every field but requestedBy and report, resolved from requestedById and runReport (a
 * user lookup, signed URLs) only when asked for.
 */
export function htmlJobView(row: ScrapingJobRow) {
  return {
    id: toGlobalId('HtmlMenuScrapingJob', row.id),
    databaseId: row.id,
    menuId: row.menu_id,
    status: row.status,
    scrapingStatus: row.scraping_status,
    reason: row.reason,
    comment: row.comment,
    isDebugMode: row.is_debug_mode,
    isRerun: row.is_rerun,
    instructionsVersion: row.instructions_version,
    attempts: row.attempts,
    startedDate: row.started_date,
    finishedDate: row.finished_date,
    durationMs: row.duration_ms,
    messages: row.messages ?? [],
    exceptions: row.exceptions ?? [],
    flags: row.flags ?? [],
    analysis: row.analysis ?? null,
    menuAnnotations: row.menu_annotations ?? null,
    menuTitleChangeCounts: row.change_counts?.menuTitles ?? null,
    dishChangeCounts: row.change_counts?.dishes ?? null,
    scrapedMenuTitleCount: row.scraped_menu_title_count,
    scrapedDishCount: row.scraped_dish_count,
    createdDate: row.created_date,
    requestedById: row.requested_by_id,
    runReport: row.report,
    screenshots: row.screenshots ?? [],
  };
}
export type HtmlJobView = ReturnType<typeof htmlJobView>;

async function signedScrapingFileUrl(store: FileStore, key: string | null | undefined): Promise<string | null> {
  return key && isValidFileAddress(SCRAPING_FILES_BUCKET, key) ? store.signedUrl(SCRAPING_FILES_BUCKET, key) : null;
}

/** The run report as ScrapingRunReport: the file keys kept per error cause become signed, expiring URLs. */
export async function signedRunReport(store: FileStore, report: RunReport | null) {
  if (!report) return null;
  return {
    pages: report.pages ?? [],
    retries: report.retries ?? 0,
    durationMs: report.durationMs ?? 0,
    errors: await Promise.all(
      (report.errors ?? []).map(async (group) => ({
        cause: group.cause,
        message: group.message,
        count: group.count,
        urls: group.urls,
        htmlUrl: await signedScrapingFileUrl(store, group.htmlFileKey),
        screenshotUrl: await signedScrapingFileUrl(store, group.screenshotFileKey),
      })),
    ),
  };
}

/** What the job found, as stored (JSON), or null when it stored nothing (or the file is gone). */
export async function storedScrapingResponse(store: FileStore, row: ScrapingJobRow): Promise<unknown> {
  if (!row.response_file_key || !isValidFileAddress(SCRAPING_FILES_BUCKET, row.response_file_key)) return null;
  const body = await store.get(SCRAPING_FILES_BUCKET, row.response_file_key);
  if (!body) return null;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}

/** Signed URL of the report file of the menu's newest finished job; null when it has none. */
export async function menuScrapingReportUrl(db: Queryable, store: FileStore, menuId: number): Promise<string | null> {
  const job = await latestFinishedJobOfMenu(db, menuId);
  return signedScrapingFileUrl(store, job?.report_file_key);
}

/**
 * A screenshot or kept page of a scraping run: only files of the scraping bucket are signed here (this query must not
 * become a way to sign any file of the store).
 */
export async function scrapingScreenshotUrl(store: FileStore, bucketName: string, fileKey: string): Promise<string | null> {
  if (bucketName !== SCRAPING_FILES_BUCKET) return null;
  return signedScrapingFileUrl(store, fileKey);
}
