// The reruns page's start form as the page holds it (spec 3, section 5) and what it sends (spec 3, section 7): the
// defaults (480 slots, 10 menus, every available menu, working hours kept, approved, auto approved and rerun error menus
// scraped before a week ago), typing menu ids clearing the other selectors, and the checked form (the shared schema,
// domain/scrapingSessionSchemas.ts) as startHtmlMenuScrapingRerunSession's input. The London day comes from luxon, as
// the SPA's other calendar days do; this module loads with the reruns route only.
import { DateTime } from 'luxon';
import { LONDON } from '../../../domain/dates';
import { DEFAULT_RERUN_MENU_STATUSES, oneWeekBefore, type RerunStartInput } from '../../../domain/scrapingSessionSchemas';
import { RERUN_MENU_COUNT, RERUN_TIME_SLOT_COUNT } from '../../../domain/scrapingSessions';

export interface RerunFormValues {
  menuIds: string;
  menuStatuses: string[];
  scrapedBeforeDate: string;
  includeAllAvailableMenus: boolean;
  menuCount: string;
  timeSlotCount: string;
  ignoreWorkingHours: boolean;
}

/** Today in London (YYYY-MM-DD) at `now`. */
export const londonToday = (now: Date = new Date()) => DateTime.fromJSDate(now).setZone(LONDON).toISODate() ?? '';

export function rerunFormDefaults(today: string): RerunFormValues {
  return {
    menuIds: '',
    menuStatuses: [...DEFAULT_RERUN_MENU_STATUSES],
    scrapedBeforeDate: oneWeekBefore(today),
    includeAllAvailableMenus: true,
    menuCount: String(RERUN_MENU_COUNT.default),
    timeSlotCount: String(RERUN_TIME_SLOT_COUNT.default),
    ignoreWorkingHours: false,
  };
}

export const hasRerunMenuIds = (values: Pick<RerunFormValues, 'menuIds'>) => values.menuIds.trim() !== '';

/** Typing menu ids disables and clears the other selectors: statuses, the date, include-all and the count. */
export function withRerunMenuIds(values: RerunFormValues, menuIds: string): RerunFormValues {
  return menuIds.trim() === ''
    ? { ...values, menuIds }
    : { ...values, menuIds, menuStatuses: [], scrapedBeforeDate: '', includeAllAvailableMenus: false, menuCount: '' };
}

/** The checked form as the mutation takes it: ids alone, or statuses and date with every menu or a count. */
export function rerunSessionInput(checked: RerunStartInput, isStartSessionConfirmed: boolean) {
  const common = { ignoreWorkingHours: checked.ignoreWorkingHours, timeSlotCount: checked.timeSlotCount, isStartSessionConfirmed };
  if (checked.menuIds.length > 0) return { ...common, menuIds: checked.menuIds };
  return {
    ...common,
    menuStatuses: checked.menuStatuses,
    scrapedBeforeDate: checked.scrapedBeforeDate ?? null,
    includeAllAvailableMenus: checked.includeAllAvailableMenus,
    menuCount: checked.includeAllAvailableMenus ? null : (checked.menuCount ?? null),
  };
}
