import { describe, expect, it } from 'vitest';
import { readWebsiteSearch, withWebsiteSearch } from './commonWebsitesQueryString';

describe('the common websites query string', () => {
  it('keeps the search as websiteDomain and starts again at the first page', () => {
    const params = withWebsiteSearch(new URLSearchParams('page=3&pageSize=20'), ' face ');
    expect(params.toString()).toBe('pageSize=20&websiteDomain=face');
    expect(readWebsiteSearch(params)).toBe('face');
    expect(withWebsiteSearch(params, '').toString()).toBe('pageSize=20');
  });
});
