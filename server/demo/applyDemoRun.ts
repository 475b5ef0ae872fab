// One demo run applied to a menu's items as persistScrape.ts applies a real one (issue 13), in memory so the demo load
// can insert every menu's rows in a few statements: the stored items are compared with the run by the engine's own
// compareScrape (changes.ts), kept rows are updated in place (an unchanged item keeps its change status), new ones are
// created (no change status on a menu's first run), missing ones are marked deleted, and every change is one
// scraping_job_item_changes row with the item as scraped and as it was. titleDishCounts is persistScrape's own.
import { compareScrape, DISH_COMPARED_FIELDS, MENU_TITLE_COMPARED_FIELDS, type ItemChangeDecision, type StoredItem } from '../scraping/changes';
import { titleDishCounts } from '../scraping/persistScrape';
import type { ChangeCounts, ScrapeRun } from '../scraping/types';
import type { IdSequence } from './context';

export type MenuTitleRow = {
  id: number;
  menu_id: number;
  parent_id: number | null;
  identity_key: string;
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
  last_job_id: number;
  created_date: string;
  modified_date: string;
};

export type DishRow = {
  id: number;
  menu_id: number;
  menu_title_id: number | null;
  identity_key: string;
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
  last_job_id: number;
  created_date: string;
  modified_date: string;
};

export type ItemChangeRow = {
  job_id: number;
  item_kind: 'MENU_TITLE' | 'DISH';
  item_id: number;
  change_status: string;
  data: Record<string, string | null> | null;
  previous_data: Record<string, string | null> | null;
};

/** The columns behind the compared fields, as persistScrape.ts reads them back (TITLE_COLUMNS, DISH_COLUMNS). */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function valuesOf(row: Record<string, unknown>, fields: readonly string[]): Record<string, string | null> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = row[columnOf(field)];
      return [field, value === null || value === undefined ? null : String(value)];
    }),
  );
}

/** A menu's titles and dishes between runs: what the tables would hold after each persisted run. */
export class DemoMenuItems {
  readonly titles: MenuTitleRow[] = [];
  readonly dishes: DishRow[] = [];

  constructor(readonly menuId: number) {}

  /** Stored items in persistScrape's storedItems() shape (rows by id; a section is its parent title's key). */
  private stored(): { menuTitles: StoredItem[]; dishes: StoredItem[] } {
    const keyOf = new Map(this.titles.map((row) => [row.id, row.identity_key]));
    return {
      menuTitles: this.titles.map((row) => ({
        id: row.id,
        key: row.identity_key,
        sectionKey: row.parent_id === null ? null : (keyOf.get(row.parent_id) ?? null),
        position: row.position,
        hash: row.hash,
        isDeleted: row.is_deleted,
        values: valuesOf(row, MENU_TITLE_COMPARED_FIELDS),
      })),
      dishes: this.dishes.map((row) => ({
        id: row.id,
        key: row.identity_key,
        sectionKey: row.menu_title_id === null ? null : (keyOf.get(row.menu_title_id) ?? null),
        position: row.position,
        hash: row.hash,
        isDeleted: row.is_deleted,
        values: valuesOf(row, DISH_COMPARED_FIELDS),
      })),
    };
  }

