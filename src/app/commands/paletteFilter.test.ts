import { describe, expect, it } from 'vitest';
import { SEARCH_RESULT_VALUE_PREFIX, paletteFilter } from './paletteFilter';

describe('palette ranking', () => {
  it('ranks a title match above a keyword-only match', () => {
    const reopen = paletteFilter('Task Reopen task.reopen', 'Reopen');
    const related = paletteFilter('Related tasks Open related Menu scraping task 12 task.related.12', 'Reopen', ['Menu scraping', 'Reopened']);
    expect(related).toBeGreaterThan(0);
    expect(reopen).toBeGreaterThan(related);
    expect(paletteFilter('Tasks Go to Brand gateway: awaiting tasks tasks.awaiting.brand-gateway', 'blocked', ['awaiting', 'blocked'])).toBeGreaterThan(0);
  });

  it('matches words that start with what is typed, in any order, and nothing scattered through a title', () => {
    expect(paletteFilter('Task Reopen task.reopen', 'Reopen')).toBeLessThan(1);
    // 'Reopen' is spread over 'Related ... Open related' by cmdk's fuzzy matching: not a match.
    expect(paletteFilter('Related tasks Open related Brand Definition task 5 task.related.5', 'Reopen')).toBe(0);
    expect(paletteFilter('Dish review Download the menu data (.json) review.download', 'download the menu')).toBeGreaterThan(0.75);
    expect(paletteFilter('Dish review Download the menu data (.json) review.download', 'menu down')).toBeGreaterThan(0.75);
    expect(paletteFilter('Navigation Go to Brand gateway tasks nav.tasks.brand-gateway', 'go brand')).toBeGreaterThan(0.75);
  });

  it("drops page commands for a person's name that only hold its letters", () => {
    // b-R-and O-pen b-R-and histor-Y: what cmdk's fuzzy matching listed on a brand's page for the person 'Rory Reviewer'.
    expect(paletteFilter('Brand Open brand history brand.history', 'rory', ['events', 'changes', 'Golden Pizza'])).toBe(0);
    expect(paletteFilter('Template Open version history template.history', 'rory', ['compare', 'versions'])).toBe(0);
    expect(paletteFilter('Users Add user users.add', 'rory', ['new', 'create', 'person'])).toBe(0);
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
