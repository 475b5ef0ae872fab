// Dish review's writes of menu titles and dishes, set-based: however many items, one UPDATE for the stored items and one
// INSERT for the created ones per kind, each taking its values as one array parameter per column through unnest (no
// statement per item, and far below PostgreSQL's 65,535 parameters whatever the file's size). Used by the edits in place
// (dishReviewEdits.ts: values only) and by an uploaded file (dishReviewUpload.ts: values, place, restore and create).
import type { Queryable } from '../db/database';
import type { StoredDish, StoredTitle } from '../menus/menuItemRows';

type SqlType = 'int' | 'text' | 'boolean';
type Column<T> = readonly [keyof T & string, SqlType];

/** One kind of item: its table, its parent column, the content columns an edit writes and those only a created row takes. */
export interface ItemTable<T extends StoredTitle | StoredDish> {
  table: 'menu_titles' | 'dishes';
  parentColumn: 'parent_id' | 'menu_title_id';
  /** Written on every update (the hash and the values it is computed from that a reviewer sets). */
  values: readonly Column<T>[];
  /** Given to a created row besides the values, its parent and its place (kept as stored on an update). */
  createdOnly: readonly Column<T>[];
}

export const TITLE_TABLE: ItemTable<StoredTitle> = {
  table: 'menu_titles',
  parentColumn: 'parent_id',
  values: [
    ['title', 'text'], ['description', 'text'], ['calories', 'text'], ['diets', 'text'], ['addons', 'text'], ['misc_info', 'text'],
    ['allergens', 'text'], ['nutritions', 'text'], ['is_everywhere_available', 'boolean'], ['is_placeholder', 'boolean'], ['hash', 'text'],
  ],
  createdOnly: [],
};

export const DISH_TABLE: ItemTable<StoredDish> = {
  table: 'dishes',
  parentColumn: 'menu_title_id',
  values: [
    ['name', 'text'], ['description', 'text'], ['ingredients', 'text'], ['price', 'text'], ['calories', 'text'], ['diets', 'text'],
    ['addons', 'text'], ['misc_info', 'text'], ['allergens', 'text'], ['nutritions', 'text'], ['hash', 'text'],
  ],
  createdOnly: [['is_corrupt', 'boolean']],
};

/** `unnest($k::type[], ...) [WITH ORDINALITY] AS r(name, ...)` and its parameters: one array per column, from $first on. */
function unnestOf(columns: readonly (readonly [string, SqlType])[], arrays: readonly unknown[][], first: number, ordinality = false) {
  const casts = columns.map(([, type], index) => `$${first + index}::${type}[]`).join(', ');
  const names = [...columns.map(([name]) => name), ...(ordinality ? ['n'] : [])].join(', ');
  return { sql: `unnest(${casts})${ordinality ? ' WITH ORDINALITY' : ''} AS r(${names})`, params: arrays };
}

const columnOf = <T>(rows: readonly T[], read: (row: T) => unknown) => rows.map(read);

/** Dishes' title paths, each row's given as JSON text (unnest takes no ragged arrays) and read back as text[] in order. */
const PATH_COLUMN = ['menu_title_path', 'text'] as const;
const PATH_VALUE = 'ARRAY(SELECT p.e FROM json_array_elements_text(r.menu_title_path::json) WITH ORDINALITY AS p(e, k) ORDER BY p.k)';
const pathTexts = (paths: readonly (readonly string[])[]) => paths.map((path) => JSON.stringify(path));

/** Dishes' title paths to write with them (the upload knows them; refreshDerivedFields then finds nothing to rewrite). */
export interface PathOption {
  paths?: readonly (readonly string[])[];
}

const parentOf = (row: StoredTitle | StoredDish) => ('parent_id' in row ? row.parent_id : row.menu_title_id);

/**
 * Writes the rows' values over the stored items of the menu, in one statement. With `place`, the rows' parents and
 * positions too, and each item live again: one that was deleted comes back RESTORED, the others keep their status.
 */
export async function updateItems<T extends StoredTitle | StoredDish>(tx: Queryable, menuId: number, how: ItemTable<T>, rows: readonly T[], options: { place?: boolean } & PathOption = {}): Promise<void> {
  if (!rows.length) return;
  const columns: (readonly [string, SqlType])[] = [['id', 'int'], ...how.values];
  const arrays: unknown[][] = [columnOf(rows, (row) => row.id), ...how.values.map(([name]) => columnOf(rows, (row) => row[name]))];
  if (options.place) {
    columns.push([how.parentColumn, 'int'], ['position', 'int']);
    arrays.push(columnOf(rows, parentOf), columnOf(rows, (row) => row.position));
  }
  if (options.paths) {
    columns.push(PATH_COLUMN);
    arrays.push(pathTexts(options.paths));
  }
  const source = unnestOf(columns, arrays, 2);
  const sets = how.values.map(([name]) => `${name} = r.${name}`);
  if (options.paths) sets.push(`menu_title_path = ${PATH_VALUE}`);
  if (options.place) {
    sets.push(`${how.parentColumn} = r.${how.parentColumn}`, 'position = r.position', 'is_deleted = false', "change_status = CASE WHEN i.is_deleted THEN 'RESTORED' ELSE i.change_status END");
  }
  await tx.query(`UPDATE ${how.table} i SET ${[...sets, 'modified_date = now()'].join(', ')} FROM ${source.sql} WHERE i.id = r.id AND i.menu_id = $1`, [menuId, ...source.params]);
}

/**
 * Creates the rows on the menu in one statement, in their order (CREATED, each with its identity key), and answers
 * their new ids in the same order. The rows' positions are their places in the file, so each differs from the others.
 */
export async function insertItems<T extends StoredTitle | StoredDish>(
  tx: Queryable,
  menuId: number,
  how: ItemTable<T>,
  rows: readonly T[],
  identityKeys: readonly string[],
  options: PathOption = {},
): Promise<number[]> {
  if (!rows.length) return [];
  const own: readonly Column<T>[] = [['position', 'int'], ...how.values, ...how.createdOnly];
  const columns: (readonly [string, SqlType])[] = [[how.parentColumn, 'int'], ['identity_key', 'text'], ...own];
  const arrays = [columnOf(rows, parentOf), [...identityKeys], ...own.map(([name]) => columnOf(rows, (row) => row[name]))];
  if (options.paths) {
    columns.push(PATH_COLUMN);
    arrays.push(pathTexts(options.paths));
  }
  const source = unnestOf(columns, arrays, 2, true);
  const names = columns.map(([name]) => name);
  const values = names.map((name) => (name === 'menu_title_path' ? PATH_VALUE : `r.${name}`));
  const inserted = await tx.query<{ id: number; position: number }>(
    `INSERT INTO ${how.table} (menu_id, ${names.join(', ')}, change_status)
     SELECT $1, ${values.join(', ')}, 'CREATED' FROM ${source.sql} ORDER BY r.n RETURNING id, position`,
    [menuId, ...source.params],
  );
  const idAt = new Map(inserted.map((row) => [row.position, row.id]));
  return rows.map((row) => idAt.get(row.position)!);
}
