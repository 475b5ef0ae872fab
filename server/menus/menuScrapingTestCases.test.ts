import { describe, expect, it } from 'vitest';
import type { ExtractedDish, ExtractedMenuTitle } from '../scraping/types';
import { storedPagesFetcher, testCaseDifferences } from './menuScrapingTestCases';

const title = (key: string, text: string, extra: Partial<ExtractedMenuTitle> = {}): ExtractedMenuTitle => ({
  key, parentKey: null, position: 0, title: text, description: null, calories: null, diets: null, addons: null, miscInfo: null,
  allergens: null, nutritions: null, isEverywhereAvailable: false, isPlaceholder: false, hash: key, ...extra,
});
const dish = (key: string, name: string, extra: Partial<ExtractedDish> = {}): ExtractedDish => ({
  key, menuTitleKey: null, menuTitlePath: [], position: 0, name, description: null, price: null, calories: null, diets: null,
  addons: null, miscInfo: null, allergens: null, ingredients: null, nutritions: null, isCorrupt: false, hash: key, ...extra,
});

describe('testCaseDifferences', () => {
  it('names nothing when the run gives what the test case kept', () => {
    const result = { menuTitles: [title('p', 'Pizzas')], dishes: [dish('p/m', 'Margherita', { price: '9.50' })] };
    expect(testCaseDifferences(result, structuredClone(result))).toEqual([]);
  });

  it("names missing, new and changed items, field by field, in the spec's words", () => {
    const expected = { menuTitles: [title('p', 'Pizzas'), title('d', 'Desserts')], dishes: [dish('p/m', 'Margherita', { price: '9.50' }), dish('p/x', 'Marinara')] };
    const actual = { menuTitles: [title('p', 'Pizzas', { description: 'Wood fired' }), title('s', 'Salads')], dishes: [dish('p/m', 'Margherita', { price: '10.00' }), dish('s/c', 'Caesar')] };
    expect(testCaseDifferences(expected, actual)).toEqual([
      'Menu title Pizzas: description (none) -> Wood fired',
      'Menu title Desserts: missing',
      'Menu title Salads: new',
      'Dish Margherita: price 9.50 -> 10.00',
      'Dish Marinara: missing',
      'Dish Caesar: new',
    ]);
  });
});

describe('storedPagesFetcher', () => {
  it('answers the kept pages only, never the network', async () => {
    const fetcher = storedPagesFetcher([{ url: 'https://a.example/menu', html: '<p>menu</p>' }]);
    expect(await fetcher.fetchPage('https://a.example/menu')).toMatchObject({ ok: true, statusCode: 200, body: '<p>menu</p>' });
    expect(await fetcher.fetchPage('https://a.example/other')).toMatchObject({ ok: false, cause: 'NETWORK' });
  });
});
