// One demo run applied to a menu's items as persistScrape.ts applies a real one (issue 13), in memory so the demo load
// can insert every menu's rows in a few statements: the stored items are compared with the run by the engine's own
// compareScrape (changes.ts), kept rows are updated in place (an unchanged item keeps its change status), new ones are
// created (no change status on a menu's first run), missing ones are marked deleted, and every change is one
// scraping_job_item_changes row with the item as scraped and as it was. The values are persistScrape's own
// (server/scraping/scrapedItemRows.ts).
import { compareScrape, type ItemChangeDecision, type StoredItem } from '../scraping/changes';
import { comparedValuesOf, type DishRow, type MenuTitleRow } from '../menus/menuItemRows';
import { itemChangeRows, runChangeStatus, scrapedDishColumns, scrapedTitleColumns, titleDishCounts } from '../scraping/scrapedItemRows';
import type { ChangeCounts, ScrapeRun } from '../scraping/types';
import type { IdSequence } from './context';

/** What a scrape stores besides the row's content (its identity key, its last run, its dates as ISO text). */
type ScrapedRowColumns = { identity_key: string; last_job_id: number; created_date: string; modified_date: string };
/** A title as the demo inserts it: the menu detail's row (menuItemRows.ts) and what the scrape adds. */
export type DemoTitleRow = MenuTitleRow & ScrapedRowColumns;
/** A dish as the demo inserts it (no reviewer's status yet). */
export type DemoDishRow = Omit<DishRow, 'review_status' | 'created_date' | 'modified_date'> & ScrapedRowColumns;

export type ItemChangeRow = {
  job_id: number;
  item_kind: 'MENU_TITLE' | 'DISH';
  item_id: number;
  change_status: string;
  data: Record<string, string | null> | null;
  previous_data: Record<string, string | null> | null;
};

/** A menu's titles and dishes between runs: what the tables would hold after each persisted run. */
export class DemoMenuItems {
  readonly titles: DemoTitleRow[] = [];
  readonly dishes: DemoDishRow[] = [];

  constructor(readonly menuId: number) {}

  /** Stored items in writeScrapedItems.ts's storedItems() shape (rows by id; a section is its parent title's key). */
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
        values: comparedValuesOf('MENU_TITLE', row),
      })),
      dishes: this.dishes.map((row) => ({
        id: row.id,
        key: row.identity_key,
        sectionKey: row.menu_title_id === null ? null : (keyOf.get(row.menu_title_id) ?? null),
        position: row.position,
        hash: row.hash,
        isDeleted: row.is_deleted,
        values: comparedValuesOf('DISH', row),
      })),
    };
  }

  /** Applies a successful run (job jobId, finished at `at`); answers its change counts and item change rows. */
  apply(jobId: number, at: string, run: ScrapeRun, ids: { titles: IdSequence; dishes: IdSequence }): { counts: { menuTitles: ChangeCounts; dishes: ChangeCounts }; changes: ItemChangeRow[] } {
    const stored = this.stored();
    const isFirstRun = stored.menuTitles.length === 0 && stored.dishes.length === 0;
    const comparison = compareScrape(stored, run);
    const statusOf = (decision: ItemChangeDecision) => runChangeStatus(decision, isFirstRun);

    // Titles: kept rows updated, new rows created, then parent links, then the missing ones deleted.
    const titleById = new Map(this.titles.map((row) => [row.id, row]));
    const runTitles = new Map(run.menuTitles.map((title) => [title.key, title]));
    const counts = titleDishCounts(run.menuTitles, run.dishes);
    const titleIds = new Map<string, number>();
    for (const decision of comparison.menuTitles.decisions) {
      if (!decision.current) continue;
      const title = runTitles.get(decision.current.key)!;
      const previous = decision.previous ? titleById.get(decision.previous.id)! : null;
      const row: DemoTitleRow = previous ?? ({ id: ids.titles.next(), menu_id: this.menuId, parent_id: null, created_date: at } as DemoTitleRow);
      Object.assign(row, {
        ...scrapedTitleColumns(title, counts.get(title.key)!),
        is_deleted: false,
        change_status: statusOf(decision) ?? (previous?.change_status ?? null),
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
      const row: DemoDishRow = previous ?? ({ id: ids.dishes.next(), menu_id: this.menuId, created_date: at } as DemoDishRow);
      Object.assign(row, {
        ...scrapedDishColumns(dish, titleIds),
        is_deleted: false,
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

  private markDeleted(rows: (DemoTitleRow | DemoDishRow)[], decisions: readonly ItemChangeDecision[], jobId: number, at: string): void {
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

/** persistScrape.ts writeItemChanges()'s rows. */
function itemChanges(jobId: number, kind: ItemChangeRow['item_kind'], decisions: readonly ItemChangeDecision[], ids: Map<string, number>): ItemChangeRow[] {
  return itemChangeRows(decisions, ids).map((row) => ({ job_id: jobId, item_kind: kind, ...row }));
}
