// Whose names each task list's assignee filter offers (spec 1 section 2): the roles the spec lists, and exactly the
// roles that may work that kind of task by the role table.
import { describe, expect, it } from 'vitest';
import { ASSIGNEE_FILTER_ROLES } from './assigneeRoles';
import { ROLE_NAMES, ROLE_PERMISSIONS } from './roles';

const DEFINITION = [
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
const SCRAPING = [
  'admin',
  'teamLeader',
  'definerJuniorScraper',
  'definerMiddleScraper',
  'definerSeniorScraperReviewer',
  'definerMiddleScraperReviewer',
  'juniorScraper',
  'middleScraper',
  'seniorScraper',
  'middleScraperReviewer',
  'seniorScraperReviewer',
  'qualityCheckerSeniorScraperReviewer',
];
const REVIEW = [
  'admin',
  'teamLeader',
  'middleScraperReviewer',
  'seniorScraperReviewer',
  'definerMiddleScraperReviewer',
  'definerSeniorScraperReviewer',
  'reviewer',
  'qualityCheckerSeniorScraperReviewer',
];

/** The permissions that let a role work a task of the kind: resolve it, or resolve one of its views. */
const WORK_PERMISSIONS: Record<string, string[]> = {
  BRAND_GATEWAY: ['brandGatewayTask.resolveDefineView', 'brandGatewayTask.resolveQcView', 'brandGatewayTask.resolveQqaView'],
  BRAND_DEFINITION: ['brandDefinitionTask.resolveDefineView', 'brandDefinitionTask.resolveQcView', 'brandDefinitionTask.resolveQqaView'],
  MENU_DEFINITION: ['menuDefinitionTask.resolveDefineView', 'menuDefinitionTask.resolveQcView', 'menuDefinitionTask.resolveQqaView'],
  MENU_SCRAPING: ['menuScrapingTask.resolve'],
  DISH_REVIEW: ['dishReviewTask.resolve'],
};

describe('assignee filter roles', () => {
  it.each([
    ['BRAND_GATEWAY', DEFINITION],
    ['BRAND_DEFINITION', DEFINITION],
    ['MENU_DEFINITION', DEFINITION],
    ['MENU_SCRAPING', SCRAPING],
    ['DISH_REVIEW', REVIEW],
  ])('offers for %s the roles the spec lists', (kind, roles) => {
    expect([...ASSIGNEE_FILTER_ROLES[kind]].sort()).toEqual([...roles].sort());
  });

  it.each(Object.keys(WORK_PERMISSIONS))('offers for %s exactly the roles that may work it', (kind) => {
    const workers = ROLE_NAMES.filter((name) => WORK_PERMISSIONS[kind].some((permission) => ROLE_PERMISSIONS[name].includes(permission)));
    expect([...ASSIGNEE_FILTER_ROLES[kind]].sort()).toEqual([...workers].sort());
  });

  it('has a list for each of the five kinds and no other', () => {
    expect(Object.keys(ASSIGNEE_FILTER_ROLES).sort()).toEqual(Object.keys(WORK_PERMISSIONS).sort());
  });
});
