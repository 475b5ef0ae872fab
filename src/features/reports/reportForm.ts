// A report tab's inputs as the form sees them (spec 3, sections 5, 7 and 9): read from and written to the tab's query
// string (the same string the download and the preview get), checked with the report's schema of
// domain/reportInputs.ts, the API's own, so the form shows the server's words; one message per field of the form.
import * as yup from 'yup';
import type { ReportKey } from '../../../domain/permissions';
import {
  DATES_SCHEMA,
  MISC_TASKS_VERIFICATION_SCHEMA,
  OPEN_TASKS_SCHEMA,
  PROBING_STATUS_SCHEMA,
  USER_COUNTS_SCHEMA,
  USER_REPORT_SCHEMA,
  USERS_AND_DATES_SCHEMA,
  readReportQuery,
  writeReportQuery,
} from '../../../domain/reportInputs';
import type { TaskType } from '../../../machines/taskTypes';
import type { ReportInputField, ReportTab } from './reportCatalogue';

export interface ReportFormValues {
  userIds: string[];
  userId: string;
  startDate: string;
  endDate: string;
  taskTypes: TaskType[];
  includeSystemEvents: boolean;
  includeAllAttempts: boolean;
  includeOnlyStuckMenus: boolean;
}

export type ReportFieldErrors = Partial<Record<ReportInputField, string>>;

const SCHEMAS: Partial<Record<ReportKey, yup.AnyObjectSchema>> = {
  user: USER_REPORT_SCHEMA,
  'scraping-engine': USERS_AND_DATES_SCHEMA,
  'scraping-verification': USERS_AND_DATES_SCHEMA,
  'scraping-attempts': USERS_AND_DATES_SCHEMA,
  'scraping-issue': DATES_SCHEMA,
  'user-counts': USER_COUNTS_SCHEMA,
  'open-tasks': OPEN_TASKS_SCHEMA,
  'menus-in-probing-status': PROBING_STATUS_SCHEMA,
  'misc-tasks-verification': MISC_TASKS_VERIFICATION_SCHEMA,
};

/** The form's field a schema path belongs to (both dates are the one date range). */
const FIELD_OF_PATH: Record<string, ReportInputField> = {
  userIds: 'users',
  userId: 'user',
  startDate: 'dateRange',
  endDate: 'dateRange',
  taskTypes: 'taskTypes',
  includeSystemEvents: 'includeSystemEvents',
  includeAllAttempts: 'includeAllAttempts',
  includeOnlyStuckMenus: 'includeOnlyStuckMenus',
};

/** The values a tab's query string holds; a missing flag is off, except the probing report's (spec 3, section 9). */
export function readReportForm(tab: ReportTab, query: URLSearchParams): ReportFormValues {
  const raw = readReportQuery(query);
  return {
    userIds: raw.userIds ?? [],
    userId: raw.userId ?? '',
    startDate: raw.startDate ?? '',
    endDate: raw.endDate ?? '',
    taskTypes: (raw.taskTypes ?? []) as TaskType[],
    includeSystemEvents: raw.includeSystemEvents === 'true',
    includeAllAttempts: raw.includeAllAttempts === 'true',
    includeOnlyStuckMenus: tab.key === 'menus-in-probing-status' ? raw.includeOnlyStuckMenus !== 'false' : false,
  };
}

/** The query string of a tab's values: only the names its report reads (spec 3, section 7), flags only when asked. */
export function writeReportForm(tab: ReportTab, values: ReportFormValues): URLSearchParams {
  const has = (field: ReportInputField) => tab.fields.includes(field);
  return writeReportQuery({
    userIds: has('users') ? values.userIds : undefined,
    userId: has('user') ? values.userId : undefined,
    startDate: has('dateRange') ? values.startDate : undefined,
    endDate: has('dateRange') ? values.endDate : undefined,
    taskTypes: has('taskTypes') ? values.taskTypes : undefined,
    includeSystemEvents: has('includeSystemEvents') && values.includeSystemEvents ? true : undefined,
    includeAllAttempts: has('includeAllAttempts') && values.includeAllAttempts ? true : undefined,
    includeOnlyStuckMenus: has('includeOnlyStuckMenus') ? values.includeOnlyStuckMenus : undefined,
  });
}

/** The report's query string in a canonical form (the preview's key and the download's query). */
export function reportQueryString(tab: ReportTab, query: URLSearchParams): string {
  return writeReportForm(tab, readReportForm(tab, query)).toString();
}

/** Every field's first message under the report's schema; none for a report without inputs. */
export function reportFieldErrors(tab: ReportTab, values: ReportFormValues): ReportFieldErrors {
  const schema = SCHEMAS[tab.key];
  if (!schema) return {};
  const raw = readReportQuery(writeReportForm(tab, values));
  try {
    schema.validateSync(raw, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: ReportFieldErrors = {};
    for (const failure of error.inner.length > 0 ? error.inner : [error]) {
      const field = FIELD_OF_PATH[(failure.path ?? '').replace(/\[.*$/, '')];
      if (field && tab.fields.includes(field) && !errors[field]) errors[field] = failure.errors[0] ?? failure.message;
    }
    return errors;
  }
}

export const hasReportFieldErrors = (errors: ReportFieldErrors) => Object.keys(errors).length > 0;
