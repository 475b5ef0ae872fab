// Pure rules of the task lists that the components share: paths the hub and the palette go to, sorting by a column,
// the summary of a multi-select, which filters show first, and moving the row highlight.
import type { FilterDefinition, TaskListDefinition } from './taskListDefinitions';
import type { ListState } from './taskListQueryString';

/** Statuses of the tasks a person still has to work on (the palette's "my assigned tasks"). */
export const OPEN_STATUSES = ['NOT_STARTED', 'STARTED', 'REOPENED'] as const;

/** The list's path with its remembered query string, or with none (the list's defaults then apply). */
export function listPath(list: TaskListDefinition, remembered: string | null): string {
  return `/tasks/${list.slug}${remembered ? `?${remembered}` : ''}`;
}

export function myAssignedTasksPath(list: TaskListDefinition, userId: number): string {
  const params = new URLSearchParams({ assignedToId: String(userId), statuses: OPEN_STATUSES.join(',') });
  return `/tasks/${list.slug}?${params.toString()}`;
}

export function awaitingTasksPath(list: TaskListDefinition): string {
  return `/tasks/${list.slug}?isAwaiting=true`;
}

export function taskPath(list: TaskListDefinition, databaseId: number): string {
  return `/tasks/${list.slug}/${databaseId}`;
}

/** The lists a person may open: those whose list permission they hold, in the hub's order. */
export function allowedLists(lists: readonly TaskListDefinition[], can: (permission: string) => boolean): TaskListDefinition[] {
  return lists.filter((list) => can(`${list.permissionPrefix}.list`));
}

/**
 * Clicking a sortable header: a new column sorts descending (newest first); the sorted column flips its order.
 * Sorting goes back to the first page.
 */
export function sortedBy(state: ListState, criterion: string): ListState {
  const order = state.sortingCriterion === criterion && state.sortingOrder === 'desc' ? 'asc' : 'desc';
  return { ...state, sortingCriterion: criterion, sortingOrder: order, page: 1 };
}

export function sortDirectionOf(state: ListState, criterion: string | undefined): 'ascending' | 'descending' | undefined {
  if (!criterion || state.sortingCriterion !== criterion) return undefined;
  return state.sortingOrder === 'asc' ? 'ascending' : 'descending';
}

export interface MultiSelectSummary {
  /** The tags shown (at most `limit`). */
  tags: string[];
  /** How many more are selected ('+ N more'), 0 when none. */
  more: number;
}

/**
 * Multi-selects show 1 to 3 tags then '+ N more' (spec 1, section 9); selected values keep the options' order. With a
 * text budget, fewer tags show when their labels are long (always at least one), so '+ N more' stays in view.
 */
export function multiSelectSummary(
  selected: readonly string[],
  options: readonly string[],
  limit = 3,
  budget?: { labelOf(value: string): string; maxChars: number },
): MultiSelectSummary {
  const ordered = [...options.filter((option) => selected.includes(option)), ...selected.filter((value) => !options.includes(value))];
  let count = Math.min(limit, ordered.length);
  if (budget) {
    let used = 0;
    count = 0;
    for (const value of ordered.slice(0, limit)) {
      const length = budget.labelOf(value).length;
      if (count > 0 && used + length > budget.maxChars) break;
      used += length;
      count += 1;
    }
  }
  return { tags: ordered.slice(0, count), more: ordered.length - count };
}

/**
 * A multi-select's next value after picking an option. 'All' selects every option, or clears them when every option
 * is already selected. An empty selection means no filter (null).
 */
export function toggleMultiSelect(selected: readonly string[], options: readonly string[], picked: string, allValue: string): string | null {
  if (picked === allValue) {
    const everything = options.every((option) => selected.includes(option));
    return everything ? null : options.join(',');
  }
  const next = selected.includes(picked) ? selected.filter((value) => value !== picked) : [...selected, picked];
  const ordered = options.filter((option) => next.includes(option));
  return ordered.length > 0 ? ordered.join(',') : null;
}

const ACRONYMS = new Set(['HTML', 'PDF', 'QC', 'QQA', 'URL']);

/** 'NOT_STARTED' -> 'Not started', 'HTML_NOT_SCRAPEABLE' -> 'HTML not scrapeable'. */
export function humanizeEnum(value: string): string {
  const words = value.split('_').map((word) => (ACRONYMS.has(word) ? word : word.toLowerCase()));
  const text = words.join(' ');
  return ACRONYMS.has(words[0] ?? '') ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** Filters shown in the bar at once; the others sit behind 'More filters'. */
const PRIMARY_FILTERS = new Set(['brandSearchTerm', 'menuSearchTerm', 'statuses', 'isAssigned', 'assignedToId', 'viewType', 'menuFormats', 'menuStatuses']);

export function splitFilters(list: TaskListDefinition): { primary: FilterDefinition[]; more: FilterDefinition[] } {
  return {
    primary: list.filters.filter((filter) => PRIMARY_FILTERS.has(filter.name)),
    more: list.filters.filter((filter) => !PRIMARY_FILTERS.has(filter.name)),
  };
}

/** How many of the given filters have a value. */
export function activeCount(filters: readonly FilterDefinition[], values: Readonly<Record<string, string>>): number {
  return filters.filter((filter) => (values[filter.name] ?? '') !== '').length;
}

/** j/k: the highlighted row moves by one and stays within the rows. */
export function moveHighlight(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + delta));
}

/** A stable key of what a list fetches, to tell when the URL asks for something other than what is shown. */
export function listStateKey(state: ListState): string {
  const filters = Object.keys(state.filters)
    .sort()
    .map((name) => `${name}=${state.filters[name]}`)
    .join('&');
  return `${filters}|${state.page}|${state.pageSize}|${state.sortingCriterion}|${state.sortingOrder}`;
}

export type FilterInputValue = string | number | boolean | readonly string[];

export interface TaskListVariables {
  filters: Record<string, FilterInputValue>;
  page: number;
  pageSize: number;
  sortingCriterion: string;
  sortingOrder: 'asc' | 'desc';
}

/**
 * The variables of a list query. Values a hand-edited URL may carry that the API would refuse (an unknown status, a
 * brand id that is not a number) are left out rather than failing the whole list.
 */
export function listQueryVariables(list: TaskListDefinition, state: ListState): TaskListVariables {
  const filters: Record<string, FilterInputValue> = {};
  for (const filter of list.filters) {
    const value = state.filters[filter.name];
    if (value === undefined || value === '') continue;
    const options = filter.options;
    switch (filter.kind) {
      case 'enumList': {
        const values = value.split(',').filter((item) => item !== '' && (!options || options.includes(item)));
        if (values.length > 0) filters[filter.name] = values;
        break;
      }
      case 'enum':
        if (!options || options.includes(value)) filters[filter.name] = value;
        break;
      case 'boolean':
        if (value === 'true' || value === 'false') filters[filter.name] = value === 'true';
        break;
      case 'number':
        if (/^\d{1,9}$/.test(value)) filters[filter.name] = Number(value);
        break;
      case 'user':
        if (/^\d{1,12}$/.test(value)) filters[filter.name] = value;
        break;
      default:
        filters[filter.name] = value;
    }
  }
  return { filters, page: state.page, pageSize: state.pageSize, sortingCriterion: state.sortingCriterion, sortingOrder: state.sortingOrder };
}

/** The menu id of /tasks/dish-review/from-menu-id/{menuId}, when it is one. */
export function menuIdOf(param: string | undefined): number | null {
  return param !== undefined && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}
