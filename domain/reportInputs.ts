// The inputs of every report (spec 3, sections 5, 7 and 9): read from the download's query string, which is also the
// preview's and the tab's URL, and checked by one yup schema per report with the spec's messages. The API parses with
// these (server/reports: a VALIDATION error with the first message), the SPA's report forms validate with the same
// schemas, so both refuse with the same words. Only the Reports route imports this file (lazy), never the entry chunk.
//
// Our readings where spec 3 is terse (docs/reports.md "Inputs"):
// - Query names are spec 3 section 7's. Lists (userIds, taskTypes) are comma-separated, or the name repeated, or both.
// - User ids are the API's ids (global ids, or the plain numbers people see): kept as text here; the server resolves
//   them. Task types are the API's TaskType values (BRAND_GATEWAY, ..., DISH_REVIEW).
// - Dates are calendar days, YYYY-MM-DD (section 9); the range is inclusive and may be one day (start = end).
// - Booleans are 'true' or 'false'; an optional one missing is false. includeOnlyStuckMenus has no default on the
//   API (section 5 makes it required); the tab starts it on (section 9).
// - Messages the spec does not give (a malformed date, a reversed range, an unknown task type, too many users) are ours.
import * as yup from 'yup';
import { TASK_TYPES, type TaskType } from '../machines/taskTypes';
import type { RoleName } from './roles';

export const REPORT_INPUT_MESSAGES = {
  usersRequired: 'User(s) is required',
  dateRangeRequired: 'Date range is required',
  taskTypesRequired: 'Task type(s) is required',
  userRequired: 'User is required',
  includeOnlyStuckMenusRequired: 'includeOnlyStuckMenus is required',
  dateFormat: 'Dates must be YYYY-MM-DD',
  dateOrder: 'The start date must not be after the end date',
  unknownTaskType: 'Unknown task type',
  tooManyUsers: (max: number) => `At most ${max} users`,
  booleanValue: (name: string) => `${name} must be true or false`,
} as const;

/** One report asks about at most this many people (the user report writes a file per person). */
export const MAX_REPORT_USERS = 200;

/**
 * The user pickers of the scraping and verification reports (spec 3, section 5): admin, team leader, the junior, middle
 * and senior scrapers, the definer variants (junior, middle, middle reviewer, senior reviewer), the middle and senior
 * scraper reviewers and the quality-checker senior scraper reviewer, as domain/roles.ts names them.
 */
export const REPORT_USER_PICKER_ROLES: readonly RoleName[] = [
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
];

/** The query string's names (spec 3, section 7). */
export const REPORT_QUERY_NAMES = [
  'userIds',
  'userId',
  'startDate',
  'endDate',
  'taskTypes',
  'includeSystemEvents',
  'includeAllAttempts',
  'includeOnlyStuckMenus',
] as const;

/** The query string as text, before any check: lists split, anything absent left out. */
export interface RawReportInputs {
  userIds?: string[];
  userId?: string;
  startDate?: string;
  endDate?: string;
  taskTypes?: string[];
  includeSystemEvents?: string;
  includeAllAttempts?: string;
  includeOnlyStuckMenus?: string;
}

const LIST_NAMES = new Set(['userIds', 'taskTypes']);

/** 'a,b' and a repeated name both as a list; blanks dropped, so 'userIds=' is an empty list (required's message). */
export function readReportQuery(query: URLSearchParams): RawReportInputs {
  const raw: Record<string, string | string[]> = {};
  for (const name of REPORT_QUERY_NAMES) {
    if (!query.has(name)) continue;
    if (LIST_NAMES.has(name)) {
      raw[name] = query
        .getAll(name)
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter((value) => value !== '');
    } else {
      const value = (query.get(name) ?? '').trim();
      if (value !== '') raw[name] = value;
    }
  }
  return raw as RawReportInputs;
}

/** Typed inputs (a form's values, or a schema's answer) back to the query string the download and the tab's URL carry. */
export function writeReportQuery(inputs: Partial<Record<(typeof REPORT_QUERY_NAMES)[number], unknown>>): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of REPORT_QUERY_NAMES) {
    const value = inputs[name];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query.set(name, value.join(','));
    } else {
      query.set(name, String(value));
    }
  }
  return query;
}

