// Menu scraping clusters' API (spec 3, sections 2-4, 6 and 7): thin resolvers over server/clusters/, one transaction
// per write with its history event. The operation permissions are in server/permissions/operationPermissions.ts; who may
// change a given cluster is asked of machines/clusterRules.ts inside each write (server/clusters/clusterAccess.ts).
import type { GraphQLFieldResolver } from 'graphql';
import { isTemplateEditable, RERUN_STEP_TYPES, type RerunStepType } from '../../../machines/clusterRules';
import { MENU_STATUSES } from '../../../domain/menuValues';
import type { Actor } from '../../clusters/clusterAccess';
import {
  clusterMenuStatusCounts,
  CLUSTER_MENU_SORT_CRITERIA,
  excludedMenus,
  listClusterMenus,
  removedLeads,
  removedMenus,
  similarMenus,
  type ClusterMenuFilters,
  type ClusterMenuRow,
  type ClusterMenuSortCriterion,
  type RemovedLeadRow,
} from '../../clusters/clusterMenuRows';
import {
  attachBackMenuToCluster,
  attachMenuToCluster,
  excludeFromSimilarMenus,
  moveMenuBetweenClusters,
  removeFromExcludedMenus,
  removeMenuFromCluster,
  toggleCoreMenu,
  updateClusterMenu,
} from '../../clusters/clusterMenuWrites';
import {
  basicClusters,
  CLUSTER_SORT_CRITERIA,
  clusterPlatforms,
  clusterScrapingFigures,
  findCluster,
  listClusters,
  type ClusterListFilters,
  type ClusterRow,
  type ClusterSortCriterion,
} from '../../clusters/clusterRows';
import { clusterAssigneeOptions } from '../../clusters/clusterAssigneeOptions';
import { assignCluster, regenerateComplexMenus, resetClusterMenus, unassignCluster, updateCluster, type ClusterSaveData } from '../../clusters/clusterWrites';
import { TEMPLATE_STATUSES } from '../../../domain/menuScrapingTemplates';
import type { GraphQLContext } from '../context';
import { unauthenticated, validationError } from '../errors';
import { parseId, toGlobalId } from '../globalIds';
import { userSummary } from './menuScrapingResolvers';
import { rerunFlowClusterFields, rerunFlowMutationResolvers, rerunFlowTypeResolvers } from './rerunFlowResolvers';
import { pageArgs } from './userResolvers';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;
type Context = GraphQLContext;

const TYPE = 'MenuScrapingCluster';
const clusterIdOf = (value: unknown) => parseId(TYPE, String(value));
const optionalClusterIdOf = (value: unknown) => (value === null || value === undefined ? null : clusterIdOf(value));
const menuIdOf = (value: unknown) => parseId('Menu', String(value));
const PAGE_SIZE = 10;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null => ((values as readonly unknown[]).includes(value) ? (value as T) : null);
const orderOf = (value: unknown, fallback: 'asc' | 'desc'): 'asc' | 'desc' => (value === 'asc' || value === 'desc' ? value : fallback);
const paging = (args: Record<string, unknown>) => pageArgs(args.page as number | null, args.pageSize as number | null, PAGE_SIZE);

function actorOf(context: Context): Actor {
  if (!context.viewer) throw unauthenticated();
  return { userId: context.viewer.id, permissions: context.viewer.permissions };
}

/** Figures only the cluster page reads, computed once per cluster and request whichever fields ask. */
const FIGURES = new WeakMap<Context, Map<number, ReturnType<typeof clusterScrapingFigures>>>();
function figuresOf(context: Context, clusterId: number) {
  let byCluster = FIGURES.get(context);
  if (!byCluster) FIGURES.set(context, (byCluster = new Map()));
  let figures = byCluster.get(clusterId);
  if (!figures) byCluster.set(clusterId, (figures = clusterScrapingFigures(context.db, clusterId)));
  return figures;
}

