// The nine dish filters (spec 2, sections 2.7 and 2.13; DishFilters): each keeps the dishes whose field contains the
// text, case-insensitive. The text is matched literally: % _ and \ typed by a person are escaped, never wildcards.
// Filters run inside one menu (through dishes_menu_position_idx), so a menu's few thousand rows are scanned, not the
// table: no trigram index is needed (scripts/benchDishReview.ts measures it).
import { DISH_FILTER_FIELDS, type DishFilterField } from '../../domain/dishReviewSchemas';

export type DishFilterValues = Partial<Record<DishFilterField, string | null>>;

/** The dishes column of each filter. */
export const DISH_FILTER_COLUMNS: Record<DishFilterField, string> = {
  name: 'name',
  description: 'description',
  calories: 'calories',
  diets: 'diets',
  addons: 'addons',
  miscInfo: 'misc_info',
  allergens: 'allergens',
  ingredients: 'ingredients',
  nutritions: 'nutritions',
};

/** A LIKE pattern that matches `text` anywhere, literally (backslash is LIKE's default escape character). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The filters that have text (blank ones are no filter), trimmed. */
export function activeDishFilters(filters: DishFilterValues | null | undefined): [DishFilterField, string][] {
  if (!filters) return [];
  return DISH_FILTER_FIELDS.flatMap(({ field }) => {
    const text = filters[field]?.trim();
    return text ? [[field, text] as [DishFilterField, string]] : [];
  });
}

/**
 * SQL conditions (to AND together) for the active filters, their patterns appended to `params`. `expressionOf` says
 * where a field's text is: a column of dishes (the default, with the alias) or a key of a change's JSON.
 */
export function dishFilterConditions(
  filters: DishFilterValues | null | undefined,
  params: unknown[],
  expressionOf: (field: DishFilterField) => string = (field) => `d.${DISH_FILTER_COLUMNS[field]}`,
): string[] {
  return activeDishFilters(filters).map(([field, text]) => {
    params.push(containsPattern(text));
    return `${expressionOf(field)} ILIKE $${params.length}`;
  });
}
