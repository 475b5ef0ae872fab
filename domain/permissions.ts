// Every permission string of spec section 6 (foundations). Routes, tabs, buttons and resolvers are guarded by these.

export const TASK_KINDS = [
  'brandGatewayTask',
  'brandDefinitionTask',
  'menuDefinitionTask',
  'menuScrapingTask',
  'dishReviewTask',
] as const;
export type TaskKindKey = (typeof TASK_KINDS)[number];

export const BRAND_TASK_KINDS = ['brandGatewayTask', 'brandDefinitionTask', 'menuDefinitionTask'] as const;

const TASK_ACTIONS = ['assign', 'unassign', 'markAwaiting', 'unmarkAwaiting', 'resolve', 'reopen', 'admin', 'get', 'list'] as const;
const VIEW_ACTIONS = ['resolveDefineView', 'resolveQcView', 'resolveQqaView'] as const;

/** The Reports area's tabs (spec 3, section 2), one per key, each behind `report.{key}`. */
export const REPORT_KEYS = [
  'user',
  'user-counts',
  'menus-having-allergens',
  'scraping-engine',
  'scraping-issue',
  'scraping-attempts',
  'scraping-verification',
  'scraping-clusters',
  'counts',
  'open-tasks',
  'changed-menu-urls',
  'menus-in-probing-status',
  'misc-tasks-verification',
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];
/** The same as REPORT_KEYS: the tabs' keys, named for what they are beside the permission keys below. */
export const REPORT_TAB_KEYS = REPORT_KEYS;
/**
 * Every report permission of spec 3, section 6: the tabs' and two that have no tab, 'menu' (no download or tab of
 * spec 3 reads it; held as the other reports are) and the platform form's menus-not-matching-normalization-regex CSV.
 */
export const REPORT_PERMISSION_KEYS = [...REPORT_KEYS, 'menu', 'menus-not-matching-normalization-regex'] as const;
export type ReportPermissionKey = (typeof REPORT_PERMISSION_KEYS)[number];

const taskPermissions = TASK_KINDS.flatMap((kind) => [
  ...TASK_ACTIONS.map((action) => `${kind}.${action}`),
  ...((BRAND_TASK_KINDS as readonly string[]).includes(kind) ? VIEW_ACTIONS.map((action) => `${kind}.${action}`) : []),
]);

export const ALL_PERMISSIONS = [
  'user.create',
  'user.update',
  'user.delete',
  'user.get',
  'user.list',
  'brand.create',
  'brand.update',
  'brand.updateImages',
  'brand.get',
  'brand.list',
  'location.update',
  'location.get',
  'location.list',
  // Our addition: the spec says the Clone location button needs "a specific permission" without naming it.
  'location.clone',
  'menu.update',
  'menu.get',
  'menu.list',
  ...taskPermissions,
  // Our addition: the spec makes resolved dates admin-only; a permission keeps that rule in the one role table.
  'task.setResolvedDates',
  'event.list',
  ...REPORT_PERMISSION_KEYS.map((key) => `report.${key}`),
  'commonWebsiteDomain.create',
  'commonWebsiteDomain.update',
  'commonWebsiteDomain.delete',
  'commonWebsiteDomain.list',
  'platform.get',
  'platform.list',
  'platform.update',
  'platform.create',
  'menuScrapingRerun.get',
  'menuScrapingRerun.list',
  'menuScrapingTemplate.admin',
  'menuScrapingCluster.assign',
  'menuScrapingCluster.unassign',
  'menuScrapingCluster.admin',
] as const;

export type Permission = string;

export function hasPermission(permissions: readonly string[], permission: Permission): boolean {
  return permissions.includes(permission);
}

export function hasAnyPermission(permissions: readonly string[], wanted: readonly Permission[]): boolean {
  return wanted.some((permission) => permissions.includes(permission));
}
