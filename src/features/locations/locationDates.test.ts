import { describe, expect, it } from 'vitest';
import { formatCoordinates, formatDay } from './locationDates';

describe('location page formats', () => {
  it('shows a rating day as D MMM YYYY, keeps text that is no day, and a dash for none', () => {
    expect(formatDay('2025-06-02')).toBe('2 Jun 2025');
    expect(formatDay('awaiting inspection')).toBe('awaiting inspection');
    expect(formatDay(null)).toBe('-');
  });

  it('shows coordinates latitude first to six decimals, or a dash when one is missing', () => {
    expect(formatCoordinates(54.4861, -0.6141)).toBe('54.486100, -0.614100');
    expect(formatCoordinates(54.4861, null)).toBe('-');
  });
});
