// Fields of tasks, their views, brands and menus as the lists and the task page read them.
import type { TaskRow, ViewRow } from '../../tasks/taskRows';
import type { TaskListRow } from '../../tasks/taskLists';
import { TASK_KINDS } from '../../tasks/taskKinds';
import type { GraphQLContext } from '../context';
import type { BrandRow, MenuRow, RelatedTaskRow } from '../loaders';
import { toGlobalId } from '../globalIds';
import { taskTypeName } from './taskResolvers';

type Row = TaskRow & Partial<Pick<TaskListRow, 'brand_json' | 'menu_json'>>;
type FieldResolver<T> = (parent: T, args: unknown, context: GraphQLContext) => unknown;

const summary = async (context: GraphQLContext, id: number | null) => {
  if (!id) return null;
  const user = await context.loaders.userSummary.load(id);
  return user ? { id: toGlobalId('User', user.id), databaseId: user.id, name: user.name } : null;
};
const viewDate = (row: Row, type: string) => row.views?.find((view) => view.type === type)?.resolved_date ?? null;

const commonTaskFields: Record<string, FieldResolver<Row>> = {
  id: (row) => toGlobalId(taskTypeName(row), row.id),
  databaseId: (row) => row.id,
  brand: (row, _args, context) => (row.brand_json ? row.brand_json : context.loaders.brand.load(row.brand_id)),
  isAssigned: (row) => row.assigned_to_id !== null,
  assignedTo: (row) => (row.assigned_to_id ? { id: toGlobalId('User', row.assigned_to_id), databaseId: row.assigned_to_id, name: row.assigned_to_name ?? '' } : null),
  isAssignable: (row) => row.is_assignable,
  isAwaiting: (row) => row.is_awaiting,
  awaitingReason: (row) => row.awaiting_reason,
  awaitingReasonComment: (row) => row.awaiting_reason_comment,
  isDone: (row) => row.status === 'RESOLVED',
  isInScrapingCluster: (row) => row.is_in_scraping_cluster,
  modifiedDate: (row) => row.modified_date,
  createdDate: (row) => row.created_date,
  modifiedBy: (row, _args, context) => summary(context, row.modified_by_id),
  resolvedDate: (row) => row.resolved_date,
  resolvedBy: (row, _args, context) => summary(context, row.resolved_by_id),
  resolvedType: (row) => row.resolved_type,
  reopenedBy: (row, _args, context) => summary(context, row.reopened_by_id),
  reopenedDate: (row) => row.reopened_date,
  reopenReason: (row) => row.reopen_reason,
  currentViewType: (row) => row.current_view_type,
  views: (row) => row.views ?? [],
  miscTaskVerifiedBy: (row, _args, context) => summary(context, row.misc_verified_by_id),
  miscTaskVerifiedDate: (row) => row.misc_verified_date,
  miscTaskVerifiedComment: (row) => row.misc_verified_comment,
  miscTaskQCVerifiedBy: (row, _args, context) => summary(context, row.misc_qc_verified_by_id),
  miscTaskQCVerifiedDate: (row) => row.misc_qc_verified_date,
  miscTaskQCVerifiedComment: (row) => row.misc_qc_verified_comment,
  isRerunFlow: (row) => row.is_rerun_flow,
  isAutoResolved: (row) => row.is_auto_resolved,
  relatedTasks: (row, _args, context) => context.loaders.relatedTasks.load(row.brand_id),
};

const brandTaskFields: Record<string, FieldResolver<Row>> = {
  defineResolvedDate: (row) => viewDate(row, 'DEFINE'),
  qcResolvedDate: (row) => viewDate(row, 'QC'),
  qqaResolvedDate: (row) => viewDate(row, 'QQA'),
};

const menuTaskFields: Record<string, FieldResolver<Row>> = {
  menu: (row, _args, context) => (row.menu_json ? row.menu_json : row.menu_id ? context.loaders.menu.load(row.menu_id) : null),
};

