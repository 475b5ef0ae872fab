import { describe, expect, it } from 'vitest';
import {
  isConfirmableSessionStartError,
  SESSION_START_ERROR_TYPES,
  SESSION_START_TEXTS,
  SESSION_STATUS_LABELS,
  SESSION_STATUSES,
  sessionStartErrorMessage,
  sessionStartErrorOf,
  unavailableByRolesLines,
  type SessionStartError,
} from './scrapingSessions';

const examples: SessionStartError[] = [
  { type: 'SCRAPING_SESSION_NO_MENUS_AVAILABLE', selectedMenuCount: 4 },
  {
    type: 'SCRAPING_SESSION_MIN_TIME_SLOT_COUNT_NOT_CONFIRMED',
    minimumTimeSlotCount: 3,
    estimatedCompletionTime: '2026-11-30T10:45:00.000Z',
    unavailableMenuCount: 0,
    totalMenuCount: 120,
  },
  { type: 'SCRAPING_SESSION_NOT_ALL_MENUS_ARE_AVAILABLE', unavailableMenuCount: 2, totalMenuCount: 5 },
  {
    type: 'SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_ROLES_ARE_AVAILABLE',
    unavailableMenuIdsByRole: { LEAD: [1], COMPLEX: [], CORE: [5, 6] },
    unavailableRandomMenuCount: 2,
    totalMenuCount: 8,
  },
  { type: 'SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_IDS_AVAILABLE', unavailableMenuIds: [5, 7], totalMenuCount: 3 },
];

describe('session start errors', () => {
  it('names the five types of spec 3 section 8', () => {
    expect(Object.values(SESSION_START_ERROR_TYPES).sort()).toEqual([
      'SCRAPING_SESSION_MIN_TIME_SLOT_COUNT_NOT_CONFIRMED',
      'SCRAPING_SESSION_NOT_ALL_MENUS_ARE_AVAILABLE',
      'SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_IDS_AVAILABLE',
      'SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_ROLES_ARE_AVAILABLE',
      'SCRAPING_SESSION_NO_MENUS_AVAILABLE',
    ]);
  });

  it('reads each type back from a GraphQL error extension', () => {
    for (const error of examples) expect(sessionStartErrorOf(JSON.parse(JSON.stringify(error)))).toEqual(error);
  });

  it('reads any other error, or a type without its data, as no session start error', () => {
    expect(sessionStartErrorOf({ type: 'VALIDATION' })).toBeNull();
    expect(sessionStartErrorOf(null)).toBeNull();
    expect(sessionStartErrorOf({ type: 'SCRAPING_SESSION_NO_MENUS_AVAILABLE' })).toBeNull();
    expect(sessionStartErrorOf({ ...examples[1], estimatedCompletionTime: 'soon' })).toBeNull();
    expect(sessionStartErrorOf({ ...examples[3], unavailableMenuIdsByRole: { LEAD: [1] } })).toBeNull();
    expect(sessionStartErrorOf({ ...examples[4], unavailableMenuIds: ['5'] })).toBeNull();
    expect(sessionStartErrorOf({ ...examples[2], unavailableMenuCount: -1 })).toBeNull();
    expect(sessionStartErrorOf({ ...examples[2], unavailableMenuCount: '2' })).toBeNull();
    expect(sessionStartErrorOf({ ...examples[2], totalMenuCount: 2.5 })).toBeNull();
    expect(sessionStartErrorOf({ ...examples[0], selectedMenuCount: '3' })).toBeNull();
    expect(sessionStartErrorOf({ ...examples[1], minimumTimeSlotCount: null })).toBeNull();
    expect(sessionStartErrorOf({ ...examples[1], totalMenuCount: undefined })).toBeNull();
    expect(sessionStartErrorOf({ ...examples[3], unavailableMenuIdsByRole: null })).toBeNull();
    expect(sessionStartErrorOf({ ...examples[3], unavailableRandomMenuCount: undefined })).toBeNull();
    expect(sessionStartErrorOf({ ...examples[3], totalMenuCount: -8 })).toBeNull();
    expect(sessionStartErrorOf({ ...examples[4], totalMenuCount: null })).toBeNull();
    expect(sessionStartErrorOf('SCRAPING_SESSION_NO_MENUS_AVAILABLE')).toBeNull();
  });

  it('confirms all but the no-menus answer, which only informs', () => {
    expect(examples.map(isConfirmableSessionStartError)).toEqual([false, true, true, true, true]);
  });

  it('words each dialog with its data', () => {
    expect(sessionStartErrorMessage(examples[0]!)).toBe('No menus are available for this configuration during the session. Please review the configuration.');
    expect(sessionStartErrorMessage(examples[1]!)).toBe('The session needs 3 time slots and should complete at 10:45 30 Nov 2026. Start it?');
    expect(sessionStartErrorMessage(examples[2]!)).toBe('2 of 5 menus are unavailable during the session. Start the session only for the available menus?');
    expect(unavailableByRolesLines(examples[3] as Extract<SessionStartError, { unavailableMenuIdsByRole: unknown }>)).toEqual([
      'LEAD: 1',
      'CORE: 5, 6',
      'Unavailable random menus: 2',
    ]);
    expect(sessionStartErrorMessage(examples[4]!)).toBe('Unavailable menu ids: 5, 7\nStart the session only for the available menus?');
    expect(sessionStartErrorMessage(examples[3]!)).toBe('LEAD: 1\nCORE: 5, 6\nUnavailable random menus: 2\nStart the session only for the available menus?');
    expect(sessionStartErrorMessage({ type: 'SCRAPING_SESSION_NOT_ALL_MENUS_ARE_AVAILABLE', unavailableMenuCount: 1, totalMenuCount: 1 })).toBe(
      '1 of 1 menu is unavailable during the session. Start the session only for the available menus?',
    );
    expect(SESSION_START_TEXTS.minTimeSlotCount(1, '2026-11-30T10:15:00.000Z')).toBe('The session needs 1 time slot and should complete at 10:15 30 Nov 2026. Start it?');
    // No random menu unavailable: no random line.
    expect(unavailableByRolesLines({ ...(examples[3] as Extract<SessionStartError, { unavailableMenuIdsByRole: unknown }>), unavailableRandomMenuCount: 0 })).toEqual(['LEAD: 1', 'CORE: 5, 6']);
  });

  it('labels the session statuses as spec 3 names them', () => {
    expect(SESSION_STATUSES.map((status) => SESSION_STATUS_LABELS[status])).toEqual(['In progress', 'Completed', 'Manually aborted', 'Automatically aborted']);
  });
});
