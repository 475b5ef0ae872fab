// Role rows checked against expectations written out here from the spec and docs/decisions.md, not from the table's
// own building blocks: a permission dropped from roles.ts must fail a test.
import { describe, expect, it } from 'vitest';
import { ROLE_NAMES, ROLE_PERMISSIONS } from './roles';

// Spec 3, Reports: "The keys are: ...", and section 6's two report permissions without a tab (menu, menus not matching
// the normalization regex).
const REPORT_PERMISSIONS =
  'user, user-counts, menus-having-allergens, scraping-engine, scraping-issue, scraping-attempts, scraping-verification, scraping-clusters, counts, open-tasks, changed-menu-urls, menus-in-probing-status, misc-tasks-verification, menu, menus-not-matching-normalization-regex'
    .split(', ')
    .map((key) => `report.${key}`);

describe('role permissions against written-out expectations', () => {
  it('gives the reporter the reports and the history, and nothing else', () => {
    // DESIGN.md: "exporter and reporter the reports"; docs/decisions.md: "every staff role may read history (event.list)".
    expect([...ROLE_PERMISSIONS.reporter].sort()).toEqual([...REPORT_PERMISSIONS, 'event.list'].sort());
  });

  it('lets every role read history', () => {
    const without = ROLE_NAMES.filter((role) => !ROLE_PERMISSIONS[role].includes('event.list'));
    expect(without).toEqual([]);
  });

  it('lets exactly the roles that work brand gateway tasks create brands (the New brand modal), besides admin and team leader', () => {
    // docs/decisions.md: definers and quality checkers, and every role combining one of them, create brands.
    const creators = ROLE_NAMES.filter((role) => ROLE_PERMISSIONS[role].includes('brand.create'));
    expect(creators.sort()).toEqual(
      [
        'admin',
        'teamLeader',
        'definer',
        'definerJuniorScraper',
        'definerMiddleScraper',
        'definerMiddleScraperReviewer',
        'definerSeniorScraperReviewer',
        'qualityChecker',
        'qualityCheckerSeniorScraperReviewer',
      ].sort(),
    );
  });
});
