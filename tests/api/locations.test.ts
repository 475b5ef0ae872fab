// Location detail through the real endpoint: location(id) with its working hours, menu and restored flag;
// updateLocation (name, website, attaching and detaching a place) and cloneLocation, each success with its history
// event, and each refusal (permission, the form's words, place rules, stale write, missing rows) changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintSession } from '../support/mintSession';
import { startTestApp, type TestApp } from '../support/testApp';
import { insertBrand, insertLocation } from './brandsFixture';

let t: TestApp;
const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};
const brands: Record<string, number> = {};

type Gql = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
const gql = (who: string, query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, tokens[who]) as Promise<Gql>;

const FSA = {
  name: 'HARBOUR FISH BAR',
  addressLine1: '4 Quay Street',
  addressLine2: 'Whitby',
  formattedAddress: '4 Quay Street, Whitby, YO21 1AA',
  postCode: 'YO21 1AA',
  rating: 5,
  ratingDate: '2025-06-12',
  coordinates: { latitude: 54.486, longitude: -0.614 },
};

async function insertPlace(placeId: string, name: string, types: string[], values: Record<string, unknown> = {}): Promise<number> {
  const columns = { place_id: placeId, name, types, ...values };
  const keys = Object.keys(columns);
  const [{ id }] = await t.db.query<{ id: number }>(
    `INSERT INTO google_locations (${keys.join(', ')}) VALUES (${keys.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    Object.values(columns),
  );
  return id;
}

const modifiedDateOf = async (id: number) =>
  (await t.db.query<{ modified_date: Date }>('SELECT modified_date FROM locations WHERE id = $1', [id]))[0].modified_date.toISOString();
const rowOf = async (id: number) => (await t.db.query<Record<string, unknown>>('SELECT * FROM locations WHERE id = $1', [id]))[0];
const lastEventOf = async (id: number) =>
  (
    await t.db.query<{ type: string; sub_type: string | null; user_id: number; message: string; data: Record<string, unknown> }>(
      "SELECT type, sub_type, user_id, message, data FROM events WHERE entity_type = 'LOCATION' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
      [id],
    )
  )[0];

/** Everything a refused write must leave as it was. */
async function snapshot() {
  const rows = async (sql: string) => JSON.parse(JSON.stringify(await t.db.query(sql)));
  return {
    brands: await rows('SELECT * FROM brands ORDER BY id'),
    locations: await rows('SELECT * FROM locations ORDER BY id'),
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

let harbourId = 0;
let restaurantPlace = 0;
let otherPlace = 0;
let routePlace = 0;

beforeAll(async () => {
  t = await startTestApp();
  for (const [who, role] of [
    ['admin', 'admin'],
    ['teamLeader', 'teamLeader'],
    ['definer', 'definer'],
    ['qualityChecker', 'qualityChecker'],
    ['trainee', 'trainee'],
  ]) {
    userIds[who] = await t.createUser(role, `${who}@example.com`);
    tokens[who] = (await mintSession(t, userIds[who])).accessToken;
  }
  await insertBrand(t.db, brands, 'Harbour Fish', { rank: 'MASTER', status: 'INCLUDED', website: 'https://harbourfish.example.com' });
  await insertBrand(t.db, brands, 'Quay Chippy', { rank: 'MASTER', status: 'INCLUDED' });
  await insertBrand(t.db, brands, 'Quay Chippy Express', { rank: 'SLAVE', status: 'NEW', master_brand_id: brands['Quay Chippy'] });
  restaurantPlace = await insertPlace('ChIJharbour', 'Harbour Fish Bar', ['restaurant', 'food', 'establishment'], {
    phone: '01947 600000',
    formatted_address: '4 Quay St, Whitby YO21 1AA, UK',
    latitude: 54.4861,
    longitude: -0.6141,
    rating: 4.6,
  });
  otherPlace = await insertPlace('ChIJpier', 'Pier Fish Bar', ['establishment'], { phone: '01947 611111', formatted_address: '1 Pier Rd, Whitby', latitude: 54.49, longitude: -0.61 });
  routePlace = await insertPlace('ChIJroute', 'Quay Street', ['route']);
  harbourId = await insertLocation(t.db, brands['Harbour Fish'], 'Harbour Fish Bar Whitby', {
    website: 'https://harbourfish.example.com/whitby',
    phone: '01947 000000',
    formatted_address: '4 Quay Street, Whitby',
    status: 'INCLUDED',
    fsa_id: '777',
    fsa_location: JSON.stringify(FSA),
    working_hours: JSON.stringify([
      { dayOfWeek: 0, intervals: [{ openTime: '12:00', closeTime: '20:00' }] },
      { dayOfWeek: 1, intervals: [{ openTime: '11:30', closeTime: '21:00' }] },
      { dayOfWeek: 5, intervals: [{ openTime: '17:00', closeTime: '22:00' }, { openTime: '11:30', closeTime: '14:00' }] },
    ]),
  });
});
afterAll(() => t.close());

const LOCATION = `query($id: ID!) { location(id: $id) {
  databaseId name website status menuStatus isRestored
  workingHours { dayOfWeek intervals { openTime closeTime } }
  menu { databaseId url }
  fsaLocation { name rating ratingDate latitude }
  brand { databaseId }
} }`;

describe('location(id)', () => {
  it('answers the working hours Monday first with each day by opening time, and the H&S record', async () => {
    const result = await gql('definer', LOCATION, { id: String(harbourId) });
    expect(result.errors).toBeUndefined();
    const location = result.data?.location as Record<string, unknown>;
    expect(location.workingHours).toEqual([
      { dayOfWeek: 1, intervals: [{ openTime: '11:30', closeTime: '21:00' }] },
      { dayOfWeek: 5, intervals: [{ openTime: '11:30', closeTime: '14:00' }, { openTime: '17:00', closeTime: '22:00' }] },
      { dayOfWeek: 0, intervals: [{ openTime: '12:00', closeTime: '20:00' }] },
    ]);
    expect(location.fsaLocation).toEqual({ name: 'HARBOUR FISH BAR', rating: '5', ratingDate: '2025-06-12', latitude: 54.486 });
  });

  it("answers the location's own menu, the brand menu with SAME_AS_BRAND, and none with NO_MENU", async () => {
    const brandId = brands['Quay Chippy'];
    const menu = async (url: string) =>
      (await t.db.query<{ id: number }>('INSERT INTO menus (brand_id, url) VALUES ($1, $2) RETURNING id', [brandId, url]))[0].id;
    const brandMenu = await menu('https://quay.example.com/menu');
    const ownMenu = await menu('https://quay.example.com/pier-menu');
    await t.db.query('UPDATE brands SET menu_id = $2 WHERE id = $1', [brandId, brandMenu]);
    const own = await insertLocation(t.db, brandId, 'Quay Pier', { menu_status: 'OWN_MENU', menu_id: ownMenu });
    const shared = await insertLocation(t.db, brandId, 'Quay Market', { menu_status: 'SAME_AS_BRAND' });
    const none = await insertLocation(t.db, brandId, 'Quay Kiosk', { menu_status: 'NO_MENU', menu_id: ownMenu });
    const menuOf = async (id: number) => ((await gql('definer', LOCATION, { id: String(id) })).data?.location as { menu: unknown }).menu;
    expect(await menuOf(own)).toEqual({ databaseId: ownMenu, url: 'https://quay.example.com/pier-menu' });
    expect(await menuOf(shared)).toEqual({ databaseId: brandMenu, url: 'https://quay.example.com/menu' });
    expect(await menuOf(none)).toBeNull();
  });

  it('is restored when included with an EXCLUDED status in its history, and only then', async () => {
    const brandId = brands['Quay Chippy'];
    const restored = await insertLocation(t.db, brandId, 'Quay Restored', { status: 'INCLUDED' });
    const stillExcluded = await insertLocation(t.db, brandId, 'Quay Excluded', { status: 'EXCLUDED' });
    const neverExcluded = await insertLocation(t.db, brandId, 'Quay Always', { status: 'INCLUDED' });
    const event = (id: number, before: string, after: string) =>
      t.db.query("INSERT INTO events (type, entity_type, entity_id, message, data) VALUES ('UPDATE', 'LOCATION', $1, 'status', $2)", [
        id,
        JSON.stringify({ changedFields: ['status'], before: { status: before }, after: { status: after } }),
      ]);
    await event(restored, 'INCLUDED', 'EXCLUDED');
    await event(restored, 'EXCLUDED', 'INCLUDED');
    await event(stillExcluded, 'NEW', 'EXCLUDED');
    await event(neverExcluded, 'NEW', 'INCLUDED');
    // One request, several locations: the flags come from one batched read.
    const result = await gql('definer', `query($brand: ID!) { brand(id: $brand) { locations(pageSize: 50) { locations { databaseId isRestored } } } }`, { brand: String(brandId) });
    const flags = Object.fromEntries(
      ((result.data?.brand as { locations: { locations: { databaseId: number; isRestored: boolean }[] } }).locations.locations).map((row) => [row.databaseId, row.isRestored]),
    );
    expect(flags[restored]).toBe(true);
    expect(flags[stillExcluded]).toBe(false);
    expect(flags[neverExcluded]).toBe(false);
  });

  it('is null for an unknown location and refused without location.get', async () => {
    expect((await gql('definer', LOCATION, { id: '999999' })).data?.location).toBeNull();
    const result = await t.gql(LOCATION, { id: String(harbourId) });
    expect(result.errors?.[0]?.extensions?.type).toBe('UNAUTHENTICATED');
  });
});

const UPDATE = `mutation($id: ID!, $data: UpdateLocationInput!) { updateLocation(id: $id, data: $data) {
  databaseId name website phone formattedAddress latitude longitude googleMatchRank isHasNoGoogleMatchConfirmed modifiedDate
  googleLocation { databaseId name }
} }`;

describe('updateLocation', () => {
  it('saves the name and website trimmed, with an UPDATE event of the changed fields before and after', async () => {
    const expected = await modifiedDateOf(harbourId);
    const data = { name: '  Harbour Fish Bar  ', website: ' https://harbourfish.example.com/whitby-harbour ', expectedModifiedDate: expected };
    const result = await gql('definer', UPDATE, { id: String(harbourId), data });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateLocation).toMatchObject({ name: 'Harbour Fish Bar', website: 'https://harbourfish.example.com/whitby-harbour', googleMatchRank: 'NO' });
    const event = await lastEventOf(harbourId);
    expect(event).toMatchObject({ type: 'UPDATE', user_id: userIds.definer });
    expect(event.data).toEqual({
      changedFields: ['name', 'website'],
      before: { name: 'Harbour Fish Bar Whitby', website: 'https://harbourfish.example.com/whitby' },
      after: { name: 'Harbour Fish Bar', website: 'https://harbourfish.example.com/whitby-harbour' },
    });
    expect(new Date(await modifiedDateOf(harbourId)).getTime()).toBeGreaterThan(new Date(expected).getTime());
  });

  it('writes nothing when nothing changed', async () => {
    const before = await snapshot();
    const result = await gql('definer', UPDATE, { id: String(harbourId), data: { name: 'Harbour Fish Bar', website: 'https://harbourfish.example.com/whitby-harbour' } });
    expect(result.errors).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it("attaches a stored place at rank MANUAL with its phone, address and coordinates, clearing 'no Google match'", async () => {
    await t.db.query('UPDATE locations SET is_has_no_google_match_confirmed = true WHERE id = $1', [harbourId]);
    const data = { name: 'Harbour Fish Bar', website: 'https://harbourfish.example.com/whitby-harbour', googleLocationId: restaurantPlace, expectedModifiedDate: await modifiedDateOf(harbourId) };
    const result = await gql('qualityChecker', UPDATE, { id: String(harbourId), data });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateLocation).toMatchObject({
      phone: '01947 600000',
      formattedAddress: '4 Quay St, Whitby YO21 1AA, UK',
      latitude: 54.4861,
      longitude: -0.6141,
      googleMatchRank: 'MANUAL',
      isHasNoGoogleMatchConfirmed: false,
      googleLocation: { databaseId: restaurantPlace, name: 'Harbour Fish Bar' },
    });
    const event = await lastEventOf(harbourId);
    expect(event).toMatchObject({ type: 'UPDATE', user_id: userIds.qualityChecker });
    expect(event.data.changedFields).toEqual(['googleLocationId', 'googleMatchRank', 'isHasNoGoogleMatchConfirmed', 'phone', 'formattedAddress', 'latitude', 'longitude']);
    expect(event.data.before).toMatchObject({ googleLocationId: null, googleMatchRank: 'NO', phone: '01947 000000', formattedAddress: '4 Quay Street, Whitby' });
    expect(event.data.after).toMatchObject({ googleLocationId: restaurantPlace, googleMatchRank: 'MANUAL', phone: '01947 600000' });
  });

  it('keeps the place when googleLocationId is left out, and detaches it at rank NO when it is null', async () => {
    const kept = await gql('definer', UPDATE, { id: String(harbourId), data: { name: 'Harbour Fish Bar', website: 'https://harbourfish.example.com/whitby' } });
    expect(kept.data?.updateLocation).toMatchObject({ googleMatchRank: 'MANUAL', googleLocation: { databaseId: restaurantPlace } });
    const result = await gql('definer', UPDATE, { id: String(harbourId), data: { name: 'Harbour Fish Bar', website: 'https://harbourfish.example.com/whitby', googleLocationId: null } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateLocation).toMatchObject({ googleMatchRank: 'NO', googleLocation: null, phone: null, formattedAddress: null, latitude: null, longitude: null });
    expect(await rowOf(harbourId)).toMatchObject({ google_location_id: null, google_match_rank: 'NO' });
    expect((await lastEventOf(harbourId)).data).toMatchObject({ after: { googleLocationId: null, googleMatchRank: 'NO' } });
  });

  it("keeps the location's own values (domain/placeCopy.ts): a place lacking a field leaves it, detaching clears only the copy", async () => {
    const id = await insertLocation(t.db, brands['Quay Chippy'], 'Quay Fisheries', { phone: '01947 222222', formatted_address: '9 Quay Street, Whitby', latitude: 54.1, longitude: -0.6 });
    const noPhone = await insertPlace('ChIJnophone', 'Quay Fisheries', ['premise'], { formatted_address: '9 Quay St, Whitby', latitude: 54.4865, longitude: -0.6145 });
    const save = (googleLocationId: number | null) => gql('definer', UPDATE, { id: String(id), data: { name: 'Quay Fisheries', website: 'https://quay.example.com/fisheries', googleLocationId } });
    const attached = await save(noPhone);
    expect(attached.errors).toBeUndefined();
    expect(attached.data?.updateLocation).toMatchObject({ phone: '01947 222222', formattedAddress: '9 Quay St, Whitby', latitude: 54.4865, googleMatchRank: 'MANUAL' });
    // The address is corrected by hand afterwards: it is the location's own now, and detaching keeps it.
    await t.db.query("UPDATE locations SET formatted_address = '9a Quay Street, Whitby' WHERE id = $1", [id]);
    const detached = await save(null);
    expect(detached.data?.updateLocation).toMatchObject({ phone: '01947 222222', formattedAddress: '9a Quay Street, Whitby', latitude: null, longitude: null, googleMatchRank: 'NO', googleLocation: null });
  });

  it("refuses with the form's words and changes nothing", async () => {
    const update = (data: Record<string, unknown>) => ({ id: String(harbourId), data });
    await expectRefused('definer', UPDATE, update({ name: '   ', website: 'https://harbourfish.example.com' }), 'VALIDATION', "Please provide the location's name.");
    await expectRefused('definer', UPDATE, update({ name: 'Harbour', website: '' }), 'VALIDATION', "Location's website is required");
    await expectRefused('definer', UPDATE, update({ name: 'Harbour', website: 'harbour fish dot com' }), 'VALIDATION', 'Website is not valid');
    await expectRefused('definer', UPDATE, update({ name: 'Harbour', website: 'ftp://harbourfish.example.com' }), 'VALIDATION', 'Website is not valid');
  });

  it('refuses an unsupported place type, an unknown place, and a place another location of the brand has', async () => {
    const update = (googleLocationId: number) => ({ id: String(harbourId), data: { name: 'Harbour Fish Bar', website: 'https://harbourfish.example.com/whitby', googleLocationId } });
    await expectRefused('definer', UPDATE, update(routePlace), 'VALIDATION', 'Google place types is not supported.');
    await expectRefused('definer', UPDATE, update(999999), 'NOT_FOUND');
    await insertLocation(t.db, brands['Harbour Fish'], 'Pier Fish Bar', { google_location_id: otherPlace, google_match_rank: 'HIGH' });
    await expectRefused('definer', UPDATE, update(otherPlace), 'VALIDATION', 'Google places must be unique');
  });

  it('lets exactly one of two saves at once attach one place to two locations of a brand', async () => {
    const brandId = brands['Quay Chippy'];
    const place = await insertPlace('ChIJrace', 'Quay Race Cafe', ['establishment'], { latitude: 54.48, longitude: -0.61 });
    const first = await insertLocation(t.db, brandId, 'Quay Race One');
    const second = await insertLocation(t.db, brandId, 'Quay Race Two');
    const attach = (id: number, name: string) => gql('definer', UPDATE, { id: String(id), data: { name, website: 'https://quay.example.com/race', googleLocationId: place } });
    const results = await Promise.all([attach(first, 'Quay Race One'), attach(second, 'Quay Race Two')]);
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.flatMap((result) => result.errors ?? []).map((error) => error.message)).toEqual(['Google places must be unique']);
    const holders = await t.db.query<{ id: number }>('SELECT id FROM locations WHERE google_location_id = $1', [place]);
    expect(holders).toHaveLength(1);
  });

  it('refuses a write based on an older version with CONFLICT', async () => {
    const data = { name: 'Stale Harbour', website: 'https://harbourfish.example.com', expectedModifiedDate: '2020-01-01T00:00:00.000Z' };
    await expectRefused('definer', UPDATE, { id: String(harbourId), data }, 'CONFLICT');
  });

  it('refuses without location.update, and an unknown location', async () => {
    const data = { name: 'Harbour', website: 'https://harbourfish.example.com' };
    await expectRefused('trainee', UPDATE, { id: String(harbourId), data }, 'FORBIDDEN');
    await expectRefused('definer', UPDATE, { id: '999999', data }, 'NOT_FOUND');
  });
});

const CLONE = `mutation($data: CloneLocationInput!) { cloneLocation(data: $data) {
  databaseId name website status position googleMatchRank fsaId
  brand { databaseId } originalBrand { databaseId } googleLocation { databaseId }
  workingHours { dayOfWeek }
} }`;

describe('cloneLocation', () => {
  let sourceId = 0;

  beforeAll(async () => {
    sourceId = await insertLocation(t.db, brands['Harbour Fish'], 'Harbour Fish Scarborough', {
      website: 'https://harbourfish.example.com/scarborough',
      status: 'INCLUDED',
      menu_status: 'OWN_MENU',
      fsa_id: '888',
      fsa_location: JSON.stringify(FSA),
      google_location_id: restaurantPlace,
      google_match_rank: 'HIGHEST',
      working_hours: JSON.stringify([{ dayOfWeek: 2, intervals: [{ openTime: '11:00', closeTime: '21:00' }] }]),
    });
    await insertLocation(t.db, brands['Quay Chippy'], 'Quay Last', { position: 40 });
  });

  it('copies the location into the target brand as a NEW location at the end, from the source brand, with a CREATE event', async () => {
    const result = await gql('admin', CLONE, { data: { locationId: sourceId, brandId: brands['Quay Chippy'] } });
    expect(result.errors).toBeUndefined();
    const clone = result.data?.cloneLocation as Record<string, unknown> & { databaseId: number };
    expect(clone).toMatchObject({
      name: 'Harbour Fish Scarborough',
      website: 'https://harbourfish.example.com/scarborough',
      status: 'NEW',
      position: 41,
      googleMatchRank: 'HIGHEST',
      fsaId: '888',
      brand: { databaseId: brands['Quay Chippy'] },
      originalBrand: { databaseId: brands['Harbour Fish'] },
      googleLocation: { databaseId: restaurantPlace },
      workingHours: [{ dayOfWeek: 2 }],
    });
    expect(clone.databaseId).not.toBe(sourceId);
    expect(await rowOf(clone.databaseId)).toMatchObject({ menu_status: null, menu_id: null, duplicate_of_id: null, exclusion_reason: null });
    expect(await lastEventOf(clone.databaseId)).toMatchObject({
      type: 'CREATE',
      sub_type: 'CLONE',
      user_id: userIds.admin,
      data: { clonedFromLocationId: sourceId, fromBrandId: brands['Harbour Fish'], brandId: brands['Quay Chippy'] },
    });
    // The source stays as it was.
    expect(await rowOf(sourceId)).toMatchObject({ brand_id: brands['Harbour Fish'], status: 'INCLUDED', menu_status: 'OWN_MENU' });
  });

  it('refuses a brand that already has the same food authority record or place (DUPLICATE_LOCATION)', async () => {
    await expectRefused('teamLeader', CLONE, { data: { locationId: sourceId, brandId: brands['Quay Chippy'] } }, 'DUPLICATE_LOCATION');
  });

  it("refuses 'Brand is required', a missing brand or location, the own brand and a slave, changing nothing", async () => {
    await expectRefused('admin', CLONE, { data: { locationId: sourceId, brandId: null } }, 'VALIDATION', 'Brand is required');
    await expectRefused('admin', CLONE, { data: { locationId: sourceId } }, 'VALIDATION', 'Brand is required');
    await expectRefused('admin', CLONE, { data: { locationId: sourceId, brandId: 999999 } }, 'NOT_FOUND', 'Brand was not found.');
    await expectRefused('admin', CLONE, { data: { locationId: 999999, brandId: brands['Quay Chippy'] } }, 'NOT_FOUND', 'Location was not found.');
    await expectRefused('admin', CLONE, { data: { locationId: sourceId, brandId: brands['Harbour Fish'] } }, 'VALIDATION', 'A location cannot be cloned into the brand it belongs to.');
    await expectRefused('admin', CLONE, { data: { locationId: sourceId, brandId: brands['Quay Chippy Express'] } }, 'VALIDATION', 'A location cannot be cloned to a slave brand.');
  });

  it('is refused without location.clone: definers and quality checkers do not hold it', async () => {
    for (const who of ['definer', 'qualityChecker', 'trainee']) {
      await expectRefused(who, CLONE, { data: { locationId: harbourId, brandId: brands['Quay Chippy'] } }, 'FORBIDDEN');
    }
  });

  it('lets a team leader clone too', async () => {
    const result = await gql('teamLeader', CLONE, { data: { locationId: harbourId, brandId: brands['Quay Chippy'] } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.cloneLocation).toMatchObject({ status: 'NEW', brand: { databaseId: brands['Quay Chippy'] }, originalBrand: { databaseId: brands['Harbour Fish'] } });
  });
});