  /** Applies a successful run (job jobId, finished at `at`); answers its change counts and item change rows. */
  apply(jobId: number, at: string, run: ScrapeRun, ids: { titles: IdSequence; dishes: IdSequence }): { counts: { menuTitles: ChangeCounts; dishes: ChangeCounts }; changes: ItemChangeRow[] } {
    const stored = this.stored();
    const isFirstRun = stored.menuTitles.length === 0 && stored.dishes.length === 0;
    const comparison = compareScrape(stored, run);
    const statusOf = (decision: ItemChangeDecision) => (decision.status === 'CREATED' && isFirstRun ? null : decision.status);

    // Titles: kept rows updated, new rows created, then parent links, then the missing ones deleted.
    const titleById = new Map(this.titles.map((row) => [row.id, row]));
    const runTitles = new Map(run.menuTitles.map((title) => [title.key, title]));
    const counts = titleDishCounts(run.menuTitles, run.dishes);
    const titleIds = new Map<string, number>();
    for (const decision of comparison.menuTitles.decisions) {
      if (!decision.current) continue;
      const title = runTitles.get(decision.current.key)!;
      const count = counts.get(title.key)!;
      const previous = decision.previous ? titleById.get(decision.previous.id)! : null;
      const row: MenuTitleRow = previous ?? ({ id: ids.titles.next(), menu_id: this.menuId, parent_id: null, created_date: at } as MenuTitleRow);
      Object.assign(row, {
        identity_key: title.key,
        position: title.position,
        title: title.title,
        description: title.description,
        calories: title.calories,
        diets: title.diets,
        addons: title.addons,
        misc_info: title.miscInfo,
        allergens: title.allergens,
        nutritions: title.nutritions,
        is_everywhere_available: title.isEverywhereAvailable,
        is_placeholder: title.isPlaceholder,
        is_deleted: false,
        hash: title.hash,
        change_status: statusOf(decision) ?? (previous?.change_status ?? null),
        dish_count: count.direct,
        child_dish_count: count.children,
        last_job_id: jobId,
        modified_date: at,
      });
      if (!previous) this.titles.push(row);
      titleIds.set(title.key, row.id);
    }
    for (const title of run.menuTitles) {
      const row = this.titles.find((candidate) => candidate.id === titleIds.get(title.key))!;
      row.parent_id = title.parentKey === null ? null : (titleIds.get(title.parentKey) ?? null);
    }
    this.markDeleted(this.titles, comparison.menuTitles.decisions, jobId, at);

    const dishById = new Map(this.dishes.map((row) => [row.id, row]));
    const runDishes = new Map(run.dishes.map((dish) => [dish.key, dish]));
    const dishIds = new Map<string, number>();
    for (const decision of comparison.dishes.decisions) {
      if (!decision.current) continue;
      const dish = runDishes.get(decision.current.key)!;
      const previous = decision.previous ? dishById.get(decision.previous.id)! : null;
      const row: DishRow = previous ?? ({ id: ids.dishes.next(), menu_id: this.menuId, created_date: at } as DishRow);
      Object.assign(row, {
        identity_key: dish.key,
        menu_title_id: dish.menuTitleKey === null ? null : (titleIds.get(dish.menuTitleKey) ?? null),
        position: dish.position,
        name: dish.name,
        description: dish.description,
        ingredients: dish.ingredients,
        price: dish.price,
        calories: dish.calories,
        diets: dish.diets,
        addons: dish.addons,
        misc_info: dish.miscInfo,
        allergens: dish.allergens,
        nutritions: dish.nutritions,
        menu_title_path: dish.menuTitlePath,
        is_corrupt: dish.isCorrupt,
        is_deleted: false,
        hash: dish.hash,
        change_status: statusOf(decision) ?? (previous?.change_status ?? null),
        last_job_id: jobId,
        modified_date: at,
      });
      if (!previous) this.dishes.push(row);
      dishIds.set(dish.key, row.id);
    }
    this.markDeleted(this.dishes, comparison.dishes.decisions, jobId, at);

    return {
      counts: { menuTitles: comparison.menuTitles.counts, dishes: comparison.dishes.counts },
      changes: [...itemChanges(jobId, 'MENU_TITLE', comparison.menuTitles.decisions, titleIds), ...itemChanges(jobId, 'DISH', comparison.dishes.decisions, dishIds)],
    };
  }

  private markDeleted(rows: (MenuTitleRow | DishRow)[], decisions: readonly ItemChangeDecision[], jobId: number, at: string): void {
    const deleted = new Set(decisions.filter((decision) => decision.status === 'DELETED').map((decision) => decision.previous!.id));
    for (const row of rows) {
      if (!deleted.has(row.id)) continue;
      Object.assign(row, { is_deleted: true, change_status: 'DELETED', last_job_id: jobId, modified_date: at });
      if ('dish_count' in row) Object.assign(row, { dish_count: 0, child_dish_count: 0 });
    }
  }

  liveDishCount(): number {
    return this.dishes.filter((row) => !row.is_deleted).length;
  }
}

/** persistScrape.ts writeItemChanges(): one row per decision with a status. */
function itemChanges(jobId: number, kind: ItemChangeRow['item_kind'], decisions: readonly ItemChangeDecision[], ids: Map<string, number>): ItemChangeRow[] {
  return decisions
    .filter((decision) => decision.status !== null)
    .map((decision) => ({
      job_id: jobId,
      item_kind: kind,
      item_id: decision.current ? ids.get(decision.current.key)! : decision.previous!.id,
      change_status: decision.status!,
      data: decision.current ? { key: decision.current.key, ...decision.current.values } : null,
      previous_data: decision.previous ? { key: decision.previous.key, ...decision.previous.values } : null,
    }));
}
