// The reviewer's in-place edits, kept by the editor until saved (spec 2, section 2.2: no lost edits): per dish and per
// menu title, only the fields that differ from what is stored. Edits survive paging and filtering (they are keyed by
// databaseId, not by row), so changing page never drops them; save and done send them as dishesData / menuTitlesData.
import type { DishEditField } from '../../../domain/dishReviewSchemas';

export const TITLE_EDIT_FIELDS = ['title', 'isEverywhereAvailable'] as const;
export type TitleEditField = (typeof TITLE_EDIT_FIELDS)[number];

export type DishFieldEdits = Partial<Record<DishEditField, string>>;
export interface TitleFieldEdits {
  title?: string;
  isEverywhereAvailable?: boolean;
}

export interface ReviewEdits {
  dishes: ReadonlyMap<number, DishFieldEdits>;
  titles: ReadonlyMap<number, TitleFieldEdits>;
}

export const NO_EDITS: ReviewEdits = { dishes: new Map(), titles: new Map() };

const normalise = (value: string | null | undefined) => (value ?? '').trim();

/**
 * The edits after a dish's field was set to `value`; `stored` is the field's stored value. Setting it back to what is
 * stored removes the edit (so an undone change does not count as unsaved).
 */
export function editDish(edits: ReviewEdits, dishId: number, field: DishEditField, value: string, stored: string | null | undefined): ReviewEdits {
  const dishes = new Map(edits.dishes);
  const current: DishFieldEdits = { ...(dishes.get(dishId) ?? {}) };
  if (normalise(value) === normalise(stored)) delete current[field];
  else current[field] = value.trim();
  if (Object.keys(current).length === 0) dishes.delete(dishId);
  else dishes.set(dishId, current);
  return { ...edits, dishes };
}

export function editTitle<F extends TitleEditField>(edits: ReviewEdits, titleId: number, field: F, value: NonNullable<TitleFieldEdits[F]>, stored: TitleFieldEdits[F] | null): ReviewEdits {
  const titles = new Map(edits.titles);
  const current: TitleFieldEdits = { ...(titles.get(titleId) ?? {}) };
  const same = typeof value === 'string' ? normalise(value) === normalise(stored as string | null | undefined) : value === stored;
  if (same) delete current[field];
  else current[field] = (typeof value === 'string' ? value.trim() : value) as TitleFieldEdits[F];
  if (Object.keys(current).length === 0) titles.delete(titleId);
  else titles.set(titleId, current);
  return { ...edits, titles };
}

export const editCount = (edits: ReviewEdits): number => edits.dishes.size + edits.titles.size;
export const hasEdits = (edits: ReviewEdits): boolean => editCount(edits) > 0;

export interface ReviewVariables {
  menuId: number;
  dishesData?: Array<{ id: number } & DishFieldEdits>;
  menuTitlesData?: Array<{ id: number } & TitleFieldEdits>;
}

/** The save/done variables beyond id and expectedModifiedDate: the menu and the edited items, in id order. */
export function reviewPayload(menuId: number, edits: ReviewEdits): ReviewVariables {
  const dishesData = [...edits.dishes.entries()].sort(([a], [b]) => a - b).map(([id, fields]) => ({ id, ...fields }));
  const menuTitlesData = [...edits.titles.entries()].sort(([a], [b]) => a - b).map(([id, fields]) => ({ id, ...fields }));
  const variables: ReviewVariables = { menuId };
  if (dishesData.length) variables.dishesData = dishesData;
  if (menuTitlesData.length) variables.menuTitlesData = menuTitlesData;
  return variables;
}

/** 'Changed only' is on by default when there is an approved run to compare with and something changed since. */
export function defaultChangedOnly(difference: { hasBaseline: boolean; changedDishCount: number }): boolean {
  return difference.hasBaseline && difference.changedDishCount > 0;
}

/** The review-by-difference banner's sentence. */
export function reviewDifferenceText(difference: { hasBaseline: boolean; changedDishCount: number; dishCount: number }): string {
  if (!difference.hasBaseline) return `First review: no approved run to compare with, all ${difference.dishCount} ${difference.dishCount === 1 ? 'dish is' : 'dishes are'} new.`;
  if (difference.changedDishCount === 0) return `No dish changed since the last approved run (${difference.dishCount} ${difference.dishCount === 1 ? 'dish' : 'dishes'}).`;
  return `${difference.changedDishCount} of ${difference.dishCount} ${difference.dishCount === 1 ? 'dish' : 'dishes'} changed since the last approved run`;
}
