// The admin-only resolved dates of a brand task's three views (spec 2, section 2.8): the form's rules and messages,
// shared by the SPA (the panel) and the API (setXxxTaskViewsResolvedDates), so both refuse the same input alike.
import { DateTime } from 'luxon';
import * as yup from 'yup';
import { LONDON } from './dates';
import { londonDayOf } from './londonDays';

export const RESOLVED_DATE_VIEWS = [
  { field: 'defineResolvedDate', view: 'DEFINE', label: 'Define resolved date' },
  { field: 'qcResolvedDate', view: 'QC', label: 'QC resolved date' },
  { field: 'qqaResolvedDate', view: 'QQA', label: 'QQA resolved date' },
] as const;

export type ResolvedDateField = (typeof RESOLVED_DATE_VIEWS)[number]['field'];
export type ResolvedDatesForm = Record<ResolvedDateField, string>;

/** No resolved day before this: the product's tasks start long after it, so an earlier day is a typo. */
export const EARLIEST_RESOLVED_DAY = '2015-01-01';

export const RESOLVED_DATES_MESSAGES = {
  atLeastOne: 'At least one resolved date is required',
  notClearable: 'A resolved date cannot be cleared once set',
  invalid: 'Choose a valid date',
  outOfRange: `Choose a day from ${EARLIEST_RESOLVED_DAY} to today`,
  viewNotDone: 'This view is not done yet: it has no resolved date to set',
} as const;

/** The latest day that may be set: London's today plus one day of slack for the admin's own time zone. */
export function latestResolvedDay(now: Date = new Date()): string {
  return DateTime.fromJSDate(now).setZone(LONDON).plus({ days: 1 }).toISODate() ?? '';
}

/** What a new day is checked against: which views are done (DONE, or NEEDS_REVIEW after being done), and the latest day. */
export interface ResolvedDatesRules {
  done: Readonly<Record<ResolvedDateField, boolean>>;
  latestDay: string;
}

/** Each view's done state, as the rules read it: a view NOT_DONE (or missing) has no resolved date to set. */
export function doneResolvedViews(views: ReadonlyArray<{ type: string; status?: unknown }>): Record<ResolvedDateField, boolean> {
  const isDone = (view: string) => {
    const status = views.find((candidate) => candidate.type === view)?.status;
    return status === 'DONE' || status === 'NEEDS_REVIEW';
  };
  return Object.fromEntries(RESOLVED_DATE_VIEWS.map(({ field, view }) => [field, isDone(view)])) as Record<ResolvedDateField, boolean>;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value).isValid;

/**
 * The form of days (YYYY-MM-DD, '' for none) against the days already stored: a stored day cannot be emptied, and at
 * least one day must be present. A day that differs from the stored one must lie from EARLIEST_RESOLVED_DAY to the
 * latest day, on a view that is done (a stored day is left alone, so an old one does not block setting another view's).
 */
export function resolvedDatesSchema(stored: Readonly<ResolvedDatesForm>, rules: ResolvedDatesRules) {
  const isNew = (field: ResolvedDateField, value: string | undefined): value is string => Boolean(value) && value !== stored[field];
  const day = (field: ResolvedDateField) =>
    yup
      .string()
      .default('')
      .test('valid', RESOLVED_DATES_MESSAGES.invalid, (value) => !value || isDay(value))
      .test('not-cleared', RESOLVED_DATES_MESSAGES.notClearable, (value) => Boolean(value) || !stored[field])
      .test('in-range', RESOLVED_DATES_MESSAGES.outOfRange, (value) => !isNew(field, value) || (value >= EARLIEST_RESOLVED_DAY && value <= rules.latestDay))
      .test('view-done', RESOLVED_DATES_MESSAGES.viewNotDone, (value) => !isNew(field, value) || rules.done[field]);
  return yup
    .object({ defineResolvedDate: day('defineResolvedDate'), qcResolvedDate: day('qcResolvedDate'), qqaResolvedDate: day('qqaResolvedDate') })
    .test('at-least-one', RESOLVED_DATES_MESSAGES.atLeastOne, (form) => RESOLVED_DATE_VIEWS.some(({ field }) => Boolean(form?.[field])));
}

/** The London day of each view's stored resolved date ('' for none), as the form holds them. */
export function storedResolvedDays(views: ReadonlyArray<{ type: string; resolvedDate?: unknown }>): ResolvedDatesForm {
  const dayOf = (view: string) => {
    const date = views.find((candidate) => candidate.type === view)?.resolvedDate;
    return londonDayOf(date instanceof Date ? date.toISOString() : typeof date === 'string' ? date : null);
  };
  return Object.fromEntries(RESOLVED_DATE_VIEWS.map(({ field, view }) => [field, dayOf(view)])) as ResolvedDatesForm;
}
