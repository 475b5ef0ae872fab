import { describe, expect, it } from 'vitest';
import { extractPage } from '../server/scraping/extract';
import { backTestPairs, scrapeShape } from './probingBackTest';

describe('the probing back-test’s pairs', () => {
  const pairs = backTestPairs(80);

  it('are the same for the same seed, and differ for another', { timeout: 30_000 }, () => {
    const again = backTestPairs(80);
    expect(again.map((pair) => [pair.base, pair.edits, pair.markup, pair.changed])).toEqual(pairs.map((pair) => [pair.base, pair.edits, pair.markup, pair.changed]));
    expect(backTestPairs(80, 7).map((pair) => pair.newHtml)).not.toEqual(pairs.map((pair) => pair.newHtml));
  });

  it('label content edits unchanged, and the template still reads every dish field it read', () => {
    const contentOnly = pairs.filter((pair) => pair.markup === null);
    expect(contentOnly.length).toBeGreaterThan(20);
    for (const pair of contentOnly) {
      expect(pair.changed).toBe(false);
      const page = extractPage(pair.newHtml, pair.url, pair.instructions, { positionOffset: 0 });
      expect(page.unmatchedRequiredFields).toEqual([]);
      expect(page.dishes.length).toBeGreaterThan(0);
    }
  });

  it('label a markup change changed exactly when the scrape differs from the same content under the old markup', () => {
    const markup = pairs.filter((pair) => pair.markup !== null);
    expect(markup.some((pair) => pair.changed)).toBe(true);
    expect(markup.some((pair) => !pair.changed)).toBe(true);
    // The old page scrapes as it always did: a markup pair's old scrape never equals a broken new one by accident.
    for (const pair of markup.filter((one) => one.changed)) expect(scrapeShape(pair.newHtml, pair.url, pair.instructions)).not.toBe(scrapeShape(pair.oldHtml, pair.url, pair.instructions));
  });
});
