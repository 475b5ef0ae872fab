// Whose names each task list's assignee filter offers (spec 1, section 2, "Assignee filter role visibility").
import type { RoleName } from './roles';

const DEFINITION: RoleName[] = [
  'admin',
  'teamLeader',
  'definer',
  'definerJuniorScraper',
  'definerMiddleScraper',
  'definerMiddleScraperReviewer',
  'definerSeniorScraperReviewer',
  'qualityChecker',
  'qualityCheckerSeniorScraperReviewer',
];
const SCRAPING: RoleName[] = [
  'admin',
  'teamLeader',
  'definerJuniorScraper',
  'definerMiddleScraper',
  'definerMiddleScraperReviewer',
  'definerSeniorScraperReviewer',
  'juniorScraper',
  'middleScraper',
  'seniorScraper',
  'middleScraperReviewer',
  'seniorScraperReviewer',
  'qualityCheckerSeniorScraperReviewer',
];
const REVIEW: RoleName[] = [
  'admin',
  'teamLeader',
  'middleScraperReviewer',
  'seniorScraperReviewer',
  'definerMiddleScraperReviewer',
  'definerSeniorScraperReviewer',
  'reviewer',
  'qualityCheckerSeniorScraperReviewer',
];

/**
 * Whom rejecting a menu on dish review may assign its scraping task to (spec 2, section 6: "Rejecting a menu can assign
 * to users holding: ..."), in the spec's order.
 */
export const REJECT_MENU_ASSIGNEE_ROLES: readonly RoleName[] = [
  'admin',
  'teamLeader',
  'definerJuniorScraper',
  'definerMiddleScraper',
  'definerMiddleScraperReviewer',
  'definerSeniorScraperReviewer',
  'juniorScraper',
  'middleScraper',
  'middleScraperReviewer',
  'seniorScraper',
  'seniorScraperReviewer',
  'qualityCheckerSeniorScraperReviewer',
];

export const ASSIGNEE_FILTER_ROLES: Record<string, RoleName[]> = {
  BRAND_GATEWAY: DEFINITION,
  BRAND_DEFINITION: DEFINITION,
  MENU_DEFINITION: DEFINITION,
  MENU_SCRAPING: SCRAPING,
  DISH_REVIEW: REVIEW,
};
