import { describe, expect, it } from 'vitest';
import { definitionRowMark, reviewLocationIds } from './rowHighlight';

describe('brand definition row highlighting', () => {
  it('unsaved change first, then review, then restored', () => {
    const changed = new Set([1]);
    const review = new Set([1, 2]);
    expect(definitionRowMark({ id: 1, isRestored: true }, changed, review)).toBe('changed');
    expect(definitionRowMark({ id: 2, isRestored: true }, changed, review)).toBe('review');
    expect(definitionRowMark({ id: 3, isRestored: true }, changed, review)).toBe('restored');
    expect(definitionRowMark({ id: 4, isRestored: false }, changed, review)).toBeNull();
  });

  it("rows to review: DEFINE's changes and each view needing review", () => {
    expect([...reviewLocationIds({ locationIds: new Set([1]), needsReview: [{ locationIds: [2, 1] }, { locationIds: [5] }] })].sort()).toEqual([1, 2, 5]);
  });
});
