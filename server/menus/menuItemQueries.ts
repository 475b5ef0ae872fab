// The menu's titles (sections) and dishes as the last scrape left them (spec 2, section 3; Menu.menuTitles, Menu.dishes):
// not deleted, in menu order. Titles are read for several menus at once (a list of menus asks through a loader); dishes
// a page at a time, through dishes_menu_position_idx (menu_id, is_deleted, position), narrowed by section, the nine
// filters (dishFilters.ts) and review by difference (sinceApproval.ts), coloured by what one run did.
import { MAX_DISH_PAGE_SIZE } from '../../domain/dishReviewSchemas';
import type { Queryable } from '../db/database';
import { notFound, validationError } from '../graphql/errors';
import { dishFilterConditions, type DishFilterValues } from './dishFilters';
import { DISH_ROW_SELECT_OF_D, MENU_TITLE_ROW_SELECT_OF_T, type DishRow, type MenuTitleRow } from './menuItemRows';
import { liveChangedDishIds, type DishesSinceApproval } from './sinceApproval';

/**
 * The menu's newest completed run that kept its items (an errored run keeps none): the run the dish list and the Changes
 * tab show when no run is chosen. `menu` is an SQL expression (a parameter).
 */
export const newestKeptRunSql = (menu: string) =>
  `(SELECT id FROM scraping_jobs WHERE menu_id = ${menu} AND kind IN ('HTML_SCRAPING', 'DOCUMENT_SCRAPING') AND status = 'COMPLETED'
     AND scraping_status IN ('SUCCESS', 'PARTIAL_SUCCESS') ORDER BY id DESC LIMIT 1)`;

/**
 * An item's columns with change_status as one run left it: what that run did to the item (c, its change), null when it
 * left the item unchanged; not the row's own change_status, the last change ever. `run` is an SQL expression of the
 * run's id; the item is `d` (a dish) or `t` (a title).
 */
function colouredByRun(item: 'd' | 't', run: string): { columns: string; join: string } {
  const columns = item === 'd' ? DISH_ROW_SELECT_OF_D : MENU_TITLE_ROW_SELECT_OF_T;
  return {
    columns: columns.replace(`${item}.change_status`, 'c.change_status'),
    join: `LEFT JOIN scraping_job_item_changes c ON c.job_id = ${run} AND c.item_kind = '${item === 'd' ? 'DISH' : 'MENU_TITLE'}' AND c.item_id = ${item}.id`,
  };
}

/** The titles of each menu, not deleted, in menu order, coloured by the menu's newest completed run (as Menu.dishes). */
export async function menuTitlesOfMenus(db: Queryable, menuIds: readonly number[]): Promise<Map<number, MenuTitleRow[]>> {
  const byMenu = new Map<number, MenuTitleRow[]>(menuIds.map((id) => [id, []]));
  if (!menuIds.length) return byMenu;
  const coloured = colouredByRun('t', newestKeptRunSql('t.menu_id'));
  const rows = await db.query<MenuTitleRow>(
    `SELECT ${coloured.columns} FROM menu_titles t ${coloured.join} WHERE t.menu_id = ANY($1::int[]) AND NOT t.is_deleted ORDER BY t.menu_id, t.position, t.id`,
    [[...new Set(menuIds)]],
  );
  for (const row of rows) byMenu.get(row.menu_id)?.push(row);
  return byMenu;
}

export interface DishPageQuery {
  menuId: number;
  /** One section's dishes only (its own; with includeChildTitles its sub-sections' too). */
  menuTitleId: number | null;
  includeChildTitles: boolean;
  filters: DishFilterValues | null;
  /** Only the dishes changed since the menu's last approved run (all of them when it has none: everything is new). */
  changedOnly: boolean;
  /** The run whose changes colour the dishes (changeStatus); null: the newest completed run. */
  jobId: number | null;
  page: number;
  pageSize: number;
  /** The menu's dishes changed since approval (sinceApproval.ts, read once per request). */
  sinceApproval: DishesSinceApproval;
}

export interface DishPageResult {
  dishes: DishRow[];
  total: number;
  changedTotal: number;
}

export const DISH_PAGE_SIZE_MESSAGE = `Page size must be between 1 and ${MAX_DISH_PAGE_SIZE}.`;

