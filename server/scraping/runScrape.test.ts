// runScrape's outcomes (issue 12, "A broken scrape is a failure" and "Run report"): pages are served by a fetcher over a
// map of pages, so each case says exactly which page answers what; the demo sites are then scraped end to end through
// the real fetcher (in-process demo origin, robots.txt, pagination and tabs) against their expected titles and dishes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import { demoSiteInstructions } from '../demo-sites/demoSiteInstructions';
import { fingerprintPages, mergeFingerprints } from '../probing/fingerprint';
import { createFetcher } from './fetcher';
import { FLAG_PAGE_LOOP, FLAG_PAGINATION_LIMIT, runScrape } from './runScrape';
import type { Fetcher, FetchFailureCause, FetchResult } from './types';
import { memoryRobotsCache, recordingPoliteness } from '../../tests/support/scrapingStandIns';

const ORIGIN = 'https://restaurant.test';

type Answer = string | { cause: FetchFailureCause; statusCode?: number; attempts?: number };

/** A fetcher over a map of pages; a missing URL answers 404. Records the URLs asked, in order. */
function pagesFetcher(pages: Record<string, Answer>): Fetcher & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async fetchPage(url): Promise<FetchResult> {
      asked.push(url);
      const answer = pages[url] ?? { cause: 'HTTP_ERROR', statusCode: 404 };
      if (typeof answer === 'string') {
        return { ok: true, url, finalUrl: url, statusCode: 200, contentType: 'text/html', body: answer, bytes: answer.length, durationMs: 3, attempts: 1 };
      }
      return { ok: false, url, cause: answer.cause, message: `failed: ${answer.cause}`, statusCode: answer.statusCode ?? null, durationMs: 5, attempts: answer.attempts ?? 1 };
    },
  };
}

function menuPage(sections: Record<string, [name: string, price: string | null][]>, extra = ''): string {
  const body = Object.entries(sections)
    .map(([title, dishes]) => `<section class="s"><h2>${title}</h2>${dishes.map(([name, price]) => `<div class="d"><b>${name}</b>${price ? `<i>${price}</i>` : ''}</div>`).join('')}</section>`)
    .join('');
  return `<!DOCTYPE html><html><body>${body}${extra}</body></html>`;
}

function instructions(pages: ScrapingInstructions['pages'], priceRequired = false): ScrapingInstructions {
  return {
    format: 1,
    pages,
    menuTitles: { selector: 'section.s', fields: { title: { selector: 'h2', required: true } } },
    dishes: { selector: 'div.d', fields: { name: { selector: 'b', required: true }, price: { selector: 'i', required: priceRequired } } },
  };
}

