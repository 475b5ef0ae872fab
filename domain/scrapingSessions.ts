// HTML scraping sessions' shared constants, start error types and texts (spec 3, sections 3, 5, 8 and 9; docs/sessions.md
// "Planning a session"). Shared by the server (the planner, the start decision, the GraphQL errors) and the SPA (the
// session forms and their dialogs, machines/sessionStartMachine.ts). No yup and no luxon here, so the dialogs cost the
// screens nothing: the form schemas are domain/scrapingSessionSchemas.ts.
import { CLUSTER_ROLES, type ClusterRole } from '../machines/clusterRules';
import { formatDateTime } from './dates';

/** A session time slot: 15 minutes (spec 3, section 9). */
export const SESSION_SLOT_MINUTES = 15;
/** Seven days of slots: cluster sessions 0 to 672, the reruns page 1 to 672. */
export const MAX_SESSION_TIME_SLOT_COUNT = 672;
export const DEFAULT_CLUSTER_SESSION_TIME_SLOT_COUNT = 2;
/** The 'minimum time slot count' option holds at most 50 menus per slot (spec 3, section 9). */
export const MINIMUM_OPTION_MENUS_PER_SLOT = 50;
/**
 * The reruns page's per-slot maximum ('Max {n} per time slot'). Spec 3 gives 50 (the form hint) and 200 (the shared task
 * constants); we use 50: docs/decisions.md, "Reruns page: 50 menus per time slot".
 */
export const RERUN_MENUS_PER_SLOT_MAX = 50;
export const RERUN_TIME_SLOT_COUNT = { min: 1, max: MAX_SESSION_TIME_SLOT_COUNT, default: 480 } as const;
export const RERUN_MENU_COUNT = { min: 1, max: 30000, default: 10 } as const;
export const RANDOMLY_SELECTED_MENU_COUNT = { min: 0, max: 100, default: 0 } as const;

export const SESSION_STATUSES = ['IN_PROGRESS', 'COMPLETED', 'MANUALLY_ABORTED', 'AUTOMATICALLY_ABORTED'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  MANUALLY_ABORTED: 'Manually aborted',
  AUTOMATICALLY_ABORTED: 'Automatically aborted',
};

/** The cluster roles (machines/clusterRules.ts keeps the one list). */
export { CLUSTER_ROLES };
export type ClusterMenuRole = ClusterRole;

/** The session start error types (spec 3, section 8), read from the first error extension of the answer. */
export const SESSION_START_ERROR_TYPES = {
  noMenusAvailable: 'SCRAPING_SESSION_NO_MENUS_AVAILABLE',
  minTimeSlotCountNotConfirmed: 'SCRAPING_SESSION_MIN_TIME_SLOT_COUNT_NOT_CONFIRMED',
  notAllMenusAvailable: 'SCRAPING_SESSION_NOT_ALL_MENUS_ARE_AVAILABLE',
  notAllMenusSelectedByRolesAvailable: 'SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_ROLES_ARE_AVAILABLE',
  notAllMenusSelectedByIdsAvailable: 'SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_IDS_AVAILABLE',
} as const;
export type SessionStartErrorType = (typeof SESSION_START_ERROR_TYPES)[keyof typeof SESSION_START_ERROR_TYPES];

/**
 * Each error type with the data its dialog needs (in the GraphQL error's extensions beside `type`; dates as ISO text).
 * Every confirmation also says how many menus would start, so the dialog can name it.
 */
export type SessionStartError =
  | { type: typeof SESSION_START_ERROR_TYPES.noMenusAvailable; selectedMenuCount: number }
  | {
      type: typeof SESSION_START_ERROR_TYPES.minTimeSlotCountNotConfirmed;
      minimumTimeSlotCount: number;
      estimatedCompletionTime: string;
      /** Menus left out even by the minimum (never open in the week, or the longest session is full). */
      unavailableMenuCount: number;
      totalMenuCount: number;
    }
  | { type: typeof SESSION_START_ERROR_TYPES.notAllMenusAvailable; unavailableMenuCount: number; totalMenuCount: number }
  | {
      type: typeof SESSION_START_ERROR_TYPES.notAllMenusSelectedByRolesAvailable;
      unavailableMenuIdsByRole: Record<ClusterMenuRole, number[]>;
      unavailableRandomMenuCount: number;
      totalMenuCount: number;
    }
  | { type: typeof SESSION_START_ERROR_TYPES.notAllMenusSelectedByIdsAvailable; unavailableMenuIds: number[]; totalMenuCount: number };

/** The error types a confirmation answers (all but NO_MENUS_AVAILABLE, which only informs). */
export const isConfirmableSessionStartError = (error: SessionStartError): boolean => error.type !== SESSION_START_ERROR_TYPES.noMenusAvailable;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isInteger(id));

