// The dish review's JSON download and upload (spec 2, sections 2.7 and 5): the menu's titles and dishes in the file shape
// of domain/dishReviewSchemas.ts, read fresh from the server (never from the page's cache, which holds one page).
// Pure parts (toMenuDataFile, checkUpload) are tested; the reads are the editor's.
import { fetchQuery, graphql, type Environment } from 'react-relay';
import {
  DISH_FILE_FIELDS,
  DISH_REVIEW_MESSAGES,
  isIdenticalMenuData,
  MAX_DISH_PAGE_SIZE,
  MENU_TITLE_FILE_FIELDS,
  parseMenuDataFile,
  type DishFileItem,
  type MenuDataFile,
  type MenuTitleFileItem,
  type UploadCheck,
} from '../../../domain/dishReviewSchemas';
import { downloadJson } from '../brands/scrapingInstructionsFile';
import type { menuDataFileDishReviewQuery, menuDataFileDishReviewQuery$data } from './__generated__/menuDataFileDishReviewQuery.graphql';

const query = graphql`
  query menuDataFileDishReviewQuery($id: ID!, $page: Int!, $pageSize: Int!, $withTitles: Boolean!) {
    menu(id: $id) {
      databaseId
      menuTitles @include(if: $withTitles) {
        databaseId
        menuId
        parentId
        title
        description
        diets
        addons
        miscInfo
        allergens
        nutritions
        calories
      }
      dishes(page: $page, pageSize: $pageSize) {
        total
        dishes {
          databaseId
          menuId
          menuTitleId
          name
          description
          ingredients
          price
          diets
          addons
          miscInfo
          allergens
          nutritions
          calories
        }
      }
    }
  }
`;

type Menu = NonNullable<menuDataFileDishReviewQuery$data['menu']>;
type Title = NonNullable<Menu['menuTitles']>[number];
type Dish = Menu['dishes']['dishes'][number];

/** The file's items: each entity's fields in the file's order, `id` being the databaseId. */
export function toMenuDataFile(titles: readonly Title[], dishes: readonly Dish[]): MenuDataFile {
  const pick = <F extends string>(item: Record<string, unknown>, fields: readonly F[]) =>
    Object.fromEntries(fields.map((field) => [field, field === 'id' ? item.databaseId : (item[field] ?? null)])) as Record<F, unknown>;
  return {
    menuTitles: titles.map((title) => pick(title, MENU_TITLE_FILE_FIELDS) as MenuTitleFileItem),
    dishes: dishes.map((dish) => pick(dish, DISH_FILE_FIELDS) as DishFileItem),
  };
}

/** Reads the menu's titles and every dish (page by page of the largest size), fresh from the server. */
export async function fetchMenuData(environment: Environment, menuId: number): Promise<MenuDataFile> {
  const titles: Title[] = [];
  const dishes: Dish[] = [];
  for (let page = 1; ; page += 1) {
    const data = await fetchQuery<menuDataFileDishReviewQuery>(environment, query, { id: String(menuId), page, pageSize: MAX_DISH_PAGE_SIZE, withTitles: page === 1 }, { fetchPolicy: 'network-only' }).toPromise();
    if (!data?.menu) throw new Error(`Menu ${menuId} was not found.`);
    if (page === 1) titles.push(...(data.menu.menuTitles ?? []));
    dishes.push(...data.menu.dishes.dishes);
    if (data.menu.dishes.dishes.length === 0 || dishes.length >= data.menu.dishes.total) break;
  }
  return toMenuDataFile(titles, dishes);
}

export const dishReviewFileName = (menuId: number) => `menu-${menuId}-dishes.json`;

export type DownloadOutcome = { ok: true } | { ok: false; message: string };

/** The download: 'No menu data available for download' when the menu has no titles and no dishes. */
export async function downloadMenuData(environment: Environment, menuId: number): Promise<DownloadOutcome> {
  const data = await fetchMenuData(environment, menuId);
  if (data.menuTitles.length === 0 && data.dishes.length === 0) return { ok: false, message: DISH_REVIEW_MESSAGES.noDataToDownload };
  downloadJson(dishReviewFileName(menuId), `${JSON.stringify(data, null, 2)}\n`);
  return { ok: true };
}

/** The upload's checks in the spec's order: JSON, structure, then different from the current data. */
export function checkUpload(text: string, current: MenuDataFile): UploadCheck {
  const parsed = parseMenuDataFile(text);
  if (!parsed.ok) return parsed;
  if (isIdenticalMenuData(parsed.data, current)) return { ok: false, message: DISH_REVIEW_MESSAGES.identicalUpload };
  return parsed;
}
