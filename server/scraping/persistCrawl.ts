// The last stage of a document crawl (PDF and IMAGE menus, issue 12): in one transaction, the files the crawl found
// become the menu's file table, the job gets its outcome, and the menu its status edge (machines/documentCrawlOutcome.ts),
// reopening the scraping task when a recrawl asked for it. Idempotent per job like persistScrape.ts: the job row is
// locked first and a job no longer IN_PROGRESS is left alone.
//
// The file table keeps the scraper's work: a file is one row per (menu, content hash), so the same file found again keeps
// its confirmed category, title and selection (its prediction and text are refreshed). A new file found at the URL of a
// file that had a confirmed category or title replaces it: the new row inherits that category and title
// (fileInheritedCategory, fileInheritedTitle) and the old row is deleted. Files not found again are deleted when nobody
// confirmed anything on them; confirmed ones stay (their bytes are in our store, so a scrape can still read them).
import { decideCrawlOutcome, type CrawlResult } from '../../machines/documentCrawlOutcome';
import type { Database, Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { MENU_DOCUMENT_FILES_BUCKET } from '../files/menuDocumentFiles';
import { recordEvent } from '../history/eventRows';
import { applyTaskEvent } from '../tasks/applyTaskEvent';
import { findTask } from '../tasks/taskRows';
import type { DocumentFilePrediction } from './documents/types';
import type { RunReport } from './types';

/** A crawled file as stored (its bytes are in the files store under fileKey) with what reading and the rules gave. */
export interface StoredCrawledFile {
  sourceUrl: string;
  fileName: string;
  fileKey: string;
  contentType: string;
  byteSize: number;
  contentHash: string;
  text: string | null;
  prediction: DocumentFilePrediction;
}

export interface PersistCrawlInput {
  jobId: number;
  /** Null: the crawl did not run to its end (an exception, or its attempts ran out). */
  files: StoredCrawledFile[] | null;
  messages: string[];
  exceptions: string[];
  report: RunReport | null;
  failure?: string | null;
}

export interface PersistCrawlResult {
  persisted: boolean;
  menuStatus: string | null;
  filesFound: number;
}

interface CrawlJobRow {
  id: number;
  menu_id: number;
  status: string;
  reason: string;
  requested_by_id: number | null;
  started_date: Date | null;
  created_date: Date;
}

interface FileRow {
  id: number;
  source_url: string;
  content_hash: string;
  is_selected: boolean;
  file_category: string | null;
  file_title: string | null;
  is_deleted: boolean;
}

const isConfirmed = (row: FileRow) => row.is_selected || row.file_category !== null || row.file_title !== null;

/** Upserts the found files; answers their row ids in the order found. */
async function writeFiles(tx: Queryable, menuId: number, jobId: number, files: readonly StoredCrawledFile[]): Promise<number[]> {
  const existing = await tx.query<FileRow>(
    'SELECT id, source_url, content_hash, is_selected, file_category, file_title, is_deleted FROM menu_document_files WHERE menu_id = $1 ORDER BY id',
    [menuId],
  );
  const byHash = new Map(existing.map((row) => [row.content_hash, row]));
  const foundHashes = new Set(files.map((file) => file.contentHash));
  const ids: number[] = [];
  for (const file of files) {
    const same = byHash.get(file.contentHash);
    // The file this one replaces: another file, live, confirmed, from the same link.
    const replaced = same ? undefined : existing.find((row) => !row.is_deleted && row.source_url === file.sourceUrl && !foundHashes.has(row.content_hash) && isConfirmed(row));
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO menu_document_files (menu_id, crawling_job_id, source_url, file_name, file_bucket_name, file_key, content_type, byte_size, content_hash,
         file_inherited_category, file_inherited_title, file_prediction_category, file_prediction_title, file_prediction_menu_score,
         file_prediction_dish_count, file_prediction_rationale, file_text)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       ON CONFLICT (menu_id, content_hash) DO UPDATE SET crawling_job_id = EXCLUDED.crawling_job_id, source_url = EXCLUDED.source_url,
         file_name = EXCLUDED.file_name, file_key = EXCLUDED.file_key, content_type = EXCLUDED.content_type, byte_size = EXCLUDED.byte_size,
         file_prediction_category = EXCLUDED.file_prediction_category, file_prediction_title = EXCLUDED.file_prediction_title,
         file_prediction_menu_score = EXCLUDED.file_prediction_menu_score, file_prediction_dish_count = EXCLUDED.file_prediction_dish_count,
         file_prediction_rationale = EXCLUDED.file_prediction_rationale, file_text = COALESCE(EXCLUDED.file_text, menu_document_files.file_text),
         is_deleted = false, modified_date = now()
       RETURNING id`,
      [
        menuId,
        jobId,
        file.sourceUrl,
        file.fileName,
        MENU_DOCUMENT_FILES_BUCKET,
        file.fileKey,
        file.contentType,
        file.byteSize,
        file.contentHash,
        replaced?.file_category ?? null,
        replaced?.file_title ?? null,
        file.prediction.category,
        file.prediction.title,
        file.prediction.menuScore,
        file.prediction.dishCount,
        file.prediction.rationale || null,
        file.text,
      ],
    );
    ids.push(id);
    if (replaced) {
      await tx.query('UPDATE menu_document_files SET is_deleted = true, is_selected = false, modified_date = now() WHERE id = $1', [replaced.id]);
      replaced.is_deleted = true;
    }
  }
  const gone = existing.filter((row) => !row.is_deleted && !foundHashes.has(row.content_hash) && !isConfirmed(row)).map((row) => row.id);
  if (gone.length) await tx.query('UPDATE menu_document_files SET is_deleted = true, modified_date = now() WHERE id = ANY($1::int[])', [gone]);
  return ids;
}

async function reopenScrapingTask(tx: Queryable, menuId: number, reason: 'MENU_SCRAPING' | 'MENU_SCRAPING_ERROR', jobId: number, at: string): Promise<number | null> {
  const rows = await tx.query<{ id: number }>("SELECT id FROM tasks WHERE menu_id = $1 AND type = 'MENU_SCRAPING' ORDER BY id DESC LIMIT 1", [menuId]);
  const task = rows[0] ? await findTask(tx, rows[0].id, { forUpdate: true }) : null;
  // An open task already has its scraper, who sees the files on its page.
  if (!task || task.status !== 'RESOLVED') return null;
  await applyTaskEvent(tx, task, { type: 'SYSTEM_REOPEN', reason, assignToUserId: null, at }, {
    userId: null,
    type: 'REOPEN',
    message: `Menu scraping task reopened: ${reason} (the recrawl of menu ${menuId} ended, job ${jobId})`,
    data: { reopenReason: reason, menuId, jobId },
  });
  return task.id;
}

export async function persistCrawl(db: Database, input: PersistCrawlInput): Promise<PersistCrawlResult> {
  return db.transaction(async (tx) => {
    const [job] = await tx.query<CrawlJobRow>(
      "SELECT id, menu_id, status, reason, requested_by_id, started_date, created_date FROM scraping_jobs WHERE id = $1 AND kind = 'DOCUMENT_CRAWLING' FOR UPDATE",
      [input.jobId],
    );
    if (!job || job.status !== 'IN_PROGRESS') return { persisted: false, menuStatus: null, filesFound: 0 };
    const [menu] = await tx.query<{ id: number; status: string; menu_crawling_job_id: number | null }>(
      'SELECT id, status, menu_crawling_job_id FROM menus WHERE id = $1 FOR UPDATE',
      [job.menu_id],
    );
    const at = new Date().toISOString();
    const fileIds = input.files ? await writeFiles(tx, menu.id, job.id, input.files) : [];
    const result: CrawlResult = input.files === null ? 'FAILED' : input.files.length ? 'FILES_FOUND' : 'NO_FILES';
    const [{ kept }] = await tx.query<{ kept: number }>('SELECT count(*)::int AS kept FROM menu_document_files WHERE menu_id = $1 AND NOT is_deleted', [menu.id]);
    const decision = decideCrawlOutcome({ result, isRecrawl: job.reason === 'RECRAWL', hasKeptFiles: kept > 0 });

    const startedMs = new Date(job.started_date ?? job.created_date).getTime();
    await tx.query(
      `UPDATE scraping_jobs SET status = $2, finished_date = $3, duration_ms = $4, messages = $5, exceptions = exceptions || $6::text[],
         report = COALESCE($7, report), analysis = $8, started_date = COALESCE(started_date, $3)
       WHERE id = $1`,
      [
        job.id,
        result === 'FAILED' ? 'FAILED' : 'COMPLETED',
        at,
        input.report?.durationMs ?? Math.max(0, Date.parse(at) - startedMs),
        input.messages,
        [...input.exceptions, ...(input.failure ? [input.failure] : [])],
        input.report ? JSON.stringify(input.report) : null,
        JSON.stringify({ filesFound: fileIds.length, fileIds }),
      ],
    );
    // An older crawl finishing after a newer one was scheduled records itself; the menu follows its newest crawl.
    const isNewest = menu.menu_crawling_job_id === null || menu.menu_crawling_job_id <= job.id;
    let reopenedTaskId: number | null = null;
    if (isNewest) {
      await tx.query(`UPDATE menus SET status = $2, menu_crawling_job_id = $3, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`, [menu.id, decision.menuStatus, job.id]);
      if (decision.reopenScrapingTask) reopenedTaskId = await reopenScrapingTask(tx, menu.id, decision.reopenScrapingTask, job.id, at);
    }
    await recordEvent(tx, {
      userId: null,
      type: result === 'FAILED' ? 'CRAWL_ERROR' : 'CRAWL',
      entityType: 'MENU',
      entityId: menu.id,
      message:
        result === 'FAILED'
          ? `Menu crawl failed (job ${job.id}): ${[...input.messages, ...(input.failure ? [input.failure] : [])].slice(0, 3).join('; ') || 'no result'}`
          : `Menu crawled (job ${job.id}): ${fileIds.length} file${fileIds.length === 1 ? '' : 's'} found; ${isNewest ? decision.menuStatus : 'a newer crawl is scheduled'}`,
      data: { menuStatus: isNewest ? decision.menuStatus : menu.status, previousMenuStatus: menu.status, jobId: job.id, filesFound: fileIds.length, fileIds, reopenedTaskId },
    });
    return { persisted: true, menuStatus: isNewest ? decision.menuStatus : menu.status, filesFound: fileIds.length };
  });
}
