// Pins what the engine reads on a page of edge cases (cleanup inside fields, an unavailable element inside a field,
// templates, heading mode, links without href) and on malformed input (issue 12). Written before the engine was made
// faster, with extractPinned.test.ts: a change that alters a title, a value, a key, a message or a hash fails here.
import { describe, expect, it } from 'vitest';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import { pageDigest as digest } from '../../tests/support/pageDigest';
import { extractPage } from './extract';

const EDGE_URL = 'https://edge.example/menu';

const EDGE_INSTRUCTIONS: ScrapingInstructions = {
  format: 1,
  pages: [{ url: EDGE_URL, pagination: { nextSelector: '.pager .next', maxPages: 3 }, tabs: { linkSelector: 'li.tab', maxTabs: 5 } }],
  menuTitles: {
    selector: 'section.menu',
    fields: { title: { selector: '> h2', required: true }, description: { selector: '.note' }, miscInfo: {} },
    children: { selector: 'tr.heading', mode: 'heading', fields: { title: { selector: 'th' }, diets: { selector: '.diet', multiple: true } } },
  },
  dishes: {
    selector: '.dish',
    fields: {
      name: { selector: '.name', required: true },
      description: { selector: 'div.desc' },
      price: { selector: '.price', pattern: '([0-9]+(?:\\.[0-9]{2})?)' },
      diets: { selector: 'i.diet', multiple: true },
      allergens: { selector: '[data-allergens]', attribute: 'data-allergens' },
      miscInfo: { selector: 'a', attribute: 'href' },
      ingredients: {},
      nutritions: { selector: '.menu .nutrition' },
    },
  },
  availability: { everywhereSelector: '.everywhere', unavailableSelector: '.off' },
  cleanup: { remove: ['script', '.ad'], replace: [{ pattern: 'Soup', with: 'Potage' }] },
};

const EDGE_HTML = `<!doctype html><html><head><title>Edge</title><style>.dish{}</style></head><body>
<!-- a comment <div class="dish"><span class="name">Commented</span></div> -->
<div class="dish"><span class="name">Outside</span></div>
<section class="menu" data-x="1"><h2>Soups <small>daily</small></h2><p class="note">Made <b>fresh</b><br>every&nbsp;day<span class="ad">AD</span></p>
  <div class="dish"><span class="name">Soup of the day</span><div class="desc">Ask <p>the</p>staff<script>x()</script><span class="off">(off)</span><noscript>ns</noscript></div>
    <span class="price">£4.50 <span class="ad">£1</span></span><i class="diet">V</i><i class="diet">V</i><i class="diet">GF</i>
    <b data-allergens="  celery &amp;amp; milk "></b><a href="/soup?utm_source=x&amp;a=1">more</a><a href="/second">second</a>
    <template><span class="price">£0</span></template><p class="nutrition">Per bowl 120 kcal</p></div>
  <div class="dish off"><span class="name">Off dish</span></div>
  <div class="dish"><span class="name"></span><span class="price">3.00</span></div>
  <div class="dish"></div>
  <div class="dish"><span class="name">Nameless? no: <em>named</em></span><span class="off"><span class="price">7.00</span></span><span class="price">8.00</span></div>
  <table><tr class="heading"><th>Cold <i class="diet">VG</i><i class="diet">GF</i></th></tr>
    <tr class="dish"><td class="name">Gazpacho</td><td class="price">5</td></tr>
    <tr class="heading off"><th>Hidden</th></tr>
    <tr class="dish"><td class="name">Hidden dish</td></tr>
    <tr class="heading"><th></th></tr>
    <tr class="dish"><td class="name">Under placeholder</td><td class="price">x</td></tr>
  </table>
  <div class="note">Second note</div><span class="everywhere"></span>
</section>
<section class="menu"><div class="dish"><h2>Not a title</h2><span class="name">Soup</span></div><h2>Late title</h2>
  <div class="dish"><span class="name">Soup</span><span class="price">2.50</span></div>
  <div class="dish"><span class="name">Caf&eacute; &#x26; cre\u0301me\u200b</span></div>
</section>
<div class="pager"><span class="next"><a>no href</a><a href="./menu?page=2&amp;gclid=9#top">2</a></span></div>
<ul><li class="tab"><a href="/lunch">Lunch</a></li><li class="tab"><a href="/lunch#x">Lunch again</a></li><li class="tab"><a href="javascript:void(0)">js</a></li><li class="tab" href="/dinner">Dinner</li></ul>
<div class="dish"><span class="name">After sections</span>
</body></html>`;

