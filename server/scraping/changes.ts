// What a run changed against the items the previous runs left (issue 12): pure, so the job, "send menu for testing" and
// the property tests share it. The rules (docs/scraping-instructions.md, "Change statuses"):
//   1. an item is matched to a previous one by its identity key (title path + normalised name + occurrence);
//   2. items left unmatched are paired inside the same section: first by equal name, then by position order, so a
//      renamed dish (or a dish whose section was renamed) is one UPDATED_SIGNIFICANTLY item, not a DELETED + CREATED pair;
//   3. no previous item -> CREATED; the previous one was deleted -> RESTORED; same hash -> unchanged (no status);
//      a significant field (name or price for dishes, title for menu titles) changed -> UPDATED_SIGNIFICANTLY; any other
//      field changed -> UPDATED; a previous item that is not deleted and was not scraped -> DELETED.
import type { ChangeCounts, ExtractedDish, ExtractedMenuTitle, ItemChangeStatus } from './types';

export type ItemFieldValues = Record<string, string | null>;

/** An item of this run, in the shape the comparison needs (menuTitleComparable / dishComparable build it). */
export interface ComparableItem {
  /** The identity key (ExtractedMenuTitle.key, ExtractedDish.key). */
  key: string;
  /** The section the item sits in: a title's parent key, a dish's menu title key; null at the top. */
  sectionKey: string | null;
  position: number;
  hash: string;
  /** The hashed fields by name (the columns a review shows); compared to say which fields changed. */
  values: ItemFieldValues;
}

/** An item as the previous runs left it (a menu_titles or dishes row; sectionKey is its parent title's identity key). */
export interface StoredItem extends ComparableItem {
  id: number;
  isDeleted: boolean;
}

/** What happens to one item: `status` null means unchanged (or a deleted item that stays deleted). */
export interface ItemChangeDecision {
  status: ItemChangeStatus | null;
  /** The stored item it continues (null: CREATED). */
  previous: StoredItem | null;
  /** The item of this run (null: DELETED, or still deleted). */
  current: ComparableItem | null;
  /** Fields whose values differ from the previous item (UPDATED, UPDATED_SIGNIFICANTLY, RESTORED). */
  changedFields: string[];
  /** The previous values of the changed fields. */
  previousValues: ItemFieldValues;
  /** How the pair was made: 'key', 'name' or 'position' (renames); null when there is no pair. */
  matchedBy: 'key' | 'name' | 'position' | null;
}

export interface ComparisonResult {
  decisions: ItemChangeDecision[];
  counts: ChangeCounts;
}

export interface CompareOptions {
  /** Fields whose change makes UPDATED_SIGNIFICANTLY. */
  significantFields: readonly string[];
  /** The field paired on in the second pass (a dish's 'name', a title's 'title'). */
  nameField: string;
  /** Previous section keys that this run renamed: previous key -> current key (from comparing the titles first). */
  sectionKeyMap?: ReadonlyMap<string, string>;
}

/** Dishes: a new name or a new price is what a reviewer must see (it changes what a customer orders and pays). */
export const DISH_SIGNIFICANT_FIELDS = ['name', 'price'] as const;
/** Menu titles: a renamed section changes where every dish in it is shown. */
export const MENU_TITLE_SIGNIFICANT_FIELDS = ['title'] as const;

export const DISH_COMPARED_FIELDS = ['name', 'description', 'price', 'calories', 'diets', 'addons', 'miscInfo', 'allergens', 'ingredients', 'nutritions', 'isCorrupt'] as const;
export const MENU_TITLE_COMPARED_FIELDS = ['title', 'description', 'calories', 'diets', 'addons', 'miscInfo', 'allergens', 'nutritions', 'isEverywhereAvailable', 'isPlaceholder'] as const;

export function emptyChangeCounts(): ChangeCounts {
  return { existing: 0, scraped: 0, deleted: 0, restored: 0, significantlyUpdated: 0, updated: 0, created: 0 };
}

