// The save payload of dish review (saveDishReviewTask, resolveDishReviewTask): the edits in place first, then the
// uploaded file, which is compared with (and replaces) the data as the edits left it. Answers what changed, for the
// task's history event.
import type { Queryable } from '../db/database';
import { validationError } from '../graphql/errors';
import { applyItemEdits, type DishEdit, type TitleEdit } from './dishReviewEdits';
import { storedItems, type ReviewedMenu } from './dishReviewItems';
import { applyUploadedMenuData, uploadedFileOf, type UploadResult } from './dishReviewUpload';

export interface DishReviewSaveInput {
  menuId?: unknown;
  menuTitlesData?: unknown;
  dishesData?: unknown;
  uploadedMenuTitlesData?: unknown;
  uploadedDishesData?: unknown;
}

export interface DishReviewChanges {
  menuId: number;
  editedTitleIds: number[];
  editedDishIds: number[];
  upload: UploadResult | null;
}

export const menuIdMismatch = (menuId: number) => `menuId must be ${menuId}, the menu of this dish review task`;

export async function saveDishReviewData(tx: Queryable, menu: ReviewedMenu, input: DishReviewSaveInput): Promise<DishReviewChanges> {
  if (input.menuId !== undefined && input.menuId !== null && Number(input.menuId) !== menu.id) throw validationError(menuIdMismatch(menu.id), 'menuId');
  const titleEdits = (input.menuTitlesData ?? []) as TitleEdit[];
  const dishEdits = (input.dishesData ?? []) as DishEdit[];
  const uploaded = uploadedFileOf(input);
  let edited = { changedTitleIds: [] as number[], changedDishIds: [] as number[] };
  if (titleEdits.length || dishEdits.length) edited = await applyItemEdits(tx, menu.id, await storedItems(tx, menu.id), { titles: titleEdits, dishes: dishEdits });
  const upload = uploaded === null ? null : await applyUploadedMenuData(tx, menu.id, await storedItems(tx, menu.id), uploaded);
  return { menuId: menu.id, editedTitleIds: edited.changedTitleIds, editedDishIds: edited.changedDishIds, upload };
}
