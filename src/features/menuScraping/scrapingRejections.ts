// A menu's scraping rejections on its scraping task (menuScrapingRejections, newest first): where each came from, and
// which one the open task was made or reopened for, shown above the page so the scraper reads what to fix.
import { humanize } from '../taskPage/taskPageLogic';

export interface ScrapingRejectionFacts {
  source: string;
  menuStatus?: string | null;
  dishReviewTaskId?: number | null;
  rejectedDate: unknown;
}

/** Where a rejection came from, as the rescraping comments' Source column and the banner say it. */
export function rejectionSource(rejection: Omit<ScrapingRejectionFacts, 'rejectedDate'>): string {
  if (rejection.source !== 'DISH_REVIEW') return 'Rejection set on the menu page';
  const task = rejection.dishReviewTaskId ? ` ${rejection.dishReviewTaskId}` : '';
  const status = rejection.menuStatus ? ` (${humanize(rejection.menuStatus)})` : '';
  return `Rejected on dish review${task}${status}`;
}

/**
 * The rejection an open task carries: the newest one made since the task was created (a reject reopens the task, hands
 * it over or creates it, all after its creation). A resolved task carries none: its scraper has answered it.
 */
export function rejectionOfOpenTask<R extends ScrapingRejectionFacts>(rejections: readonly R[], task: { status: string; createdDate: unknown }): R | null {
  if (task.status === 'RESOLVED') return null;
  const newest = rejections[0];
  if (!newest) return null;
  const created = Date.parse(String(task.createdDate));
  return Date.parse(String(newest.rejectedDate)) >= created ? newest : null;
}
