// The resolved dates panel's values, without React: what a save sends.
import { resolvedDateToUtcMidnight } from '../../../domain/londonDays';
import { RESOLVED_DATE_VIEWS, type ResolvedDatesForm } from '../../../domain/resolvedDates';

/** The days that changed, each as midnight UTC of the chosen day; unchanged days are left out (the API keeps them). */
export function resolvedDatesVariables(values: ResolvedDatesForm, stored: ResolvedDatesForm): Partial<Record<keyof ResolvedDatesForm, string>> {
  return Object.fromEntries(
    RESOLVED_DATE_VIEWS.filter(({ field }) => values[field] && values[field] !== stored[field]).map(({ field }) => [field, resolvedDateToUtcMidnight(values[field])]),
  );
}

export const sameDays = (a: ResolvedDatesForm, b: ResolvedDatesForm) => RESOLVED_DATE_VIEWS.every(({ field }) => a[field] === b[field]);