describe('runScrape', () => {
  it('merges the pages of a pagination in order, with a report of every page', async () => {
    const fetcher = pagesFetcher({
      [`${ORIGIN}/menu`]: menuPage({ Starters: [['Soup', '£5'], ['Bread', '£3']] }, `<a class="next" href="/menu?page=2">Next</a>`),
      [`${ORIGIN}/menu?page=2`]: menuPage({ Mains: [['Steak', '£20']] }, `<a class="next" href="/menu?page=3">Next</a>`),
      [`${ORIGIN}/menu?page=3`]: menuPage({ Desserts: [['Tart', '£7']] }),
    });
    const run = await runScrape({ instructions: instructions([{ url: `${ORIGIN}/menu`, pagination: { nextSelector: 'a.next', maxPages: 5 } }]), fetcher, lastApprovedDishCount: null });
    expect(run.scrapingStatus).toBe('SUCCESS');
    expect(run.menuTitles.map((title) => title.title)).toEqual(['Starters', 'Mains', 'Desserts']);
    expect(run.dishes.map((dish) => [dish.name, dish.price, dish.menuTitleKey])).toEqual([
      ['Soup', '£5', run.menuTitles[0].key],
      ['Bread', '£3', run.menuTitles[0].key],
      ['Steak', '£20', run.menuTitles[1].key],
      ['Tart', '£7', run.menuTitles[2].key],
    ]);
    const positions = [...run.menuTitles, ...run.dishes].map((item) => item.position).sort((a, b) => a - b);
    expect(new Set(positions).size).toBe(positions.length);
    expect(run.dishes.map((dish) => dish.position)).toEqual([...run.dishes.map((dish) => dish.position)].sort((a, b) => a - b));
    expect(run.report.pages.map((page) => [page.url, page.statusCode, page.error])).toEqual([
      [`${ORIGIN}/menu`, 200, null],
      [`${ORIGIN}/menu?page=2`, 200, null],
      [`${ORIGIN}/menu?page=3`, 200, null],
    ]);
    expect(run.report.errors).toEqual([]);
    expect(run.pagesHtml.map((page) => page.url)).toEqual(fetcher.asked);
  });

  it('stops pagination at maxPages and on a loop back to a page already read', async () => {
    const looping = pagesFetcher({
      [`${ORIGIN}/a`]: menuPage({ A: [['One', '£1']] }, `<a class="next" href="/b">Next</a>`),
      [`${ORIGIN}/b`]: menuPage({ B: [['Two', '£2']] }, `<a class="next" href="/a#top">Next</a>`),
    });
    const loop = await runScrape({ instructions: instructions([{ url: `${ORIGIN}/a`, pagination: { nextSelector: 'a.next', maxPages: 10 } }]), fetcher: looping, lastApprovedDishCount: null });
    expect(looping.asked).toEqual([`${ORIGIN}/a`, `${ORIGIN}/b`]);
    expect(loop.flags).toContain(FLAG_PAGE_LOOP);
    expect(loop.scrapingStatus).toBe('SUCCESS');

    const endless = pagesFetcher(Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`${ORIGIN}/p${index}`, menuPage({ [`S${index}`]: [[`Dish ${index}`, '£1']] }, `<a class="next" href="/p${index + 1}">Next</a>`)])));
    const limited = await runScrape({ instructions: instructions([{ url: `${ORIGIN}/p0`, pagination: { nextSelector: 'a.next', maxPages: 3 } }]), fetcher: endless, lastApprovedDishCount: null });
    expect(endless.asked).toHaveLength(3);
    expect(limited.flags).toContain(FLAG_PAGINATION_LIMIT);
  });

  it('reads tabs as pages of their own, keeping equally named sections apart', async () => {
    const tabs = `<nav><a class="tab" href="/lunch">Lunch</a><a class="tab" href="/dinner">Dinner</a><a class="tab" href="/drinks">Drinks</a></nav>`;
    const fetcher = pagesFetcher({
      [`${ORIGIN}/menu`]: menuPage({ Mains: [['Pie', '£9']] }, tabs),
      [`${ORIGIN}/lunch`]: menuPage({ Mains: [['Pie', '£8']] }, tabs),
      [`${ORIGIN}/dinner`]: menuPage({ Mains: [['Steak', '£22']] }, tabs),
      [`${ORIGIN}/drinks`]: menuPage({ Drinks: [['Tea', '£2']] }, tabs),
    });
    const run = await runScrape({ instructions: instructions([{ url: `${ORIGIN}/menu`, tabs: { linkSelector: 'a.tab', maxTabs: 2 } }]), fetcher, lastApprovedDishCount: null });
    expect(fetcher.asked).toEqual([`${ORIGIN}/menu`, `${ORIGIN}/lunch`, `${ORIGIN}/dinner`]);
    expect(run.dishes.map((dish) => dish.name)).toEqual(['Pie', 'Pie', 'Steak']);
    expect(new Set(run.dishes.map((dish) => dish.key)).size).toBe(3);
    expect(new Set(run.menuTitles.map((title) => title.key)).size).toBe(3);
  });

  it('fingerprints each page in the extraction that reads it when asked (probing), under the run’s keys, and not otherwise', async () => {
    const tabs = `<nav><a class="tab" href="/lunch">Lunch</a><a class="tab" href="/dinner">Dinner</a></nav>`;
    const fetcher = pagesFetcher({
      [`${ORIGIN}/menu`]: menuPage({ Mains: [['Pie', '£9']] }, tabs),
      [`${ORIGIN}/lunch`]: menuPage({ Mains: [['Pie', '£8'], ['Soup', null]] }, tabs),
      [`${ORIGIN}/dinner`]: menuPage({ Mains: [['Steak', '£22']] }, tabs),
    });
    const rules = instructions([{ url: `${ORIGIN}/menu`, tabs: { linkSelector: 'a.tab', maxTabs: 2 } }]);
    const run = await runScrape({ instructions: rules, fetcher, lastApprovedDishCount: null, fingerprint: true });
    expect(run.pageFingerprints).toHaveLength(3);
    const fingerprint = mergeFingerprints(run.pageFingerprints!);
    // The hash codes are the run's own items, keys and hashes: a tab's items under its key prefix ('tab:2/mains#0').
    const items = [...run.menuTitles.map((title) => [`title:${title.key}`, title.hash]), ...run.dishes.map((dish) => [`dish:${dish.key}`, dish.hash])];
    expect(Object.entries(fingerprint.hashCodes).sort()).toEqual(items.map(([key, hash]) => [key, hash.slice(0, 16)]).sort());
    expect(Object.keys(fingerprint.hashCodes)).toContain('dish:tab:2/mains#0|pie#0');
    expect(fingerprint.templateMatch).toMatchObject({ pages: 3, dishes: 4, menuTitles: 3 });
    expect(fingerprint.templateMatch.rules['dishes.fields.price']).toEqual({ items: 4, matched: 3, shapes: { './i': 3 } });
    expect(fingerprint.templateMatch.rules['pages.tabLinks']).toEqual({ items: 3, matched: 3, shapes: {} });
    // The same as the pages fingerprinted in-process as the run read them.
    const prefixes = [undefined, 'tab:2/', 'tab:3/'];
    const inProcess = fingerprintPages(
      run.pagesHtml.map((page, index) => ({ ...page, context: { pageRule: rules.pages[0], titleKeyPrefix: prefixes[index] } })),
      rules,
    );
    expect(fingerprint).toEqual(inProcess.fingerprint);

    const plain = await runScrape({ instructions: rules, fetcher, lastApprovedDishCount: null });
    expect(plain.pageFingerprints).toBeUndefined();
    expect(plain.dishes).toEqual(run.dishes);
  });

  it('is a partial success when some pages failed but dishes were found, with errors grouped by cause', async () => {
    const fetcher = pagesFetcher({
      [`${ORIGIN}/menu`]: menuPage({ Mains: [['Pie', '£9'], ['Fish', '£12']] }),
      [`${ORIGIN}/drinks`]: { cause: 'HTTP_ERROR', statusCode: 503, attempts: 3 },
      [`${ORIGIN}/wine`]: { cause: 'HTTP_ERROR', statusCode: 500, attempts: 2 },
      [`${ORIGIN}/secret`]: { cause: 'ROBOTS_DISALLOWED' },
    });
    const run = await runScrape({
      instructions: instructions([{ url: `${ORIGIN}/menu` }, { url: `${ORIGIN}/drinks` }, { url: `${ORIGIN}/wine` }, { url: `${ORIGIN}/secret` }]),
      fetcher,
      lastApprovedDishCount: 2,
    });
    expect(run.scrapingStatus).toBe('PARTIAL_SUCCESS');
    expect(run.dishes).toHaveLength(2);
    expect(run.report.retries).toBe(3);
    expect(run.report.pages.map((page) => [page.statusCode, page.attempts])).toEqual([
      [200, 1],
      [503, 3],
      [500, 2],
      [null, 1],
    ]);
    expect(run.report.errors.map((group) => [group.cause, group.count, group.urls])).toEqual([
      ['HTTP_ERROR', 2, [`${ORIGIN}/drinks`, `${ORIGIN}/wine`]],
      ['ROBOTS_DISALLOWED', 1, [`${ORIGIN}/secret`]],
    ]);
    expect(run.exceptions).toHaveLength(3);
  });

  it('is an error when no page could be read', async () => {
    const fetcher = pagesFetcher({ [`${ORIGIN}/menu`]: { cause: 'ADDRESS_REFUSED' } });
    const run = await runScrape({ instructions: instructions([{ url: `${ORIGIN}/menu` }]), fetcher, lastApprovedDishCount: null });
    expect(run.scrapingStatus).toBe('ERROR');
    expect(run.messages[0]).toMatch(/^No page could be read: failed: ADDRESS_REFUSED/);
    expect(run.report.errors.map((group) => group.cause)).toEqual(['ADDRESS_REFUSED']);
  });

  it('is an error when a required field matched nothing on any page, and keeps that page once', async () => {
    const kept: [string, string][] = [];
    const fetcher = pagesFetcher({
      [`${ORIGIN}/menu`]: menuPage({ Mains: [['Pie', null], ['Fish', null]] }),
      [`${ORIGIN}/more`]: menuPage({ Sides: [['Chips', null]] }),
    });
    const run = await runScrape({
      instructions: instructions([{ url: `${ORIGIN}/menu` }, { url: `${ORIGIN}/more` }], true),
      fetcher,
      lastApprovedDishCount: null,
      keepPage: async (url, _html, cause) => {
        kept.push([url, cause]);
        return `report/${cause}.html`;
      },
    });
    expect(run.scrapingStatus).toBe('ERROR');
    expect(run.report.errors).toEqual([
      expect.objectContaining({ cause: 'REQUIRED_FIELD_UNMATCHED', count: 1, htmlFileKey: 'report/REQUIRED_FIELD_UNMATCHED.html', message: expect.stringContaining("dishes.fields.price (selector 'i') matched nothing on the 2 pages read") }),
    ]);
    expect(kept).toEqual([[`${ORIGIN}/menu`, 'REQUIRED_FIELD_UNMATCHED']]);

    // Found on one page of two: the field is there, the run succeeds.
    const onePriced = pagesFetcher({ [`${ORIGIN}/menu`]: menuPage({ Mains: [['Pie', null]] }), [`${ORIGIN}/more`]: menuPage({ Sides: [['Chips', '£3']] }) });
    const fine = await runScrape({ instructions: instructions([{ url: `${ORIGIN}/menu` }, { url: `${ORIGIN}/more` }], true), fetcher: onePriced, lastApprovedDishCount: null });
    expect(fine.scrapingStatus).toBe('SUCCESS');
  });

  it('is an error when no dish was found', async () => {
    const fetcher = pagesFetcher({ [`${ORIGIN}/menu`]: '<html><body><p>We are closed for refurbishment.</p></body></html>' });
    const run = await runScrape({
      instructions: { format: 1, pages: [{ url: `${ORIGIN}/menu` }], dishes: { selector: 'div.d', fields: { name: { selector: 'b' } } } },
      fetcher,
      lastApprovedDishCount: null,
    });
    expect(run.scrapingStatus).toBe('ERROR');
    expect(run.report.errors.map((group) => group.cause)).toEqual(['NO_ITEMS']);
    expect(run.messages[0]).toContain("the dish selector 'div.d'");
  });

  it('is an error when the dish count fell by more than half against the last approved run, not at half', async () => {
    const page = menuPage({ Mains: [['Pie', '£9'], ['Fish', '£12'], ['Stew', '£10']] });
    const fetcher = pagesFetcher({ [`${ORIGIN}/menu`]: page });
    const rules = instructions([{ url: `${ORIGIN}/menu` }]);
    const dropped = await runScrape({ instructions: rules, fetcher, lastApprovedDishCount: 7 });
    expect(dropped.scrapingStatus).toBe('ERROR');
    expect(dropped.report.errors).toEqual([expect.objectContaining({ cause: 'DISH_COUNT_DROP', message: expect.stringContaining('Found 3 dishes against 7') })]);
    expect((await runScrape({ instructions: rules, fetcher, lastApprovedDishCount: 6 })).scrapingStatus).toBe('SUCCESS');
  });

  it('stops when the run is cancelled', async () => {
    const controller = new AbortController();
    const fetcher: Fetcher = {
      async fetchPage(url) {
        controller.abort(new Error('worker stopping'));
        return { ok: true, url, finalUrl: url, statusCode: 200, contentType: 'text/html', body: menuPage({ A: [['B', '£1']] }), bytes: 10, durationMs: 1, attempts: 1 };
      },
    };
    await expect(runScrape({ instructions: instructions([{ url: `${ORIGIN}/menu` }, { url: `${ORIGIN}/more` }]), fetcher, lastApprovedDishCount: null, signal: controller.signal })).rejects.toThrow('worker stopping');
  });
});

