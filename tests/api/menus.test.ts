// The menus list, the menu detail's reads and the menu mutations through the real endpoint: every filter, paging and
// the total, permissions, each mutation's rule with the form's words, history in the same transaction, and refusals
// that leave everything as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintSession } from '../support/mintSession';
import { startTestApp, type TestApp } from '../support/testApp';
import { createTask } from '../support/taskFixtures';
import { insertBrand, insertLocation } from './brandsFixture';

let t: TestApp;
const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};
const brandIds: Record<string, number> = {};
const menuIds: Record<string, number> = {};

type Gql = { data?: Record<string, never> | null; errors?: { message: string; extensions?: { type?: string } }[] };
const gql = (who: string, query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, tokens[who]) as Promise<Gql>;
const data = <T>(result: Gql): T => {
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as unknown as T;
};

async function insertMenu(name: string, brandId: number, values: Record<string, unknown>): Promise<number> {
  const columns = { brand_id: brandId, ...values };
  const keys = Object.keys(columns);
  const [{ id }] = await t.db.query<{ id: number }>(
    `INSERT INTO menus (${keys.join(', ')}) VALUES (${keys.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    Object.values(columns),
  );
  menuIds[name] = id;
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  for (const [who, role] of [
    ['admin', 'admin'],
    ['scraper', 'juniorScraper'],
    ['definer', 'definer'],
    ['trainee', 'trainee'],
    ['reporter', 'reporter'],
    ['reviewer', 'reviewer'],
  ]) {
    userIds[who] = await t.createUser(role, `${who}@example.com`);
    tokens[who] = (await mintSession(t, userIds[who])).accessToken;
  }
  const golden = await insertBrand(t.db, brandIds, 'Golden Pizza', { status: 'INCLUDED', rank: 'MASTER' });
  const maple = await insertBrand(t.db, brandIds, 'Maple Diner', { status: 'INCLUDED', rank: 'MASTER' });
  await insertBrand(t.db, brandIds, 'Silver Wok');
  const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T10:00:00Z`;
  await insertMenu('goldenBrand', golden, {
    url: 'https://goldenpizza.example.com/Menu',
    format: 'HTML',
    status: 'SCRAPED',
    is_example: true,
    scraping_type: 'HTML_MANUAL',
    scraped_by_id: userIds.scraper,
    scraped_date: day(3),
    structure: 'Pizzas > Margherita; Sides > Garlic bread',
    full_annotations: 'vegetarian friendly, gluten free base',
    dish_count: 42,
    scraping_instructions: JSON.stringify({ version: 2, items: ['.menu'] }),
    scraping_instructions_version: 2,
    modified_date: day(5),
  });
  await insertMenu('goldenOwn', golden, { url: 'https://goldenpizza.example.com/leeds.pdf', format: 'PDF', status: 'NEW', is_awaiting_scraping: true, modified_date: day(7) });
  await insertMenu('maple', maple, {
    url: 'https://maplediner.example.com/food',
    format: 'HTML_NOT_SCRAPEABLE',
    status: 'NOT_SCRAPEABLE',
    not_scrapeable_reason: 'CAPTCHA',
    is_example: false,
    modified_date: day(6),
  });
  await insertMenu('mapleImage', maple, {
    url: 'https://maplediner.example.com/board.jpg',
    format: 'IMAGE',
    status: 'SCRAPED',
    scraping_type: 'DOCUMENT_IMAGE',
    structure: 'Breakfast > Full English',
    full_annotations: 'halal',
    modified_date: day(4),
  });
  await t.db.query('UPDATE brands SET menu_id = $1 WHERE id = $2', [menuIds.goldenBrand, golden]);
  await t.db.query('UPDATE brands SET menu_id = $1 WHERE id = $2', [menuIds.maple, maple]);
  await insertLocation(t.db, golden, 'Golden Pizza Leeds', { menu_status: 'OWN_MENU', menu_id: menuIds.goldenOwn, status: 'INCLUDED' });
  await insertLocation(t.db, golden, 'Golden Pizza York', { menu_status: 'SAME_AS_BRAND', status: 'INCLUDED' });
  await insertLocation(t.db, golden, 'Golden Pizza Hull', { menu_status: 'SAME_AS_BRAND', status: 'INCLUDED' });
  await insertLocation(t.db, golden, 'Golden Pizza Closed', { menu_status: 'NO_MENU', status: 'INCLUDED' });
  await insertLocation(t.db, maple, 'Maple Diner Bath', { menu_status: 'SAME_AS_BRAND', status: 'INCLUDED' });
  await createTask(t.db, golden, 'MENU_SCRAPING', { menuId: menuIds.goldenBrand });
  await createTask(t.db, golden, 'DISH_REVIEW', { menuId: menuIds.goldenBrand });
});
afterAll(() => t.close());

