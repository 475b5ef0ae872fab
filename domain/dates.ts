// Dates as the spec shows them: 'HH:mm D MMM YYYY' in London time; empty values as a dash.
import { DateTime } from 'luxon';

export const LONDON = 'Europe/London';
export const EMPTY_VALUE = '-';

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return EMPTY_VALUE;
  const date = typeof value === 'string' ? DateTime.fromISO(value) : DateTime.fromJSDate(value);
  if (!date.isValid) return EMPTY_VALUE;
  return date.setZone(LONDON).toFormat('HH:mm d MMM yyyy');
}

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
