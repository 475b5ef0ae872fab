// The session start forms (spec 3, section 5): the cluster's statuses form (SCRAPING step), its roles-or-ids form
// (TEMPLATE_VALIDATION step), the time slot options both carry, and the reruns page's start form, with every message,
// default, range and rule of the spec. Shared by the SPA's forms and the API, so both refuse with the same words. yup
// lives here and not in domain/scrapingSessions.ts: only the session forms (lazy routes) import this file, never the
// entry chunk (tests/build/bundleBudgets.test.ts).
//
// Our readings where spec 3 is terse (docs/sessions.md "Planning a session"):
// - Menu ids are typed as a comma-separated list ('1, 2,3'); the schemas also take a list of integers (the API's input).
//   Empty text is no ids.
// - "Random count is required when menu ids are given" and "entering menu ids disables and clears the roles and the
//   random count": clearing sets the count back to its default 0 (roles to none), so the rule means the count may never
//   be left empty beside ids. Without ids an empty count is 0.
// - Range messages (the spec gives none) are ours.
import * as yup from 'yup';
import { MENU_STATUSES, type MenuStatus } from './menuValues';
import {
  CLUSTER_ROLES,
  DEFAULT_CLUSTER_SESSION_TIME_SLOT_COUNT,
  MAX_SESSION_TIME_SLOT_COUNT,
  RANDOMLY_SELECTED_MENU_COUNT,
  RERUN_MENU_COUNT,
  RERUN_MENUS_PER_SLOT_MAX,
  RERUN_TIME_SLOT_COUNT,
  type ClusterMenuRole,
} from './scrapingSessions';

/** A menu's last scraping outcome (menus.scraping_status; the clusters' menu filter lists the same three). */
export const MENU_SCRAPING_STATUSES = ['SUCCESS', 'PARTIAL_SUCCESS', 'ERROR'] as const;
export type MenuScrapingStatus = (typeof MENU_SCRAPING_STATUSES)[number];
/** The statuses the reruns page may rerun (spec 3, section 5). */
export const RERUN_MENU_STATUSES = ['APPROVED', 'AUTO_APPROVED', 'SCRAPING_RERUN_ERROR', 'SCRAPING_RERUN_SIGNIFICANT_CHANGES'] as const;
export type RerunMenuStatus = (typeof RERUN_MENU_STATUSES)[number];
export const DEFAULT_RERUN_MENU_STATUSES: RerunMenuStatus[] = ['APPROVED', 'AUTO_APPROVED', 'SCRAPING_RERUN_ERROR'];

export const SESSION_FORM_MESSAGES = {
  timeSlotCountRequired: 'Session time slot count is required',
  timeSlotCountInteger: 'Session Time Slot Count must be an integer',
  timeSlotCountEmptyWithMinimum: 'Session time slot count must be empty when Minimum Time Slot Count is selected',
  timeSlotCountRange: `Session time slot count must be from 0 to ${MAX_SESSION_TIME_SLOT_COUNT}`,
  statusesRequired: 'At least one of menuStatuses or scrapingStatuses is required',
  unknownMenuStatus: 'Unknown menu status',
  unknownScrapingStatus: 'Unknown scraping status',
  rolesOrIdsRequired: 'At least one of menuIds, menuRoles or randomlySelectedMenuCount is required',
  randomCountRequired: 'Randomly selected menu count is required',
  randomCountRange: `Randomly selected menu count must be an integer from ${RANDOMLY_SELECTED_MENU_COUNT.min} to ${RANDOMLY_SELECTED_MENU_COUNT.max}`,
  unknownRole: 'Unknown menu role',
  menuIdsList: 'Menu ids must be a comma separated list of integers',
  rerunTimeSlotCountRequired: 'Rerun time slot count is required',
  rerunTimeSlotCountRange: `Rerun time slot count must be an integer from ${RERUN_TIME_SLOT_COUNT.min} to ${RERUN_TIME_SLOT_COUNT.max}`,
  rerunMenuCountRequired: 'Rerun menu count is required',
  rerunMenuCountRange: `Rerun menu count must be an integer from ${RERUN_MENU_COUNT.min} to ${RERUN_MENU_COUNT.max}`,
  maxPerTimeSlot: (perSlot: number) => `Max ${perSlot} per time slot`,
  rerunMenuStatus: 'Menu statuses must be among approved, auto approved, scraping rerun error and scraping rerun significant changes',
  rerunSelectionRequired: 'menuIds or both menuStatuses and scrapedBeforeDate are required',
  scrapedBeforeDateFormat: 'Scraped before date must be a date (YYYY-MM-DD)',
} as const;