/** True when `text` is a real calendar day written YYYY-MM-DD ('2026-02-30' is not). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dayField = () =>
  yup
    .string()
    .trim()
    .required(REPORT_INPUT_MESSAGES.dateRangeRequired)
    .test('calendar-day', REPORT_INPUT_MESSAGES.dateFormat, (value) => value === undefined || isCalendarDay(value));

const dateRangeFields = {
  startDate: dayField(),
  // YYYY-MM-DD compares as text in calendar order.
  endDate: dayField().test('date-order', REPORT_INPUT_MESSAGES.dateOrder, function endNotBeforeStart(value) {
    const start = this.parent.startDate as string | undefined;
    return !value || !start || !isCalendarDay(start) || !isCalendarDay(value) || start <= value;
  }),
};

const usersField = () =>
  yup
    .array(yup.string().trim().required(REPORT_INPUT_MESSAGES.usersRequired))
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? original.split(',').filter((id) => id.trim() !== '') : value))
    .required(REPORT_INPUT_MESSAGES.usersRequired)
    .min(1, REPORT_INPUT_MESSAGES.usersRequired)
    .max(MAX_REPORT_USERS, REPORT_INPUT_MESSAGES.tooManyUsers(MAX_REPORT_USERS));

const taskTypesField = () =>
  yup
    .array(yup.mixed<TaskType>().oneOf([...TASK_TYPES], REPORT_INPUT_MESSAGES.unknownTaskType).required(REPORT_INPUT_MESSAGES.taskTypesRequired))
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? original.split(',').filter((type) => type.trim() !== '') : value))
    .required(REPORT_INPUT_MESSAGES.taskTypesRequired)
    .min(1, REPORT_INPUT_MESSAGES.taskTypesRequired);

/** 'true'/'false' (the query) or a boolean (a form); yup's own casting would also take '1', 'yes' and so on. */
const booleanField = (name: string) =>
  yup
    .boolean()
    .transform((value: unknown, original: unknown) => (original === 'true' ? true : original === 'false' ? false : typeof original === 'boolean' ? original : original === undefined ? undefined : NaN))
    .typeError(REPORT_INPUT_MESSAGES.booleanValue(name));

const optionalFlag = (name: string) => booleanField(name).default(false).required();

/** user: UsersReport.zip, a CSV per person of every event of the chosen task types in the range. */
export const USER_REPORT_SCHEMA = yup.object({
  userIds: usersField(),
  ...dateRangeFields,
  taskTypes: taskTypesField(),
  includeSystemEvents: optionalFlag('includeSystemEvents'),
});

/** scraping-engine, scraping-verification and scraping-attempts (includeAllAttempts is the attempts report's only). */
export const USERS_AND_DATES_SCHEMA = yup.object({
  userIds: usersField(),
  ...dateRangeFields,
  includeAllAttempts: optionalFlag('includeAllAttempts'),
});

/** scraping-issue. */
export const DATES_SCHEMA = yup.object({ ...dateRangeFields });

/** user-counts: one person. */
export const USER_COUNTS_SCHEMA = yup.object({
  userId: yup.string().trim().required(REPORT_INPUT_MESSAGES.userRequired),
});

/** open-tasks: at least one task type. */
export const OPEN_TASKS_SCHEMA = yup.object({ taskTypes: taskTypesField() });

/** menus-in-probing-status. */
export const PROBING_STATUS_SCHEMA = yup.object({
  includeOnlyStuckMenus: booleanField('includeOnlyStuckMenus').required(REPORT_INPUT_MESSAGES.includeOnlyStuckMenusRequired),
});

/** misc-tasks-verification: users, a date range and task types. */
export const MISC_TASKS_VERIFICATION_SCHEMA = yup.object({
  userIds: usersField(),
  ...dateRangeFields,
  taskTypes: taskTypesField(),
});

export type UserReportInput = yup.InferType<typeof USER_REPORT_SCHEMA>;
export type UsersAndDatesInput = yup.InferType<typeof USERS_AND_DATES_SCHEMA>;
export type DatesInput = yup.InferType<typeof DATES_SCHEMA>;
export type UserCountsInput = yup.InferType<typeof USER_COUNTS_SCHEMA>;
export type OpenTasksInput = yup.InferType<typeof OPEN_TASKS_SCHEMA>;
export type ProbingStatusInput = yup.InferType<typeof PROBING_STATUS_SCHEMA>;
export type MiscTasksVerificationInput = yup.InferType<typeof MISC_TASKS_VERIFICATION_SCHEMA>;

export type ReportInputsResult<T> = { ok: true; value: T } | { ok: false; message: string; field: string | undefined };

/**
 * Checks inputs with a report's schema; a refusal carries the first failing field's first message, the fields taken in
 * the order the form shows them (users, dates, task types, flags), whatever order yup finished them in.
 */
export function checkReportInputs<S extends yup.AnyObjectSchema>(schema: S, inputs: unknown): ReportInputsResult<yup.InferType<S>> {
  try {
    return { ok: true, value: schema.validateSync(inputs, { abortEarly: false, stripUnknown: true }) };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const failures = error.inner.length > 0 ? error.inner : [error];
    const rank = (path: string | undefined) => {
      const at = REPORT_QUERY_NAMES.indexOf((path ?? '').replace(/\[.*$/, '') as (typeof REPORT_QUERY_NAMES)[number]);
      return at < 0 ? REPORT_QUERY_NAMES.length : at;
    };
    const first = [...failures].sort((a, b) => rank(a.path) - rank(b.path))[0];
    return { ok: false, message: first.errors[0] ?? first.message, field: first.path?.replace(/\[.*$/, '') };
  }
}

/** A query string checked by a report's schema. */
export function parseReportQuery<S extends yup.AnyObjectSchema>(schema: S, query: URLSearchParams): ReportInputsResult<yup.InferType<S>> {
  return checkReportInputs(schema, readReportQuery(query));
}
