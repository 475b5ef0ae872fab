import { describe, expect, it } from 'vitest';
import { TASK_LISTS, taskListBySlug } from './taskListDefinitions';
import {
  activeCount,
  allowedLists,
  awaitingTasksPath,
  humanizeEnum,
  listPath,
  listQueryVariables,
  menuIdOf,
  listStateKey,
  moveHighlight,
  multiSelectSummary,
  myAssignedTasksPath,
  sortDirectionOf,
  sortedBy,
  splitFilters,
  toggleMultiSelect,
} from './taskListLogic';
import { readListState } from './taskListQueryString';

const gateway = taskListBySlug('brand-gateway')!;
const scraping = taskListBySlug('menu-scraping')!;

describe('task list paths', () => {
  it('goes to a list with its remembered query string, or bare', () => {
    expect(listPath(gateway, 'brandSearchTerm=pizza')).toBe('/tasks/brand-gateway?brandSearchTerm=pizza');
    expect(listPath(gateway, null)).toBe('/tasks/brand-gateway');
  });

  it('builds the palette shortcuts: my open assigned tasks and awaiting tasks', () => {
    expect(myAssignedTasksPath(scraping, 7)).toBe('/tasks/menu-scraping?assignedToId=7&statuses=NOT_STARTED%2CSTARTED%2CREOPENED');
    expect(awaitingTasksPath(scraping)).toBe('/tasks/menu-scraping?isAwaiting=true');
  });

  it('offers only the lists whose list permission is held, in order', () => {
    const held = new Set(['dishReviewTask.list', 'brandGatewayTask.list', 'menuScrapingTask.get']);
    expect(allowedLists(TASK_LISTS, (permission) => held.has(permission)).map((list) => list.slug)).toEqual(['brand-gateway', 'dish-review']);
  });
});

describe('sorting by a header', () => {
  const state = readListState(scraping, new URLSearchParams('page=4'));

  it('sorts a new column newest first and flips the sorted one, back on page 1', () => {
    expect(state.sortingCriterion).toBe('SCRAPED_DATE');
    const byModified = sortedBy(state, 'MODIFIED_DATE');
    expect(byModified).toMatchObject({ sortingCriterion: 'MODIFIED_DATE', sortingOrder: 'desc', page: 1 });
    expect(sortedBy(byModified, 'MODIFIED_DATE').sortingOrder).toBe('asc');
    expect(sortedBy(sortedBy(byModified, 'MODIFIED_DATE'), 'MODIFIED_DATE').sortingOrder).toBe('desc');
  });

  it('marks only the sorted column', () => {
    expect(sortDirectionOf(state, 'SCRAPED_DATE')).toBe('descending');
    expect(sortDirectionOf(state, 'MODIFIED_DATE')).toBeUndefined();
    expect(sortDirectionOf(state, undefined)).toBeUndefined();
  });
});

describe('multi-selects', () => {
  const options = ['NOT_STARTED', 'STARTED', 'REOPENED', 'RESOLVED'];

  it('shows 1 to 3 tags then + N more, in the options order', () => {
    expect(multiSelectSummary(['REOPENED', 'NOT_STARTED'], options)).toEqual({ tags: ['NOT_STARTED', 'REOPENED'], more: 0 });
    expect(multiSelectSummary(options, options)).toEqual({ tags: ['NOT_STARTED', 'STARTED', 'REOPENED'], more: 1 });
    expect(multiSelectSummary([], options)).toEqual({ tags: [], more: 0 });
    expect(multiSelectSummary(['A', 'B', 'C'], options, 2)).toEqual({ tags: ['A', 'B'], more: 1 });
  });

  it('shows fewer tags when their labels are long, but always one', () => {
    const budget = { labelOf: (value: string) => value, maxChars: 20 };
    expect(multiSelectSummary(options, options, 3, budget)).toEqual({ tags: ['NOT_STARTED', 'STARTED'], more: 2 });
    expect(multiSelectSummary(['RESOLVED'], options, 3, { labelOf: () => 'x'.repeat(50), maxChars: 20 })).toEqual({ tags: ['RESOLVED'], more: 0 });
  });

  it("'All' selects every option, and clears when all are selected", () => {
    expect(toggleMultiSelect(['STARTED'], options, '*', '*')).toBe('NOT_STARTED,STARTED,REOPENED,RESOLVED');
    expect(toggleMultiSelect(options, options, '*', '*')).toBeNull();
  });

  it('adds and removes one option, keeping the options order; none selected is no filter', () => {
    expect(toggleMultiSelect(['REOPENED'], options, 'NOT_STARTED', '*')).toBe('NOT_STARTED,REOPENED');
    expect(toggleMultiSelect(['REOPENED', 'NOT_STARTED'], options, 'REOPENED', '*')).toBe('NOT_STARTED');
    expect(toggleMultiSelect(['REOPENED'], options, 'REOPENED', '*')).toBeNull();
  });
});

