import { describe, expect, it } from 'vitest';
import { permissionsOfRoles } from '../../domain/roles';
import { searchScopeOf } from './searchScope';
import { brandPagePath, menuPagePath, taskPagePath, userPagePath } from './searchPaths';

describe('search scope', () => {
  it('gives an admin every kind, brands and menus through their pages', () => {
    expect(searchScopeOf(permissionsOfRoles(['admin']))).toEqual({
      brandPageTaskTypes: ['BRAND_GATEWAY', 'BRAND_DEFINITION', 'MENU_DEFINITION'],
      brandPages: true,
      menuPageTaskTypes: ['MENU_SCRAPING', 'DISH_REVIEW'],
      menuPages: true,
      users: true,
      userPages: true,
      taskTypes: ['BRAND_GATEWAY', 'BRAND_DEFINITION', 'MENU_DEFINITION', 'MENU_SCRAPING', 'DISH_REVIEW'],
    });
  });

  it('keeps each kind to those who may list or open it, and pages to those they may open', () => {
    const reviewer = searchScopeOf(permissionsOfRoles(['reviewer']));
    // Reviewers read brands (brand.get): brand results open the brand's page, though no brand task is theirs.
    expect(reviewer).toEqual({ brandPageTaskTypes: [], brandPages: true, menuPageTaskTypes: ['DISH_REVIEW'], menuPages: true, users: false, userPages: false, taskTypes: ['DISH_REVIEW'] });
    // menu.list without menu.get: menus open their scraping task.
    expect(searchScopeOf(['menu.list', 'menuScrapingTask.get'])).toMatchObject({ menuPageTaskTypes: ['MENU_SCRAPING'], menuPages: false });
    // brand.list without brand.get: brands open their gateway task.
    expect(searchScopeOf(['brand.list', 'brandGatewayTask.get'])).toMatchObject({ brandPageTaskTypes: ['BRAND_GATEWAY'], brandPages: false });
    expect(searchScopeOf(['user.list'])).toMatchObject({ users: true, userPages: false, taskTypes: [] });
    // Brand tasks without brand.list or brand.get: tasks yes, brands no.
    expect(searchScopeOf(['brandGatewayTask.get'])).toMatchObject({ brandPageTaskTypes: [], taskTypes: ['BRAND_GATEWAY'] });
    expect(searchScopeOf([])).toEqual({ brandPageTaskTypes: [], brandPages: false, menuPageTaskTypes: [], menuPages: false, users: false, userPages: false, taskTypes: [] });
  });

  it('names the SPA pages that exist', () => {
    expect(taskPagePath('MENU_SCRAPING', 5)).toBe('/tasks/menu-scraping/5');
    expect(taskPagePath('BRAND_GATEWAY', 7)).toBe('/tasks/brand-gateway/7');
    expect(brandPagePath(12)).toBe('/brands/12');
    expect(menuPagePath(8)).toBe('/menus/8');
    expect(userPagePath(3, true)).toBe('/users/3');
    expect(userPagePath(3, false)).toBe('/users');
  });
});
