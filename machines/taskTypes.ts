// Plain domain types of a task, shared by the machines, the API and the SPA.

export const TASK_TYPES = ['BRAND_GATEWAY', 'BRAND_DEFINITION', 'MENU_DEFINITION', 'MENU_SCRAPING', 'DISH_REVIEW'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const BRAND_TASK_TYPES: readonly TaskType[] = ['BRAND_GATEWAY', 'BRAND_DEFINITION', 'MENU_DEFINITION'];
export const DEFINITION_TASK_TYPES = BRAND_TASK_TYPES;

export const TASK_STATUSES = ['NOT_STARTED', 'STARTED', 'REOPENED', 'RESOLVED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const VIEW_TYPES = ['DEFINE', 'QC', 'QQA'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];

export const VIEW_STATUSES = ['NOT_DONE', 'DONE', 'NEEDS_REVIEW'] as const;
export type ViewStatus = (typeof VIEW_STATUSES)[number];

export const AWAITING_REASONS = ['MESSY_BRAND', 'NEED_ASSISTANCE'] as const;
export type AwaitingReason = (typeof AWAITING_REASONS)[number];
/** The 'other'-type reason whose comment is required. */
export const AWAITING_REASON_NEEDING_COMMENT: AwaitingReason = 'NEED_ASSISTANCE';

export const REOPEN_REASONS = [
  'LOCATIONS_CHANGED',
  'LOCATIONS_MOVED_FROM_ANOTHER_BRAND',
  'MANUAL_CHANGE',
  'MENU_SCRAPING',
  'MENU_SCRAPING_ERROR',
  'MENU_SCRAPING_SIGNIFICANT_CHANGES',
  'REJECT_DISH_REVIEW_TASK',
  'RESOLVE_BRAND_DEFINITION_TASK',
  'RESOLVE_BRAND_GATEWAY_TASK',
  'SYSTEM_CHANGE',
  'UNMARK_BRAND_AS_MASTER',
  'UNMARK_BRAND_AS_SLAVE',
] as const;
export type ReopenReason = (typeof REOPEN_REASONS)[number];

export const VERIFICATIONS = ['NOT_VERIFIED', 'VERIFIED_IN_DEFAULT_MODE', 'VERIFIED_IN_DEBUG_MODE'] as const;
export type Verification = (typeof VERIFICATIONS)[number];

export interface TaskView {
  type: ViewType;
  status: ViewStatus;
  resolvedById: number | null;
  resolvedDate: string | null;
}

/** Who asks: the API fills it from the signed-in user; the SPA from the session. */
export interface Actor {
  id: number;
  roleName: string;
  permissions: readonly string[];
}

/** Everything the task machines need to decide, as stored in the task's row. */
export interface TaskFacts {
  type: TaskType;
  status: TaskStatus;
  assignedToId: number | null;
  isAssignable: boolean;
  isAwaiting: boolean;
  awaitingReason: AwaitingReason | null;
  awaitingReasonComment: string | null;
  currentViewType: ViewType | null;
  views: TaskView[];
  /** The task's menu belongs to a scraping cluster: only admins and team leaders may save or resolve it. */
  isInScrapingCluster: boolean;
  resolvedById: number | null;
  resolvedDate: string | null;
  reopenedById: number | null;
  reopenedDate: string | null;
  reopenReason: ReopenReason | null;
  miscVerifiedById: number | null;
  miscVerifiedDate: string | null;
  miscVerifiedComment: string | null;
  miscQcVerifiedById: number | null;
  miscQcVerifiedDate: string | null;
  miscQcVerifiedComment: string | null;
  verification: Verification;
  verifiedById: number | null;
  verifiedDate: string | null;
}

export const PERMISSION_PREFIX: Record<TaskType, string> = {
  BRAND_GATEWAY: 'brandGatewayTask',
  BRAND_DEFINITION: 'brandDefinitionTask',
  MENU_DEFINITION: 'menuDefinitionTask',
  MENU_SCRAPING: 'menuScrapingTask',
  DISH_REVIEW: 'dishReviewTask',
};

export function isBrandTask(type: TaskType): boolean {
  return BRAND_TASK_TYPES.includes(type);
}