export const clusterQueryResolvers: Record<string, Resolver> = {
  menuScrapingClusters: (_parent, args, { db }) => {
    const { page, pageSize } = paging(args);
    const raw = (args.filters ?? {}) as Record<string, unknown>;
    const filters: ClusterListFilters = {
      hasTemplate: typeof raw.hasTemplate === 'boolean' ? raw.hasTemplate : null,
      templateStatus: oneOf(TEMPLATE_STATUSES, raw.templateStatus),
      isAssigned: typeof raw.isAssigned === 'boolean' ? raw.isAssigned : null,
      assignedToId: raw.assignedToId === null || raw.assignedToId === undefined ? null : parseId('User', String(raw.assignedToId)),
      rerunStepType: raw.rerunStepType === 'NONE' ? 'NONE' : oneOf<RerunStepType>(RERUN_STEP_TYPES, raw.rerunStepType),
      hasUpdatedFingerprints: typeof raw.hasUpdatedFingerprints === 'boolean' ? raw.hasUpdatedFingerprints : null,
    };
    return listClusters(db, filters, { criterion: oneOf<ClusterSortCriterion>(CLUSTER_SORT_CRITERIA, args.sortingCriterion), order: orderOf(args.sortingOrder, 'asc') }, page, pageSize);
  },
  basicMenuScrapingClusters: async (_parent, _args, { db }) =>
    (await basicClusters(db)).map((row) => ({ id: toGlobalId(TYPE, row.id), databaseId: row.id, templateName: row.template_name })),
  menuScrapingClusterAssigneeOptions: (_parent, _args, { db }) => clusterAssigneeOptions(db),
  menuScrapingCluster: (_parent, args, { db }) => findCluster(db, clusterIdOf(args.id)),
  menuScrapingClusterMenus: (_parent, args, { db }) => {
    const { page, pageSize } = paging(args);
    const filters = (args.filters ?? {}) as ClusterMenuFilters;
    if (filters.menuId !== null && filters.menuId !== undefined && filters.menuId <= 0) throw validationError(`'${filters.menuId}' is not a valid Menu id.`, 'menuId');
    return listClusterMenus(
      db,
      clusterIdOf(args.id),
      filters,
      { criterion: oneOf<ClusterMenuSortCriterion>(CLUSTER_MENU_SORT_CRITERIA, args.sortingCriterion), order: orderOf(args.sortingOrder, 'desc') },
      page,
      pageSize,
    );
  },
  menuScrapingClusterMenuStatusCounts: async (_parent, args, { db }) =>
    (await clusterMenuStatusCounts(db, clusterIdOf(args.id))).map((row) => ({ menuStatus: row.menu_status, scrapingStatus: row.scraping_status, count: row.count })),
  menuScrapingClusterSimilarMenus: (_parent, args, { db }) => similarMenus(db, clusterIdOf(args.id), paging(args).page, paging(args).pageSize),
  menuScrapingClusterRemovedMenus: (_parent, args, { db }) => removedMenus(db, clusterIdOf(args.id), paging(args).page, paging(args).pageSize),
  menuScrapingClusterExcludedMenus: (_parent, args, { db }) => excludedMenus(db, clusterIdOf(args.id), paging(args).page, paging(args).pageSize),
  menuScrapingClusterRemovedLeads: (_parent, args, { db }) => removedLeads(db, clusterIdOf(args.id), paging(args).page, paging(args).pageSize),
};

/** A per-menu write on a cluster: (id, menuId) in one transaction. */
const perMenu =
  (write: (tx: Parameters<Parameters<Context['db']['transaction']>[0]>[0], clusterId: number, menuId: number, actor: Actor) => Promise<ClusterMenuRow>): Resolver =>
  (_parent, args, context) => {
    const actor = actorOf(context);
    const clusterId = clusterIdOf(args.id);
    const menuId = menuIdOf(args.menuId);
    return context.db.transaction((tx) => write(tx, clusterId, menuId, actor));
  };

const assignment = (cluster: ClusterRow) => ({ cluster, modifiedDate: cluster.modified_date });

export const clusterMutationResolvers: Record<string, Resolver> = {
  updateMenuScrapingCluster: (_parent, args, context) => {
    const actor = actorOf(context);
    const id = clusterIdOf(args.id);
    return context.db.transaction((tx) => updateCluster(tx, id, (args.data ?? {}) as ClusterSaveData, args.expectedModifiedDate as Date | string | null, actor));
  },
  assignMenuScrapingCluster: async (_parent, args, context) => {
    const actor = actorOf(context);
    const id = clusterIdOf(args.id);
    return assignment(await context.db.transaction((tx) => assignCluster(tx, id, args.toUserId, actor)));
  },
  unassignMenuScrapingCluster: async (_parent, args, context) => {
    const actor = actorOf(context);
    const id = clusterIdOf(args.id);
    return assignment(await context.db.transaction((tx) => unassignCluster(tx, id, actor)));
  },
  updateMenuScrapingClusterOfMenu: (_parent, args, context) => {
    const actor = actorOf(context);
    const menuId = menuIdOf(args.menuId);
    const fromId = optionalClusterIdOf(args.fromMenuScrapingClusterId);
    const toId = optionalClusterIdOf(args.toMenuScrapingClusterId);
    return context.db.transaction((tx) => moveMenuBetweenClusters(tx, menuId, fromId, toId, actor));
  },
  regenerateComplexMenus: (_parent, args, context) => {
    const actor = actorOf(context);
    const id = clusterIdOf(args.id);
    return context.db.transaction((tx) => regenerateComplexMenus(tx, id, actor));
  },
  resetMenuScrapingClusterMenus: (_parent, args, context) => {
    const actor = actorOf(context);
    const id = clusterIdOf(args.id);
    const menuStatus = oneOf(MENU_STATUSES, args.menuStatus);
    if (!menuStatus) throw validationError('Menu status is required', 'menuStatus');
    return context.db.transaction((tx) => resetClusterMenus(tx, id, menuStatus, (args.scrapingStatus as string | null | undefined) ?? null, actor));
  },
  removeMenuFromScrapingCluster: perMenu(removeMenuFromCluster),
  toggleMenuScrapingClusterCoreMenu: perMenu(toggleCoreMenu),
  updateMenuScrapingClusterMenu: (_parent, args, context) => {
    const actor = actorOf(context);
    const clusterId = clusterIdOf(args.id);
    const menuId = menuIdOf(args.menuId);
    return context.db.transaction((tx) => updateClusterMenu(tx, clusterId, menuId, args.data ?? {}, actor));
  },
  attachMenuToScrapingCluster: perMenu(attachMenuToCluster),
  attachBackMenuToScrapingCluster: perMenu(attachBackMenuToCluster),
  excludeMenuFromSimilarMenus: perMenu(excludeFromSimilarMenus),
  removeMenuFromExcludedMenus: perMenu(removeFromExcludedMenus),
  ...rerunFlowMutationResolvers,
};

