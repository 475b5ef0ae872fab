// The admin-only resolved dates of a brand task's three views (spec 2, section 2.8): the form's rules and messages,
// shared by the SPA (the panel) and the API (setXxxTaskViewsResolvedDates), so both refuse the same input alike.
import { DateTime } from 'luxon';
import * as yup from 'yup';
import { londonDayOf } from './londonDays';

export const RESOLVED_DATE_VIEWS = [
  { field: 'defineResolvedDate', view: 'DEFINE', label: 'Define resolved date' },
  { field: 'qcResolvedDate', view: 'QC', label: 'QC resolved date' },
  { field: 'qqaResolvedDate', view: 'QQA', label: 'QQA resolved date' },
] as const;

export type ResolvedDateField = (typeof RESOLVED_DATE_VIEWS)[number]['field'];
export type ResolvedDatesForm = Record<ResolvedDateField, string>;

export const RESOLVED_DATES_MESSAGES = {
  atLeastOne: 'At least one resolved date is required',
  notClearable: 'A resolved date cannot be cleared once set',
  invalid: 'Choose a valid date',
} as const;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value).isValid;

/**
 * The form of days (YYYY-MM-DD, '' for none) against the days already stored: a stored day cannot be emptied, and at
 * least one day must be present.
 */
export function resolvedDatesSchema(stored: Readonly<ResolvedDatesForm>) {
  const day = (field: ResolvedDateField) =>
    yup
      .string()
      .default('')
      .test('valid', RESOLVED_DATES_MESSAGES.invalid, (value) => !value || isDay(value))
      .test('not-cleared', RESOLVED_DATES_MESSAGES.notClearable, (value) => Boolean(value) || !stored[field]);
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