export const taskTypeResolvers: Record<string, Record<string, unknown>> = {
  Task: { __resolveType: (row: Row) => taskTypeName(row) },
  BrandGatewayTask: { ...commonTaskFields, ...brandTaskFields },
  BrandDefinitionTask: {
    ...commonTaskFields,
    ...brandTaskFields,
    includedBy: async (row: Row, _args: unknown, context: GraphQLContext) => summary(context, await context.loaders.defineResolver.load(`${row.brand_id}:BRAND_GATEWAY`)),
  },
  MenuDefinitionTask: {
    ...commonTaskFields,
    ...brandTaskFields,
    brandDefinedBy: async (row: Row, _args: unknown, context: GraphQLContext) =>
      summary(context, await context.loaders.defineResolver.load(`${row.brand_id}:BRAND_DEFINITION`)),
    isClosedBusiness: async (row: Row, _args: unknown, context: GraphQLContext) => {
      const brand = row.brand_json ?? (await context.loaders.brand.load(row.brand_id));
      return ['CLOSED_TEMPORARILY', 'CLOSED_PERMANENTLY'].includes(String(brand?.business_status));
    },
  },
  MenuScrapingTask: {
    ...commonTaskFields,
    ...menuTaskFields,
    verification: (row: Row) => row.verification,
    verifiedBy: (row: Row, _args: unknown, context: GraphQLContext) => summary(context, row.verified_by_id),
    verifiedDate: (row: Row) => row.verified_date,
    isVerifiedInDebugMode: (row: Row) => row.verification === 'VERIFIED_IN_DEBUG_MODE',
  },
  DishReviewTask: { ...commonTaskFields, ...menuTaskFields },
  TaskView: {
    resolvedBy: (view: ViewRow, _args: unknown, context: GraphQLContext) => summary(context, view.resolved_by_id),
    resolvedDate: (view: ViewRow) => view.resolved_date,
    modifiedBrandFields: (view: ViewRow) => view.modified_brand_fields ?? [],
    modifiedLocationIds: (view: ViewRow) => view.modified_location_ids ?? [],
    modifiedLocationIdsUnreviewedByDefiner: (view: ViewRow) => view.modified_location_ids_unreviewed_by_definer ?? [],
    // What the view's own saves changed (server/tasks/viewChanges.ts); absent from rows read before migration 008.
    changedBrandFields: (view: ViewRow & { changed_brand_fields?: string[] }) => view.changed_brand_fields ?? [],
    changedLocationIds: (view: ViewRow & { changed_location_ids?: number[] }) => view.changed_location_ids ?? [],
  },
  RelatedTask: {
    id: (task: RelatedTaskRow) => toGlobalId(taskTypeName(task), task.id),
    databaseId: (task: RelatedTaskRow) => task.id,
    isAutoResolved: (task: RelatedTaskRow) => task.is_auto_resolved,
    menuId: (task: RelatedTaskRow) => task.menu_id,
  },
  Brand: {
    id: (brand: BrandRow) => toGlobalId('Brand', brand.id),
    databaseId: (brand: BrandRow) => brand.id,
    exclusionReason: (brand: BrandRow) => brand.exclusion_reason,
    messinessScore: (brand: BrandRow) => brand.messiness_score,
    hasOnlyUnsupportedBusinessTypes: (brand: BrandRow) => brand.has_only_unsupported_business_types,
    businessStatus: (brand: BrandRow) => brand.business_status,
    locationCount: async (brand: BrandRow, _args: unknown, context: GraphQLContext) => (await context.loaders.brandLocationCounts.load(brand.id)).total,
    includedLocationCount: async (brand: BrandRow, _args: unknown, context: GraphQLContext) =>
      (await context.loaders.brandLocationCounts.load(brand.id)).included,
    modifiedDate: (brand: BrandRow) => brand.modified_date,
  },
};

export const TASK_NODE_TYPES = TASK_KINDS.map((kind) => `${kind.graphqlName}Task`);
