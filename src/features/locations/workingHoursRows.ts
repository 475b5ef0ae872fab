// The working hours card's rows (spec 2, section 2.11): Monday to Sunday, whatever the data holds (dayOfWeek 0 is
// Sunday), each day's intervals as 'HH:mm – HH:mm', and 'Closed' for a day with none.

export const WEEK_DAYS = [
  { dayOfWeek: 1, name: 'Monday' },
  { dayOfWeek: 2, name: 'Tuesday' },
  { dayOfWeek: 3, name: 'Wednesday' },
  { dayOfWeek: 4, name: 'Thursday' },
  { dayOfWeek: 5, name: 'Friday' },
  { dayOfWeek: 6, name: 'Saturday' },
  { dayOfWeek: 0, name: 'Sunday' },
] as const;

export const CLOSED = 'Closed';

export interface WorkingHoursRow {
  dayOfWeek: number;
  name: string;
  /** Each interval as 'HH:mm – HH:mm'; empty when the place is closed that day. */
  intervals: string[];
}

interface StoredDay {
  readonly dayOfWeek: number;
  readonly intervals: ReadonlyArray<{ readonly openTime: string; readonly closeTime: string }>;
}

export function workingHoursRows(days: ReadonlyArray<StoredDay>): WorkingHoursRow[] {
  return WEEK_DAYS.map(({ dayOfWeek, name }) => ({
    dayOfWeek,
    name,
    intervals: days
      .filter((day) => day.dayOfWeek === dayOfWeek)
      .flatMap((day) => day.intervals)
      .map((interval) => `${interval.openTime} – ${interval.closeTime}`),
  }));
}