/** Everything a refused write must leave as it was. */
async function snapshot() {
  const rows = async (sql: string) => JSON.parse(JSON.stringify(await t.db.query(sql)));
  return { menus: await rows('SELECT * FROM menus ORDER BY id'), events: await rows('SELECT id FROM events ORDER BY id') };
}

async function expectRefused(who: string, query: string, variables: Record<string, unknown>, type: string, message?: string) {
  const before = await snapshot();
  const result = await gql(who, query, variables);
  expect(result.errors?.[0]?.extensions?.type, JSON.stringify(result)).toBe(type);
  if (message) expect(result.errors?.[0]?.message).toBe(message);
  expect(await snapshot()).toEqual(before);
}

const LIST = `query($filters: MenuFilters, $page: Int, $pageSize: Int) {
  menus(filters: $filters, page: $page, pageSize: $pageSize) { total menus { databaseId } } }`;

async function listed(filters: Record<string, unknown>, paging: { page?: number; pageSize?: number } = {}) {
  const page = data<{ menus: { total: number; menus: { databaseId: number }[] } }>(await gql('trainee', LIST, { filters, ...paging })).menus;
  return { total: page.total, ids: page.menus.map((menu) => menu.databaseId) };
}

describe('menus list', () => {
  it('lists every menu newest change first, with the total, paged', async () => {
    const all = await listed({});
    expect(all).toEqual({ total: 4, ids: [menuIds.goldenOwn, menuIds.maple, menuIds.goldenBrand, menuIds.mapleImage] });
    expect(await listed({}, { page: 2, pageSize: 3 })).toEqual({ total: 4, ids: [menuIds.mapleImage] });
    expect(await listed({}, { page: 1, pageSize: 2 })).toEqual({ total: 4, ids: [menuIds.goldenOwn, menuIds.maple] });
  });

  it.each([
    ['brandSearchTerm by name words', { brandSearchTerm: 'golden piz' }, ['goldenOwn', 'goldenBrand']],
    ['brandSearchTerm by prefix', { brandSearchTerm: 'ma' }, ['maple', 'mapleImage']],
    ['menuSearchTerm by URL fragment, any case', { menuSearchTerm: 'GOLDENPIZZA.example.com/menu' }, ['goldenBrand']],
    ['menuFormats', { menuFormats: ['PDF', 'IMAGE'] }, ['goldenOwn', 'mapleImage']],
    ['menuStatuses', { menuStatuses: ['SCRAPED'] }, ['goldenBrand', 'mapleImage']],
    ['isExample true', { isExample: true }, ['goldenBrand']],
    ['isExample false', { isExample: false }, ['goldenOwn', 'maple', 'mapleImage']],
    ['structureSearchTerm', { structureSearchTerm: 'garlic' }, ['goldenBrand']],
    ['structureSearchTerm, words in any order', { structureSearchTerm: 'english breakfast' }, ['mapleImage']],
    ['fullAnnotationsSearchTerm', { fullAnnotationsSearchTerm: 'HALAL' }, ['mapleImage']],
    ['isAwaitingScraping true', { isAwaitingScraping: true }, ['goldenOwn']],
    ['isAwaitingScraping false', { isAwaitingScraping: false }, ['maple', 'goldenBrand', 'mapleImage']],
    ['menuNotScrapeableReasons', { menuFormats: ['HTML_NOT_SCRAPEABLE'], menuNotScrapeableReasons: ['CAPTCHA'] }, ['maple']],
    ['menuScrapingTypes', { menuScrapingTypes: ['DOCUMENT_IMAGE'] }, ['mapleImage']],
    ['filters combined', { brandSearchTerm: 'golden', menuFormats: ['HTML'], menuStatuses: ['SCRAPED'] }, ['goldenBrand']],
    ['a term that matches nothing', { structureSearchTerm: 'sushi' }, []],
  ])('filters by %s', async (_label, filters, names) => {
    expect(await listed(filters)).toEqual({ total: names.length, ids: names.map((name) => menuIds[name]) });
  });

  it('finds a menu by number (menuSearchTerm) and a brand by number (brandSearchTerm), and by who scraped it', async () => {
    expect((await listed({ menuSearchTerm: String(menuIds.maple) })).ids).toEqual([menuIds.maple]);
    expect((await listed({ brandSearchTerm: String(brandIds['Maple Diner']) })).ids).toEqual([menuIds.maple, menuIds.mapleImage]);
    const scraper = data<{ me: { id: string } }>(await gql('scraper', '{ me { id } }')).me.id;
    expect(await listed({ scrapedById: scraper })).toEqual({ total: 1, ids: [menuIds.goldenBrand] });
  });

  it('takes LIKE wildcards in a term literally', async () => {
    expect((await listed({ menuSearchTerm: '%' })).ids).toEqual([]);
    expect((await listed({ structureSearchTerm: '___' })).ids).toEqual([]);
  });

  it('answers the list columns with one query per batch of brands, counts and users', async () => {
    const result = data<{ menus: { menus: Record<string, unknown>[] } }>(
      await gql(
        'trainee',
        `{ menus(filters: { brandSearchTerm: "golden" }) { menus { databaseId url brand { databaseId name website } structure fullAnnotations locationCount dishCount modifiedDate scrapedBy { name } } } }`,
      ),
    );
    expect(result.menus.menus).toEqual([
      expect.objectContaining({ databaseId: menuIds.goldenOwn, locationCount: 1, dishCount: 0, scrapedBy: null, brand: expect.objectContaining({ name: 'Golden Pizza' }) }),
      expect.objectContaining({ databaseId: menuIds.goldenBrand, locationCount: 2, dishCount: 42, scrapedBy: { name: expect.any(String) }, structure: expect.stringContaining('Margherita') }),
    ]);
  });

  it('needs menu.list (menu.get for a menu)', async () => {
    const refused = await gql('reporter', LIST, {});
    expect(refused.errors?.[0]?.extensions?.type).toBe('FORBIDDEN');
    const menu = await gql('reporter', 'query($id: ID!) { menu(id: $id) { databaseId } }', { id: String(menuIds.maple) });
    expect(menu.errors?.[0]?.extensions?.type).toBe('FORBIDDEN');
  });
});