/** The session start error of a GraphQL error's extensions, or null when it is another error (the start failed). */
export function sessionStartErrorOf(extensions: unknown): SessionStartError | null {
  if (!extensions) return null;
  const value = extensions as Record<string, unknown>;
  switch (value.type) {
    case SESSION_START_ERROR_TYPES.noMenusAvailable:
      return isCount(value.selectedMenuCount) ? { type: value.type, selectedMenuCount: value.selectedMenuCount } : null;
    case SESSION_START_ERROR_TYPES.minTimeSlotCountNotConfirmed:
      return isCount(value.minimumTimeSlotCount) &&
        typeof value.estimatedCompletionTime === 'string' &&
        !Number.isNaN(Date.parse(value.estimatedCompletionTime)) &&
        isCount(value.unavailableMenuCount) &&
        isCount(value.totalMenuCount)
        ? {
            type: value.type,
            minimumTimeSlotCount: value.minimumTimeSlotCount,
            estimatedCompletionTime: value.estimatedCompletionTime,
            unavailableMenuCount: value.unavailableMenuCount,
            totalMenuCount: value.totalMenuCount,
          }
        : null;
    case SESSION_START_ERROR_TYPES.notAllMenusAvailable:
      return isCount(value.unavailableMenuCount) && isCount(value.totalMenuCount)
        ? { type: value.type, unavailableMenuCount: value.unavailableMenuCount, totalMenuCount: value.totalMenuCount }
        : null;
    case SESSION_START_ERROR_TYPES.notAllMenusSelectedByRolesAvailable: {
      const byRole = (value.unavailableMenuIdsByRole ?? {}) as Record<string, unknown>;
      if (!CLUSTER_ROLES.every((role) => isIdList(byRole[role]))) return null;
      if (!isCount(value.unavailableRandomMenuCount) || !isCount(value.totalMenuCount)) return null;
      return {
        type: value.type,
        unavailableMenuIdsByRole: { LEAD: byRole.LEAD as number[], COMPLEX: byRole.COMPLEX as number[], CORE: byRole.CORE as number[] },
        unavailableRandomMenuCount: value.unavailableRandomMenuCount,
        totalMenuCount: value.totalMenuCount,
      };
    }
    case SESSION_START_ERROR_TYPES.notAllMenusSelectedByIdsAvailable:
      return isIdList(value.unavailableMenuIds) && isCount(value.totalMenuCount)
        ? { type: value.type, unavailableMenuIds: value.unavailableMenuIds, totalMenuCount: value.totalMenuCount }
        : null;
    default:
      return null;
  }
}

const menus = (count: number) => `${count} menu${count === 1 ? '' : 's'}`;

/** The texts of the session start's dialogs and notices (spec 3, section 8; the dialogs' words are ours). */
export const SESSION_START_TEXTS = {
  sessionStartFailed: 'Menu scraping session start failed.',
  rerunStartFailed: 'Menu scraping rerun start failed.',
  sessionAbortFailed: 'Menu scraping session abort failed.',
  rerunAbortFailed: 'Menu scraping rerun abort failed.',
  sessionStarted: 'Session started',
  rerunStarted: 'Menu scraping rerun started',
  sessionAborted: 'Session aborted',
  /** A confirmed resend answered with another confirmation request: a failure, not a second dialog. */
  askedAgainAfterConfirmation: 'The server asked for a confirmation again after the session start was confirmed. Reload and try again.',
  zeroTimeSlotsTitle: 'Start without time slots?',
  zeroTimeSlots: 'With 0 time slots all menus will be sent at once, without slots. Start the session?',
  noMenusAvailableTitle: 'No menus available',
  noMenusAvailable: 'No menus are available for this configuration during the session. Please review the configuration.',
  minTimeSlotCountTitle: 'Minimum time slot count',
  minTimeSlotCount: (count: number, estimatedCompletionTime: string) =>
    `The session needs ${count} time slot${count === 1 ? '' : 's'} and should complete at ${formatDateTime(estimatedCompletionTime)}. Start it?`,
  notAllAvailableTitle: 'Not all menus are available',
  notAllAvailable: (unavailable: number, total: number) =>
    `${unavailable} of ${menus(total)} ${unavailable === 1 ? 'is' : 'are'} unavailable during the session. Start the session only for the available menus?`,
  unavailableByRoleLine: (role: ClusterMenuRole, ids: number[]) => `${role}: ${ids.join(', ')}`,
  unavailableRandomLine: (count: number) => `Unavailable random menus: ${count}`,
  unavailableIds: (ids: number[]) => `Unavailable menu ids: ${ids.join(', ')}`,
  startAvailableOnly: 'Start the session only for the available menus?',
} as const;

/** The lines of a not-all-available-by-roles dialog: one per role with unavailable menus, then the random count. */
export function unavailableByRolesLines(error: Extract<SessionStartError, { unavailableMenuIdsByRole: unknown }>): string[] {
  const lines = CLUSTER_ROLES.filter((role) => error.unavailableMenuIdsByRole[role].length > 0).map((role) =>
    SESSION_START_TEXTS.unavailableByRoleLine(role, error.unavailableMenuIdsByRole[role]),
  );
  if (error.unavailableRandomMenuCount > 0) lines.push(SESSION_START_TEXTS.unavailableRandomLine(error.unavailableRandomMenuCount));
  return lines;
}

/** The message of a session start error (the GraphQL error's message: the dialog's text, for a caller without the SPA). */
export function sessionStartErrorMessage(error: SessionStartError): string {
  switch (error.type) {
    case SESSION_START_ERROR_TYPES.noMenusAvailable:
      return SESSION_START_TEXTS.noMenusAvailable;
    case SESSION_START_ERROR_TYPES.minTimeSlotCountNotConfirmed:
      return SESSION_START_TEXTS.minTimeSlotCount(error.minimumTimeSlotCount, error.estimatedCompletionTime);
    case SESSION_START_ERROR_TYPES.notAllMenusAvailable:
      return SESSION_START_TEXTS.notAllAvailable(error.unavailableMenuCount, error.totalMenuCount);
    case SESSION_START_ERROR_TYPES.notAllMenusSelectedByRolesAvailable:
      return [...unavailableByRolesLines(error), SESSION_START_TEXTS.startAvailableOnly].join('\n');
    case SESSION_START_ERROR_TYPES.notAllMenusSelectedByIdsAvailable:
      return [SESSION_START_TEXTS.unavailableIds(error.unavailableMenuIds), SESSION_START_TEXTS.startAvailableOnly].join('\n');
  }
}
