// Dish review's checks (spec 2, sections 2.7, 4, 5 and 8), shared by the SPA and the API: the menu data file's
// structure (download and upload share one shape), the identical-upload refusal, the rejection's comment and target
// statuses. The SPA checks before sending; the API runs the same checks and refuses with the same messages.
import * as yup from 'yup';
import { limitedText, MAX_TEXT_LENGTH } from './inputLimits';

export const DISH_REVIEW_MESSAGES = {
  invalidJsonFile: 'Invalid JSON file',
  invalidStructure: 'Invalid JSON format. Expected {menuTitles: [], dishes: []}',
  menuTitlesNotArray: 'menuTitles must be an array',
  dishesNotArray: 'dishes must be an array',
  identicalUpload: 'Uploaded data is identical to current data',
  uploaded: 'Menu data uploaded successfully',
  noDataToDownload: 'No menu data available for download',
  rejectionCommentRequired: 'Scraping rejection comment is required.',
  rejectMenuStatusRequired: 'Rejected menu status is required',
  rejectAssigneeRequired: 'Assignee is required',
  rejected: 'Reject menu',
} as const;

/** The fields each menu title of the file must have (spec 2, section 5), in the file's order. */
export const MENU_TITLE_FILE_FIELDS = ['id', 'menuId', 'parentId', 'title', 'description', 'diets', 'addons', 'miscInfo', 'allergens', 'nutritions', 'calories'] as const;
/** The fields each dish of the file must have (spec 2, section 5), in the file's order. */
export const DISH_FILE_FIELDS = ['id', 'menuId', 'menuTitleId', 'name', 'description', 'ingredients', 'price', 'diets', 'addons', 'miscInfo', 'allergens', 'nutritions', 'calories'] as const;

export type MenuTitleFileItem = Record<(typeof MENU_TITLE_FILE_FIELDS)[number], unknown>;
export type DishFileItem = Record<(typeof DISH_FILE_FIELDS)[number], unknown>;

/** The menu data file: downloaded from dish review, corrected, uploaded back. */
export interface MenuDataFile {
  menuTitles: MenuTitleFileItem[];
  dishes: DishFileItem[];
}

/** The nine dish filters (spec 2, sections 2.7 and 2.13), as DishFilters names them, with their labels. */
export const DISH_FILTER_FIELDS = [
  { field: 'name', label: 'Dish name' },
  { field: 'description', label: 'Description' },
  { field: 'calories', label: 'Calories' },
  { field: 'diets', label: 'Diets' },
  { field: 'addons', label: 'Addons' },
  { field: 'miscInfo', label: 'Misc info' },
  { field: 'allergens', label: 'Allergens' },
  { field: 'ingredients', label: 'Ingredients' },
  { field: 'nutritions', label: 'Nutritions' },
] as const;
export type DishFilterField = (typeof DISH_FILTER_FIELDS)[number]['field'];

/** A dish's editable text fields (DishEditInput), in the table's column order. */
export const DISH_EDIT_FIELDS = ['name', 'price', 'description', 'ingredients', 'calories', 'diets', 'addons', 'miscInfo', 'allergens', 'nutritions'] as const;
export type DishEditField = (typeof DISH_EDIT_FIELDS)[number];

export const DISH_REVIEW_STATUSES = ['APPROVED', 'FLAGGED', 'EXCLUDED'] as const;
export type DishReviewStatus = (typeof DISH_REVIEW_STATUSES)[number];

export const DISH_REVIEW_REJECT_MENU_STATUSES = ['REJECTED_NEW', 'REJECTED_RESCRAPE'] as const;
export type DishReviewRejectMenuStatus = (typeof DISH_REVIEW_REJECT_MENU_STATUSES)[number];

/** Default and largest page sizes of the dish review table (spec 2, section 9: 40; the largest keeps 5,000 dishes on one page). */
export const DISH_REVIEW_PAGE_SIZE = 40;
export const MAX_DISH_PAGE_SIZE = 5000;

export type UploadCheck = { ok: true; data: MenuDataFile } | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function missingField(items: unknown[], fields: readonly string[], kind: 'Menu title' | 'Dish'): string | null {
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index];
    if (!isRecord(item)) return `${kind} ${index + 1} must be an object`;
    const missing = fields.find((field) => !(field in item));
    if (missing) return `${kind} ${index + 1} must have ${missing}`;
  }
  return null;
}

/** The import structure check of spec 2, section 5, on parsed JSON: the first fault's message, or the file. */
export function checkMenuDataStructure(value: unknown): UploadCheck {
  if (!isRecord(value) || !('menuTitles' in value) || !('dishes' in value)) return { ok: false, message: DISH_REVIEW_MESSAGES.invalidStructure };
  if (!Array.isArray(value.menuTitles)) return { ok: false, message: DISH_REVIEW_MESSAGES.menuTitlesNotArray };
  const titleFault = missingField(value.menuTitles, MENU_TITLE_FILE_FIELDS, 'Menu title');
  if (titleFault) return { ok: false, message: titleFault };
  if (!Array.isArray(value.dishes)) return { ok: false, message: DISH_REVIEW_MESSAGES.dishesNotArray };
  const dishFault = missingField(value.dishes, DISH_FILE_FIELDS, 'Dish');
  if (dishFault) return { ok: false, message: dishFault };
  return { ok: true, data: { menuTitles: value.menuTitles as MenuTitleFileItem[], dishes: value.dishes as DishFileItem[] } };
}

/** A file's text: 'Invalid JSON file' when it does not parse, then the structure check. */
export function parseMenuDataFile(text: string): UploadCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: DISH_REVIEW_MESSAGES.invalidJsonFile };
  }
  return checkMenuDataStructure(value);
}

/** Only the fields the file carries, in a fixed order: what "identical" compares. */
function canonical(data: MenuDataFile): string {
  const pick = (item: Record<string, unknown>, fields: readonly string[]) => fields.map((field) => item[field] ?? null);
  return JSON.stringify([data.menuTitles.map((title) => pick(title, MENU_TITLE_FILE_FIELDS)), data.dishes.map((dish) => pick(dish, DISH_FILE_FIELDS))]);
}

/** The upload equals the current data, field by field and in order ('Uploaded data is identical to current data'). */
export function isIdenticalMenuData(uploaded: MenuDataFile, current: MenuDataFile): boolean {
  return canonical(uploaded) === canonical(current);
}

export const scrapingRejectionCommentSchema = limitedText('Comment', MAX_TEXT_LENGTH.comment).trim().required(DISH_REVIEW_MESSAGES.rejectionCommentRequired);

export const rejectHtmlMenuSchema = yup.object({
  rejectMenuStatus: yup.mixed<DishReviewRejectMenuStatus>().oneOf([...DISH_REVIEW_REJECT_MENU_STATUSES], DISH_REVIEW_MESSAGES.rejectMenuStatusRequired).required(DISH_REVIEW_MESSAGES.rejectMenuStatusRequired),
  assignedToUserId: yup.string().trim().required(DISH_REVIEW_MESSAGES.rejectAssigneeRequired),
  scrapingRejectedComment: scrapingRejectionCommentSchema,
});
