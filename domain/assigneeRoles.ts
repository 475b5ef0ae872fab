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

export const ASSIGNEE_FILTER_ROLES: Record<string, RoleName[]> = {
  BRAND_GATEWAY: DEFINITION,
  BRAND_DEFINITION: DEFINITION,
  MENU_DEFINITION: DEFINITION,
  MENU_SCRAPING: SCRAPING,
  DISH_REVIEW: REVIEW,
};
