// The dish table's columns (spec 2, sections 2.7 and 9: 3000 px wide): the dish's fields, the title path, the change
// status and the review status. Editable columns are DishEditInput's fields.
import type { DishEditField } from '../../../domain/dishReviewSchemas';

export type DishColumnKey = DishEditField | 'menuTitlePath' | 'change' | 'reviewStatus';

export interface DishColumn {
  key: DishColumnKey;
  label: string;
  width: number;
  editable: boolean;
}

export const DISH_TABLE_WIDTH = 3000;
export const SELECT_COLUMN_WIDTH = 44;

export const DISH_COLUMNS: readonly DishColumn[] = [
  { key: 'name', label: 'Name', width: 280, editable: true },
  { key: 'price', label: 'Price', width: 100, editable: true },
  { key: 'description', label: 'Description', width: 400, editable: true },
  { key: 'ingredients', label: 'Ingredients', width: 300, editable: true },
  { key: 'calories', label: 'Calories', width: 110, editable: true },
  { key: 'diets', label: 'Diets', width: 170, editable: true },
  { key: 'addons', label: 'Addons', width: 220, editable: true },
  { key: 'miscInfo', label: 'Misc info', width: 220, editable: true },
  { key: 'allergens', label: 'Allergens', width: 200, editable: true },
  { key: 'nutritions', label: 'Nutritions', width: 220, editable: true },
  { key: 'menuTitlePath', label: 'Menu title', width: 250, editable: false },
  { key: 'change', label: 'Change', width: 340, editable: false },
  { key: 'reviewStatus', label: 'Review status', width: 0, editable: false },
];

/** CSS grid columns: fixed widths, the last column takes what is left of the 3000 px. */
export function dishGridTemplate(selectable: boolean): string {
  const widths = DISH_COLUMNS.map((column, index) => (index === DISH_COLUMNS.length - 1 ? 'minmax(120px, 1fr)' : `${column.width}px`));
  return [selectable ? `${SELECT_COLUMN_WIDTH}px` : null, ...widths].filter(Boolean).join(' ');
}

export const REVIEW_STATUS_LABELS: Record<string, { label: string; color: 'success' | 'warning' | 'subtle' }> = {
  APPROVED: { label: 'Approved', color: 'success' },
  FLAGGED: { label: 'Flagged', color: 'warning' },
  EXCLUDED: { label: 'Excluded', color: 'subtle' },
};
