import { describe, expect, it } from 'vitest';
import { decideScrapeOutcome, hasSignificantChange } from './menuScrapingOutcome';

describe('the menu-status edge of a finished scrape', () => {
  it('first run: SCRAPED or PARTIALLY_SCRAPED, the items kept, the dish review opened (MENU_SCRAPING)', () => {
    for (const [outcome, menuStatus] of [['SUCCESS', 'SCRAPED'], ['PARTIAL_SUCCESS', 'PARTIALLY_SCRAPED']] as const) {
      // Significance does not matter on a first run: everything is new to the reviewer.
      for (const hasSignificantChanges of [true, false]) {
        expect(decideScrapeOutcome({ outcome, isRerun: false, hasSignificantChanges })).toEqual({
          menuStatus,
          keepsItems: true,
          isApproved: false,
          edges: [{ kind: 'openDishReview', reopenReason: 'MENU_SCRAPING', isRerunFlow: false }],
        });
      }
    }
  });

  it('failure: no items kept, the scraping task reopened (MENU_SCRAPING_ERROR); SCRAPING_RERUN_ERROR on a rerun, NEW on a first run', () => {
    const reopen = [{ kind: 'reopenScrapingTask', reopenReason: 'MENU_SCRAPING_ERROR' }];
    expect(decideScrapeOutcome({ outcome: 'ERROR', isRerun: true, hasSignificantChanges: false })).toEqual({ menuStatus: 'SCRAPING_RERUN_ERROR', keepsItems: false, isApproved: false, edges: reopen });
    expect(decideScrapeOutcome({ outcome: 'ERROR', isRerun: true, hasSignificantChanges: true })).toEqual({ menuStatus: 'SCRAPING_RERUN_ERROR', keepsItems: false, isApproved: false, edges: reopen });
    expect(decideScrapeOutcome({ outcome: 'ERROR', isRerun: false, hasSignificantChanges: true })).toEqual({ menuStatus: 'NEW', keepsItems: false, isApproved: false, edges: reopen });
  });

  it('rerun with only insignificant changes: AUTO_APPROVED, approved, its review auto-resolved', () => {
    for (const outcome of ['SUCCESS', 'PARTIAL_SUCCESS'] as const) {
      expect(decideScrapeOutcome({ outcome, isRerun: true, hasSignificantChanges: false })).toEqual({
        menuStatus: 'AUTO_APPROVED',
        keepsItems: true,
        isApproved: true,
        edges: [{ kind: 'autoResolveDishReview' }],
      });
    }
  });

  it('rerun with significant changes: SCRAPING_RERUN_SIGNIFICANT_CHANGES, the review reopened in the rerun flow', () => {
    expect(decideScrapeOutcome({ outcome: 'SUCCESS', isRerun: true, hasSignificantChanges: true })).toEqual({
      menuStatus: 'SCRAPING_RERUN_SIGNIFICANT_CHANGES',
      keepsItems: true,
      isApproved: false,
      edges: [{ kind: 'openDishReview', reopenReason: 'MENU_SCRAPING_SIGNIFICANT_CHANGES', isRerunFlow: true }],
    });
  });

  it('significant: created, deleted, restored and significantly updated items; a plain update is not', () => {
    for (const status of ['CREATED', 'DELETED', 'RESTORED', 'UPDATED_SIGNIFICANTLY']) expect(hasSignificantChange(['UPDATED', status])).toBe(true);
    expect(hasSignificantChange(['UPDATED', 'UPDATED'])).toBe(false);
    expect(hasSignificantChange([])).toBe(false);
  });
});
