// Settings -> Platforms through the real endpoint: the list and one platform, create and update (each role allowed or
// refused, each of the spec's messages, RE2's reason for a refused pattern, huge input; every refusal writes nothing),
// menusByUrlRegex (valid and invalid menus, paging and totals, patterns RE2 refuses, a catastrophic pattern bounded),
// and the CSV of invalid menus (named with the platform's name, formula cells escaped, permission checked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ANY_TEXT_LENGTH } from '../../domain/inputLimits';
import { menusByUrlRegex } from '../../server/platforms/menusByUrlRegex';
import { mintSession } from '../support/mintSession';
import { startTestApp, type TestApp } from '../support/testApp';
import { insertBrand } from './brandsFixture';

let t: TestApp;
const tokens: Record<string, string> = {};

type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: { type?: string; field?: string } }[] };
const gql = <T = Record<string, never>>(role: string, query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, tokens[role]) as Promise<Answer<T>>;

const FIELDS = 'id databaseId name urlIdentificationRegex urlNormalizationRegex createdBy { name } modifiedBy { name }';
const CREATE = `mutation($data: PlatformInput!) { createPlatform(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $data: PlatformInput!) { updatePlatform(id: $id, data: $data) { ${FIELDS} } }`;
const LIST = `query { platforms { ${FIELDS} } }`;
const ONE = `query($id: ID!) { platform(id: $id) { ${FIELDS} } }`;
const MENUS = `query($i: String!, $n: String!, $valid: Boolean!, $page: Int, $pageSize: Int) {
  menusByUrlRegex(urlIdentificationRegex: $i, urlNormalizationRegex: $n, shouldMatchNormalizationRegex: $valid, page: $page, pageSize: $pageSize) {
    total items { databaseId url menuDefinitionTaskId } } }`;

const TABLEHOST = {
  name: 'Tablehost',
  urlIdentificationRegex: '^https?://(www\\.)?tablehost\\.co\\.uk/',
  urlNormalizationRegex: '^https://tablehost\\.co\\.uk/r/[a-z0-9-]+/menu$',
};

interface PlatformAnswer {
  id: string;
  databaseId: number;
  name: string;
  urlIdentificationRegex: string;
  urlNormalizationRegex: string;
  createdBy: { name: string } | null;
  modifiedBy: { name: string } | null;
}

/** The stored platforms and the history: what a refusal must leave as it was. */
async function state() {
  return {
    rows: await t.db.query('SELECT * FROM platforms ORDER BY id'),
    events: (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events'))[0].n,
  };
}

async function expectRefused(role: string, query: string, variables: Record<string, unknown>, type: string, message?: string | RegExp) {
  const before = await state();
  const answer = await gql(role, query, variables);
  expect(answer.errors?.[0]?.extensions?.type, JSON.stringify(answer.errors)).toBe(type);
  if (typeof message === 'string') expect(answer.errors?.[0]?.message).toBe(message);
  else if (message) expect(answer.errors?.[0]?.message).toMatch(message);
  expect(await state()).toEqual(before);
}

async function create(data: Record<string, unknown>, role = 'seniorScraper'): Promise<PlatformAnswer> {
  const answer = await gql<{ createPlatform: PlatformAnswer }>(role, CREATE, { data });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createPlatform;
}

const ROLES = ['admin', 'teamLeader', 'seniorScraper', 'middleScraper', 'juniorScraper', 'definer'];
const menuIds: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ROLES) tokens[role] = (await mintSession(t, await t.createUser(role, `${role.toLowerCase()}@example.com`, { name: `${role} person` }))).accessToken;
  const brandId = await insertBrand(t.db, {}, 'Platform brand');
  const urls: Record<string, string> = {
    good1: 'https://tablehost.co.uk/r/pizza-place/menu',
    good2: 'https://tablehost.co.uk/r/curry-house/menu',
    wwwPrefix: 'https://www.tablehost.co.uk/r/noodle-bar/menu',
    trailing: 'https://tablehost.co.uk/r/burger-joint/menu?utm_source=google',
    formula: 'http://tablehost.co.uk/=HYPERLINK("x")',
    other: 'https://example.com/menu',
    deleted: 'https://tablehost.co.uk/r/gone/menuu',
  };
  for (const [key, url] of Object.entries(urls)) {
    const [{ id }] = await t.db.query<{ id: number }>('INSERT INTO menus (brand_id, url, format, is_deleted) VALUES ($1, $2, $3, $4) RETURNING id', [brandId, url, 'HTML', key === 'deleted']);
    menuIds[key] = id;
  }
});
afterAll(() => t.close());

