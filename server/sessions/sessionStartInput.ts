// The session start forms as the server checks them (spec 3, section 5; the messages are the forms', the spec's words):
// each form's input validated and normalised, bad input refused with VALIDATION naming its field before anything is read
// or written. GraphQL's types already refuse what is not an integer or not a known status, role or scraping status.
import {
  MAX_SESSION_TIME_SLOT_COUNT,
  RANDOMLY_SELECTED_MENU_COUNT,
  RERUN_MENU_COUNT,
  RERUN_MENUS_PER_SLOT_MAX,
  RERUN_TIME_SLOT_COUNT,
  type ClusterMenuRole,
} from '../../domain/scrapingSessions';
import { RERUN_MENU_STATUSES, SESSION_FORM_MESSAGES } from '../../domain/scrapingSessionSchemas';
import { validationError } from '../graphql/errors';

/**
 * The messages: the forms' own (domain/scrapingSessionSchemas.ts, the spec's words and our range messages), so the API
 * and the SPA say the same thing; rolesWithIds is the server's alone (the form clears roles when ids are entered).
 */
export const SESSION_INPUT_MESSAGES = {
  timeSlotCountRequired: SESSION_FORM_MESSAGES.timeSlotCountRequired,
  timeSlotCountMustBeEmpty: SESSION_FORM_MESSAGES.timeSlotCountEmptyWithMinimum,
  timeSlotCountRange: SESSION_FORM_MESSAGES.timeSlotCountRange,
  statusesRequired: SESSION_FORM_MESSAGES.statusesRequired,
  rolesOrIdsRequired: SESSION_FORM_MESSAGES.rolesOrIdsRequired,
  randomCountRequired: SESSION_FORM_MESSAGES.randomCountRequired,
  randomCountRange: SESSION_FORM_MESSAGES.randomCountRange,
  rolesWithIds: 'Menu roles must be empty when menu ids are given',
  rerunTimeSlotCountRange: SESSION_FORM_MESSAGES.rerunTimeSlotCountRange,
  rerunSelectionRequired: SESSION_FORM_MESSAGES.rerunSelectionRequired,
  rerunMenuCountRequired: SESSION_FORM_MESSAGES.rerunMenuCountRequired,
  rerunMenuCountRange: SESSION_FORM_MESSAGES.rerunMenuCountRange,
  rerunMenuCountPerSlot: SESSION_FORM_MESSAGES.maxPerTimeSlot(RERUN_MENUS_PER_SLOT_MAX),
  rerunStatuses: SESSION_FORM_MESSAGES.rerunMenuStatus,
  scrapedBeforeDate: SESSION_FORM_MESSAGES.scrapedBeforeDateFormat,
} as const;

type Args = Record<string, unknown>;
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const intOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export interface TimeSlotChoice {
  /** A count from 0 to 672, or the minimum the planner finds. */
  timeSlotCount: number | 'MINIMUM';
}

function timeSlotsOf(data: Args): TimeSlotChoice {
  const count = intOrNull(data.timeSlotCount);
  if (data.isMinimumTimeSlotCount === true) {
    if (count !== null) throw validationError(SESSION_INPUT_MESSAGES.timeSlotCountMustBeEmpty, 'timeSlotCount');
    return { timeSlotCount: 'MINIMUM' };
  }
  if (count === null) throw validationError(SESSION_INPUT_MESSAGES.timeSlotCountRequired, 'timeSlotCount');
  if (count < 0 || count > MAX_SESSION_TIME_SLOT_COUNT) throw validationError(SESSION_INPUT_MESSAGES.timeSlotCountRange, 'timeSlotCount');
  return { timeSlotCount: count };
}

interface CommonClusterForm extends TimeSlotChoice {
  /** null: the cluster's flag decides. */
  ignoreWorkingHours: boolean | null;
  isStartSessionConfirmed: boolean;
  /** The form as sent, without isStartSessionConfirmed (stored as the session's configuration). */
  configuration: Record<string, unknown>;
}

function configurationOf(data: Args): Record<string, unknown> {
  const { isStartSessionConfirmed: _confirmed, ...rest } = data;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
}

function commonOf(data: Args): CommonClusterForm {
  return {
    ...timeSlotsOf(data),
    ignoreWorkingHours: typeof data.ignoreWorkingHours === 'boolean' ? data.ignoreWorkingHours : null,
    isStartSessionConfirmed: data.isStartSessionConfirmed === true,
    configuration: configurationOf(data),
  };
}

export interface StatusesForm extends CommonClusterForm {
  menuStatuses: string[];
  scrapingStatuses: string[];
}

