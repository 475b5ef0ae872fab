import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_MENU_TITLE } from '../../domain/menuItems';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import { ScrapingInstructionsError } from './compileInstructions';
import { extractPage } from './extract';
import type { ExtractedPage } from './types';
import { validateInstructionsForEngine } from './validateInstructions';

const PAGE_URL = 'https://demo.example/menu';

function run(html: string, instructions: ScrapingInstructions, pageUrl = PAGE_URL): ExtractedPage {
  return extractPage(html, pageUrl, instructions, { positionOffset: 0 });
}

const nested: ScrapingInstructions = {
  format: 1,
  pages: [{ url: PAGE_URL }],
  menuTitles: {
    selector: 'section.menu',
    fields: { title: { selector: '> h2' }, description: { selector: '.note' } },
    children: { selector: 'section.sub', fields: { title: { selector: 'h3' } } },
  },
  dishes: {
    selector: '.dish',
    fields: {
      name: { selector: '.name', required: true },
      description: { selector: '.desc' },
      price: { selector: '.price', pattern: '([0-9]+(?:\\.[0-9]{2})?)' },
      diets: { selector: '.diet', multiple: true },
      allergens: { selector: '.info', attribute: 'data-allergens' },
    },
  },
  cleanup: { remove: ['script', '.advert'] },
};

const NESTED_HTML = `<!doctype html><html><body>
  <script>var dish = '<div class="dish">';</script>
  <section class="menu"><h2>Starters</h2><p class="note">Served  until 3pm</p>
    <div class="dish"><span class="name">Soup</span><span class="price">£4.50</span><i class="diet">V</i><i class="diet">GF</i></div>
    <div class="advert"><div class="dish"><span class="name">Sponsored</span></div></div>
    <section class="sub"><h3>Cold</h3>
      <div class="dish"><span class="name">Salad</span><p class="desc">Leaves &amp; seeds</p><span class="price">£6</span><b class="info" data-allergens="mustard"></b></div>
    </section>
    <div class="dish"><span class="name">Bread</span><span class="price">£2.00</span></div>
  </section>
  <section class="menu"><h2>Mains</h2>
    <div class="dish"><span class="name">Pie</span><span class="price">£12.00</span></div>
    <div class="dish"><span class="name">Pie</span><span class="price">£13.00</span></div>
  </section>
</body></html>`;

describe('extractPage: container mode', () => {
  const page = run(NESTED_HTML, nested);

  it('reads nested menu titles with their parent keys and fields', () => {
    expect(page.menuTitles.map((title) => [title.key, title.parentKey, title.title, title.description])).toEqual([
      ['starters#0', null, 'Starters', 'Served until 3pm'],
      ['starters#0/cold#0', 'starters#0', 'Cold', null],
      ['mains#0', null, 'Mains', null],
    ]);
  });

  it("puts each dish in its own section: a child section's dishes are not the parent's", () => {
    expect(page.dishes.map((dish) => [dish.name, dish.menuTitleKey, dish.menuTitlePath])).toEqual([
      ['Soup', 'starters#0', ['Starters']],
      ['Salad', 'starters#0/cold#0', ['Starters', 'Cold']],
      ['Bread', 'starters#0', ['Starters']],
      ['Pie', 'mains#0', ['Mains']],
      ['Pie', 'mains#0', ['Mains']],
    ]);
  });

  it('applies field rules: pattern group, multiple joined, attribute, entities decoded', () => {
    const [soup, salad, bread] = page.dishes;
    expect(soup).toMatchObject({ price: '4.50', diets: 'V, GF', description: null, allergens: null });
    expect(salad).toMatchObject({ price: '6', description: 'Leaves & seeds', allergens: 'mustard' });
    expect(bread.price).toBe('2.00');
  });

  it('removes cleanup elements before reading (no dish from the advert or the script)', () => {
    expect(page.dishes.map((dish) => dish.name)).not.toContain('Sponsored');
    expect(page.messages).toContain('2 element(s) removed by cleanup.');
  });

  it('removes a cleanup element at the very end of a dish before the dish is read (both readers)', () => {
    const instructions: ScrapingInstructions = { format: 1, pages: [{ url: PAGE_URL }], dishes: { selector: 'li', fields: { name: { selector: '.name' }, ingredients: {} } }, cleanup: { remove: ['.advert'] } };
    const html = '<ul><li><span class="name">Soup</span><b class="advert">AD</b></li><li><span class="name">Bread</span><i><b class="advert">AD</b></i></li></ul>';
    for (const reader of ['auto', 'tree'] as const) {
      expect(extractPage(html, PAGE_URL, instructions, { positionOffset: 0 }, reader).dishes.map((dish) => dish.ingredients)).toEqual(['Soup', 'Bread']);
    }
  });

  it('gives stable keys: title path, normalised name and occurrence', () => {
    expect(page.dishes.map((dish) => dish.key)).toEqual(['starters#0|soup#0', 'starters#0/cold#0|salad#0', 'starters#0|bread#0', 'mains#0|pie#0', 'mains#0|pie#1']);
    expect(run(NESTED_HTML, nested).dishes.map((dish) => dish.key)).toEqual(page.dishes.map((dish) => dish.key));
  });

  it('numbers titles and dishes in document order from the offset', () => {
    const offset = extractPage(NESTED_HTML, PAGE_URL, nested, { positionOffset: 100 });
    const order = [...offset.menuTitles, ...offset.dishes].sort((a, b) => a.position - b.position).map((item) => ('name' in item ? item.name : item.title));
    expect(order).toEqual(['Starters', 'Soup', 'Cold', 'Salad', 'Bread', 'Mains', 'Pie', 'Pie']);
    expect(Math.min(...offset.menuTitles.map((title) => title.position))).toBe(100);
  });

  it('shares occurrence counters across the pages of a run and prefixes keys of a tab', () => {
    const keyOccurrences = new Map<string, number>();
    const first = extractPage(NESTED_HTML, PAGE_URL, nested, { positionOffset: 0, keyOccurrences });
    const second = extractPage(NESTED_HTML, PAGE_URL, nested, { positionOffset: 20, keyOccurrences });
    expect(new Set([...first.dishes, ...second.dishes].map((dish) => dish.key)).size).toBe(10);
    const tab = extractPage(NESTED_HTML, PAGE_URL, nested, { positionOffset: 0, titleKeyPrefix: 'tab:1/' });
    expect(tab.menuTitles[0].key).toBe('tab:1/starters#0');
    expect(tab.dishes[0].key).toBe('tab:1/starters#0|soup#0');
  });
});

