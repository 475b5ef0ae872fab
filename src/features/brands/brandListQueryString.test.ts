import { describe, expect, it } from 'vitest';
import { readBrandListState, toBrandListVariables, withBrandFilter, writeBrandListState, hasBrandFilters } from './brandListQueryString';

const read = (search: string) => readBrandListState(new URLSearchParams(search));

describe('brands list query string', () => {
  it('reads the defaults from an empty query string', () => {
    expect(read('')).toEqual({ brandSearchTerm: '', status: null, businessStatus: null, page: 1, pageSize: 10 });
  });

  it('reads the filters and paging by their spec names', () => {
    expect(read('brandSearchTerm=%20nando%20&status=INCLUDED&businessStatus=CLOSED_PERMANENTLY&page=3&pageSize=50')).toEqual({
      brandSearchTerm: 'nando',
      status: 'INCLUDED',
      businessStatus: 'CLOSED_PERMANENTLY',
      page: 3,
      pageSize: 50,
    });
  });

  it('ignores values it does not know', () => {
    expect(read('status=MAYBE&businessStatus=open&page=-2&pageSize=7')).toEqual({ brandSearchTerm: '', status: null, businessStatus: null, page: 1, pageSize: 10 });
    expect(read('page=2.7').page).toBe(2);
  });

  it('writes only what differs from the defaults', () => {
    expect(writeBrandListState(read('')).toString()).toBe('');
    const state = read('brandSearchTerm=pizza&status=NEW&page=2&pageSize=20');
    expect(writeBrandListState(state).toString()).toBe('brandSearchTerm=pizza&status=NEW&page=2&pageSize=20');
    expect(readBrandListState(writeBrandListState(state))).toEqual(state);
  });

  it('goes back to the first page when a filter changes, and clears a filter with an empty value', () => {
    const state = read('brandSearchTerm=pizza&status=NEW&page=4&pageSize=20');
    expect(withBrandFilter(state, 'status', 'EXCLUDED')).toEqual({ ...state, status: 'EXCLUDED', page: 1 });
    expect(withBrandFilter(state, 'brandSearchTerm', '  ')).toEqual({ ...state, brandSearchTerm: '', page: 1 });
    expect(withBrandFilter(state, 'businessStatus', 'OPERATIONAL')).toEqual({ ...state, businessStatus: 'OPERATIONAL', page: 1 });
    expect(withBrandFilter(state, 'status', null).status).toBeNull();
  });

  it('asks for the brands by similarity while searching, else the latest changed first', () => {
    expect(toBrandListVariables(read('page=2'))).toEqual({ filters: {}, page: 2, pageSize: 10, sortingCriterion: 'MODIFIED_DATE', sortingOrder: 'desc' });
    expect(toBrandListVariables(read('brandSearchTerm=wok&businessStatus=OPERATIONAL'))).toEqual({
      filters: { brandSearchTerm: 'wok', businessStatus: 'OPERATIONAL' },
      page: 1,
      pageSize: 10,
      sortingCriterion: 'NAME_SIMILARITY',
      sortingOrder: 'desc',
    });
  });

  it('knows whether any filter is set', () => {
    expect(hasBrandFilters(read('page=3'))).toBe(false);
    expect(hasBrandFilters(read('status=NEW'))).toBe(true);
  });
});
