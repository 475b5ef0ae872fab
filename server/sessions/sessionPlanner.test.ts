import { describe, expect, it } from 'vitest';
import { alwaysAvailable, type MenuScrapingAvailability } from './menuAvailability';
import { isOpenAt, planSession, SLOT_MS, type MenuToPlan, type PlanSessionInput } from './sessionPlanner';

// Monday 30 November 2026, 10:00 in London (GMT, so the same in UTC).
const MONDAY_TEN = new Date('2026-11-30T10:00:00Z');

function hours(openTime: string, closeTime: string, days = [0, 1, 2, 3, 4, 5, 6]): MenuScrapingAvailability {
  return {
    weekdays: [1, 2, 3, 4, 5, 6, 0].map((dayOfWeek) => ({ dayOfWeek, intervals: days.includes(dayOfWeek) ? [{ openTime, closeTime }] : [] })),
    isSharedByMultipleLocations: false,
    isAlwaysAvailable: false,
    isDefaultAvailability: false,
  };
}
const closedAllWeek: MenuScrapingAvailability = { ...hours('00:00', '00:00', []) };

let nextId = 1;
function menu(availability: MenuScrapingAvailability, siteKey = `site${nextId}.example`): MenuToPlan {
  return { menuId: nextId++, siteKey, role: null, availability };
}
function plan(menus: MenuToPlan[], overrides: Partial<PlanSessionInput> = {}) {
  return planSession({ now: MONDAY_TEN, timeSlotCount: 8, ignoreWorkingHours: false, perSlotMax: Infinity, menus, ...overrides });
}
const slotOfMenu = (result: ReturnType<typeof plan>, menuId: number) => result.slots.find((slot) => slot.menuIds.includes(menuId))?.index;

