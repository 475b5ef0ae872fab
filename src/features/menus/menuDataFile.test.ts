// The menu data file's one builder (features/menuItems/menuDataFile.ts) and the menus list's download around it: the
// list's file carries the menu's titles and dishes in the dish review's shape, so the review page accepts it as an
// upload (and finds it identical to the data it was downloaded from).
import { describe, expect, it } from 'vitest';
import { DISH_FILE_FIELDS, DISH_REVIEW_MESSAGES, MENU_TITLE_FILE_FIELDS, parseMenuDataFile } from '../../../domain/dishReviewSchemas';
import { checkUpload } from '../dishReview/menuDataFile';
import { menuDataFileText, toMenuDataFile } from '../menuItems/menuDataFile';
import { menuDataFileName, menuDownloadFile, type MenuFacts } from './menuDataFile';

const title = { databaseId: 11, menuId: 5, parentId: null, title: 'Pizzas', description: 'Stone baked', diets: null, addons: null, miscInfo: null, allergens: null, nutritions: null, calories: null };
const dish = {
  databaseId: 21,
  menuId: 5,
  menuTitleId: 11,
  name: 'Margherita',
  description: 'Tomato, mozzarella',
  ingredients: null,
  price: '9.50',
  diets: 'vegetarian',
  addons: null,
  miscInfo: null,
  allergens: 'milk',
  nutritions: null,
  // A field the read left out is written as null.
};
const facts = { databaseId: 5, url: 'https://example.com/menu', format: 'HTML', brand: { databaseId: 3, name: 'Golden Pizza' } } as unknown as MenuFacts;

describe('menu data file', () => {
  it("writes each title's and dish's fields in the file's order, id being the databaseId", () => {
    const data = toMenuDataFile([title], [dish]);
    expect(Object.keys(data.menuTitles[0])).toEqual([...MENU_TITLE_FILE_FIELDS]);
    expect(Object.keys(data.dishes[0])).toEqual([...DISH_FILE_FIELDS]);
    expect(data.menuTitles[0]).toMatchObject({ id: 11, menuId: 5, parentId: null, title: 'Pizzas' });
    expect(data.dishes[0]).toMatchObject({ id: 21, menuTitleId: 11, name: 'Margherita', price: '9.50', calories: null });
    expect(data.dishes[0]).not.toHaveProperty('databaseId');
  });

  it("gives the menus list's file the menu's facts, titles and dishes, which the dish review takes as an upload", () => {
    const current = toMenuDataFile([title], [dish]);
    const text = menuDataFileText(menuDownloadFile(facts, current));
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['menu', 'menuTitles', 'dishes']);
    expect(parsed.menu).toMatchObject({ databaseId: 5, url: 'https://example.com/menu' });
    expect(parseMenuDataFile(text)).toEqual({ ok: true, data: current });
    // Unchanged, the review page refuses it as identical; corrected, it accepts it.
    expect(checkUpload(text, current)).toEqual({ ok: false, message: DISH_REVIEW_MESSAGES.identicalUpload });
    const corrected = text.replace('"price": "9.50"', '"price": "10.00"');
    expect(checkUpload(corrected, current)).toMatchObject({ ok: true, data: { dishes: [{ id: 21, price: '10.00' }] } });
    expect(menuDataFileName(5)).toBe('menu-5.json');
  });

  it('writes a menu without titles and dishes as empty lists', () => {
    const text = menuDataFileText(menuDownloadFile(facts, toMenuDataFile([], [])));
    expect(JSON.parse(text)).toMatchObject({ menuTitles: [], dishes: [] });
    expect(text.endsWith('}\n')).toBe(true);
  });
});