describe('createPlatform and updatePlatform', () => {
  it('creates a platform with its history event, and lists and reads it', async () => {
    const platform = await create(TABLEHOST);
    expect(platform).toMatchObject({ ...TABLEHOST, createdBy: { name: 'seniorScraper person' }, modifiedBy: { name: 'seniorScraper person' } });
    const events = await t.db.query("SELECT type, message FROM events WHERE entity_type = 'PLATFORM' AND entity_id = $1", [platform.databaseId]);
    expect(events).toEqual([{ type: 'CREATE', message: `Platform ${platform.databaseId} created` }]);
    const list = await gql<{ platforms: PlatformAnswer[] }>('middleScraper', LIST);
    expect(list.data?.platforms.map((row) => row.name)).toContain('Tablehost');
    const one = await gql<{ platform: PlatformAnswer }>('middleScraper', ONE, { id: platform.id });
    expect(one.data?.platform.urlNormalizationRegex).toBe(TABLEHOST.urlNormalizationRegex);
    expect((await gql<{ platform: null }>('admin', ONE, { id: '999999' })).data?.platform).toBeNull();
  });

  it('updates only what changed, with one UPDATE event naming the changes; an unchanged save writes nothing', async () => {
    const platform = await create({ ...TABLEHOST, name: 'Menuweb' });
    const answer = await gql<{ updatePlatform: PlatformAnswer }>('admin', UPDATE, { id: platform.id, data: { ...TABLEHOST, name: 'Menuweb Pro' } });
    expect(answer.data?.updatePlatform).toMatchObject({ name: 'Menuweb Pro', modifiedBy: { name: 'admin person' }, createdBy: { name: 'seniorScraper person' } });
    const events = await t.db.query<{ type: string; data: unknown }>("SELECT type, data FROM events WHERE entity_type = 'PLATFORM' AND entity_id = $1 ORDER BY id", [platform.databaseId]);
    expect(events.map((event) => event.type)).toEqual(['CREATE', 'UPDATE']);
    expect(events[1].data).toEqual({ changes: { name: { from: 'Menuweb', to: 'Menuweb Pro' } } });
    const before = await state();
    await gql('admin', UPDATE, { id: platform.id, data: { ...TABLEHOST, name: 'Menuweb Pro' } });
    expect(await state()).toEqual(before);
  });

  it('allows create and update to the roles holding them and refuses the others', async () => {
    for (const role of ['admin', 'teamLeader', 'seniorScraper']) await create({ ...TABLEHOST, name: `By ${role}` }, role);
    for (const role of ['middleScraper', 'juniorScraper', 'definer']) await expectRefused(role, CREATE, { data: TABLEHOST }, 'FORBIDDEN');
    const platform = await create({ ...TABLEHOST, name: 'Refused edits' });
    for (const role of ['middleScraper', 'juniorScraper', 'definer']) await expectRefused(role, UPDATE, { id: platform.id, data: { ...TABLEHOST, name: 'x' } }, 'FORBIDDEN');
    await expectRefused('definer', LIST, {}, 'FORBIDDEN');
    await expectRefused('juniorScraper', ONE, { id: platform.id }, 'FORBIDDEN');
  });

  it("refuses each invalid field with the spec's message, and RE2's reason for a pattern it refuses", async () => {
    await expectRefused('admin', CREATE, { data: { ...TABLEHOST, name: ' ' } }, 'VALIDATION', 'Platform name is required');
    await expectRefused('admin', CREATE, { data: { ...TABLEHOST, urlIdentificationRegex: '' } }, 'VALIDATION', 'Platform identification regex is required');
    await expectRefused('admin', CREATE, { data: { ...TABLEHOST, urlNormalizationRegex: '' } }, 'VALIDATION', 'Platform normalization regex is required');
    await expectRefused('admin', CREATE, { data: { ...TABLEHOST, urlIdentificationRegex: '(a' } }, 'VALIDATION', 'Platform identification regex is invalid: missing closing ): (a');
    // Valid for JavaScript's RegExp, refused by RE2: the API and the form agree because both ask RE2.
    await expectRefused('admin', CREATE, { data: { ...TABLEHOST, urlNormalizationRegex: '^https://(?!www)' } }, 'VALIDATION', /^Platform normalization regex is invalid: invalid or unsupported Perl syntax/);
    await expectRefused('admin', CREATE, { data: { ...TABLEHOST, urlNormalizationRegex: '(a)\\1' } }, 'VALIDATION', /^Platform normalization regex is invalid: /);
    const platform = await create({ ...TABLEHOST, name: 'Validated update' });
    await expectRefused('admin', UPDATE, { id: platform.id, data: { ...TABLEHOST, urlIdentificationRegex: '[z-a]' } }, 'VALIDATION', /^Platform identification regex is invalid: invalid character class range/);
    await expectRefused('admin', UPDATE, { id: '999999', data: TABLEHOST }, 'NOT_FOUND');
  });

  it('refuses huge strings with nothing written', async () => {
    await expectRefused('admin', CREATE, { data: { ...TABLEHOST, name: 'n'.repeat(101) } }, 'VALIDATION', 'Platform name must be at most 100 characters');
    await expectRefused('admin', CREATE, { data: { ...TABLEHOST, urlIdentificationRegex: 'a'.repeat(1001) } }, 'VALIDATION', 'Platform identification regex must be at most 1000 characters');
    await expectRefused('admin', CREATE, { data: { ...TABLEHOST, urlNormalizationRegex: 'a'.repeat(MAX_ANY_TEXT_LENGTH + 1) } }, 'VALIDATION');
    await expectRefused('admin', CREATE, { data: { ...TABLEHOST, name: 'with \u0000 NUL' } }, 'VALIDATION');
  });
});

