// Whether a planned session starts, or which of spec 3 section 8's five SCRAPING_SESSION_* answers it gets, with the data
// its dialog needs (docs/sessions.md "Planning a session"). Pure: the caller selects the menus, plans them
// (sessionPlanner.ts), asks here, and either schedules the plan or throws the error (appError(error.type, message, data)).
//
// Rules (ours where spec 3 is silent):
// - No selected menu is available (or none was selected): SCRAPING_SESSION_NO_MENUS_AVAILABLE, an info dialog;
//   isStartSessionConfirmed does not change it (there is nothing to start).
// - isStartSessionConfirmed: START with the available menus (the planned ones). One confirmation covers whatever the
//   dialog said; availability read again at the resend may differ slightly, and the plan of the resend is what runs.
// - 'MINIMUM' asked: SCRAPING_SESSION_MIN_TIME_SLOT_COUNT_NOT_CONFIRMED first, with the minimum count and the estimated
//   completion, and how many menus even the minimum leaves out (one dialog, one confirmation, so it carries both).
// - Some selected menus unavailable, by the selection:
//     the statuses forms (cluster SCRAPING step, reruns page by statuses): SCRAPING_SESSION_NOT_ALL_MENUS_ARE_AVAILABLE,
//       N of M;
//     menu ids (the cluster's roles-or-ids form with ids, the reruns page by ids):
//       SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_IDS_AVAILABLE, the unavailable ids (with ids, random menus picked
//       beside them are listed among them: the dialog names every menu that will not run);
//     roles (the roles-or-ids form without ids): SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_ROLES_ARE_AVAILABLE, the
//       unavailable ids per role and the number of unavailable random menus.
// - Everything available: START.
// - Zero time slots has no server error type: its confirmation ('all menus will be sent at once') is the form's, asked
//   before sending (machines/sessionStartMachine.ts). Spec 3 section 8 lists it among the client's confirmations, not the
//   error types; an API caller that sends 0 means it.
import {
  CLUSTER_ROLES,
  SESSION_START_ERROR_TYPES,
  type ClusterMenuRole,
  type SessionStartError,
} from '../../domain/scrapingSessions';
import type { SessionPlan } from './sessionPlanner';

export type SessionSelectionKind = 'CLUSTER_STATUSES' | 'CLUSTER_ROLES_OR_IDS' | 'RERUNS_BY_IDS' | 'RERUNS_BY_STATUSES';
/** Why a menu was selected (the same words as sessionMenusSelection.ts). */
export type SelectionSource = 'ID' | 'ROLE' | 'RANDOM' | 'STATUS';

export interface SelectedMenu {
  menuId: number;
  role: ClusterMenuRole | null;
  source: SelectionSource;
}

export interface SessionStartDecisionInput {
  selectionKind: SessionSelectionKind;
  /** Every menu the form selected (the menus that were planned). */
  selectedMenus: readonly SelectedMenu[];
  plan: SessionPlan;
  isStartSessionConfirmed: boolean;
}

export type SessionStartDecision =
  | { kind: 'START'; /** The planned menus, in slot order. */ menuIds: number[]; plan: SessionPlan }
  | { kind: 'REFUSE'; error: SessionStartError };

export function decideSessionStart(input: SessionStartDecisionInput): SessionStartDecision {
  const { plan, selectedMenus } = input;
  const unavailable = new Set(plan.unavailableMenuIds);
  const unavailableMenus = selectedMenus.filter((menu) => unavailable.has(menu.menuId));
  const total = selectedMenus.length;
  const refuse = (error: SessionStartError): SessionStartDecision => ({ kind: 'REFUSE', error });

  if (total === unavailableMenus.length) return refuse({ type: SESSION_START_ERROR_TYPES.noMenusAvailable, selectedMenuCount: total });
  const start: SessionStartDecision = { kind: 'START', menuIds: plan.slots.flatMap((slot) => slot.menuIds), plan };
  if (input.isStartSessionConfirmed) return start;

  if (plan.minimumTimeSlotCount !== null) {
    return refuse({
      type: SESSION_START_ERROR_TYPES.minTimeSlotCountNotConfirmed,
      minimumTimeSlotCount: plan.minimumTimeSlotCount,
      estimatedCompletionTime: plan.estimatedCompletionTime.toISOString(),
      unavailableMenuCount: unavailableMenus.length,
      totalMenuCount: total,
    });
  }
  if (unavailableMenus.length === 0) return start;

  const byIds = input.selectionKind === 'RERUNS_BY_IDS' || (input.selectionKind === 'CLUSTER_ROLES_OR_IDS' && selectedMenus.some((menu) => menu.source === 'ID'));
  if (byIds) {
    return refuse({
      type: SESSION_START_ERROR_TYPES.notAllMenusSelectedByIdsAvailable,
      unavailableMenuIds: unavailableMenus.map((menu) => menu.menuId).sort((a, b) => a - b),
      totalMenuCount: total,
    });
  }
  if (input.selectionKind === 'CLUSTER_ROLES_OR_IDS') {
    const unavailableMenuIdsByRole = Object.fromEntries(
      CLUSTER_ROLES.map((role) => [
        role,
        unavailableMenus
          .filter((menu) => menu.source === 'ROLE' && menu.role === role)
          .map((menu) => menu.menuId)
          .sort((a, b) => a - b),
      ]),
    ) as Record<ClusterMenuRole, number[]>;
    return refuse({
      type: SESSION_START_ERROR_TYPES.notAllMenusSelectedByRolesAvailable,
      unavailableMenuIdsByRole,
      unavailableRandomMenuCount: unavailableMenus.filter((menu) => menu.source === 'RANDOM').length,
      totalMenuCount: total,
    });
  }
  return refuse({ type: SESSION_START_ERROR_TYPES.notAllMenusAvailable, unavailableMenuCount: unavailableMenus.length, totalMenuCount: total });
}
