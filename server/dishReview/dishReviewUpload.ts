// A corrected menu data file uploaded on dish review (spec 2, sections 5 and 7: uploadedMenuTitlesData,
// uploadedDishesData). The server runs the SPA's checks again (domain/dishReviewSchemas.ts, the spec's messages) and
// then applies the file as the menu's new content: an item with an id of the menu is updated (a deleted one comes back),
// an item with a null id is created, and a live stored item the file leaves out is deleted (kept as a deleted row, as a
// scrape deletes, so a later run can restore it). The file's order is the menu's order.
import { randomUUID } from 'node:crypto';
import { checkMenuDataStructure, DISH_REVIEW_MESSAGES, isIdenticalMenuData, type MenuDataFile } from '../../domain/dishReviewSchemas';
import type { Queryable } from '../db/database';
import { validationError } from '../graphql/errors';
import { dishHashOf, storedText, titleHashOf } from './dishReviewEdits';
import { DISH_TABLE, insertItems, TITLE_TABLE, updateItems, type ItemTable } from './dishReviewItemWrites';
import type { StoredDish, StoredTitle } from '../menus/menuItemRows';
import { menuDataFileOf, refreshDerivedFields, titleChains } from './dishReviewItems';

export const DISH_REVIEW_UPLOAD_MESSAGES = {
  idNotOnMenu: (label: string, id: unknown, menuId: number) => `${label}: id ${String(id)} is not an item of menu ${menuId}`,
  idNotNumber: (label: string) => `${label}: id must be a number, or null for a new item`,
  duplicateId: (label: string, id: number) => `${label}: id ${id} appears more than once in the file`,
  wrongMenu: (label: string, menuId: number) => `${label}: menuId must be ${menuId} (the task's menu)`,
  unknownParent: (label: string, id: unknown) => `${label}: parentId ${String(id)} is not a menu title of the file`,
  unknownTitle: (label: string, id: unknown) => `${label}: menuTitleId ${String(id)} is not a menu title of the file`,
  parentCycle: (label: string) => `${label}: parentId makes the title its own ancestor`,
  titleRequired: (label: string) => `${label}: title is required`,
  nameRequired: (label: string) => `${label}: name is required`,
} as const;

/** The uploaded pair as one file ({ menuTitles, dishes }); an argument left out is missing from the file. */
export function uploadedFileOf(args: { uploadedMenuTitlesData?: unknown; uploadedDishesData?: unknown }): unknown | null {
  const hasTitles = args.uploadedMenuTitlesData !== undefined && args.uploadedMenuTitlesData !== null;
  const hasDishes = args.uploadedDishesData !== undefined && args.uploadedDishesData !== null;
  if (!hasTitles && !hasDishes) return null;
  return { ...(hasTitles ? { menuTitles: args.uploadedMenuTitlesData } : {}), ...(hasDishes ? { dishes: args.uploadedDishesData } : {}) };
}

export interface UploadResult {
  createdTitleIds: number[];
  updatedTitleIds: number[];
  deletedTitleIds: number[];
  createdDishIds: number[];
  updatedDishIds: number[];
  deletedDishIds: number[];
}

type Kind = 'Menu title' | 'Dish';

function fileId(value: unknown, label: string): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw validationError(DISH_REVIEW_UPLOAD_MESSAGES.idNotNumber(label));
  return value;
}

/** The file's ids checked against the stored items of the menu: each an item of this menu, each once. */
function checkIds(items: readonly Record<string, unknown>[], kind: Kind, stored: ReadonlyMap<number, unknown>, menuId: number): (number | null)[] {
  const seen = new Set<number>();
  return items.map((item, index) => {
    const label = `${kind} ${index + 1}`;
    const id = fileId(item.id, label);
    if (item.menuId !== menuId) throw validationError(DISH_REVIEW_UPLOAD_MESSAGES.wrongMenu(label, menuId));
    if (id === null) return null;
    if (!stored.has(id)) throw validationError(DISH_REVIEW_UPLOAD_MESSAGES.idNotOnMenu(label, id, menuId));
    if (seen.has(id)) throw validationError(DISH_REVIEW_UPLOAD_MESSAGES.duplicateId(label, id));
    seen.add(id);
    return id;
  });
}