const DETAIL = `query($id: ID!) { menu(id: $id) {
  databaseId url format status isExample notScrapeableReason notes isExcludedFromCuration isClusterAssignable
  brand { databaseId name } locations { databaseId name } locationCount
  scrapingInstructions scrapingInstructionsVersion menuScrapingTask { databaseId } dishReviewTask { databaseId }
  scrapingIssueComment scrapingRejectedComment modifiedDate createdDate } }`;

describe('menu detail', () => {
  it('reads every field of the detail: brand, the locations that use the menu, instructions and tasks', async () => {
    const menu = data<{ menu: Record<string, unknown> }>(await gql('trainee', DETAIL, { id: String(menuIds.goldenBrand) })).menu;
    expect(menu).toMatchObject({
      databaseId: menuIds.goldenBrand,
      format: 'HTML',
      isExample: true,
      brand: { name: 'Golden Pizza' },
      locations: [{ name: 'Golden Pizza York' }, { name: 'Golden Pizza Hull' }],
      locationCount: 2,
      scrapingInstructions: { version: 2, items: ['.menu'] },
      scrapingInstructionsVersion: 2,
      menuScrapingTask: { databaseId: expect.any(Number) },
      dishReviewTask: { databaseId: expect.any(Number) },
      isClusterAssignable: true,
      isExcludedFromCuration: false,
    });
    const own = data<{ menu: Record<string, unknown> }>(await gql('trainee', DETAIL, { id: String(menuIds.goldenOwn) })).menu;
    expect(own).toMatchObject({ locations: [{ name: 'Golden Pizza Leeds' }], menuScrapingTask: null, dishReviewTask: null, scrapingInstructions: null });
    expect(data<{ menu: null }>(await gql('trainee', DETAIL, { id: '999999' })).menu).toBeNull();
  });

  it('keeps each version of the scraping instructions a write stores, newest first', async () => {
    const VERSIONS = `query($menuId: Int!) { menuScrapingInstructionsVersions(menuId: $menuId) { version scrapingInstructions createdDate } }`;
    const before = data<{ menuScrapingInstructionsVersions: { version: number }[] }>(await gql('trainee', VERSIONS, { menuId: menuIds.goldenBrand }));
    expect(before.menuScrapingInstructionsVersions.map((row) => row.version)).toEqual([2]);
    await t.db.query(`UPDATE menus SET scraping_instructions = '{"version": 3}', scraping_instructions_version = 3 WHERE id = $1`, [menuIds.goldenBrand]);
    const after = data<{ menuScrapingInstructionsVersions: { version: number; scrapingInstructions: unknown }[] }>(
      await gql('trainee', VERSIONS, { menuId: menuIds.goldenBrand }),
    );
    expect(after.menuScrapingInstructionsVersions.map((row) => [row.version, row.scrapingInstructions])).toEqual([
      [3, { version: 3 }],
      [2, { version: 2, items: ['.menu'] }],
    ]);
    expect(data<{ menuScrapingInstructionsVersions: unknown[] }>(await gql('trainee', VERSIONS, { menuId: menuIds.goldenOwn })).menuScrapingInstructionsVersions).toEqual([]);
  });
});

