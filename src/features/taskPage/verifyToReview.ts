// After a successful scrape, the scraping task's page says what the reviewers' queue waits for: spec 1's default dish
// review list shows only menus whose scraping task is verified, so nothing reaches the reviewers until the person who
// resolved the task verifies it (V, 'Verified - Default').

/** The key that marks a done scraping task 'Verified - Default' (ScrapingVerification.tsx binds it). */
export const VERIFY_DEFAULT_SHORTCUT = 'v';

/** Menu statuses of a scrape that found the menu: its dish review task is open. */
const SCRAPED_STATUSES = new Set(['SCRAPED', 'PARTIALLY_SCRAPED']);

export interface VerifyToReviewFacts {
  status: string;
  verification: string;
  menuStatus: string;
  resolvedBy: { databaseId: number; name: string } | null;
}

export type VerifyToReviewHint = { kind: 'verify' } | { kind: 'waitForResolver'; resolverName: string } | null;

/** The hint a done, scraped, unverified task shows: the resolver is asked to verify; everyone else learns who must. */
export function verifyToReviewHint(facts: VerifyToReviewFacts, viewerId: number | null): VerifyToReviewHint {
  if (facts.status !== 'RESOLVED' || facts.verification !== 'NOT_VERIFIED' || !SCRAPED_STATUSES.has(facts.menuStatus)) return null;
  if (facts.resolvedBy && facts.resolvedBy.databaseId === viewerId) return { kind: 'verify' };
  return { kind: 'waitForResolver', resolverName: facts.resolvedBy?.name ?? 'the person who resolved it' };
}
