// The cluster's two session forms as the page holds them (spec 3, section 5) and what they send (spec 3, section 7): text
// fields as typed, turned into the mutations' inputs here. Statuses form (SCRAPING): menu status NEW by default. Roles-or-ids
// form (TEMPLATE_VALIDATION): roles LEAD, COMPLEX and CORE and 0 random menus by default; typing menu ids clears the roles
// and the random count. Both: 2 time slots by default, or the 'minimum time slot count' option (the count then empty), and
// ignore working hours from the cluster's flag. The shared schemas (domain/scrapingSessionSchemas.ts) check and cast the
// typed values; these turn the result into the inputs. Pure, for the forms and their unit test.
import type { ClusterRolesOrIdsSessionInput, ClusterStatusesSessionInput, TimeSlotOptions } from '../../../../domain/scrapingSessionSchemas';
import { CLUSTER_ROLES, DEFAULT_CLUSTER_SESSION_TIME_SLOT_COUNT, RANDOMLY_SELECTED_MENU_COUNT } from '../../../../domain/scrapingSessions';

export interface TimeSlotValues {
  timeSlotCount: string;
  isMinimumTimeSlotCount: boolean;
  ignoreWorkingHours: boolean;
}

export interface StatusesSessionValues extends TimeSlotValues {
  menuStatuses: string[];
  scrapingStatuses: string[];
}

export interface RolesOrIdsSessionValues extends TimeSlotValues {
  menuIds: string;
  menuRoles: string[];
  randomlySelectedMenuCount: string;
}

const timeSlotDefaults = (areWorkingHoursIrrelevant: boolean): TimeSlotValues => ({
  timeSlotCount: String(DEFAULT_CLUSTER_SESSION_TIME_SLOT_COUNT),
  isMinimumTimeSlotCount: false,
  ignoreWorkingHours: areWorkingHoursIrrelevant,
});

export const statusesSessionDefaults = (areWorkingHoursIrrelevant: boolean): StatusesSessionValues => ({
  ...timeSlotDefaults(areWorkingHoursIrrelevant),
  menuStatuses: ['NEW'],
  scrapingStatuses: [],
});

export const rolesOrIdsSessionDefaults = (areWorkingHoursIrrelevant: boolean): RolesOrIdsSessionValues => ({
  ...timeSlotDefaults(areWorkingHoursIrrelevant),
  menuIds: '',
  menuRoles: [...CLUSTER_ROLES],
  randomlySelectedMenuCount: String(RANDOMLY_SELECTED_MENU_COUNT.default),
});

/** The 'minimum time slot count' option empties the count (it must be empty then); unticked, the count starts at its default. */
export function withMinimumOption<Values extends TimeSlotValues>(values: Values, isMinimumTimeSlotCount: boolean): Values {
  return {
    ...values,
    isMinimumTimeSlotCount,
    timeSlotCount: isMinimumTimeSlotCount ? '' : values.timeSlotCount || String(DEFAULT_CLUSTER_SESSION_TIME_SLOT_COUNT),
  };
}

export const hasMenuIds = (menuIds: string) => menuIds.trim() !== '';

/** Typing menu ids disables and clears the roles and the random count (back to its default 0: domain/scrapingSessionSchemas.ts). */
export function withMenuIds(values: RolesOrIdsSessionValues, menuIds: string): RolesOrIdsSessionValues {
  return hasMenuIds(menuIds) ? { ...values, menuIds, menuRoles: [], randomlySelectedMenuCount: String(RANDOMLY_SELECTED_MENU_COUNT.default) } : { ...values, menuIds };
}

/** The time slot part of a checked form as the mutations take it: the count, or none with the minimum option. */
function timeSlotInput(checked: TimeSlotOptions & { ignoreWorkingHours: boolean }) {
  return {
    timeSlotCount: checked.isMinimumTimeSlotCount ? null : (checked.timeSlotCount ?? null),
    isMinimumTimeSlotCount: checked.isMinimumTimeSlotCount,
    ignoreWorkingHours: checked.ignoreWorkingHours,
  };
}

/** The statuses form, checked by its schema, as startMenuScrapingClusterSessionByStatuses takes it. */
export function statusesSessionInput(checked: ClusterStatusesSessionInput, isStartSessionConfirmed: boolean) {
  return { ...timeSlotInput(checked), menuStatuses: checked.menuStatuses, scrapingStatuses: checked.scrapingStatuses, isStartSessionConfirmed };
}

/** The roles-or-ids form, checked by its schema: the ids alone when there are some (roles empty, as the server wants). */
export function rolesOrIdsSessionInput(checked: ClusterRolesOrIdsSessionInput, isStartSessionConfirmed: boolean) {
  return checked.menuIds.length > 0
    ? { ...timeSlotInput(checked), menuIds: checked.menuIds, menuRoles: [], randomlySelectedMenuCount: checked.randomlySelectedMenuCount ?? 0, isStartSessionConfirmed }
    : { ...timeSlotInput(checked), menuRoles: checked.menuRoles, randomlySelectedMenuCount: checked.randomlySelectedMenuCount ?? 0, isStartSessionConfirmed };
}
