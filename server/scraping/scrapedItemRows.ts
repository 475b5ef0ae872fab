// What a run writes for each of its titles and dishes, as column values (no I/O): the row's content from the extracted
// item, each title's dish counts, the change status a decision leaves on the row, and the scraping_job_item_changes row
// of each decision. persistScrape.ts writes these through SQL (writeScrapedItems.ts); the demo's runs
// (server/demo/applyDemoRun.ts) apply the very same values in memory, so a demo menu holds what a real scrape leaves.
import type { ItemChangeDecision } from './changes';
import type { ExtractedDish, ExtractedMenuTitle } from './types';

/** Live dishes directly under each title, and under its descendants. */
export function titleDishCounts(titles: readonly ExtractedMenuTitle[], dishes: readonly ExtractedDish[]): Map<string, { direct: number; children: number }> {
  const counts = new Map(titles.map((title) => [title.key, { direct: 0, children: 0 }]));
  const parentOf = new Map(titles.map((title) => [title.key, title.parentKey]));
  for (const dish of dishes) {
    if (dish.menuTitleKey === null) continue;
    const own = counts.get(dish.menuTitleKey);
    if (own) own.direct += 1;
    const seen = new Set<string>([dish.menuTitleKey]);
    for (let key = parentOf.get(dish.menuTitleKey) ?? null; key !== null && !seen.has(key); key = parentOf.get(key) ?? null) {
      seen.add(key);
      const ancestor = counts.get(key);
      if (ancestor) ancestor.children += 1;
    }
  }
  return counts;
}

/** A title's columns as the run found it (its parent is linked once every title has its row). */
export function scrapedTitleColumns(title: ExtractedMenuTitle, count: { direct: number; children: number }) {
  return {
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
    hash: title.hash,
    dish_count: count.direct,
    child_dish_count: count.children,
  };
}

/** A dish's columns as the run found it; its section by the title ids of the run's titles (key -> id). */
export function scrapedDishColumns(dish: ExtractedDish, titleIds: ReadonlyMap<string, number>) {
  return {
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
    hash: dish.hash,
  };
}

/**
 * The change status a decision writes on its row: none on a menu's first run (everything would be CREATED); null also
 * for an unchanged item, whose row keeps the status it had.
 */
export const runChangeStatus = (decision: ItemChangeDecision, isFirstRun: boolean): string | null =>
  decision.status === 'CREATED' && isFirstRun ? null : decision.status;

/** One scraping_job_item_changes row per decision with a status: the item as the run found it and as it was. */
export function itemChangeRows(decisions: readonly ItemChangeDecision[], ids: ReadonlyMap<string, number>) {
  return decisions
    .filter((decision) => decision.status !== null)
    .map((decision) => ({
      item_id: decision.current ? ids.get(decision.current.key)! : decision.previous!.id,
      change_status: decision.status!,
      data: decision.current ? { key: decision.current.key, ...decision.current.values } : null,
      previous_data: decision.previous ? { key: decision.previous.key, ...decision.previous.values } : null,
    }));
}
