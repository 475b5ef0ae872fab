// The five task lists as the SPA knows them: URL slug, GraphQL names, permissions, the filters each offers with their
// query-string names (spec 1, section 2), and the defaults a list opens with.
import { AWAITING_REASONS, REOPEN_REASONS, TASK_STATUSES, VIEW_STATUSES, VIEW_TYPES, type TaskType } from '../../../machines/taskTypes';
import { MENU_STATUSES } from '../../../domain/menuValues';

export type TaskListSlug = 'brand-gateway' | 'brand-definition' | 'menu-definition' | 'menu-scraping' | 'dish-review';

export type FilterKind = 'text' | 'boolean' | 'enum' | 'enumList' | 'user' | 'number';

export interface FilterDefinition {
  /** The query-string name, as the spec lists it. */
  name: string;
  kind: FilterKind;
  label: string;
  options?: readonly string[];
}

export interface TaskListDefinition {
  slug: TaskListSlug;
  type: TaskType;
  title: string;
  permissionPrefix: string;
  /** The list's field in the queue totals query (queueTotals.ts) and in the API's taskCountsByType. */
  countField: 'brandGateway' | 'brandDefinition' | 'menuDefinition' | 'menuScraping' | 'dishReview';
  filters: readonly FilterDefinition[];
  defaults: Readonly<Record<string, string>>;
  defaultPageSize: number;
  sortingCriteria: readonly string[];
  defaultSortingCriterion: string;
}

export const TASK_STATUS_OPTIONS = TASK_STATUSES;
export const VIEW_TYPE_OPTIONS = VIEW_TYPES;
export const VIEW_STATUS_OPTIONS = VIEW_STATUSES;
export const AWAITING_REASON_OPTIONS = AWAITING_REASONS;
export const MENU_FORMAT_OPTIONS = ['HTML', 'PDF', 'IMAGE', 'DOCUMENT', 'HTML_NOT_SCRAPEABLE'] as const;
export const MENU_STATUS_OPTIONS = MENU_STATUSES;
export const REOPEN_REASON_OPTIONS = REOPEN_REASONS;
export const SCRAPING_TYPE_OPTIONS = ['HTML_MANUAL', 'HTML_AUTOMATIC', 'HTML_TEMPLATE', 'DOCUMENT_PDF', 'DOCUMENT_IMAGE'] as const;

const common: FilterDefinition[] = [
  { name: 'brandSearchTerm', kind: 'text', label: 'Brand' },
  { name: 'statuses', kind: 'enumList', label: 'Status', options: TASK_STATUS_OPTIONS },
  { name: 'reopenReasons', kind: 'enumList', label: 'Reopen reason', options: REOPEN_REASON_OPTIONS },
  { name: 'isAssigned', kind: 'boolean', label: 'Assigned' },
  { name: 'assignedToId', kind: 'user', label: 'Assigned to' },
  { name: 'isAwaiting', kind: 'boolean', label: 'Awaiting' },
  { name: 'awaitingReason', kind: 'enum', label: 'Awaiting reason', options: AWAITING_REASON_OPTIONS },
];
const views: FilterDefinition[] = [
  { name: 'viewType', kind: 'enum', label: 'View', options: VIEW_TYPE_OPTIONS },
  { name: 'viewStatus', kind: 'enum', label: 'View status', options: VIEW_STATUS_OPTIONS },
];
const menu: FilterDefinition[] = [
  { name: 'menuSearchTerm', kind: 'text', label: 'Menu' },
  { name: 'menuFormats', kind: 'enumList', label: 'Menu format', options: MENU_FORMAT_OPTIONS },
  { name: 'menuStatuses', kind: 'enumList', label: 'Menu status', options: MENU_STATUS_OPTIONS },
  { name: 'menuIsAwaitingScraping', kind: 'boolean', label: 'Awaiting scraping' },
  { name: 'isVerified', kind: 'boolean', label: 'Verified' },
  { name: 'isRerunFlow', kind: 'boolean', label: 'Rerun flow' },
  { name: 'brandId', kind: 'number', label: 'Brand ID' },
];