/** '1, 2,3' as [1, 2, 3]; '' as []; null when the text is not a comma-separated list of integers. */
export function parseMenuIds(text: string): number[] | null {
  if (text.trim() === '') return [];
  const parts = text.split(',').map((part) => part.trim());
  if (!parts.every((part) => /^\d{1,9}$/.test(part))) return null;
  const ids = parts.map(Number);
  return ids.every((id) => id > 0) ? ids : null;
}

/** Menu ids as typed text or as a list; text that does not parse stays text, which the list type refuses. */
const menuIdsField = () =>
  yup
    .array(yup.number().integer(SESSION_FORM_MESSAGES.menuIdsList).positive(SESSION_FORM_MESSAGES.menuIdsList).required())
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? (parseMenuIds(original) ?? original) : value))
    .typeError(SESSION_FORM_MESSAGES.menuIdsList)
    .default([])
    .required();

/** An empty input is no number (required's message, not the type's). */
const emptyAsNull = (value: unknown, original: unknown) => (original === '' ? null : value);

/** A whole number field: an input that is not a number, or a fraction, gets `integerMessage`. */
const integerField = (integerMessage: string) => yup.number().transform(emptyAsNull).nullable().typeError(integerMessage).integer(integerMessage);

// --- Time slot options (both cluster forms) ---------------------------------------------------------------------

export const timeSlotOptionsShape = {
  /** The 'minimum time slot count' option: the server picks the fewest slots that hold the menus at most 50 a slot. */
  isMinimumTimeSlotCount: yup.boolean().default(false).required(),
  timeSlotCount: integerField(SESSION_FORM_MESSAGES.timeSlotCountInteger)
    .default(DEFAULT_CLUSTER_SESSION_TIME_SLOT_COUNT)
    .when('isMinimumTimeSlotCount', ([isMinimum], field) =>
      isMinimum
        ? // With the minimum option the count is left out: no default of 2 then.
          field.default(null).test('empty', SESSION_FORM_MESSAGES.timeSlotCountEmptyWithMinimum, (value) => value == null)
        : field
            .required(SESSION_FORM_MESSAGES.timeSlotCountRequired)
            .min(0, SESSION_FORM_MESSAGES.timeSlotCountRange)
            .max(MAX_SESSION_TIME_SLOT_COUNT, SESSION_FORM_MESSAGES.timeSlotCountRange),
    ),
};
export const timeSlotOptionsSchema = yup.object(timeSlotOptionsShape);
export type TimeSlotOptions = yup.InferType<typeof timeSlotOptionsSchema>;

/** The planner's slot count of the options: 'MINIMUM' or the count (valid options only). */
export function plannedTimeSlotCountOf(options: TimeSlotOptions): number | 'MINIMUM' {
  return options.isMinimumTimeSlotCount ? 'MINIMUM' : (options.timeSlotCount ?? DEFAULT_CLUSTER_SESSION_TIME_SLOT_COUNT);
}

/** Zero slots sends every menu at once: the form asks to confirm before sending (spec 3, section 5). */
export const needsZeroTimeSlotsConfirmation = (options: Pick<TimeSlotOptions, 'isMinimumTimeSlotCount' | 'timeSlotCount'>): boolean =>
  !options.isMinimumTimeSlotCount && options.timeSlotCount === 0;

// --- The cluster's statuses form (SCRAPING step) -------------------------------------------------------------------

