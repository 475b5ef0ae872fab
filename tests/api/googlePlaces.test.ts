// The map's places through the real endpoint with GOOGLE_MAPS_API_KEY set, against a local stand-in of Google Places:
// the search box and createGoogleLocation (stored with history, unsupported types refused, failures answered).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_MESSAGES } from '../../domain/places';
import { FAILING_PLACE_ID, FAILING_SEARCH_TEXT, STAND_IN_API_KEY, startGooglePlacesStandIn, type GooglePlacesStandIn } from '../support/googlePlacesStandIn';
import { startTestApp, type TestApp } from '../support/testApp';
import { type Answer, LEEDS, SEARCH, MAP_CONFIG, CREATE, type PlaceAnswer, signedIn, count } from './placesSupport';

describe('the Google Places provider (a local stand-in)', () => {
  let t: TestApp;
  let standIn: GooglePlacesStandIn;
  let tokens: Record<string, string>;
  const call = <T>(role: string, query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, tokens[role]) as Promise<Answer<T>>;

  beforeAll(async () => {
    standIn = await startGooglePlacesStandIn();
    t = await startTestApp({
      googleMapsApiKey: STAND_IN_API_KEY,
      googlePlacesUrl: standIn.url,
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      mapTilesAttribution: '© Example tiles',
    });
    tokens = await signedIn(t, ['admin', 'definer', 'trainee']);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('says so in mapConfig, with the configured tiles', async () => {
    expect((await call<{ mapConfig: unknown }>('definer', MAP_CONFIG)).data!.mapConfig).toEqual({
      tilesUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      tilesAttribution: '© Example tiles',
      placesProvider: 'GOOGLE',
    });
  });

  it('searches with the key, a field mask and the view as a location restriction rectangle', async () => {
    standIn.requests.length = 0;
    const answer = await call<{ placeSearch: PlaceAnswer[] }>('definer', SEARCH, { text: ' golden ', bounds: LEEDS, limit: 5 });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.placeSearch.map((place) => place.placeId)).toEqual(['ChIJstandInGoldenDragon', 'ChIJstandInGoldenFork']);
    expect(answer.data!.placeSearch[0]).toMatchObject({ name: 'Golden Dragon', isSupported: true, googleLocation: null });
    const [request] = standIn.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/places:searchText',
      body: { textQuery: 'golden', pageSize: 5, locationRestriction: { rectangle: { low: { latitude: LEEDS.south, longitude: LEEDS.west }, high: { latitude: LEEDS.north, longitude: LEEDS.east } } } },
    });
    expect(request.headers['x-goog-api-key']).toBe(STAND_IN_API_KEY);
    expect(String(request.headers['x-goog-fieldmask']).split(',')).toEqual(expect.arrayContaining(['places.id', 'places.displayName', 'places.location', 'places.types']));
  });

  it('keeps to the view even when the service answers places outside it', async () => {
    standIn.ignoresRestriction = true;
    try {
      const answer = await call<{ placeSearch: PlaceAnswer[] }>('definer', SEARCH, { text: 'golden dragon', bounds: LEEDS });
      expect(answer.data!.placeSearch.map((place) => place.placeId)).toEqual(['ChIJstandInGoldenDragon']);
      expect(standIn.requests.at(-1)!.path).toBe('/v1/places:searchText');
    } finally {
      standIn.ignoresRestriction = false;
    }
  });

  it('answers UNAVAILABLE when the service fails, and asks nothing for text too short', async () => {
    const failed = await call('definer', SEARCH, { text: FAILING_SEARCH_TEXT, bounds: LEEDS });
    expect(failed.errors?.[0]).toMatchObject({ message: 'The places service did not answer. Try again in a moment.', extensions: { type: 'UNAVAILABLE' } });
    const before = standIn.requests.length;
    expect((await call<{ placeSearch: unknown[] }>('definer', SEARCH, { text: 'g', bounds: LEEDS })).data!.placeSearch).toEqual([]);
    expect(standIn.requests.length).toBe(before);
  });

  it('stores a new place from its details, with a history event, and answers it again without asking twice', async () => {
    const [rows, events] = [await count(t.db, 'google_locations'), await count(t.db, 'events')];
    const first = await call<{ createGoogleLocation: Record<string, unknown> & { databaseId: number } }>('definer', CREATE, { placeId: 'ChIJstandInGoldenDragon' });
    expect(first.errors).toBeUndefined();
    expect(first.data!.createGoogleLocation).toMatchObject({
      placeId: 'ChIJstandInGoldenDragon',
      name: 'Golden Dragon',
      phone: '0113 496 0001',
      website: 'https://goldendragon.example.co.uk/',
      businessStatus: 'OPERATIONAL',
      streetNumber: '12',
      street: 'Briggate',
      city: 'Leeds',
      postCode: 'LS1 6HD',
      country: 'United Kingdom',
      formattedAddress: '12 Briggate, Leeds LS1 6HD, UK',
      rating: 4.4,
      latitude: 53.7986,
      longitude: -1.5418,
      types: ['chinese_restaurant', 'restaurant', 'food', 'point_of_interest', 'establishment'],
    });
    const id = first.data!.createGoogleLocation.databaseId;
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/places/ChIJstandInGoldenDragon' });
    expect(String(standIn.requests.at(-1)!.headers['x-goog-fieldmask']).split(',')).toEqual(expect.arrayContaining(['addressComponents', 'types', 'location']));
    expect([await count(t.db, 'google_locations'), await count(t.db, 'events')]).toEqual([rows + 1, events + 1]);
    const [event] = await t.db.query<{ type: string; entity_type: string; entity_id: number; user_id: number; message: string }>(
      "SELECT type, entity_type, entity_id, user_id, message FROM events WHERE entity_type = 'GOOGLE_LOCATION' ORDER BY id DESC LIMIT 1",
    );
    const [definer] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'definer@example.com'");
    expect(event).toEqual({ type: 'CREATE', entity_type: 'GOOGLE_LOCATION', entity_id: id, user_id: definer.id, message: 'Place Golden Dragon stored' });
    // The history drawer reads it with location.get.
    const history = await call<{ events: { entityType: string; entityId: number }[] }>('admin', '{ events(filters: { entityTypes: [GOOGLE_LOCATION] }) { entityType entityId } }');
    expect(history.data!.events).toEqual([{ entityType: 'GOOGLE_LOCATION', entityId: id }]);

    // Idempotent: the stored row, no second row, event or call.
    const calls = standIn.requests.length;
    const again = await call<{ createGoogleLocation: { databaseId: number } }>('definer', CREATE, { placeId: 'ChIJstandInGoldenDragon' });
    expect(again.data!.createGoogleLocation.databaseId).toBe(id);
    expect([await count(t.db, 'google_locations'), await count(t.db, 'events'), standIn.requests.length]).toEqual([rows + 1, events + 1, calls]);
    // The search now answers it with its stored row.
    const found = await call<{ placeSearch: PlaceAnswer[] }>('definer', SEARCH, { text: 'golden dragon', bounds: LEEDS });
    expect(found.data!.placeSearch[0].googleLocation).toMatchObject({ databaseId: id });
  });

  it("refuses a place whose types cannot be attached with the form's message, and stores nothing", async () => {
    const [rows, events] = [await count(t.db, 'google_locations'), await count(t.db, 'events')];
    const street = await call('definer', CREATE, { placeId: 'ChIJstandInBriggate' });
    expect(street.errors?.[0]).toMatchObject({ message: PLACE_MESSAGES.unsupportedTypes, extensions: { type: 'VALIDATION' } });
    expect(await count(t.db, 'google_locations WHERE place_id = $1', ['ChIJstandInBriggate'])).toBe(0);
    expect([await count(t.db, 'google_locations'), await count(t.db, 'events')]).toEqual([rows, events]);
  });

  it('answers NOT_FOUND for a place the service does not know, UNAVAILABLE when it fails, storing nothing', async () => {
    const rows = await count(t.db, 'google_locations');
    for (const placeId of ['ChIJnobodyKnows', 'not a place/id']) {
      expect((await call('definer', CREATE, { placeId })).errors?.[0]).toMatchObject({ message: 'Place was not found.', extensions: { type: 'NOT_FOUND' } });
    }
    expect((await call('definer', CREATE, { placeId: FAILING_PLACE_ID })).errors?.[0].extensions?.type).toBe('UNAVAILABLE');
    expect(await count(t.db, 'google_locations')).toBe(rows);
  });

  it('refuses a user without the permission before asking the service', async () => {
    const calls = standIn.requests.length;
    expect((await call('trainee', CREATE, { placeId: 'ChIJstandInGoldenFork' })).errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect(standIn.requests.length).toBe(calls);
    expect(await count(t.db, 'google_locations WHERE place_id = $1', ['ChIJstandInGoldenFork'])).toBe(0);
  });
});
