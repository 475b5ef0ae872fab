// Document menus' crawl (issue 12): the menu's pages -> links to menu files -> downloads.
import type { CrawlInput, CrawlRun } from './types';

export async function crawlDocumentMenu(input: CrawlInput): Promise<CrawlRun> {
  void input;
  throw new Error('crawlDocumentMenu: not written yet');
}
