// The reviewer's corrections in place (spec 2, section 7: menuTitlesData, dishesData): only the fields given change.
// Values are stored as a scrape stores them (normalised text, null for nothing) and each item's hash is computed again
// by the scraper's own rule (server/scraping/hash.ts), so the next run compares with what the reviewer left: a run that
// finds the same text sees no change, one that finds the old text sees the item updated.
import { hashDish, hashMenuTitle } from '../scraping/hash';
import { normaliseValue } from '../scraping/normalise';
import type { Queryable } from '../db/database';
import { validationError } from '../graphql/errors';
import type { StoredDish, StoredTitle } from '../menus/menuItemRows';
import { refreshDerivedFields } from './dishReviewItems';
import { DISH_TABLE, TITLE_TABLE, updateItems } from './dishReviewItemWrites';

/** MenuTitleEditInput's text fields -> their columns. */
const TITLE_TEXT_FIELDS = {
  description: 'description',
  calories: 'calories',
  diets: 'diets',
  addons: 'addons',
  miscInfo: 'misc_info',
  allergens: 'allergens',
  nutritions: 'nutritions',
} as const;
/** DishEditInput's text fields besides the name -> their columns. */
const DISH_TEXT_FIELDS = { ...TITLE_TEXT_FIELDS, ingredients: 'ingredients', price: 'price' } as const;

export const DISH_REVIEW_EDIT_MESSAGES = {
  titleRequired: (label: string) => `${label}: the title is required`,
  nameRequired: (label: string) => `${label}: the name is required`,
  notOnMenu: (kind: 'Menu title' | 'Dish', id: unknown, menuId: number) => `${kind} ${String(id)} is not an item of menu ${menuId}`,
  deleted: (kind: 'Menu title' | 'Dish', id: number) => `${kind} ${id} is deleted: upload a file with it to bring it back`,
  duplicate: (kind: 'Menu title' | 'Dish', id: number) => `${kind} ${id} is edited twice in one save`,
} as const;

export type TitleEdit = Record<string, unknown> & { id: number };
export type DishEdit = Record<string, unknown> & { id: number };

export function titleHashOf(title: Pick<StoredTitle, 'title' | 'description' | 'calories' | 'diets' | 'addons' | 'misc_info' | 'allergens' | 'nutritions' | 'is_everywhere_available' | 'is_placeholder'>): string {
  return hashMenuTitle({
    title: title.title,
    description: title.description,
    calories: title.calories,
    diets: title.diets,
    addons: title.addons,
    miscInfo: title.misc_info,
    allergens: title.allergens,
    nutritions: title.nutritions,
    isEverywhereAvailable: title.is_everywhere_available,
    isPlaceholder: title.is_placeholder,
  });
}

export function dishHashOf(dish: Pick<StoredDish, 'name' | 'description' | 'ingredients' | 'price' | 'calories' | 'diets' | 'addons' | 'misc_info' | 'allergens' | 'nutritions' | 'is_corrupt'>): string {
  return hashDish({
    name: dish.name,
    description: dish.description,
    ingredients: dish.ingredients,
    price: dish.price,
    calories: dish.calories,
    diets: dish.diets,
    addons: dish.addons,
    miscInfo: dish.misc_info,
    allergens: dish.allergens,
    nutritions: dish.nutritions,
    isCorrupt: dish.is_corrupt,
  });
}

/** A text value as a scrape would store it; anything but text or null is a client's mistake. */
export function storedText(value: unknown, label: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return normaliseValue(String(value));
  if (typeof value !== 'string') throw validationError(`${label} must be text`);
  return normaliseValue(value);
}

const given = (edit: Record<string, unknown>, field: string) => Object.prototype.hasOwnProperty.call(edit, field) && edit[field] !== undefined;

/** The title with the edit's fields applied (the others as stored). */
export function editedTitle(stored: StoredTitle, edit: Record<string, unknown>, label: string): StoredTitle {
  const next: StoredTitle = { ...stored };
  if (given(edit, 'title')) {
    const title = storedText(edit.title, `${label}: title`);
    if (title === null) throw validationError(DISH_REVIEW_EDIT_MESSAGES.titleRequired(label));
    // A title a person wrote is no placeholder any more.
    if (title !== stored.title) next.is_placeholder = false;
    next.title = title;
  }
  for (const [field, column] of Object.entries(TITLE_TEXT_FIELDS)) if (given(edit, field)) next[column] = storedText(edit[field], `${label}: ${field}`);
  if (given(edit, 'isEverywhereAvailable')) next.is_everywhere_available = edit.isEverywhereAvailable === true;
  next.hash = titleHashOf(next);
  return next;
}