const UPDATE = `mutation($id: ID!, $data: UpdateClusterMenuInput!) { updateClusterMenu(id: $id, data: $data) { url notes modifiedDate } }`;
const FORMAT = `mutation($id: ID!, $data: MenuFormatInput!) { updateMenuFormatAndNotScrapeableReason(id: $id, data: $data) { format status notScrapeableReason notScrapeableComment } }`;
const events = (menuId: number) =>
  t.db.query<{ type: string; sub_type: string; user_id: number; data: Record<string, unknown> }>(
    "SELECT type, sub_type, user_id, data FROM events WHERE entity_type = 'MENU' AND entity_id = $1 ORDER BY id",
    [menuId],
  );

describe('updateClusterMenu', () => {
  it('saves the URL and notes with a history event each time something changes, and nothing when nothing does', async () => {
    const id = String(menuIds.goldenOwn);
    const saved = data<{ updateClusterMenu: { url: string; notes: string | null } }>(await gql('scraper', UPDATE, { id, data: { url: ' https://goldenpizza.example.com/leeds-2.pdf ' } }));
    expect(saved.updateClusterMenu).toMatchObject({ url: 'https://goldenpizza.example.com/leeds-2.pdf', notes: null });
    data(await gql('scraper', UPDATE, { id, data: { notes: 'Lunch menu only on weekdays' } }));
    const before = (await events(menuIds.goldenOwn)).length;
    data(await gql('scraper', UPDATE, { id, data: { url: 'https://goldenpizza.example.com/leeds-2.pdf', notes: 'Lunch menu only on weekdays' } }));
    const history = await events(menuIds.goldenOwn);
    expect(history.length).toBe(before);
    expect(history.slice(-2)).toEqual([
      { type: 'UPDATE', sub_type: 'URL_AND_NOTES', user_id: userIds.scraper, data: { url: { from: 'https://goldenpizza.example.com/leeds.pdf', to: 'https://goldenpizza.example.com/leeds-2.pdf' } } },
      { type: 'UPDATE', sub_type: 'URL_AND_NOTES', user_id: userIds.scraper, data: { notes: { from: null, to: 'Lunch menu only on weekdays' } } },
    ]);
  });

  it("refuses a bad URL, no URL and notes over 2000 characters with the form's words, and a stale version with CONFLICT", async () => {
    const id = String(menuIds.goldenOwn);
    await expectRefused('scraper', UPDATE, { id, data: { url: 'not a url' } }, 'VALIDATION', 'Menu URL is not valid');
    await expectRefused('scraper', UPDATE, { id, data: { url: 'ftp://example.com/menu' } }, 'VALIDATION', 'Menu URL is not valid');
    await expectRefused('scraper', UPDATE, { id, data: { url: '  ' } }, 'VALIDATION', 'Menu URL is required');
    await expectRefused('scraper', UPDATE, { id, data: { url: null } }, 'VALIDATION', 'Menu URL is required');
    await expectRefused('scraper', UPDATE, { id, data: { notes: 'x'.repeat(2001) } }, 'VALIDATION', 'Menu notes must be at most 2000 characters');
    await expectRefused('scraper', UPDATE, { id, data: { notes: 'fresh', expectedModifiedDate: '2020-01-01T00:00:00.000Z' } }, 'CONFLICT');
    const current = data<{ menu: { modifiedDate: string } }>(await gql('scraper', 'query($id: ID!) { menu(id: $id) { modifiedDate } }', { id })).menu.modifiedDate;
    const saved = data<{ updateClusterMenu: { notes: string } }>(await gql('scraper', UPDATE, { id, data: { notes: 'x'.repeat(2000), expectedModifiedDate: current } }));
    expect(saved.updateClusterMenu.notes).toHaveLength(2000);
    await expectRefused('scraper', UPDATE, { id, data: { notes: 'late', expectedModifiedDate: current } }, 'CONFLICT');
  });

  it('needs menu.update, and a menu that exists', async () => {
    await expectRefused('trainee', UPDATE, { id: String(menuIds.goldenOwn), data: { notes: 'mine' } }, 'FORBIDDEN');
    await expectRefused('scraper', UPDATE, { id: '999999', data: { notes: 'mine' } }, 'NOT_FOUND');
  });
});

