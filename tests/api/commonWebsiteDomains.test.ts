// Settings -> Common websites through the real endpoint: the list (search, paging), the one save (add, change, remove,
// history), every refusal leaving rows and history as they were, and what the list is for: website-based brand
// similarity ignores hosts on these domains.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ANY_TEXT_LENGTH } from '../../domain/inputLimits';
import { mintSession } from '../support/mintSession';
import { startTestApp, type TestApp } from '../support/testApp';
import { insertBrand, insertLocation } from './brandsFixture';

let t: TestApp;
const tokens: Record<string, string> = {};

type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: { type?: string; field?: string } }[] };
const gql = <T = Record<string, never>>(role: string, query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, tokens[role]) as Promise<Answer<T>>;

const LIST = `query($filters: CommonWebsiteDomainFilters, $page: Int, $pageSize: Int) {
  commonWebsiteDomains(filters: $filters, page: $page, pageSize: $pageSize) { total items { id databaseId websiteDomain } } }`;
const SAVE = `mutation($new: [CommonWebsiteDomainInput!], $updated: [CommonWebsiteDomainUpdateInput!], $removed: [ID!]) {
  saveCommonWebsiteDomains(newBulkData: $new, updatedBulkData: $updated, removedIds: $removed) {
    created { id websiteDomain } updated { id websiteDomain } removedIds } }`;

interface Row {
  id: string;
  databaseId: number;
  websiteDomain: string;
}

async function list(variables: Record<string, unknown> = {}): Promise<{ total: number; items: Row[] }> {
  const answer = await gql<{ commonWebsiteDomains: { total: number; items: Row[] } }>('admin', LIST, { pageSize: 100, ...variables });
  expect(answer.errors).toBeUndefined();
  return answer.data!.commonWebsiteDomains;
}
const domains = async (variables: Record<string, unknown> = {}) => (await list(variables)).items.map((row) => row.websiteDomain);
const idOf = async (domain: string) => (await list()).items.find((row) => row.websiteDomain === domain)!.id;

async function save(variables: Record<string, unknown>, role = 'admin') {
  return gql<{ saveCommonWebsiteDomains: { created: Row[]; updated: Row[]; removedIds: string[] } }>(role, SAVE, variables);
}
async function saved(variables: Record<string, unknown>) {
  const answer = await save(variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.saveCommonWebsiteDomains;
}

/** The stored rows and the history: what a refusal must leave as it was. */
async function state() {
  return {
    rows: await t.db.query('SELECT id, website_domain, modified_date FROM common_website_domains ORDER BY id'),
    events: (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events'))[0].n,
  };
}

/** Expects the save refused with this type (and message), and nothing written. */
async function expectRefused(variables: Record<string, unknown>, type: string, message?: string, role = 'admin') {
  const before = await state();
  const answer = await save(variables, role);
  expect(answer.errors?.[0]?.extensions?.type).toBe(type);
  if (message) expect(answer.errors?.[0]?.message).toBe(message);
  expect(await state()).toEqual(before);
}

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['admin', 'teamLeader', 'seniorScraper', 'definer']) {
    tokens[role] = (await mintSession(t, await t.createUser(role, `${role.toLowerCase()}@example.com`))).accessToken;
  }
});
afterAll(() => t.close());

