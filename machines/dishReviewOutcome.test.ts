import { describe, expect, it } from 'vitest';
import { decideDishReviewResolution, type DishReviewResolutionFacts } from './dishReviewOutcome';
import { decideTaskEvent, newTaskFacts } from './taskLifecycleMachine';

const resolvedScraping: DishReviewResolutionFacts = { scrapingTaskStatus: 'RESOLVED', lastScraperId: 7 };

describe('the edges of a dish review resolution', () => {
  it('Done approves the menu and its run, and leaves the scraping task alone', () => {
    expect(decideDishReviewResolution({ kind: 'DONE' }, resolvedScraping)).toEqual({ menuStatus: 'APPROVED', approvesRun: true, schedulesScrape: false, scrapingEdge: null });
  });

  it('rejecting an HTML menu sets the chosen status and reopens the done scraping task for the chosen user (REJECT_DISH_REVIEW_TASK)', () => {
    for (const rejectMenuStatus of ['REJECTED_NEW', 'REJECTED_RESCRAPE'] as const) {
      expect(decideDishReviewResolution({ kind: 'REJECT_HTML', rejectMenuStatus, assignToUserId: 12 }, resolvedScraping)).toEqual({
        menuStatus: rejectMenuStatus,
        approvesRun: false,
        schedulesScrape: false,
        scrapingEdge: { kind: 'reopenScrapingTask', reopenReason: 'REJECT_DISH_REVIEW_TASK', assignToUserId: 12 },
      });
    }
  });

  it('an open scraping task is handed to the chosen user instead (it cannot be reopened); a menu without one gets one', () => {
    for (const scrapingTaskStatus of ['NOT_STARTED', 'STARTED', 'REOPENED'] as const) {
      expect(decideDishReviewResolution({ kind: 'REJECT_HTML', rejectMenuStatus: 'REJECTED_NEW', assignToUserId: 12 }, { scrapingTaskStatus, lastScraperId: 7 }).scrapingEdge).toEqual({
        kind: 'reassignScrapingTask',
        assignToUserId: 12,
      });
    }
    expect(decideDishReviewResolution({ kind: 'REJECT_HTML', rejectMenuStatus: 'REJECTED_NEW', assignToUserId: 12 }, { scrapingTaskStatus: null, lastScraperId: null }).scrapingEdge).toEqual({
      kind: 'createScrapingTask',
      assignToUserId: 12,
    });
  });

  it('rejecting a document menu sets REJECTED and reopens the scraping task for its last scraper', () => {
    expect(decideDishReviewResolution({ kind: 'REJECT_DOCUMENT' }, resolvedScraping)).toEqual({
      menuStatus: 'REJECTED',
      approvesRun: false,
      schedulesScrape: false,
      scrapingEdge: { kind: 'reopenScrapingTask', reopenReason: 'REJECT_DISH_REVIEW_TASK', assignToUserId: 7 },
    });
    // An open one already has its scraper: nothing to hand on.
    expect(decideDishReviewResolution({ kind: 'REJECT_DOCUMENT' }, { scrapingTaskStatus: 'STARTED', lastScraperId: null }).scrapingEdge).toBeNull();
  });

  it('rescrape schedules a scrape and leaves the menu status to it', () => {
    expect(decideDishReviewResolution({ kind: 'RESCRAPE' }, resolvedScraping)).toEqual({ menuStatus: null, approvesRun: false, schedulesScrape: true, scrapingEdge: null });
  });

  it('the lifecycle machine carries the reopen edge out: REOPENED with the reason, assigned to the chosen user', () => {
    const scraping = { ...newTaskFacts('MENU_SCRAPING'), status: 'RESOLVED' as const, assignedToId: 7, resolvedById: 7, resolvedDate: '2026-01-01T00:00:00.000Z' };
    const decision = decideTaskEvent(scraping, { type: 'SYSTEM_REOPEN', reason: 'REJECT_DISH_REVIEW_TASK', assignToUserId: 12, at: '2026-01-02T00:00:00.000Z' });
    expect(decision.ok && decision.facts).toMatchObject({ status: 'REOPENED', reopenReason: 'REJECT_DISH_REVIEW_TASK', assignedToId: 12, resolvedById: null });
    const kept = decideTaskEvent(scraping, { type: 'SYSTEM_REOPEN', reason: 'REJECT_DISH_REVIEW_TASK', assignToUserId: null, at: '2026-01-02T00:00:00.000Z' });
    expect(kept.ok && kept.facts).toMatchObject({ status: 'REOPENED', assignedToId: 7 });
  });
});
