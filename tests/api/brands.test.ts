// Brands and locations read through the real endpoint: one brand's fields, its locations and related brands, the
// brands list's filters, paging and sorting, similar brands, and location(id). Writes are in brandsWrites.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../server/graphql/globalIds';
import { mintSession } from '../support/mintSession';
import { startTestApp, type TestApp } from '../support/testApp';
import { seedBrands } from './brandsFixture';

let t: TestApp;
const tokens: Record<string, string> = {};

type Gql = { data?: Record<string, never> | null; errors?: { message: string; extensions?: { type?: string } }[] };
const gql = (role: string, query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, tokens[role]) as Promise<Gql>;
/** The data of a call that must succeed. */
async function read<T = Record<string, never>>(query: string, variables: Record<string, unknown> = {}, role = 'definer'): Promise<T> {
  const result = await gql(role, query, variables);
  expect(result.errors).toBeUndefined();
  return result.data as T;
}

let ids: Record<string, number> = {};
let firstLocationId = 0;
let placeId = 0;

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['definer', 'reporter']) tokens[role] = (await mintSession(t, await t.createUser(role, `${role}@example.com`))).accessToken;
  ({ ids, firstLocationId, placeId } = await seedBrands(t.db));
});
afterAll(() => t.close());

describe('brand(id)', () => {
  const FIELDS = `databaseId name website additionalUrls isHasNoWebsiteConfirmed rank status exclusionReason isMasterBrand
    masterBrand { name } hasMenu menu { databaseId scrapingInstructions scrapingInstructionsVersion } brandGatewayTaskId isForTesting
    useBrandNameAsLocationName useDishTypeIcon areAssetsActive businessStatus locationCount createdDate modifiedDate`;

  it('answers by number and by global id, every field of the contract', async () => {
    const byNumber = await read<{ brand: Record<string, unknown> }>(`query($id: ID!) { brand(id: $id) { ${FIELDS} } }`, { id: String(ids['Golden Pizza']) });
    const byGlobalId = await read<{ brand: Record<string, unknown> }>(`query($id: ID!) { brand(id: $id) { ${FIELDS} } }`, { id: toGlobalId('Brand', ids['Golden Pizza']) });
    expect(byGlobalId).toEqual(byNumber);
    expect(byNumber.brand).toMatchObject({
      name: 'Golden Pizza',
      additionalUrls: ['https://goldenpizza.example.com/order'],
      isMasterBrand: true,
      masterBrand: null,
      hasMenu: true,
      menu: { scrapingInstructions: { steps: [1] }, scrapingInstructionsVersion: 3 },
      brandGatewayTaskId: expect.any(Number),
      isForTesting: false,
      locationCount: 12,
    });
  });

  it('gives a slave its master, and [] additional URLs and no menu when there are none', async () => {
    const { brand: slave } = await read<{ brand: Record<string, unknown> }>(`query($id: ID!) { brand(id: $id) { ${FIELDS} } }`, { id: String(ids['Golden Pizza Express']) });
    expect(slave).toMatchObject({ isMasterBrand: false, masterBrand: { name: 'Golden Pizza' }, additionalUrls: [], hasMenu: false, menu: null, brandGatewayTaskId: null });
  });

  it("answers why its excluded locations were excluded, each reason once (the definition pages' banner)", async () => {
    const QUERY = 'query($id: ID!) { brand(id: $id) { excludedLocationReasons } }';
    // Golden Pizza's third location is a duplicate; Golden Pizzeria has no excluded location.
    expect((await read<{ brand: { excludedLocationReasons: string[] } }>(QUERY, { id: String(ids['Golden Pizza']) })).brand.excludedLocationReasons).toEqual(['DUPLICATE']);
    expect((await read<{ brand: { excludedLocationReasons: string[] } }>(QUERY, { id: String(ids['Golden Pizzeria']) })).brand.excludedLocationReasons).toEqual([]);
  });

  it('answers null for a number nothing has, and refuses a reader without brand.get', async () => {
    expect((await read<{ brand: null }>('{ brand(id: "999999") { id } }')).brand).toBeNull();
    const refused = await gql('reporter', `{ brand(id: "${ids['Golden Pizza']}") { id } }`);
    expect(refused.errors?.[0].extensions?.type).toBe('FORBIDDEN');
  });
});

