import { describe, expect, it } from 'vitest';
import { dishFiltersInput, dishQueryString, parseDishQuery, sameDishFilters } from './dishFilters';
import { changeStatusStyle, CHANGE_STATUS_ORDER, CHANGE_STATUS_STYLES } from './changeStatusStyles';
import { nestMenuTitles } from './menuTitleNesting';
import { computeRowWindow, scrollTopToReveal } from './rowWindow';
import { dishGridTemplate, DISH_COLUMNS, DISH_TABLE_WIDTH, SELECT_COLUMN_WIDTH } from './dishTableColumns';
import { DISH_ROW_HEIGHTS, readDishTableDensity } from './dishTableDensity';

describe('dish query string', () => {
  it('reads defaults from an empty query', () => {
    expect(parseDishQuery(new URLSearchParams(''), 40)).toEqual({ page: 1, pageSize: 40, titleId: null, filters: {}, changedOnly: null });
  });
  it('reads page, size, title, the nine filters and changedOnly', () => {
    const query = parseDishQuery(new URLSearchParams('page=3&pageSize=100&titleId=12&name=%20soup%20&allergens=nuts&changedOnly=false&unknown=1'), 40);
    expect(query).toEqual({ page: 3, pageSize: 100, titleId: 12, filters: { name: 'soup', allergens: 'nuts' }, changedOnly: false });
  });
  it('refuses junk numbers and caps the page size at 5000', () => {
    const query = parseDishQuery(new URLSearchParams('page=-2&pageSize=99999&titleId=abc&changedOnly=yes'), 10);
    expect(query).toMatchObject({ page: 1, pageSize: 5000, titleId: null, changedOnly: null });
  });
  it('writes only what differs from the defaults and keeps other parameters', () => {
    const base = new URLSearchParams('tab=changes&page=4');
    const out = dishQueryString({ page: 1, pageSize: 40, titleId: 7, filters: { diets: 'vegan', name: ' ' }, changedOnly: true }, 40, base);
    expect(out.toString()).toBe('tab=changes&titleId=7&diets=vegan&changedOnly=true');
  });
  it('round-trips', () => {
    const query = { page: 2, pageSize: 20, titleId: 5, filters: { description: 'spicy', nutritions: 'fat' }, changedOnly: false };
    expect(parseDishQuery(dishQueryString(query, 40), 40)).toEqual(query);
  });
  it('builds the API filters without blanks', () => {
    expect(dishFiltersInput({ name: ' ', calories: '200 ' })).toEqual({ calories: '200' });
    expect(dishFiltersInput({ name: '' })).toBeNull();
    expect(sameDishFilters({ name: 'a ' }, { name: 'a', diets: '' })).toBe(true);
    expect(sameDishFilters({ name: 'a' }, { name: 'b' })).toBe(false);
  });
});

describe('change status styles', () => {
  it('has the legend in the spec order with its labels', () => {
    expect(CHANGE_STATUS_ORDER.map((key) => CHANGE_STATUS_STYLES[key].label)).toEqual(['Deleted', 'Restored', 'Updated (significantly)', 'Updated', 'Created', 'Not changed']);
  });
  it('treats null and unknown statuses as not changed', () => {
    expect(changeStatusStyle(null).label).toBe('Not changed');
    expect(changeStatusStyle('SOMETHING').label).toBe('Not changed');
    expect(changeStatusStyle('UPDATED_SIGNIFICANTLY').label).toBe('Updated (significantly)');
  });
});

describe('menu title nesting', () => {
  it('nests children under parents in order and keeps orphans and loops at the top', () => {
    const titles = [
      { databaseId: 1, parentId: null },
      { databaseId: 2, parentId: 1 },
      { databaseId: 3, parentId: 99 },
      { databaseId: 4, parentId: 5 },
      { databaseId: 5, parentId: 4 },
      { databaseId: 6, parentId: 2 },
    ];
    const roots = nestMenuTitles(titles);
    expect(roots.map((node) => node.title.databaseId)).toEqual([1, 3, 4, 5]);
    expect(roots[0].children[0].title.databaseId).toBe(2);
    expect(roots[0].children[0].children[0].title.databaseId).toBe(6);
  });
});

describe('row window', () => {
  it('renders a few dozen rows of 5,000', () => {
    const shown = computeRowWindow(5000, 76, 76 * 2500, 560);
    expect(shown.end - shown.start).toBeLessThan(30);
    expect(shown.start).toBeLessThanOrEqual(2500);
    expect(shown.end).toBeGreaterThan(2500 + 560 / 76);
    expect(shown.totalHeight).toBe(380000);
  });
  it('clamps at both ends', () => {
    expect(computeRowWindow(10, 76, 0, 560)).toEqual({ start: 0, end: 10, totalHeight: 760 });
    expect(computeRowWindow(0, 76, 100, 560)).toEqual({ start: 0, end: 0, totalHeight: 0 });
    const end = computeRowWindow(100, 10, 1e9, 100);
    expect(end.end).toBe(100);
  });
  it('scrolls just enough to reveal a row', () => {
    expect(scrollTopToReveal(0, 50, 200, 300)).toBe(0);
    expect(scrollTopToReveal(5, 50, 0, 300)).toBe(0);
    expect(scrollTopToReveal(10, 50, 0, 300)).toBe(250);
    expect(scrollTopToReveal(10, 50, 0, 336, 36)).toBe(250);
  });
});

describe('dish table columns', () => {
  it('spans 3000 px', () => {
    const fixed = DISH_COLUMNS.slice(0, -1).reduce((sum, column) => sum + column.width, 0);
    expect(fixed + SELECT_COLUMN_WIDTH).toBeLessThan(DISH_TABLE_WIDTH);
    expect(dishGridTemplate(true).split(' ')[0]).toBe(`${SELECT_COLUMN_WIDTH}px`);
    expect(dishGridTemplate(false)).not.toContain(`${SELECT_COLUMN_WIDTH}px`);
  });
});

describe('dish table density', () => {
  it('is compact unless the person chose comfortable', () => {
    expect(readDishTableDensity(null)).toBe('compact');
    expect(readDishTableDensity('bogus')).toBe('compact');
    expect(readDishTableDensity('comfortable')).toBe('comfortable');
    // One line a row: at least 15 rows in the table's default 560 px (7 at the comfortable height).
    expect(Math.floor((560 - 36) / DISH_ROW_HEIGHTS.compact)).toBeGreaterThanOrEqual(15);
    expect(Math.floor((560 - 36) / DISH_ROW_HEIGHTS.comfortable)).toBe(6);
  });
});