describe('edge cases read as before', () => {
  const page = extractPage(EDGE_HTML, EDGE_URL, EDGE_INSTRUCTIONS, { positionOffset: 3 });

  it('gives the same titles, dishes, links and messages', () => {
    expect(page.menuTitles.map((title) => [title.key, title.title, title.description, title.diets, title.miscInfo, title.isEverywhereAvailable])).toMatchInlineSnapshot(`
      [
        [
          "potages daily#0",
          "Potages daily",
          "Made fresh every day",
          null,
          "Potages daily Made fresh every day Potage of the day Ask the staff(off) £4.50 VVGF moresecond Per bowl 120 kcal Off dish 3.00 Nameless? no: named7.008.00 Cold VGGF Gazpacho 5 Hidden Hidden dish Under placeholder x Second note",
          false,
        ],
        [
          "potages daily#0/cold vggf#0",
          "Cold VGGF",
          null,
          "VG, GF",
          null,
          false,
        ],
        [
          "potages daily#0/untitled section#0",
          "Untitled section",
          null,
          null,
          null,
          true,
        ],
        [
          "late title#0",
          "Late title",
          null,
          null,
          "Not a title Potage Late title Potage2.50 Café & créme",
          false,
        ],
      ]
    `);
    expect(page.dishes.map((dish) => [dish.key, dish.position, dish.name, dish.description, dish.price, dish.diets, dish.allergens, dish.miscInfo, dish.nutritions, dish.isCorrupt])).toMatchInlineSnapshot(`
      [
        [
          "potages daily#0|potage of the day#0",
          4,
          "Potage of the day",
          "Ask the staff(off)",
          "4.50",
          "V, GF",
          "celery & milk",
          "https://edge.example/soup?a=1",
          null,
          false,
        ],
        [
          "potages daily#0|#0",
          5,
          "",
          null,
          "3.00",
          null,
          null,
          null,
          null,
          true,
        ],
        [
          "potages daily#0|nameless? no: named#0",
          6,
          "Nameless? no: named",
          null,
          "8.00",
          null,
          null,
          null,
          null,
          false,
        ],
        [
          "potages daily#0/cold vggf#0|gazpacho#0",
          8,
          "Gazpacho",
          null,
          "5",
          null,
          null,
          null,
          null,
          false,
        ],
        [
          "potages daily#0/untitled section#0|under placeholder#0",
          10,
          "Under placeholder",
          null,
          null,
          null,
          null,
          null,
          null,
          false,
        ],
        [
          "late title#0|potage#0",
          12,
          "Potage",
          null,
          null,
          null,
          null,
          null,
          null,
          false,
        ],
        [
          "late title#0|potage#1",
          13,
          "Potage",
          null,
          "2.50",
          null,
          null,
          null,
          null,
          false,
        ],
        [
          "late title#0|café & créme#0",
          14,
          "Café & créme",
          null,
          null,
          null,
          null,
          null,
          null,
          false,
        ],
      ]
    `);
    expect(page.dishes.map((dish) => dish.ingredients)).toMatchInlineSnapshot(`
      [
        "Potage of the day Ask the staff(off) £4.50 VVGF moresecond Per bowl 120 kcal",
        "3.00",
        "Nameless? no: named7.008.00",
        "Gazpacho 5",
        "Under placeholder x",
        "Not a title Potage",
        "Potage2.50",
        "Café & créme",
      ]
    `);
    expect([page.nextPageUrl, page.tabUrls, page.unmatchedRequiredFields, page.messages]).toMatchInlineSnapshot(`
      [
        "https://edge.example/menu?page=2#top",
        [
          "https://edge.example/lunch",
          "https://edge.example/dinner",
        ],
        [],
        [
          "1 menu title(s) were empty and got the placeholder title.",
          "1 dish(es) without a name were kept and marked corrupt.",
          "1 empty dish element(s) were ignored.",
          "5 unavailable item(s) were left out.",
          "2 dish(es) outside any menu title were left out.",
          "3 element(s) removed by cleanup.",
        ],
      ]
    `);
    expect(digest(page)).toMatchInlineSnapshot(`"f6e035d4f273ef59174134f6c1b920aa81c4b53a"`);
  });
});

describe('malformed input reads as before', () => {
  const instructions: ScrapingInstructions = {
    format: 1,
    pages: [{ url: EDGE_URL }],
    dishes: { selector: '.dish', fields: { name: { selector: '.name', required: true }, description: { selector: '.desc' }, price: { selector: '.price' } } },
    cleanup: { remove: ['script'] },
  };
  const inputs = [
    '',
    '<<<>>>',
    '<div class="dish"><span class="name">Unclosed',
    '<div class="dish"><span class="name">a</span>'.repeat(300),
    `${'<div>'.repeat(20_000)}<div class="dish"><span class="name">Deep</span></div>`,
    '\u0000\uFFFF<div class="dish" class="dish"><span class="name">&#0;&#xD800;&bogus;</span></div>',
    '<table><div class="dish"><td><span class="name">Misplaced</span></td></div></table>',
    '<svg><div class="dish"><span class="name">In svg</span></div></svg><math><div class="dish"><span class="name">In math<br/></span></div></math>',
    '<p><div class="dish"><p><span class="name">P <p>in p</span><span class="desc">a</p>b</span></div></p></p>',
    '<div class="dish"><span class="name">A<script>"</span></div>"</script>B</span><span class="desc"><![CDATA[x]]>c<!--d-->e</span></div>',
    '<ul><li class="dish"><span class="name">One<li class="dish"><span class="name">Two</ul><div class="dish"><span class="name">Three</div>',
    '<div class="dish"><span class="name">X</span><span class="desc">&lt;b&gt;bold&lt;/b&gt; &amp;amp;</span><textarea class="price"><b>1</b></textarea></div>',
  ];
  it('gives the same items and messages for each input', () => {
    expect(inputs.map((html) => digest(extractPage(html, EDGE_URL, instructions, { positionOffset: 0 })))).toMatchInlineSnapshot(`
      [
        "b98844d6d69951c6dd9edbef5aca0455c37252e8",
        "b98844d6d69951c6dd9edbef5aca0455c37252e8",
        "2df35827e58545fe993a7983c18d51166144d0a2",
        "908867f114245da17a2b2aa27a6faefe647e2749",
        "5a76c9510b3a19c747b913f5916262a2349796ee",
        "077857292ca416db7b84dda26c9fe4b12c48f34d",
        "de8f2159de39d3b2057518375d34c60933b303ca",
        "d95f88807f7c253afd8d63990770e99a3024f417",
        "1ccc54eec130951657438da278f90372b64491ed",
        "f7f8539611f5a8a1ecefbbac6ba75b82fabc2c60",
        "907efaf19f6d769a6480bdf0784af8c76dcd5eeb",
        "33f653fbc29faedc7815b6317b504742c07b6b48",
      ]
    `);
  });
});
