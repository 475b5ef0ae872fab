// Dates as the spec shows them: 'HH:mm D MMM YYYY' in London time; empty values as a dash. No luxon here: every list
// and page shows dates, and luxon cost the first screen 22 kB gzip. The calendar-day arithmetic of resolved dates keeps
// luxon (londonDays.ts), loaded only where it is used.
export const LONDON = 'Europe/London';
export const EMPTY_VALUE = '-';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The UK's summer time rule since 1996: from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of
// October, an hour ahead of UTC. Used for the years the tests check against the platform's time zone data, because the
// browser's first Intl.DateTimeFormat loads its ICU data: 20-30 ms of the first screen (80-120 ms at the lab's 4x
// slowdown), which shows dates in every list. Other years go through Intl; should the UK change its rule, end
// RULE_YEARS before the change (dates.test.ts compares every transition with the platform's data).
const RULE_YEARS = { first: 1996, last: 2037 };
const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based), as milliseconds. */
function lastSundayOneAm(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** London's offset from UTC in ms at an instant, or null outside the years the rule is known for. */
export function londonOffsetMs(utcMs: number): number | null {
  const year = new Date(utcMs).getUTCFullYear();
  if (year < RULE_YEARS.first || year > RULE_YEARS.last) return null;
  return utcMs >= lastSundayOneAm(year, 2) && utcMs < lastSundayOneAm(year, 9) ? HOUR_MS : 0;
}

// Numeric parts only, so no locale's month names or separators leak in (en-GB says 'Sept'); assembled below. Made on
// first use, for dates outside the rule's years.
let londonParts: Intl.DateTimeFormat | null = null;

function londonPartsOf(date: Date): { year: number; month: number; day: number; hour: string; minute: string } {
  const offset = londonOffsetMs(date.getTime());
  if (offset !== null) {
    const local = new Date(date.getTime() + offset);
    const twoDigits = (value: number) => String(value).padStart(2, '0');
    return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), hour: twoDigits(local.getUTCHours()), minute: twoDigits(local.getUTCMinutes()) };
  }
  londonParts ??= new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const part: Record<string, string> = {};
  for (const { type, value: text } of londonParts.formatToParts(date)) part[type] = text;
  return { year: Number(part.year), month: Number(part.month), day: Number(part.day), hour: part.hour, minute: part.minute };
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return EMPTY_VALUE;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return EMPTY_VALUE;
  const part = londonPartsOf(date);
  return `${part.hour}:${part.minute} ${part.day} ${MONTHS[part.month - 1]} ${part.year}`;
}