/** page and pageSize as asked (default page 1, the given default size); a size outside 1..5000 is refused. */
export function dishPageArgs(page: number | null | undefined, pageSize: number | null | undefined, defaultSize: number) {
  const size = pageSize ?? defaultSize;
  if (!Number.isInteger(size) || size < 1 || size > MAX_DISH_PAGE_SIZE) throw validationError(DISH_PAGE_SIZE_MESSAGE, 'pageSize');
  return { page: Math.max(1, Math.floor(page ?? 1)), pageSize: size };
}

/**
 * A page of the menu's dishes, not deleted, in menu order, with the total of the same filter and how many of those
 * changed since approval. changeStatus is what the chosen run (or the newest completed one) did to each dish, null
 * when it left the dish unchanged. Two queries (the counts, the page), and a check of the run asked for.
 */
export async function dishPage(db: Queryable, query: DishPageQuery): Promise<DishPageResult> {
  if (query.jobId !== null) {
    const [run] = await db.query('SELECT id FROM scraping_jobs WHERE id = $1 AND menu_id = $2', [query.jobId, query.menuId]);
    if (!run) throw notFound('Scraping run');
  }
  const params: unknown[] = [query.menuId];
  const conditions = ['d.menu_id = $1', 'NOT d.is_deleted'];
  if (query.menuTitleId !== null) {
    params.push(query.menuTitleId);
    conditions.push(
      query.includeChildTitles
        ? `d.menu_title_id IN (WITH RECURSIVE tree AS (SELECT id FROM menu_titles WHERE id = $${params.length} AND menu_id = $1
             UNION ALL SELECT t.id FROM menu_titles t JOIN tree ON t.parent_id = tree.id) SELECT id FROM tree)`
        : `d.menu_title_id = $${params.length}`,
    );
  }
  conditions.push(...dishFilterConditions(query.filters, params));
  const where = conditions.join(' AND ');
  // Without a baseline every dish is new, so every dish counts as changed.
  const hasBaseline = query.sinceApproval.baseline !== null;
  const changedIds = liveChangedDishIds(query.sinceApproval);
  const counting = db.query<{ total: number; changed: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE ${hasBaseline ? `d.id = ANY($${params.length + 1}::int[])` : 'true'})::int AS changed
       FROM dishes d WHERE ${where}`,
    hasBaseline ? [...params, changedIds] : [...params],
  );
  if (query.changedOnly && hasBaseline) {
    params.push(changedIds);
    conditions.push(`d.id = ANY($${params.length}::int[])`);
  }
  // The run to colour by: the one asked for (checked above), else the newest completed one, found inside the query.
  let colourRun = newestKeptRunSql('$1');
  if (query.jobId !== null) {
    params.push(query.jobId);
    colourRun = `$${params.length}::int`;
  }
  params.push(query.pageSize, (query.page - 1) * query.pageSize);
  const at = params.length;
  const coloured = colouredByRun('d', colourRun);
  const listing = db.query<DishRow>(
    `SELECT ${coloured.columns}
       FROM dishes d ${coloured.join}
      WHERE ${conditions.join(' AND ')}
      ORDER BY d.position, d.id LIMIT $${at - 1} OFFSET $${at}`,
    params,
  );
  // On PostgreSQL the pool runs the two at once.
  const [[counts], dishes] = await Promise.all([counting, listing]);
  return { dishes, total: query.changedOnly ? counts.changed : counts.total, changedTotal: counts.changed };
}

/**
 * One title by id (deleted ones too: node(id) refetches what a page showed), coloured as Menu.menuTitles and Menu.dishes
 * colour it without a run asked for: by its menu's newest completed run.
 */
export async function findMenuTitle(db: Queryable, id: number): Promise<MenuTitleRow | null> {
  const coloured = colouredByRun('t', newestKeptRunSql('t.menu_id'));
  return (await db.query<MenuTitleRow>(`SELECT ${coloured.columns} FROM menu_titles t ${coloured.join} WHERE t.id = $1`, [id]))[0] ?? null;
}

/** One dish by id (deleted ones too), coloured by its menu's newest completed run, as Menu.dishes without jobId. */
export async function findDish(db: Queryable, id: number): Promise<DishRow | null> {
  const coloured = colouredByRun('d', newestKeptRunSql('d.menu_id'));
  return (await db.query<DishRow>(`SELECT ${coloured.columns} FROM dishes d ${coloured.join} WHERE d.id = $1`, [id]))[0] ?? null;
}