describe('extractPage: heading mode', () => {
  const table: ScrapingInstructions = {
    format: 1,
    pages: [{ url: PAGE_URL }],
    menuTitles: { selector: 'tr.heading', mode: 'heading', fields: { title: { selector: 'th' } }, children: { selector: 'tr.subheading', mode: 'heading', fields: { title: {} } } },
    dishes: { selector: 'tr.dish', fields: { name: { selector: 'td:nth-child(1)' }, price: { selector: 'td:nth-child(2)' } } },
  };
  const html = `<table>
    <tr class="dish"><td>Before any heading</td><td>1</td></tr>
    <tr class="heading"><th>Drinks</th></tr>
    <tr class="dish"><td>Water</td><td>1.00</td></tr>
    <tr class="subheading"><td>Hot</td></tr>
    <tr class="dish"><td>Tea</td><td>2.00</td></tr>
    <tr class="heading"><th>Desserts</th></tr>
    <tr class="dish"><td>Cake</td><td>4.00</td></tr>
  </table>`;

  it('runs each section until the next heading of its level or above', () => {
    const page = run(html, table);
    expect(page.menuTitles.map((title) => [title.key, title.parentKey])).toEqual([
      ['drinks#0', null],
      ['drinks#0/hot#0', 'drinks#0'],
      ['desserts#0', null],
    ]);
    expect(page.dishes.map((dish) => [dish.name, dish.price, dish.menuTitleKey])).toEqual([
      ['Water', '1.00', 'drinks#0'],
      ['Tea', '2.00', 'drinks#0/hot#0'],
      ['Cake', '4.00', 'desserts#0'],
    ]);
    expect(page.messages).toContain('1 dish(es) outside any menu title were left out.');
  });

  it('leaves out an unavailable heading with its dishes, and unavailable dishes', () => {
    const page = run(html.replace('<tr class="heading"><th>Desserts', '<tr class="heading off"><th>Desserts').replace('<tr class="dish"><td>Water', '<tr class="dish off"><td>Water'), {
      ...table,
      availability: { unavailableSelector: '.off' },
    });
    expect(page.menuTitles.map((title) => title.title)).toEqual(['Drinks', 'Hot']);
    expect(page.dishes.map((dish) => dish.name)).toEqual(['Tea']);
    expect(page.messages).toContain('3 unavailable item(s) were left out.');
  });
});