describe('Brand.locations', () => {
  const query = `query($id: ID!, $searchTerm: String, $originalBrandId: Int, $page: Int, $pageSize: Int) { brand(id: $id) {
    locations(searchTerm: $searchTerm, originalBrandId: $originalBrandId, page: $page, pageSize: $pageSize) { total locations { databaseId name position } } } }`;
  const page = async (variables: Record<string, unknown>) =>
    (await read<{ brand: { locations: { total: number; locations: { databaseId: number; name: string; position: number }[] } } }>(query, { id: String(ids['Golden Pizza']), ...variables })).brand.locations;

  it('pages ten at a time by default, in position order', async () => {
    const first = await page({});
    expect(first.total).toBe(12);
    expect(first.locations.map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const second = await page({ page: 2 });
    expect(second.locations.map((row) => row.position)).toEqual([10, 11]);
    expect((await page({ pageSize: 500 })).locations).toHaveLength(12);
  });

  it('searches by name, address and number, and filters by original brand', async () => {
    expect((await page({ searchTerm: 'harrogate' })).locations.map((row) => row.name)).toEqual(['Golden Pizza Harrogate']);
    expect((await page({ searchTerm: 'station road' })).total).toBe(1);
    // A number finds the location of that number, besides names and addresses holding it.
    expect((await page({ searchTerm: String(firstLocationId) })).locations.map((row) => row.databaseId)).toContain(firstLocationId);
    expect((await page({ searchTerm: 'no such place' })).total).toBe(0);
    const moved = await page({ originalBrandId: ids['Golden Pizza Express'] });
    expect(moved.total).toBe(2);
    expect((await page({ originalBrandId: ids['Golden Pizza Express'], searchTerm: 'Leeds 4' })).total).toBe(1);
  });

  it('names every brand its locations came from, whatever page they are on (the Original brand filter)', async () => {
    const { brand } = await read<{ brand: { originalBrands: { databaseId: number; name: string }[] } }>(
      'query($id: ID!) { brand(id: $id) { originalBrands { databaseId name } } }',
      { id: String(ids['Golden Pizza']) },
    );
    expect(brand.originalBrands).toEqual([
      { databaseId: ids['Golden Pizza'], name: 'Golden Pizza' },
      { databaseId: ids['Golden Pizza Express'], name: 'Golden Pizza Express' },
    ]);
    const { brand: other } = await read<{ brand: { originalBrands: unknown[] } }>('query($id: ID!) { brand(id: $id) { originalBrands { databaseId } } }', {
      id: String(ids['Silver Wok']),
    });
    expect(other.originalBrands).toEqual([]);
  });

  it('reads a page of locations with their brands, places and duplicates in a fixed number of queries (no query per row)', async () => {
    const fields = `query($id: ID!, $pageSize: Int) { brand(id: $id) { locations(pageSize: $pageSize) { locations {
      id brand { name } originalBrand { name } duplicateOf { databaseId } googleLocation { placeId } fsaLocation { name } } } } }`;
    const queriesFor = async (query: string, pageSize: number) => {
      const original = t.db.query.bind(t.db);
      let count = 0;
      t.db.query = ((sql: string, params?: readonly unknown[]) => {
        count += 1;
        return original(sql, params);
      }) as typeof t.db.query;
      try {
        await read(query, { id: String(ids['Golden Pizza']), pageSize });
      } finally {
        t.db.query = original;
      }
      return count;
    };
    const baseline = await queriesFor('query($id: ID!) { brand(id: $id) { id } }', 1);
    // Beyond reading the brand (and the caller): the page, then one batch each of brands, duplicates and places, whatever the rows.
    expect((await queriesFor(fields, 12)) - baseline).toBe(4);
  });
});

describe('location(id) and its records', () => {
  const FIELDS = `databaseId name position status googleMatchRank brand { name } originalBrand { name } duplicateOf { databaseId }
    fsaId fsaLocation { name addressLine1 addressLine4 formattedAddress postCode businessType rating ratingDate latitude longitude }
    googleLocation { id databaseId placeId name rating types postCode }`;

  it('maps the food-authority record and the map place to the contract', async () => {
    const { location: found } = await read<{ location: Record<string, unknown> }>(`query($id: ID!) { location(id: $id) { ${FIELDS} } }`, { id: String(firstLocationId) });
    expect(found).toMatchObject({
      databaseId: firstLocationId,
      brand: { name: 'Golden Pizza' },
      originalBrand: { name: 'Golden Pizza' },
      fsaId: '12345',
      fsaLocation: { name: 'GOLDEN PIZZA', addressLine4: null, postCode: 'LS1 1AA', rating: '5', ratingDate: '2025-03-01', latitude: 53.8, longitude: -1.55 },
      googleLocation: { id: toGlobalId('GoogleLocation', placeId), placeId: 'ChIJgolden', rating: 4.5, types: ['restaurant'], postCode: 'LS1 1AA' },
    });
  });

  it('answers by global id too, with duplicateOf', async () => {
    const [{ id }] = await t.db.query<{ id: number }>('SELECT id FROM locations WHERE duplicate_of_id IS NOT NULL');
    const { location: found } = await read<{ location: Record<string, unknown> }>(`query($id: ID!) { location(id: $id) { ${FIELDS} } }`, { id: toGlobalId('Location', id) });
    expect(found).toMatchObject({ status: 'EXCLUDED', duplicateOf: { databaseId: firstLocationId }, fsaLocation: null, googleLocation: null });
  });

  it('refuses a malformed id and a reader without location.get', async () => {
    expect((await gql('definer', '{ location(id: "nope") { id } }')).errors?.[0].extensions?.type).toBe('VALIDATION');
    expect((await gql('reporter', `{ location(id: "${firstLocationId}") { id } }`)).errors?.[0].extensions?.type).toBe('FORBIDDEN');
  });
});

describe('Brand.relatedBrands', () => {
  it('lists slaves then not-same brands (from either side), five to a page, with the total', async () => {
    const query = `query($id: ID!, $page: Int, $pageSize: Int) { brand(id: $id) { relatedBrands(page: $page, pageSize: $pageSize) { total relatedBrands { relationship brand { name } } } } }`;
    const all = await read<{ brand: { relatedBrands: { total: number; relatedBrands: { relationship: string; brand: { name: string } }[] } } }>(query, { id: String(ids['Golden Pizza']) });
    expect(all.brand.relatedBrands).toEqual({
      total: 3,
      relatedBrands: [
        { relationship: 'SLAVE', brand: { name: 'Golden Pizza Express' } },
        { relationship: 'SLAVE', brand: { name: 'Golden Gate Grill' } },
        { relationship: 'NOT_SAME', brand: { name: 'Silver Wok' } },
      ],
    });
    const second = await read<{ brand: { relatedBrands: { total: number; relatedBrands: unknown[] } } }>(query, { id: String(ids['Golden Pizza']), page: 2, pageSize: 2 });
    expect(second.brand.relatedBrands.relatedBrands).toEqual([{ relationship: 'NOT_SAME', brand: { name: 'Silver Wok' } }]);
    const other = await read<{ brand: { relatedBrands: { relatedBrands: unknown[] } } }>(query, { id: String(ids['Silver Wok']) });
    expect(other.brand.relatedBrands.relatedBrands).toEqual([{ relationship: 'NOT_SAME', brand: { name: 'Golden Pizza' } }]);
  });
});