export function statusesFormOf(data: Args): StatusesForm {
  const menuStatuses = [...new Set(list<string>(data.menuStatuses))];
  const scrapingStatuses = [...new Set(list<string>(data.scrapingStatuses))];
  if (menuStatuses.length === 0 && scrapingStatuses.length === 0) throw validationError(SESSION_INPUT_MESSAGES.statusesRequired, 'menuStatuses');
  return { ...commonOf(data), menuStatuses, scrapingStatuses };
}

export interface RolesOrIdsForm extends CommonClusterForm {
  menuIds: number[];
  menuRoles: ClusterMenuRole[];
  randomlySelectedMenuCount: number;
}

export function rolesOrIdsFormOf(data: Args): RolesOrIdsForm {
  const menuIds = [...new Set(list<number>(data.menuIds))];
  const menuRoles = [...new Set(list<ClusterMenuRole>(data.menuRoles))];
  const random = intOrNull(data.randomlySelectedMenuCount);
  if (menuIds.length === 0 && menuRoles.length === 0 && (random === null || random === 0)) {
    throw validationError(SESSION_INPUT_MESSAGES.rolesOrIdsRequired, 'menuIds');
  }
  if (menuIds.length > 0 && random === null) throw validationError(SESSION_INPUT_MESSAGES.randomCountRequired, 'randomlySelectedMenuCount');
  if (random !== null && (random < RANDOMLY_SELECTED_MENU_COUNT.min || random > RANDOMLY_SELECTED_MENU_COUNT.max)) {
    throw validationError(SESSION_INPUT_MESSAGES.randomCountRange, 'randomlySelectedMenuCount');
  }
  // Entering ids clears the roles on the form: both at once is not something the form sends.
  if (menuIds.length > 0 && menuRoles.length > 0) throw validationError(SESSION_INPUT_MESSAGES.rolesWithIds, 'menuRoles');
  return { ...commonOf(data), menuIds, menuRoles, randomlySelectedMenuCount: random ?? 0 };
}

export interface RerunsForm {
  timeSlotCount: number;
  ignoreWorkingHours: boolean;
  menuIds: number[];
  menuStatuses: string[];
  scrapedBeforeDate: string | null;
  includeAllAvailableMenus: boolean;
  menuCount: number | null;
  isStartSessionConfirmed: boolean;
  configuration: Record<string, unknown>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export function rerunsFormOf(data: Args): RerunsForm {
  const timeSlotCount = intOrNull(data.timeSlotCount);
  if (timeSlotCount === null || timeSlotCount < RERUN_TIME_SLOT_COUNT.min || timeSlotCount > RERUN_TIME_SLOT_COUNT.max) {
    throw validationError(SESSION_INPUT_MESSAGES.rerunTimeSlotCountRange, 'timeSlotCount');
  }
  const menuIds = [...new Set(list<number>(data.menuIds))];
  const menuStatuses = [...new Set(list<string>(data.menuStatuses))];
  const scrapedBeforeDate = typeof data.scrapedBeforeDate === 'string' && data.scrapedBeforeDate !== '' ? data.scrapedBeforeDate : null;
  const includeAllAvailableMenus = data.includeAllAvailableMenus === true;
  const menuCount = intOrNull(data.menuCount);
  const form: RerunsForm = {
    timeSlotCount,
    ignoreWorkingHours: data.ignoreWorkingHours === true,
    menuIds,
    menuStatuses,
    scrapedBeforeDate,
    includeAllAvailableMenus,
    menuCount,
    isStartSessionConfirmed: data.isStartSessionConfirmed === true,
    configuration: configurationOf(data),
  };
  // Entering ids clears the other selectors on the form: with ids, they are not read.
  if (menuIds.length > 0) return { ...form, menuStatuses: [], scrapedBeforeDate: null, includeAllAvailableMenus: false, menuCount: null };
  if (menuStatuses.length === 0 || scrapedBeforeDate === null) throw validationError(SESSION_INPUT_MESSAGES.rerunSelectionRequired, 'menuIds');
  if (menuStatuses.some((status) => !(RERUN_MENU_STATUSES as readonly string[]).includes(status))) throw validationError(SESSION_INPUT_MESSAGES.rerunStatuses, 'menuStatuses');
  if (!isDate(scrapedBeforeDate)) throw validationError(SESSION_INPUT_MESSAGES.scrapedBeforeDate, 'scrapedBeforeDate');
  if (!includeAllAvailableMenus) {
    if (menuCount === null) throw validationError(SESSION_INPUT_MESSAGES.rerunMenuCountRequired, 'menuCount');
    if (menuCount < RERUN_MENU_COUNT.min || menuCount > RERUN_MENU_COUNT.max) throw validationError(SESSION_INPUT_MESSAGES.rerunMenuCountRange, 'menuCount');
    if (menuCount > timeSlotCount * RERUN_MENUS_PER_SLOT_MAX) throw validationError(SESSION_INPUT_MESSAGES.rerunMenuCountPerSlot, 'menuCount');
  }
  return form;
}
