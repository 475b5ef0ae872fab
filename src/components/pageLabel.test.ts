import { describe, expect, it } from 'vitest';
import { matchingRecordsLabel, pageLabel } from './pageLabel';

describe('page label', () => {
  it('counts the pages of an exact total, the last one ending Next', () => {
    expect(pageLabel({ page: 2, pageSize: 10, total: 35 })).toEqual({ label: 'Page 2 of 4', isLast: false });
    expect(pageLabel({ page: 4, pageSize: 10, total: 35 })).toEqual({ label: 'Page 4 of 4', isLast: true });
    expect(pageLabel({ page: 1, pageSize: 10, total: 0 })).toEqual({ label: 'Page 1 of 1', isLast: true });
  });

  it('reads a capped total as a lower bound: Next follows the full pages, past the cap too', () => {
    expect(pageLabel({ page: 1, pageSize: 10, total: 10_000, totalIsCapped: true, hasNextPage: true })).toEqual({ label: 'Page 1 of 1,000+', isLast: false });
    expect(pageLabel({ page: 1000, pageSize: 10, total: 10_000, totalIsCapped: true, hasNextPage: true })).toEqual({ label: 'Page 1,000 of 1,000+', isLast: false });
    expect(pageLabel({ page: 1203, pageSize: 10, total: 10_000, totalIsCapped: true, hasNextPage: false })).toEqual({ label: 'Page 1,203 of 1,203', isLast: true });
  });

  it('says how many records match, with a + when the count stopped at its cap', () => {
    expect(matchingRecordsLabel(1)).toBe('1 matching record');
    expect(matchingRecordsLabel(12)).toBe('12 matching records');
    expect(matchingRecordsLabel(10_000, true)).toBe('10,000+ matching records');
  });
});
