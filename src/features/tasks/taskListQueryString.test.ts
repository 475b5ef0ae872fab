import { describe, expect, it } from 'vitest';
import { taskListBySlug } from './taskListDefinitions';
import { readListState, toGraphQLFilters, withFilter, writeListState } from './taskListQueryString';

const gateway = taskListBySlug('brand-gateway')!;
const dishReview = taskListBySlug('dish-review')!;

describe('task list query string', () => {
  it('opens with the list defaults when the URL has no filter', () => {
    const state = readListState(gateway, new URLSearchParams(''));
    expect(state.filters).toEqual({ statuses: 'NOT_STARTED,REOPENED', isAssigned: 'false', viewType: 'DEFINE' });
    expect(state.pageSize).toBe(10);
    expect(readListState(dishReview, new URLSearchParams('')).pageSize).toBe(40);
  });

  it('round-trips filters, page and sorting, and resets the page when a filter changes', () => {
    const state = readListState(gateway, new URLSearchParams('brandSearchTerm=pizza&isAwaiting=true&page=3'));
    expect(state).toMatchObject({ filters: { brandSearchTerm: 'pizza', isAwaiting: 'true' }, page: 3 });
    const changed = withFilter(state, 'viewType', 'QC');
    expect(changed.page).toBe(1);
    expect(writeListState(gateway, changed).toString()).toBe('brandSearchTerm=pizza&isAwaiting=true&viewType=QC');
  });

  it('keeps "no filter at all" distinct from the defaults', () => {
    const cleared = { ...readListState(gateway, new URLSearchParams('')), filters: {} };
    const params = writeListState(gateway, cleared);
    expect(readListState(gateway, params).filters).toEqual({});
  });

  it('turns the URL strings into GraphQL filters: lists, booleans as true/false, numbers', () => {
    expect(
      toGraphQLFilters(dishReview, { statuses: 'NOT_STARTED,REOPENED', isVerified: 'false', brandId: '12', menuSearchTerm: 'x', bogus: '1' }),
    ).toEqual({ statuses: ['NOT_STARTED', 'REOPENED'], isVerified: false, brandId: 12, menuSearchTerm: 'x' });
  });
});
