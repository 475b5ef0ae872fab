// The resolved dates panel's values, without React: the stored days of the task's views, and what a save sends.
import { londonDayOf, resolvedDateToUtcMidnight } from '../../../domain/dates';
import { RESOLVED_DATE_VIEWS, type ResolvedDatesForm } from '../../../domain/resolvedDates';

export function storedResolvedDays(views: ReadonlyArray<{ type: string; resolvedDate?: unknown }>): ResolvedDatesForm {
  const dayOf = (view: string) => {
    const date = views.find((candidate) => candidate.type === view)?.resolvedDate;
    return typeof date === 'string' ? londonDayOf(date) : '';
  };
  return Object.fromEntries(RESOLVED_DATE_VIEWS.map(({ field, view }) => [field, dayOf(view)])) as ResolvedDatesForm;
}

/** The days that changed, each as midnight UTC of the chosen day; unchanged days are left out (the API keeps them). */
export function resolvedDatesVariables(values: ResolvedDatesForm, stored: ResolvedDatesForm): Partial<Record<keyof ResolvedDatesForm, string>> {
  return Object.fromEntries(
    RESOLVED_DATE_VIEWS.filter(({ field }) => values[field] && values[field] !== stored[field]).map(({ field }) => [field, resolvedDateToUtcMidnight(values[field])]),
  );
}

export const sameDays = (a: ResolvedDatesForm, b: ResolvedDatesForm) => RESOLVED_DATE_VIEWS.every(({ field }) => a[field] === b[field]);