describe('menusByUrlRegex', () => {
  const ask = (role: string, valid: boolean, extra: Record<string, unknown> = {}) =>
    gql<{ menusByUrlRegex: { total: number; items: { databaseId: number; url: string }[] } }>(role, MENUS, {
      i: TABLEHOST.urlIdentificationRegex,
      n: TABLEHOST.urlNormalizationRegex,
      valid,
      ...extra,
    });

  it("lists the platform's valid and invalid menus with their totals, leaving other sites and deleted menus out", async () => {
    const valid = await ask('middleScraper', true);
    expect(valid.data?.menusByUrlRegex.items.map((menu) => menu.databaseId)).toEqual([menuIds.good1, menuIds.good2]);
    expect(valid.data?.menusByUrlRegex.total).toBe(2);
    const invalid = await ask('middleScraper', false);
    expect(invalid.data?.menusByUrlRegex.items.map((menu) => menu.databaseId)).toEqual([menuIds.wwwPrefix, menuIds.trailing, menuIds.formula]);
    expect(invalid.data?.menusByUrlRegex.total).toBe(3);
  });

  it('pages with the total of all pages', async () => {
    const second = await ask('admin', false, { page: 2, pageSize: 2 });
    expect(second.data?.menusByUrlRegex).toMatchObject({ total: 3, items: [{ databaseId: menuIds.formula }] });
  });

  it('reads every URL when the identification regex has no required text, with the same answer', async () => {
    const answer = await ask('admin', true, { i: 'tablehost|nothing-else' });
    expect(answer.data?.menusByUrlRegex.items.map((menu) => menu.databaseId)).toEqual([menuIds.good1, menuIds.good2]);
  });

  it('refuses patterns RE2 refuses and people without the platform permissions', async () => {
    expect((await ask('admin', true, { i: '(?<=x)' })).errors?.[0]).toMatchObject({ extensions: { type: 'VALIDATION', field: 'urlIdentificationRegex' } });
    expect((await ask('admin', true, { n: '' })).errors?.[0]?.message).toBe('Platform normalization regex is required');
    expect((await ask('admin', true, { n: 'x'.repeat(1001) })).errors?.[0]?.extensions?.type).toBe('VALIDATION');
    expect((await ask('juniorScraper', true)).errors?.[0]?.extensions?.type).toBe('FORBIDDEN');
    expect((await ask('definer', true)).errors?.[0]?.extensions?.type).toBe('FORBIDDEN');
  });

  it('runs catastrophic backtracking patterns in linear time', async () => {
    for (const pattern of ['(a+)+$', '(.*a){20}', '(x+x+)+y']) {
      const started = performance.now();
      const answer = await ask('admin', true, { i: pattern, n: pattern });
      expect(answer.errors).toBeUndefined();
      expect(performance.now() - started).toBeLessThan(5000);
    }
  });

  it('stops matching that overruns its budget with an error that says so', async () => {
    await expect(menusByUrlRegex(t.db, { urlIdentificationRegex: '(.*a){20}', urlNormalizationRegex: '.' }, true, { page: 1, pageSize: 10 }, -1)).rejects.toMatchObject({
      message: expect.stringMatching(/^The regexes took more than .* and were stopped/),
      extensions: { type: 'VALIDATION' },
    });
  });
});

