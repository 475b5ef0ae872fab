// Tab links are kept one per page (issue 24): each link's identity once, in a Set, instead of comparing every link with
// every one kept. The answer must be the one the pairwise comparison gave.
import { describe, expect, it } from 'vitest';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import { extractPage, type PageReader } from './extract';
import { distinctPages, pageIdentity } from './pageIdentity';

const PAGE = 'https://demo.example/menu';

/** The pairwise de-duplication tab links had before: both URLs parsed for every pair. */
function pairwise(links: (string | null)[], pageUrl: string, max: number): string[] {
  const samePage = (a: string, b: string): boolean => {
    try {
      const left = new URL(a);
      const right = new URL(b);
      left.hash = '';
      right.hash = '';
      return left.toString() === right.toString();
    } catch {
      return a === b;
    }
  };
  const kept: string[] = [];
  for (const link of links) {
    if (kept.length >= max) break;
    if (link && !samePage(link, pageUrl) && !kept.some((known) => samePage(known, link))) kept.push(link);
  }
  return kept;
}

// Links as a page gives them after resolution: fragments, the page itself, case and default ports that URL parsing
// folds, encodings, trailing slashes and query orders that it keeps apart, a link it cannot parse, none at all.
const LINKS: (string | null)[] = [
  'https://demo.example/menu/lunch',
  'https://demo.example/menu/lunch#starters',
  'https://demo.example/menu#top',
  'https://demo.example/menu',
  'HTTPS://Demo.Example:443/menu/lunch',
  'https://demo.example/menu/caf%C3%A9',
  'https://demo.example/menu/café',
  'https://demo.example/menu/lunch/',
  'https://demo.example/menu/drinks?a=1&b=2',
  'https://demo.example/menu/drinks?b=2&a=1',
  'http://demo.example/menu/lunch',
  'http://[bad',
  'http://[bad',
  null,
  'https://other.example/menu',
  'https://other.example/menu#x',
];

describe('distinctPages: one link per page', () => {
  it('keeps what the pairwise comparison kept, in the same order', () => {
    const leaveOut = new Set([pageIdentity(PAGE)]);
    expect(distinctPages(LINKS, leaveOut)).toEqual(pairwise(LINKS, PAGE, Infinity));
    expect(distinctPages(LINKS, leaveOut)).toEqual([
      'https://demo.example/menu/lunch',
      'https://demo.example/menu/caf%C3%A9',
      'https://demo.example/menu/lunch/',
      'https://demo.example/menu/drinks?a=1&b=2',
      'https://demo.example/menu/drinks?b=2&a=1',
      'http://demo.example/menu/lunch',
      'http://[bad',
      'https://other.example/menu',
    ]);
    // Every order and cap of the same links.
    for (let shift = 0; shift < LINKS.length; shift += 1) {
      const links = [...LINKS.slice(shift), ...LINKS.slice(0, shift)].reverse();
      for (const max of [1, 3, 200]) expect(distinctPages(links, leaveOut, max)).toEqual(pairwise(links, PAGE, max));
    }
  });

  it('leaves out the pages already read', () => {
    const read = new Set([pageIdentity('https://demo.example/menu/lunch'), pageIdentity('https://demo.example/menu')]);
    expect(distinctPages(['https://demo.example/menu/lunch#a', 'https://demo.example/menu/kids', 'https://demo.example/menu/kids#b'], read)).toEqual(['https://demo.example/menu/kids']);
  });
});

describe('extractPage: tab links', () => {
  const instructions: ScrapingInstructions = {
    format: 1,
    pages: [{ url: PAGE, tabs: { linkSelector: 'nav a', maxTabs: 50 } }],
    dishes: { selector: 'li', fields: { name: {} } },
  };

  it('reports each tab once, not the page itself, at most 200, in both readers', () => {
    // 260 distinct tabs, each linked three ways (relative, absolute with a fragment, with a tracking parameter).
    let nav = '<a href="#top">Top</a><a href="menu">This page</a>';
    for (let tab = 0; tab < 260; tab += 1) nav += `<a href="menu/t${tab}">${tab}</a><a href="${PAGE}/t${tab}#x">again</a><a href="/menu/t${tab}?utm_source=nav">tracked</a>`;
    const html = `<nav>${nav}</nav><ul><li>Soup</li></ul>`;
    for (const reader of ['auto', 'tree'] as PageReader[]) {
      const page = extractPage(html, PAGE, instructions, { positionOffset: 0 }, reader);
      expect(page.tabUrls).toHaveLength(200);
      expect(page.tabUrls.slice(0, 2)).toEqual([`${PAGE}/t0`, `${PAGE}/t1`]);
      expect(page.tabUrls[199]).toBe(`${PAGE}/t199`);
    }
  });
});
