// Menus: the list, the detail's queries and mutations, and Menu's fields, thin over server/menus/. Menu's fields are
// merged after the task and brand resolvers' (server/graphql/schema.ts). Parents come narrow (a task list's menu, the
// menu loader's row) or whole (menuQueries' rows): a column the parent lacks is read through a batched loader of whole
// menus, one query per request for a page of them.
import DataLoader from 'dataloader';
import { findTask, type TaskRow } from '../../tasks/taskRows';
import {
  findMenus,
  locationCountsOfMenus,
  locationIdsOfMenus,
  newestTaskIdsOfMenus,
  scrapingInstructionsVersions,
  type InstructionsVersionRow,
  type MenuDetailRow,
} from '../../menus/menuQueries';
import { listMenus, type MenuPageResult } from '../../menus/menuList';
import {
  createMenu,
  createMenus,
  setMenuFlag,
  setMenuScrapingIssueComment,
  setMenuScrapingRejectedComment,
  updateClusterMenu,
  updateMenuFormatAndNotScrapeableReason,
} from '../../menus/menuDetailWrites';
import type {
  MutationCreateMenuArgs,
  MutationCreateMenusArgs,
  MutationSetMenuClusterAssignableArgs,
  MutationSetMenuExcludeFromCurationArgs,
  MutationSetMenuScrapingIssueCommentArgs,
  MutationSetMenuScrapingRejectedCommentArgs,
  MutationUpdateClusterMenuArgs,
  MutationUpdateMenuFormatAndNotScrapeableReasonArgs,
  QueryMenuArgs,
  QueryMenuScrapingInstructionsVersionsArgs,
  QueryMenusArgs,
} from '../__generated__/resolvers';
import type { GraphQLContext } from '../context';
import { notFound } from '../errors';
import { parseId, toGlobalId } from '../globalIds';
import { pageArgs } from './userResolvers';
import { menuScrapingMenuFields } from './menuScrapingResolvers';

type Context = GraphQLContext;
type None = Record<string, never>;
type MenuParent = Partial<MenuDetailRow> & { id: number };

/** Loaders of whole menus, their locations and newest tasks: created per request (the context), beside its loaders. */
interface MenuLoaders {
  detail: DataLoader<number, MenuDetailRow | null>;
  locationIds: DataLoader<number, number[]>;
  locationCounts: DataLoader<number, number>;
  newestTask: DataLoader<string, TaskRow | null>;
}
const MENU_LOADERS = new WeakMap<Context, MenuLoaders>();

