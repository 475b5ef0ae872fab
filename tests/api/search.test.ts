// The palette's search through the real endpoint: each kind only for people who may list or open it, brands found by
// part of their name, tasks by number, nothing for a number no task has, and the term's limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintSession } from '../support/mintSession';
import { createBrandWithGatewayTask, createMenuWithTask, createTask } from '../support/taskFixtures';
import { startTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
const token: Record<string, string> = {};
let brand: { brandId: number; gatewayTaskId: number };
let otherBrand: { brandId: number; gatewayTaskId: number };
let menu: { menuId: number; taskId: number };
/** A menu no task has yet: found all the same, it opens its own page. */
let menuWithoutTask: number;
let definitionTaskId: number;
let curatorId: number;

interface Result {
  kind: string;
  databaseId: number;
  title: string;
  subtitle: string | null;
  path: string;
}

const SEARCH = 'query($term: String!, $first: Int) { search(term: $term, first: $first) { kind databaseId title subtitle path } }';

async function search(role: string, term: string, first?: number): Promise<Result[]> {
  const result = await t.gql<{ search: Result[] }>(SEARCH, { term, first }, token[role]);
  expect(result.errors).toBeUndefined();
  return result.data!.search;
}

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['admin', 'definer', 'juniorScraper', 'reporter']) {
    const id = await t.createUser(role, `${role.toLowerCase()}@example.com`, { name: `The ${role}` });
    token[role] = (await mintSession(t, id)).accessToken;
  }
  curatorId = await t.createUser('trainee', 'petra.okonkwo@example.com', { name: 'Petra Okonkwo' });
  brand = await createBrandWithGatewayTask(t.db, { name: 'Brambleford Chicken House' });
  otherBrand = await createBrandWithGatewayTask(t.db, { name: 'Saltmarsh Oyster Bar' });
  definitionTaskId = await createTask(t.db, brand.brandId, 'BRAND_DEFINITION');
  menu = await createMenuWithTask(t.db, otherBrand.brandId, 'MENU_SCRAPING');
  await t.db.query("UPDATE menus SET url = 'https://saltmarsh-oysters.example.com/lunch-menu' WHERE id = $1", [menu.menuId]);
  [{ id: menuWithoutTask }] = await t.db.query<{ id: number }>(
    "INSERT INTO menus (brand_id, url, format, status) VALUES ($1, 'https://saltmarsh-oysters.example.com/dinner', 'HTML', 'NEW') RETURNING id",
    [otherBrand.brandId],
  );
});

afterAll(() => t.close());

