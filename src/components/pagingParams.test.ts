import { describe, expect, it } from 'vitest';
import { readPaging, writePaging } from './pagingParams';

describe('paging in the query string', () => {
  it('reads defaults and refuses nonsense', () => {
    expect(readPaging(new URLSearchParams(''), 10, [5, 10])).toEqual({ page: 1, pageSize: 10 });
    expect(readPaging(new URLSearchParams('page=-3&pageSize=7'), 10, [5, 10])).toEqual({ page: 1, pageSize: 10 });
    expect(readPaging(new URLSearchParams('page=4&pageSize=5'), 10, [5, 10])).toEqual({ page: 4, pageSize: 5 });
  });
  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(writePaging(new URLSearchParams('q=x&page=3'), { page: 1, pageSize: 10 }, 10).toString()).toBe('q=x');
    expect(writePaging(new URLSearchParams(''), { page: 2, pageSize: 20 }, 10).toString()).toBe('page=2&pageSize=20');
  });
});