function menuLoadersOf(context: Context): MenuLoaders {
  const cache = MENU_LOADERS.get(context);
  if (cache) return cache;
  const loaders: MenuLoaders = {
    detail: new DataLoader<number, MenuDetailRow | null>(async (ids) => {
      const rows = new Map((await findMenus(context.db, ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
    locationIds: new DataLoader<number, number[]>(async (ids) => {
      const map = await locationIdsOfMenus(context.db, ids);
      return ids.map((id) => map.get(id) ?? []);
    }),
    locationCounts: new DataLoader<number, number>(async (ids) => {
      const map = await locationCountsOfMenus(context.db, ids);
      return ids.map((id) => map.get(id) ?? 0);
    }),
    newestTask: new DataLoader<string, TaskRow | null>(async (keys) => {
      const ids = await newestTaskIdsOfMenus(context.db, keys);
      return Promise.all(ids.map((id) => (id ? findTask(context.db, id) : null)));
    }),
  };
  MENU_LOADERS.set(context, loaders);
  return loaders;
}

async function menuColumn<K extends keyof MenuDetailRow>(menu: MenuParent, column: K, context: Context): Promise<MenuDetailRow[K]> {
  if (column in menu) return menu[column] as MenuDetailRow[K];
  const whole = await menuLoadersOf(context).detail.load(menu.id);
  if (!whole) throw notFound('Menu');
  return whole[column];
}
const column =
  <K extends keyof MenuDetailRow>(name: K) =>
  (menu: MenuParent, _args: None, context: Context) =>
    menuColumn(menu, name, context);

const userSummary = async (context: Context, id: number | null | undefined) => {
  if (!id) return null;
  const user = await context.loaders.userSummary.load(id);
  return user ? { id: toGlobalId('User', user.id), databaseId: user.id, name: user.name } : null;
};
const viewerId = (context: Context) => context.viewer?.id ?? null;
const menuIdOf = (id: string) => parseId('Menu', id);

export const menuQueryResolvers = {
  menu: (_parent: unknown, { id }: QueryMenuArgs, context: Context) => menuLoadersOf(context).detail.load(menuIdOf(id)),
  menus(_parent: unknown, { filters, page, pageSize }: QueryMenusArgs, { db, config }: Context): MenuPageResult {
    const paging = { ...pageArgs(page, pageSize, 10), totalCap: config.menuListTotalCap };
    const scrapedById = filters?.scrapedById ? parseId('User', filters.scrapedById) : null;
    return listMenus(db, { ...(filters ?? {}), scrapedById }, paging);
  },
  menuScrapingInstructionsVersions: (_parent: unknown, { menuId }: QueryMenuScrapingInstructionsVersionsArgs, { db }: Context) =>
    scrapingInstructionsVersions(db, menuId),
};

export const menuMutationResolvers = {
  createMenu: (_parent: unknown, { data }: MutationCreateMenuArgs, context: Context) =>
    context.db.transaction((tx) => createMenu(tx, data, viewerId(context))),
  createMenus: (_parent: unknown, { data }: MutationCreateMenusArgs, context: Context) =>
    context.db.transaction((tx) => createMenus(tx, data, viewerId(context))),
  setMenuScrapingRejectedComment(_parent: unknown, { id, scrapingRejectedComment, assignedToUserId }: MutationSetMenuScrapingRejectedCommentArgs, context: Context) {
    const assignee = assignedToUserId ? parseId('User', assignedToUserId) : null;
    return context.db.transaction((tx) => setMenuScrapingRejectedComment(tx, menuIdOf(id), scrapingRejectedComment, assignee, viewerId(context)));
  },
  setMenuScrapingIssueComment: (_parent: unknown, { id, scrapingIssueComment }: MutationSetMenuScrapingIssueCommentArgs, context: Context) =>
    context.db.transaction((tx) => setMenuScrapingIssueComment(tx, menuIdOf(id), scrapingIssueComment, viewerId(context))),
  updateMenuFormatAndNotScrapeableReason: (_parent: unknown, { id, data }: MutationUpdateMenuFormatAndNotScrapeableReasonArgs, context: Context) =>
    context.db.transaction((tx) => updateMenuFormatAndNotScrapeableReason(tx, menuIdOf(id), data, viewerId(context))),
  updateClusterMenu: (_parent: unknown, { id, data }: MutationUpdateClusterMenuArgs, context: Context) =>
    context.db.transaction((tx) => updateClusterMenu(tx, menuIdOf(id), data, viewerId(context))),
  setMenuExcludeFromCuration: (_parent: unknown, { id, isExcludedFromCuration }: MutationSetMenuExcludeFromCurationArgs, context: Context) =>
    context.db.transaction((tx) => setMenuFlag(tx, menuIdOf(id), 'is_excluded_from_curation', isExcludedFromCuration, viewerId(context))),
  setMenuClusterAssignable: (_parent: unknown, { id, isClusterAssignable }: MutationSetMenuClusterAssignableArgs, context: Context) =>
    context.db.transaction((tx) => setMenuFlag(tx, menuIdOf(id), 'is_cluster_assignable', isClusterAssignable, viewerId(context))),
};

export const menuTypeResolvers = {
  Menu: {
    id: (menu: MenuParent) => toGlobalId('Menu', menu.id),
    databaseId: (menu: MenuParent) => menu.id,
    url: column('url'),
    format: column('format'),
    status: column('status'),
    scrapingType: column('scraping_type'),
    scrapingIssueComment: column('scraping_issue_comment'),
    scrapedDate: column('scraped_date'),
    scrapedBy: async (menu: MenuParent, _args: None, context: Context) => userSummary(context, await menuColumn(menu, 'scraped_by_id', context)),
    locationCount: (menu: MenuParent, _args: None, context: Context) => menuLoadersOf(context).locationCounts.load(menu.id),
    dishCount: column('dish_count'),
    isDeleted: column('is_deleted'),
    isAwaitingScraping: column('is_awaiting_scraping'),
    isAwaitingProbing: column('is_awaiting_probing'),
    menuScrapingClusterId: column('menu_scraping_cluster_id'),
    modifiedDate: column('modified_date'),
    createdDate: column('created_date'),
    brand: async (menu: MenuParent, _args: None, context: Context) => {
      const brand = await context.loaders.brand.load(await menuColumn(menu, 'brand_id', context));
      if (!brand) throw notFound('Brand');
      return brand;
    },
    locations: async (menu: MenuParent, _args: None, context: Context) => {
      const ids = await menuLoadersOf(context).locationIds.load(menu.id);
      const rows = await context.loaders.location.loadMany(ids);
      return rows.filter((row) => row && !(row instanceof Error));
    },
    isExample: column('is_example'),
    notScrapeableReason: column('not_scrapeable_reason'),
    notScrapeableComment: column('not_scrapeable_comment'),
    notes: column('notes'),
    availabilityComment: column('availability_comment'),
    additionalUrls: column('additional_urls'),
    isExcludedFromCuration: column('is_excluded_from_curation'),
    isClusterAssignable: column('is_cluster_assignable'),
    isHtmlMenuScrapedInDebugMode: column('is_html_menu_scraped_in_debug_mode'),
    structure: column('structure'),
    fullAnnotations: column('full_annotations'),
    scrapingRejectedComment: column('scraping_rejected_comment'),
    menuScrapingTemplateId: column('menu_scraping_template_id'),
    // The instructions are read apart from the row (a list of menus need not carry every menu's JSON).
    scrapingInstructions: async (menu: MenuParent, _args: None, context: Context) =>
      (await context.loaders.menuScrapingInstructions.load(menu.id))?.scraping_instructions ?? null,
    scrapingInstructionsVersion: async (menu: MenuParent, _args: None, context: Context) =>
      (await context.loaders.menuScrapingInstructions.load(menu.id))?.scraping_instructions_version ?? 0,
    menuScrapingTask: (menu: MenuParent, _args: None, context: Context) => menuLoadersOf(context).newestTask.load(`${menu.id}:MENU_SCRAPING`),
    dishReviewTask: (menu: MenuParent, _args: None, context: Context) => menuLoadersOf(context).newestTask.load(`${menu.id}:DISH_REVIEW`),
    // The scraping engine's reads: the latest job, whether a scrape runs, the titles and dishes (menuScrapingResolvers.ts).
    ...menuScrapingMenuFields,
  },
  MenuPage: {
    menus: (page: MenuPageResult) => page.menus(),
    total: (page: MenuPageResult) => page.total(),
    totalIsCapped: (page: MenuPageResult) => page.totalIsCapped(),
  },
  ScrapingInstructionsVersion: {
    scrapingInstructions: (version: InstructionsVersionRow) => version.scraping_instructions,
    createdDate: (version: InstructionsVersionRow) => version.created_date,
    createdBy: (version: InstructionsVersionRow, _args: None, context: Context) => userSummary(context, version.created_by_id),
  },
};
