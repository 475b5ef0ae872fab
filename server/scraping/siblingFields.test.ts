// Field selectors that look after the item ('+ p', '~ dd.price'; issue 24): real menus put a dish's description in the
// next paragraph and its price in the next cell. Every case is read by both readers, and each must give the values.
import { describe, expect, it } from 'vitest';
import type { FieldRule, ScrapingInstructions } from '../../domain/scrapingInstructions';
import { compileInstructions } from './compileInstructions';
import { extractPage, type PageReader } from './extract';
import { streamable } from './streamPage';

const URL = 'https://siblings.example/menu';

function instructions(dish: string, fields: Record<string, FieldRule>, extra: Partial<ScrapingInstructions> = {}): ScrapingInstructions {
  return { format: 1, pages: [{ url: URL }], dishes: { selector: dish, fields: { name: {}, ...fields } }, ...extra } as ScrapingInstructions;
}

function streams(document: ScrapingInstructions): boolean {
  return streamable(compileInstructions(document), { next: null, tabs: null });
}

/** The dishes' values by each reader: both must give `expected`. */
function expectDishes(html: string, document: ScrapingInstructions, fields: string[], expected: (string | null)[][]): void {
  for (const reader of ['auto', 'tree'] as PageReader[]) {
    const page = extractPage(html, URL, document, { positionOffset: 0, pageRule: document.pages[0] }, reader);
    const read = page.dishes.map((dish) => [dish.name, ...fields.map((field) => dish[field as keyof typeof dish] as string | null)]);
    expect(read, `${reader} reader`).toEqual(expected);
  }
}

