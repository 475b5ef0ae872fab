// The menu's titles (sections) and dishes as the last scrape left them (spec 2, section 3; Menu.menuTitles, Menu.dishes):
// not deleted, in menu order. Titles are read for several menus at once (a list of menus asks through a loader); dishes
// a page at a time, through dishes_menu_position_idx (menu_id, is_deleted, position).
import type { Queryable } from '../db/database';

export interface MenuTitleRow {
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
  change_status: string | null;
  dish_count: number;
  child_dish_count: number;
}

export interface DishRow {
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
  menu_title_path: string[];
  is_corrupt: boolean;
  is_deleted: boolean;
  hash: string;
  change_status: string | null;
  created_date: Date | string;
  modified_date: Date | string;
}

const TITLE_COLUMNS = `id, menu_id, parent_id, position, title, description, calories, diets, addons, misc_info, allergens, nutritions,
  is_everywhere_available, is_placeholder, is_deleted, hash, change_status, dish_count, child_dish_count`;
const DISH_COLUMNS = `id, menu_id, menu_title_id, position, name, description, ingredients, price, calories, diets, addons, misc_info,
  allergens, nutritions, menu_title_path, is_corrupt, is_deleted, hash, change_status, created_date, modified_date`;

/** The titles of each menu, not deleted, in menu order. */
export async function menuTitlesOfMenus(db: Queryable, menuIds: readonly number[]): Promise<Map<number, MenuTitleRow[]>> {
  const byMenu = new Map<number, MenuTitleRow[]>(menuIds.map((id) => [id, []]));
  if (!menuIds.length) return byMenu;
  const rows = await db.query<MenuTitleRow>(
    `SELECT ${TITLE_COLUMNS} FROM menu_titles WHERE menu_id = ANY($1::int[]) AND NOT is_deleted ORDER BY menu_id, position, id`,
    [[...new Set(menuIds)]],
  );
  for (const row of rows) byMenu.get(row.menu_id)?.push(row);
  return byMenu;
}

export interface DishPageQuery {
  menuId: number;
  /** One section's dishes only (its own, not its child sections'). */
  menuTitleId: number | null;
  page: number;
  pageSize: number;
}

export interface DishPageResult {
  dishes: DishRow[];
  total: number;
}

/** A page of the menu's dishes, not deleted, in menu order, with the total of the same filter. */
export async function dishPage(db: Queryable, query: DishPageQuery): Promise<DishPageResult> {
  const titleFilter = query.menuTitleId === null ? '' : 'AND menu_title_id = $2';
  const params: unknown[] = query.menuTitleId === null ? [query.menuId] : [query.menuId, query.menuTitleId];
  const at = params.length;
  const dishes = await db.query<DishRow>(
    `SELECT ${DISH_COLUMNS} FROM dishes WHERE menu_id = $1 AND NOT is_deleted ${titleFilter} ORDER BY position, id LIMIT $${at + 1} OFFSET $${at + 2}`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM dishes WHERE menu_id = $1 AND NOT is_deleted ${titleFilter}`, params);
  return { dishes, total };
}

/** One title by id (deleted ones too: node(id) refetches what a page showed). */
export async function findMenuTitle(db: Queryable, id: number): Promise<MenuTitleRow | null> {
  return (await db.query<MenuTitleRow>(`SELECT ${TITLE_COLUMNS} FROM menu_titles WHERE id = $1`, [id]))[0] ?? null;
}

/** One dish by id (deleted ones too). */
export async function findDish(db: Queryable, id: number): Promise<DishRow | null> {
  return (await db.query<DishRow>(`SELECT ${DISH_COLUMNS} FROM dishes WHERE id = $1`, [id]))[0] ?? null;
}
