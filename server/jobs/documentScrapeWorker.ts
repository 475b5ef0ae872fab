// The document scraping job (PDF and IMAGE menus, issue 12), shaped as htmlScrapeWorker.ts: the files a scraper selected
// on the task (with a category and a title) are turned into titles and dishes by the job's engine (scrapeDocumentFiles:
// MULTI_FORMAT rules, or the PDF_AI adapter when configured), the response and report kept in the files store, and the
// run persisted by persistScrape, so a document menu takes the same status edges as an HTML one
// (machines/menuScrapingOutcome.ts): SCRAPED and its dish review opened, or the scraping task reopened on an error.
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { FileStore } from '../files/fileStore';
import { MENU_DOCUMENT_FILES_BUCKET } from '../files/menuDocumentFiles';
import { SCRAPING_FILES_BUCKET } from '../files/scrapingFiles';
import { readDocumentFile } from '../scraping/documents/readDocumentFile';
import { scrapeDocumentFiles } from '../scraping/documents/scrapeDocumentFiles';
import type { DocumentFileToScrape, DocumentScrapeRun, MenuFileCategory } from '../scraping/documents/types';
import { persistScrape, type PersistScrapeResult } from '../scraping/persistScrape';
import type { HtmlScrapeAttempt } from './htmlScrapeWorker';

export interface DocumentScrapeDeps {
  db: Database;
  files: FileStore;
  config: Pick<Config, 'pdfAiUrl' | 'pdfAiModel' | 'pdfAiApiKey'>;
}

interface DocumentJobToRun {
  id: number;
  menu_id: number;
  status: string;
  scraping_engine: 'MULTI_FORMAT' | 'PDF_AI' | null;
  baseline_dish_count: number | null;
}

interface SelectedFileRow {
  id: number;
  file_bucket_name: string;
  file_key: string;
  content_type: string;
  file_text: string | null;
  file_title: string;
  file_category: MenuFileCategory;
}

async function loadJob(db: Database, scrapingJobId: number): Promise<DocumentJobToRun | null> {
  const rows = await db.query<DocumentJobToRun>(
    `SELECT j.id, j.menu_id, j.status, j.scraping_engine,
       COALESCE(m.last_approved_dish_count, CASE WHEN j.is_rerun THEN m.dish_count END) AS baseline_dish_count
       FROM scraping_jobs j JOIN menus m ON m.id = j.menu_id WHERE j.id = $1 AND j.kind = 'DOCUMENT_SCRAPING'`,
    [scrapingJobId],
  );
  return rows[0] ?? null;
}

/** The selected files in table order; a file whose text the crawl could not read is read again from the store. */
async function filesToScrape(deps: DocumentScrapeDeps, menuId: number): Promise<DocumentFileToScrape[]> {
  const rows = await deps.db.query<SelectedFileRow>(
    `SELECT id, file_bucket_name, file_key, content_type, file_text, file_title, file_category FROM menu_document_files
      WHERE menu_id = $1 AND is_selected AND NOT is_deleted AND file_category IS NOT NULL AND file_title IS NOT NULL ORDER BY id`,
    [menuId],
  );
  const files: DocumentFileToScrape[] = [];
  for (const row of rows) {
    let text = row.file_text;
    if (text === null && row.file_bucket_name === MENU_DOCUMENT_FILES_BUCKET) {
      const bytes = await deps.files.get(row.file_bucket_name, row.file_key);
      if (bytes) text = (await readDocumentFile(bytes, row.content_type)).text;
    }
    files.push({ fileId: row.id, text: text ?? '', title: row.file_title, category: row.file_category });
  }
  return files;
}

async function storeJson(files: FileStore, key: string, value: unknown): Promise<string> {
  await files.put(SCRAPING_FILES_BUCKET, key, Buffer.from(JSON.stringify(value)));
  return key;
}

export async function runDocumentScrapeJob(deps: DocumentScrapeDeps, attempt: HtmlScrapeAttempt): Promise<PersistScrapeResult | null> {
  const job = await loadJob(deps.db, attempt.scrapingJobId);
  if (!job || job.status !== 'IN_PROGRESS') return null;
  await deps.db.query("UPDATE scraping_jobs SET attempts = attempts + 1, started_date = COALESCE(started_date, now()) WHERE id = $1 AND status = 'IN_PROGRESS'", [job.id]);
  const engine = job.scraping_engine ?? 'MULTI_FORMAT';
  let run: DocumentScrapeRun;
  try {
    const files = await filesToScrape(deps, job.menu_id);
    if (!files.length) {
      return persistScrape(deps.db, { jobId: job.id, run: null, status: 'FAILED', failure: 'No file is selected: select the menu files (with a category and a title) on the scraping task, then resolve it.' });
    }
    const pdfAi = deps.config.pdfAiUrl ? { url: deps.config.pdfAiUrl, model: deps.config.pdfAiModel, apiKey: deps.config.pdfAiApiKey } : undefined;
    run = await scrapeDocumentFiles(files, { engine, pdfAi, lastApprovedDishCount: job.baseline_dish_count, signal: attempt.signal });
  } catch (error) {
    const message = attempt.signal.aborted ? 'the worker stopped during the run; the job is run again' : error instanceof Error ? error.message : String(error);
    await deps.db
      .query(`UPDATE scraping_jobs SET exceptions = exceptions || ARRAY['Attempt ' || attempts || ': ' || $2::text] WHERE id = $1 AND status = 'IN_PROGRESS'`, [job.id, message])
      .catch(() => undefined);
    throw error;
  }
  const response = {
    jobId: job.id,
    menuId: job.menu_id,
    engine: run.engine,
    scrapingStatus: run.scrapingStatus,
    menuTitles: run.menuTitles,
    dishes: run.dishes,
    discrepancies: run.discrepancies,
    messages: run.messages,
    exceptions: run.exceptions,
    flags: run.flags,
  };
  const responseFileKey = await storeJson(deps.files, `document-job-${job.id}-response.json`, response);
  const reportFileKey = await storeJson(deps.files, `document-job-${job.id}-report.json`, { jobId: job.id, menuId: job.menu_id, scrapingStatus: run.scrapingStatus, ...run.report });
  return persistScrape(deps.db, { jobId: job.id, run, status: 'COMPLETED', responseFileKey, reportFileKey, discrepancies: run.discrepancies });
}

/** The job's attempts are spent (errors thrown, or expired): it ends FAILED with what its attempts noted. */
export async function failDocumentScrapeJob(deps: Pick<DocumentScrapeDeps, 'db'>, scrapingJobId: number): Promise<PersistScrapeResult> {
  const [row] = await deps.db.query<{ attempts: number }>('SELECT attempts FROM scraping_jobs WHERE id = $1', [scrapingJobId]);
  const attempts = row?.attempts ?? 0;
  return persistScrape(deps.db, { jobId: scrapingJobId, run: null, status: 'FAILED', failure: `The job failed after ${attempts} attempt${attempts === 1 ? '' : 's'}.` });
}
