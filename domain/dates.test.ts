import { describe, expect, it } from 'vitest';
import { formatDateTime, resolvedDateToUtcMidnight } from './dates';

describe('formatDateTime', () => {
  it('shows London time in the spec format, summer time included', () => {
    expect(formatDateTime('2026-07-01T12:05:00Z')).toBe('13:05 1 Jul 2026');
    expect(formatDateTime('2026-01-15T09:30:00Z')).toBe('09:30 15 Jan 2026');
  });
  it('shows a dash for an empty value', () => {
    expect(formatDateTime(null)).toBe('-');
  });
  it('sends a chosen day as midnight UTC', () => {
    expect(resolvedDateToUtcMidnight('2026-03-29')).toBe('2026-03-29T00:00:00Z');
  });
});
