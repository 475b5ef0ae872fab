// The menu_titles and dishes rows in one place: their TypeScript shapes, the column lists read into them, and each
// compared field's column (a change's data / previous_data hold the compared fields by their GraphQL names, values as
// text). The menu detail (menuItemQueries.ts), dish review (server/dishReview/), the scrape's writes
// (server/scraping/persistScrape.ts) and the demo's runs (server/demo/applyDemoRun.ts) all read and write these.
import type { DISH_COMPARED_FIELDS, MENU_TITLE_COMPARED_FIELDS } from '../scraping/changes';

/** A title's content columns and its place: what dish review reads and writes (the hash's inputs among them). */
export interface StoredTitle {
  id: number;
  menu_id: number;
  parent_id: number | null;
  position: number;
  title: string;
  description: string | null;
  calories: string | null;
  diets: string | null;
  addons: string | null;
  misc_info: string | null;
  allergens: string | null;
  nutritions: string | null;
  is_everywhere_available: boolean;
  is_placeholder: boolean;
  is_deleted: boolean;
  hash: string;
}

/** A dish's content columns and its place: what dish review reads and writes (the hash's inputs among them). */
export interface StoredDish {
  id: number;
  menu_id: number;
  menu_title_id: number | null;
  position: number;
  name: string;
  description: string | null;
  ingredients: string | null;
  price: string | null;
  calories: string | null;
  diets: string | null;
  addons: string | null;
  misc_info: string | null;
  allergens: string | null;
  nutritions: string | null;
  is_corrupt: boolean;
  is_deleted: boolean;
  hash: string;
}

/** A title as the menu detail shows it (MenuTitle's fields). */
export interface MenuTitleRow extends StoredTitle {
  change_status: string | null;
  dish_count: number;
  child_dish_count: number;
}

/** A dish as the menu detail shows it (Dish's fields). */
export interface DishRow extends StoredDish {
  menu_title_path: string[];
  change_status: string | null;
  /** The reviewer's status (setDishStatusesByIds); null until set. */
  review_status: string | null;
  created_date: Date | string;
  modified_date: Date | string;
}

const STORED_TITLE_COLUMNS = [
  'id', 'menu_id', 'parent_id', 'position', 'title', 'description', 'calories', 'diets', 'addons', 'misc_info', 'allergens', 'nutritions',
  'is_everywhere_available', 'is_placeholder', 'is_deleted', 'hash',
] as const satisfies readonly (keyof StoredTitle)[];
const STORED_DISH_COLUMNS = [
  'id', 'menu_id', 'menu_title_id', 'position', 'name', 'description', 'ingredients', 'price', 'calories', 'diets', 'addons', 'misc_info',
  'allergens', 'nutritions', 'is_corrupt', 'is_deleted', 'hash',
] as const satisfies readonly (keyof StoredDish)[];
const TITLE_ROW_COLUMNS = [...STORED_TITLE_COLUMNS, 'change_status', 'dish_count', 'child_dish_count'] as const satisfies readonly (keyof MenuTitleRow)[];
const DISH_ROW_COLUMNS = [
  'id', 'menu_id', 'menu_title_id', 'position', 'name', 'description', 'ingredients', 'price', 'calories', 'diets', 'addons', 'misc_info',
  'allergens', 'nutritions', 'menu_title_path', 'is_corrupt', 'is_deleted', 'hash', 'change_status', 'review_status', 'created_date', 'modified_date',
] as const satisfies readonly (keyof DishRow)[];

/** The columns as a SELECT list, each through the alias when one is given (`d.id, d.menu_id, ...`). */
const selectList = (columns: readonly string[], alias?: string) => columns.map((column) => (alias ? `${alias}.${column}` : column)).join(', ');

/** SELECT lists: StoredTitle / StoredDish (dish review), MenuTitleRow / DishRow (the menu detail). */
export const STORED_TITLE_SELECT = selectList(STORED_TITLE_COLUMNS);
export const STORED_DISH_SELECT = selectList(STORED_DISH_COLUMNS);
export const MENU_TITLE_ROW_SELECT = selectList(TITLE_ROW_COLUMNS);
export const DISH_ROW_SELECT = selectList(DISH_ROW_COLUMNS);
/** DishRow's columns through the alias d (the queries that join dishes). */
export const DISH_ROW_SELECT_OF_D = selectList(DISH_ROW_COLUMNS, 'd');
/** MenuTitleRow's columns through the alias t. */
export const MENU_TITLE_ROW_SELECT_OF_T = selectList(TITLE_ROW_COLUMNS, 't');

/**
 * The compared fields (server/scraping/changes.ts, DISH_COMPARED_FIELDS and MENU_TITLE_COMPARED_FIELDS) and their
 * columns: a change's data and previous_data hold these keys (the GraphQL field names), with values as text.
 */
const DISH_FIELD_COLUMNS = {
  name: 'name',
  description: 'description',
  price: 'price',
  calories: 'calories',
  diets: 'diets',
  addons: 'addons',
  miscInfo: 'misc_info',
  allergens: 'allergens',
  ingredients: 'ingredients',
  nutritions: 'nutritions',
  isCorrupt: 'is_corrupt',
} as const satisfies Record<(typeof DISH_COMPARED_FIELDS)[number], keyof StoredDish>;
const TITLE_FIELD_COLUMNS = {
  title: 'title',
  description: 'description',
  calories: 'calories',
  diets: 'diets',
  addons: 'addons',
  miscInfo: 'misc_info',
  allergens: 'allergens',
  nutritions: 'nutritions',
  isEverywhereAvailable: 'is_everywhere_available',
  isPlaceholder: 'is_placeholder',
} as const satisfies Record<(typeof MENU_TITLE_COMPARED_FIELDS)[number], keyof StoredTitle>;
export const ITEM_FIELD_COLUMNS: Record<'MENU_TITLE' | 'DISH', Readonly<Record<string, string>>> = { DISH: DISH_FIELD_COLUMNS, MENU_TITLE: TITLE_FIELD_COLUMNS };

/** A row's compared fields as a change's JSON holds them (text; booleans 'true' / 'false'; null for nothing). */
export function comparedValuesOf(kind: 'MENU_TITLE' | 'DISH', row: object): Record<string, string | null> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(ITEM_FIELD_COLUMNS[kind]).map(([field, column]) => {
      const value = values[column];
      return [field, value === null || value === undefined ? null : String(value)];
    }),
  );
}
