// The planner's promises on random sessions (fast-check): every placed menu sits in one slot in which its restaurant is
// open for every minute (checked minute by minute with isOpenAt, not with the planner's own spans), no slot over the
// maximum, every menu either placed or unavailable, even slots when nothing constrains them, and one site's menus
// spread over the slots.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alwaysAvailable, menuAvailabilityOf } from './menuAvailability';
import { isOpenAt, planSession, SLOT_MS, type MenuToPlan } from './sessionPlanner';

const time = fc.integer({ min: 0, max: 95 }).map((quarter) => `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`);
const storedHours = fc.array(
  fc.record({ dayOfWeek: fc.integer({ min: 0, max: 6 }), intervals: fc.array(fc.record({ openTime: time, closeTime: time }), { maxLength: 2 }) }),
  { maxLength: 7 },
);
const menusArbitrary = fc.array(
  fc.record({ site: fc.integer({ min: 0, max: 5 }), locations: fc.array(fc.option(storedHours, { nil: null }), { minLength: 1, maxLength: 2 }) }),
  { minLength: 1, maxLength: 40 },
);
// Any moment in 2026-2027 (both summer-time changes included), to the minute.
const startArbitrary = fc.integer({ min: 0, max: 2 * 365 * 24 * 60 }).map((minutes) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000));

function toMenus(drawn: { site: number; locations: unknown[] }[]): MenuToPlan[] {
  return drawn.map((menu, index) => ({ menuId: index + 1, siteKey: `site${menu.site}`, role: null, availability: menuAvailabilityOf(menu.locations) }));
}

describe('planSession on random sessions', () => {
  it('places each menu once, in a slot open all through, within the maximum; the rest unavailable', () => {
    fc.assert(
      fc.property(menusArbitrary, startArbitrary, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 10 }), (drawn, now, slotCount, perSlotMax) => {
        const menus = toMenus(drawn);
        const plan = planSession({ now, timeSlotCount: slotCount, ignoreWorkingHours: false, perSlotMax, menus });
        const placed = plan.slots.flatMap((slot) => slot.menuIds);
        expect(new Set(placed).size).toBe(placed.length);
        expect([...placed, ...plan.unavailableMenuIds].sort((a, b) => a - b)).toEqual(menus.map((menu) => menu.menuId));
        for (const slot of plan.slots) {
          expect(slot.menuIds.length).toBeLessThanOrEqual(perSlotMax);
          expect(slot.end.getTime() - slot.start.getTime()).toBe(SLOT_MS);
          for (const menuId of slot.menuIds) {
            const { availability } = menus[menuId - 1]!;
            for (let minute = 0; minute < 15; minute += 1) expect(isOpenAt(availability, new Date(slot.start.getTime() + minute * 60_000))).toBe(true);
          }
        }
        // A menu called closed has no slot of the session open all through.
        for (const menuId of plan.unavailableMenuIds) {
          if (plan.unavailableReasons.get(menuId) !== 'CLOSED') continue;
          const { availability } = menus[menuId - 1]!;
          for (const slot of plan.slots) {
            const openAllThrough = Array.from({ length: 15 }, (_, minute) => isOpenAt(availability, new Date(slot.start.getTime() + minute * 60_000))).every(Boolean);
            expect(openAllThrough).toBe(false);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('fills unconstrained slots evenly and spreads each site over them', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 120 }), fc.integer({ min: 1, max: 12 }), (sites, slotCount) => {
        const menus = sites.map((site, index) => ({ menuId: index + 1, siteKey: `site${site}`, role: null, availability: alwaysAvailable() }));
        const plan = planSession({ now: new Date('2026-11-30T10:00:00Z'), timeSlotCount: slotCount, ignoreWorkingHours: false, perSlotMax: Infinity, menus });
        const loads = plan.slots.map((slot) => slot.menuIds.length);
        expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
        for (const site of new Set(sites)) {
          const size = sites.filter((s) => s === site).length;
          for (const slot of plan.slots) {
            expect(slot.menuIds.filter((id) => sites[id - 1] === site).length).toBeLessThanOrEqual(Math.ceil(size / slotCount));
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