describe('search', () => {
  it('finds a brand by part of its name and opens its page', async () => {
    const results = await search('admin', 'chick');
    expect(results[0]).toEqual({
      kind: 'BRAND',
      databaseId: brand.brandId,
      title: 'Brambleford Chicken House',
      subtitle: `Brand ${brand.brandId} · Included`,
      path: `/brands/${brand.brandId}`,
    });
    expect(results.map((result) => result.title)).not.toContain('Saltmarsh Oyster Bar');
  });

  it('finds brands by the first two letters of their name, wildcards taken literally', async () => {
    expect((await search('admin', 'BR')).map((result) => result.title)).toEqual(['Brambleford Chicken House']);
    expect(await search('admin', '_r')).toEqual([]);
    expect(await search('admin', '%%')).toEqual([]);
  });

  it('finds a menu by its brand name, its number or a part of its URL, and opens its page', async () => {
    expect((await search('admin', 'saltmarsh')).find((result) => result.kind === 'MENU')).toMatchObject({ databaseId: menu.menuId });
    expect((await search('admin', 'saltmarsh-oysters.example.com')).map((result) => [result.kind, result.databaseId])).toEqual([
      ['MENU', menu.menuId],
      ['MENU', menuWithoutTask],
    ]);
    const results = await search('admin', 'oysters');
    expect(results.find((result) => result.kind === 'MENU')).toMatchObject({ databaseId: menu.menuId, path: `/menus/${menu.menuId}` });
    expect(await search('admin', `menu ${menu.menuId}`)).toContainEqual(expect.objectContaining({ kind: 'MENU', databaseId: menu.menuId, path: `/menus/${menu.menuId}` }));
    const pasted = await search('admin', 'https://saltmarsh-oysters.example.com/lunch-menu');
    expect(pasted[0]).toMatchObject({ kind: 'MENU', databaseId: menu.menuId, path: `/menus/${menu.menuId}` });
    // A menu no task has yet has a page all the same.
    expect((await search('admin', 'saltmarsh')).filter((result) => result.kind === 'MENU').map((result) => [result.databaseId, result.path])).toEqual(
      expect.arrayContaining([[menuWithoutTask, `/menus/${menuWithoutTask}`]]),
    );
  });

  it('finds a task by its number, first, and narrows by the kind words before it', async () => {
    const results = await search('admin', String(definitionTaskId));
    expect(results[0]).toMatchObject({ kind: 'TASK', databaseId: definitionTaskId, title: `Brand definition task ${definitionTaskId}`, path: `/tasks/brand-definition/${definitionTaskId}` });
    expect(results[0].subtitle).toContain('Brambleford Chicken House');
    expect(await search('admin', `definition ${definitionTaskId}`)).toEqual([results[0]]);
    expect(await search('admin', `gateway ${definitionTaskId}`)).toEqual([]);
  });

  it('offers no task for a number no task has', async () => {
    const [{ max }] = await t.db.query<{ max: number }>('SELECT max(id)::int AS max FROM tasks');
    const results = await search('admin', String(max + 1));
    expect(results.filter((result) => result.kind === 'TASK')).toEqual([]);
    expect(await search('admin', `task ${max + 1}`)).toEqual([]);
  });

  it('finds tasks of a kind by brand name after the kind words', async () => {
    const results = await search('admin', 'scraping saltmarsh');
    expect(results).toEqual([expect.objectContaining({ kind: 'TASK', databaseId: menu.taskId, path: `/tasks/menu-scraping/${menu.taskId}` })]);
  });

  it('finds people by name and email only for those who may list or open them', async () => {
    const admin = await search('admin', 'okonkwo');
    expect(admin).toContainEqual({ kind: 'USER', databaseId: curatorId, title: 'Petra Okonkwo', subtitle: 'petra.okonkwo@example.com', path: `/users/${curatorId}` });
    expect((await search('admin', 'petra.okonkwo@example')).map((result) => result.databaseId)).toContain(curatorId);
    // A definer holds neither user.list nor user.get.
    expect((await search('definer', 'okonkwo')).filter((result) => result.kind === 'USER')).toEqual([]);
    expect((await search('definer', String(curatorId))).filter((result) => result.kind === 'USER')).toEqual([]);
  });

  it('leaves out the kinds a role may not list or open', async () => {
    // A junior scraper opens no brand task but reads brands (brand.get): a brand opens its page, never a task.
    expect((await search('juniorScraper', 'chick')).filter((result) => result.kind === 'BRAND')).toEqual([
      expect.objectContaining({ databaseId: brand.brandId, path: `/brands/${brand.brandId}` }),
    ]);
    expect(await search('juniorScraper', String(definitionTaskId))).not.toContainEqual(expect.objectContaining({ kind: 'TASK' }));
    expect((await search('juniorScraper', 'oysters')).map((result) => result.kind)).toContain('MENU');
    // A reporter holds no brand, menu, user or task permission.
    expect(await search('reporter', 'chick')).toEqual([]);
    expect(await search('reporter', String(brand.gatewayTaskId))).toEqual([]);
  });

  it('answers nothing for one letter, caps first and refuses a term over 200 characters', async () => {
    expect(await search('admin', 'c')).toEqual([]);
    expect(await search('admin', '   ')).toEqual([]);
    for (let index = 0; index < 25; index += 1) await createBrandWithGatewayTask(t.db, { name: `Chicken Shack ${index}` });
    expect(await search('admin', 'chicken', 100)).toHaveLength(20);
    expect(await search('admin', 'chicken')).toHaveLength(10);

    const tooLong = await t.gql(SEARCH, { term: 'a'.repeat(201) }, token.admin);
    expect(tooLong.errors?.[0]).toMatchObject({ message: 'Search term must be at most 200 characters', extensions: { type: 'VALIDATION' } });
    const noneAsked = await t.gql(SEARCH, { term: 'chicken', first: 0 }, token.admin);
    expect(noneAsked.errors?.[0]?.extensions?.type).toBe('VALIDATION');
    expect(await search('admin', 'a'.repeat(200))).toEqual([]);
  });

  it('is refused without a session', async () => {
    const result = await t.gql(SEARCH, { term: 'chick' });
    expect(result.errors?.[0]?.extensions?.type).toBe('UNAUTHENTICATED');
  });
});
