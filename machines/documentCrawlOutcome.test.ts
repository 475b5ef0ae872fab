import { describe, expect, it } from 'vitest';
import { decideCrawlOutcome } from './documentCrawlOutcome';

describe('the menu-status edge of a finished document crawl', () => {
  it('files found: CRAWLED; a recrawl reopens the scraping task (MENU_SCRAPING), the pipeline crawl of a new task does not', () => {
    expect(decideCrawlOutcome({ result: 'FILES_FOUND', isRecrawl: true, hasKeptFiles: false })).toEqual({ menuStatus: 'CRAWLED', reopenScrapingTask: 'MENU_SCRAPING' });
    expect(decideCrawlOutcome({ result: 'FILES_FOUND', isRecrawl: false, hasKeptFiles: true })).toEqual({ menuStatus: 'CRAWLED', reopenScrapingTask: null });
  });

  it('no files: CRAWL_AUTO_REJECTED, whatever files earlier crawls left; a recrawl reopens the task (MENU_SCRAPING_ERROR)', () => {
    for (const hasKeptFiles of [true, false]) {
      expect(decideCrawlOutcome({ result: 'NO_FILES', isRecrawl: false, hasKeptFiles })).toEqual({ menuStatus: 'CRAWL_AUTO_REJECTED', reopenScrapingTask: null });
      expect(decideCrawlOutcome({ result: 'NO_FILES', isRecrawl: true, hasKeptFiles })).toEqual({ menuStatus: 'CRAWL_AUTO_REJECTED', reopenScrapingTask: 'MENU_SCRAPING_ERROR' });
    }
  });

  it('failed: back to CRAWLED with the earlier files, else NEW; a recrawl reopens the task (MENU_SCRAPING_ERROR)', () => {
    expect(decideCrawlOutcome({ result: 'FAILED', isRecrawl: false, hasKeptFiles: true })).toEqual({ menuStatus: 'CRAWLED', reopenScrapingTask: null });
    expect(decideCrawlOutcome({ result: 'FAILED', isRecrawl: false, hasKeptFiles: false })).toEqual({ menuStatus: 'NEW', reopenScrapingTask: null });
    expect(decideCrawlOutcome({ result: 'FAILED', isRecrawl: true, hasKeptFiles: false })).toEqual({ menuStatus: 'NEW', reopenScrapingTask: 'MENU_SCRAPING_ERROR' });
  });
});
