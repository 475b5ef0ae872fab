// The menu-status edge of a finished document crawl (PDF and IMAGE menus, issue 12): which status the menu takes and
// whether the menu's scraping task is reopened. Pure: server/jobs/documentCrawlWorker.ts reads the facts, asks here, and
// carries the answer out in the persisting transaction. Each edge is in docs/task-lifecycle.md.
import type { ReopenReason } from './taskTypes';

/** FILES_FOUND: the crawl downloaded at least one file; NO_FILES: it ended and found none; FAILED: it could not run. */
export type CrawlResult = 'FILES_FOUND' | 'NO_FILES' | 'FAILED';

export type CrawledMenuStatus = 'CRAWLED' | 'CRAWL_AUTO_REJECTED' | 'NEW';

export interface CrawlOutcomeFacts {
  result: CrawlResult;
  /** A scraper resolved the task by recrawling (resolveMenuScrapingTaskByRecrawlDocumentMenu): the task waits on this crawl. */
  isRecrawl: boolean;
  /** Files of earlier crawls are still on the menu (a failed crawl leaves them as they were). */
  hasKeptFiles: boolean;
}

export interface CrawlOutcomeDecision {
  menuStatus: CrawledMenuStatus;
  /** Reopen the menu's scraping task when it is done (an open one already has its scraper). */
  reopenScrapingTask: Extract<ReopenReason, 'MENU_SCRAPING' | 'MENU_SCRAPING_ERROR'> | null;
}

/**
 * A crawl that found files makes the menu CRAWLED: a scraper picks the files on the scraping task, so a recrawl reopens
 * it (MENU_SCRAPING). One that found nothing is CRAWL_AUTO_REJECTED (no file to choose). A crawl that could not run is
 * no verdict on the site: the menu goes back to what it was before the crawl (CRAWLED with its earlier files, else NEW).
 * A recrawl that found nothing or failed reopens the task with MENU_SCRAPING_ERROR: the scraper who asked for it decides
 * what next (another recrawl, another format, reject).
 */
export function decideCrawlOutcome(facts: CrawlOutcomeFacts): CrawlOutcomeDecision {
  if (facts.result === 'FILES_FOUND') return { menuStatus: 'CRAWLED', reopenScrapingTask: facts.isRecrawl ? 'MENU_SCRAPING' : null };
  const reopen = facts.isRecrawl ? 'MENU_SCRAPING_ERROR' : null;
  if (facts.result === 'NO_FILES') return { menuStatus: 'CRAWL_AUTO_REJECTED', reopenScrapingTask: reopen };
  return { menuStatus: facts.hasKeptFiles ? 'CRAWLED' : 'NEW', reopenScrapingTask: reopen };
}
