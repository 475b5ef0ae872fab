// The items' side of persisting a run (persistScrape.ts): the stored items read for the comparison (changes.ts), and the
// run's titles and dishes written from the decisions: kept rows updated in place (an unchanged item keeps its change
// status), new rows created, parents linked, missing rows marked deleted, and one scraping_job_item_changes row per
// change. The values written are scrapedItemRows.ts's, which the demo's runs share.
import type { Queryable } from '../db/database';
import { comparedValuesOf } from '../menus/menuItemRows';
import type { ItemChangeDecision, StoredItem } from './changes';
import { itemChangeRows, runChangeStatus, scrapedDishColumns, scrapedTitleColumns, titleDishCounts } from './scrapedItemRows';
import type { ScrapeRun } from './types';

/** The menu's stored items, deleted ones too, as the comparison takes them (a section by its parent's identity key). */
export async function storedItems(tx: Queryable, menuId: number): Promise<{ menuTitles: StoredItem[]; dishes: StoredItem[] }> {
  const titles = await tx.query<Record<string, unknown> & { id: number; identity_key: string; parent_key: string | null; position: number; hash: string; is_deleted: boolean }>(
    `SELECT t.*, p.identity_key AS parent_key FROM menu_titles t LEFT JOIN menu_titles p ON p.id = t.parent_id WHERE t.menu_id = $1 ORDER BY t.id`,
    [menuId],
  );
  const dishes = await tx.query<Record<string, unknown> & { id: number; identity_key: string; title_key: string | null; position: number; hash: string; is_deleted: boolean }>(
    `SELECT d.*, t.identity_key AS title_key FROM dishes d LEFT JOIN menu_titles t ON t.id = d.menu_title_id WHERE d.menu_id = $1 ORDER BY d.id`,
    [menuId],
  );
  return {
    menuTitles: titles.map((row) => ({ id: row.id, key: row.identity_key, sectionKey: row.parent_key, position: row.position, hash: row.hash, isDeleted: row.is_deleted, values: comparedValuesOf('MENU_TITLE', row) })),
    dishes: dishes.map((row) => ({ id: row.id, key: row.identity_key, sectionKey: row.title_key, position: row.position, hash: row.hash, isDeleted: row.is_deleted, values: comparedValuesOf('DISH', row) })),
  };
}

/**
 * Frees the identity keys of rows that take another key in this run (a renamed item keeps its row), so that writing the
 * new keys cannot collide with a key another row is giving up in the same run.
 */
async function releaseChangedKeys(tx: Queryable, table: 'menu_titles' | 'dishes', decisions: readonly ItemChangeDecision[]): Promise<void> {
  const ids = decisions.filter((d) => d.previous && d.current && d.previous.key !== d.current.key).map((d) => d.previous!.id);
  if (ids.length) await tx.query(`UPDATE ${table} SET identity_key = '~released~' || id WHERE id = ANY($1::int[])`, [ids]);
}

export interface WrittenItems {
  titleIds: Map<string, number>;
  dishIds: Map<string, number>;
}

export async function writeTitles(tx: Queryable, menuId: number, jobId: number, run: ScrapeRun, decisions: readonly ItemChangeDecision[], isFirstRun: boolean): Promise<Map<string, number>> {
  await releaseChangedKeys(tx, 'menu_titles', decisions);
  const byKey = new Map(run.menuTitles.map((title) => [title.key, title]));
  const counts = titleDishCounts(run.menuTitles, run.dishes);
  const rows = decisions
    .filter((d) => d.current)
    .map((d) => {
      const title = byKey.get(d.current!.key)!;
      return { id: d.previous?.id ?? null, ...scrapedTitleColumns(title, counts.get(title.key)!), change_status: runChangeStatus(d, isFirstRun) };
    });
  const recordset = `json_to_recordset($1::json) AS r(id int, identity_key text, position int, title text, description text, calories text, diets text,
      addons text, misc_info text, allergens text, nutritions text, is_everywhere_available boolean, is_placeholder boolean, hash text,
      change_status text, dish_count int, child_dish_count int)`;
  await tx.query(
    `UPDATE menu_titles t SET identity_key = r.identity_key, position = r.position, title = r.title, description = r.description,
       calories = r.calories, diets = r.diets, addons = r.addons, misc_info = r.misc_info, allergens = r.allergens, nutritions = r.nutritions,
       is_everywhere_available = r.is_everywhere_available, is_placeholder = r.is_placeholder, hash = r.hash, is_deleted = false,
       change_status = COALESCE(r.change_status, t.change_status), dish_count = r.dish_count, child_dish_count = r.child_dish_count,
       last_job_id = $3, modified_date = now()
       FROM ${recordset} WHERE t.id = r.id AND t.menu_id = $2`,
    [JSON.stringify(rows.filter((row) => row.id !== null)), menuId, jobId],
  );
  await tx.query(
    `INSERT INTO menu_titles (menu_id, identity_key, position, title, description, calories, diets, addons, misc_info, allergens, nutritions,
       is_everywhere_available, is_placeholder, hash, change_status, dish_count, child_dish_count, last_job_id)
     SELECT $2, r.identity_key, r.position, r.title, r.description, r.calories, r.diets, r.addons, r.misc_info, r.allergens, r.nutritions,
       r.is_everywhere_available, r.is_placeholder, r.hash, r.change_status, r.dish_count, r.child_dish_count, $3
       FROM ${recordset}`,
    [JSON.stringify(rows.filter((row) => row.id === null)), menuId, jobId],
  );
  const ids = new Map(
    (await tx.query<{ id: number; identity_key: string }>('SELECT id, identity_key FROM menu_titles WHERE menu_id = $1 AND identity_key = ANY($2::text[])', [menuId, rows.map((row) => row.identity_key)])).map(
      (row) => [row.identity_key, row.id],
    ),
  );
  // Parent links once every title of the run has its row.
  const links = run.menuTitles.map((title) => ({ id: ids.get(title.key)!, parent_id: title.parentKey === null ? null : (ids.get(title.parentKey) ?? null) }));
  await tx.query(
    `UPDATE menu_titles t SET parent_id = r.parent_id FROM json_to_recordset($1::json) AS r(id int, parent_id int)
      WHERE t.id = r.id AND t.parent_id IS DISTINCT FROM r.parent_id`,
    [JSON.stringify(links)],
  );
  await markDeleted(tx, 'menu_titles', decisions, jobId);
  return ids;
}

