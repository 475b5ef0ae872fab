import { describe, expect, it } from 'vitest';
import { alwaysAvailable, DEFAULT_AVAILABILITY_INTERVAL, menuAvailabilityOf } from './menuAvailability';

const week = (intervals: { openTime: string; closeTime: string }[], days = [0, 1, 2, 3, 4, 5, 6]) =>
  days.map((dayOfWeek) => ({ dayOfWeek, intervals }));
const dayOf = (availability: ReturnType<typeof menuAvailabilityOf>, dayOfWeek: number) =>
  availability.weekdays.find((day) => day.dayOfWeek === dayOfWeek)!.intervals;

describe('menuAvailabilityOf', () => {
  it('gives seven weekdays, Monday first, from one location', () => {
    const availability = menuAvailabilityOf([week([{ openTime: '11:00', closeTime: '22:00' }], [1, 2, 3])]);
    expect(availability.weekdays.map((day) => day.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(dayOf(availability, 1)).toEqual([{ openTime: '11:00', closeTime: '22:00' }]);
    // A known list that leaves a day out: closed that day.
    expect(dayOf(availability, 0)).toEqual([]);
    expect(availability).toMatchObject({ isSharedByMultipleLocations: false, isAlwaysAvailable: false, isDefaultAvailability: false });
  });

  it('reads stored JSON text as well as jsonb values', () => {
    const availability = menuAvailabilityOf([JSON.stringify(week([{ openTime: '09:00', closeTime: '17:00' }]))]);
    expect(dayOf(availability, 3)).toEqual([{ openTime: '09:00', closeTime: '17:00' }]);
  });

  it('unions the hours of several locations and says the menu is shared', () => {
    const availability = menuAvailabilityOf([
      week([{ openTime: '12:00', closeTime: '15:00' }], [1]),
      week([{ openTime: '14:00', closeTime: '18:00' }, { openTime: '19:00', closeTime: '23:00' }], [1, 2]),
    ]);
    expect(dayOf(availability, 1)).toEqual([{ openTime: '12:00', closeTime: '18:00' }, { openTime: '19:00', closeTime: '23:00' }]);
    expect(dayOf(availability, 2)).toEqual([{ openTime: '14:00', closeTime: '18:00' }, { openTime: '19:00', closeTime: '23:00' }]);
    expect(availability.isSharedByMultipleLocations).toBe(true);
    expect(availability.isDefaultAvailability).toBe(false);
  });

  it('falls back to the default hours when no location has known hours', () => {
    for (const stored of [[null], [], ['not json'], [[]], [[{ dayOfWeek: 1, intervals: [] }]], [{ hours: 1 }]]) {
      const availability = menuAvailabilityOf(stored);
      expect(availability.isDefaultAvailability).toBe(true);
      expect(availability.weekdays).toHaveLength(7);
      for (const day of availability.weekdays) expect(day.intervals).toEqual([DEFAULT_AVAILABILITY_INTERVAL]);
      expect(availability.isAlwaysAvailable).toBe(false);
    }
  });

  it('ignores a location with unknown hours when another has known ones', () => {
    const availability = menuAvailabilityOf([null, week([{ openTime: '10:00', closeTime: '11:00' }])]);
    expect(availability.isDefaultAvailability).toBe(false);
    expect(availability.isSharedByMultipleLocations).toBe(true);
    expect(dayOf(availability, 5)).toEqual([{ openTime: '10:00', closeTime: '11:00' }]);
  });

  it('is always available when every day is open all day, written as 00:00-24:00 or 00:00-00:00', () => {
    expect(menuAvailabilityOf([week([{ openTime: '00:00', closeTime: '24:00' }])]).isAlwaysAvailable).toBe(true);
    expect(menuAvailabilityOf([week([{ openTime: '00:00', closeTime: '00:00' }])]).isAlwaysAvailable).toBe(true);
    expect(menuAvailabilityOf([week([{ openTime: '00:00', closeTime: '12:00' }, { openTime: '12:00', closeTime: '24:00' }])]).isAlwaysAvailable).toBe(true);
    expect(menuAvailabilityOf([week([{ openTime: '00:00', closeTime: '24:00' }], [1, 2, 3, 4, 5, 6])]).isAlwaysAvailable).toBe(false);
    expect(menuAvailabilityOf([week([{ openTime: '00:01', closeTime: '24:00' }])]).isAlwaysAvailable).toBe(false);
    expect(alwaysAvailable().isAlwaysAvailable).toBe(true);
  });

  it('keeps an interval past midnight on its day and merges it with overlapping ones', () => {
    const availability = menuAvailabilityOf([week([{ openTime: '18:00', closeTime: '02:00' }, { openTime: '20:00', closeTime: '23:00' }], [5])]);
    expect(dayOf(availability, 5)).toEqual([{ openTime: '18:00', closeTime: '02:00' }]);
  });
});
