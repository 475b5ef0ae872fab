// The reruns page's start form (spec 3, section 5): its defaults, menu ids clearing the other selectors, the London day,
// and the checked form as the mutation takes it.
import { describe, expect, it } from 'vitest';
import { rerunStartSchema } from '../../../domain/scrapingSessionSchemas';
import { londonToday, rerunFormDefaults, rerunSessionInput, withRerunMenuIds } from './rerunFormValues';

describe('the reruns start form', () => {
  it('starts from the spec defaults, scraped before one week ago', () => {
    expect(rerunFormDefaults('2026-03-03')).toEqual({
      menuIds: '',
      menuStatuses: ['APPROVED', 'AUTO_APPROVED', 'SCRAPING_RERUN_ERROR'],
      scrapedBeforeDate: '2026-02-24',
      includeAllAvailableMenus: true,
      menuCount: '10',
      timeSlotCount: '480',
      ignoreWorkingHours: false,
    });
  });

  it("takes today's day in London, not in UTC", () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('clears the statuses, the date, include-all and the count when ids are typed', () => {
    expect(withRerunMenuIds(rerunFormDefaults('2026-03-03'), '1,2')).toEqual({
      menuIds: '1,2',
      menuStatuses: [],
      scrapedBeforeDate: '',
      includeAllAvailableMenus: false,
      menuCount: '',
      timeSlotCount: '480',
      ignoreWorkingHours: false,
    });
  });

  it('sends the ids alone, or the statuses with every menu, or with a count', () => {
    const schema = rerunStartSchema('2026-03-03');
    const byIds = schema.cast(withRerunMenuIds({ ...rerunFormDefaults('2026-03-03'), timeSlotCount: '4' }, '3, 4'));
    expect(rerunSessionInput(byIds, false)).toEqual({ ignoreWorkingHours: false, timeSlotCount: 4, menuIds: [3, 4], isStartSessionConfirmed: false });
    const all = schema.cast(rerunFormDefaults('2026-03-03'));
    expect(rerunSessionInput(all, true)).toEqual({
      ignoreWorkingHours: false,
      timeSlotCount: 480,
      menuStatuses: ['APPROVED', 'AUTO_APPROVED', 'SCRAPING_RERUN_ERROR'],
      scrapedBeforeDate: '2026-02-24',
      includeAllAvailableMenus: true,
      menuCount: null,
      isStartSessionConfirmed: true,
    });
    const counted = schema.cast({ ...rerunFormDefaults('2026-03-03'), includeAllAvailableMenus: false, menuCount: '25' });
    expect(rerunSessionInput(counted, false)).toMatchObject({ includeAllAvailableMenus: false, menuCount: 25 });
  });
});
