// Reads of document menus for the task page and the menu (spec 2, sections 3 and 7): the files a crawl found, as
// MenuDocumentFile (the file's URL signed only when asked for); the document scraping jobs as DocumentMenuScrapingJob with
// their discrepancy counts; the crawls as MenuCrawlingJob. The rows are written by the job workers (server/jobs/).
import type { Queryable } from '../db/database';
import { toGlobalId } from '../graphql/globalIds';
import type { DocumentDiscrepancy } from './documents/types';
import type { ScrapingJobRow } from './jobQueries';

export interface MenuDocumentFileRow {
  id: number;
  menu_id: number;
  source_url: string;
  file_name: string;
  file_bucket_name: string;
  file_key: string;
  content_type: string;
  byte_size: number;
  is_selected: boolean;
  file_inherited_category: string | null;
  file_category: string | null;
  file_prediction_category: string | null;
  file_inherited_title: string | null;
  file_title: string | null;
  file_prediction_title: string | null;
  file_prediction_menu_score: number | null;
  file_prediction_dish_count: number | null;
  file_prediction_rationale: string | null;
  file_text: string | null;
}

const FILE_COLUMNS = `id, menu_id, source_url, file_name, file_bucket_name, file_key, content_type, byte_size, is_selected, file_inherited_category,
  file_category, file_prediction_category, file_inherited_title, file_title, file_prediction_title, file_prediction_menu_score,
  file_prediction_dish_count, file_prediction_rationale, file_text`;

/** Each menu's live files, in the order found (the crawl inserts them so). */
export async function documentFilesOfMenus(db: Queryable, menuIds: readonly number[]): Promise<Map<number, MenuDocumentFileRow[]>> {
  const files = new Map<number, MenuDocumentFileRow[]>();
  if (!menuIds.length) return files;
  const rows = await db.query<MenuDocumentFileRow>(
    `SELECT ${FILE_COLUMNS} FROM menu_document_files WHERE menu_id = ANY($1::int[]) AND NOT is_deleted ORDER BY menu_id, id`,
    [[...new Set(menuIds)]],
  );
  for (const row of rows) files.set(row.menu_id, [...(files.get(row.menu_id) ?? []), row]);
  return files;
}

export async function findMenuDocumentFile(db: Queryable, id: number): Promise<MenuDocumentFileRow | null> {
  const rows = await db.query<MenuDocumentFileRow>(`SELECT ${FILE_COLUMNS} FROM menu_document_files WHERE id = $1 AND NOT is_deleted`, [id]);
  return rows[0] ?? null;
}

/** Whether (bucket, key) is a live file of some menu: the only files Query.menuDocumentFileUrl signs. */
export async function isMenuDocumentFile(db: Queryable, bucketName: string, fileKey: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM menu_document_files WHERE file_bucket_name = $1 AND file_key = $2 AND NOT is_deleted LIMIT 1', [bucketName, fileKey]);
  return rows.length > 0;
}

/** MenuDocumentFile's fields but url, which the type resolver signs from fileBucketName and fileKey. */
export function menuDocumentFileView(row: MenuDocumentFileRow) {
  return {
    id: toGlobalId('MenuDocumentFile', row.id),
    databaseId: row.id,
    menuId: row.menu_id,
    fileName: row.file_name,
    fileBucketName: row.file_bucket_name,
    fileKey: row.file_key,
    sourceUrl: row.source_url,
    contentType: row.content_type,
    byteSize: row.byte_size,
    isSelected: row.is_selected,
    fileInheritedCategory: row.file_inherited_category,
    fileCategory: row.file_category,
    filePredictionCategory: row.file_prediction_category,
    fileInheritedTitle: row.file_inherited_title,
    fileTitle: row.file_title,
    filePredictionTitle: row.file_prediction_title,
    filePredictionMenuScore: row.file_prediction_menu_score,
    filePredictionDishCount: row.file_prediction_dish_count,
    filePredictionRationale: row.file_prediction_rationale,
    fileText: row.file_text,
  };
}
export type MenuDocumentFileView = ReturnType<typeof menuDocumentFileView>;

/** A document job or a crawl: the HTML job's row with the columns of migration 013. */
export interface DocumentJobRow extends ScrapingJobRow {
  use_fallback_settings: boolean;
  discrepancies: DocumentDiscrepancy[] | null;
}