describe('runScrape on the demo sites through the fetcher', () => {
  const demoOrigin = 'http://demo-sites.test';
  const expected = (site: string) =>
    JSON.parse(readFileSync(new URL(`../demo-sites/expected/${site}.json`, import.meta.url), 'utf8')) as { menuTitles: { path: string[] }[]; dishes: { name: string; price?: string }[] };

  function demoFetcher() {
    return createFetcher({ config: { scraperAllowedOrigins: [], demoSitesOrigin: demoOrigin }, politeness: recordingPoliteness(), robotsCache: memoryRobotsCache() });
  }

  it.each(['pizzeria-napoli', 'sakura-noodle-bar', 'olive-grove', 'harbour-grill'] as const)('scrapes %s', async (site) => {
    const run = await runScrape({ instructions: demoSiteInstructions(site, demoOrigin), fetcher: demoFetcher(), lastApprovedDishCount: null });
    expect(run.report.errors).toEqual([]);
    expect(run.scrapingStatus).toBe('SUCCESS');
    const want = expected(site);
    expect(run.dishes.map((dish) => dish.name)).toEqual(want.dishes.map((dish) => dish.name));
    expect(run.menuTitles.map((title) => title.title)).toEqual(want.menuTitles.map((title) => title.path[title.path.length - 1]));
  });

  it('reports the failing site as an error after its retries', async () => {
    const fetcher = createFetcher({
      config: { scraperAllowedOrigins: [], demoSitesOrigin: demoOrigin },
      politeness: recordingPoliteness(),
      robotsCache: memoryRobotsCache(),
      maxAttempts: 2,
    });
    const kept: string[] = [];
    const run = await runScrape({
      instructions: demoSiteInstructions('lighthouse-diner', demoOrigin),
      fetcher,
      lastApprovedDishCount: 12,
      keepPage: async (_url, html) => {
        kept.push(html);
        return 'kept.html';
      },
    });
    expect(run.scrapingStatus).toBe('ERROR');
    expect(run.report.pages).toEqual([expect.objectContaining({ statusCode: 503, attempts: 2 })]);
    // The maintenance page the site answered is kept, so the scraper sees why without fetching it again.
    expect(run.report.errors).toEqual([expect.objectContaining({ cause: 'HTTP_ERROR', htmlFileKey: 'kept.html' })]);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/<html/i);
  });
});
