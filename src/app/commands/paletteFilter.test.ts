import { describe, expect, it } from 'vitest';
import { SEARCH_RESULT_VALUE_PREFIX, paletteFilter } from './paletteFilter';

describe('palette ranking', () => {
  it('ranks a title match above a keyword-only match', () => {
    const reopen = paletteFilter('Task Reopen task.reopen', 'Reopen');
    const related = paletteFilter('Related tasks Open related Menu scraping task 12 task.related.12', 'Reopen', ['Menu scraping', 'Reopened']);
    expect(reopen).toBeGreaterThan(related);
    expect(paletteFilter('Tasks Go to Brand gateway: awaiting tasks tasks.awaiting.brand-gateway', 'blocked', ['awaiting', 'blocked'])).toBeGreaterThan(0);
  });

  it('ranks a word starting with the text above a fuzzy title match', () => {
    // 'Reopen' is spread over 'Related ... Open related' by cmdk's fuzzy matching; the Reopen action names it.
    const reopen = paletteFilter('Task Reopen task.reopen', 'Reopen');
    const fuzzy = paletteFilter('Related tasks Open related Brand Definition task 5 task.related.5', 'Reopen');
    expect(fuzzy).toBeGreaterThan(0);
    expect(reopen).toBeGreaterThan(fuzzy);
    expect(reopen).toBeLessThan(1);
  });

  it('drops what matches neither', () => {
    expect(paletteFilter('Task Save task.save', 'zebra', ['store'])).toBe(0);
  });

  it('keeps search results, whatever their words, at the top score', () => {
    // The API matched 'nandos' to "Nando's Leeds" by trigrams; cmdk's own matching would drop or demote it.
    expect(paletteFilter(`${SEARCH_RESULT_VALUE_PREFIX}BRAND:12`, 'nandos')).toBe(1);
    expect(paletteFilter('General Sign out sign-out', 'Sign out')).toBeLessThanOrEqual(1);
  });
});
