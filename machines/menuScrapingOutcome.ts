// The menu-status edge of a finished scrape (DESIGN.md section 4, "The pipeline"): what the run's outcome does to the
// menu's status, its dish review task and its scraping task. Pure: server/tasks/scrapeOutcomePipeline.ts reads the
// facts, asks here and carries the answer out in the persisting transaction. Each edge is in docs/task-lifecycle.md.
import type { ReopenReason } from './taskTypes';

/** The run's scraping status: a job counts as successful on SUCCESS or PARTIAL_SUCCESS (spec 1, section 4). */
export type RunOutcome = 'SUCCESS' | 'PARTIAL_SUCCESS' | 'ERROR';

/** The menu statuses a finished scrape can set. */
export type ScrapedMenuStatus = 'NEW' | 'SCRAPED' | 'PARTIALLY_SCRAPED' | 'AUTO_APPROVED' | 'SCRAPING_RERUN_ERROR' | 'SCRAPING_RERUN_SIGNIFICANT_CHANGES';

/** Item change statuses that a reviewer must see: anything but a plain UPDATED (which changed no name or price). */
export const SIGNIFICANT_CHANGE_STATUSES = ['CREATED', 'DELETED', 'RESTORED', 'UPDATED_SIGNIFICANTLY'] as const;

export interface ScrapeOutcomeFacts {
  outcome: RunOutcome;
  /** The menu has an approved run (a reviewer's or an automatic approval): this run is a rerun. */
  isRerun: boolean;
  /**
   * Since the approved run, something a reviewer must see changed: an item CREATED, DELETED, RESTORED or
   * UPDATED_SIGNIFICANTLY, in this run or in an earlier run nobody has approved yet.
   */
  hasSignificantChanges: boolean;
}

export type ScrapeOutcomeTaskEdge =
  /** Create the menu's dish review task (NOT_STARTED, assignable), or reopen it with the reason when it is done. */
  | { kind: 'openDishReview'; reopenReason: Extract<ReopenReason, 'MENU_SCRAPING' | 'MENU_SCRAPING_SIGNIFICANT_CHANGES'>; isRerunFlow: boolean }
  /** Resolve the dish review automatically (resolvedType AUTOMATIC, isAutoResolved): nothing for a reviewer to see. */
  | { kind: 'autoResolveDishReview' }
  /** Reopen the menu's done scraping task: the run failed and its scraper has to look. */
  | { kind: 'reopenScrapingTask'; reopenReason: Extract<ReopenReason, 'MENU_SCRAPING_ERROR'> };

export interface ScrapeOutcomeDecision {
  menuStatus: ScrapedMenuStatus;
  /** The run's items replace the menu's stored ones (never for an error: a broken run is not a menu that shrank). */
  keepsItems: boolean;
  /** The run becomes the menu's approved baseline (markApproved). */
  isApproved: boolean;
  edges: ScrapeOutcomeTaskEdge[];
}

/**
 * A first run that fails sets the menu back to NEW: nothing was scraped, the menu is where it was before anyone scraped
 * it, and the reopened scraping task (MENU_SCRAPING_ERROR, with the run's report) says why. SCRAPING_RERUN_ERROR is
 * kept for reruns, as spec 3's rerun lists read it (an approved menu whose rerun broke).
 */
export const FIRST_RUN_ERROR_MENU_STATUS: ScrapedMenuStatus = 'NEW';

export function decideScrapeOutcome(facts: ScrapeOutcomeFacts): ScrapeOutcomeDecision {
  if (facts.outcome === 'ERROR') {
    return {
      menuStatus: facts.isRerun ? 'SCRAPING_RERUN_ERROR' : FIRST_RUN_ERROR_MENU_STATUS,
      keepsItems: false,
      isApproved: false,
      edges: [{ kind: 'reopenScrapingTask', reopenReason: 'MENU_SCRAPING_ERROR' }],
    };
  }
  if (!facts.isRerun) {
    return {
      menuStatus: facts.outcome === 'SUCCESS' ? 'SCRAPED' : 'PARTIALLY_SCRAPED',
      keepsItems: true,
      isApproved: false,
      edges: [{ kind: 'openDishReview', reopenReason: 'MENU_SCRAPING', isRerunFlow: false }],
    };
  }
  if (!facts.hasSignificantChanges) {
    return { menuStatus: 'AUTO_APPROVED', keepsItems: true, isApproved: true, edges: [{ kind: 'autoResolveDishReview' }] };
  }
  return {
    menuStatus: 'SCRAPING_RERUN_SIGNIFICANT_CHANGES',
    keepsItems: true,
    isApproved: false,
    edges: [{ kind: 'openDishReview', reopenReason: 'MENU_SCRAPING_SIGNIFICANT_CHANGES', isRerunFlow: true }],
  };
}

/** Whether a set of item change statuses holds one a reviewer must see. */
export function hasSignificantChange(statuses: Iterable<string>): boolean {
  for (const status of statuses) if ((SIGNIFICANT_CHANGE_STATUSES as readonly string[]).includes(status)) return true;
  return false;
}