export const clusterStatusesSessionSchema = yup
  .object({
    ...timeSlotOptionsShape,
    menuStatuses: yup
      .array(yup.mixed<MenuStatus>().oneOf([...MENU_STATUSES], SESSION_FORM_MESSAGES.unknownMenuStatus).required())
      .default((): MenuStatus[] => ['NEW'])
      .required(),
    scrapingStatuses: yup
      .array(yup.mixed<MenuScrapingStatus>().oneOf([...MENU_SCRAPING_STATUSES], SESSION_FORM_MESSAGES.unknownScrapingStatus).required())
      .default((): MenuScrapingStatus[] => [])
      .required(),
    ignoreWorkingHours: yup.boolean().default(false).required(),
  })
  .test('statuses', SESSION_FORM_MESSAGES.statusesRequired, function atLeastOne(value) {
    if (value.menuStatuses.length > 0 || value.scrapingStatuses.length > 0) return true;
    return this.createError({ path: 'menuStatuses', message: SESSION_FORM_MESSAGES.statusesRequired });
  });
export type ClusterStatusesSessionInput = yup.InferType<typeof clusterStatusesSessionSchema>;

// --- The cluster's roles-or-ids form (TEMPLATE_VALIDATION step) ----------------------------------------------------

/** Ignore working hours defaults to the cluster's flag (spec 3, section 5): the form is made per cluster. */
export function clusterRolesOrIdsSessionSchema(areWorkingHoursIrrelevant: boolean) {
  return yup
    .object({
      ...timeSlotOptionsShape,
      menuIds: menuIdsField(),
      menuRoles: yup
        .array(yup.mixed<ClusterMenuRole>().oneOf([...CLUSTER_ROLES], SESSION_FORM_MESSAGES.unknownRole).required())
        .default([...CLUSTER_ROLES])
        .required(),
      randomlySelectedMenuCount: integerField(SESSION_FORM_MESSAGES.randomCountRange)
        .default(RANDOMLY_SELECTED_MENU_COUNT.default)
        .min(RANDOMLY_SELECTED_MENU_COUNT.min, SESSION_FORM_MESSAGES.randomCountRange)
        .max(RANDOMLY_SELECTED_MENU_COUNT.max, SESSION_FORM_MESSAGES.randomCountRange)
        .when('menuIds', ([ids], field) => (Array.isArray(ids) && ids.length > 0 ? field.required(SESSION_FORM_MESSAGES.randomCountRequired) : field)),
      ignoreWorkingHours: yup.boolean().default(areWorkingHoursIrrelevant).required(),
    })
    .test('rolesOrIds', SESSION_FORM_MESSAGES.rolesOrIdsRequired, function atLeastOne(value) {
      if (value.menuIds.length > 0 || value.menuRoles.length > 0 || (value.randomlySelectedMenuCount ?? 0) > 0) return true;
      return this.createError({ path: 'menuIds', message: SESSION_FORM_MESSAGES.rolesOrIdsRequired });
    });
}
export type ClusterRolesOrIdsSessionInput = yup.InferType<ReturnType<typeof clusterRolesOrIdsSessionSchema>>;

/** Entering menu ids disables and clears the roles and the random count (back to its default 0). */
export function withMenuIdsEntered<T extends { menuRoles: readonly ClusterMenuRole[]; randomlySelectedMenuCount: number | null }>(values: T, menuIdsText: string): T {
  return menuIdsText.trim() === '' ? values : { ...values, menuRoles: [], randomlySelectedMenuCount: RANDOMLY_SELECTED_MENU_COUNT.default };
}

// --- The reruns page's start form ----------------------------------------------------------------------------------

/** A real YYYY-MM-DD day (not 2026-02-30, which Date.parse rolls over into March). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** The scraped-before day one week before `today` (YYYY-MM-DD, London's day: the caller passes it). */
export function oneWeekBefore(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 7);
  return day.toISOString().slice(0, 10);
}

