import { describe, expect, it } from 'vitest';
import { activeDishFilters, containsPattern, dishFilterConditions } from './dishFilters';

describe('dish filters', () => {
  it('match the text anywhere, with LIKE wildcards and the escape character taken literally', () => {
    expect(containsPattern('soup')).toBe('%soup%');
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('extra_cheese')).toBe('%extra\\_cheese%');
    expect(containsPattern('a\\b')).toBe('%a\\\\b%');
  });

  it('ignore blank filters, trim the others, and number their parameters after the ones already there', () => {
    expect(activeDishFilters({ name: '  ', diets: null, allergens: ' nuts ' })).toEqual([['allergens', 'nuts']]);
    const params: unknown[] = [7];
    expect(dishFilterConditions({ name: 'Soup', miscInfo: 'chef' }, params)).toEqual(['d.name ILIKE $2', 'd.misc_info ILIKE $3']);
    expect(params).toEqual([7, '%Soup%', '%chef%']);
    expect(dishFilterConditions(null, params)).toEqual([]);
  });
});