describe('updateMenuFormatAndNotScrapeableReason', () => {
  it('sets HTML_NOT_SCRAPEABLE with its reason (status NOT_SCRAPEABLE) and another format clears them (status NEW)', async () => {
    const id = String(menuIds.goldenOwn);
    const notScrapeable = data<{ updateMenuFormatAndNotScrapeableReason: Record<string, unknown> }>(
      await gql('scraper', FORMAT, { id, data: { format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'REQUIRES_LOG_IN', notScrapeableComment: 'Members only' } }),
    );
    expect(notScrapeable.updateMenuFormatAndNotScrapeableReason).toEqual({ format: 'HTML_NOT_SCRAPEABLE', status: 'NOT_SCRAPEABLE', notScrapeableReason: 'REQUIRES_LOG_IN', notScrapeableComment: 'Members only' });
    const html = data<{ updateMenuFormatAndNotScrapeableReason: Record<string, unknown> }>(await gql('scraper', FORMAT, { id, data: { format: 'HTML', notScrapeableReason: 'CAPTCHA' } }));
    expect(html.updateMenuFormatAndNotScrapeableReason).toEqual({ format: 'HTML', status: 'NEW', notScrapeableReason: null, notScrapeableComment: null });
    const last = (await events(menuIds.goldenOwn)).at(-1);
    expect(last).toMatchObject({ sub_type: 'FORMAT', data: { format: { from: 'HTML_NOT_SCRAPEABLE', to: 'HTML' }, status: { from: 'NOT_SCRAPEABLE', to: 'NEW' } } });
  });

  it("refuses no format and a missing reason with the form's words", async () => {
    const id = String(menuIds.goldenOwn);
    await expectRefused('scraper', FORMAT, { id, data: { format: null } }, 'VALIDATION', 'Menu format is required');
    await expectRefused('scraper', FORMAT, { id, data: {} }, 'VALIDATION', 'Menu format is required');
    await expectRefused('scraper', FORMAT, { id, data: { format: 'HTML_NOT_SCRAPEABLE' } }, 'VALIDATION', 'Not scrapeable reason is required');
    await expectRefused('trainee', FORMAT, { id, data: { format: 'PDF' } }, 'FORBIDDEN');
  });
});

describe('the detail checkboxes', () => {
  const EXCLUDE = `mutation($id: ID!, $value: Boolean!) { setMenuExcludeFromCuration(id: $id, isExcludedFromCuration: $value) { isExcludedFromCuration } }`;
  const ASSIGNABLE = `mutation($id: ID!, $value: Boolean!) { setMenuClusterAssignable(id: $id, isClusterAssignable: $value) { isClusterAssignable } }`;

  it('set and clear exclude from curation and cluster assignable, with history', async () => {
    const id = String(menuIds.maple);
    expect(data<{ setMenuExcludeFromCuration: unknown }>(await gql('reviewer', EXCLUDE, { id, value: true })).setMenuExcludeFromCuration).toEqual({ isExcludedFromCuration: true });
    expect(data<{ setMenuClusterAssignable: unknown }>(await gql('reviewer', ASSIGNABLE, { id, value: false })).setMenuClusterAssignable).toEqual({ isClusterAssignable: false });
    expect(data<{ setMenuClusterAssignable: unknown }>(await gql('reviewer', ASSIGNABLE, { id, value: true })).setMenuClusterAssignable).toEqual({ isClusterAssignable: true });
    expect((await events(menuIds.maple)).map((event) => [event.sub_type, event.data])).toEqual([
      ['EXCLUDE_FROM_CURATION', { isExcludedFromCuration: { from: false, to: true } }],
      ['CLUSTER_ASSIGNABLE', { isClusterAssignable: { from: true, to: false } }],
      ['CLUSTER_ASSIGNABLE', { isClusterAssignable: { from: false, to: true } }],
    ]);
    await expectRefused('trainee', EXCLUDE, { id, value: false }, 'FORBIDDEN');
    await expectRefused('trainee', ASSIGNABLE, { id, value: false }, 'FORBIDDEN');
  });
});

