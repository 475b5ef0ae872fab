// The clusters list's state in the query string (spec 3, section 2): page (pagingParams'), hasTemplate,
// hasUpdatedFingerprints, templateStatus, isAssigned, assignedToId, rerunStepType, sortingCriterion and sortingOrder.
// templateStatus is kept only while hasTemplate is true (it is enabled only then and cleared otherwise); a changed
// filter or sort goes back to the first page; values the list does not know are read as absent.
import { TEMPLATE_STATUSES, type TemplateStatus } from '../../../domain/menuScrapingTemplates';

export const CLUSTER_SORT_CRITERIA = ['ID', 'MENU_COUNT', 'APPROVED_MENU_COUNT', 'TEMPLATE_NAME', 'TEMPLATE_STATUS'] as const;
export type ClusterSortCriterion = (typeof CLUSTER_SORT_CRITERIA)[number];

/** The list's rerun step filter: NONE is a cluster without a flow. */
export const RERUN_STEP_FILTERS = ['NONE', 'PREPARATION', 'TEMPLATE_VALIDATION', 'SCRAPING', 'CLEANUP', 'DONE'] as const;
export type RerunStepFilter = (typeof RERUN_STEP_FILTERS)[number];

export interface ClusterListFilters {
  hasTemplate: boolean | null;
  templateStatus: TemplateStatus | null;
  isAssigned: boolean | null;
  assignedToId: string | null;
  rerunStepType: RerunStepFilter | null;
  hasUpdatedFingerprints: boolean | null;
  sortingCriterion: ClusterSortCriterion | null;
  sortingOrder: 'asc' | 'desc';
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (value !== null && (values as readonly string[]).includes(value) ? (value as T) : null);
const flag = (value: string | null): boolean | null => (value === 'true' ? true : value === 'false' ? false : null);

export function readClusterListFilters(params: URLSearchParams): ClusterListFilters {
  const hasTemplate = flag(params.get('hasTemplate'));
  const assignedToId = params.get('assignedToId')?.trim() || null;
  return {
    hasTemplate,
    templateStatus: hasTemplate === true ? oneOf(TEMPLATE_STATUSES, params.get('templateStatus')) : null,
    isAssigned: flag(params.get('isAssigned')),
    assignedToId,
    rerunStepType: oneOf(RERUN_STEP_FILTERS, params.get('rerunStepType')),
    hasUpdatedFingerprints: flag(params.get('hasUpdatedFingerprints')),
    sortingCriterion: oneOf(CLUSTER_SORT_CRITERIA, params.get('sortingCriterion')),
    sortingOrder: params.get('sortingOrder') === 'desc' ? 'desc' : 'asc',
  };
}

/** The query string with these filters (defaults left out) and the page back to the first. */
export function withClusterListFilters(params: URLSearchParams, changes: Partial<ClusterListFilters>): URLSearchParams {
  const filters = { ...readClusterListFilters(params), ...changes };
  if (filters.hasTemplate !== true) filters.templateStatus = null;
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | boolean | null) => (value === null || value === '' ? next.delete(name) : next.set(name, String(value)));
  put('hasTemplate', filters.hasTemplate);
  put('templateStatus', filters.templateStatus);
  put('isAssigned', filters.isAssigned);
  put('assignedToId', filters.assignedToId);
  put('rerunStepType', filters.rerunStepType);
  put('hasUpdatedFingerprints', filters.hasUpdatedFingerprints);
  put('sortingCriterion', filters.sortingCriterion);
  put('sortingOrder', filters.sortingCriterion && filters.sortingOrder === 'desc' ? 'desc' : null);
  next.delete('page');
  return next;
}

/** The API's MenuScrapingClusterFilters for these filters (null when none is set). */
export function clusterListApiFilters(filters: ClusterListFilters) {
  return {
    hasTemplate: filters.hasTemplate,
    templateStatus: filters.hasTemplate === true ? filters.templateStatus : null,
    isAssigned: filters.isAssigned,
    assignedToId: filters.assignedToId,
    rerunStepType: filters.rerunStepType,
    hasUpdatedFingerprints: filters.hasUpdatedFingerprints,
  };
}

export const hasClusterListFilter = (filters: ClusterListFilters) =>
  filters.hasTemplate !== null || filters.isAssigned !== null || filters.assignedToId !== null || filters.rerunStepType !== null || filters.hasUpdatedFingerprints !== null;
