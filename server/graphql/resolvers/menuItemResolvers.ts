// A menu's titles and dishes as the dish review and the menu detail read them (spec 2, sections 2.7, 2.13 and 2.14):
// the dish list (section, filters, review by difference, a run's colours), the run selector, one run's changes, what
// changed since approval, the debug viewers' data, and the MenuTitle / Dish fields. Thin: server/menus/ and
// server/scraping/ answer; Menu is reached through operations that already checked menu.get or dishReviewTask.get.
import DataLoader from 'dataloader';
import { DISH_REVIEW_PAGE_SIZE } from '../../../domain/dishReviewSchemas';
import { fileStoreOf } from '../../files/fileStoreOf';
import type { DishFilterValues } from '../../menus/dishFilters';
import { changesSinceApprovalOfDishes, itemChanges, reviewDifference, scrapingRuns, type MenuItemChangeView } from '../../menus/menuItemChanges';
import { dishPage, dishPageArgs } from '../../menus/menuItemQueries';
import type { DishRow, MenuTitleRow } from '../../menus/menuItemRows';
import { dishesSinceApproval, type DishesSinceApproval, type MenuItemKind } from '../../menus/sinceApproval';
import { menuDebugData } from '../../scraping/debugData';
import type { GraphQLContext } from '../context';
import { toGlobalId } from '../globalIds';

type Context = GraphQLContext;
type None = Record<string, never>;
type MenuParent = { id: number };

/** The Changes tab's page size (spec 2, section 2.13: the menu detail's lists default to 10). */
const ITEM_CHANGES_PAGE_SIZE = 10;

interface DishesArgs {
  menuTitleId?: number | null;
  includeChildTitles?: boolean | null;
  filters?: DishFilterValues | null;
  changedOnly?: boolean | null;
  jobId?: number | null;
  page?: number | null;
  pageSize?: number | null;
}

interface ItemChangesArgs {
  jobId?: number | null;
  itemKind?: MenuItemKind | null;
  changeStatuses?: string[] | null;
  filters?: DishFilterValues | null;
  page?: number | null;
  pageSize?: number | null;
}

/** The menu's dishes changed since approval, read once per request (the list, its counts, the difference, each dish). */
const SINCE_APPROVAL = new WeakMap<Context, Map<number, Promise<DishesSinceApproval>>>();

function sinceApprovalOf(context: Context, menuId: number): Promise<DishesSinceApproval> {
  let byMenu = SINCE_APPROVAL.get(context);
  if (!byMenu) SINCE_APPROVAL.set(context, (byMenu = new Map()));
  let since = byMenu.get(menuId);
  if (!since) byMenu.set(menuId, (since = dishesSinceApproval(context.db, menuId)));
  return since;
}

/** Dish.changeSinceApproval for every dish of a response in one query per menu (a page of 40, or of 5000). */
const CHANGE_LOADERS = new WeakMap<Context, DataLoader<DishRow, MenuItemChangeView | null, number>>();

function changeSinceApprovalLoader(context: Context) {
  let loader = CHANGE_LOADERS.get(context);
  if (!loader) {
    loader = new DataLoader<DishRow, MenuItemChangeView | null, number>(
      async (dishes) => {
        const byMenu = new Map<number, number[]>();
        for (const dish of dishes) byMenu.set(dish.menu_id, [...(byMenu.get(dish.menu_id) ?? []), dish.id]);
        const changes = new Map<number, MenuItemChangeView>();
        for (const [menuId, ids] of byMenu) {
          for (const [id, change] of await changesSinceApprovalOfDishes(context.db, menuId, ids, await sinceApprovalOf(context, menuId))) changes.set(id, change);
        }
        return dishes.map((dish) => changes.get(dish.id) ?? null);
      },
      { cacheKeyFn: (dish) => dish.id, maxBatchSize: 5000 },
    );
    CHANGE_LOADERS.set(context, loader);
  }
  return loader;
}

