// createBrand, updateBrand and cloneBrand through the real endpoint: each success with its history events, and each
// refusal (permission, validation with the form's words, stale write, developer-only) leaving everything as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDeveloperEmailPatterns } from '../../domain/developerAccounts';
import { mintSession } from '../support/mintSession';
import { startTestApp, type TestApp } from '../support/testApp';
import { insertBrand, insertLocation } from './brandsFixture';

let t: TestApp;
const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};
const ids: Record<string, number> = {};

type Gql = { data?: Record<string, never> | null; errors?: { message: string; extensions?: { type?: string } }[] };
const gql = (who: string, query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, tokens[who]) as Promise<Gql>;

beforeAll(async () => {
  // Developer-type: admins whose address starts 'dev.', and one definer address.
  t = await startTestApp({ developerEmailPatterns: parseDeveloperEmailPatterns('admin:^dev\\.;definer:^builder@') });
  for (const [who, role, email] of [
    ['developer', 'admin', 'dev.ann@example.com'],
    ['admin', 'admin', 'ann@example.com'],
    ['definer', 'definer', 'definer@example.com'],
    ['definerDeveloper', 'definer', 'builder@example.com'],
    ['qualityChecker', 'qualityChecker', 'qc@example.com'],
    ['trainee', 'trainee', 'trainee@example.com'],
  ]) {
    userIds[who] = await t.createUser(role, email);
    tokens[who] = (await mintSession(t, userIds[who])).accessToken;
  }
});
afterAll(() => t.close());

/** Everything a refused write must leave as it was: the brands, locations, tasks and events tables. */
async function snapshot() {
  const rows = async (sql: string) => JSON.parse(JSON.stringify(await t.db.query(sql)));
  return {
    brands: await rows('SELECT * FROM brands ORDER BY id'),
    locations: await rows('SELECT * FROM locations ORDER BY id'),
    tasks: await rows('SELECT id, type, brand_id FROM tasks ORDER BY id'),
    events: await rows('SELECT id FROM events ORDER BY id'),
  };
}

async function expectRefused(who: string, query: string, variables: Record<string, unknown>, type: string, message?: string) {
  const before = await snapshot();
  const result = await gql(who, query, variables);
  expect(result.errors?.[0]?.extensions?.type, JSON.stringify(result)).toBe(type);
  if (message) expect(result.errors?.[0]?.message).toBe(message);
  expect(await snapshot()).toEqual(before);
}

const CREATE = `mutation($data: CreateBrandInput!) { createBrand(data: $data) { databaseId name website additionalUrls status rank brandGatewayTaskId } }`;

describe('createBrand', () => {
  it('creates a new brand with its brand gateway task at DEFINE, and a CREATE event for each', async () => {
    const result = await gql('definer', CREATE, { data: { name: ' Harbour Fish Bar ', website: 'https://harbourfish.example.com', additionalUrls: ['https://harbourfish.example.com/menu'] } });
    expect(result.errors).toBeUndefined();
    const created = (result.data as unknown as { createBrand: Record<string, unknown> }).createBrand;
    expect(created).toMatchObject({ name: 'Harbour Fish Bar', status: 'NEW', rank: null, additionalUrls: ['https://harbourfish.example.com/menu'] });
    const brandId = created.databaseId as number;
    const [task] = await t.db.query<{ id: number; status: string; current_view_type: string; is_assignable: boolean }>(
      "SELECT id, status, current_view_type, is_assignable FROM tasks WHERE brand_id = $1 AND type = 'BRAND_GATEWAY'",
      [brandId],
    );
    expect(task).toMatchObject({ id: created.brandGatewayTaskId, status: 'NOT_STARTED', current_view_type: 'DEFINE', is_assignable: true });
    const views = await t.db.query<{ type: string; status: string }>('SELECT type, status FROM task_views WHERE task_id = $1 ORDER BY type', [task.id]);
    expect(views).toEqual([
      { type: 'DEFINE', status: 'NOT_DONE' },
      { type: 'QC', status: 'NOT_DONE' },
      { type: 'QQA', status: 'NOT_DONE' },
    ]);
    const events = await t.db.query<{ entity_type: string; entity_id: number; type: string; user_id: number }>(
      "SELECT entity_type, entity_id, type, user_id FROM events WHERE (entity_type = 'BRAND' AND entity_id = $1) OR (entity_type = 'BRAND_GATEWAY_TASK' AND entity_id = $2) ORDER BY id",
      [brandId, task.id],
    );
    expect(events).toEqual([
      { entity_type: 'BRAND', entity_id: brandId, type: 'CREATE', user_id: userIds.definer },
      { entity_type: 'BRAND_GATEWAY_TASK', entity_id: task.id, type: 'CREATE', user_id: userIds.definer },
    ]);
  });

  it('lets a quality checker create a brand (the gateway New brand modal) and stores no additional URLs as none', async () => {
    const result = await gql('qualityChecker', CREATE, { data: { name: 'Quay Cafe', website: 'https://quay.example.com', additionalUrls: [] } });
    expect(result.errors).toBeUndefined();
    const [row] = await t.db.query<{ additional_urls: string[] | null }>("SELECT additional_urls FROM brands WHERE name = 'Quay Cafe'");
    expect(row.additional_urls).toBeNull();
  });

  it("refuses with the form's words, or without brand.create, and changes nothing", async () => {
    await expectRefused('definer', CREATE, { data: { name: '  ', website: 'https://a.example.com' } }, 'VALIDATION', "Brand's name is required");
    await expectRefused('definer', CREATE, { data: { name: 'A' } }, 'VALIDATION', "Brand's website is required");
    await expectRefused('definer', CREATE, { data: { name: 'A', website: 'harbour fish' } }, 'VALIDATION', 'Website is not valid');
    await expectRefused('definer', CREATE, { data: { name: 'A', website: 'https://a.example.com', additionalUrls: ['nope'] } }, 'VALIDATION', 'Website is not valid');
    await expectRefused('trainee', CREATE, { data: { name: 'A', website: 'https://a.example.com' } }, 'FORBIDDEN');
  });
});