/** The dish with the edit's fields applied (the others as stored). */
export function editedDish(stored: StoredDish, edit: Record<string, unknown>, label: string): StoredDish {
  const next: StoredDish = { ...stored };
  if (given(edit, 'name')) {
    const name = storedText(edit.name, `${label}: name`);
    if (name === null) throw validationError(DISH_REVIEW_EDIT_MESSAGES.nameRequired(label));
    next.name = name;
  }
  for (const [field, column] of Object.entries(DISH_TEXT_FIELDS)) if (given(edit, field)) next[column] = storedText(edit[field], `${label}: ${field}`);
  next.hash = dishHashOf(next);
  return next;
}

/** The titles' values written over the stored ones, one statement however many (dishReviewItemWrites.ts). */
export async function writeTitles(tx: Queryable, menuId: number, titles: readonly StoredTitle[]): Promise<void> {
  await updateItems(tx, menuId, TITLE_TABLE, titles);
}

/** The dishes' values written over the stored ones, one statement however many. */
export async function writeDishes(tx: Queryable, menuId: number, dishes: readonly StoredDish[]): Promise<void> {
  await updateItems(tx, menuId, DISH_TABLE, dishes);
}

export interface ItemEditsResult {
  /** Items whose stored values changed (an edit that repeats the stored values changes nothing). */
  changedTitleIds: number[];
  changedDishIds: number[];
}

function editsById<T extends { id: number }>(edits: readonly T[], stored: ReadonlyMap<number, { is_deleted: boolean }>, kind: 'Menu title' | 'Dish', menuId: number): void {
  const seen = new Set<number>();
  for (const edit of edits) {
    const item = stored.get(edit.id);
    if (!item) throw validationError(DISH_REVIEW_EDIT_MESSAGES.notOnMenu(kind, edit.id, menuId));
    if (item.is_deleted) throw validationError(DISH_REVIEW_EDIT_MESSAGES.deleted(kind, edit.id));
    if (seen.has(edit.id)) throw validationError(DISH_REVIEW_EDIT_MESSAGES.duplicate(kind, edit.id));
    seen.add(edit.id);
  }
}

/**
 * Applies the edits to the menu's stored items: every edit is checked first (an id of another menu, a deleted item, a
 * required field emptied), then only the items whose values changed are written, and the derived fields follow.
 */
export async function applyItemEdits(
  tx: Queryable,
  menuId: number,
  items: { titles: readonly StoredTitle[]; dishes: readonly StoredDish[] },
  edits: { titles: readonly TitleEdit[]; dishes: readonly DishEdit[] },
): Promise<ItemEditsResult> {
  const titlesById = new Map(items.titles.map((title) => [title.id, title]));
  const dishesById = new Map(items.dishes.map((dish) => [dish.id, dish]));
  editsById(edits.titles, titlesById, 'Menu title', menuId);
  editsById(edits.dishes, dishesById, 'Dish', menuId);
  const titles = edits.titles.map((edit) => editedTitle(titlesById.get(edit.id)!, edit, `Menu title ${edit.id}`)).filter((title) => !sameTitle(title, titlesById.get(title.id)!));
  const dishes = edits.dishes.map((edit) => editedDish(dishesById.get(edit.id)!, edit, `Dish ${edit.id}`)).filter((dish) => !sameDish(dish, dishesById.get(dish.id)!));
  await writeTitles(tx, menuId, titles);
  await writeDishes(tx, menuId, dishes);
  // A renamed title changes its dishes' paths.
  if (titles.length || dishes.length) await refreshDerivedFields(tx, menuId);
  return { changedTitleIds: titles.map((title) => title.id), changedDishIds: dishes.map((dish) => dish.id) };
}

const sameTitle = (a: StoredTitle, b: StoredTitle) => a.hash === b.hash && a.is_placeholder === b.is_placeholder;
const sameDish = (a: StoredDish, b: StoredDish) => a.hash === b.hash;
