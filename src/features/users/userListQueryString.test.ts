import { describe, expect, it } from 'vitest';
import { readUserSearch, withUserSearch } from './userListQueryString';

describe('the users search in the query string', () => {
  it('reads the trimmed term, none by default', () => {
    expect(readUserSearch(new URLSearchParams(''))).toBe('');
    expect(readUserSearch(new URLSearchParams('userSearchTerm=%20rory%20'))).toBe('rory');
  });
  it('sets or clears the term, back to the first page, keeping the page size', () => {
    expect(withUserSearch(new URLSearchParams('page=3&pageSize=20'), ' rory ').toString()).toBe('pageSize=20&userSearchTerm=rory');
    expect(withUserSearch(new URLSearchParams('userSearchTerm=rory&page=2'), '').toString()).toBe('');
  });
});
