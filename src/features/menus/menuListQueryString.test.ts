import { describe, expect, it } from 'vitest';
import { hasMenuFilters, readMenuListState, toMenuListVariables, withMenuFilter, writeMenuListState } from './menuListQueryString';

describe('the menus list query string', () => {
  it('reads every filter under the spec names and writes them back unchanged', () => {
    const search =
      'brandSearchTerm=golden&menuSearchTerm=leeds&structureSearchTerm=garlic&fullAnnotationsSearchTerm=vegan&menuFormats=HTML%2CHTML_NOT_SCRAPEABLE' +
      '&menuStatuses=SCRAPED&menuNotScrapeableReasons=CAPTCHA&menuScrapingTypes=HTML_MANUAL&isExample=true&isAwaitingScraping=false&scrapedById=7&page=3&pageSize=20';
    const state = readMenuListState(new URLSearchParams(search));
    expect(state).toMatchObject({ menuFormats: ['HTML', 'HTML_NOT_SCRAPEABLE'], menuNotScrapeableReasons: ['CAPTCHA'], isExample: true, isAwaitingScraping: false, page: 3, pageSize: 20 });
    expect(writeMenuListState(state).toString()).toBe(search);
    expect(toMenuListVariables(state).filters).toMatchObject({ scrapedById: '7', menuScrapingTypes: ['HTML_MANUAL'] });
  });

  it("reads every status of a menu, a document menu's crawl statuses included", () => {
    expect(readMenuListState(new URLSearchParams('menuStatuses=CRAWLED,CRAWL_REJECTED,NEW')).menuStatuses).toEqual(['CRAWLED', 'CRAWL_REJECTED', 'NEW']);
  });

  it('ignores values it does not know and extra filters the chosen formats do not offer', () => {
    const state = readMenuListState(new URLSearchParams('menuFormats=PDF,XML&menuNotScrapeableReasons=CAPTCHA&isExample=maybe&scrapedById=x&pageSize=7'));
    expect(state).toMatchObject({ menuFormats: ['PDF'], menuNotScrapeableReasons: [], isExample: null, scrapedById: null, pageSize: 10 });
    expect(readMenuListState(new URLSearchParams('menuScrapingTypes=HTML_MANUAL')).menuScrapingTypes).toEqual([]);
  });

  it('goes back to the first page on a change and drops extra filters the new formats do not offer', () => {
    const state = readMenuListState(new URLSearchParams('menuFormats=HTML_NOT_SCRAPEABLE&menuNotScrapeableReasons=CAPTCHA&page=4'));
    const next = withMenuFilter(state, 'menuFormats', ['PDF']);
    expect(next).toMatchObject({ page: 1, menuFormats: ['PDF'], menuNotScrapeableReasons: [] });
    expect(hasMenuFilters(readMenuListState(new URLSearchParams('page=2')))).toBe(false);
    expect(hasMenuFilters(withMenuFilter(state, 'isExample', false))).toBe(true);
  });
});
