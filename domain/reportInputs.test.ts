import { describe, expect, it } from 'vitest';
import {
  checkReportInputs,
  DATES_SCHEMA,
  isCalendarDay,
  MAX_REPORT_USERS,
  MISC_TASKS_VERIFICATION_SCHEMA,
  OPEN_TASKS_SCHEMA,
  parseReportQuery,
  PROBING_STATUS_SCHEMA,
  readReportQuery,
  REPORT_USER_PICKER_ROLES,
  USER_COUNTS_SCHEMA,
  USER_REPORT_SCHEMA,
  USERS_AND_DATES_SCHEMA,
  writeReportQuery,
} from './reportInputs';
import { ROLE_NAMES } from './roles';

const query = (text: string) => new URLSearchParams(text);
const messageOf = (result: { ok: boolean; message?: string }) => (result.ok ? null : result.message);

describe('readReportQuery', () => {
  it('reads lists comma-separated, repeated or both, and leaves absent and blank names out', () => {
    expect(readReportQuery(query('userIds=1,%202&userIds=3&taskTypes=MENU_SCRAPING&startDate=2026-01-01&endDate=&includeSystemEvents=true'))).toEqual({
      userIds: ['1', '2', '3'],
      taskTypes: ['MENU_SCRAPING'],
      startDate: '2026-01-01',
      includeSystemEvents: 'true',
    });
    expect(readReportQuery(query('userIds=&other=1'))).toEqual({ userIds: [] });
  });

  it('writes typed inputs back as the same query string', () => {
    const written = writeReportQuery({ userIds: ['1', '2'], startDate: '2026-01-01', endDate: '2026-01-31', taskTypes: ['DISH_REVIEW'], includeSystemEvents: false });
    expect(written.toString()).toBe('userIds=1%2C2&startDate=2026-01-01&endDate=2026-01-31&taskTypes=DISH_REVIEW&includeSystemEvents=false');
    expect(readReportQuery(written)).toEqual({ userIds: ['1', '2'], startDate: '2026-01-01', endDate: '2026-01-31', taskTypes: ['DISH_REVIEW'], includeSystemEvents: 'false' });
  });
});

describe('the user report', () => {
  const valid = 'userIds=7,8&startDate=2026-03-01&endDate=2026-03-31&taskTypes=MENU_SCRAPING,DISH_REVIEW';

  it('parses the spec 3 section 7 inputs, includeSystemEvents false when absent', () => {
    expect(parseReportQuery(USER_REPORT_SCHEMA, query(valid))).toEqual({
      ok: true,
      value: { userIds: ['7', '8'], startDate: '2026-03-01', endDate: '2026-03-31', taskTypes: ['MENU_SCRAPING', 'DISH_REVIEW'], includeSystemEvents: false },
    });
    const withSystem = parseReportQuery(USER_REPORT_SCHEMA, query(`${valid}&includeSystemEvents=true`));
    expect(withSystem.ok && withSystem.value.includeSystemEvents).toBe(true);
  });

  it('says what is missing with the spec 3 section 5 messages, users first', () => {
    expect(messageOf(parseReportQuery(USER_REPORT_SCHEMA, query('')))).toBe('User(s) is required');
    expect(messageOf(parseReportQuery(USER_REPORT_SCHEMA, query('userIds=&startDate=2026-03-01')))).toBe('User(s) is required');
    expect(messageOf(parseReportQuery(USER_REPORT_SCHEMA, query('userIds=7&taskTypes=DISH_REVIEW')))).toBe('Date range is required');
    expect(messageOf(parseReportQuery(USER_REPORT_SCHEMA, query('userIds=7&startDate=2026-03-01&taskTypes=DISH_REVIEW')))).toBe('Date range is required');
    expect(messageOf(parseReportQuery(USER_REPORT_SCHEMA, query('userIds=7&startDate=2026-03-01&endDate=2026-03-02')))).toBe('Task type(s) is required');
    expect(messageOf(parseReportQuery(USER_REPORT_SCHEMA, query('userIds=7&startDate=2026-03-01&endDate=2026-03-02&taskTypes=')))).toBe('Task type(s) is required');
  });

  it('refuses malformed days, a reversed range, unknown task types, a bad flag and too many users', () => {
    expect(messageOf(parseReportQuery(USER_REPORT_SCHEMA, query(valid.replace('2026-03-31', '2026-02-30'))))).toBe('Dates must be YYYY-MM-DD');
    expect(messageOf(parseReportQuery(USER_REPORT_SCHEMA, query(valid.replace('2026-03-01', '1/3/2026'))))).toBe('Dates must be YYYY-MM-DD');
    expect(messageOf(parseReportQuery(USER_REPORT_SCHEMA, query(valid.replace('2026-03-31', '2026-02-28'))))).toBe('The start date must not be after the end date');
    expect(messageOf(parseReportQuery(USER_REPORT_SCHEMA, query(valid.replace('2026-03-31', '2026-03-01'))))).toBeNull();
    expect(messageOf(parseReportQuery(USER_REPORT_SCHEMA, query(`${valid},COOKING`)))).toBe('Unknown task type');
    expect(messageOf(parseReportQuery(USER_REPORT_SCHEMA, query(`${valid}&includeSystemEvents=yes`)))).toBe('includeSystemEvents must be true or false');
    const many = Array.from({ length: MAX_REPORT_USERS + 1 }, (_, index) => index + 1).join(',');
    expect(messageOf(parseReportQuery(USER_REPORT_SCHEMA, query(valid.replace('7,8', many))))).toBe(`At most ${MAX_REPORT_USERS} users`);
  });

  it("validates a form's values (lists and booleans) with the same schema", () => {
    const form = { userIds: ['VXNlcjo3'], startDate: '2026-03-01', endDate: '2026-03-02', taskTypes: ['BRAND_GATEWAY'], includeSystemEvents: true };
    expect(checkReportInputs(USER_REPORT_SCHEMA, form)).toEqual({ ok: true, value: form });
    expect(checkReportInputs(USER_REPORT_SCHEMA, { ...form, userIds: [] })).toEqual({ ok: false, message: 'User(s) is required', field: 'userIds' });
  });
});