/** Dish.changeSinceApproval of the dishes a Menu.dishes page read, by row object (other paths use the loader). */
const PAGE_CHANGES = new WeakMap<DishRow, MenuItemChangeView | null>();

export const menuItemTypeResolvers = {
  Menu: {
    dishes: async (menu: MenuParent, args: DishesArgs, context: Context) => {
      const sinceApproval = await sinceApprovalOf(context, menu.id);
      const page = await dishPage(context.db, {
        menuId: menu.id,
        menuTitleId: args.menuTitleId ?? null,
        includeChildTitles: args.includeChildTitles === true,
        filters: args.filters ?? null,
        changedOnly: args.changedOnly === true,
        jobId: args.jobId ?? null,
        ...dishPageArgs(args.page, args.pageSize, DISH_REVIEW_PAGE_SIZE),
        sinceApproval,
      });
      // The page's changes since approval, read here in one query (none when no dish on it changed) and answered
      // synchronously per dish: a promise per dish made a 5,000-dish page about twice as slow to execute.
      const changes = await changesSinceApprovalOfDishes(context.db, menu.id, page.dishes.map((dish) => dish.id), sinceApproval);
      for (const dish of page.dishes) PAGE_CHANGES.set(dish, changes.get(dish.id) ?? null);
      return page;
    },
    scrapingRuns: (menu: MenuParent, _args: None, { db }: Context) => scrapingRuns(db, menu.id),
    itemChanges: (menu: MenuParent, args: ItemChangesArgs, { db }: Context) =>
      itemChanges(db, {
        menuId: menu.id,
        jobId: args.jobId ?? null,
        itemKind: args.itemKind ?? null,
        changeStatuses: args.changeStatuses ?? null,
        filters: args.filters ?? null,
        ...dishPageArgs(args.page, args.pageSize, ITEM_CHANGES_PAGE_SIZE),
      }),
    reviewDifference: async (menu: MenuParent, _args: None, context: Context) => reviewDifference(context.db, menu.id, await sinceApprovalOf(context, menu.id)),
    debugData: (menu: MenuParent, _args: None, { db, config }: Context) => menuDebugData(db, fileStoreOf(config), menu.id),
  },
  MenuTitle: {
    id: (title: MenuTitleRow) => toGlobalId('MenuTitle', title.id),
    databaseId: (title: MenuTitleRow) => title.id,
    menuId: (title: MenuTitleRow) => title.menu_id,
    parentId: (title: MenuTitleRow) => title.parent_id,
    miscInfo: (title: MenuTitleRow) => title.misc_info,
    isEverywhereAvailable: (title: MenuTitleRow) => title.is_everywhere_available,
    isPlaceholder: (title: MenuTitleRow) => title.is_placeholder,
    isDeleted: (title: MenuTitleRow) => title.is_deleted,
    changeStatus: (title: MenuTitleRow) => title.change_status,
    dishCount: (title: MenuTitleRow) => title.dish_count,
    childDishCount: (title: MenuTitleRow) => title.child_dish_count,
  },
  Dish: {
    id: (dish: DishRow) => toGlobalId('Dish', dish.id),
    databaseId: (dish: DishRow) => dish.id,
    menuId: (dish: DishRow) => dish.menu_id,
    menuTitleId: (dish: DishRow) => dish.menu_title_id,
    miscInfo: (dish: DishRow) => dish.misc_info,
    isDeleted: (dish: DishRow) => dish.is_deleted,
    isCorrupt: (dish: DishRow) => dish.is_corrupt,
    changeStatus: (dish: DishRow) => dish.change_status,
    menuTitlePath: (dish: DishRow) => dish.menu_title_path ?? [],
    reviewStatus: (dish: DishRow) => dish.review_status ?? null,
    changeSinceApproval: (dish: DishRow, _args: None, context: Context) => (PAGE_CHANGES.has(dish) ? PAGE_CHANGES.get(dish) : changeSinceApprovalLoader(context).load(dish)),
    createdDate: (dish: DishRow) => dish.created_date,
    modifiedDate: (dish: DishRow) => dish.modified_date,
  },
};