describe('scraping comments', () => {
  const ISSUE = `mutation($id: ID!, $comment: String) { setMenuScrapingIssueComment(id: $id, scrapingIssueComment: $comment) { scrapingIssueComment status } }`;
  const REJECTED = `mutation($id: ID!, $comment: String, $to: ID) { setMenuScrapingRejectedComment(id: $id, scrapingRejectedComment: $comment, assignedToUserId: $to) { scrapingRejectedComment } }`;

  it('sets and removes the scraping issue comment; the scraping list sees it', async () => {
    const id = String(menuIds.goldenBrand);
    expect(data<{ setMenuScrapingIssueComment: unknown }>(await gql('scraper', ISSUE, { id, comment: ' Prices missing ' })).setMenuScrapingIssueComment).toEqual({
      scrapingIssueComment: 'Prices missing',
      status: 'SCRAPED',
    });
    const [task] = await t.db.query<{ menu_has_issue_comment: boolean }>("SELECT menu_has_issue_comment FROM tasks WHERE menu_id = $1 AND type = 'MENU_SCRAPING'", [menuIds.goldenBrand]);
    expect(task.menu_has_issue_comment).toBe(true);
    expect(data<{ setMenuScrapingIssueComment: unknown }>(await gql('scraper', ISSUE, { id, comment: '' })).setMenuScrapingIssueComment).toEqual({ scrapingIssueComment: null, status: 'SCRAPED' });
    expect((await events(menuIds.goldenBrand)).filter((event) => event.sub_type === 'SCRAPING_ISSUE_COMMENT')).toHaveLength(2);
    await expectRefused('trainee', ISSUE, { id, comment: 'mine' }, 'FORBIDDEN');
    await expectRefused('scraper', ISSUE, { id, comment: 'x'.repeat(2001) }, 'VALIDATION');
  });

  it('sets the rejection comment with whom it goes to (a scraper, not a definer), and clears it', async () => {
    const id = String(menuIds.mapleImage);
    const scraper = data<{ me: { id: string } }>(await gql('scraper', '{ me { id } }')).me.id;
    const definer = data<{ me: { id: string } }>(await gql('definer', '{ me { id } }')).me.id;
    await expectRefused('reviewer', REJECTED, { id, comment: 'Wrong prices', to: definer }, 'VALIDATION', 'The rejected menu can be assigned only to a scraper, a team leader or an admin.');
    expect(data<{ setMenuScrapingRejectedComment: unknown }>(await gql('reviewer', REJECTED, { id, comment: 'Wrong prices', to: scraper })).setMenuScrapingRejectedComment).toEqual({
      scrapingRejectedComment: 'Wrong prices',
    });
    const [row] = await t.db.query<Record<string, unknown>>('SELECT scraping_rejected_by_id, scraping_rejected_assigned_to_id, scraping_rejected_date FROM menus WHERE id = $1', [menuIds.mapleImage]);
    expect(row).toMatchObject({ scraping_rejected_by_id: userIds.reviewer, scraping_rejected_assigned_to_id: userIds.scraper, scraping_rejected_date: expect.anything() });
    expect(data<{ setMenuScrapingRejectedComment: unknown }>(await gql('reviewer', REJECTED, { id, comment: null })).setMenuScrapingRejectedComment).toEqual({ scrapingRejectedComment: null });
    expect((await events(menuIds.mapleImage)).map((event) => event.sub_type)).toEqual(['SCRAPING_REJECTED_COMMENT', 'SCRAPING_REJECTED_COMMENT']);
    await expectRefused('trainee', REJECTED, { id, comment: 'mine' }, 'FORBIDDEN');
  });
});

