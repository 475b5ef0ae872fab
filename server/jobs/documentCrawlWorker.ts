// The document crawling job (PDF and IMAGE menus, issue 12), shaped as htmlScrapeWorker.ts: loads the job's menu, crawls
// its site for menu files (crawlDocumentMenu, with the fallback settings when asked), keeps each file in the files store
// under a key named by its hash, reads its text and predicts its category and title, and persists the crawl
// (persistCrawl). A crawl that found nothing only because the site could not be read for a reason that may pass is
// retried by pg-boss while attempts remain; anything thrown is retried the same way, and a crawl whose attempts all
// failed reaches failDocumentCrawlJob through the dead-letter queue.
import type { Database } from '../db/database';
import type { FileStore } from '../files/fileStore';
import { MENU_DOCUMENT_FILES_BUCKET, menuDocumentFileKey } from '../files/menuDocumentFiles';
import { crawlDocumentMenu } from '../scraping/documents/crawl';
import { predictDocumentFile } from '../scraping/documents/predictDocumentFile';
import { readDocumentFile } from '../scraping/documents/readDocumentFile';
import type { CrawledFile, CrawlRun } from '../scraping/documents/types';
import type { NetworkFetcher } from '../scraping/fetcher';
import { persistCrawl, type PersistCrawlResult, type StoredCrawledFile } from '../scraping/persistCrawl';
import { isRetryableRun, RetryableScrapeError, type HtmlScrapeAttempt } from './htmlScrapeWorker';

export interface DocumentCrawlDeps {
  db: Database;
  fetcher: NetworkFetcher;
  files: FileStore;
}

interface CrawlJobToRun {
  id: number;
  menu_id: number;
  status: string;
  use_fallback_settings: boolean;
  url: string | null;
  additional_urls: string[] | null;
}

async function loadJob(db: Database, scrapingJobId: number): Promise<CrawlJobToRun | null> {
  const rows = await db.query<CrawlJobToRun>(
    `SELECT j.id, j.menu_id, j.status, j.use_fallback_settings, m.url, m.additional_urls
       FROM scraping_jobs j JOIN menus m ON m.id = j.menu_id WHERE j.id = $1 AND j.kind = 'DOCUMENT_CRAWLING'`,
    [scrapingJobId],
  );
  return rows[0] ?? null;
}

async function noteFailedAttempt(db: Database, scrapingJobId: number, message: string): Promise<void> {
  await db.query(
    `UPDATE scraping_jobs SET exceptions = exceptions || ARRAY['Attempt ' || attempts || ': ' || $2::text] WHERE id = $1 AND status = 'IN_PROGRESS'`,
    [scrapingJobId, message],
  );
}

/** Nothing found, and only because pages could not be read for reasons that may pass (the HTML scrape's rule). */
function isRetryableCrawl(run: CrawlRun): boolean {
  if (run.files.length) return false;
  return isRetryableRun({ scrapingStatus: 'ERROR', menuTitles: [], dishes: [], messages: run.messages, exceptions: run.exceptions, flags: [], report: run.report, pagesHtml: [] });
}

/** Keeps the bytes, reads the text (a file that cannot be read keeps no text, and the rationale says why). */
async function storeAndRead(deps: DocumentCrawlDeps, menuId: number, file: CrawledFile): Promise<StoredCrawledFile> {
  const fileKey = menuDocumentFileKey(menuId, file.contentHash, file.contentType);
  await deps.files.put(MENU_DOCUMENT_FILES_BUCKET, fileKey, file.bytes);
  let text: string | null = null;
  let readError: string | null = null;
  try {
    text = (await readDocumentFile(file.bytes, file.contentType)).text;
  } catch (error) {
    readError = error instanceof Error ? error.message : String(error);
  }
  const prediction = readError
    ? { category: null, title: null, menuScore: 0, dishCount: 0, rationale: `The file's text could not be read: ${readError}` }
    : predictDocumentFile(text ?? '', file.fileName, file.linkText);
  return { sourceUrl: file.sourceUrl, fileName: file.fileName, fileKey, contentType: file.contentType, byteSize: file.bytes.length, contentHash: file.contentHash, text, prediction };
}

export async function runDocumentCrawlJob(deps: DocumentCrawlDeps, attempt: HtmlScrapeAttempt): Promise<PersistCrawlResult | null> {
  const job = await loadJob(deps.db, attempt.scrapingJobId);
  if (!job || job.status !== 'IN_PROGRESS') return null;
  await deps.db.query("UPDATE scraping_jobs SET attempts = attempts + 1, started_date = COALESCE(started_date, now()) WHERE id = $1 AND status = 'IN_PROGRESS'", [job.id]);
  if (!job.url) return persistCrawl(deps.db, { jobId: job.id, files: null, messages: [], exceptions: [], report: null, failure: 'The menu has no URL to crawl.' });

  let run: CrawlRun;
  let files: StoredCrawledFile[];
  try {
    run = await crawlDocumentMenu({ url: job.url, additionalUrls: job.additional_urls ?? [], useFallbackSettings: job.use_fallback_settings, fetcher: deps.fetcher, signal: attempt.signal });
    if (isRetryableCrawl(run) && !attempt.isLastAttempt) {
      const message = run.messages[0] ?? 'The pages could not be read';
      await noteFailedAttempt(deps.db, job.id, message);
      throw new RetryableScrapeError(message);
    }
    files = [];
    for (const file of run.files) files.push(await storeAndRead(deps, job.menu_id, file));
  } catch (error) {
    if (!(error instanceof RetryableScrapeError)) {
      const message = attempt.signal.aborted ? 'the worker stopped during the crawl; the job is run again' : error instanceof Error ? error.message : String(error);
      await noteFailedAttempt(deps.db, job.id, message).catch(() => undefined);
    }
    throw error;
  }
  const failed = isRetryableCrawl(run);
  return persistCrawl(deps.db, {
    jobId: job.id,
    files: failed ? null : files,
    messages: run.messages,
    exceptions: run.exceptions,
    report: run.report,
    failure: failed ? `Every attempt failed: ${run.messages[0] ?? 'the pages could not be read'}` : null,
  });
}

/** The crawl's attempts are spent: it ends FAILED with what its attempts noted. */
export async function failDocumentCrawlJob(deps: Pick<DocumentCrawlDeps, 'db'>, scrapingJobId: number): Promise<PersistCrawlResult> {
  const [row] = await deps.db.query<{ attempts: number }>('SELECT attempts FROM scraping_jobs WHERE id = $1', [scrapingJobId]);
  const attempts = row?.attempts ?? 0;
  return persistCrawl(deps.db, { jobId: scrapingJobId, files: null, messages: [], exceptions: [], report: null, failure: `The crawl failed after ${attempts} attempt${attempts === 1 ? '' : 's'}.` });
}
