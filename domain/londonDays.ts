// Calendar days in London (the resolved dates: picked as YYYY-MM-DD, sent as midnight UTC), with luxon's day arithmetic.
import { DateTime } from 'luxon';
import { LONDON } from './dates';

/** A day picked as YYYY-MM-DD in London time, sent as midnight UTC of that day. */
export function resolvedDateToUtcMidnight(day: string): string {
  return DateTime.fromISO(day, { zone: 'utc' }).startOf('day').toISO({ suppressMilliseconds: true }) ?? '';
}

/** The London calendar day (YYYY-MM-DD) of an instant, as a date input shows it; '' when there is none. */
export function londonDayOf(value: string | null | undefined): string {
  if (!value) return '';
  const date = DateTime.fromISO(value);
  return date.isValid ? (date.setZone(LONDON).toISODate() ?? '') : '';
}
