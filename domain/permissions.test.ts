// The permission strings of spec 1 section 6, written out from the spec: the table roles and resolvers are checked
// against must name each of them, and nothing else.
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, BRAND_TASK_KINDS, REPORT_KEYS, REPORT_PERMISSION_KEYS, REPORT_TAB_KEYS, TASK_KINDS, hasAnyPermission, hasPermission } from './permissions';

const SPEC_TASK_KINDS = ['brandGatewayTask', 'brandDefinitionTask', 'menuDefinitionTask', 'menuScrapingTask', 'dishReviewTask'];
const SPEC_TASK_ACTIONS = ['assign', 'unassign', 'markAwaiting', 'unmarkAwaiting', 'resolve', 'reopen', 'admin', 'get', 'list'];
const SPEC_VIEW_ACTIONS = ['resolveDefineView', 'resolveQcView', 'resolveQqaView'];
const SPEC_PERMISSIONS = [
  ...['create', 'update', 'delete', 'get', 'list'].map((action) => `user.${action}`),
  ...['create', 'update', 'updateImages', 'get', 'list'].map((action) => `brand.${action}`),
  ...['update', 'get', 'list'].map((action) => `location.${action}`),
  ...['update', 'get', 'list'].map((action) => `menu.${action}`),
  ...SPEC_TASK_KINDS.flatMap((kind) => SPEC_TASK_ACTIONS.map((action) => `${kind}.${action}`)),
  ...SPEC_TASK_KINDS.slice(0, 3).flatMap((kind) => SPEC_VIEW_ACTIONS.map((action) => `${kind}.${action}`)),
  'event.list',
  ...['create', 'update', 'delete', 'list'].map((action) => `commonWebsiteDomain.${action}`),
  ...['get', 'list', 'update', 'create'].map((action) => `platform.${action}`),
  'menuScrapingRerun.get',
  'menuScrapingRerun.list',
  'menuScrapingTemplate.admin',
  ...['assign', 'unassign', 'admin'].map((action) => `menuScrapingCluster.${action}`),
];
/** Named by us where the spec asks for a permission without naming it (see the comments in permissions.ts). */
const OUR_ADDITIONS = ['location.clone', 'task.setResolvedDates'];
/** One report permission per report of spec 3's reports screen. */
const REPORTS = [
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
];
/** Spec 3 section 6's report permissions that no tab of the reports screen shows. */
const REPORTS_WITHOUT_TAB = ['menu', 'menus-not-matching-normalization-regex'];

describe('ALL_PERMISSIONS', () => {
  it('names every permission of the spec, our two additions and one per report (tab or not), each once', () => {
    const expected = [...SPEC_PERMISSIONS, ...OUR_ADDITIONS, ...[...REPORTS, ...REPORTS_WITHOUT_TAB].map((key) => `report.${key}`)];
    expect([...ALL_PERMISSIONS].sort()).toEqual(expected.sort());
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
  });

  it('lists the task kinds, the brand ones and the reports as the spec does', () => {
    expect([...TASK_KINDS]).toEqual(SPEC_TASK_KINDS);
    expect([...BRAND_TASK_KINDS]).toEqual(SPEC_TASK_KINDS.slice(0, 3));
    expect([...REPORT_KEYS]).toEqual(REPORTS);
    expect([...REPORT_TAB_KEYS]).toEqual(REPORTS);
    expect([...REPORT_PERMISSION_KEYS]).toEqual([...REPORTS, ...REPORTS_WITHOUT_TAB]);
  });

  it('gives view permissions to brand task kinds only', () => {
    expect(ALL_PERMISSIONS.filter((permission) => permission.endsWith('View'))).toEqual(
      SPEC_TASK_KINDS.slice(0, 3).flatMap((kind) => SPEC_VIEW_ACTIONS.map((action) => `${kind}.${action}`)),
    );
  });
});

describe('checking permissions', () => {
  const held = ['brand.get', 'menu.update'];

  it('holds a permission only when it is in the list, exactly', () => {
    expect(hasPermission(held, 'brand.get')).toBe(true);
    expect(hasPermission(held, 'brand.list')).toBe(false);
    expect(hasPermission(held, 'brand')).toBe(false);
    expect(hasPermission([], 'brand.get')).toBe(false);
  });

  it('holds any of several when at least one is in the list', () => {
    expect(hasAnyPermission(held, ['user.list', 'menu.update'])).toBe(true);
    expect(hasAnyPermission(held, ['user.list', 'menu.get'])).toBe(false);
    expect(hasAnyPermission(held, [])).toBe(false);
  });
});