function normalisedName(value: string | null | undefined): string {
  return (value ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function differingFields(previous: ItemFieldValues, current: ItemFieldValues): string[] {
  const names = new Set([...Object.keys(previous), ...Object.keys(current)]);
  return [...names].filter((name) => (previous[name] ?? null) !== (current[name] ?? null));
}

function decide(previous: StoredItem | null, current: ComparableItem, matchedBy: ItemChangeDecision['matchedBy'], options: CompareOptions): ItemChangeDecision {
  if (!previous) return { status: 'CREATED', previous: null, current, changedFields: [], previousValues: {}, matchedBy: null };
  // Equal hashes are equal content: the values are not compared (the hash is the contract between runs).
  const changedFields = previous.hash === current.hash ? [] : differingFields(previous.values, current.values);
  const previousValues = Object.fromEntries(changedFields.map((name) => [name, previous.values[name] ?? null]));
  let status: ItemChangeStatus | null;
  if (previous.isDeleted) status = 'RESTORED';
  else if (changedFields.length === 0) status = null;
  else if (changedFields.some((name) => options.significantFields.includes(name))) status = 'UPDATED_SIGNIFICANTLY';
  else status = 'UPDATED';
  return { status, previous, current, changedFields, previousValues, matchedBy };
}

function groupBySection<T extends ComparableItem>(items: T[], sectionOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const section = sectionOf(item);
    const group = groups.get(section);
    if (group) group.push(item);
    else groups.set(section, [item]);
  }
  return groups;
}

/**
 * Compares this run's items with the stored ones (one kind at a time: titles, then dishes with the titles'
 * sectionKeyMap). Every scraped item and every stored item appears in exactly one decision.
 */
export function compareWithPrevious(previous: readonly StoredItem[], scraped: readonly ComparableItem[], options: CompareOptions): ComparisonResult {
  const previousByKey = new Map<string, StoredItem>();
  for (const item of previous) if (!previousByKey.has(item.key)) previousByKey.set(item.key, item);

  const pairs = new Map<ComparableItem, { previous: StoredItem; matchedBy: 'key' | 'name' | 'position' }>();
  const pairedPrevious = new Set<StoredItem>();

  // 1. identity keys (a key seen twice in this run pairs once: the later one is new or paired below).
  for (const item of scraped) {
    const match = previousByKey.get(item.key);
    if (match && !pairedPrevious.has(match)) {
      pairs.set(item, { previous: match, matchedBy: 'key' });
      pairedPrevious.add(match);
    }
  }

  // 2. within a section, the items left over: by equal name, then by position order. Only live previous items pair
  // here: a deleted item comes back (RESTORED) by its key, never by standing where another one was.
  const sectionOfPrevious = (item: StoredItem): string => {
    const key = item.sectionKey === null ? null : (options.sectionKeyMap?.get(item.sectionKey) ?? item.sectionKey);
    return key ?? '';
  };
  const leftPrevious = groupBySection(
    previous.filter((item) => !item.isDeleted && !pairedPrevious.has(item)).sort((a, b) => a.position - b.position),
    sectionOfPrevious,
  );
  const leftScraped = groupBySection(
    scraped.filter((item) => !pairs.has(item)).slice().sort((a, b) => a.position - b.position),
    (item) => item.sectionKey ?? '',
  );
  for (const [section, currentItems] of leftScraped) {
    const previousItems = leftPrevious.get(section);
    if (!previousItems) continue;
    for (const item of currentItems) {
      const name = normalisedName(item.values[options.nameField]);
      const index = previousItems.findIndex((candidate) => normalisedName(candidate.values[options.nameField]) === name);
      if (index >= 0) {
        pairs.set(item, { previous: previousItems[index], matchedBy: 'name' });
        previousItems.splice(index, 1);
      }
    }
    const unpaired = currentItems.filter((item) => !pairs.has(item));
    for (let i = 0; i < unpaired.length && i < previousItems.length; i += 1) {
      pairs.set(unpaired[i], { previous: previousItems[i], matchedBy: 'position' });
    }
  }
  for (const pair of pairs.values()) pairedPrevious.add(pair.previous);

  const decisions: ItemChangeDecision[] = scraped.map((item) => {
    const pair = pairs.get(item);
    return decide(pair?.previous ?? null, item, pair?.matchedBy ?? null, options);
  });
  for (const item of previous) {
    if (pairedPrevious.has(item)) continue;
    decisions.push({
      status: item.isDeleted ? null : 'DELETED',
      previous: item,
      current: null,
      changedFields: [],
      previousValues: {},
      matchedBy: null,
    });
  }
  return { decisions, counts: countChanges(previous, scraped, decisions) };
}

function countChanges(previous: readonly StoredItem[], scraped: readonly ComparableItem[], decisions: readonly ItemChangeDecision[]): ChangeCounts {
  const counts = emptyChangeCounts();
  counts.existing = previous.filter((item) => !item.isDeleted).length;
  counts.scraped = scraped.length;
  for (const decision of decisions) {
    if (decision.status === 'CREATED') counts.created += 1;
    else if (decision.status === 'UPDATED') counts.updated += 1;
    else if (decision.status === 'UPDATED_SIGNIFICANTLY') counts.significantlyUpdated += 1;
    else if (decision.status === 'DELETED') counts.deleted += 1;
    else if (decision.status === 'RESTORED') counts.restored += 1;
  }
  return counts;
}

function pick(item: object, fields: readonly string[]): ItemFieldValues {
  const record = item as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((name) => {
      const value = record[name];
      return [name, value === null || value === undefined ? null : String(value)];
    }),
  );
}

