import { describe, expect, it } from 'vitest';
import { locationFormValuesOf, sameLocationForm } from './locationFormValues';
import { workingHoursRows } from './workingHoursRows';

describe('workingHoursRows', () => {
  it('lists Monday to Sunday with Sunday (0) last, and a day without intervals empty (shown as Closed)', () => {
    const rows = workingHoursRows([
      { dayOfWeek: 0, intervals: [{ openTime: '12:00', closeTime: '22:30' }] },
      { dayOfWeek: 1, intervals: [{ openTime: '12:00', closeTime: '14:30' }, { openTime: '17:30', closeTime: '22:00' }] },
      { dayOfWeek: 3, intervals: [] },
    ]);
    expect(rows.map((row) => row.name)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(rows[0].intervals).toEqual(['12:00 – 14:30', '17:30 – 22:00']);
    expect(rows[1].intervals).toEqual([]);
    expect(rows[2].intervals).toEqual([]);
    expect(rows[6]).toEqual({ dayOfWeek: 0, name: 'Sunday', intervals: ['12:00 – 22:30'] });
  });
});

describe('location form values', () => {
  it('reads no website as empty and compares values as the server stores them (trimmed)', () => {
    const stored = locationFormValuesOf({ name: 'Harbour Fish Bar', website: null });
    expect(stored).toEqual({ name: 'Harbour Fish Bar', website: '' });
    expect(sameLocationForm(stored, { name: ' Harbour Fish Bar ', website: '  ' })).toBe(true);
    expect(sameLocationForm(stored, { name: 'Harbour Fish Bar', website: 'https://harbour.example.com' })).toBe(false);
  });
});
