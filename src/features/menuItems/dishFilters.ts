// The dish table's state in the query string (spec 2, sections 2.1, 2.7 and 2.13): page, pageSize, titleId, the nine
// dish filters under their DishFilters names, and changedOnly. Defaults stay out of the URL; changing a filter, the
// title or changedOnly resets the page (the caller decides by building the next state with page 1).
import { DISH_FILTER_FIELDS, MAX_DISH_PAGE_SIZE, type DishFilterField } from '../../../domain/dishReviewSchemas';

export type DishFilterValues = Partial<Record<DishFilterField, string>>;

export const DISH_FILTER_NAMES: readonly DishFilterField[] = DISH_FILTER_FIELDS.map((entry) => entry.field);

export interface DishQuery {
  page: number;
  pageSize: number;
  /** The chosen menu title's databaseId; null: all titles. */
  titleId: number | null;
  filters: DishFilterValues;
  /** null: the page's default (on when there is a baseline with changes). */
  changedOnly: boolean | null;
}

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
};

export function parseDishQuery(search: URLSearchParams, defaultPageSize: number): DishQuery {
  const pageSize = positiveInt(search.get('pageSize'));
  const filters: DishFilterValues = {};
  for (const name of DISH_FILTER_NAMES) {
    const value = search.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const changed = search.get('changedOnly');
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: pageSize === null ? defaultPageSize : Math.min(pageSize, MAX_DISH_PAGE_SIZE),
    titleId: positiveInt(search.get('titleId')),
    filters,
    changedOnly: changed === 'true' ? true : changed === 'false' ? false : null,
  };
}

/** The query string for `query` on top of `base` (other parameters kept), defaults left out. */
export function dishQueryString(query: DishQuery, defaultPageSize: number, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  const put = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  put('page', query.page > 1 ? String(query.page) : null);
  put('pageSize', query.pageSize !== defaultPageSize ? String(query.pageSize) : null);
  put('titleId', query.titleId === null ? null : String(query.titleId));
  for (const name of DISH_FILTER_NAMES) put(name, query.filters[name]?.trim() || null);
  put('changedOnly', query.changedOnly === null ? null : String(query.changedOnly));
  return next;
}

/** The filters as the API's DishFilters input: blank ones left out, null when none is set. */
export function dishFiltersInput(filters: DishFilterValues): DishFilterValues | null {
  const input: DishFilterValues = {};
  for (const name of DISH_FILTER_NAMES) {
    const value = filters[name]?.trim();
    if (value) input[name] = value;
  }
  return Object.keys(input).length ? input : null;
}

export const sameDishFilters = (a: DishFilterValues, b: DishFilterValues): boolean =>
  DISH_FILTER_NAMES.every((name) => (a[name]?.trim() ?? '') === (b[name]?.trim() ?? ''));
