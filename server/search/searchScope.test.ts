import { describe, expect, it } from 'vitest';
import { permissionsOfRoles } from '../../domain/roles';
import { searchScopeOf } from './searchScope';
import { taskPagePath, userPagePath } from './searchPaths';

describe('search scope', () => {
  it('gives an admin every kind, brands through their gateway task and menus through their scraping task', () => {
    expect(searchScopeOf(permissionsOfRoles(['admin']))).toEqual({
      brandPageTaskTypes: ['BRAND_GATEWAY', 'BRAND_DEFINITION', 'MENU_DEFINITION'],
      menuPageTaskTypes: ['MENU_SCRAPING', 'DISH_REVIEW'],
      users: true,
      userPages: true,
      taskTypes: ['BRAND_GATEWAY', 'BRAND_DEFINITION', 'MENU_DEFINITION', 'MENU_SCRAPING', 'DISH_REVIEW'],
    });
  });

  it('keeps each kind to those who may list or open it, and pages to those they may open', () => {
    const reviewer = searchScopeOf(permissionsOfRoles(['reviewer']));
    expect(reviewer).toEqual({ brandPageTaskTypes: [], menuPageTaskTypes: ['DISH_REVIEW'], users: false, userPages: false, taskTypes: ['DISH_REVIEW'] });
    expect(searchScopeOf(['user.list'])).toMatchObject({ users: true, userPages: false, taskTypes: [] });
    // Brand tasks without brand.list or brand.get: tasks yes, brands no.
    expect(searchScopeOf(['brandGatewayTask.get'])).toMatchObject({ brandPageTaskTypes: [], taskTypes: ['BRAND_GATEWAY'] });
    expect(searchScopeOf([])).toEqual({ brandPageTaskTypes: [], menuPageTaskTypes: [], users: false, userPages: false, taskTypes: [] });
  });

  it('names the SPA pages that exist', () => {
    expect(taskPagePath('MENU_SCRAPING', 5)).toBe('/tasks/menu-scraping/5');
    expect(taskPagePath('BRAND_GATEWAY', 7)).toBe('/tasks/brand-gateway/7');
    expect(userPagePath(3, true)).toBe('/users/3');
    expect(userPagePath(3, false)).toBe('/users');
  });
});