/** The file's title tree: parent ids among the file's titles with an id, and no title its own ancestor. */
function checkTitleTree(file: MenuDataFile, ids: readonly (number | null)[]): void {
  const parentOf = new Map<number, number | null>();
  file.menuTitles.forEach((title, index) => {
    const label = `Menu title ${index + 1}`;
    const parentId = title.parentId;
    if (parentId !== null && (typeof parentId !== 'number' || !ids.includes(parentId))) throw validationError(DISH_REVIEW_UPLOAD_MESSAGES.unknownParent(label, parentId));
    if (ids[index] !== null) parentOf.set(ids[index]!, parentId as number | null);
  });
  file.menuTitles.forEach((_title, index) => {
    const start = ids[index];
    if (start === null) return;
    const seen = new Set<number>([start]);
    for (let at = parentOf.get(start) ?? null; at !== null; at = parentOf.get(at) ?? null) {
      if (seen.has(at)) throw validationError(DISH_REVIEW_UPLOAD_MESSAGES.parentCycle(`Menu title ${index + 1}`));
      seen.add(at);
    }
  });
}

function titleFromFile(item: Record<string, unknown>, stored: StoredTitle | undefined, menuId: number, position: number, label: string): StoredTitle {
  const title = storedText(item.title, `${label}: title`);
  if (title === null) throw validationError(DISH_REVIEW_UPLOAD_MESSAGES.titleRequired(label));
  const row: StoredTitle = {
    id: stored?.id ?? 0,
    menu_id: menuId,
    parent_id: item.parentId as number | null,
    position,
    title,
    description: storedText(item.description, `${label}: description`),
    calories: storedText(item.calories, `${label}: calories`),
    diets: storedText(item.diets, `${label}: diets`),
    addons: storedText(item.addons, `${label}: addons`),
    misc_info: storedText(item.miscInfo, `${label}: miscInfo`),
    allergens: storedText(item.allergens, `${label}: allergens`),
    nutritions: storedText(item.nutritions, `${label}: nutritions`),
    // Not in the file: kept as stored (a new title is not available everywhere); a changed title is no placeholder.
    is_everywhere_available: stored?.is_everywhere_available ?? false,
    is_placeholder: stored ? stored.is_placeholder && stored.title === title : false,
    is_deleted: false,
    hash: '',
  };
  row.hash = titleHashOf(row);
  return row;
}

function dishFromFile(item: Record<string, unknown>, stored: StoredDish | undefined, menuId: number, position: number, label: string): StoredDish {
  const name = storedText(item.name, `${label}: name`);
  if (name === null) throw validationError(DISH_REVIEW_UPLOAD_MESSAGES.nameRequired(label));
  const row: StoredDish = {
    id: stored?.id ?? 0,
    menu_id: menuId,
    menu_title_id: item.menuTitleId as number | null,
    position,
    name,
    description: storedText(item.description, `${label}: description`),
    ingredients: storedText(item.ingredients, `${label}: ingredients`),
    price: storedText(item.price, `${label}: price`),
    calories: storedText(item.calories, `${label}: calories`),
    diets: storedText(item.diets, `${label}: diets`),
    addons: storedText(item.addons, `${label}: addons`),
    misc_info: storedText(item.miscInfo, `${label}: miscInfo`),
    allergens: storedText(item.allergens, `${label}: allergens`),
    nutritions: storedText(item.nutritions, `${label}: nutritions`),
    is_corrupt: stored?.is_corrupt ?? false,
    is_deleted: false,
    hash: '',
  };
  row.hash = dishHashOf(row);
  return row;
}

/** A key no scrape gives (scrape keys are title paths), unique per menu: the created item's identity across runs. */
const reviewKey = () => `~review~${randomUUID()}`;

/**
 * The file's items of one kind written, set-based (dishReviewItemWrites.ts): the items with a stored id whole in one
 * statement (values, place, parent, back from deleted: then RESTORED), those without created in another (CREATED, a
 * review key each, ids answered in the file's order).
 */
async function writeFileItems<T extends StoredTitle | StoredDish>(
  tx: Queryable,
  menuId: number,
  rows: readonly T[],
  how: ItemTable<T>,
  pathOf?: (row: T) => string[],
): Promise<{ updated: T[]; createdIds: number[] }> {
  const updated = rows.filter((row) => row.id !== 0);
  await updateItems(tx, menuId, how, updated, { place: true, paths: pathOf && updated.map(pathOf) });
  const created = rows.filter((row) => row.id === 0);
  const createdIds = await insertItems(tx, menuId, how, created, created.map(() => reviewKey()), { paths: pathOf && created.map(pathOf) });
  return { updated, createdIds };
}

/**
 * Each dish's title path once the file is applied: the menu's live titles are then exactly the file's, and a dish's
 * title is one with an id (a new title has none to point at). Written with the dishes, so that refreshDerivedFields,
 * which still checks every path by the same rule (titleChains), has none to rewrite.
 */
