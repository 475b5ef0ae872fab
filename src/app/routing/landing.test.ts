import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type RoleName } from '../../../domain/roles';
import type { Actor } from '../../../machines/taskTypes';
import { TASK_LISTS, taskListBySlug, type TaskListDefinition } from '../../features/tasks/taskListDefinitions';
import { allowedLists } from '../../features/tasks/taskListLogic';
import { landingCandidates, landingPath } from './landing';
import { fallbackPath } from './RequirePermission';

const actorOf = (role: RoleName): Actor => ({ id: 3, roleName: role, permissions: ROLE_PERMISSIONS[role] });
const allowedFor = (role: RoleName) => allowedLists(TASK_LISTS, (permission) => ROLE_PERMISSIONS[role].includes(permission));
const nothingRemembered = () => null;
const list = (slug: string) => taskListBySlug(slug)!;
const totals = (entries: Record<string, number>) => new Map<TaskListDefinition, number>(Object.entries(entries).map(([slug, total]) => [list(slug), total]));

describe('landing after sign-in', () => {
  it('asks each list the person may open, in the hub order, with the View they can take', () => {
    const candidates = landingCandidates(allowedFor('qualityChecker'), actorOf('qualityChecker'), nothingRemembered);
    expect(candidates.map((candidate) => candidate.list.slug)).toEqual(['brand-gateway', 'brand-definition', 'menu-definition']);
    expect(candidates[0].filters).toEqual({ statuses: ['NOT_STARTED', 'REOPENED'], isAssigned: false, viewType: 'QC' });
    expect(candidates[0].path).toBe('/tasks/brand-gateway');
  });

  it('counts a list with the filters the person last used on it, and lands there with them', () => {
    const remembered = (candidate: TaskListDefinition) => (candidate.slug === 'brand-gateway' ? 'viewType=QQA&isAwaiting=true' : null);
    const [gateway] = landingCandidates(allowedFor('qualityChecker'), actorOf('qualityChecker'), remembered);
    expect(gateway.filters).toEqual({ viewType: 'QQA', isAwaiting: true });
    expect(gateway.path).toBe('/tasks/brand-gateway?viewType=QQA&isAwaiting=true');
  });

  it('lands on the first list with work, admins and team leaders included', () => {
    for (const role of ['admin', 'teamLeader'] as const) {
      const candidates = landingCandidates(allowedFor(role), actorOf(role), nothingRemembered);
      const path = landingPath(candidates, totals({ 'brand-gateway': 0, 'brand-definition': 0, 'menu-definition': 0, 'menu-scraping': 4, 'dish-review': 9 }), fallbackPath(ROLE_PERMISSIONS[role]));
      expect(path).toBe('/tasks/menu-scraping');
    }
  });

  it('lands a reviewer on dish review', () => {
    const candidates = landingCandidates(allowedFor('reviewer'), actorOf('reviewer'), nothingRemembered);
    expect(landingPath(candidates, totals({ 'dish-review': 3 }), fallbackPath(ROLE_PERMISSIONS.reviewer))).toBe('/tasks/dish-review');
  });

  it('falls back to the first list when no list has work or the totals could not be read', () => {
    const candidates = landingCandidates(allowedFor('definer'), actorOf('definer'), nothingRemembered);
    expect(landingPath(candidates, totals({ 'brand-gateway': 0, 'brand-definition': 0, 'menu-definition': 0 }), '/users')).toBe('/tasks/brand-gateway');
    expect(landingPath(candidates, null, '/users')).toBe('/tasks/brand-gateway');
  });

  it('falls back to /users, or the first area, for people who may open no task list', () => {
    expect(landingPath([], null, '/users')).toBe('/users');
    expect(landingCandidates(allowedFor('reporter'), actorOf('reporter'), nothingRemembered)).toEqual([]);
    expect(landingPath([], null, fallbackPath(ROLE_PERMISSIONS.reporter))).toBe(fallbackPath(ROLE_PERMISSIONS.reporter));
    expect(landingPath([], null, null)).toBeNull();
  });
});
