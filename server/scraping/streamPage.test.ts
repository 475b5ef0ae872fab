// The streaming reader against the tree reader (issue 12): for instructions it can stream, every page must read exactly
// as it reads from the tree (titles, dishes, keys, hashes, links, messages), on the bench page, the demo pages and a few
// thousand generated pages of malformed, nested, cleaned-up and partly unavailable mark-up. Instructions it cannot
// stream go to the tree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FieldRule, ScrapingInstructions } from '../../domain/scrapingInstructions';
import { BENCH_INSTRUCTIONS, buildBenchPage } from '../../scripts/benchScraping';
import { demoSiteInstructions, type DemoSiteWithInstructions } from '../demo-sites/demoSiteInstructions';
import { compileInstructions } from './compileInstructions';
import { extractPage } from './extract';
import { streamable } from './streamPage';
import type { ExtractedPage } from './types';

const URL = 'https://stream.example/menu';

function streams(instructions: ScrapingInstructions): boolean {
  const compiled = compileInstructions(instructions);
  return streamable(compiled, compiled.pagination.get(instructions.pages[0]) as { next: null; tabs: null });
}

function withoutTiming(page: ExtractedPage): Omit<ExtractedPage, 'parseMs'> {
  const { parseMs: _timing, ...rest } = page;
  return rest;
}

function expectSameReading(html: string, instructions: ScrapingInstructions, pageUrl = URL): void {
  const streamed = withoutTiming(extractPage(html, pageUrl, instructions, { positionOffset: 0, pageRule: instructions.pages[0] }));
  const tree = withoutTiming(extractPage(html, pageUrl, instructions, { positionOffset: 0, pageRule: instructions.pages[0] }, 'tree'));
  expect(streamed).toEqual(tree);
}

describe('which instructions are streamed', () => {
  const base: ScrapingInstructions = { format: 1, pages: [{ url: URL }], menuTitles: { selector: 'section.menu', fields: { title: { selector: '> h2' } } }, dishes: { selector: 'li.dish', fields: { name: { selector: '.name' } } } };
  const dishes = (fields: Record<string, FieldRule>): ScrapingInstructions => ({ ...base, dishes: { selector: 'li.dish', fields: { name: { selector: '.name' }, ...fields } } });

  it('streams selectors decided by an element and its ancestors', () => {
    expect(streams(base)).toBe(true);
    expect(streams(BENCH_INSTRUCTIONS)).toBe(true);
    expect(streams(dishes({ price: { selector: 'div.x > b.price, [data-price]' }, diets: { selector: ".icon[title^='V' i]", multiple: true } }))).toBe(true);
    expect(streams({ ...base, cleanup: { remove: ['main aside', '[hidden]'] }, availability: { unavailableSelector: 'tr.off td' } })).toBe(true);
    // Fields after the item are followed through its later siblings.
    expect(streams(dishes({ description: { selector: '+ p' }, price: { selector: '+ td + td, ~ dd.price' }, diets: { selector: '+ div > i.diet', multiple: true } }))).toBe(true);
    expect(streams({ ...base, menuTitles: { selector: 'h2', mode: 'heading', fields: { title: {}, description: { selector: '+ p.note' } } } })).toBe(true);
  });

  it('streams selectors decided by the siblings before an element and its ancestors', () => {
    expect(streams({ ...base, cleanup: { remove: ['h2 + p', 'h2 ~ .ad'] }, dishes: { selector: 'ul:first-child > li:nth-child(2n+1)', fields: { name: { selector: 'td:nth-of-type(2)' } } } })).toBe(true);
    expect(streams(dishes({ price: { selector: '.price:not(.old)' }, description: { selector: ':is(p, em):first-of-type' }, miscInfo: { selector: 'b.name + i' } }))).toBe(true);
    // Menu-title fields through css-select (without its cache of ancestors, which nested sections' searches would share).
    expect(streams({ ...base, menuTitles: { selector: 'section.menu', fields: { title: { selector: 'header h2' }, description: { selector: 'h2, h3' } } } })).toBe(true);
  });

  it('reads from the tree whatever needs a later part of the page', () => {
    expect(streams({ ...base, dishes: { selector: 'li:has(.name)', fields: { name: {} } } })).toBe(false);
    expect(streams({ ...base, dishes: { selector: 'li:last-child', fields: { name: {} } } })).toBe(false);
    expect(streams({ ...base, dishes: { selector: 'li:not(:only-child)', fields: { name: {} } } })).toBe(false);
    expect(streams({ ...base, cleanup: { remove: ['p:empty'] } })).toBe(false);
    expect(streams(dishes({ price: { selector: '+ .price, .price' } }))).toBe(false);
    expect(streams(dishes({ price: { selector: '+ td:last-child' } }))).toBe(false);
    // A container section's fields after it: the tree's search skips the dishes and sections in between.
    expect(streams({ ...base, menuTitles: { selector: 'section.menu', fields: { title: { selector: '> h2' }, description: { selector: '+ p' } } } })).toBe(false);
  });
});

