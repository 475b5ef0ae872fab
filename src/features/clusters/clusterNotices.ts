// The cluster screens' words (spec 3, section 8): failure titles exactly as the catalogue lists them, and the success
// notices it names (cluster updated, assigned, unassigned, menus reset with the count, complex menus regenerated).
export const CLUSTER_FAILURES = {
  update: 'Menu scraping cluster update failed.',
  assign: 'Cluster assign failed.',
  unassign: 'Cluster unassign failed.',
  moveMenu: (menuId: number) => `Failed to update menu scraping cluster for menu ${menuId}.`,
  regenerate: 'Complex menus regeneration failed.',
  remove: 'Menu removal from menu scraping cluster failed.',
  core: 'Marking or Unmarking menu as core for scraping cluster failed.',
  updateMenu: 'Failed to update menu.',
  reset: 'Failed to reset menus.',
  attach: 'Menu attach to menu scraping cluster failed.',
  exclude: 'Menu exclusion from menu scraping cluster failed.',
  attachBack: 'Menu attach back to menu scraping cluster failed.',
  removeExcluded: 'Menu removal from excluded menus failed.',
  report: 'Failed to generate report.',
} as const;

export const CLUSTER_NOTICES = {
  updated: 'Menu scraping cluster updated.',
  assigned: 'Cluster assigned.',
  unassigned: 'Cluster unassigned.',
  reset: (count: number) => `${count} ${count === 1 ? 'menu' : 'menus'} reset.`,
  regenerated: (count: number) => `Complex menus regenerated: ${count} ${count === 1 ? 'menu is' : 'menus are'} complex.`,
  removed: (menuId: number) => `Menu ${menuId} removed from the cluster.`,
  core: (menuId: number, isCore: boolean) => `Menu ${menuId} ${isCore ? 'marked as core' : 'is no longer core'}.`,
  menuUpdated: (menuId: number) => `Menu ${menuId} updated.`,
  attached: (menuId: number) => `Menu ${menuId} attached to the cluster.`,
  attachedBack: (menuId: number) => `Menu ${menuId} attached back to the cluster.`,
  excluded: (menuId: number) => `Menu ${menuId} excluded from similar menus.`,
  removedFromExcluded: (menuId: number) => `Menu ${menuId} removed from the excluded menus.`,
} as const;

export const UNRESOLVED_REASON_MESSAGE = 'Please resolve the error before leaving the page.';
export const SELECT_REASON_MESSAGE = 'Please select a reason';
export const TEMPLATE_CHANGE_CONFIRMATION = 'Changing the template resets the statuses of all the menus of this cluster. Do you want to continue?';
export const FORMAT_REMOVES_CONFIRMATION = (menuId: number, format: string) =>
  `Menu ${menuId} will be removed from the cluster when its format becomes ${format}. Do you want to continue?`;
/** Both cluster reports need the clusters report permission (spec 3, section 6: each report has its own). */
export const CLUSTER_REPORTS_PERMISSION = 'report.scraping-clusters';
export const REPORT_PERMISSION_MISSING = 'The menus report needs the clusters report permission.';
