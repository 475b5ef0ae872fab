// A menu's scraping availability (spec 3, section 3: "one availability entry per weekday, plus
// isSharedByMultipleLocations, isAlwaysAvailable and isDefaultAvailability"), derived from the stored opening hours
// (locations.working_hours, read with workingHoursOf) of the locations that use the menu: those whose menu_id is the
// menu and that do not share the brand's menu, plus, when the menu is its brand's menu (brands.menu_id), the brand's
// SAME_AS_BRAND locations (the same set as server/menus/menuQueries.ts locationIdsOfMenus). Pure: the caller reads the
// rows. Times are HH:mm in Europe/London; days are numbered with Sunday as 0 (spec 3, section 3).
//
// Rules (ours, docs/sessions.md "Planning a session"):
// - Several locations: the union of their hours (the menu can be read while any of them is open), and
//   isSharedByMultipleLocations.
// - A location whose hours are unknown (nothing stored, not a list, or no interval on any day) adds nothing; a known
//   list that leaves a day out means closed that day.
// - No location with known hours: DEFAULT_AVAILABILITY_INTERVAL every day, isDefaultAvailability. Why 12:00-21:00 and
//   not always: the reason to plan by opening hours is the menus that are only shown while the restaurant takes orders
//   (the WORKING_HOURS not-scrapeable reason); lunch to dinner is the window nearly every UK restaurant with an online
//   menu is open, so an unknown menu is neither scraped at 3 am nor left out.
// - isAlwaysAvailable: every day open from 00:00 to 24:00 (an interval whose close equals its open, e.g. 00:00-00:00,
//   is a whole day, as sources write "open 24 hours").
// - An interval whose close is before its open runs past midnight into the next day (18:00-02:00).
import { workingHoursOf } from '../locations/workingHours';

export interface AvailabilityInterval {
  /** HH:mm, London. */
  openTime: string;
  /** HH:mm, London; at or before openTime means the next day (00:00 closes at midnight). */
  closeTime: string;
}

export interface WeekdayAvailability {
  /** 0 is Sunday. */
  dayOfWeek: number;
  /** Merged, by opening time; empty when closed that day. */
  intervals: AvailabilityInterval[];
}

export interface MenuScrapingAvailability {
  /** Seven entries, Monday first and Sunday last (as workingHoursOf orders days). */
  weekdays: WeekdayAvailability[];
  isSharedByMultipleLocations: boolean;
  isAlwaysAvailable: boolean;
  isDefaultAvailability: boolean;
}

export const DEFAULT_AVAILABILITY_INTERVAL: AvailabilityInterval = { openTime: '12:00', closeTime: '21:00' };
export const MINUTES_PER_DAY = 1440;
/** Monday (1) to Sunday (0). */
export const WEEKDAYS_MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function timeOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** An interval's minutes from its day's midnight: [open, close), close up to 2880 when it runs past midnight. */
export function intervalMinutes(interval: AvailabilityInterval): [number, number] {
  const open = minutesOf(interval.openTime);
  const close = minutesOf(interval.closeTime);
  return [open, close > open ? close : close + MINUTES_PER_DAY];
}

/** One day's intervals merged where they overlap or touch (an interval past midnight keeps its day). */
function mergeDay(intervals: AvailabilityInterval[]): AvailabilityInterval[] {
  const spans = intervals.map(intervalMinutes).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [open, close] of spans) {
    const last = merged[merged.length - 1];
    if (last && open <= last[1]) last[1] = Math.max(last[1], close);
    else merged.push([open, close]);
  }
  return merged.map(([open, close]) => ({
    openTime: timeOf(open),
    // A whole day or more from its opening is written as close = open (open 24 hours); past midnight wraps.
    closeTime: close - open >= MINUTES_PER_DAY ? timeOf(open) : timeOf(close % MINUTES_PER_DAY),
  }));
}

const isWholeDay = (day: WeekdayAvailability) =>
  day.intervals.some((interval) => {
    const [open, close] = intervalMinutes(interval);
    return open === 0 && close >= MINUTES_PER_DAY;
  });

/**
 * The availability of a menu from the stored working_hours of each location that uses it (one entry per location, as
 * stored: jsonb value, JSON text or null).
 */
export function menuAvailabilityOf(locationsWorkingHours: readonly unknown[]): MenuScrapingAvailability {
  const byDay = new Map<number, AvailabilityInterval[]>(WEEKDAYS_MONDAY_FIRST.map((day) => [day, []]));
  let known = 0;
  for (const stored of locationsWorkingHours) {
    const days = workingHoursOf(stored);
    if (!days || days.every((day) => day.intervals.length === 0)) continue;
    known += 1;
    for (const day of days) byDay.get(day.dayOfWeek)?.push(...day.intervals);
  }
  const isDefaultAvailability = known === 0;
  const weekdays = WEEKDAYS_MONDAY_FIRST.map((dayOfWeek) => ({
    dayOfWeek,
    intervals: isDefaultAvailability ? [{ ...DEFAULT_AVAILABILITY_INTERVAL }] : mergeDay(byDay.get(dayOfWeek) ?? []),
  }));
  return {
    weekdays,
    isSharedByMultipleLocations: locationsWorkingHours.length > 1,
    isAlwaysAvailable: weekdays.every(isWholeDay),
    isDefaultAvailability,
  };
}

/** Open every day, all day: what a menu is when working hours are irrelevant or ignored. */
export function alwaysAvailable(): MenuScrapingAvailability {
  return {
    weekdays: WEEKDAYS_MONDAY_FIRST.map((dayOfWeek) => ({ dayOfWeek, intervals: [{ openTime: '00:00', closeTime: '00:00' }] })),
    isSharedByMultipleLocations: false,
    isAlwaysAvailable: true,
    isDefaultAvailability: false,
  };
}
