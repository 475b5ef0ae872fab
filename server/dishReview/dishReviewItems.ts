// The menu's titles and dishes as dish review reads and writes them: the menu locked with its task, the stored items in
// the menu data file's shape (what the download gives and an upload is compared with), and the fields every item write
// must leave right afterwards (each title's dish counts, each dish's title path, the menu's dish count).
import type { MenuDataFile } from '../../domain/dishReviewSchemas';
import type { MenuFormat } from '../../domain/menuSchemas';
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { notFound } from '../graphql/errors';
import { STORED_DISH_SELECT, STORED_TITLE_SELECT, type StoredDish, type StoredTitle } from '../menus/menuItemRows';
import type { TaskRow } from '../tasks/taskRows';

export interface ReviewedMenu {
  id: number;
  format: MenuFormat | null;
  status: string;
  isDeleted: boolean;
}

/** The task's menu, locked (every write of dish review changes it or its items). */
export async function lockReviewedMenu(tx: Queryable, task: TaskRow): Promise<ReviewedMenu> {
  const [menu] = task.menu_id
    ? await tx.query<{ id: number; format: MenuFormat | null; status: string; is_deleted: boolean }>('SELECT id, format, status, is_deleted FROM menus WHERE id = $1 FOR UPDATE', [task.menu_id])
    : [];
  if (!menu) throw notFound('Menu');
  return { id: menu.id, format: menu.format, status: menu.status, isDeleted: menu.is_deleted };
}

/** Every item of the menu, deleted ones too (an upload may name a deleted item's id and bring it back), in menu order. */
export async function storedItems(tx: Queryable, menuId: number): Promise<{ titles: StoredTitle[]; dishes: StoredDish[] }> {
  const titles = await tx.query<StoredTitle>(`SELECT ${STORED_TITLE_SELECT} FROM menu_titles WHERE menu_id = $1 ORDER BY position, id`, [menuId]);
  const dishes = await tx.query<StoredDish>(`SELECT ${STORED_DISH_SELECT} FROM dishes WHERE menu_id = $1 ORDER BY position, id`, [menuId]);
  return { titles, dishes };
}

/** The live items in the menu data file's shape and order (MENU_TITLE_FILE_FIELDS, DISH_FILE_FIELDS): the download. */
export function menuDataFileOf(items: { titles: readonly StoredTitle[]; dishes: readonly StoredDish[] }): MenuDataFile {
  return {
    menuTitles: items.titles
      .filter((title) => !title.is_deleted)
      .map((title) => ({
        id: title.id,
        menuId: title.menu_id,
        parentId: title.parent_id,
        title: title.title,
        description: title.description,
        diets: title.diets,
        addons: title.addons,
        miscInfo: title.misc_info,
        allergens: title.allergens,
        nutritions: title.nutritions,
        calories: title.calories,
      })),
    dishes: items.dishes
      .filter((dish) => !dish.is_deleted)
      .map((dish) => ({
        id: dish.id,
        menuId: dish.menu_id,
        menuTitleId: dish.menu_title_id,
        name: dish.name,
        description: dish.description,
        ingredients: dish.ingredients,
        price: dish.price,
        diets: dish.diets,
        addons: dish.addons,
        miscInfo: dish.misc_info,
        allergens: dish.allergens,
        nutritions: dish.nutritions,
        calories: dish.calories,
      })),
  };
}

/**
 * The live titles' chains: for a title's id, the live titles from the root down to it (a cycle or a deleted parent ends
 * the walk); none for null or an id not among them. A dish's title path is its title's chain's titles.
 */
export function titleChains(titles: readonly { id: number; parent_id: number | null }[]): (id: number | null) => number[] {
  const byId = new Map(titles.map((title) => [title.id, title]));
  return (id) => {
    const ids: number[] = [];
    for (let at: number | null = id; at !== null && byId.has(at) && !ids.includes(at); at = byId.get(at)!.parent_id) ids.unshift(at);
    return ids;
  };
}

/**
 * After titles or dishes changed: each live title's dish counts (its own live dishes, and its descendants'), each live
 * dish's title path (root to its section), and the menu's dish count, as a scrape leaves them (persistScrape.ts); the
 * menu's version moves on. Only rows whose values differ are written.
 */
export async function refreshDerivedFields(tx: Queryable, menuId: number): Promise<void> {
  const titles = await tx.query<{ id: number; parent_id: number | null; title: string; dish_count: number; child_dish_count: number }>(
    'SELECT id, parent_id, title, dish_count, child_dish_count FROM menu_titles WHERE menu_id = $1 AND NOT is_deleted',
    [menuId],
  );
  const dishes = await tx.query<{ id: number; menu_title_id: number | null; menu_title_path: string[] }>(
    'SELECT id, menu_title_id, menu_title_path FROM dishes WHERE menu_id = $1 AND NOT is_deleted',
    [menuId],
  );
  const byId = new Map(titles.map((title) => [title.id, title]));
  const chain = titleChains(titles);
  const counts = new Map(titles.map((title) => [title.id, { direct: 0, children: 0 }]));
  const paths: { id: number; menu_title_path: string[] }[] = [];
  for (const dish of dishes) {
    const ids = chain(dish.menu_title_id);
    if (ids.length) {
      counts.get(ids[ids.length - 1])!.direct += 1;
      for (const ancestor of ids.slice(0, -1)) counts.get(ancestor)!.children += 1;
    }
    const path = ids.map((id) => byId.get(id)!.title);
    if (JSON.stringify(path) !== JSON.stringify(dish.menu_title_path ?? [])) paths.push({ id: dish.id, menu_title_path: path });
  }
  const changedCounts = titles
    .map((title) => ({ id: title.id, dish_count: counts.get(title.id)!.direct, child_dish_count: counts.get(title.id)!.children, before: title }))
    .filter((row) => row.dish_count !== row.before.dish_count || row.child_dish_count !== row.before.child_dish_count)
    .map(({ id, dish_count, child_dish_count }) => ({ id, dish_count, child_dish_count }));
  if (changedCounts.length) {
    await tx.query(
      `UPDATE menu_titles t SET dish_count = r.dish_count, child_dish_count = r.child_dish_count
         FROM json_to_recordset($1::json) AS r(id int, dish_count int, child_dish_count int) WHERE t.id = r.id`,
      [JSON.stringify(changedCounts)],
    );
  }
  if (paths.length) {
    await tx.query(
      `UPDATE dishes d SET menu_title_path = r.menu_title_path FROM json_to_recordset($1::json) AS r(id int, menu_title_path text[]) WHERE d.id = r.id`,
      [JSON.stringify(paths)],
    );
  }
  // Deleted titles count nothing (a scrape's markDeleted zeroes them too).
  await tx.query('UPDATE menu_titles SET dish_count = 0, child_dish_count = 0 WHERE menu_id = $1 AND is_deleted AND (dish_count <> 0 OR child_dish_count <> 0)', [menuId]);
  await tx.query(
    `UPDATE menus SET dish_count = (SELECT count(*)::int FROM dishes d WHERE d.menu_id = $1 AND NOT d.is_deleted), modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`,
    [menuId],
  );
}