describe('extractPage: placeholders, corrupt and empty items, required fields', () => {
  const html = `<section class="menu"><h2>  </h2>
      <div class="dish"><span class="price">£5.00</span></div>
      <div class="dish"></div>
      <div class="dish"><span class="name">Tart</span></div>
    </section>`;
  const page = run(html, nested);

  it('gives an empty title the placeholder title', () => {
    expect(page.menuTitles).toHaveLength(1);
    expect(page.menuTitles[0]).toMatchObject({ title: PLACEHOLDER_MENU_TITLE, isPlaceholder: true });
  });

  it('keeps a dish without a name as corrupt when it has other fields, drops an empty one', () => {
    expect(page.dishes.map((dish) => [dish.name, dish.price, dish.isCorrupt])).toEqual([
      ['', '5.00', true],
      ['Tart', null, false],
    ]);
    expect(page.messages).toEqual(expect.arrayContaining(['1 dish(es) without a name were kept and marked corrupt.', '1 empty dish element(s) were ignored.']));
  });

  it('reports required fields that matched nothing on the page', () => {
    expect(page.unmatchedRequiredFields).toEqual([]);
    const priceRequired = structuredClone(nested);
    priceRequired.dishes.fields.calories = { selector: '.kcal', required: true };
    priceRequired.menuTitles = { ...nested.menuTitles!, fields: { title: { selector: '> h2', required: true } } };
    expect(run(html, priceRequired).unmatchedRequiredFields).toEqual(['menuTitles.fields.title', 'dishes.fields.calories']);
  });

  it('says when the selectors matched nothing', () => {
    const empty = run('<p>Closed for refurbishment</p>', nested);
    expect(empty.dishes).toEqual([]);
    expect(empty.unmatchedRequiredFields).toEqual(['dishes.fields.name']);
    expect(empty.messages).toEqual(['The menu title selector matched nothing on this page.', 'The dish selector matched nothing on this page.']);
  });
});

describe('extractPage: availability, cleanup.replace, links', () => {
  const instructions: ScrapingInstructions = {
    format: 1,
    pages: [{ url: PAGE_URL, pagination: { nextSelector: '.pages a.next', maxPages: 5 }, tabs: { linkSelector: 'nav.tabs a', maxTabs: 2 } }],
    menuTitles: { selector: 'section', fields: { title: { selector: 'h2' } }, children: { selector: 'div.group', fields: { title: { selector: 'h3' } } } },
    dishes: { selector: 'li', fields: { name: { selector: '.n' }, miscInfo: { selector: 'a.more', attribute: 'href' } } },
    availability: { everywhereSelector: '.everywhere', unavailableSelector: 'li.sold-out' },
    cleanup: { replace: [{ pattern: '\\s*\\((v|vg)\\)', with: '' }, { pattern: '^(\\w+) special$', with: 'Special $1' }] },
  };
  const html = `<section><h2>Lunch</h2><span class="everywhere"></span>
      <div class="group"><h3>Sandwiches</h3><ul>
        <li><span class="n">Cheese (v)</span><a class="more" href="/dish/1?utm_source=menu&amp;size=large&amp;fbclid=abc">more</a></li>
        <li class="sold-out"><span class="n">Ham</span></li>
        <li><span class="n">Tuesday special</span></li>
      </ul></div></section>
    <section><h2>Dinner</h2><ul><li><span class="n">Stew</span></li></ul></section>
    <div class="pages"><a class="next" href="?page=2&utm_campaign=spring#top">Next</a></div>
    <nav class="tabs"><a href="/menu/lunch">Lunch</a><a href="/menu/lunch#x">Lunch again</a><a href="javascript:void(0)">JS</a><a href="menu">Self</a><a href="/menu/drinks">Drinks</a><a href="/menu/kids">Kids</a></nav>`;
  const page = run(html, instructions);

  it('marks a section and its child sections available everywhere', () => {
    expect(page.menuTitles.map((title) => [title.title, title.isEverywhereAvailable])).toEqual([
      ['Lunch', true],
      ['Sandwiches', true],
      ['Dinner', false],
    ]);
  });

  it('leaves out unavailable dishes and applies replacements with groups', () => {
    expect(page.dishes.map((dish) => dish.name)).toEqual(['Cheese', 'Special Tuesday', 'Stew']);
  });

  it('resolves links against the page and strips tracking parameters', () => {
    expect(page.dishes[0].miscInfo).toBe('https://demo.example/dish/1?size=large');
    expect(page.nextPageUrl).toBe('https://demo.example/menu?page=2#top');
    expect(page.tabUrls).toEqual(['https://demo.example/menu/lunch', 'https://demo.example/menu/drinks', 'https://demo.example/menu/kids']);
  });

  it('follows no pagination or tabs for a page without those rules', () => {
    const plain = extractPage(html, 'https://demo.example/other', { ...instructions, pages: [{ url: 'https://demo.example/other' }] }, { positionOffset: 0 });
    expect(plain.nextPageUrl).toBeNull();
    expect(plain.tabUrls).toEqual([]);
    const explicit = extractPage(html, 'https://demo.example/menu?page=2', instructions, { positionOffset: 0, pageRule: null });
    expect(explicit.nextPageUrl).toBeNull();
  });
});

