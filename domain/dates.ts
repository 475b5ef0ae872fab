// Dates as the spec shows them: 'HH:mm D MMM YYYY' in London time; empty values as a dash. Formatted with the
// platform's Intl (no luxon here): every list and page shows dates, and luxon cost the first screen 22 kB gzip. The
// calendar-day arithmetic of resolved dates keeps luxon (londonDays.ts), loaded only where it is used.
export const LONDON = 'Europe/London';
export const EMPTY_VALUE = '-';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Numeric parts only, so no locale's month names or separators leak in (en-GB says 'Sept'); assembled below.
const LONDON_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return EMPTY_VALUE;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return EMPTY_VALUE;
  const part: Record<string, string> = {};
  for (const { type, value: text } of LONDON_PARTS.formatToParts(date)) part[type] = text;
  return `${part.hour}:${part.minute} ${Number(part.day)} ${MONTHS[Number(part.month) - 1]} ${part.year}`;
}
