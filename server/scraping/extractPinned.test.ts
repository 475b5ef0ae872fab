// Pins what the engine reads (issue 12): the hash values stored runs are compared with and the whole extraction of the
// speed bench's page and of every demo page (edge cases and malformed input: extractPinnedEdges.test.ts). Written
// before the engine was made faster: a change that alters a title, a value, a key, a message or a hash fails here, not
// in a stored menu.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BENCH_INSTRUCTIONS, buildBenchPage } from '../../scripts/benchScraping';
import { demoSiteInstructions, type DemoSiteWithInstructions } from '../demo-sites/demoSiteInstructions';
import { extractPage } from './extract';
import { hashDish, hashMenuTitle, hashValues } from './hash';
import { pageDigest as digest } from '../../tests/support/pageDigest';

const SITES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'demo-sites', 'sites');
const ORIGIN = 'http://localhost:4000';


describe('hash values stay what stored runs hold', () => {
  it('hashes a dish, a menu title and a list of values as before', () => {
    const dish = {
      name: 'Fish & chips',
      description: 'With peas — and “tartare”',
      price: '9.50',
      calories: null,
      diets: 'V, GF',
      addons: null,
      miscInfo: 'https://demo.example/fish?size=l',
      allergens: 'fish',
      ingredients: '',
      nutritions: null,
      isCorrupt: false,
    };
    expect(hashDish(dish)).toMatchInlineSnapshot(`"f2660c57fd87de9cd4c9cb6e026306e6260968fd"`);
    const title = { title: 'Café', description: null, calories: null, diets: null, addons: null, miscInfo: null, allergens: null, nutritions: null, isEverywhereAvailable: true, isPlaceholder: false };
    expect(hashMenuTitle(title)).toMatchInlineSnapshot(`"1dc5c4df94ef3a7a76746dbba463990406cf6600"`);
    expect(hashValues(['a', null, '', true, false])).toMatchInlineSnapshot(`"615e2c089b2a22922592281cb619eabaca0d4b96"`);
  });
});

describe('the bench page reads as before', () => {
  const url = 'https://bench.example/menu';
  const page = extractPage(buildBenchPage(400), url, BENCH_INSTRUCTIONS, { positionOffset: 0 });

  it('gives the same titles, dishes, links and messages', () => {
    expect([page.menuTitles.length, page.dishes.length, page.nextPageUrl, page.tabUrls, page.unmatchedRequiredFields, page.messages]).toMatchInlineSnapshot(`
      [
        32,
        396,
        "https://bench.example/menu?page=2",
        [
          "https://bench.example/menu/lunch",
          "https://bench.example/menu/dinner",
          "https://bench.example/menu/drinks",
        ],
        [],
        [
          "4 unavailable item(s) were left out.",
          "4 element(s) removed by cleanup.",
        ],
      ]
    `);
    expect(page.menuTitles.slice(0, 2)).toMatchInlineSnapshot(`
      [
        {
          "addons": null,
          "allergens": null,
          "calories": null,
          "description": "Served all day",
          "diets": null,
          "hash": "d5134f162bf88cc7006c81d0d9dc66eff24dc000",
          "isEverywhereAvailable": true,
          "isPlaceholder": false,
          "key": "smoked aubergines#0",
          "miscInfo": null,
          "nutritions": null,
          "parentKey": null,
          "position": 0,
          "title": "smoked aubergines",
        },
        {
          "addons": null,
          "allergens": null,
          "calories": null,
          "description": null,
          "diets": null,
          "hash": "54fc5eec9343f9133d76c1b3c80fc7222e051a60",
          "isEverywhereAvailable": true,
          "isPlaceholder": false,
          "key": "smoked aubergines#0/lemon plates#0",
          "miscInfo": null,
          "nutritions": null,
          "parentKey": "smoked aubergines#0",
          "position": 1,
          "title": "lemon plates",
        },
      ]
    `);
    expect(page.dishes.slice(0, 2)).toMatchInlineSnapshot(`
      [
        {
          "addons": "+lamb",
          "allergens": "milk",
          "calories": "320",
          "description": "With mushroom sauce",
          "diets": "V",
          "hash": "2ef13e33b3e844096d3dd7ff238e32cfef073e62",
          "ingredients": "chicken, salt",
          "isCorrupt": false,
          "key": "smoked aubergines#0/lemon plates#0|smoked chicken & halloumi#0",
          "menuTitleKey": "smoked aubergines#0/lemon plates#0",
          "menuTitlePath": [
            "smoked aubergines",
            "lemon plates",
          ],
          "miscInfo": "Chef’s pick",
          "name": "smoked chicken & halloumi",
          "nutritions": "P 0g",
          "position": 2,
          "price": "6.50",
        },
        {
          "addons": "+mushroom",
          "allergens": "egg",
          "calories": "330",
          "description": "With prawn sauce",
          "diets": "VG, DF",
          "hash": "63141159627faf83779e4f1c24199b584b9907c4",
          "ingredients": "halloumi, salt",
          "isCorrupt": false,
          "key": "smoked aubergines#0/lemon plates#0|crispy tofu & salmon#0",
          "menuTitleKey": "smoked aubergines#0/lemon plates#0",
          "menuTitlePath": [
            "smoked aubergines",
            "lemon plates",
          ],
          "miscInfo": "Chef’s pick",
          "name": "crispy tofu & salmon",
          "nutritions": "P 1g",
          "position": 3,
          "price": "7.50",
        },
      ]
    `);
    expect(digest(page)).toMatchInlineSnapshot(`"23da66ea985cd37f3e9a5e12c0692c056d088c09"`);
  });
});

describe('the demo pages read as before', () => {
  const pages: [DemoSiteWithInstructions, string, string][] = [
    ['olive-grove', 'olive-grove/menu.html', '15e65e545413850ba7aa76a2963ca578bcefa313'],
    ['harbour-grill', 'harbour-grill/menu.html', '8d0d8d38414de5cfb7ec59f5aec44cc4d62ab00d'],
    ['sakura-noodle-bar', 'sakura-noodle-bar/menu.html', 'b7a4b241a55e294a8828d6b153011192f64b5b66'],
    ['sakura-noodle-bar', 'sakura-noodle-bar/menu/drinks.html', 'a1dfa556dd9802388f72aa3868d47df6d20b029a'],
    ['pizzeria-napoli', 'pizzeria-napoli/menu.html', '539d7cf573e319dbb8ccac2f3088f1385c839dcd'],
    ['pizzeria-napoli', 'pizzeria-napoli/menu/page/3.html', 'c223f1ca40dab89de88c8cd9f055f65e51a8ac8a'],
    ['corner-bistro', 'corner-bistro/menu-v1.html', 'fe4b24684e450ee954695f0d7ef31e1acec65fc4'],
    ['corner-bistro', 'corner-bistro/menu-v4.html', '9636bffa68da09ebb807a6e287721e3aa721061e'],
    ['lighthouse-diner', 'lighthouse-diner/maintenance.html', 'a7cca32f2f50464dbab0d3e1208c242cc576c27a'],
  ];
  it.each(pages)('%s: %s', (site, file, expected) => {
    const instructions = demoSiteInstructions(site, ORIGIN);
    const html = readFileSync(path.join(SITES, file), 'utf8');
    const page = extractPage(html, `${ORIGIN}/demo-sites/${file.replace(/\.html$/, '')}`, instructions, { positionOffset: 0, pageRule: instructions.pages[0] });
    expect(digest(page)).toBe(expected);
  });
});
