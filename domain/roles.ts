// The one table that says which role holds which permission (DESIGN.md section 4). Read it row by row.
import { ALL_PERMISSIONS, BRAND_TASK_KINDS, REPORT_PERMISSION_KEYS, type Permission } from './permissions';

export const ROLE_NAMES = [
  'admin',
  'teamLeader',
  'definer',
  'reviewer',
  'juniorScraper',
  'middleScraper',
  'seniorScraper',
  'definerJuniorScraper',
  'definerMiddleScraper',
  'definerMiddleScraperReviewer',
  'definerSeniorScraperReviewer',
  'middleScraperReviewer',
  'seniorScraperReviewer',
  'exporter',
  'trainee',
  'qualityChecker',
  'qualityCheckerSeniorScraperReviewer',
  'reporter',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

const WORK_ACTIONS = ['assign', 'unassign', 'markAwaiting', 'unmarkAwaiting', 'resolve', 'get', 'list'];
const taskWork = (kind: string) => WORK_ACTIONS.map((action) => `${kind}.${action}`);
const readData = ['brand.get', 'brand.list', 'location.get', 'location.list', 'menu.get', 'menu.list', 'event.list'];
const editData = ['brand.update', 'location.update', 'menu.update'];
/** The gateway task's New brand modal: the people who work brand gateway tasks create brands (docs/decisions.md). */
const createBrands = ['brand.create'];

const definerSet: Permission[] = [
  ...BRAND_TASK_KINDS.flatMap((kind) => [...taskWork(kind), `${kind}.resolveDefineView`]),
  ...readData,
  ...editData,
  ...createBrands,
];
const qualityCheckerSet: Permission[] = [
  ...BRAND_TASK_KINDS.flatMap((kind) => [...taskWork(kind), `${kind}.resolveQcView`, `${kind}.resolveQqaView`, `${kind}.reopen`]),
  ...readData,
  ...editData,
  ...createBrands,
];
const juniorScraperSet: Permission[] = [...taskWork('menuScrapingTask'), 'menuScrapingTask.reopen', ...readData, 'menu.update'];
const middleScraperSet: Permission[] = [...juniorScraperSet, 'menuScrapingRerun.get', 'menuScrapingRerun.list', 'platform.get', 'platform.list'];
const seniorScraperSet: Permission[] = [
  ...middleScraperSet,
  'menuScrapingTemplate.admin',
  'menuScrapingCluster.assign',
  'menuScrapingCluster.unassign',
  // Senior scrapers own the templates and the platforms their clusters are grouped by (docs/decisions.md).
  'platform.create',
  'platform.update',
];
const reviewerSet: Permission[] = [...taskWork('dishReviewTask'), 'dishReviewTask.reopen', ...readData, 'menu.update'];
const reportSet: Permission[] = REPORT_PERMISSION_KEYS.map((key) => `report.${key}`);
const traineeSet: Permission[] = [
  ...BRAND_TASK_KINDS.flatMap((kind) => [`${kind}.get`, `${kind}.list`]),
  'menuScrapingTask.get',
  'menuScrapingTask.list',
  'dishReviewTask.get',
  'dishReviewTask.list',
  ...readData,
];

const union = (...sets: Permission[][]): Permission[] => [...new Set(sets.flat())];
const all = [...ALL_PERMISSIONS] as Permission[];

export const ROLE_PERMISSIONS: Record<RoleName, readonly Permission[]> = {
  admin: all,
  teamLeader: all.filter((permission) => permission !== 'user.delete' && permission !== 'task.setResolvedDates'),
  definer: definerSet,
  reviewer: reviewerSet,
  juniorScraper: juniorScraperSet,
  middleScraper: middleScraperSet,
  seniorScraper: seniorScraperSet,
  definerJuniorScraper: union(definerSet, juniorScraperSet),
  definerMiddleScraper: union(definerSet, middleScraperSet),
  definerMiddleScraperReviewer: union(definerSet, middleScraperSet, reviewerSet),
  definerSeniorScraperReviewer: union(definerSet, seniorScraperSet, reviewerSet),
  middleScraperReviewer: union(middleScraperSet, reviewerSet),
  seniorScraperReviewer: union(seniorScraperSet, reviewerSet),
  exporter: union(reportSet, readData),
  trainee: traineeSet,
  qualityChecker: qualityCheckerSet,
  qualityCheckerSeniorScraperReviewer: union(qualityCheckerSet, seniorScraperSet, reviewerSet),
  reporter: union(reportSet, ['event.list']),
};

export function permissionsOfRoles(roleNames: readonly string[]): Permission[] {
  return union(...roleNames.map((name) => [...(ROLE_PERMISSIONS[name as RoleName] ?? [])]));
}

/** Display label for a role name: 'definerJuniorScraper' -> 'Definer junior scraper'. */
export function roleLabel(name: string): string {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
