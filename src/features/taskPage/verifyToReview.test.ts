import { describe, expect, it } from 'vitest';
import { verifyToReviewHint } from './verifyToReview';

const scraped = { status: 'RESOLVED', verification: 'NOT_VERIFIED', menuStatus: 'SCRAPED', resolvedBy: { databaseId: 7, name: 'Milly Middle Scraper' } };

describe('the verify-to-review hint of a done scraping task', () => {
  it('asks the resolver to verify a scraped menu, and tells others who must', () => {
    expect(verifyToReviewHint(scraped, 7)).toEqual({ kind: 'verify' });
    expect(verifyToReviewHint({ ...scraped, menuStatus: 'PARTIALLY_SCRAPED' }, 7)).toEqual({ kind: 'verify' });
    expect(verifyToReviewHint(scraped, 8)).toEqual({ kind: 'waitForResolver', resolverName: 'Milly Middle Scraper' });
  });

  it('says nothing before a successful scrape, once verified, or on an open task', () => {
    expect(verifyToReviewHint({ ...scraped, menuStatus: 'SCRAPE_SCHEDULED' }, 7)).toBeNull();
    expect(verifyToReviewHint({ ...scraped, menuStatus: 'CURRENTLY_UNSCRAPEABLE' }, 7)).toBeNull();
    expect(verifyToReviewHint({ ...scraped, verification: 'VERIFIED_IN_DEFAULT_MODE' }, 7)).toBeNull();
    expect(verifyToReviewHint({ ...scraped, status: 'REOPENED' }, 7)).toBeNull();
  });
});
