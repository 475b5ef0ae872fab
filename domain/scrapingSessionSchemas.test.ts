// Every message, default, range and rule of spec 3 section 5's session forms.
import { beforeEach, describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  clusterRolesOrIdsSessionSchema,
  clusterStatusesSessionSchema,
  maxRerunMenuCount,
  needsZeroTimeSlotsConfirmation,
  oneWeekBefore,
  parseMenuIds,
  plannedTimeSlotCountOf,
  rerunStartSchema,
  timeSlotOptionsSchema,
  withMenuIdsEntered,
  withRerunMenuIdsEntered,
} from './scrapingSessionSchemas';

/** Each failing field with its message. */
function pathsOf(schema: { validateSync(value: unknown, options: object): unknown }, value: unknown): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
    throw error;
  }
}

/** Every message a schema answers for the value (all errors, not just the first). */
function messagesOf(schema: { validateSync(value: unknown, options: object): unknown }, value: unknown): string[] {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('time slot options (both cluster forms)', () => {
  it('defaults to 2 slots, the minimum option off', () => {
    expect(timeSlotOptionsSchema.getDefault()).toEqual({ isMinimumTimeSlotCount: false, timeSlotCount: 2 });
    expect(messagesOf(timeSlotOptionsSchema, {})).toEqual([]);
  });

  it('requires a count', () => {
    expect(messagesOf(timeSlotOptionsSchema, { timeSlotCount: null })).toEqual(['Session time slot count is required']);
    expect(messagesOf(timeSlotOptionsSchema, { timeSlotCount: '' })).toEqual(['Session time slot count is required']);
  });

  it('requires an integer', () => {
    expect(messagesOf(timeSlotOptionsSchema, { timeSlotCount: 1.5 })).toEqual(['Session Time Slot Count must be an integer']);
    expect(messagesOf(timeSlotOptionsSchema, { timeSlotCount: 'two' })).toEqual(['Session Time Slot Count must be an integer']);
  });

  it('takes 0 to 672', () => {
    expect(messagesOf(timeSlotOptionsSchema, { timeSlotCount: 0 })).toEqual([]);
    expect(messagesOf(timeSlotOptionsSchema, { timeSlotCount: 672 })).toEqual([]);
    expect(messagesOf(timeSlotOptionsSchema, { timeSlotCount: 673 })).toEqual(['Session time slot count must be from 0 to 672']);
    expect(messagesOf(timeSlotOptionsSchema, { timeSlotCount: -1 })).toEqual(['Session time slot count must be from 0 to 672']);
  });

  it('must be empty with the minimum time slot count option', () => {
    expect(messagesOf(timeSlotOptionsSchema, { isMinimumTimeSlotCount: true, timeSlotCount: 4 })).toEqual([
      'Session time slot count must be empty when Minimum Time Slot Count is selected',
    ]);
    expect(messagesOf(timeSlotOptionsSchema, { isMinimumTimeSlotCount: true, timeSlotCount: null })).toEqual([]);
    expect(messagesOf(timeSlotOptionsSchema, { isMinimumTimeSlotCount: true, timeSlotCount: '' })).toEqual([]);
    // Left out with the minimum option: no default count then.
    expect(timeSlotOptionsSchema.validateSync({ isMinimumTimeSlotCount: true })).toEqual({ isMinimumTimeSlotCount: true, timeSlotCount: null });
    expect(timeSlotOptionsSchema.validateSync({})).toEqual({ isMinimumTimeSlotCount: false, timeSlotCount: 2 });
  });

  it('plans with the count or the minimum, and confirms zero slots', () => {
    expect(plannedTimeSlotCountOf({ isMinimumTimeSlotCount: true, timeSlotCount: null })).toBe('MINIMUM');
    expect(plannedTimeSlotCountOf({ isMinimumTimeSlotCount: false, timeSlotCount: 7 })).toBe(7);
    expect(needsZeroTimeSlotsConfirmation({ isMinimumTimeSlotCount: false, timeSlotCount: 0 })).toBe(true);
    expect(needsZeroTimeSlotsConfirmation({ isMinimumTimeSlotCount: false, timeSlotCount: 1 })).toBe(false);
    expect(needsZeroTimeSlotsConfirmation({ isMinimumTimeSlotCount: true, timeSlotCount: null })).toBe(false);
  });
});

describe('the cluster statuses form', () => {
  it('defaults to menu status NEW and accepts its defaults', () => {
    expect(clusterStatusesSessionSchema.getDefault()).toMatchObject({ menuStatuses: ['NEW'], scrapingStatuses: [], timeSlotCount: 2, isMinimumTimeSlotCount: false });
    expect(messagesOf(clusterStatusesSessionSchema, {})).toEqual([]);
  });

  it('needs at least one menu status or scraping status', () => {
    expect(pathsOf(clusterStatusesSessionSchema, { menuStatuses: [], scrapingStatuses: [] })).toEqual({ menuStatuses: 'At least one of menuStatuses or scrapingStatuses is required' });
    expect(messagesOf(clusterStatusesSessionSchema, { menuStatuses: [], scrapingStatuses: ['ERROR'] })).toEqual([]);
  });

  it('takes values from the known lists only', () => {
    expect(messagesOf(clusterStatusesSessionSchema, { menuStatuses: ['OPEN'] })).toEqual(['Unknown menu status']);
    expect(messagesOf(clusterStatusesSessionSchema, { scrapingStatuses: ['DONE'] })).toEqual(['Unknown scraping status']);
  });

  it('carries the time slot rules', () => {
    expect(messagesOf(clusterStatusesSessionSchema, { timeSlotCount: null })).toEqual(['Session time slot count is required']);
  });
});

describe('the cluster roles-or-ids form', () => {
  // Made in each test, not while the file is collected: the mutation run credits a test only with code it runs.
  let schema: ReturnType<typeof clusterRolesOrIdsSessionSchema>;
  beforeEach(() => {
    schema = clusterRolesOrIdsSessionSchema(false);
  });

  it('defaults to the three roles, no random menus, and ignore working hours from the cluster flag', () => {
    expect(schema.getDefault()).toMatchObject({ menuIds: [], menuRoles: ['LEAD', 'COMPLEX', 'CORE'], randomlySelectedMenuCount: 0, ignoreWorkingHours: false, timeSlotCount: 2 });
    expect(clusterRolesOrIdsSessionSchema(true).getDefault().ignoreWorkingHours).toBe(true);
    expect(messagesOf(schema, {})).toEqual([]);
  });

  it('needs menu ids, roles or a random count', () => {
    expect(pathsOf(schema, { menuIds: '', menuRoles: [], randomlySelectedMenuCount: 0 })).toEqual({
      menuIds: 'At least one of menuIds, menuRoles or randomlySelectedMenuCount is required',
    });
    expect(messagesOf(schema, { menuRoles: [], randomlySelectedMenuCount: null })).toEqual(['At least one of menuIds, menuRoles or randomlySelectedMenuCount is required']);
    expect(messagesOf(schema, { menuRoles: [], randomlySelectedMenuCount: 3 })).toEqual([]);
    expect(messagesOf(schema, { menuIds: '4', menuRoles: [] })).toEqual([]);
  });

  it('requires the random count beside menu ids, and takes it from 0 to 100', () => {
    expect(messagesOf(schema, { menuIds: '1,2', menuRoles: [], randomlySelectedMenuCount: null })).toEqual(['Randomly selected menu count is required']);
    expect(messagesOf(schema, { menuIds: '1,2', menuRoles: [], randomlySelectedMenuCount: '' })).toEqual(['Randomly selected menu count is required']);
    expect(messagesOf(schema, { randomlySelectedMenuCount: 100 })).toEqual([]);
    // Without ids an empty count is no random menus.
    expect(messagesOf(schema, { randomlySelectedMenuCount: null })).toEqual([]);
    expect(messagesOf(schema, { randomlySelectedMenuCount: 2.5 })).toEqual(['Randomly selected menu count must be an integer from 0 to 100']);
    expect(messagesOf(schema, { randomlySelectedMenuCount: 101 })).toEqual(['Randomly selected menu count must be an integer from 0 to 100']);
    expect(messagesOf(schema, { randomlySelectedMenuCount: -1 })).toEqual(['Randomly selected menu count must be an integer from 0 to 100']);
  });

  it('reads menu ids as a comma separated list of integers, or a list', () => {
    expect(schema.validateSync({ menuIds: ' 3, 5,8 ' }).menuIds).toEqual([3, 5, 8]);
    expect(schema.validateSync({ menuIds: [3, 5] }).menuIds).toEqual([3, 5]);
    for (const text of ['3;5', '3,,5', '3, x', '1.5', '3,']) {
      expect(messagesOf(schema, { menuIds: text })).toEqual(['Menu ids must be a comma separated list of integers']);
    }
  });

  it('takes roles from LEAD, COMPLEX and CORE', () => {
    expect(messagesOf(schema, { menuRoles: ['MASTER'] })).toEqual(['Unknown menu role']);
  });

  it('clears roles and the random count when menu ids are entered', () => {
    const values = { menuRoles: ['LEAD' as const], randomlySelectedMenuCount: 20, timeSlotCount: 2 };
    expect(withMenuIdsEntered(values, '1, 2')).toEqual({ menuRoles: [], randomlySelectedMenuCount: 0, timeSlotCount: 2 });
    expect(withMenuIdsEntered(values, ' ')).toBe(values);
  });
});

describe('the reruns page start form', () => {
  let schema: ReturnType<typeof rerunStartSchema>;
  beforeEach(() => {
    schema = rerunStartSchema('2026-11-27');
  });

  it('has the spec defaults: 480 slots, 10 menus, include all, working hours kept, three statuses, one week ago', () => {
    expect(schema.getDefault()).toEqual({
      menuIds: [],
      menuStatuses: ['APPROVED', 'AUTO_APPROVED', 'SCRAPING_RERUN_ERROR'],
      scrapedBeforeDate: '2026-11-20',
      includeAllAvailableMenus: true,
      timeSlotCount: 480,
      menuCount: 10,
      ignoreWorkingHours: false,
    });
    expect(messagesOf(schema, {})).toEqual([]);
    expect(oneWeekBefore('2026-03-03')).toBe('2026-02-24');
  });

  it('requires the time slot count, an integer from 1 to 672', () => {
    expect(messagesOf(schema, { timeSlotCount: null })).toEqual(['Rerun time slot count is required']);
    expect(messagesOf(schema, { timeSlotCount: '' })).toEqual(['Rerun time slot count is required']);
    expect(messagesOf(schema, { timeSlotCount: 0 })).toEqual(['Rerun time slot count must be an integer from 1 to 672']);
    expect(messagesOf(schema, { timeSlotCount: 673 })).toEqual(['Rerun time slot count must be an integer from 1 to 672']);
    expect(messagesOf(schema, { timeSlotCount: 2.5 })).toEqual(['Rerun time slot count must be an integer from 1 to 672']);
    expect(messagesOf(schema, { timeSlotCount: 672, menuCount: 30000 })).toEqual([]);
  });

  it('requires the menu count without ids when include-all is off', () => {
    expect(messagesOf(schema, { includeAllAvailableMenus: false, menuCount: null })).toEqual(['Rerun menu count is required']);
    expect(messagesOf(schema, { includeAllAvailableMenus: true, menuCount: null })).toEqual([]);
    expect(messagesOf(schema, { menuIds: '5', includeAllAvailableMenus: false, menuCount: null })).toEqual([]);
  });

  it('takes the menu count from 1 to 30000, at most 50 per time slot', () => {
    expect(messagesOf(schema, { menuCount: 0 })).toEqual(['Rerun menu count must be an integer from 1 to 30000']);
    expect(messagesOf(schema, { timeSlotCount: 672, menuCount: 30001 })).toEqual(['Rerun menu count must be an integer from 1 to 30000']);
    expect(messagesOf(schema, { timeSlotCount: 2, menuCount: 100 })).toEqual([]);
    expect(pathsOf(schema, { timeSlotCount: 2, menuCount: 101 })).toEqual({ menuCount: 'Max 50 per time slot' });
    expect(messagesOf(schema, { timeSlotCount: 1, menuCount: 51 })).toEqual(['Max 50 per time slot']);
    expect(messagesOf(schema, { timeSlotCount: 1, menuCount: 50 })).toEqual([]);
    // A wrong slot count has its own message only.
    expect(messagesOf(schema, { timeSlotCount: 0, menuCount: 10 })).toEqual(['Rerun time slot count must be an integer from 1 to 672']);
    expect(maxRerunMenuCount(2)).toBe(100);
    expect(maxRerunMenuCount(672)).toBe(30000);
  });

  it('takes rerun statuses only', () => {
    expect(messagesOf(schema, { menuStatuses: ['SCRAPING_RERUN_SIGNIFICANT_CHANGES'] })).toEqual([]);
    expect(messagesOf(schema, { menuStatuses: ['NEW'] })).toEqual([
      'Menu statuses must be among approved, auto approved, scraping rerun error and scraping rerun significant changes',
    ]);
  });

  it('reads menu ids as a comma separated list of integers', () => {
    expect(messagesOf(schema, { menuIds: '1 2' })).toEqual(['Menu ids must be a comma separated list of integers']);
    expect(schema.validateSync({ menuIds: '7,9' }).menuIds).toEqual([7, 9]);
  });

  it('needs menu ids, or both statuses and a scraped-before date', () => {
    const message = 'menuIds or both menuStatuses and scrapedBeforeDate are required';
    expect(pathsOf(schema, { menuStatuses: [] })).toEqual({ menuIds: message });
    expect(messagesOf(schema, { scrapedBeforeDate: null })).toEqual([message]);
    expect(messagesOf(schema, { scrapedBeforeDate: '' })).toEqual([message]);
    expect(messagesOf(schema, { menuIds: '3', menuStatuses: [], scrapedBeforeDate: null })).toEqual([]);
    for (const day of ['20 Nov', '2026-02-30', '2026-13-01', '2026-11-20T00:00', 'x2026-11-20']) {
      expect(messagesOf(schema, { scrapedBeforeDate: day }), day).toEqual(['Scraped before date must be a date (YYYY-MM-DD)']);
    }
    expect(messagesOf(schema, { scrapedBeforeDate: '2028-02-29' })).toEqual([]);
  });

  it('clears the other selectors when menu ids are entered', () => {
    const values = { menuStatuses: ['APPROVED' as const], scrapedBeforeDate: '2026-11-20', includeAllAvailableMenus: true, menuCount: 10, timeSlotCount: 480 };
    expect(withRerunMenuIdsEntered(values, '4')).toEqual({ menuStatuses: [], scrapedBeforeDate: null, includeAllAvailableMenus: false, menuCount: null, timeSlotCount: 480 });
    expect(withRerunMenuIdsEntered(values, '')).toBe(values);
    expect(withRerunMenuIdsEntered(values, '  ')).toBe(values);
  });
});

describe('parseMenuIds', () => {
  it('reads a comma separated list of positive integers', () => {
    expect(parseMenuIds('')).toEqual([]);
    expect(parseMenuIds('1,2 , 3')).toEqual([1, 2, 3]);
    expect(parseMenuIds('0')).toBeNull();
    expect(parseMenuIds('-1')).toBeNull();
    expect(parseMenuIds('1e3')).toBeNull();
    expect(parseMenuIds('   ')).toEqual([]);
    expect(parseMenuIds('12,345')).toEqual([12, 345]);
    expect(parseMenuIds('3,+4')).toBeNull();
    expect(parseMenuIds('0,3')).toBeNull();
    expect(parseMenuIds('3,')).toBeNull();
  });
});