describe('GET /api/reports/menus-not-matching-normalization-regex/{id}', () => {
  const download = (id: string | number, role?: string) =>
    fetch(`${t.url}/api/reports/menus-not-matching-normalization-regex/${id}`, { headers: role ? { authorization: `Bearer ${tokens[role]}` } : {} });

  it("streams the platform's invalid menus as CSV named with its name, with formula cells escaped", async () => {
    const platform = await create({ ...TABLEHOST, name: 'Tablehost UK' });
    const response = await download(platform.databaseId, 'middleScraper');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('filename="Menus_not_matching_normalization_regex_Tablehost UK.csv"');
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Menu ID,URL,Brand ID,Brand name,Menu status,Menu format,Menu definition task ID');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([menuIds.wwwPrefix, menuIds.trailing, menuIds.formula]);
    expect(lines[1]).toContain(',https://www.tablehost.co.uk/r/noodle-bar/menu,');
    // The URL cell starts with 'http', so only a cell starting with '=' would be prefixed; the brand name is plain.
    expect(lines[3]).toContain('"http://tablehost.co.uk/=HYPERLINK(""x"")"');
  });

  it('escapes a cell a spreadsheet would run as a formula', async () => {
    const brandId = await insertBrand(t.db, {}, '=cmd|calc');
    await t.db.query('INSERT INTO menus (brand_id, url, format) VALUES ($1, $2, $3)', [brandId, 'https://formulas.example/x', 'HTML']);
    const platform = await create({ name: 'Formulas', urlIdentificationRegex: 'formulas\\.example', urlNormalizationRegex: '^never$' });
    const text = await (await download(platform.databaseId, 'admin')).text();
    expect(text).toContain(`,'=cmd|calc,`);
  });

  it('refuses without a session, without platform.get, and for a platform that does not exist', async () => {
    const platform = await create({ ...TABLEHOST, name: 'Guarded' });
    expect((await download(platform.databaseId)).status).toBe(401);
    expect((await download(platform.databaseId, 'juniorScraper')).status).toBe(403);
    expect((await download(999_999, 'admin')).status).toBe(404);
    expect((await download('not-an-id', 'admin')).status).toBe(422);
  });
});
