import { describe, expect, it } from 'vitest';
import { isSearchable, kindWordsAllow, parseSearchTerm } from './searchTerms';

describe('search terms', () => {
  it('reads a number, with the kind words before it', () => {
    expect(parseSearchTerm(' 37 ')).toEqual({ number: 37, kindWords: [], namesTaskKind: false, text: '' });
    expect(parseSearchTerm('#37')).toMatchObject({ number: 37, kindWords: [] });
    expect(parseSearchTerm('Open gateway task 37')).toMatchObject({ number: 37, kindWords: ['gateway', 'task'] });
    expect(parseSearchTerm('menu #12')).toMatchObject({ number: 12, kindWords: ['menu'] });
  });

  it('reads a name with a number in it, zero and ids beyond int4 as text', () => {
    expect(parseSearchTerm('Tom Kitchen 12')).toEqual({ number: null, kindWords: [], namesTaskKind: false, text: 'Tom Kitchen 12' });
    expect(parseSearchTerm('0').number).toBeNull();
    expect(parseSearchTerm('2147483648').number).toBeNull();
    expect(parseSearchTerm('2147483647').number).toBe(2147483647);
  });

  it('reads task-kind words before a name as tasks of that kind by brand name', () => {
    expect(parseSearchTerm('scraping  nando')).toEqual({ number: null, kindWords: ['scraping'], namesTaskKind: true, text: 'nando' });
    expect(parseSearchTerm('Menu definition The Kitchen')).toEqual({ number: null, kindWords: ['menu', 'definition'], namesTaskKind: true, text: 'The Kitchen' });
    // 'brand' alone names no task kind: the whole term is a name.
    expect(parseSearchTerm('brand nando')).toMatchObject({ namesTaskKind: false, text: 'brand nando' });
    // A kind word alone is the text itself.
    expect(parseSearchTerm('review')).toMatchObject({ namesTaskKind: false, text: 'review' });
  });

  it('asks for numbers and for two characters or more', () => {
    expect(isSearchable('7')).toBe(true);
    expect(isSearchable('ma')).toBe(true);
    expect(isSearchable(' m ')).toBe(false);
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('gateway x')).toBe(false);
  });

  it('lets kind words narrow to the things they name', () => {
    expect(kindWordsAllow([], 'brand')).toBe(true);
    expect(kindWordsAllow(['gateway'], 'Brand gateway task')).toBe(true);
    expect(kindWordsAllow(['gateway'], 'brand')).toBe(false);
    expect(kindWordsAllow(['menu', 'tasks'], 'Menu scraping task')).toBe(true);
    expect(kindWordsAllow(['menu', 'task'], 'menu')).toBe(false);
  });
});