export function menuTitleComparable(title: ExtractedMenuTitle): ComparableItem {
  return { key: title.key, sectionKey: title.parentKey, position: title.position, hash: title.hash, values: pick(title, MENU_TITLE_COMPARED_FIELDS) };
}

export function dishComparable(dish: ExtractedDish): ComparableItem {
  return { key: dish.key, sectionKey: dish.menuTitleKey, position: dish.position, hash: dish.hash, values: pick(dish, DISH_COMPARED_FIELDS) };
}

export interface ScrapeComparison {
  menuTitles: ComparisonResult;
  dishes: ComparisonResult;
}

function addCounts(a: ChangeCounts, b: ChangeCounts): ChangeCounts {
  return {
    existing: a.existing + b.existing,
    scraped: a.scraped + b.scraped,
    deleted: a.deleted + b.deleted,
    restored: a.restored + b.restored,
    significantlyUpdated: a.significantlyUpdated + b.significantlyUpdated,
    updated: a.updated + b.updated,
    created: a.created + b.created,
  };
}

/** Depth of each item in its title tree (0: top level), from the sectionKey links. */
function depths(items: readonly ComparableItem[]): Map<ComparableItem, number> {
  const byKey = new Map(items.map((item) => [item.key, item]));
  const result = new Map<ComparableItem, number>();
  for (const item of items) {
    let depth = 0;
    let parentKey = item.sectionKey;
    const seen = new Set<string>();
    while (parentKey !== null && byKey.has(parentKey) && !seen.has(parentKey)) {
      seen.add(parentKey);
      depth += 1;
      parentKey = byKey.get(parentKey)?.sectionKey ?? null;
    }
    result.set(item, depth);
  }
  return result;
}

/**
 * Titles level by level, then dishes: a title paired under a new key (renamed, or its parent renamed) carries its
 * children and dishes along, so they pair with their previous selves instead of all being deleted and created.
 */
export function compareScrape(
  previous: { menuTitles: readonly StoredItem[]; dishes: readonly StoredItem[] },
  scraped: { menuTitles: readonly ExtractedMenuTitle[]; dishes: readonly ExtractedDish[] },
): ScrapeComparison {
  const currentTitles = scraped.menuTitles.map(menuTitleComparable);
  const previousDepths = depths(previous.menuTitles);
  const currentDepths = depths(currentTitles);
  const maxDepth = Math.max(0, ...previousDepths.values(), ...currentDepths.values());
  const sectionKeyMap = new Map<string, string>();
  const titleDecisions: ItemChangeDecision[] = [];
  let titleCounts = emptyChangeCounts();
  for (let depth = 0; depth <= maxDepth; depth += 1) {
    const level = compareWithPrevious(
      previous.menuTitles.filter((item) => previousDepths.get(item) === depth),
      currentTitles.filter((item) => currentDepths.get(item) === depth),
      { significantFields: MENU_TITLE_SIGNIFICANT_FIELDS, nameField: 'title', sectionKeyMap },
    );
    for (const decision of level.decisions) {
      if (decision.previous && decision.current && decision.previous.key !== decision.current.key) {
        sectionKeyMap.set(decision.previous.key, decision.current.key);
      }
    }
    titleDecisions.push(...level.decisions);
    titleCounts = addCounts(titleCounts, level.counts);
  }
  const dishes = compareWithPrevious(previous.dishes, scraped.dishes.map(dishComparable), {
    significantFields: DISH_SIGNIFICANT_FIELDS,
    nameField: 'name',
    sectionKeyMap,
  });
  return { menuTitles: { decisions: titleDecisions, counts: titleCounts }, dishes };
}
