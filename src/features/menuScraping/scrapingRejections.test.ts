import { describe, expect, it } from 'vitest';
import { rejectionOfOpenTask, rejectionSource } from './scrapingRejections';

const review = { source: 'DISH_REVIEW', menuStatus: 'REJECTED_RESCRAPE', dishReviewTaskId: 173, rejectedDate: '2026-06-22T15:00:00.000Z' };
const page = { source: 'MENU_PAGE', menuStatus: null, dishReviewTaskId: null, rejectedDate: '2026-06-20T09:00:00.000Z' };

describe('scraping rejections on the scraping task', () => {
  it('says where a rejection came from', () => {
    expect(rejectionSource(review)).toBe('Rejected on dish review 173 (Rejected rescrape)');
    expect(rejectionSource(page)).toBe('Rejection set on the menu page');
  });

  it('an open task carries the newest rejection made since it was created; a resolved one none', () => {
    const rejections = [review, page];
    expect(rejectionOfOpenTask(rejections, { status: 'REOPENED', createdDate: '2026-06-01T00:00:00.000Z' })).toBe(review);
    // Created in the rejection's own transaction: the same instant counts.
    expect(rejectionOfOpenTask(rejections, { status: 'NOT_STARTED', createdDate: review.rejectedDate })).toBe(review);
    expect(rejectionOfOpenTask(rejections, { status: 'STARTED', createdDate: '2026-06-23T00:00:00.000Z' })).toBeNull();
    expect(rejectionOfOpenTask(rejections, { status: 'RESOLVED', createdDate: '2026-06-01T00:00:00.000Z' })).toBeNull();
    expect(rejectionOfOpenTask([], { status: 'REOPENED', createdDate: '2026-06-01T00:00:00.000Z' })).toBeNull();
  });
});
