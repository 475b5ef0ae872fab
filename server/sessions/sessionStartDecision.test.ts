// The start decision against spec 3 section 8's table, with plans made by the real planner (a fixed Monday 10:00).
import { describe, expect, it } from 'vitest';
import { SESSION_START_ERROR_TYPES } from '../../domain/scrapingSessions';
import { alwaysAvailable, type MenuScrapingAvailability } from './menuAvailability';
import { planSession, type PlanSessionInput } from './sessionPlanner';
import { decideSessionStart, type SelectedMenu, type SessionSelectionKind } from './sessionStartDecision';

const MONDAY_TEN = new Date('2026-11-30T10:00:00Z');
const closed: MenuScrapingAvailability = {
  weekdays: [1, 2, 3, 4, 5, 6, 0].map((dayOfWeek) => ({ dayOfWeek, intervals: [] })),
  isSharedByMultipleLocations: false,
  isAlwaysAvailable: false,
  isDefaultAvailability: false,
};

interface Menu extends SelectedMenu {
  open: boolean;
}
const m = (menuId: number, open: boolean, source: SelectedMenu['source'] = 'STATUS', role: SelectedMenu['role'] = null): Menu => ({ menuId, open, source, role });

function decide(selectionKind: SessionSelectionKind, menus: Menu[], options: { confirmed?: boolean; timeSlotCount?: PlanSessionInput['timeSlotCount'] } = {}) {
  const plan = planSession({
    now: MONDAY_TEN,
    timeSlotCount: options.timeSlotCount ?? 2,
    ignoreWorkingHours: false,
    perSlotMax: Infinity,
    menus: menus.map((menu) => ({ menuId: menu.menuId, siteKey: `s${menu.menuId}`, role: menu.role, availability: menu.open ? alwaysAvailable() : closed })),
  });
  return decideSessionStart({ selectionKind, selectedMenus: menus, plan, isStartSessionConfirmed: options.confirmed ?? false });
}

describe('decideSessionStart', () => {
  it('starts when every selected menu is available', () => {
    const decision = decide('CLUSTER_STATUSES', [m(1, true), m(2, true), m(3, true)]);
    expect(decision.kind).toBe('START');
    if (decision.kind === 'START') expect([...decision.menuIds].sort()).toEqual([1, 2, 3]);
  });

  it('answers NO_MENUS_AVAILABLE when none is available, confirmed or not, and when none was selected', () => {
    for (const confirmed of [false, true]) {
      expect(decide('CLUSTER_STATUSES', [m(1, false), m(2, false)], { confirmed })).toEqual({
        kind: 'REFUSE',
        error: { type: SESSION_START_ERROR_TYPES.noMenusAvailable, selectedMenuCount: 2 },
      });
    }
    expect(decide('RERUNS_BY_STATUSES', [])).toEqual({ kind: 'REFUSE', error: { type: 'SCRAPING_SESSION_NO_MENUS_AVAILABLE', selectedMenuCount: 0 } });
  });

  it('answers N of M unavailable for the statuses forms', () => {
    for (const kind of ['CLUSTER_STATUSES', 'RERUNS_BY_STATUSES'] as const) {
      expect(decide(kind, [m(1, true), m(2, false), m(3, false), m(4, true), m(5, true)])).toEqual({
        kind: 'REFUSE',
        error: { type: 'SCRAPING_SESSION_NOT_ALL_MENUS_ARE_AVAILABLE', unavailableMenuCount: 2, totalMenuCount: 5 },
      });
    }
  });

  it('lists unavailable ids when menus were given by id', () => {
    expect(decide('RERUNS_BY_IDS', [m(7, false, 'ID'), m(3, true, 'ID'), m(5, false, 'ID')])).toEqual({
      kind: 'REFUSE',
      error: { type: 'SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_IDS_AVAILABLE', unavailableMenuIds: [5, 7], totalMenuCount: 3 },
    });
    expect(decide('CLUSTER_ROLES_OR_IDS', [m(4, false, 'ID', 'LEAD'), m(3, true, 'ID'), m(9, false, 'RANDOM', 'CORE')])).toEqual({
      kind: 'REFUSE',
      error: { type: 'SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_IDS_AVAILABLE', unavailableMenuIds: [4, 9], totalMenuCount: 3 },
    });
  });

  it('lists unavailable ids per role and counts unavailable random menus for the roles form', () => {
    const menus = [
      m(1, false, 'ROLE', 'LEAD'),
      m(2, true, 'ROLE', 'LEAD'),
      m(6, false, 'ROLE', 'CORE'),
      m(5, false, 'ROLE', 'CORE'),
      m(8, true, 'ROLE', 'COMPLEX'),
      m(10, false, 'RANDOM', 'CORE'),
      m(11, false, 'RANDOM', null),
      m(12, true, 'RANDOM', null),
    ];
    expect(decide('CLUSTER_ROLES_OR_IDS', menus)).toEqual({
      kind: 'REFUSE',
      error: {
        type: 'SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_ROLES_ARE_AVAILABLE',
        unavailableMenuIdsByRole: { LEAD: [1], COMPLEX: [], CORE: [5, 6] },
        unavailableRandomMenuCount: 2,
        totalMenuCount: 8,
      },
    });
  });

  it('asks to confirm the minimum slot count with its estimated completion, even when everything is available', () => {
    const menus = Array.from({ length: 120 }, (_, i) => m(i + 1, true));
    expect(decide('CLUSTER_STATUSES', menus, { timeSlotCount: 'MINIMUM' })).toEqual({
      kind: 'REFUSE',
      error: {
        type: 'SCRAPING_SESSION_MIN_TIME_SLOT_COUNT_NOT_CONFIRMED',
        minimumTimeSlotCount: 3,
        estimatedCompletionTime: '2026-11-30T10:45:00.000Z',
        unavailableMenuCount: 0,
        totalMenuCount: 120,
      },
    });
    expect(decide('CLUSTER_ROLES_OR_IDS', [m(1, true, 'ROLE', 'LEAD'), m(2, false, 'ROLE', 'LEAD')], { timeSlotCount: 'MINIMUM' })).toMatchObject({
      error: { type: 'SCRAPING_SESSION_MIN_TIME_SLOT_COUNT_NOT_CONFIRMED', minimumTimeSlotCount: 1, unavailableMenuCount: 1, totalMenuCount: 2 },
    });
  });

  it('starts the available menus only once confirmed', () => {
    for (const kind of ['CLUSTER_STATUSES', 'CLUSTER_ROLES_OR_IDS', 'RERUNS_BY_IDS', 'RERUNS_BY_STATUSES'] as const) {
      const decision = decide(kind, [m(1, true, 'ROLE', 'LEAD'), m(2, false, 'ROLE', 'LEAD'), m(3, true, 'RANDOM')], { confirmed: true });
      expect(decision.kind).toBe('START');
      if (decision.kind === 'START') expect([...decision.menuIds].sort()).toEqual([1, 3]);
    }
    const minimum = decide('CLUSTER_STATUSES', [m(1, true)], { timeSlotCount: 'MINIMUM', confirmed: true });
    expect(minimum.kind).toBe('START');
  });

  it('has no error of its own for zero slots: the form confirms before sending', () => {
    const decision = decide('CLUSTER_STATUSES', [m(1, true), m(2, true)], { timeSlotCount: 0 });
    expect(decision.kind).toBe('START');
    if (decision.kind === 'START') expect(decision.plan.slots).toHaveLength(1);
  });
});
