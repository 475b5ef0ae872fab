import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { EMPTY_VALUE, LONDON, formatDateTime, londonOffsetMs } from './dates';
import { londonDayOf, resolvedDateToUtcMidnight } from './londonDays';

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

describe('formatDateTime, against luxon', () => {
  it("gives luxon's 'HH:mm d MMM yyyy' in London for any instant (summer time and its edges included)", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        expect(formatDateTime(date.toISOString())).toBe(DateTime.fromJSDate(date).setZone(LONDON).toFormat('HH:mm d MMM yyyy'));
      }),
      { numRuns: 2000 },
    );
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('00:59 29 Mar 2026');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('02:00 29 Mar 2026');
    expect(formatDateTime('2026-09-01T12:05:00Z')).toBe('13:05 1 Sep 2026');
  });
});

describe("London's offset without Intl", () => {
  /** The platform's own offset (its time zone data), from Intl. */
  const platformOffsetMs = (utcMs: number) => DateTime.fromMillis(utcMs, { zone: LONDON }).offset * 60_000;

  it('matches the platform half an hour either side of every change from 1996 to 2037, and at midday each month', () => {
    for (let year = 1996; year <= 2037; year++) {
      for (const month of [2, 9]) {
        const change = DateTime.fromObject({ year, month: month + 1, day: 1 }, { zone: 'UTC' }).endOf('month').startOf('day');
        const lastSunday = change.minus({ days: change.weekday % 7 }).set({ hour: 1 }).toMillis();
        for (const minutes of [-30, -1, 0, 1, 30]) {
          const at = lastSunday + minutes * 60_000;
          expect(londonOffsetMs(at), new Date(at).toISOString()).toBe(platformOffsetMs(at));
        }
      }
      for (let month = 0; month < 12; month++) {
        const at = Date.UTC(year, month, 15, 12);
        expect(londonOffsetMs(at), new Date(at).toISOString()).toBe(platformOffsetMs(at));
      }
    }
  });
  it('is unknown outside those years, where the dates go through Intl', () => {
    expect(londonOffsetMs(Date.UTC(1995, 11, 31, 23, 59))).toBeNull();
    expect(londonOffsetMs(Date.UTC(2038, 0, 1))).toBeNull();
    expect(formatDateTime('1990-07-01T12:05:00Z')).toBe('13:05 1 Jul 1990');
    expect(formatDateTime('2050-07-01T12:05:00Z')).toBe('13:05 1 Jul 2050');
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