describe('sibling field selectors: the value after the item', () => {
  it("reads a dish title's description from the next paragraph ('+ p')", () => {
    const html = `<div class="menu">
      <h3 class="dish">Tomato Soup</h3><p>Basil, <em>cream</em> &amp; croutons</p>
      <h3 class="dish">Steak Pie</h3>
      <h3 class="dish">Garden Salad</h3><p>Leaves, seeds</p><p>Not the description</p>
    </div>`;
    // Written with its scope or without.
    for (const selector of ['+ p', ':scope + p']) {
      const document = instructions('h3.dish', { description: { selector } });
      expect(streams(document)).toBe(true);
      // Steak Pie's next element is the next dish: no description, not the salad's.
      expectDishes(html, document, ['description'], [
        ['Tomato Soup', 'Basil, cream & croutons'],
        ['Steak Pie', null],
        ['Garden Salad', 'Leaves, seeds'],
      ]);
    }
  });

  it("reads a price from the next table cell ('+ td')", () => {
    const html = `<table class="menu"><tbody>
      <tr><td class="dish">Fish &amp; Chips</td><td>&pound;14.50</td><td>fish, gluten</td></tr>
      <tr><td class="dish">Chips</td><td>£3.75</td></tr>
      <tr><td class="dish">Mushy Peas</td></tr>
    </tbody></table>`;
    const document = instructions('td.dish', { price: { selector: '+ td', required: true }, allergens: { selector: '+ td + td' } });
    expectDishes(html, document, ['price', 'allergens'], [
      ['Fish & Chips', '£14.50', 'fish, gluten'],
      ['Chips', '£3.75', null],
      ['Mushy Peas', null, null],
    ]);
  });

  it("reads a general sibling ('~ dd.price') in a definition list, past other siblings", () => {
    const html = `<dl class="menu">
      <dt class="dish">Soup</dt><dd class="desc">Of the day</dd><dd class="price">£5.00</dd>
      <dt class="dish">Bread</dt><dd class="price">£2.50</dd>
    </dl>`;
    const document = instructions('dt.dish', { description: { selector: '+ dd.desc' }, price: { selector: '~ dd.price', pattern: '([0-9.]+)' } });
    expect(streams(document)).toBe(true);
    expectDishes(html, document, ['description', 'price'], [
      ['Soup', 'Of the day', '5.00'],
      ['Bread', null, '2.50'],
    ]);
  });

  it("keeps a '+' alternative to the element right after the item while a '~' alternative looks further", () => {
    const html = `<div>
      <dt class="dish">Soup</dt><dd>Bowl</dd><p class="desc">Not right after the dish</p><p class="note">Ask for bread</p>
      <dt class="dish">Pie</dt><p class="desc">Steak &amp; ale</p><p class="note">Takes 20 minutes</p>
    </div>`;
    const document = instructions('dt.dish', { description: { selector: '+ p.desc, ~ p.note' } });
    expect(streams(document)).toBe(true);
    expectDishes(html, document, ['description'], [
      ['Soup', 'Ask for bread'],
      ['Pie', 'Steak & ale'],
    ]);
  });

  it("reads every later sibling for a multiple field ('~ i.diet'), only under the same parent", () => {
    const html = `<ul>
      <li><b class="dish">Falafel Wrap</b><i class="diet">V</i><span> </span><i class="diet">GF</i></li>
      <li><b class="dish">Lamb Wrap</b></li>
    </ul><i class="diet">Not this dish's</i>`;
    const document = instructions('b.dish', { diets: { selector: '~ i.diet', multiple: true } });
    expectDishes(html, document, ['diets'], [
      ['Falafel Wrap', 'V, GF'],
      ['Lamb Wrap', null],
    ]);
  });

  it("reads below the sibling ('+ div .desc'), each dish from its own sibling", () => {
    // The first dish has no description: its search passes the second dish's sibling, which must still be found for it.
    const html = `<section>
      <h4 class="dish">Olives</h4><p>-</p>
      <h4 class="dish">Hummus</h4><div><span class="desc">Chickpeas, tahini</span></div>
      <h4 class="dish">Flatbread</h4><div><p>Baked <b>to order</b></p><b>Hot</b><span class="desc">Za'atar</span></div>
    </section>`;
    const document = instructions('h4.dish', { description: { selector: '+ div .desc' }, miscInfo: { selector: '+ div > b' } });
    expect(streams(document)).toBe(true);
    expectDishes(html, document, ['description', 'miscInfo'], [
      ['Olives', null, null],
      ['Hummus', 'Chickpeas, tahini', null],
      ['Flatbread', "Za'atar", 'Hot'],
    ]);
  });

  it('reads a selector that looks both below and after the item, each dish its own value', () => {
    // The first dish's search goes through every later sibling: an element that is not its match is the next dish's.
    const html = `<section>
      <h4 class="dish">Olives</h4><p>-</p>
      <h4 class="dish">Hummus</h4><div><span class="desc">Chickpeas, tahini</span></div>
      <h4 class="dish">Flatbread <span class="desc">Za'atar</span></h4>
    </section>`;
    expectDishes(html, instructions('h4.dish', { description: { selector: '+ div .desc, .desc' } }), ['description'], [
      ['Olives', null],
      ['Hummus', 'Chickpeas, tahini'],
      ["Flatbread Za'atar", "Za'atar"],
    ]);
  });

  it('skips what cleanup removes between the item and its sibling', () => {
    const html = '<div><h3 class="dish">Soup</h3><div class="ad">Buy now</div><!-- note --> <p>Tomato</p></div>';
    const document = instructions('h3.dish', { description: { selector: '+ p' } }, { cleanup: { remove: ['.ad'] } });
    expectDishes(html, document, ['description'], [['Soup', 'Tomato']]);
  });

  it('reads siblings of items at the top of the page (no parent element)', () => {
    const html = '<h3 class="dish">Soup</h3>\n<p>Tomato</p><h3 class="dish">Pie</h3><p>Steak</p>';
    expectDishes(html, instructions('h3.dish', { description: { selector: '+ p' } }), ['description'], [
      ['Soup', 'Tomato'],
      ['Pie', 'Steak'],
    ]);
  });

  it("reads a heading's description from the paragraph after it (heading mode, '+ p')", () => {
    const html = `<main>
      <h2>Starters</h2><p class="note">Served until 3pm</p><ul><li class="dish">Soup</li></ul>
      <h2>Mains</h2><ul><li class="dish">Pie</li></ul><p class="note">Not the mains' description</p>
    </main>`;
    const document: ScrapingInstructions = {
      format: 1,
      pages: [{ url: URL }],
      menuTitles: { selector: 'h2', mode: 'heading', fields: { title: {}, description: { selector: '+ p.note' } } },
      dishes: { selector: 'li.dish', fields: { name: {} } },
    };
    expect(streams(document)).toBe(true);
    for (const reader of ['auto', 'tree'] as PageReader[]) {
      const page = extractPage(html, URL, document, { positionOffset: 0 }, reader);
      expect(page.menuTitles.map((title) => [title.title, title.description]), `${reader} reader`).toEqual([
        ['Starters', 'Served until 3pm'],
        ['Mains', null],
      ]);
      expect(page.dishes.map((dish) => [dish.name, dish.menuTitleKey])).toEqual([
        ['Soup', 'starters#0'],
        ['Pie', 'mains#0'],
      ]);
    }
  });

  it('reads a link attribute from the next element', () => {
    const html = '<ul><li><span class="dish">Soup</span><a href="/dishes/soup?utm_source=x">more</a></li></ul>';
    expectDishes(html, instructions('span.dish', { miscInfo: { selector: '+ a', attribute: 'href' } }), ['miscInfo'], [['Soup', 'https://siblings.example/dishes/soup']]);
  });
});