describe('extractPage: hostile and malformed input', () => {
  it('never throws on malformed HTML', () => {
    const inputs = [
      '',
      '<<<>>>',
      '<div class="dish"><span class="name">Unclosed',
      '<section class="menu"><h2>A</h2><div class="dish"><span class="name">X</span></section></div></div></p>',
      '<div class="dish"><span class="name">a</span>'.repeat(2000),
      `${'<div>'.repeat(50_000)}<div class="dish"><span class="name">Deep</span></div>`,
      '\u0000\uFFFF<div class="dish" class="dish"><span class="name">&#0;&#xD800;&bogus;</span></div>',
      '<table><div class="dish"><td><span class="name">Misplaced</span></td></div></table>',
      '<svg><div class="dish"><span class="name">In svg</span></div></svg><template><div class="dish"><span class="name">Template</span></div></template>',
    ];
    for (const html of inputs) {
      const page = run(html, { ...nested, menuTitles: undefined });
      expect(Array.isArray(page.dishes)).toBe(true);
    }
    expect(run(inputs[5], { ...nested, menuTitles: undefined }).dishes.map((dish) => dish.name)).toEqual(['Deep']);
    expect(run(inputs[8], { ...nested, menuTitles: undefined }).dishes.map((dish) => dish.name)).toEqual(['In svg']);
  });

  it('runs user patterns on RE2: a catastrophic pattern takes linear time', () => {
    const instructions: ScrapingInstructions = { format: 1, pages: [{ url: PAGE_URL }], dishes: { selector: '.dish', fields: { name: { selector: '.name', pattern: '^(a+)+$' } } } };
    const html = `<div class="dish"><span class="name">${'a'.repeat(5000)}!</span></div>`;
    const started = performance.now();
    const page = run(html, instructions);
    expect(performance.now() - started).toBeLessThan(500);
    expect(page.dishes).toEqual([]);
  });

  it('throws a ScrapingInstructionsError for a selector the engine does not support', () => {
    const instructions: ScrapingInstructions = { format: 1, pages: [{ url: PAGE_URL }], dishes: { selector: '.dish:hover-ish', fields: { name: {} } } };
    expect(() => run('<div class="dish">x</div>', instructions)).toThrow(ScrapingInstructionsError);
    expect(() => run('<div class="dish">x</div>', instructions)).toThrow(/^dishes\.selector: is not a selector the engine supports/);
  });

  it('a catastrophic selector is refused by the schema before it reaches the engine', () => {
    const instructions = { format: 1, pages: [{ url: PAGE_URL }], dishes: { selector: 'div:has(:has(:has(:has(span))))', fields: { name: {} } } };
    expect(validateInstructionsForEngine(instructions)).toEqual({ ok: false, errors: ['dishes.selector: nests :has/:not/:is/:where more than 3 deep'] });
  });
});

describe('extractPage: equal content gives equal hashes', () => {
  const instructions: ScrapingInstructions = {
    format: 1,
    pages: [{ url: PAGE_URL }],
    menuTitles: { selector: 'section', fields: { title: { selector: 'h2' } } },
    dishes: { selector: '.dish', fields: { name: { selector: '.name' }, description: { selector: '.desc' }, price: { selector: '.price' }, miscInfo: { selector: 'a', attribute: 'href' } } },
  };
  const hashes = (html: string) => {
    const page = run(html, instructions);
    return [...page.menuTitles.map((title) => title.hash), ...page.dishes.map((dish) => `${dish.key} ${dish.hash}`)];
  };
  const base = `<section><h2>Caf\u00e9 menu</h2><div class="dish" data-id="1"><b class="name">Fish &amp; chips</b><p class="desc">With peas and tartare</p><span class="price">£9.50</span><a href="/fish?size=l">more</a></div></section>`;

  it('ignores entity forms, whitespace, NBSP, Unicode composition, attribute order and tracking parameters', () => {
    const variants = [
      `<section><h2>Cafe\u0301 menu</h2><div data-id="1" class="dish"><b class="name">Fish &#38; chips</b><p class="desc">With\u00a0peas\n   and <!-- x -->tartare</p><span class="price"> &pound;9.50 </span><a href="/fish?size=l&amp;utm_source=newsletter&amp;gclid=1">more</a></div></section>`,
      `<section>\n<h2>  Caf&eacute;   menu </h2>\n<div class="dish"   data-id=1><b class="name">Fish &#x26; chips</b><p class="desc">With peas and tartare\u200b</p><span class="price">\u00a39.50</span><a href="https://demo.example/fish?fbclid=zz&size=l">more</a></div></section>`,
    ];
    for (const variant of variants) expect(hashes(variant)).toEqual(hashes(base));
  });

  it('changes the hash when the content changes', () => {
    expect(hashes(base.replace('9.50', '9.95'))).not.toEqual(hashes(base));
    expect(hashes(base.replace('With peas', 'With beans'))[1]).not.toEqual(hashes(base)[1]);
  });
});
