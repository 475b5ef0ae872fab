// A session row's texts (spec 3, sections 2 and 9): the configuration lines, the slots' span and the run time as
// hh:mm:ss, and when a page is polled.
import { describe, expect, it } from 'vitest';
import { configurationLines, hasSessionInProgress, sessionDuration, timeSlotSpan } from './sessionDisplay';

describe('session display', () => {
  it('lists the configuration fields that hold something, labelled, without the confirmation flag', () => {
    expect(
      configurationLines({
        timeSlotCount: 480,
        ignoreWorkingHours: false,
        menuStatuses: ['APPROVED', 'SCRAPING_RERUN_ERROR'],
        menuIds: [],
        scrapedBeforeDate: '2026-02-24',
        includeAllAvailableMenus: true,
        menuCount: null,
        isStartSessionConfirmed: true,
      }),
    ).toEqual(['Time slots: 480', 'Ignore working hours: No', 'Menu statuses: Approved, Scraping rerun error', 'Scraped before: 2026-02-24', 'All available menus: Yes']);
    expect(configurationLines({ menuIds: [3, 4], randomlySelectedMenuCount: 0 })).toEqual(['Menu ids: 3, 4', 'Random menus: 0']);
    expect(configurationLines(null)).toEqual([]);
    expect(configurationLines('text')).toEqual([]);
  });

  it('spans the slots (15 minutes each) as hh:mm:ss, zero slots at once', () => {
    expect(timeSlotSpan(2)).toBe('00:30:00');
    expect(timeSlotSpan(480)).toBe('120:00:00');
    expect(timeSlotSpan(0)).toBe('at once');
  });

  it('gives the run time from the start to the end, a dash while running', () => {
    expect(sessionDuration('2026-03-03T10:00:00Z', '2026-03-03T11:02:03Z')).toBe('01:02:03');
    expect(sessionDuration('2026-03-03T10:00:00Z', null)).toBe('-');
  });

  it('polls while a session is in progress', () => {
    expect(hasSessionInProgress([{ status: 'COMPLETED' }, { status: 'IN_PROGRESS' }])).toBe(true);
    expect(hasSessionInProgress([{ status: 'COMPLETED' }, { status: 'MANUALLY_ABORTED' }])).toBe(false);
  });
});
