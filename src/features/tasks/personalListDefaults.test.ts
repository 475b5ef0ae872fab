import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type RoleName } from '../../../domain/roles';
import { BRAND_TASK_TYPES, type Actor } from '../../../machines/taskTypes';
import { canTakeInView, defaultViewType, personalListDefaults } from './personalListDefaults';
import { TASK_LISTS, taskListBySlug } from './taskListDefinitions';
import { readListState } from './taskListQueryString';

const actorOf = (role: RoleName): Actor => ({ id: 7, roleName: role, permissions: ROLE_PERMISSIONS[role] });
const gateway = taskListBySlug('brand-gateway')!;

describe('the View filter a list opens with', () => {
  it.each([
    ['definer', 'DEFINE'],
    ['definerSeniorScraperReviewer', 'DEFINE'],
    ['qualityChecker', 'QC'],
    ['qualityCheckerSeniorScraperReviewer', 'QC'],
    ['admin', 'DEFINE'],
    ['teamLeader', 'DEFINE'],
    ['trainee', 'DEFINE'],
  ] as const)('is the view a %s can take: %s', (role, view) => {
    for (const type of BRAND_TASK_TYPES) expect(defaultViewType(type, actorOf(role))).toBe(view);
  });

  it('is QQA for someone who can resolve QQA but not QC', () => {
    const actor: Actor = { id: 7, roleName: '', permissions: ['brandGatewayTask.list', 'brandGatewayTask.assign', 'brandGatewayTask.resolveQqaView'] };
    expect(defaultViewType('BRAND_GATEWAY', actor)).toBe('QQA');
  });

  it('follows the machines’ assign rule: a quality checker cannot take a DEFINE task, a definer cannot take a QC one', () => {
    expect(canTakeInView('BRAND_DEFINITION', 'DEFINE', actorOf('qualityChecker'))).toBe(false);
    expect(canTakeInView('BRAND_DEFINITION', 'QC', actorOf('qualityChecker'))).toBe(true);
    expect(canTakeInView('MENU_DEFINITION', 'QC', actorOf('definer'))).toBe(false);
  });

  it('changes only the View filter, and only on lists that have one', () => {
    expect(personalListDefaults(gateway, actorOf('qualityChecker'))).toEqual({ ...gateway.defaults, viewType: 'QC' });
    for (const list of TASK_LISTS.filter((candidate) => candidate.defaults.viewType === undefined)) {
      expect(personalListDefaults(list, actorOf('qualityChecker'))).toBe(list.defaults);
    }
    expect(personalListDefaults(gateway, null)).toBe(gateway.defaults);
  });

  it('applies when the URL has no filter; filters in the URL (remembered or chosen) still win', () => {
    const defaults = personalListDefaults(gateway, actorOf('qualityChecker'));
    expect(readListState(gateway, new URLSearchParams(''), defaults).filters.viewType).toBe('QC');
    expect(readListState(gateway, new URLSearchParams('viewType=DEFINE'), defaults).filters.viewType).toBe('DEFINE');
    expect(readListState(gateway, new URLSearchParams('brandSearchTerm='), defaults).filters).toEqual({});
  });
});