describe('the other reports', () => {
  it('scraping engine, verification and attempts need users and a date range', () => {
    expect(messageOf(parseReportQuery(USERS_AND_DATES_SCHEMA, query('startDate=2026-03-01&endDate=2026-03-02')))).toBe('User(s) is required');
    expect(messageOf(parseReportQuery(USERS_AND_DATES_SCHEMA, query('userIds=3')))).toBe('Date range is required');
    const attempts = parseReportQuery(USERS_AND_DATES_SCHEMA, query('userIds=3&startDate=2026-03-01&endDate=2026-03-02&includeAllAttempts=true'));
    expect(attempts).toEqual({ ok: true, value: { userIds: ['3'], startDate: '2026-03-01', endDate: '2026-03-02', includeAllAttempts: true } });
  });

  it('scraping issue needs a date range', () => {
    expect(messageOf(parseReportQuery(DATES_SCHEMA, query('endDate=2026-03-02')))).toBe('Date range is required');
    expect(parseReportQuery(DATES_SCHEMA, query('startDate=2026-03-01&endDate=2026-03-02')).ok).toBe(true);
  });

  it('user counts needs one user', () => {
    expect(messageOf(parseReportQuery(USER_COUNTS_SCHEMA, query('userId=')))).toBe('User is required');
    expect(parseReportQuery(USER_COUNTS_SCHEMA, query('userId=12'))).toEqual({ ok: true, value: { userId: '12' } });
  });

  it('open tasks needs at least one task type', () => {
    expect(messageOf(parseReportQuery(OPEN_TASKS_SCHEMA, query('')))).toBe('Task type(s) is required');
    expect(parseReportQuery(OPEN_TASKS_SCHEMA, query('taskTypes=MENU_DEFINITION&taskTypes=DISH_REVIEW'))).toEqual({ ok: true, value: { taskTypes: ['MENU_DEFINITION', 'DISH_REVIEW'] } });
  });

  it('menus in probing status needs includeOnlyStuckMenus, true or false', () => {
    expect(messageOf(parseReportQuery(PROBING_STATUS_SCHEMA, query('')))).toBe('includeOnlyStuckMenus is required');
    expect(parseReportQuery(PROBING_STATUS_SCHEMA, query('includeOnlyStuckMenus=false'))).toEqual({ ok: true, value: { includeOnlyStuckMenus: false } });
    expect(messageOf(parseReportQuery(PROBING_STATUS_SCHEMA, query('includeOnlyStuckMenus=1')))).toBe('includeOnlyStuckMenus must be true or false');
  });

  it('misc tasks verification needs users, a date range and task types', () => {
    expect(messageOf(parseReportQuery(MISC_TASKS_VERIFICATION_SCHEMA, query('taskTypes=DISH_REVIEW')))).toBe('User(s) is required');
    expect(messageOf(parseReportQuery(MISC_TASKS_VERIFICATION_SCHEMA, query('userIds=1&startDate=2026-03-01&endDate=2026-03-02')))).toBe('Task type(s) is required');
  });
});

describe('REPORT_USER_PICKER_ROLES', () => {
  it("is spec 3 section 5's list: scrapers and their combinations, admin and team leader; no trainee, exporter or plain definer", () => {
    expect(REPORT_USER_PICKER_ROLES.every((role) => (ROLE_NAMES as readonly string[]).includes(role))).toBe(true);
    expect([...REPORT_USER_PICKER_ROLES].sort()).toEqual(
      [
        'admin',
        'teamLeader',
        'juniorScraper',
        'middleScraper',
        'seniorScraper',
        'definerJuniorScraper',
        'definerMiddleScraper',
        'definerMiddleScraperReviewer',
        'definerSeniorScraperReviewer',
        'middleScraperReviewer',
        'seniorScraperReviewer',
        'qualityCheckerSeniorScraperReviewer',
      ].sort(),
    );
  });
});

describe('isCalendarDay', () => {
  it('takes real days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
  });
});
