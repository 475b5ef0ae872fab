// A list's filters live in the query string with the spec's names: lists are comma-separated, booleans are the strings
// true and false, changing a filter resets the page, and the last filters of a list are remembered.
import type { TaskListDefinition } from './taskListDefinitions';

export type FilterValues = Record<string, string>;

export interface ListState {
  filters: FilterValues;
  page: number;
  pageSize: number;
  sortingCriterion: string;
  sortingOrder: 'asc' | 'desc';
}

const PAGE_SIZES = [5, 10, 20, 40, 50, 100];
const STORAGE_PREFIX = 'taskListFilters:';

/**
 * Reads the list's state from the URL; with no filter in the URL, the defaults apply: the person's own (see
 * personalListDefaults.ts) when given, else the list's.
 */
export function readListState(list: TaskListDefinition, params: URLSearchParams, defaults: Readonly<FilterValues> = list.defaults): ListState {
  const names = new Set(list.filters.map((filter) => filter.name));
  const filters: FilterValues = {};
  let hasAny = false;
  for (const [name, value] of params) {
    if (!names.has(name)) continue;
    hasAny = true;
    if (value !== '') filters[name] = value;
  }
  const pageSize = Number(params.get('pageSize'));
  const order = params.get('sortingOrder');
  return {
    filters: hasAny ? filters : { ...defaults },
    page: Math.max(1, Math.floor(Number(params.get('page')) || 1)),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : list.defaultPageSize,
    sortingCriterion: list.sortingCriteria.includes(params.get('sortingCriterion') ?? '') ? params.get('sortingCriterion')! : list.defaultSortingCriterion,
    sortingOrder: order === 'asc' ? 'asc' : 'desc',
  };
}

/** The URL of a list state. Filters that are empty are kept as `name=` so "no filter" differs from "defaults". */
export function writeListState(list: TaskListDefinition, state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const filter of list.filters) {
    const value = state.filters[filter.name];
    if (value !== undefined && value !== '') params.set(filter.name, value);
  }
  if ([...params.keys()].length === 0) params.set(list.filters[0].name, '');
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== list.defaultPageSize) params.set('pageSize', String(state.pageSize));
  if (state.sortingCriterion !== list.defaultSortingCriterion) params.set('sortingCriterion', state.sortingCriterion);
  if (state.sortingOrder !== 'desc') params.set('sortingOrder', state.sortingOrder);
  return params;
}

/** Changing a filter resets the page to the first. */
export function withFilter(state: ListState, name: string, value: string | null): ListState {
  const filters = { ...state.filters };
  if (value === null || value === '') delete filters[name];
  else filters[name] = value;
  return { ...state, filters, page: 1 };
}

export function parseList(value: string | undefined): string[] {
  return value ? value.split(',').filter(Boolean) : [];
}

export function parseBoolean(value: string | undefined): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/** The GraphQL filters input of the list state. */
export function toGraphQLFilters(list: TaskListDefinition, filters: FilterValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const filter of list.filters) {
    const value = filters[filter.name];
    if (value === undefined || value === '') continue;
    if (filter.kind === 'enumList') input[filter.name] = parseList(value);
    else if (filter.kind === 'boolean') {
      const flag = parseBoolean(value);
      if (flag !== undefined) input[filter.name] = flag;
    } else if (filter.kind === 'number') {
      if (/^\d+$/.test(value)) input[filter.name] = Number(value);
    } else input[filter.name] = value;
  }
  return input;
}

export function rememberFilters(list: TaskListDefinition, search: string, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(STORAGE_PREFIX + list.slug, search);
}

export function rememberedFilters(list: TaskListDefinition, storage: Pick<Storage, 'getItem'> = localStorage): string | null {
  return storage.getItem(STORAGE_PREFIX + list.slug);
}