const openQueue = { statuses: 'NOT_STARTED,REOPENED', isAssigned: 'false' };

export const TASK_LISTS: readonly TaskListDefinition[] = [
  {
    slug: 'brand-gateway',
    type: 'BRAND_GATEWAY',
    title: 'Brand gateway',
    permissionPrefix: 'brandGatewayTask',
    countField: 'brandGateway',
    filters: [
      ...common,
      ...views,
      { name: 'brandStatus', kind: 'enum', label: 'Brand status', options: ['NEW', 'EXCLUDED', 'INCLUDED'] },
      { name: 'brandRank', kind: 'enum', label: 'Brand rank', options: ['MASTER', 'SLAVE'] },
    ],
    defaults: { ...openQueue, viewType: 'DEFINE' },
    defaultPageSize: 10,
    sortingCriteria: ['MODIFIED_DATE'],
    defaultSortingCriterion: 'MODIFIED_DATE',
  },
  {
    slug: 'brand-definition',
    type: 'BRAND_DEFINITION',
    title: 'Brand definition',
    permissionPrefix: 'brandDefinitionTask',
    countField: 'brandDefinition',
    filters: [...common, ...views],
    defaults: { ...openQueue, viewType: 'DEFINE' },
    defaultPageSize: 10,
    sortingCriteria: ['MODIFIED_DATE'],
    defaultSortingCriterion: 'MODIFIED_DATE',
  },
  {
    slug: 'menu-definition',
    type: 'MENU_DEFINITION',
    title: 'Menu definition',
    permissionPrefix: 'menuDefinitionTask',
    countField: 'menuDefinition',
    filters: [...common, ...views, { name: 'isRerunFlow', kind: 'boolean', label: 'Rerun flow' }],
    defaults: { ...openQueue, viewType: 'DEFINE' },
    defaultPageSize: 10,
    sortingCriteria: ['MODIFIED_DATE'],
    defaultSortingCriterion: 'MODIFIED_DATE',
  },
  {
    slug: 'menu-scraping',
    type: 'MENU_SCRAPING',
    title: 'Menu scraping',
    permissionPrefix: 'menuScrapingTask',
    countField: 'menuScraping',
    filters: [
      ...common,
      ...menu,
      { name: 'menuIsAwaitingProbing', kind: 'boolean', label: 'Awaiting probing' },
      { name: 'hasScrapingIssueComment', kind: 'boolean', label: 'Scraping issue comment' },
    ],
    defaults: { ...openQueue, menuFormats: 'HTML', hasScrapingIssueComment: 'false', menuIsAwaitingProbing: 'false' },
    defaultPageSize: 10,
    sortingCriteria: ['SCRAPED_DATE', 'MODIFIED_DATE'],
    defaultSortingCriterion: 'SCRAPED_DATE',
  },
  {
    slug: 'dish-review',
    type: 'DISH_REVIEW',
    title: 'Dish review',
    permissionPrefix: 'dishReviewTask',
    countField: 'dishReview',
    filters: [
      ...common,
      ...menu,
      { name: 'resolvedType', kind: 'enum', label: 'Resolved', options: ['MANUAL', 'AUTOMATIC'] },
      { name: 'menuScrapingTypes', kind: 'enumList', label: 'Scraping type', options: SCRAPING_TYPE_OPTIONS },
      { name: 'menuScrapedById', kind: 'user', label: 'Scraped by' },
    ],
    defaults: { ...openQueue, menuFormats: 'HTML', menuStatuses: 'SCRAPED,PARTIALLY_SCRAPED', isVerified: 'true' },
    defaultPageSize: 40,
    sortingCriteria: ['MENU_SCRAPED_DATE', 'MODIFIED_DATE'],
    defaultSortingCriterion: 'MENU_SCRAPED_DATE',
  },
];

export function taskListBySlug(slug: string | undefined): TaskListDefinition | undefined {
  return TASK_LISTS.find((list) => list.slug === slug);
}

export function taskListByType(type: TaskType): TaskListDefinition {
  return TASK_LISTS.find((list) => list.type === type)!;
}
