// A location's stored opening hours (jsonb, as the demo data and the map services give them) as the API answers them:
// Monday first and Sunday last (dayOfWeek 0 is Sunday), each day's intervals by opening time, times as HH:mm. Entries
// that do not fit that shape are left out rather than failing the location.

export interface WorkingHoursInterval {
  openTime: string;
  closeTime: string;
}
export interface WorkingHoursDay {
  dayOfWeek: number;
  intervals: WorkingHoursInterval[];
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Monday (1) first, Sunday (0) last. */
const weekOrder = (day: number) => (day === 0 ? 7 : day);

function intervalOf(value: unknown): WorkingHoursInterval | null {
  if (typeof value !== 'object' || value === null) return null;
  const { openTime, closeTime } = value as Record<string, unknown>;
  if (typeof openTime !== 'string' || typeof closeTime !== 'string') return null;
  // '24:00' closes at midnight in some sources: shown as the day's end.
  const close = closeTime === '24:00' ? '00:00' : closeTime;
  return TIME.test(openTime) && TIME.test(close) ? { openTime, closeTime: close } : null;
}

function dayOf(value: unknown): WorkingHoursDay | null {
  if (typeof value !== 'object' || value === null) return null;
  const { dayOfWeek, intervals } = value as Record<string, unknown>;
  if (typeof dayOfWeek !== 'number' || !Number.isInteger(dayOfWeek) || dayOfWeek < 0 || dayOfWeek > 6) return null;
  const parsed = (Array.isArray(intervals) ? intervals : []).map(intervalOf).filter((interval): interval is WorkingHoursInterval => interval !== null);
  return { dayOfWeek, intervals: parsed.sort((a, b) => a.openTime.localeCompare(b.openTime)) };
}

/** null when the hours are unknown (nothing stored, or not a list). */
export function workingHoursOf(stored: unknown): WorkingHoursDay[] | null {
  const value = typeof stored === 'string' ? safeParse(stored) : stored;
  if (!Array.isArray(value)) return null;
  const days = new Map<number, WorkingHoursDay>();
  for (const day of value.map(dayOf)) {
    if (!day) continue;
    const known = days.get(day.dayOfWeek);
    if (known) known.intervals = [...known.intervals, ...day.intervals].sort((a, b) => a.openTime.localeCompare(b.openTime));
    else days.set(day.dayOfWeek, day);
  }
  return [...days.values()].sort((a, b) => weekOrder(a.dayOfWeek) - weekOrder(b.dayOfWeek));
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