const UPDATE = `mutation($id: ID!, $data: UpdateBrandInput!, $expected: DateTime) {
  updateBrand(id: $id, data: $data, expectedModifiedDate: $expected) { name website status exclusionReason businessStatus useDishTypeIcon isForTesting modifiedDate } }`;

describe('updateBrand', () => {
  let brandId = 0;
  const modifiedDate = async () => (await t.db.query<{ modified_date: Date }>('SELECT modified_date FROM brands WHERE id = $1', [brandId]))[0].modified_date.toISOString();

  beforeAll(async () => {
    brandId = await insertBrand(t.db, ids, 'Brook Street Deli', { website: 'https://brook.example.com', status: 'EXCLUDED', exclusion_reason: 'MISC', exclusion_reason_comment: 'Closed for works' });
  });

  it('saves the detail form, records the changed fields, and clears the exclusion of a brand no longer excluded', async () => {
    const expected = await modifiedDate();
    const data = { name: 'Brook Street Deli & Bakery', website: 'https://brook.example.com', status: 'INCLUDED', businessStatus: 'CLOSED_TEMPORARILY', useDishTypeIcon: true };
    const result = await gql('definer', UPDATE, { id: String(brandId), data, expected });
    expect(result.errors).toBeUndefined();
    expect((result.data as unknown as { updateBrand: Record<string, unknown> }).updateBrand).toMatchObject({
      name: 'Brook Street Deli & Bakery',
      status: 'INCLUDED',
      exclusionReason: null,
      businessStatus: 'CLOSED_TEMPORARILY',
      useDishTypeIcon: true,
      isForTesting: false,
    });
    const [event] = await t.db.query<{ type: string; user_id: number; data: Record<string, { from: unknown; to: unknown }> }>(
      "SELECT type, user_id, data FROM events WHERE entity_type = 'BRAND' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
      [brandId],
    );
    expect(event).toMatchObject({ type: 'UPDATE', user_id: userIds.definer });
    expect(Object.keys(event.data).sort()).toEqual(['businessStatus', 'exclusionReason', 'exclusionReasonComment', 'name', 'status', 'useDishTypeIcon']);
    expect(event.data.name).toEqual({ from: 'Brook Street Deli', to: 'Brook Street Deli & Bakery' });
    expect(new Date(await modifiedDate()).getTime()).toBeGreaterThan(new Date(expected).getTime());
  });

  it('refuses a write based on an older version with CONFLICT', async () => {
    await expectRefused('definer', UPDATE, { id: String(brandId), data: { name: 'Stale', website: 'https://brook.example.com' }, expected: '2020-01-01T00:00:00.000Z' }, 'CONFLICT');
  });

  it("refuses with the form's words, without brand.update, or an unknown brand, and changes nothing", async () => {
    const expected = await modifiedDate();
    const update = (data: Record<string, unknown>) => ({ id: String(brandId), data, expected });
    await expectRefused('definer', UPDATE, update({ name: '', website: 'https://brook.example.com' }), 'VALIDATION', "Brand's name is required");
    await expectRefused('definer', UPDATE, update({ name: 'Brook', website: '' }), 'VALIDATION', "Brand's website is required");
    await expectRefused('definer', UPDATE, update({ name: 'Brook', website: 'brook dot com' }), 'VALIDATION', 'Website is not valid');
    await expectRefused('trainee', UPDATE, update({ name: 'Brook', website: 'https://brook.example.com' }), 'FORBIDDEN');
    await expectRefused('definer', UPDATE, { id: '999999', data: { name: 'Brook', website: 'https://brook.example.com' } }, 'NOT_FOUND');
  });

  it('lets only developer-type accounts change the for-testing flag; its current value is no change', async () => {
    const data = { name: 'Brook Street Deli & Bakery', website: 'https://brook.example.com', isForTesting: true };
    await expectRefused('admin', UPDATE, { id: String(brandId), data }, 'FORBIDDEN', 'Only developer-type accounts may do this.');
    const unchanged = await gql('admin', UPDATE, { id: String(brandId), data: { ...data, isForTesting: false } });
    expect(unchanged.errors).toBeUndefined();
    const byDeveloper = await gql('developer', UPDATE, { id: String(brandId), data });
    expect(byDeveloper.errors).toBeUndefined();
    expect((byDeveloper.data as unknown as { updateBrand: { isForTesting: boolean } }).updateBrand.isForTesting).toBe(true);
    const byDefinerDeveloper = await gql('definerDeveloper', UPDATE, { id: String(brandId), data: { ...data, isForTesting: false } });
    expect(byDefinerDeveloper.errors).toBeUndefined();
  });

  it('accepts no website when none is confirmed', async () => {
    const result = await gql('definer', UPDATE, { id: String(brandId), data: { name: 'Brook Street Deli & Bakery', website: '', isHasNoWebsiteConfirmed: true } });
    expect(result.errors).toBeUndefined();
    expect((result.data as unknown as { updateBrand: { website: string | null } }).updateBrand.website).toBeNull();
  });
});

