// The dish review's JSON download and upload (spec 2, sections 2.7 and 5): the menu's titles and dishes in the file shape
// of domain/dishReviewSchemas.ts, read fresh from the server (never from the page's cache, which holds one page).
// Pure parts (toMenuDataFile, checkUpload) are tested; the reads are the editor's. The reading and the file's shape are
// features/menuItems/menuDataFile.ts's, shared with the menus list's and menu page's download.
import type { Environment } from 'react-relay';
import { DISH_REVIEW_MESSAGES, isIdenticalMenuData, parseMenuDataFile, type MenuDataFile, type UploadCheck } from '../../../domain/dishReviewSchemas';
import { downloadJson } from '../brands/scrapingInstructionsFile';
import { fetchMenuData, menuDataFileText, toMenuDataFile } from '../menuItems/menuDataFile';

export { fetchMenuData, toMenuDataFile };

export const dishReviewFileName = (menuId: number) => `menu-${menuId}-dishes.json`;

export type DownloadOutcome = { ok: true } | { ok: false; message: string };

/** The download: 'No menu data available for download' when the menu has no titles and no dishes. */
export async function downloadMenuData(environment: Environment, menuId: number): Promise<DownloadOutcome> {
  const data = await fetchMenuData(environment, menuId);
  if (data.menuTitles.length === 0 && data.dishes.length === 0) return { ok: false, message: DISH_REVIEW_MESSAGES.noDataToDownload };
  downloadJson(dishReviewFileName(menuId), menuDataFileText(data));
  return { ok: true };
}

/** The upload's checks in the spec's order: JSON, structure, then different from the current data. */
export function checkUpload(text: string, current: MenuDataFile): UploadCheck {
  const parsed = parseMenuDataFile(text);
  if (!parsed.ok) return parsed;
  if (isIdenticalMenuData(parsed.data, current)) return { ok: false, message: DISH_REVIEW_MESSAGES.identicalUpload };
  return parsed;
}