describe('filter bar and rows', () => {
  it('shows the search, status and assignment filters first and the rest behind More filters', () => {
    const { primary, more } = splitFilters(gateway);
    expect(primary.map((filter) => filter.name)).toEqual(['brandSearchTerm', 'statuses', 'isAssigned', 'assignedToId', 'viewType']);
    expect(more.map((filter) => filter.name)).toContain('brandRank');
    expect(primary.length + more.length).toBe(gateway.filters.length);
    expect(activeCount(more, { brandRank: 'MASTER', isAwaiting: '', statuses: 'STARTED' })).toBe(1);
  });

  it('humanizes enum values', () => {
    expect(humanizeEnum('NOT_STARTED')).toBe('Not started');
    expect(humanizeEnum('HTML')).toBe('HTML');
    expect(humanizeEnum('HTML_NOT_SCRAPEABLE')).toBe('HTML not scrapeable');
    expect(humanizeEnum('QQA')).toBe('QQA');
  });

  it('keeps the highlight within the rows', () => {
    expect(moveHighlight(0, -1, 5)).toBe(0);
    expect(moveHighlight(4, 1, 5)).toBe(4);
    expect(moveHighlight(2, 1, 5)).toBe(3);
    expect(moveHighlight(3, 1, 0)).toBe(0);
  });

  it('keys a list state independently of the filters order', () => {
    const a = readListState(gateway, new URLSearchParams('isAwaiting=true&brandSearchTerm=x'));
    const b = readListState(gateway, new URLSearchParams('brandSearchTerm=x&isAwaiting=true'));
    expect(listStateKey(a)).toBe(listStateKey(b));
    expect(listStateKey(a)).not.toBe(listStateKey({ ...a, page: 2 }));
  });
});

describe('list query variables', () => {
  it('turns the URL filters into the API input and leaves out values the API would refuse', () => {
    const state = readListState(scraping, new URLSearchParams('statuses=STARTED,BOGUS&isAwaiting=true&brandId=12x&menuFormats=PDF&assignedToId=3&brandSearchTerm=pizza&page=2'));
    expect(listQueryVariables(scraping, state)).toEqual({
      filters: { statuses: ['STARTED'], isAwaiting: true, menuFormats: ['PDF'], assignedToId: '3', brandSearchTerm: 'pizza' },
      page: 2,
      pageSize: 10,
      sortingCriterion: 'SCRAPED_DATE',
      sortingOrder: 'desc',
    });
    const gatewayState = readListState(gateway, new URLSearchParams('brandRank=MASTER&viewType=NOPE&statuses=BOGUS'));
    expect(listQueryVariables(gateway, gatewayState).filters).toEqual({ brandRank: 'MASTER' });
  });
});

describe('dish review from a menu id', () => {
  it('accepts only a positive menu number', () => {
    expect(menuIdOf('42')).toBe(42);
    expect(menuIdOf('0')).toBeNull();
    expect(menuIdOf('abc')).toBeNull();
    expect(menuIdOf(undefined)).toBeNull();
  });
});
