import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, LONDON, formatDateTime, londonDayOf, resolvedDateToUtcMidnight } from './dates';

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

describe('formatDateTime, other inputs', () => {
  it('formats a Date as it formats its ISO string', () => {
    expect(formatDateTime(new Date('2026-07-01T12:05:00Z'))).toBe('13:05 1 Jul 2026');
  });
  it('shows a dash for undefined, an empty string and an unreadable date', () => {
    expect(EMPTY_VALUE).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
    expect(formatDateTime(new Date('nonsense'))).toBe('-');
  });
});

describe('londonDayOf', () => {
  it('is the London calendar day of an instant, across midnight and summer time', () => {
    expect(LONDON).toBe('Europe/London');
    expect(londonDayOf('2026-07-01T23:30:00Z')).toBe('2026-07-02');
    expect(londonDayOf('2026-01-15T23:30:00Z')).toBe('2026-01-15');
  });
  it('is empty for no value and for an unreadable one', () => {
    expect(londonDayOf(null)).toBe('');
    expect(londonDayOf(undefined)).toBe('');
    expect(londonDayOf('')).toBe('');
    expect(londonDayOf('2026-02-30')).toBe('');
  });
});

describe('resolvedDateToUtcMidnight, unreadable days', () => {
  it('sends nothing for a day that does not exist', () => {
    expect(resolvedDateToUtcMidnight('2026-02-30')).toBe('');
  });
});
