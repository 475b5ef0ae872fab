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

describe('search terms: numbers', () => {
  it('reads a number of up to ten digits, leading zeros included, and longer digit runs as text', () => {
    expect(parseSearchTerm('0000000037')).toMatchObject({ number: 37, text: '' });
    expect(parseSearchTerm('00000000037')).toEqual({ number: null, kindWords: [], namesTaskKind: false, text: '00000000037' });
    expect(parseSearchTerm('99999999999').number).toBeNull();
  });

  it('reads a number only at the end of the term', () => {
    expect(parseSearchTerm('37b')).toEqual({ number: null, kindWords: [], namesTaskKind: false, text: '37b' });
    expect(parseSearchTerm('menu 12 lunch')).toEqual({ number: null, kindWords: [], namesTaskKind: false, text: 'menu 12 lunch' });
    expect(parseSearchTerm('12 menu')).toMatchObject({ number: null, text: '12 menu' });
  });

  it('reads each kind word before a number, whatever separates them', () => {
    expect(parseSearchTerm('brand 5')).toMatchObject({ number: 5, kindWords: ['brand'] });
    expect(parseSearchTerm('User 8')).toMatchObject({ number: 8, kindWords: ['user'] });
    expect(parseSearchTerm('open 37')).toEqual({ number: 37, kindWords: [], namesTaskKind: false, text: '' });
    expect(parseSearchTerm('definition 3')).toMatchObject({ number: 3, kindWords: ['definition'] });
    expect(parseSearchTerm('dish review 4')).toMatchObject({ number: 4, kindWords: ['dish', 'review'] });
    expect(parseSearchTerm('scraping tasks 6')).toMatchObject({ number: 6, kindWords: ['scraping', 'tasks'] });
    expect(parseSearchTerm('gateway-37')).toMatchObject({ number: 37, kindWords: ['gateway'] });
    expect(parseSearchTerm('Gateway: 37')).toMatchObject({ number: 37, kindWords: ['gateway'] });
    expect(parseSearchTerm('menu#12')).toMatchObject({ number: 12, kindWords: ['menu'] });
    expect(parseSearchTerm('task # 9')).toMatchObject({ number: 9, kindWords: ['task'] });
  });

  it('reads tabs, line breaks and repeated spaces as one space', () => {
    expect(parseSearchTerm('\tmenu \n  12\n')).toMatchObject({ number: 12, kindWords: ['menu'] });
    expect(parseSearchTerm('  The \t Kitchen\n')).toEqual({ number: null, kindWords: [], namesTaskKind: false, text: 'The Kitchen' });
  });
});

describe('search terms: names, emails and URLs', () => {
  it('keeps an email address, a URL and a host as they were typed, trimmed', () => {
    expect(parseSearchTerm(' Tom.Kitchen@example.com ')).toEqual({ number: null, kindWords: [], namesTaskKind: false, text: 'Tom.Kitchen@example.com' });
    expect(parseSearchTerm('https://www.the-grill.co.uk/menu')).toMatchObject({ number: null, text: 'https://www.the-grill.co.uk/menu' });
    // A URL ending on a number is a URL, not a number: its words are not kind words.
    expect(parseSearchTerm('example.com/lunch/12')).toMatchObject({ number: null, text: 'example.com/lunch/12' });
    expect(parseSearchTerm('https://grill.com/menu 2')).toMatchObject({ number: null, text: 'https://grill.com/menu 2' });
  });

  it('reads each task-kind word before a name as tasks of brands of that name', () => {
    for (const word of ['gateway', 'definition', 'scraping', 'dish', 'review', 'task', 'tasks']) {
      expect(parseSearchTerm(`${word} nando`), word).toEqual({ number: null, kindWords: [word], namesTaskKind: true, text: 'nando' });
    }
  });

  it('drops open and # from the kind words before a name, and keeps the name as typed', () => {
    expect(parseSearchTerm('open scraping Nando')).toEqual({ number: null, kindWords: ['scraping'], namesTaskKind: true, text: 'Nando' });
    expect(parseSearchTerm('scraping # Nando')).toEqual({ number: null, kindWords: ['scraping'], namesTaskKind: true, text: 'Nando' });
  });

  it('reads kind words that name no task kind, or stand last, as the name itself', () => {
    expect(parseSearchTerm('open nando')).toMatchObject({ namesTaskKind: false, kindWords: [], text: 'open nando' });
    expect(parseSearchTerm('menu user')).toMatchObject({ namesTaskKind: false, kindWords: [], text: 'menu user' });
    expect(parseSearchTerm('gateway scraping')).toEqual({ number: null, kindWords: ['gateway'], namesTaskKind: true, text: 'scraping' });
    expect(isSearchable('scraping ab')).toBe(true);
  });
});

describe('search terms: narrowing by kind words', () => {
  it('allows a thing whose name holds each word, whatever the case', () => {
    expect(kindWordsAllow(['menu'], 'menu')).toBe(true);
    expect(kindWordsAllow(['brand'], 'menu')).toBe(false);
    expect(kindWordsAllow(['definition', 'task'], 'Menu definition task')).toBe(true);
    expect(kindWordsAllow(['tasks'], 'brand')).toBe(false);
  });
});