export const clusterTypeResolvers = {
  MenuScrapingCluster: {
    id: (row: ClusterRow) => toGlobalId(TYPE, row.id),
    databaseId: (row: ClusterRow) => row.id,
    assignedTo: (row: ClusterRow, _args: unknown, context: Context) => userSummary(context, row.assigned_to_id),
    menuScrapingTemplate: (row: ClusterRow) =>
      row.menu_scraping_template_id === null
        ? null
        : { id: toGlobalId('MenuScrapingTemplate', row.menu_scraping_template_id), databaseId: row.menu_scraping_template_id, name: row.template_name, status: row.template_status },
    platforms: (row: ClusterRow, _args: unknown, context: Context) => clusterPlatforms(context.db, row),
    expectedMenuFormat: (row: ClusterRow) => row.expected_menu_format,
    areWorkingHoursIrrelevant: (row: ClusterRow) => row.are_working_hours_irrelevant,
    masterId: (row: ClusterRow) => row.master_id,
    masterScrapingCluster: async (row: ClusterRow, _args: unknown, context: Context) => {
      if (row.master_id === null) return null;
      const master = await findCluster(context.db, row.master_id);
      return master ? { id: toGlobalId(TYPE, master.id), databaseId: master.id, templateName: master.template_name } : null;
    },
    menuCount: (row: ClusterRow) => row.menu_count,
    approvedMenuCount: (row: ClusterRow) => row.approved_menu_count,
    hasUpdatedFingerprints: (row: ClusterRow) => row.has_updated_fingerprints,
    averageScrapingDuration: async (row: ClusterRow, _args: unknown, context: Context) => (await figuresOf(context, row.id)).average_scraping_duration,
    oldestMenuScrapedDate: async (row: ClusterRow, _args: unknown, context: Context) => (await figuresOf(context, row.id)).oldest_menu_scraped_date,
    nextRerunStartDate: (row: ClusterRow) => row.next_rerun_start_date,
    rerunStepType: (row: ClusterRow) => row.rerun_step_type,
    isTemplateEditable: (row: ClusterRow) => isTemplateEditable({ rerunStepType: row.rerun_step_type }),
    createdDate: (row: ClusterRow) => row.created_date,
    modifiedDate: (row: ClusterRow) => row.modified_date,
    modifiedBy: (row: ClusterRow, _args: unknown, context: Context) => userSummary(context, row.modified_by_id),
    ...rerunFlowClusterFields,
  },
  ...rerunFlowTypeResolvers,
  MenuScrapingClusterMenu: {
    id: (row: ClusterMenuRow) => toGlobalId('MenuScrapingClusterMenu', row.id),
    databaseId: (row: ClusterMenuRow) => row.id,
    scrapingClusterRole: (row: ClusterMenuRow) => row.scraping_cluster_role,
    brand: (row: ClusterMenuRow) => ({ id: toGlobalId('Brand', row.brand_id), databaseId: row.brand_id, name: row.brand_name }),
    scrapingStatus: (row: ClusterMenuRow) => row.scraping_status,
    notScrapeableReason: (row: ClusterMenuRow) => row.not_scrapeable_reason,
    attachedToScrapingClusterDate: (row: ClusterMenuRow) => row.attached_to_scraping_cluster_date,
    scrapedDate: (row: ClusterMenuRow) => row.scraped_date,
    menuScrapingClusterId: (row: ClusterMenuRow) => row.menu_scraping_cluster_id,
    listedDate: (row: ClusterMenuRow) => row.listed_date,
  },
  MenuScrapingClusterRemovedLead: {
    menuId: (row: RemovedLeadRow) => row.menu_id,
    createdDate: (row: RemovedLeadRow) => row.created_date,
    processedDate: (row: RemovedLeadRow) => row.processed_date,
    newMenuIds: (row: RemovedLeadRow) => row.new_menu_ids,
  },
};
