// The menu data file's one builder (spec 2, sections 2.7, 2.12, 2.13 and 5): a menu's titles and dishes in the shape of
// domain/dishReviewSchemas.ts, read fresh from the server when a download is asked for (never from a page's cache, which
// holds one page of dishes, and never up front for a list's rows). The dish review download and upload check
// (features/dishReview/menuDataFile.ts) and the menus list's and menu page's download (features/menus/menuDataFile.ts)
// both read through here, so a file downloaded anywhere can be corrected and uploaded on the review page.
import { fetchQuery, graphql, type Environment } from 'react-relay';
import { DISH_FILE_FIELDS, MAX_DISH_PAGE_SIZE, MENU_TITLE_FILE_FIELDS, type DishFileItem, type MenuDataFile, type MenuTitleFileItem } from '../../../domain/dishReviewSchemas';
import type { menuDataFileTitlesAndDishesQuery, menuDataFileTitlesAndDishesQuery$data } from './__generated__/menuDataFileTitlesAndDishesQuery.graphql';

const query = graphql`
  query menuDataFileTitlesAndDishesQuery($id: ID!, $page: Int!, $pageSize: Int!, $withTitles: Boolean!) {
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

type Menu = NonNullable<menuDataFileTitlesAndDishesQuery$data['menu']>;
/** A title or dish as read: the file's fields, `databaseId` standing for `id`. */
export type MenuDataTitle = NonNullable<Menu['menuTitles']>[number];
export type MenuDataDish = Menu['dishes']['dishes'][number];

type Item = { readonly databaseId: number } & Readonly<Record<string, unknown>>;

/** The file's items: each entity's fields in the file's order, `id` being the databaseId, a missing field null. */
export function toMenuDataFile(titles: readonly Item[], dishes: readonly Item[]): MenuDataFile {
  const pick = <F extends string>(item: Item, fields: readonly F[]) =>
    Object.fromEntries(fields.map((field) => [field, field === 'id' ? item.databaseId : (item[field] ?? null)])) as Record<F, unknown>;
  return {
    menuTitles: titles.map((title) => pick(title, MENU_TITLE_FILE_FIELDS) as MenuTitleFileItem),
    dishes: dishes.map((dish) => pick(dish, DISH_FILE_FIELDS) as DishFileItem),
  };
}

/** Reads the menu's titles and every dish (page by page of the largest size), fresh from the server. */
export async function fetchMenuData(environment: Environment, menuId: number): Promise<MenuDataFile> {
  const titles: MenuDataTitle[] = [];
  const dishes: MenuDataDish[] = [];
  for (let page = 1; ; page += 1) {
    const data = await fetchQuery<menuDataFileTitlesAndDishesQuery>(
      environment,
      query,
      { id: String(menuId), page, pageSize: MAX_DISH_PAGE_SIZE, withTitles: page === 1 },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    if (!data?.menu) throw new Error(`Menu ${menuId} was not found.`);
    if (page === 1) titles.push(...(data.menu.menuTitles ?? []));
    dishes.push(...data.menu.dishes.dishes);
    if (data.menu.dishes.dishes.length === 0 || dishes.length >= data.menu.dishes.total) break;
  }
  return toMenuDataFile(titles, dishes);
}

/** The file's text, as every download writes it. */
export const menuDataFileText = (data: object): string => `${JSON.stringify(data, null, 2)}\n`;