describe('planSession', () => {
  it('starts now and lays out 15-minute slots from the start', () => {
    const result = plan([menu(alwaysAvailable())], { timeSlotCount: 4 });
    expect(result.startTime).toEqual(MONDAY_TEN);
    expect(result.slots.map((slot) => [slot.index, slot.start.toISOString(), slot.end.toISOString()])).toEqual([
      [0, '2026-11-30T10:00:00.000Z', '2026-11-30T10:15:00.000Z'],
      [1, '2026-11-30T10:15:00.000Z', '2026-11-30T10:30:00.000Z'],
      [2, '2026-11-30T10:30:00.000Z', '2026-11-30T10:45:00.000Z'],
      [3, '2026-11-30T10:45:00.000Z', '2026-11-30T11:00:00.000Z'],
    ]);
    expect(result.timeSlotCount).toBe(4);
    expect(result.minimumTimeSlotCount).toBeNull();
  });

  it('puts a menu only into slots in which its restaurant is open for the whole slot', () => {
    const lateMorning = menu(hours('11:00', '12:00'));
    const afternoon = menu(hours('13:00', '14:00'));
    const result = plan([lateMorning, afternoon]);
    expect(slotOfMenu(result, lateMorning.menuId)).toBeGreaterThanOrEqual(4);
    expect(slotOfMenu(result, lateMorning.menuId)).toBeLessThanOrEqual(7);
    expect(result.unavailableMenuIds).toEqual([afternoon.menuId]);
    expect(result.unavailableReasons.get(afternoon.menuId)).toBe('CLOSED');
  });

  it('does not use a slot the restaurant opens in the middle of', () => {
    // From 10:07 the slots are 10:52-11:07 and 11:07-11:22: only the second is open all through for an 11:00 opening.
    const opensAtEleven = menu(hours('11:00', '11:30'));
    const result = plan([opensAtEleven], { now: new Date('2026-11-30T10:07:00Z') });
    expect(slotOfMenu(result, opensAtEleven.menuId)).toBe(4);
    const tooShort = menu(hours('11:00', '11:20'));
    expect(plan([tooShort], { now: new Date('2026-11-30T10:07:00Z') }).unavailableMenuIds).toEqual([tooShort.menuId]);
  });

  it('reads opening hours in London time, summer time included', () => {
    // Monday 1 June 2026, 10:00 UTC is 11:00 in London (BST): a restaurant open 11:00-11:15 is open in slot 0.
    const opensAtEleven = menu(hours('11:00', '11:15'));
    const result = plan([opensAtEleven], { now: new Date('2026-06-01T10:00:00Z'), timeSlotCount: 1 });
    expect(slotOfMenu(result, opensAtEleven.menuId)).toBe(0);
  });

  it('reads London time from the zone data beyond the years of the summer-time rule', () => {
    // Monday 4 June 2040, 10:00 UTC is 11:00 in London.
    const opensAtEleven = menu(hours('11:00', '11:15'));
    expect(slotOfMenu(plan([opensAtEleven], { now: new Date('2040-06-04T10:00:00Z'), timeSlotCount: 1 }), opensAtEleven.menuId)).toBe(0);
    const closesAtEleven = menu(hours('10:00', '11:00'));
    expect(plan([closesAtEleven], { now: new Date('2040-06-04T10:00:00Z'), timeSlotCount: 1 }).unavailableMenuIds).toEqual([closesAtEleven.menuId]);
  });

  it('checks the whole repeated hour of a slot across the clocks going back', () => {
    // Sunday 25 October 2026: 00:50 UTC is 01:50 BST, 15 minutes later it is 01:05 GMT.
    const now = new Date('2026-10-25T00:50:00Z');
    const nightBar = menu(hours('00:30', '02:30', [0]));
    const closesAtTwo = menu(hours('01:00', '02:00', [0]));
    expect(plan([nightBar, closesAtTwo], { now, timeSlotCount: 1 }).unavailableMenuIds).toEqual([closesAtTwo.menuId]);
  });

  it('reads hours past midnight and across the end of the week', () => {
    // Sunday 29 November 2026, 23:00: a bar open Sunday 22:00-02:00 is open until Monday 02:00.
    const lateBar = menu(hours('22:00', '02:00', [0]));
    const result = plan([lateBar], { now: new Date('2026-11-29T23:00:00Z'), timeSlotCount: 12 });
    expect(slotOfMenu(result, lateBar.menuId)).toBeLessThanOrEqual(11);
    // Monday 00:30: still open from Sunday's hours (Sunday is day 0, the week's first day).
    const fromMonday = plan([lateBar], { now: new Date('2026-11-30T00:30:00Z'), timeSlotCount: 6 });
    expect(fromMonday.unavailableMenuIds).toEqual([]);
    expect(slotOfMenu(fromMonday, lateBar.menuId)).toBeLessThanOrEqual(5);
  });

  it('ignores working hours when asked', () => {
    const menus = [menu(hours('13:00', '14:00')), menu(closedAllWeek)];
    expect(plan(menus, { ignoreWorkingHours: true }).unavailableMenuIds).toEqual([]);
  });

  it('balances the slots', () => {
    const result = plan(Array.from({ length: 100 }, () => menu(alwaysAvailable())), { timeSlotCount: 4 });
    expect(result.slots.map((slot) => slot.menuIds.length)).toEqual([25, 25, 25, 25]);
  });

  it('places the most constrained menus first so the balance still holds', () => {
    // Ten menus open only in the last slot, ten open all the time, two slots: each slot gets ten.
    const lastSlotOnly = Array.from({ length: 10 }, () => menu(hours('10:15', '10:30')));
    const anyTime = Array.from({ length: 10 }, () => menu(alwaysAvailable()));
    const result = plan([...anyTime, ...lastSlotOnly], { timeSlotCount: 2 });
    expect(result.slots.map((slot) => slot.menuIds.length)).toEqual([10, 10]);
    for (const late of lastSlotOnly) expect(slotOfMenu(result, late.menuId)).toBe(1);
  });

  it('keeps to the per-slot maximum and says which menus found their slots full', () => {
    const menus = Array.from({ length: 10 }, () => menu(alwaysAvailable()));
    const result = plan(menus, { timeSlotCount: 2, perSlotMax: 3 });
    expect(result.slots.map((slot) => slot.menuIds.length)).toEqual([3, 3]);
    expect(result.unavailableMenuIds).toHaveLength(4);
    for (const id of result.unavailableMenuIds) expect(result.unavailableReasons.get(id)).toBe('SLOTS_FULL');
  });

  it('spreads one site over the slots and keeps its menus apart inside a slot', () => {
    const chain = Array.from({ length: 8 }, () => menu(alwaysAvailable(), 'chain.example'));
    const others = Array.from({ length: 8 }, () => menu(alwaysAvailable()));
    const result = plan([...chain, ...others], { timeSlotCount: 4 });
    const chainIds = new Set(chain.map((m) => m.menuId));
    for (const slot of result.slots) {
      expect(slot.menuIds.filter((id) => chainIds.has(id))).toHaveLength(2);
      expect(slot.menuIds).toHaveLength(4);
      // Two chain menus among four: never side by side.
      const positions = slot.menuIds.flatMap((id, position) => (chainIds.has(id) ? [position] : []));
      expect(positions[1]! - positions[0]!).toBeGreaterThan(1);
    }
  });

  it('sends everything at once with zero slots, if open at the start', () => {
    const open = menu(hours('09:00', '17:00'));
    const closed = menu(hours('13:00', '17:00'));
    const many = Array.from({ length: 300 }, () => menu(alwaysAvailable()));
    const result = plan([open, closed, ...many], { timeSlotCount: 0, perSlotMax: 50 });
    expect(result.slots).toHaveLength(1);
    expect(result.slots[0]).toMatchObject({ index: 0, start: MONDAY_TEN, end: MONDAY_TEN });
    expect(result.slots[0]!.menuIds).toHaveLength(301);
    expect(result.unavailableMenuIds).toEqual([closed.menuId]);
    expect(result.estimatedCompletionTime).toEqual(MONDAY_TEN);
  });

  it('ends its estimate at the end of the last slot holding a menu', () => {
    const result = plan([menu(hours('11:00', '11:15'))], { timeSlotCount: 8 });
    expect(result.estimatedCompletionTime).toEqual(new Date(MONDAY_TEN.getTime() + 5 * SLOT_MS));
    expect(plan([menu(closedAllWeek)]).estimatedCompletionTime).toEqual(MONDAY_TEN);
  });

  it("picks the minimum slot count that holds every available menu at most 50 a slot", () => {
    const menus = Array.from({ length: 120 }, () => menu(alwaysAvailable()));
    const result = plan(menus, { timeSlotCount: 'MINIMUM', perSlotMax: 10 });
    expect(result.minimumTimeSlotCount).toBe(3);
    expect(result.timeSlotCount).toBe(3);
    expect(result.slots.map((slot) => slot.menuIds.length)).toEqual([40, 40, 40]);
    expect(plan(menus.slice(0, 100), { timeSlotCount: 'MINIMUM' }).minimumTimeSlotCount).toBe(2);
    expect(plan(menus.slice(0, 101), { timeSlotCount: 'MINIMUM' }).minimumTimeSlotCount).toBe(3);
  });

  it('stretches the minimum to the slot in which the last menu opens, and leaves out menus never open', () => {
    const opensAtEleven = menu(hours('11:00', '11:15', [1]));
    const never = menu(closedAllWeek);
    const result = plan([opensAtEleven, never, menu(alwaysAvailable())], { timeSlotCount: 'MINIMUM' });
    expect(result.minimumTimeSlotCount).toBe(5);
    expect(slotOfMenu(result, opensAtEleven.menuId)).toBe(4);
    expect(result.unavailableMenuIds).toEqual([never.menuId]);
  });

  it('reaches into the next week day for a menu open only on Sunday', () => {
    const sundayOnly = menu(hours('12:00', '13:00', [0]));
    const result = plan([sundayOnly], { timeSlotCount: 'MINIMUM' });
    // Monday 10:00 to Sunday 12:00 is six days and two hours: slot 584 starts at 12:00 on Sunday.
    expect(result.minimumTimeSlotCount).toBe(585);
    expect(slotOfMenu(result, sundayOnly.menuId)).toBe(584);
  });

  it('refuses a slot count outside 0 to 672', () => {
    expect(() => plan([], { timeSlotCount: 673 })).toThrow(RangeError);
    expect(() => plan([], { timeSlotCount: -1 })).toThrow(RangeError);
    expect(() => plan([], { timeSlotCount: 1.5 })).toThrow(RangeError);
  });

  it('tells whether a restaurant is open at an instant, in London time', () => {
    const lunch = hours('12:00', '14:00', [1]);
    expect(isOpenAt(lunch, new Date('2026-11-30T12:00:00Z'))).toBe(true);
    expect(isOpenAt(lunch, new Date('2026-11-30T13:59:00Z'))).toBe(true);
    expect(isOpenAt(lunch, new Date('2026-11-30T14:00:00Z'))).toBe(false);
    expect(isOpenAt(lunch, new Date('2026-12-01T12:30:00Z'))).toBe(false);
    // 1 June 2026 is a Monday in summer time: 11:30 UTC is 12:30 in London.
    expect(isOpenAt(lunch, new Date('2026-06-01T11:30:00Z'))).toBe(true);
    expect(isOpenAt(alwaysAvailable(), new Date('2026-12-01T03:00:00Z'))).toBe(true);
  });
});