describe('streamed pages read as the tree reads them', () => {
  it('the bench page', () => {
    expectSameReading(buildBenchPage(400), BENCH_INSTRUCTIONS, 'https://bench.example/menu');
  });

  it('the demo pages', () => {
    const sites = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'demo-sites', 'sites');
    const pages: [DemoSiteWithInstructions, string][] = [
      ['olive-grove', 'olive-grove/menu.html'],
      ['sakura-noodle-bar', 'sakura-noodle-bar/menu.html'],
      ['sakura-noodle-bar', 'sakura-noodle-bar/menu/small-plates.html'],
      ['pizzeria-napoli', 'pizzeria-napoli/menu.html'],
      ['pizzeria-napoli', 'pizzeria-napoli/menu/page/2.html'],
      ['corner-bistro', 'corner-bistro/menu-v2.html'],
      ['corner-bistro', 'corner-bistro/menu-v3.html'],
    ];
    for (const [site, file] of pages) {
      const instructions = demoSiteInstructions(site, 'http://localhost:4000');
      expect(streams(instructions)).toBe(true);
      expectSameReading(readFileSync(path.join(sites, file), 'utf8'), instructions, `http://localhost:4000/demo-sites/${file.replace(/\.html$/, '')}`);
    }
  });

  it('nested sections of one level, a title field through css-select: each section its own title', () => {
    // Streamed, the outer section's search goes on after the inner one's, which tested the outer <header> and failed.
    const html = `<main><section class="menu"><header>
        <section class="menu"><h2>Not a title</h2><header><h2>Inner</h2></header><p class="dish">Soup</p></section>
        <h2>Outer</h2></header><p class="dish">Bread</p></section></main>`;
    const instructions: ScrapingInstructions = { format: 1, pages: [{ url: URL }], menuTitles: { selector: 'section.menu', fields: { title: { selector: 'header h2' } } }, dishes: { selector: 'p.dish', fields: { name: {} } } };
    expect(streams(instructions)).toBe(true);
    const page = extractPage(html, URL, instructions, { positionOffset: 0 });
    expect(page.menuTitles.map((title) => title.title)).toEqual(['Outer', 'Inner']);
    expect(page.dishes.map((dish) => [dish.name, dish.menuTitlePath])).toEqual([
      ['Soup', ['Inner']],
      ['Bread', ['Outer']],
    ]);
    expectSameReading(html, instructions);
  });

  it('tests the earlier siblings of an element by their own positions', () => {
    // '~' and '+' test siblings that have ended: each still knows the siblings before it.
    const html = '<ul><li>Olives</li><li>Bread</li><li>Soup</li><li>Pie</li></ul><ul><li>Tea</li></ul>';
    for (const selector of ['li:nth-child(2) ~ li', 'li:nth-of-type(2) + li, li:first-child + li + li + li']) {
      const instructions: ScrapingInstructions = { format: 1, pages: [{ url: URL }], dishes: { selector, fields: { name: {} } } };
      expect(streams(instructions)).toBe(true);
      expect(extractPage(html, URL, instructions, { positionOffset: 0 }).dishes.map((dish) => dish.name)).toEqual(['Soup', 'Pie']);
      expectSameReading(html, instructions);
    }
  });

  it("reads ':not()' in a field after the item as written ('+ p:not(.note)')", () => {
    const html = '<div><h3 class="dish">Soup</h3><p class="note">Seasonal</p><h3 class="dish">Pie</h3><p>Steak</p></div>';
    const instructions: ScrapingInstructions = { format: 1, pages: [{ url: URL }], dishes: { selector: 'h3.dish', fields: { name: {}, description: { selector: '+ p:not(.note)' } } } };
    for (const reader of ['auto', 'tree'] as const) {
      expect(extractPage(html, URL, instructions, { positionOffset: 0 }, reader).dishes.map((dish) => [dish.name, dish.description])).toEqual([
        ['Soup', null],
        ['Pie', 'Steak'],
      ]);
    }
  });

  // A small deterministic generator (no dependency): pages with the shapes the readers treat differently.
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
  }

  const TAGS = ['div', 'section', 'p', 'span', 'ul', 'li', 'h2', 'h3', 'b', 'i', 'a', 'table', 'tr', 'td', 'th', 'em', 'small', 'article', 'br', 'img', 'script', 'style', 'template', 'noscript', 'svg', 'textarea', 'option', 'head'];
  const CLASSES = ['menu', 'sub', 'dish', 'name', 'price', 'desc', 'diet', 'off', 'ad', 'note', 'everywhere', 'next', 'tab', 'x'];
  const TEXTS = ['Soup', ' of the ', 'day', '£4.50', '&amp;', '&nbsp;', '&#x26;amp;', '  \n ', 'Caf&eacute;', 'e\u0301', '\u200b', 'V', 'GF', '12.00', 'https://x.example/?utm_source=a&amp;b=1', "Chef's pick", ' '];

  function generatePage(next: () => number): string {
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
    let html = next() < 0.5 ? '<!doctype html>' : '';
    const open: string[] = [];
    const steps = 20 + Math.floor(next() * 120);
    for (let step = 0; step < steps; step += 1) {
      const roll = next();
      if (roll < 0.42) {
        const tag = pick(TAGS);
        const classes = next() < 0.8 ? ` class="${[pick(CLASSES), ...(next() < 0.4 ? [pick(CLASSES)] : [])].join(' ')}"` : '';
        const extra = next() < 0.15 ? ` href="${pick(['/a?utm_medium=x&amp;k=1', '/b#frag', 'javascript:void(0)', '', 'https://other.example/c'])}"` : next() < 0.1 ? ` data-allergens="${pick(TEXTS)}"` : next() < 0.05 ? ' id="banner"' : '';
        html += `<${tag}${classes}${extra}${next() < 0.05 ? '/' : ''}>`;
        open.push(tag);
      } else if (roll < 0.72) {
        html += pick(TEXTS);
      } else if (roll < 0.92 && open.length > 0) {
        // Mostly the right closing tag, sometimes a stray or a skipped one.
        html += next() < 0.85 ? `</${open.pop()}>` : `</${pick(TAGS)}>`;
      } else if (roll < 0.96) {
        html += pick(['<!-- note -->', '<![CDATA[x]]>', '<?php echo 1 ?>', '</br>', '</p>', '<br>']);
      }
    }
    // Sometimes cut inside a tag.
    return next() < 0.1 ? `${html}<div class="dish"` : html;
  }

  function generateInstructions(next: () => number): ScrapingInstructions {
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
    const field = (selectors: string[]): FieldRule => {
      const rule: FieldRule = { selector: pick(selectors) };
      if (next() < 0.2) rule.multiple = true;
      if (next() < 0.15) rule.attribute = pick(['href', 'data-allergens', 'class']);
      if (next() < 0.15) rule.pattern = pick(['([0-9]+(?:\\.[0-9]{2})?)', '^(\\w+)']);
      return rule;
    };
    const heading = next() < 0.35;
    return {
      format: 1,
      pages: [{ url: URL, pagination: { nextSelector: pick(['.next', 'a.next', '.menu .next', 'div .next a']), maxPages: 2 }, tabs: { linkSelector: pick(['.tab', 'li.tab a', '.tab, a.next']), maxTabs: 3 } }],
      menuTitles:
        next() < 0.85
          ? {
              selector: heading ? pick(['tr', 'h2', 'h3.sub', 'tr:first-child ~ tr']) : pick(['section', '.menu', 'div.menu', 'section.menu', 'section:not(.sub)']),
              mode: heading ? 'heading' : 'container',
              // A heading's fields may look after it ('+ p'); a container's only below it.
              fields: { title: { selector: pick(['> h2', 'h2', 'h3', '.name', 'th', 'b', 'h2, h3', 'div .name', ':scope > b:first-child']) }, description: { selector: pick(heading ? ['.note', 'p', '+ p', '~ .note', '+ td + td'] : ['.note', 'p', 'small']), multiple: next() < 0.3 }, ...(next() < 0.3 ? { miscInfo: {} } : {}) },
              children: next() < 0.5 ? { selector: pick(['.sub', 'article', 'ul', 'h2 ~ ul']), mode: next() < 0.3 ? 'heading' : 'container', fields: { title: { selector: pick(['h3', '> b', '.name', 'b + i']) } } } : undefined,
            }
          : undefined,
      dishes: {
        selector: pick(['.dish', 'li.dish', 'li', 'tr.dish', 'article', 'li:nth-child(2n+1)', 'h2 + ul li', 'tr:not(:first-child)', 'p ~ .dish']),
        fields: {
          name: field(['.name', 'b', '> span', 'span.name', '.x .name', 'td:nth-of-type(2)', 'b:not(.name)', ':is(.name, em):first-of-type']),
          description: field(['.desc', 'p', 'em', '.menu .desc', '+ p', '~ .desc', '+ div .desc']),
          price: field(['.price', 'td.price', '[data-allergens]', '+ td', '+ td + td', '~ td ~ .price', '+ tr > td.price', '+ .x ~ b']),
          diets: field(['.diet', 'i', 'i.diet, .x']),
          allergens: field(['[data-allergens]', 'b[data-allergens]', 'a']),
          ...(next() < 0.4 ? { ingredients: next() < 0.5 ? {} : { attribute: 'class' } } : {}),
        },
      },
      availability: next() < 0.6 ? { everywhereSelector: pick(['.everywhere', 'i.everywhere']), unavailableSelector: pick(['.off', '.dish.off', 'li.off', 'tr.off td']) } : undefined,
      cleanup: next() < 0.7 ? { remove: [pick(['script', '.ad', 'style', '#banner', 'template', 'span.x', 'h2 + .ad', 'i:first-child'])], replace: next() < 0.5 ? [{ pattern: 'Soup', with: 'Potage' }] : [] } : undefined,
    };
  }

  it('thousands of generated pages', () => {
    let streamedCount = 0;
    for (let seed = 1; seed <= 400; seed += 1) {
      const next = random(seed);
      const instructions = generateInstructions(next);
      if (streams(instructions)) streamedCount += 1;
      for (let page = 0; page < 8; page += 1) expectSameReading(generatePage(next), instructions);
    }
    // The generator's selectors are all streamable: every case above compared the two readers.
    expect(streamedCount).toBe(400);
  });
});
