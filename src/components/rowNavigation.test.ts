import { describe, expect, it } from 'vitest';
import { moveActiveRow } from './rowNavigation';

describe('moveActiveRow', () => {
  it('starts at the first row going down and at the last going up', () => {
    expect(moveActiveRow(-1, 1, 5)).toBe(0);
    expect(moveActiveRow(-1, -1, 5)).toBe(4);
  });
  it('moves one row and stops at the ends', () => {
    expect(moveActiveRow(2, 1, 5)).toBe(3);
    expect(moveActiveRow(2, -1, 5)).toBe(1);
    expect(moveActiveRow(4, 1, 5)).toBe(4);
    expect(moveActiveRow(0, -1, 5)).toBe(0);
  });
  it('has nowhere to go in an empty table, and recovers when rows shrink', () => {
    expect(moveActiveRow(0, 1, 0)).toBe(-1);
    expect(moveActiveRow(9, 1, 3)).toBe(0);
  });
});