describe('saveCommonWebsiteDomains', () => {
  it('adds domains trimmed and in lower case, one CREATE event each, listed alphabetically', async () => {
    const answer = await saved({ new: [{ websiteDomain: ' Instagram.com ' }, { websiteDomain: 'facebook.com' }, { websiteDomain: 'linktr.ee' }] });
    expect(answer.created.map((row) => row.websiteDomain)).toEqual(['instagram.com', 'facebook.com', 'linktr.ee']);
    expect(await domains()).toEqual(['facebook.com', 'instagram.com', 'linktr.ee']);
    const events = await t.db.query<{ type: string; message: string }>(
      "SELECT type, message FROM events WHERE entity_type = 'COMMON_WEBSITE_DOMAIN' ORDER BY id",
    );
    expect(events).toEqual([
      { type: 'CREATE', message: 'Common website domain instagram.com added' },
      { type: 'CREATE', message: 'Common website domain facebook.com added' },
      { type: 'CREATE', message: 'Common website domain linktr.ee added' },
    ]);
  });

  it('adds, changes and removes in one save, and two rows may swap their domains', async () => {
    const [facebook, instagram, linktree] = [await idOf('facebook.com'), await idOf('instagram.com'), await idOf('linktr.ee')];
    const answer = await saved({
      new: [{ websiteDomain: 'ubereats.com' }],
      updated: [
        { id: facebook, websiteDomain: 'instagram.com' },
        { id: instagram, websiteDomain: 'facebook.com' },
      ],
      removed: [linktree],
    });
    expect(answer.removedIds).toEqual([linktree]);
    expect(answer.updated.map((row) => [row.id, row.websiteDomain]).sort()).toEqual([[facebook, 'instagram.com'], [instagram, 'facebook.com']].sort());
    expect(await domains()).toEqual(['facebook.com', 'instagram.com', 'ubereats.com']);
    const events = await t.db.query<{ type: string; message: string }>(
      "SELECT type, message FROM events WHERE entity_type = 'COMMON_WEBSITE_DOMAIN' ORDER BY id OFFSET 3",
    );
    expect(events).toEqual([
      { type: 'DELETE', message: 'Common website domain linktr.ee removed' },
      { type: 'UPDATE', message: 'Common website domain facebook.com changed to instagram.com' },
      { type: 'UPDATE', message: 'Common website domain instagram.com changed to facebook.com' },
      { type: 'CREATE', message: 'Common website domain ubereats.com added' },
    ]);
  });

  it("refuses an invalid or empty domain with 'Domain must be valid', writing nothing", async () => {
    const facebook = await idOf('facebook.com');
    for (const websiteDomain of ['', '   ', 'https://deliveroo.co.uk', 'deliveroo', 'just eat.co.uk', `${'a'.repeat(300)}.com`]) {
      await expectRefused({ new: [{ websiteDomain: 'deliveroo.co.uk' }, { websiteDomain }] }, 'VALIDATION', 'Domain must be valid');
      await expectRefused({ updated: [{ id: facebook, websiteDomain }] }, 'VALIDATION', 'Domain must be valid');
    }
  });

  it("refuses a domain twice, in the save or against a stored row, with 'Domains must be unique', writing nothing", async () => {
    const [facebook, instagram] = [await idOf('facebook.com'), await idOf('instagram.com')];
    await expectRefused({ new: [{ websiteDomain: 'deliveroo.co.uk' }, { websiteDomain: 'Deliveroo.co.uk' }] }, 'VALIDATION', 'Domains must be unique');
    await expectRefused({ new: [{ websiteDomain: 'FACEBOOK.com' }] }, 'VALIDATION', 'Domains must be unique');
    await expectRefused({ updated: [{ id: facebook, websiteDomain: 'ubereats.com' }] }, 'VALIDATION', 'Domains must be unique');
    await expectRefused({ new: [{ websiteDomain: 'just-eat.co.uk' }], updated: [{ id: instagram, websiteDomain: 'just-eat.co.uk' }] }, 'VALIDATION', 'Domains must be unique');
    // A removed row's domain is free in the same save.
    const answer = await saved({ new: [{ websiteDomain: 'facebook.com' }], removed: [facebook] });
    expect(answer.created.map((row) => row.websiteDomain)).toEqual(['facebook.com']);
  });

  it('refuses bad input with nothing written: huge strings, too many rows, unknown or repeated ids', async () => {
    const instagram = await idOf('instagram.com');
    await expectRefused({ new: [{ websiteDomain: 'a'.repeat(MAX_ANY_TEXT_LENGTH + 1) }] }, 'VALIDATION');
    await expectRefused({ new: Array.from({ length: 101 }, (_, index) => ({ websiteDomain: `site${index}.example.com` })) }, 'VALIDATION');
    await expectRefused({ removed: ['999999'] }, 'NOT_FOUND');
    await expectRefused({ new: [{ websiteDomain: 'deliveroo.co.uk' }], updated: [{ id: '999999', websiteDomain: 'x.com' }] }, 'NOT_FOUND');
    await expectRefused({ updated: [{ id: instagram, websiteDomain: 'x.com' }], removed: [instagram] }, 'VALIDATION');
    await expectRefused({ removed: ['not-an-id'] }, 'VALIDATION');
  });

  it('refuses people without the permissions of section 6, writing nothing', async () => {
    for (const role of ['seniorScraper', 'definer']) {
      await expectRefused({ new: [{ websiteDomain: 'deliveroo.co.uk' }] }, 'FORBIDDEN', undefined, role);
      expect((await gql(role, LIST)).errors?.[0]?.extensions?.type).toBe('FORBIDDEN');
    }
    await expectRefused({ new: [{ websiteDomain: 'deliveroo.co.uk' }] }, 'UNAUTHENTICATED', undefined, 'nobody');
    // A team leader holds all four.
    expect((await save({ new: [{ websiteDomain: 'deliveroo.co.uk' }] }, 'teamLeader')).errors).toBeUndefined();
  });
});

