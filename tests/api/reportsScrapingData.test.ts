// The scraping data reports without inputs through the real endpoint (docs/reports.md): changed-menu-urls, counts and
// menus-having-allergens. For a known slice: the file names, header rows, rows and their values, cells a spreadsheet
// would run as formulas escaped, the permission refused and allowed; and the counts report's chart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintSession } from '../support/mintSession';
import { startTestApp, type TestApp } from '../support/testApp';
import { insertBrand, insertLocation } from './brandsFixture';
import { csvRecords, reportChart, reportDownloader } from './reportTestSupport';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const download = reportDownloader(() => t, tokens);

async function insertRow(table: string, values: Record<string, unknown>): Promise<number> {
  const keys = Object.keys(values);
  const [{ id }] = await t.db.query<{ id: number }>(
    `INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    Object.values(values).map((value) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value)),
  );
  return id;
}

const insertMenu = (values: Record<string, unknown>) => insertRow('menus', { brand_id: ids.brand, format: 'HTML', ...values });
const insertDish = (menuId: number, name: string, values: Record<string, unknown> = {}) =>
  insertRow('dishes', { menu_id: menuId, identity_key: name, name, hash: name, ...values });
const insertTitle = (menuId: number, title: string, values: Record<string, unknown> = {}) =>
  insertRow('menu_titles', { menu_id: menuId, identity_key: title, title, hash: title, ...values });
const insertEvent = (userId: number | null, type: string, subType: string | null, menuId: number, createdDate: string, data: unknown) =>
  insertRow('events', { user_id: userId, type, sub_type: subType, entity_type: 'MENU', entity_id: menuId, message: `${type} in a report test`, data, created_date: createdDate });

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['reporter', 'seniorScraper']) {
    ids[role] = await t.createUser(role, `${role.toLowerCase()}@example.com`, { name: `${role} person` });
    tokens[role] = (await mintSession(t, ids[role])).accessToken;
  }
  ids.definer = await t.createUser('definer', 'dee@example.com', { name: '+Dee' });
  ids.brand = await insertBrand(t.db, {}, '=cmd|calc', { status: 'INCLUDED' });
  ids.other = await insertBrand(t.db, {}, 'Other', { status: 'EXCLUDED', rank: 'MASTER' });
  await insertLocation(t.db, ids.brand, 'Here', { status: 'INCLUDED' });
  await insertLocation(t.db, ids.brand, 'There', { status: 'NEW', business_status: 'CLOSED_PERMANENTLY' });
  ids.m1 = await insertMenu({ url: 'https://new.example/menu', status: 'APPROVED', scraped_date: '2026-03-10T10:00:00Z' });
  ids.m2 = await insertMenu({ url: '-new.example', status: 'SCRAPED' });
  ids.m3 = await insertMenu({ url: 'https://three.example', status: 'SCRAPED' });
  ids.m4 = await insertMenu({ url: 'https://gone.example', status: 'NEW', is_deleted: true });
  ids.task = await insertRow('tasks', { type: 'MENU_DEFINITION', brand_id: ids.brand, current_view_type: 'DEFINE' });

  // URL changes: menu 1 on a menu definition task, menu 2 on the menu page; a format change and a creation are none.
  await insertEvent(ids.definer, 'UPDATE', null, ids.m1, '2026-03-10T09:00:00Z', {
    taskId: ids.task, changedFields: ['url', 'format'], before: { url: 'https://old.example/menu', format: 'PDF' }, after: { url: 'https://new.example/menu', format: 'HTML' },
  });
  await insertEvent(ids.definer, 'UPDATE', 'FORMAT', ids.m3, '2026-03-10T09:30:00Z', { format: { from: 'PDF', to: 'HTML' } });
  await insertEvent(null, 'UPDATE', 'URL_AND_NOTES', ids.m2, '2026-03-11T09:00:00Z', { url: { from: 'https://old.example/two', to: '-new.example' } });
  await insertEvent(ids.definer, 'CREATE', null, ids.m3, '2026-03-09T09:00:00Z', { taskId: ids.task, changedFields: ['url'], after: { url: 'https://three.example' } });

  // Allergens and nutritions: menu 1's dishes (one with allergens, one with nutritions, a deleted one with both), menu 2's
  // title with nutritions; menu 3 has only blank values; the deleted menu 4 has allergens.
  await insertDish(ids.m1, 'Soup', { allergens: 'celery' });
  await insertDish(ids.m1, 'Bread', { nutritions: '200 kcal' });
  await insertDish(ids.m1, 'Old', { allergens: 'nuts', nutritions: 'x', is_deleted: true });
  await insertDish(ids.m1, 'Water');
  await insertTitle(ids.m2, 'Mains', { nutritions: 'per 100 g' });
  await insertDish(ids.m3, 'Plain', { allergens: '  ' });
  await insertDish(ids.m4, 'Gone', { allergens: 'milk' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the reports without inputs check their permission', () => {
  for (const key of ['changed-menu-urls', 'counts', 'menus-having-allergens']) {
    it(`${key}: no session, no permission`, async () => {
      expect((await download(key)).status).toBe(401);
      expect((await download(key, 'seniorScraper')).status).toBe(403);
      expect((await download(`${key}/1`, 'reporter')).status).toBe(404);
    });
  }
});

describe('changed-menu-urls', () => {
  it('writes every URL change, oldest first', async () => {
    const response = await download('changed-menu-urls', 'reporter');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="changed_menu_urls.csv"');
    const { header, records } = await csvRecords(response);
    expect(header).toEqual(['Changed date', 'Menu ID', 'Brand ID', 'Brand name', 'Old URL', 'New URL', 'Current URL', 'Changed by', 'Changed on', 'Menu format', 'Menu status', 'Menu deleted']);
    expect(records).toEqual([
      {
        'Changed date': '2026-03-10T09:00:00.000Z', 'Menu ID': String(ids.m1), 'Brand ID': String(ids.brand), 'Brand name': "'=cmd|calc",
        'Old URL': 'https://old.example/menu', 'New URL': 'https://new.example/menu', 'Current URL': 'https://new.example/menu', 'Changed by': "'+Dee",
        'Changed on': `Menu definition task ${ids.task}`, 'Menu format': 'HTML', 'Menu status': 'APPROVED', 'Menu deleted': 'No',
      },
      {
        'Changed date': '2026-03-11T09:00:00.000Z', 'Menu ID': String(ids.m2), 'Brand ID': String(ids.brand), 'Brand name': "'=cmd|calc",
        'Old URL': 'https://old.example/two', 'New URL': "'-new.example", 'Current URL': "'-new.example", 'Changed by': '',
        'Changed on': 'Menu page', 'Menu format': 'HTML', 'Menu status': 'SCRAPED', 'Menu deleted': 'No',
      },
    ]);
  });
});

describe('counts', () => {
  it('writes brands, locations and menus by status, with totals', async () => {
    const response = await download('counts', 'reporter');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="Counts_report.csv"');
    const { header, records } = await csvRecords(response);
    expect(header).toEqual(['Entity', 'Grouped by', 'Value', 'Count']);
    const rows = records.map((row) => [row.Entity, row['Grouped by'], row.Value, row.Count]);
    expect(rows).toEqual([
      ['Brands', 'Status', 'EXCLUDED', '1'],
      ['Brands', 'Status', 'INCLUDED', '1'],
      ['Brands', 'Rank', 'MASTER', '1'],
      ['Brands', 'Rank', 'NONE', '1'],
      ['Brands', 'Total', 'All', '2'],
      ['Locations', 'Status', 'INCLUDED', '1'],
      ['Locations', 'Status', 'NEW', '1'],
      ['Locations', 'Business status', 'CLOSED_PERMANENTLY', '1'],
      ['Locations', 'Business status', 'OPERATIONAL', '1'],
      ['Locations', 'Total', 'All', '2'],
      ['Menus', 'Status', 'APPROVED', '1'],
      ['Menus', 'Status', 'SCRAPED', '2'],
      ['Menus', 'Format', 'HTML', '3'],
      ['Menus', 'Total', 'All', '3'],
      ['Menus', 'Deleted', 'Deleted', '1'],
    ]);
  });

  it('charts the live menus by status', async () => {
    const chart = await reportChart(t, 'counts', '', ids.reporter);
    expect(chart).toEqual({
      title: 'Menus by status', kind: 'BAR', xLabel: 'Status', yLabel: 'Menus',
      series: [{ name: 'Menus', points: [{ x: 'APPROVED', y: 1 }, { x: 'SCRAPED', y: 2 }] }],
    });
  });
});

describe('menus-having-allergens', () => {
  it('writes the live menus whose live dishes or titles carry allergens or nutritions', async () => {
    const response = await download('menus-having-allergens', 'reporter');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="Menu_allergens_nutritions.csv"');
    const { header, records } = await csvRecords(response);
    expect(header).toEqual([
      'Menu ID', 'Brand ID', 'Brand name', 'Menu URL', 'Menu format', 'Menu status', 'Dishes', 'Dishes with allergens', 'Dishes with nutritions',
      'Menu titles with allergens', 'Menu titles with nutritions', 'Scraped date',
    ]);
    expect(records.map((row) => [row['Menu ID'], row.Dishes, row['Dishes with allergens'], row['Dishes with nutritions'], row['Menu titles with allergens'], row['Menu titles with nutritions']])).toEqual([
      [String(ids.m1), '3', '1', '1', '0', '0'],
      [String(ids.m2), '0', '0', '0', '0', '1'],
    ]);
    expect(records[0]).toMatchObject({ 'Brand name': "'=cmd|calc", 'Scraped date': '2026-03-10T10:00:00.000Z' });
  });
});
