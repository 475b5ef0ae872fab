import { describe, expect, it } from 'vitest';
import { workingHoursOf } from './workingHours';

describe('workingHoursOf', () => {
  it('orders the days Monday first and Sunday (0) last, and each day by opening time', () => {
    const stored = [
      { dayOfWeek: 0, intervals: [{ openTime: '12:00', closeTime: '22:30' }] },
      { dayOfWeek: 3, intervals: [{ openTime: '17:30', closeTime: '22:00' }, { openTime: '12:00', closeTime: '14:30' }] },
      { dayOfWeek: 1, intervals: [] },
    ];
    expect(workingHoursOf(stored)).toEqual([
      { dayOfWeek: 1, intervals: [] },
      { dayOfWeek: 3, intervals: [{ openTime: '12:00', closeTime: '14:30' }, { openTime: '17:30', closeTime: '22:00' }] },
      { dayOfWeek: 0, intervals: [{ openTime: '12:00', closeTime: '22:30' }] },
    ]);
  });

  it('is null when nothing is known, and leaves out what does not fit', () => {
    expect(workingHoursOf(null)).toBeNull();
    expect(workingHoursOf({ monday: '9-5' })).toBeNull();
    expect(workingHoursOf('not json')).toBeNull();
    expect(
      workingHoursOf([
        { dayOfWeek: 7, intervals: [] },
        { dayOfWeek: 2, intervals: [{ openTime: '9:00', closeTime: '17:00' }, { openTime: '18:00', closeTime: '24:00' }] },
        'Tuesday',
      ]),
    ).toEqual([{ dayOfWeek: 2, intervals: [{ openTime: '18:00', closeTime: '00:00' }] }]);
  });

  it('merges a day listed twice and reads hours stored as text', () => {
    const text = JSON.stringify([
      { dayOfWeek: 5, intervals: [{ openTime: '17:00', closeTime: '23:00' }] },
      { dayOfWeek: 5, intervals: [{ openTime: '11:00', closeTime: '14:00' }] },
    ]);
    expect(workingHoursOf(text)).toEqual([{ dayOfWeek: 5, intervals: [{ openTime: '11:00', closeTime: '14:00' }, { openTime: '17:00', closeTime: '23:00' }] }]);
  });
});
