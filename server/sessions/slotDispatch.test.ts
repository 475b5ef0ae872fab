import { describe, expect, it } from 'vitest';
import { DEFAULT_SPACING_MS } from '../scraping/politeness';
import { isInsideSlot, jobStart, plannedStartWithinSlot } from './slotDispatch';

const slot = { start: new Date('2026-11-30T10:00:00Z'), end: new Date('2026-11-30T10:15:00Z') };
const at = (iso: string) => new Date(iso).getTime();

describe('slot dispatch', () => {
  it("spreads a slot's jobs evenly over its 15 minutes", () => {
    expect([0, 1, 2].map((position) => plannedStartWithinSlot(slot, position, 3).toISOString())).toEqual([
      '2026-11-30T10:00:00.000Z',
      '2026-11-30T10:05:00.000Z',
      '2026-11-30T10:10:00.000Z',
    ]);
    const zero = { start: slot.start, end: slot.start };
    expect(plannedStartWithinSlot(zero, 5, 10)).toEqual(slot.start);
  });

  it('starts a job at the latest of its planned moment, when a worker took it, and its site’s turn', () => {
    expect(jobStart({ plannedStartMs: 100, takenAtMs: 50, siteNextAllowedAtMs: null })).toEqual({ startMs: 100, siteNextAllowedAtMs: 100 + DEFAULT_SPACING_MS });
    expect(jobStart({ plannedStartMs: 100, takenAtMs: 300, siteNextAllowedAtMs: 200 })).toEqual({ startMs: 300, siteNextAllowedAtMs: 300 + DEFAULT_SPACING_MS });
    expect(jobStart({ plannedStartMs: 100, takenAtMs: 150, siteNextAllowedAtMs: 900, siteGapMs: 2000 })).toEqual({ startMs: 900, siteNextAllowedAtMs: 2900 });
  });

  it('says whether a start is inside its slot', () => {
    expect(isInsideSlot(at('2026-11-30T10:00:00Z'), slot)).toBe(true);
    expect(isInsideSlot(at('2026-11-30T10:14:59.999Z'), slot)).toBe(true);
    expect(isInsideSlot(at('2026-11-30T10:15:00Z'), slot)).toBe(false);
    expect(isInsideSlot(at('2026-11-30T09:59:59Z'), slot)).toBe(false);
  });
});
