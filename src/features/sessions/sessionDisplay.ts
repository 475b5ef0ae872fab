// How a session row reads (spec 3, sections 2, 3 and 9): its configuration as short 'name: value' lines, the span of its
// time slots and how long it ran as hh:mm:ss, and whether a page of sessions still moves (polled while one is in progress).
import { SESSION_SLOT_MINUTES } from '../../../domain/scrapingSessions';
import { formatDuration } from '../menuScraping/menuScrapingRules';
import { humanizeEnum } from '../tasks/taskListLogic';

/** The configuration's names as the forms label them; any other key is shown humanized. */
const CONFIGURATION_LABELS: Record<string, string> = {
  timeSlotCount: 'Time slots',
  isMinimumTimeSlotCount: 'Minimum time slot count',
  ignoreWorkingHours: 'Ignore working hours',
  menuStatuses: 'Menu statuses',
  scrapingStatuses: 'Scraping statuses',
  menuRoles: 'Roles',
  menuIds: 'Menu ids',
  randomlySelectedMenuCount: 'Random menus',
  scrapedBeforeDate: 'Scraped before',
  includeAllAvailableMenus: 'All available menus',
  menuCount: 'Menu count',
};

function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? null : value.map((item) => (typeof item === 'string' ? humanizeEnum(item) : String(item))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The form a session was started with, one 'Label: value' line per field that holds something. */
export function configurationLines(configuration: unknown): string[] {
  if (typeof configuration !== 'object' || configuration === null || Array.isArray(configuration)) return [];
  const lines: string[] = [];
  for (const [key, value] of Object.entries(configuration as Record<string, unknown>)) {
    if (key === 'isStartSessionConfirmed') continue;
    const text = valueText(value);
    if (text !== null) lines.push(`${CONFIGURATION_LABELS[key] ?? humanizeEnum(key)}: ${text}`);
  }
  return lines;
}

/** The time the slots cover, as hh:mm:ss (0 slots: everything at once, no span). */
export const timeSlotSpan = (timeSlotCount: number) => (timeSlotCount <= 0 ? 'at once' : formatDuration(timeSlotCount * SESSION_SLOT_MINUTES * 60_000));

/** How long a session ran (start to completion or abort), hh:mm:ss; the dash while it runs. */
export function sessionDuration(startTime: string, completedDate: string | null | undefined): string {
  if (!completedDate) return formatDuration(null);
  return formatDuration(Math.max(0, Date.parse(completedDate) - Date.parse(startTime)));
}

/** A page moves while one of its sessions is in progress: its counts and status change on the server. */
export const hasSessionInProgress = (sessions: ReadonlyArray<{ status: string }>) => sessions.some((session) => session.status === 'IN_PROGRESS');
