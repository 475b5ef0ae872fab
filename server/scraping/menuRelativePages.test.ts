// Template page URLs written relative to the menu's URL: resolved as a link on the menu's page would be, per menu, by
// the engine itself (runScrape's menuUrl), and accepted by the template check while a menu's own check refuses them.
import { describe, expect, it } from 'vitest';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import { resolvePageUrl } from './menuRelativePages';
import { runScrape } from './runScrape';
import type { Fetcher, FetchResult } from './types';
import { validateInstructionsForEngine } from './validateInstructions';

const template: ScrapingInstructions = {
  format: 1,
  pages: [{ url: '#' }, { url: 'drinks' }, { url: '/specials?day=1' }],
  dishes: { selector: 'div.d', fields: { name: { selector: 'b', required: true } } },
};

/** Each URL answers a page with one dish named after the URL's path and query. */
function echoFetcher(): Fetcher & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async fetchPage(url): Promise<FetchResult> {
      asked.push(url);
      const { pathname, search } = new URL(url);
      const body = `<html><body><div class="d"><b>${pathname}${search}</b></div></body></html>`;
      return { ok: true, url, finalUrl: url, statusCode: 200, contentType: 'text/html', body, bytes: body.length, durationMs: 1, attempts: 1 };
    },
  };
}

describe('page URLs relative to the menu', () => {
  it('resolve like links on the menu page: same page, sibling, root, parent; absolute ones stay', () => {
    const menu = 'https://host.test/r/olive-grove/menu?lang=en';
    expect(resolvePageUrl('#', menu)).toBe(menu);
    expect(resolvePageUrl('drinks', menu)).toBe('https://host.test/r/olive-grove/drinks');
    expect(resolvePageUrl('/specials?day=1', menu)).toBe('https://host.test/specials?day=1');
    expect(resolvePageUrl('../', menu)).toBe('https://host.test/r/');
    expect(resolvePageUrl('https://other.test/x#top', menu)).toBe('https://other.test/x');
  });

  it('one template scrapes two menus, each at its own pages', async () => {
    for (const menuUrl of ['https://a.test/olive/menu', 'https://b.test/harbour/menu']) {
      const fetcher = echoFetcher();
      const run = await runScrape({ instructions: template, menuUrl, fetcher, lastApprovedDishCount: null });
      const origin = new URL(menuUrl).origin;
      const base = new URL('.', menuUrl).pathname;
      expect(fetcher.asked).toEqual([menuUrl, `${origin}${base}drinks`, `${origin}/specials?day=1`]);
      expect(run.dishes.map((dish) => dish.name)).toEqual([new URL(menuUrl).pathname, `${base}drinks`, '/specials?day=1']);
      expect(run.scrapingStatus).toBe('SUCCESS');
    }
  });

  it('are refused in a menu’s own instructions and accepted in a template’s', () => {
    expect(validateInstructionsForEngine(template)).toEqual({ ok: false, errors: ['pages[0].url: must be an http(s) URL', 'pages[1].url: must be an http(s) URL', 'pages[2].url: must be an http(s) URL'] });
    expect(validateInstructionsForEngine(template, { pageUrls: 'relativeToMenu' }).ok).toBe(true);
    const mailto = { ...template, pages: [{ url: 'mailto:someone@example.com' }] };
    expect(validateInstructionsForEngine(mailto, { pageUrls: 'relativeToMenu' })).toEqual({
      ok: false,
      errors: ["pages[0].url: must be an http(s) URL or a URL relative to the menu's URL"],
    });
  });
});