describe('commonWebsiteDomains', () => {
  it('finds domains by a part of them, any case, paged with the total', async () => {
    expect(await domains()).toEqual(['deliveroo.co.uk', 'facebook.com', 'instagram.com', 'ubereats.com']);
    expect(await domains({ filters: { websiteDomain: 'CO.UK' } })).toEqual(['deliveroo.co.uk']);
    expect(await domains({ filters: { websiteDomain: '%' } })).toEqual([]);
    expect(await list({ page: 2, pageSize: 3 })).toMatchObject({ total: 4, items: [{ websiteDomain: 'ubereats.com' }] });
    expect(await list({ filters: { websiteDomain: 'com' }, pageSize: 2 })).toMatchObject({ total: 3, items: [{ websiteDomain: 'facebook.com' }, { websiteDomain: 'instagram.com' }] });
  });

  it('answers the history of the domains to whoever may list them', async () => {
    const answer = await gql<{ events: { type: string }[] }>('admin', `{ events(filters: { entityTypes: [COMMON_WEBSITE_DOMAIN] }) { type } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.events.length).toBeGreaterThan(5);
  });
});

describe('website-based brand similarity', () => {
  const SIMILAR = `query($id: ID!) { similarBrands(id: $id) { byLocationWebsite { name } } }`;
  const SIMILAR_MASTERS = `query($id: ID!) { similarMasterBrandsByLocationWebsite(id: $id) { total brands { name } } }`;
  const ids: Record<string, number> = {};

  const similar = async (name: string) => {
    const byLocation = await gql<{ similarBrands: { byLocationWebsite: { name: string }[] } }>('admin', SIMILAR, { id: String(ids[name]) });
    const masters = await gql<{ similarMasterBrandsByLocationWebsite: { brands: { name: string }[] } }>('admin', SIMILAR_MASTERS, { id: String(ids[name]) });
    expect(byLocation.errors ?? masters.errors).toBeUndefined();
    return {
      byLocationWebsite: byLocation.data!.similarBrands.byLocationWebsite.map((brand) => brand.name),
      mastersByWebsite: masters.data!.similarMasterBrandsByLocationWebsite.brands.map((brand) => brand.name),
    };
  };

  beforeAll(async () => {
    // Two unrelated masters whose only shared host is the social network both link a page on.
    const harbour = await insertBrand(t.db, ids, 'Harbour Kitchen', { rank: 'MASTER', status: 'INCLUDED', website: 'https://harbourkitchen.example.co.uk' });
    const lantern = await insertBrand(t.db, ids, 'Lantern Noodles', { rank: 'MASTER', status: 'INCLUDED', website: 'https://lanternnoodles.example.co.uk' });
    await insertLocation(t.db, harbour, 'Harbour Kitchen Leeds', { website: 'https://www.facebook.com/harbourkitchenleeds' });
    await insertLocation(t.db, lantern, 'Lantern Noodles York', { website: 'https://facebook.com/lanternnoodles' });
    // A subdomain of a common domain is on it too.
    await insertLocation(t.db, lantern, 'Lantern Noodles Selby', { website: 'https://m.facebook.com/lanternnoodlesselby' });
    const quay = await insertBrand(t.db, ids, 'Quay Cafe', { rank: 'MASTER', status: 'INCLUDED' });
    await insertLocation(t.db, quay, 'Quay Cafe Whitby', { website: 'https://m.facebook.com/quaycafe' });
    // Two that share their own ordering site stay similar whatever the list says.
    const oak = await insertBrand(t.db, ids, 'Oak Grill', { rank: 'MASTER', status: 'INCLUDED' });
    const elm = await insertBrand(t.db, ids, 'Elm Grill', { rank: 'MASTER', status: 'INCLUDED' });
    await insertLocation(t.db, oak, 'Oak Grill Hull', { website: 'https://order.grills.example.co.uk/oak' });
    await insertLocation(t.db, elm, 'Elm Grill Hull', { website: 'https://order.grills.example.co.uk/elm' });
  });

  it('does not call two brands similar because both link a page on a common domain (or its subdomains)', async () => {
    expect(await domains({ filters: { websiteDomain: 'facebook.com' } })).toEqual(['facebook.com']);
    for (const name of ['Harbour Kitchen', 'Lantern Noodles', 'Quay Cafe']) expect(await similar(name)).toEqual({ byLocationWebsite: [], mastersByWebsite: [] });
    expect(await similar('Oak Grill')).toEqual({ byLocationWebsite: ['Elm Grill'], mastersByWebsite: ['Elm Grill'] });
  });

  it('calls them similar again once the domain leaves the list', async () => {
    await saved({ removed: [await idOf('facebook.com')] });
    expect(await similar('Harbour Kitchen')).toEqual({ byLocationWebsite: ['Lantern Noodles'], mastersByWebsite: ['Lantern Noodles'] });
    expect(await similar('Lantern Noodles')).toEqual({ byLocationWebsite: ['Harbour Kitchen', 'Quay Cafe'], mastersByWebsite: ['Harbour Kitchen', 'Quay Cafe'] });
    expect(await similar('Quay Cafe')).toEqual({ byLocationWebsite: ['Lantern Noodles'], mastersByWebsite: ['Lantern Noodles'] });
  });
});