const CLONE = 'mutation($id: ID!) { cloneBrand(id: $id) { databaseId name isForTesting website locationCount brandGatewayTaskId } }';

describe('cloneBrand', () => {
  let sourceId = 0;
  beforeAll(async () => {
    sourceId = await insertBrand(t.db, ids, 'Canal Noodle Bar', { website: 'https://canal.example.com', rank: 'MASTER', status: 'INCLUDED' });
    const otherId = await insertBrand(t.db, ids, 'Lock Noodles', { rank: 'SLAVE', master_brand_id: sourceId });
    const first = await insertLocation(t.db, sourceId, 'Canal Noodle Bar Leeds', { position: 0, status: 'INCLUDED' });
    await insertLocation(t.db, sourceId, 'Canal Noodle Bar Leeds (again)', { position: 1, duplicate_of_id: first, status: 'EXCLUDED', exclusion_reason: 'DUPLICATE' });
    await insertLocation(t.db, sourceId, 'Lock Noodles York', { position: 2, original_brand_id: otherId });
  });

  it("copies the brand, marked for testing, and its locations, with a new gateway task and a CREATE event", async () => {
    const result = await gql('developer', CLONE, { id: String(sourceId) });
    expect(result.errors).toBeUndefined();
    const clone = (result.data as unknown as { cloneBrand: { databaseId: number; brandGatewayTaskId: number } }).cloneBrand;
    expect(clone).toMatchObject({ name: 'Canal Noodle Bar (clone)', isForTesting: true, website: 'https://canal.example.com', locationCount: 3, brandGatewayTaskId: expect.any(Number) });
    const copies = await t.db.query<{ id: number; name: string; original_brand_id: number; duplicate_of_id: number | null }>(
      'SELECT id, name, original_brand_id, duplicate_of_id FROM locations WHERE brand_id = $1 ORDER BY position',
      [clone.databaseId],
    );
    expect(copies.map((row) => row.original_brand_id)).toEqual([clone.databaseId, clone.databaseId, ids['Lock Noodles']]);
    expect(copies[1].duplicate_of_id).toBe(copies[0].id);
    const [event] = await t.db.query<{ type: string; sub_type: string; data: { clonedFromBrandId: number } }>(
      "SELECT type, sub_type, data FROM events WHERE entity_type = 'BRAND' AND entity_id = $1",
      [clone.databaseId],
    );
    expect(event).toMatchObject({ type: 'CREATE', sub_type: 'CLONE', data: { clonedFromBrandId: sourceId } });
    // The original keeps its locations.
    expect((await t.db.query('SELECT id FROM locations WHERE brand_id = $1', [sourceId])).length).toBe(3);
  });

  it('refuses accounts that are not developer-type, those without brand.create, and an unknown brand', async () => {
    await expectRefused('admin', CLONE, { id: String(sourceId) }, 'FORBIDDEN', 'Only developer-type accounts may do this.');
    await expectRefused('definer', CLONE, { id: String(sourceId) }, 'FORBIDDEN');
    await expectRefused('trainee', CLONE, { id: String(sourceId) }, 'FORBIDDEN');
    await expectRefused('developer', CLONE, { id: '999999' }, 'NOT_FOUND');
  });
});

describe('me.isDeveloper', () => {
  it('tells the SPA whether the signed-in account is developer-type', async () => {
    const isDeveloper = async (who: string) => ((await gql(who, '{ me { isDeveloper } }')).data as unknown as { me: { isDeveloper: boolean } }).me.isDeveloper;
    expect(await isDeveloper('developer')).toBe(true);
    expect(await isDeveloper('definerDeveloper')).toBe(true);
    expect(await isDeveloper('admin')).toBe(false);
    expect(await isDeveloper('definer')).toBe(false);
  });
});
