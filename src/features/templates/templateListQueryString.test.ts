import { describe, expect, it } from 'vitest';
import { readTemplateListFilters, withTemplateListFilters } from './templateListQueryString';

describe('the template list query string', () => {
  it('reads the spec’s parameters, ignoring values it does not know', () => {
    const params = new URLSearchParams('page=3&templateStatus=VALIDATED&templateSearchTerm=%20grill%20&sortingCriterion=STATUS&sortingOrder=desc');
    expect(readTemplateListFilters(params)).toEqual({ templateStatus: 'VALIDATED', templateSearchTerm: 'grill', sortingCriterion: 'STATUS', sortingOrder: 'desc' });
    expect(readTemplateListFilters(new URLSearchParams('templateStatus=DONE&sortingCriterion=ID&sortingOrder=up'))).toEqual({
      templateStatus: null,
      templateSearchTerm: '',
      sortingCriterion: null,
      sortingOrder: 'asc',
    });
  });

  it('writes a change back to the first page and leaves defaults out', () => {
    const params = new URLSearchParams('page=3&pageSize=20&templateStatus=NEW');
    expect(withTemplateListFilters(params, { templateSearchTerm: 'bistro', sortingCriterion: 'NAME', sortingOrder: 'desc' }).toString()).toBe(
      'pageSize=20&templateStatus=NEW&templateSearchTerm=bistro&sortingCriterion=NAME&sortingOrder=desc',
    );
    expect(withTemplateListFilters(params, { templateStatus: null }).toString()).toBe('pageSize=20');
  });
});