const JOB_COLUMNS = `id, kind, menu_id, status, scraping_status, reason, is_debug_mode, is_rerun, scraping_engine, instructions_version,
  comment, requested_by_id, attempts, started_date, finished_date, duration_ms, messages, exceptions, flags, analysis, menu_annotations,
  change_counts, report, scraped_menu_title_count, scraped_dish_count, response_file_key, report_file_key, created_date,
  use_fallback_settings, discrepancies`;

type DocumentJobKind = 'DOCUMENT_SCRAPING' | 'DOCUMENT_CRAWLING';

export async function findDocumentJob(db: Queryable, kind: DocumentJobKind, id: number): Promise<DocumentJobRow | null> {
  const rows = await db.query<DocumentJobRow>(`SELECT ${JOB_COLUMNS} FROM scraping_jobs WHERE id = $1 AND kind = $2`, [id, kind]);
  return rows[0] ?? null;
}

/** The menu's finished document scraping jobs, newest first. */
export function completedDocumentScrapingJobs(db: Queryable, menuId: number): Promise<DocumentJobRow[]> {
  return db.query<DocumentJobRow>(
    `SELECT ${JOB_COLUMNS} FROM scraping_jobs WHERE menu_id = $1 AND kind = 'DOCUMENT_SCRAPING' AND status <> 'IN_PROGRESS' ORDER BY id DESC LIMIT 200`,
    [menuId],
  );
}

/** Each menu's newest job of the kind (queued, running or finished). */
export async function latestDocumentJobsOfMenus(db: Queryable, kind: DocumentJobKind, menuIds: readonly number[]): Promise<Map<number, DocumentJobRow>> {
  if (!menuIds.length) return new Map();
  const rows = await db.query<DocumentJobRow>(
    `SELECT DISTINCT ON (menu_id) ${JOB_COLUMNS} FROM scraping_jobs WHERE menu_id = ANY($1::int[]) AND kind = $2 ORDER BY menu_id, id DESC`,
    [[...new Set(menuIds)], kind],
  );
  return new Map(rows.map((row) => [row.menu_id!, row]));
}

const countOf = (discrepancies: readonly DocumentDiscrepancy[], level: DocumentDiscrepancy['impactLevel']) =>
  discrepancies.filter((discrepancy) => discrepancy.impactLevel === level).length;

/** A job as DocumentMenuScrapingJob (requestedBy resolved from requestedById when asked for). */
export function documentJobView(row: DocumentJobRow) {
  const discrepancies = row.discrepancies ?? [];
  return {
    id: toGlobalId('DocumentMenuScrapingJob', row.id),
    databaseId: row.id,
    menuId: row.menu_id,
    status: row.status,
    scrapingStatus: row.scraping_status,
    scrapingReason: row.reason,
    scrapingEngine: row.scraping_engine ?? 'MULTI_FORMAT',
    scrapedMenuTitleCount: row.scraped_menu_title_count,
    scrapedDishCount: row.scraped_dish_count,
    highDiscrepancyCount: countOf(discrepancies, 'HIGH'),
    mediumDiscrepancyCount: countOf(discrepancies, 'MEDIUM'),
    lowDiscrepancyCount: countOf(discrepancies, 'LOW'),
    discrepancies: discrepancies.map((discrepancy) => ({ ...discrepancy, description: discrepancy.description ?? null })),
    messages: row.messages ?? [],
    exceptions: row.exceptions ?? [],
    menuTitleChangeCounts: row.change_counts?.menuTitles ?? null,
    dishChangeCounts: row.change_counts?.dishes ?? null,
    startedDate: row.started_date,
    finishedDate: row.finished_date,
    durationMs: row.duration_ms,
    createdDate: row.created_date,
    requestedById: row.requested_by_id,
  };
}
export type DocumentJobView = ReturnType<typeof documentJobView>;

/** A crawl as MenuCrawlingJob (its report signed when asked for). */
export function crawlJobView(row: DocumentJobRow) {
  const analysis = row.analysis as { filesFound?: number } | null;
  return {
    id: toGlobalId('MenuCrawlingJob', row.id),
    databaseId: row.id,
    crawlingStatus: row.status,
    useFallbackSettings: row.use_fallback_settings,
    filesFound: typeof analysis?.filesFound === 'number' ? analysis.filesFound : null,
    messages: row.messages ?? [],
    exceptions: row.exceptions ?? [],
    durationMs: row.duration_ms,
    createdDate: row.created_date,
    finishedDate: row.finished_date,
    runReport: row.report,
  };
}
export type CrawlJobView = ReturnType<typeof crawlJobView>;