describe('createMenu and createMenus', () => {
  const CREATE = `mutation($data: CreateMenuInput!) { createMenu(data: $data) { databaseId url format status notScrapeableReason brand { name } } }`;
  const CREATE_MANY = `mutation($data: [CreateMenuInput!]!) { createMenus(data: $data) { databaseId url } }`;

  it('creates a menu with a CREATE event; a not-scrapeable one is NOT_SCRAPEABLE', async () => {
    const brandId = brandIds['Silver Wok'];
    const created = data<{ createMenu: Record<string, unknown> }>(await gql('definer', CREATE, { data: { brandId, url: 'https://silverwok.example.com/menu', format: 'HTML' } })).createMenu;
    expect(created).toMatchObject({ url: 'https://silverwok.example.com/menu', format: 'HTML', status: 'NEW', brand: { name: 'Silver Wok' } });
    expect(await events(created.databaseId as number)).toMatchObject([{ type: 'CREATE', user_id: userIds.definer }]);
    const blocked = data<{ createMenu: Record<string, unknown> }>(
      await gql('definer', CREATE, { data: { brandId, url: 'https://silverwok.example.com/app', format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA' } }),
    ).createMenu;
    expect(blocked).toMatchObject({ status: 'NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA' });
  });

  it("refuses bad input with the form's words, and createMenus refuses all when one is refused", async () => {
    const brandId = brandIds['Silver Wok'];
    await expectRefused('definer', CREATE, { data: { brandId, url: 'silverwok', format: 'HTML' } }, 'VALIDATION', 'Menu URL is not valid');
    await expectRefused('definer', CREATE, { data: { brandId, url: 'https://silverwok.example.com/x', format: 'HTML_NOT_SCRAPEABLE' } }, 'VALIDATION', 'Not scrapeable reason is required');
    await expectRefused('definer', CREATE, { data: { brandId: 999999, url: 'https://silverwok.example.com/x', format: 'PDF' } }, 'VALIDATION');
    await expectRefused('trainee', CREATE, { data: { brandId, url: 'https://silverwok.example.com/x', format: 'PDF' } }, 'FORBIDDEN');
    await expectRefused(
      'definer',
      CREATE_MANY,
      { data: [{ brandId, url: 'https://silverwok.example.com/a.pdf', format: 'PDF' }, { brandId, url: '', format: 'PDF' }] },
      'VALIDATION',
      'Menu URL is required',
    );
    const created = data<{ createMenus: { url: string }[] }>(
      await gql('definer', CREATE_MANY, { data: [{ brandId, url: 'https://silverwok.example.com/a.pdf', format: 'PDF' }, { brandId, url: 'https://silverwok.example.com/b.jpg', format: 'IMAGE' }] }),
    ).createMenus;
    expect(created.map((menu) => menu.url)).toEqual(['https://silverwok.example.com/a.pdf', 'https://silverwok.example.com/b.jpg']);
  });
});

describe('the list total', () => {
  it('stays equal to the menus counted after inserts, updates and deletes (menu_list_counts)', async () => {
    const direct = async (where: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM menus WHERE ${where}`))[0].n;
    await t.db.query(`UPDATE menus SET status = 'APPROVED', is_awaiting_scraping = true WHERE id = $1`, [menuIds.mapleImage]);
    const [{ id }] = await t.db.query<{ id: number }>(`INSERT INTO menus (brand_id, url, format, status) VALUES ($1, 'https://x.example.com/a', 'PDF', 'NEW') RETURNING id`, [brandIds['Silver Wok']]);
    await t.db.query('DELETE FROM menus WHERE id = $1', [id]);
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'true'],
      [{ menuStatuses: ['APPROVED'] }, "status = 'APPROVED'"],
      [{ isAwaitingScraping: true }, 'is_awaiting_scraping'],
      [{ menuFormats: ['PDF'], isExample: false }, "format = 'PDF' AND is_example IS NOT TRUE"],
      [{ menuFormats: ['HTML_NOT_SCRAPEABLE'], menuNotScrapeableReasons: ['CAPTCHA', 'REQUIRES_LOG_IN'] }, "format = 'HTML_NOT_SCRAPEABLE' AND not_scrapeable_reason IN ('CAPTCHA', 'REQUIRES_LOG_IN')"],
    ];
    for (const [filters, where] of cases) expect((await listed(filters)).total, JSON.stringify(filters)).toBe(await direct(where));
  });
});
