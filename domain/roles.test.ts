// The role table, one assertion per row: what each of the 18 roles may and may not do.
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from './permissions';
import { ROLE_NAMES, ROLE_PERMISSIONS, permissionsOfRoles, roleLabel } from './roles';

const can = (role: keyof typeof ROLE_PERMISSIONS, permission: string) => ROLE_PERMISSIONS[role].includes(permission);

describe('ROLE_PERMISSIONS', () => {
  it('has a row for each of the 18 roles and only known permissions', () => {
    expect(ROLE_NAMES).toHaveLength(18);
    const known = new Set<string>(ALL_PERMISSIONS);
    for (const role of ROLE_NAMES) expect(ROLE_PERMISSIONS[role].filter((permission) => !known.has(permission))).toEqual([]);
  });

  it('gives admin every permission of spec 1 section 6 and our two additions, written out here, and nothing else', () => {
    const group = (entity: string, actions: string[]) => actions.map((action) => `${entity}.${action}`);
    const taskActions = ['assign', 'unassign', 'markAwaiting', 'unmarkAwaiting', 'resolve', 'reopen', 'admin', 'get', 'list'];
    const viewActions = ['resolveDefineView', 'resolveQcView', 'resolveQqaView'];
    // Spec 3, Reports: "The keys are: ...".
    const reportKeys =
      'user, user-counts, menus-having-allergens, scraping-engine, scraping-issue, scraping-attempts, scraping-verification, scraping-clusters, counts, open-tasks, changed-menu-urls, menus-in-probing-status, misc-tasks-verification';
    const expected = [
      ...group('user', ['create', 'update', 'delete', 'get', 'list']),
      ...group('brand', ['create', 'update', 'updateImages', 'get', 'list']),
      ...group('location', ['update', 'get', 'list']),
      ...group('menu', ['update', 'get', 'list']),
      ...['brandGatewayTask', 'brandDefinitionTask', 'menuDefinitionTask'].flatMap((kind) => group(kind, [...taskActions, ...viewActions])),
      ...['menuScrapingTask', 'dishReviewTask'].flatMap((kind) => group(kind, taskActions)),
      'event.list',
      ...reportKeys.split(', ').map((key) => `report.${key}`),
      // Spec 3, section 6: the report permissions without a tab.
      'report.menu',
      'report.menus-not-matching-normalization-regex',
      ...group('commonWebsiteDomain', ['create', 'update', 'delete', 'list']),
      ...group('platform', ['get', 'list', 'update', 'create']),
      ...group('menuScrapingRerun', ['get', 'list']),
      'menuScrapingTemplate.admin',
      ...group('menuScrapingCluster', ['assign', 'unassign', 'admin']),
      // Ours (docs/decisions.md): the clone location button and the admin-only resolved dates.
      'location.clone',
      'task.setResolvedDates',
    ];
    expect(expected).toHaveLength(102);
    expect([...ROLE_PERMISSIONS.admin].sort()).toEqual([...expected].sort());
    expect([...ALL_PERMISSIONS].sort()).toEqual([...expected].sort());
  });

  const rows: [keyof typeof ROLE_PERMISSIONS, string[], string[]][] = [
    ['teamLeader', ['user.create', 'user.update', 'menuScrapingCluster.admin', 'brandGatewayTask.resolveQqaView'], ['user.delete', 'task.setResolvedDates']],
    ['definer', ['brandGatewayTask.resolveDefineView', 'menuDefinitionTask.assign', 'brand.update', 'brand.create', 'location.update'], ['brandGatewayTask.resolveQcView', 'menuScrapingTask.list', 'user.list', 'brand.updateImages', 'location.clone']],
    ['reviewer', ['dishReviewTask.resolve', 'dishReviewTask.list'], ['menuScrapingTask.resolve', 'brandGatewayTask.list', 'brand.create']],
    ['juniorScraper', ['menuScrapingTask.resolve'], ['menuScrapingRerun.list', 'menuScrapingTemplate.admin', 'brand.create']],
    ['middleScraper', ['menuScrapingTask.resolve', 'menuScrapingRerun.list', 'platform.get', 'platform.list'], ['menuScrapingTemplate.admin', 'platform.create', 'platform.update']],
    ['seniorScraper', ['menuScrapingTemplate.admin', 'menuScrapingCluster.assign', 'platform.create', 'platform.update'], ['menuScrapingCluster.admin', 'dishReviewTask.resolve']],
    ['definerJuniorScraper', ['brandGatewayTask.resolveDefineView', 'menuScrapingTask.resolve'], ['dishReviewTask.resolve']],
    ['definerMiddleScraper', ['brandDefinitionTask.resolveDefineView', 'menuScrapingRerun.list'], ['dishReviewTask.resolve']],
    ['definerMiddleScraperReviewer', ['menuDefinitionTask.resolveDefineView', 'menuScrapingRerun.list', 'dishReviewTask.resolve'], ['menuScrapingTemplate.admin']],
    ['definerSeniorScraperReviewer', ['brandGatewayTask.resolveDefineView', 'menuScrapingTemplate.admin', 'dishReviewTask.resolve'], ['user.list']],
    ['middleScraperReviewer', ['menuScrapingTask.resolve', 'dishReviewTask.resolve'], ['brandGatewayTask.list']],
    ['seniorScraperReviewer', ['menuScrapingTemplate.admin', 'dishReviewTask.resolve'], ['brandGatewayTask.list']],
    ['exporter', ['report.counts', 'report.user', 'report.menu', 'report.menus-not-matching-normalization-regex'], ['brand.update', 'brandGatewayTask.list']],
    ['trainee', ['brandGatewayTask.list', 'dishReviewTask.get', 'brand.get'], ['brandGatewayTask.assign', 'brand.update', 'brand.create', 'menu.update']],
    ['qualityChecker', ['brandGatewayTask.resolveQcView', 'menuDefinitionTask.resolveQqaView', 'brandDefinitionTask.reopen', 'brand.create'], ['brandGatewayTask.resolveDefineView', 'menuScrapingTask.list', 'location.clone']],
    ['qualityCheckerSeniorScraperReviewer', ['brandGatewayTask.resolveQcView', 'menuScrapingTemplate.admin', 'dishReviewTask.resolve'], ['user.list']],
    ['reporter', ['report.open-tasks', 'report.scraping-issue', 'report.menus-not-matching-normalization-regex'], ['brand.update', 'menu.list', 'platform.get']],
  ];

  it.each(rows)('%s holds what it needs and nothing it must not', (role, allowed, denied) => {
    for (const permission of allowed) expect(can(role, permission), `${role} should hold ${permission}`).toBe(true);
    for (const permission of denied) expect(can(role, permission), `${role} should not hold ${permission}`).toBe(false);
  });

  it('combines roles as a union and labels role names for people', () => {
    expect(permissionsOfRoles(['definer', 'reviewer'])).toEqual(expect.arrayContaining(['dishReviewTask.resolve', 'brandGatewayTask.resolveDefineView']));
    expect(permissionsOfRoles(['unknown'])).toEqual([]);
    expect(roleLabel('definerJuniorScraper')).toBe('Definer junior scraper');
  });
});