export function rerunStartSchema(today: string) {
  return yup
    .object({
      menuIds: menuIdsField(),
      menuStatuses: yup
        .array(yup.mixed<RerunMenuStatus>().oneOf([...RERUN_MENU_STATUSES], SESSION_FORM_MESSAGES.rerunMenuStatus).required())
        .default([...DEFAULT_RERUN_MENU_STATUSES])
        .required(),
      scrapedBeforeDate: yup
        .string()
        .nullable()
        .default(oneWeekBefore(today))
        .transform((value: unknown, original: unknown) => (original === '' ? null : value))
        .test('date', SESSION_FORM_MESSAGES.scrapedBeforeDateFormat, (value) => value == null || isCalendarDay(value)),
      includeAllAvailableMenus: yup.boolean().default(true).required(),
      timeSlotCount: integerField(SESSION_FORM_MESSAGES.rerunTimeSlotCountRange)
        .default(RERUN_TIME_SLOT_COUNT.default)
        .required(SESSION_FORM_MESSAGES.rerunTimeSlotCountRequired)
        .min(RERUN_TIME_SLOT_COUNT.min, SESSION_FORM_MESSAGES.rerunTimeSlotCountRange)
        .max(RERUN_TIME_SLOT_COUNT.max, SESSION_FORM_MESSAGES.rerunTimeSlotCountRange),
      menuCount: integerField(SESSION_FORM_MESSAGES.rerunMenuCountRange)
        .default(RERUN_MENU_COUNT.default)
        .min(RERUN_MENU_COUNT.min, SESSION_FORM_MESSAGES.rerunMenuCountRange)
        .max(RERUN_MENU_COUNT.max, SESSION_FORM_MESSAGES.rerunMenuCountRange)
        .when(['menuIds', 'includeAllAvailableMenus'], ([ids, includeAll], field) =>
          Array.isArray(ids) && ids.length === 0 && !includeAll ? field.required(SESSION_FORM_MESSAGES.rerunMenuCountRequired) : field,
        )
        .test('perSlot', SESSION_FORM_MESSAGES.maxPerTimeSlot(RERUN_MENUS_PER_SLOT_MAX), function perSlot(value) {
          const slots = this.parent.timeSlotCount as number | null | undefined;
          // A slot count that is itself wrong has its own message: the maximum is judged against a valid one only.
          const validSlots = typeof slots === 'number' && Number.isInteger(slots) && slots >= RERUN_TIME_SLOT_COUNT.min && slots <= RERUN_TIME_SLOT_COUNT.max;
          return value == null || !validSlots || value <= slots * RERUN_MENUS_PER_SLOT_MAX;
        }),
      ignoreWorkingHours: yup.boolean().default(false).required(),
    })
    .test('selection', SESSION_FORM_MESSAGES.rerunSelectionRequired, function selection(value) {
      if (value.menuIds.length > 0 || (value.menuStatuses.length > 0 && value.scrapedBeforeDate)) return true;
      return this.createError({ path: 'menuIds', message: SESSION_FORM_MESSAGES.rerunSelectionRequired });
    });
}
export type RerunStartInput = yup.InferType<ReturnType<typeof rerunStartSchema>>;

/** The most menus a reruns session of `timeSlotCount` slots may hold (the menu count's maximum). */
export const maxRerunMenuCount = (timeSlotCount: number): number => Math.min(RERUN_MENU_COUNT.max, timeSlotCount * RERUN_MENUS_PER_SLOT_MAX);

/** Entering menu ids disables and clears the other selectors (statuses, date, include-all, count). */
export function withRerunMenuIdsEntered<T extends { menuStatuses: readonly RerunMenuStatus[]; scrapedBeforeDate: string | null; includeAllAvailableMenus: boolean; menuCount: number | null }>(
  values: T,
  menuIdsText: string,
): T {
  return menuIdsText.trim() === '' ? values : { ...values, menuStatuses: [], scrapedBeforeDate: null, includeAllAvailableMenus: false, menuCount: null };
}
