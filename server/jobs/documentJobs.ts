// Scheduling a document menu's jobs (PDF and IMAGE menus, issue 12), as scrapeJobs.ts schedules an HTML scrape: the
// scraping_jobs row is written in the caller's transaction (an outbox entry: IN_PROGRESS, no boss_job_id) and the
// dispatcher (outbox.ts) hands it to its queue after the commit. A crawl finds and reads the menu's files
// (documentCrawlWorker.ts); a scrape turns the files a scraper chose into titles and dishes (documentScrapeWorker.ts).
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { recordEvent } from '../history/eventRows';
import { APPROVED_RUN_STATUSES, type ScrapeReason } from './scrapeJobs';

/**
 * Why a crawl runs: PIPELINE (the menu's scraping task was created or reopened for a new URL or format: the task opens
 * with the files found) or RECRAWL (a scraper resolved the task by recrawling: the task is reopened when it ends).
 */
export type CrawlReason = 'PIPELINE' | 'RECRAWL';

export interface ScheduleDocumentCrawlInput {
  menuId: number;
  /** The scraper recrawling; null when the pipeline asked. */
  requestedById: number | null;
  /** Broader link rules (any document link, one level deeper). */
  useFallbackSettings: boolean;
  reason: CrawlReason;
}

/** Writes the crawl and moves the menu to CRAWL_SCHEDULED (pointing at the crawl), with a MENU history event, inside tx. */
export async function scheduleDocumentCrawl(tx: Queryable, input: ScheduleDocumentCrawlInput): Promise<{ jobId: number }> {
  const [menu] = await tx.query<{ id: number; status: string }>('SELECT id, status FROM menus WHERE id = $1 FOR UPDATE', [input.menuId]);
  if (!menu) throw new Error(`Menu ${input.menuId} does not exist`);
  const [{ id: jobId }] = await tx.query<{ id: number }>(
    `INSERT INTO scraping_jobs (kind, menu_id, status, reason, use_fallback_settings, requested_by_id)
     VALUES ('DOCUMENT_CRAWLING', $1, 'IN_PROGRESS', $2, $3, $4) RETURNING id`,
    [menu.id, input.reason, input.useFallbackSettings, input.requestedById],
  );
  await tx.query(`UPDATE menus SET status = 'CRAWL_SCHEDULED', menu_crawling_job_id = $2, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`, [menu.id, jobId]);
  await recordEvent(tx, {
    userId: input.requestedById,
    type: 'UPDATE',
    subType: 'CRAWL_SCHEDULED',
    entityType: 'MENU',
    entityId: menu.id,
    message: `Menu crawl scheduled (${input.reason.toLowerCase()}${input.useFallbackSettings ? ', fallback settings' : ''}): job ${jobId}`,
    data: { menuStatus: 'CRAWL_SCHEDULED', previousMenuStatus: menu.status, jobId, reason: input.reason, useFallbackSettings: input.useFallbackSettings },
  });
  return { jobId };
}

export interface ScheduleDocumentScrapeInput {
  menuId: number;
  requestedById: number | null;
  engine: 'MULTI_FORMAT' | 'PDF_AI';
  reason: ScrapeReason;
}

/**
 * Writes the document scrape and moves the menu to SCRAPE_SCHEDULED (awaiting scraping), with a MENU history event,
 * inside tx. A rerun, as for HTML, when the menu already has an approved run (scrapeJobs.ts APPROVED_RUN_STATUSES).
 */
export async function scheduleDocumentScrape(tx: Queryable, input: ScheduleDocumentScrapeInput): Promise<{ jobId: number }> {
  const [menu] = await tx.query<{ id: number; status: string; has_approved_run: boolean }>(
    `SELECT id, status, (last_approved_job_id IS NOT NULL OR status = ANY($2)
         OR EXISTS (SELECT 1 FROM scraping_jobs j WHERE j.menu_id = m.id AND j.status = 'IN_PROGRESS' AND j.is_rerun)) AS has_approved_run
       FROM menus m WHERE id = $1 FOR UPDATE`,
    [input.menuId, APPROVED_RUN_STATUSES],
  );
  if (!menu) throw new Error(`Menu ${input.menuId} does not exist`);
  const [{ id: jobId }] = await tx.query<{ id: number }>(
    `INSERT INTO scraping_jobs (kind, menu_id, status, reason, is_rerun, scraping_engine, requested_by_id)
     VALUES ('DOCUMENT_SCRAPING', $1, 'IN_PROGRESS', $2, $3, $4, $5) RETURNING id`,
    [menu.id, input.reason, menu.has_approved_run, input.engine, input.requestedById],
  );
  await tx.query(`UPDATE menus SET status = 'SCRAPE_SCHEDULED', is_awaiting_scraping = true, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`, [menu.id]);
  await recordEvent(tx, {
    userId: input.requestedById,
    type: 'UPDATE',
    subType: 'SCRAPE_SCHEDULED',
    entityType: 'MENU',
    entityId: menu.id,
    message: `Menu document scrape scheduled (${input.reason.toLowerCase()}, ${input.engine}): job ${jobId}`,
    data: { menuStatus: 'SCRAPE_SCHEDULED', previousMenuStatus: menu.status, jobId, reason: input.reason, engine: input.engine },
  });
  return { jobId };
}
