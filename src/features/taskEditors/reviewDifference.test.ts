import { describe, expect, it } from 'vitest';
import { describeChanges, reviewDifference, type ReviewView } from './reviewDifference';

const view = (type: string, status: string, changed: string[] = [], locations: number[] = []): ReviewView => ({
  type,
  status,
  changedBrandFields: changed,
  changedLocationIds: locations,
  modifiedBrandFields: changed,
  modifiedLocationIds: locations,
});

describe('reviewDifference', () => {
  const views = [view('DEFINE', 'DONE', ['rank', 'status'], [3, 4]), view('QC', 'NOT_DONE', ['name'], [9])];
  it('highlights what DEFINE changed in QC and QQA', () => {
    const qc = reviewDifference(views, 'QC');
    expect([...qc.fields]).toEqual(['rank', 'status']);
    expect([...qc.locationIds]).toEqual([3, 4]);
    expect([...reviewDifference(views, 'QQA').fields]).toEqual(['rank', 'status']);
  });
  it('highlights nothing in DEFINE', () => {
    expect(reviewDifference(views, 'DEFINE').fields.size).toBe(0);
    expect(reviewDifference(views, 'DEFINE').locationIds.size).toBe(0);
  });
  it('lists the views that need review', () => {
    expect(reviewDifference([view('DEFINE', 'NEEDS_REVIEW', ['name'], [1])], 'QC').needsReview).toEqual([{ type: 'DEFINE', fields: ['name'], locationIds: [1] }]);
  });
});

describe('describeChanges', () => {
  it('names fields and locations', () => {
    expect(describeChanges(['rank', 'status'], [12, 14])).toBe('rank, inclusion and 2 locations (12, 14)');
    expect(describeChanges([], [5])).toBe('1 location (5)');
    expect(describeChanges([], [])).toBe('nothing named');
  });
});