function dishPathsAfter(titles: readonly StoredTitle[]): (dish: StoredDish) => string[] {
  const stored = titles.filter((title) => title.id !== 0);
  const chain = titleChains(stored);
  const titleOf = new Map(stored.map((title) => [title.id, title.title]));
  return (dish) => chain(dish.menu_title_id).map((id) => titleOf.get(id)!);
}

/**
 * Checks the uploaded file and applies it. Refusals, in order: the structure (the spec's messages), the file equal to
 * the stored data ('Uploaded data is identical to current data'), then each item (ids of this menu, the task's menu,
 * parents and titles among the file's titles, required title and name). Nothing is written before every check passed.
 */
export async function applyUploadedMenuData(
  tx: Queryable,
  menuId: number,
  items: { titles: readonly StoredTitle[]; dishes: readonly StoredDish[] },
  uploaded: unknown,
): Promise<UploadResult> {
  const checked = checkMenuDataStructure(uploaded);
  if (!checked.ok) throw validationError(checked.message);
  const file = checked.data;
  if (isIdenticalMenuData(file, menuDataFileOf(items))) throw validationError(DISH_REVIEW_MESSAGES.identicalUpload);

  const storedTitles = new Map(items.titles.map((title) => [title.id, title]));
  const storedDishes = new Map(items.dishes.map((dish) => [dish.id, dish]));
  const titleIds = checkIds(file.menuTitles, 'Menu title', storedTitles, menuId);
  const dishIds = checkIds(file.dishes, 'Dish', storedDishes, menuId);
  checkTitleTree(file, titleIds);
  file.dishes.forEach((dish, index) => {
    const titleId = dish.menuTitleId;
    if (titleId !== null && (typeof titleId !== 'number' || !titleIds.includes(titleId))) throw validationError(DISH_REVIEW_UPLOAD_MESSAGES.unknownTitle(`Dish ${index + 1}`, titleId));
  });
  const titles = file.menuTitles.map((item, index) => titleFromFile(item, titleIds[index] === null ? undefined : storedTitles.get(titleIds[index]!), menuId, index, `Menu title ${index + 1}`));
  const dishes = file.dishes.map((item, index) => dishFromFile(item, dishIds[index] === null ? undefined : storedDishes.get(dishIds[index]!), menuId, index, `Dish ${index + 1}`));

  const titleWrites = await writeFileItems(tx, menuId, titles, TITLE_TABLE);
  const dishWrites = await writeFileItems(tx, menuId, dishes, DISH_TABLE, dishPathsAfter(titles));
  const updatedTitles = titleWrites.updated;
  const updatedDishes = dishWrites.updated;
  const createdTitleIds = titleWrites.createdIds;
  const createdDishIds = dishWrites.createdIds;

  // What the file leaves out is deleted, as a scrape deletes (the row kept: a later run may restore it).
  const keptTitles = new Set(titleIds.filter((id): id is number => id !== null));
  const keptDishes = new Set(dishIds.filter((id): id is number => id !== null));
  const deletedTitleIds = items.titles.filter((title) => !title.is_deleted && !keptTitles.has(title.id)).map((title) => title.id);
  const deletedDishIds = items.dishes.filter((dish) => !dish.is_deleted && !keptDishes.has(dish.id)).map((dish) => dish.id);
  if (deletedTitleIds.length) {
    await tx.query("UPDATE menu_titles SET is_deleted = true, change_status = 'DELETED', modified_date = now() WHERE id = ANY($1::int[])", [deletedTitleIds]);
  }
  if (deletedDishIds.length) {
    await tx.query("UPDATE dishes SET is_deleted = true, change_status = 'DELETED', modified_date = now() WHERE id = ANY($1::int[])", [deletedDishIds]);
  }
  await refreshDerivedFields(tx, menuId);

  const wasChanged = <T extends StoredTitle | StoredDish>(row: T, stored: T | undefined) =>
    !stored || stored.is_deleted || stored.hash !== row.hash || stored.position !== row.position || JSON.stringify(parentOf(stored)) !== JSON.stringify(parentOf(row));
  return {
    createdTitleIds,
    updatedTitleIds: updatedTitles.filter((title) => wasChanged(title, storedTitles.get(title.id))).map((title) => title.id),
    deletedTitleIds,
    createdDishIds,
    updatedDishIds: updatedDishes.filter((dish) => wasChanged(dish, storedDishes.get(dish.id))).map((dish) => dish.id),
    deletedDishIds,
  };
}

const parentOf = (row: StoredTitle | StoredDish) => ('parent_id' in row ? row.parent_id : row.menu_title_id);