export async function writeDishes(tx: Queryable, menuId: number, jobId: number, run: ScrapeRun, decisions: readonly ItemChangeDecision[], titleIds: Map<string, number>, isFirstRun: boolean): Promise<Map<string, number>> {
  await releaseChangedKeys(tx, 'dishes', decisions);
  const byKey = new Map(run.dishes.map((dish) => [dish.key, dish]));
  const rows = decisions
    .filter((d) => d.current)
    .map((d) => {
      const dish = byKey.get(d.current!.key)!;
      return { id: d.previous?.id ?? null, ...scrapedDishColumns(dish, titleIds), change_status: runChangeStatus(d, isFirstRun) };
    });
  const recordset = `json_to_recordset($1::json) AS r(id int, identity_key text, menu_title_id int, position int, name text, description text,
      ingredients text, price text, calories text, diets text, addons text, misc_info text, allergens text, nutritions text, menu_title_path text[],
      is_corrupt boolean, hash text, change_status text)`;
  await tx.query(
    `UPDATE dishes d SET identity_key = r.identity_key, menu_title_id = r.menu_title_id, position = r.position, name = r.name,
       description = r.description, ingredients = r.ingredients, price = r.price, calories = r.calories, diets = r.diets, addons = r.addons,
       misc_info = r.misc_info, allergens = r.allergens, nutritions = r.nutritions, menu_title_path = r.menu_title_path,
       is_corrupt = r.is_corrupt, hash = r.hash, is_deleted = false, change_status = COALESCE(r.change_status, d.change_status),
       last_job_id = $3, modified_date = now()
       FROM ${recordset} WHERE d.id = r.id AND d.menu_id = $2`,
    [JSON.stringify(rows.filter((row) => row.id !== null)), menuId, jobId],
  );
  await tx.query(
    `INSERT INTO dishes (menu_id, identity_key, menu_title_id, position, name, description, ingredients, price, calories, diets, addons,
       misc_info, allergens, nutritions, menu_title_path, is_corrupt, hash, change_status, last_job_id)
     SELECT $2, r.identity_key, r.menu_title_id, r.position, r.name, r.description, r.ingredients, r.price, r.calories, r.diets, r.addons,
       r.misc_info, r.allergens, r.nutritions, COALESCE(r.menu_title_path, '{}'), r.is_corrupt, r.hash, r.change_status, $3
       FROM ${recordset}`,
    [JSON.stringify(rows.filter((row) => row.id === null)), menuId, jobId],
  );
  await markDeleted(tx, 'dishes', decisions, jobId);
  return new Map(
    (await tx.query<{ id: number; identity_key: string }>('SELECT id, identity_key FROM dishes WHERE menu_id = $1 AND identity_key = ANY($2::text[])', [menuId, rows.map((row) => row.identity_key)])).map(
      (row) => [row.identity_key, row.id],
    ),
  );
}

async function markDeleted(tx: Queryable, table: 'menu_titles' | 'dishes', decisions: readonly ItemChangeDecision[], jobId: number): Promise<void> {
  const ids = decisions.filter((d) => d.status === 'DELETED').map((d) => d.previous!.id);
  if (!ids.length) return;
  const counts = table === 'menu_titles' ? ', dish_count = 0, child_dish_count = 0' : '';
  await tx.query(`UPDATE ${table} SET is_deleted = true, change_status = 'DELETED', last_job_id = $2, modified_date = now()${counts} WHERE id = ANY($1::int[])`, [ids, jobId]);
}

export async function writeItemChanges(tx: Queryable, jobId: number, kind: 'MENU_TITLE' | 'DISH', decisions: readonly ItemChangeDecision[], ids: Map<string, number>): Promise<void> {
  const rows = itemChangeRows(decisions, ids);
  if (!rows.length) return;
  await tx.query(
    `INSERT INTO scraping_job_item_changes (job_id, item_kind, item_id, change_status, data, previous_data)
     SELECT $1, $2, r.item_id, r.change_status, r.data, r.previous_data
       FROM json_to_recordset($3::json) AS r(item_id int, change_status text, data jsonb, previous_data jsonb)
     ON CONFLICT (job_id, item_kind, item_id) DO NOTHING`,
    [jobId, kind, JSON.stringify(rows)],
  );
}
