// The edges of a dish review's resolution (DESIGN.md section 4, "The pipeline"; spec 2, section 2.7): what Done, the two
// rejections and the rescrape do to the menu's status and to the menu's scraping task. Pure: the API reads the facts,
// asks here, and carries the answer out in the resolving transaction (server/dishReview/dishReviewResolutions.ts).
import type { ReopenReason, TaskStatus } from './taskTypes';

export type DishReviewResolution =
  | { kind: 'DONE' }
  | { kind: 'REJECT_HTML'; rejectMenuStatus: 'REJECTED_NEW' | 'REJECTED_RESCRAPE'; assignToUserId: number }
  | { kind: 'REJECT_DOCUMENT' }
  | { kind: 'RESCRAPE' };

export interface DishReviewResolutionFacts {
  /** The status of the menu's newest scraping task, or null when the menu has none. */
  scrapingTaskStatus: TaskStatus | null;
  /** Who the scraping task is assigned to, else who resolved it: the "last scraper" a document rejection goes back to. */
  lastScraperId: number | null;
}

/** The reason every rejection edge sets on the scraping task. */
export const DISH_REVIEW_REJECTION_REOPEN_REASON: ReopenReason = 'REJECT_DISH_REVIEW_TASK';

export type DishReviewScrapingEdge =
  /** The done scraping task reopened with the reason, assigned to the user (null: its assignee stays as it was). */
  | { kind: 'reopenScrapingTask'; reopenReason: ReopenReason; assignToUserId: number | null }
  /** The scraping task is still open (someone works it already): it is handed to the user, its status kept. */
  | { kind: 'reassignScrapingTask'; assignToUserId: number }
  /** The menu has no scraping task: one is created for the user (NOT_STARTED, assigned). */
  | { kind: 'createScrapingTask'; assignToUserId: number | null };

export interface DishReviewDecision {
  /** The menu's new status, or null when the resolution leaves it to another writer (a rescrape's SCRAPE_SCHEDULED). */
  menuStatus: 'APPROVED' | 'REJECTED_NEW' | 'REJECTED_RESCRAPE' | 'REJECTED' | null;
  /** The menu's latest completed run becomes its approved baseline (markApproved). */
  approvesRun: boolean;
  /** A new scrape of the menu is scheduled (its outcome opens the review again). */
  schedulesScrape: boolean;
  scrapingEdge: DishReviewScrapingEdge | null;
}

function rejectionEdge(facts: DishReviewResolutionFacts, assignToUserId: number | null): DishReviewScrapingEdge | null {
  if (facts.scrapingTaskStatus === null) return { kind: 'createScrapingTask', assignToUserId };
  if (facts.scrapingTaskStatus === 'RESOLVED') return { kind: 'reopenScrapingTask', reopenReason: DISH_REVIEW_REJECTION_REOPEN_REASON, assignToUserId };
  return assignToUserId === null ? null : { kind: 'reassignScrapingTask', assignToUserId };
}

export function decideDishReviewResolution(resolution: DishReviewResolution, facts: DishReviewResolutionFacts): DishReviewDecision {
  switch (resolution.kind) {
    case 'DONE':
      return { menuStatus: 'APPROVED', approvesRun: true, schedulesScrape: false, scrapingEdge: null };
    case 'REJECT_HTML':
      return { menuStatus: resolution.rejectMenuStatus, approvesRun: false, schedulesScrape: false, scrapingEdge: rejectionEdge(facts, resolution.assignToUserId) };
    case 'REJECT_DOCUMENT':
      // Back to whoever scraped it last: the spec names no chooser for document menus.
      return { menuStatus: 'REJECTED', approvesRun: false, schedulesScrape: false, scrapingEdge: rejectionEdge(facts, facts.lastScraperId) };
    case 'RESCRAPE':
      return { menuStatus: null, approvesRun: false, schedulesScrape: true, scrapingEdge: null };
  }
}
