// The map's places through the real endpoint, on the embedded catalogue: the search box, suggested matches, the map's
// settings and createGoogleLocation, with their limits, refusals and history. The Google provider: googlePlaces.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_MESSAGES } from '../../domain/places';
import { placeFit } from '../../domain/placeSuggestions';
import { startTestApp, type TestApp } from '../support/testApp';
import { type Answer, LEEDS, CENTRE, offset, SEARCH, SUGGESTIONS, MAP_CONFIG, CREATE, type PlaceAnswer, insertPlace, signedIn, count } from './placesSupport';

describe('the embedded catalogue', () => {
  let t: TestApp;
  let tokens: Record<string, string>;
  const call = <T>(role: string, query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, tokens[role]) as Promise<Answer<T>>;
  async function search(text: string, bounds = LEEDS, limit?: number, role = 'definer') {
    const answer = await call<{ placeSearch: PlaceAnswer[] }>(role, SEARCH, { text, bounds, limit });
    expect(answer.errors).toBeUndefined();
    return answer.data!.placeSearch;
  }

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await signedIn(t, ['admin', 'definer', 'reviewer', 'trainee', 'reporter']);
    await insertPlace(t.db, 'dragon-centre', 'Golden Dragon', offset(CENTRE, 50), { address: '12 Briggate, Leeds LS1 6HD' });
    await insertPlace(t.db, 'dragon-edge', 'Golden Dragon', offset(CENTRE, 900, 900), { address: '40 Kirkstall Road, Leeds LS3 1LL' });
    await insertPlace(t.db, 'dragon-outside', 'Golden Dragon', { latitude: LEEDS.north + 0.0005, longitude: -1.54 }, { address: 'North of the view' });
    await insertPlace(t.db, 'dragon-corner', 'Golden Dragon Express', { latitude: LEEDS.south, longitude: LEEDS.west }, { address: 'On the corner of the view' });
    await insertPlace(t.db, 'fork', 'The Golden Fork', offset(CENTRE, -200), { address: '3 Call Lane, Leeds LS1 7BT' });
    await insertPlace(t.db, 'by-address', 'Wok This Way', offset(CENTRE, 300), { address: '8 Dragon Yard, Leeds LS2 7EY' });
    await insertPlace(t.db, 'street', 'Briggate', offset(CENTRE, 20), { address: 'Briggate, Leeds', types: ['route'] });
    await insertPlace(t.db, 'across-the-date-line', 'Golden Dragon Fiji', { latitude: -17.8, longitude: 179.5 });
    await insertPlace(t.db, 'across-the-date-line-east', 'Golden Dragon Samoa', { latitude: -17.9, longitude: -179.5 });
    for (let index = 0; index < 25; index++) await insertPlace(t.db, `pizza-${index}`, `Pizza Place ${index}`, offset(CENTRE, -500 + index * 40, 300));
  }, 120_000);
  afterAll(() => t?.close());

  describe('placeSearch', () => {
    it('finds places by name and by address, strictly inside the bounds (the edges count), and no others', async () => {
      const found = await search('golden dragon');
      expect(found.map((place) => place.placeId).sort()).toEqual(['dragon-centre', 'dragon-corner', 'dragon-edge']);
      expect((await search('dragon yard')).map((place) => place.placeId)).toEqual(['by-address']);
      for (const place of found) {
        expect(place.latitude).toBeGreaterThanOrEqual(LEEDS.south);
        expect(place.latitude).toBeLessThanOrEqual(LEEDS.north);
        expect(place.longitude).toBeGreaterThanOrEqual(LEEDS.west);
        expect(place.longitude).toBeLessThanOrEqual(LEEDS.east);
      }
      // Moving the view north takes in the place just beyond it.
      expect((await search('golden dragon', { ...LEEDS, north: LEEDS.north + 0.001 })).map((place) => place.placeId)).toContain('dragon-outside');
    });

    it('ranks by similarity, then by distance to the centre of the view', async () => {
      // All three hold the words: the nearest to the centre first.
      expect((await search('Golden Dragon')).map((place) => place.placeId)).toEqual(['dragon-centre', 'dragon-edge', 'dragon-corner']);
      // A closer spelling beats a nearer place: 'golden fork' finds the fork first, then the dragons it half matches, if any.
      expect((await search('golden fork'))[0].placeId).toBe('fork');
      // Centred on the edge place, it comes first.
      const edge = offset(CENTRE, 900, 900);
      const aroundEdge = { south: edge.latitude - 0.011, north: edge.latitude + 0.011, west: edge.longitude - 0.03, east: edge.longitude + 0.03 };
      expect((await search('Golden Dragon', aroundEdge))[0].placeId).toBe('dragon-edge');
    });

    it('answers each place with its stored row and whether it can be attached', async () => {
      const [street] = await search('briggate');
      expect(street).toMatchObject({ placeId: 'street', types: ['route'], isSupported: false, googleLocation: { placeId: 'street', name: 'Briggate' } });
      const [dragon] = await search('golden dragon');
      expect(dragon).toMatchObject({ isSupported: true, googleLocation: { placeId: 'dragon-centre' } });
    });

    it('finds nothing for text shorter than two characters, counting no spaces', async () => {
      expect(await search('g')).toEqual([]);
      expect(await search('  g   ')).toEqual([]);
      expect(await search('')).toEqual([]);
      expect((await search(' fo ')).length).toBeGreaterThan(0);
    });

    it('answers ten places by default and never more than twenty', async () => {
      expect(await search('pizza place')).toHaveLength(10);
      expect(await search('pizza place', LEEDS, 5)).toHaveLength(5);
      expect(await search('pizza place', LEEDS, 500)).toHaveLength(20);
      expect(await search('pizza place', LEEDS, 0)).toHaveLength(1);
    });

    it('keeps to a view that crosses the 180th meridian', async () => {
      const pacific = { south: -20, north: -15, west: 179, east: 181 };
      expect((await search('golden dragon', pacific)).map((place) => place.placeId).sort()).toEqual(['across-the-date-line', 'across-the-date-line-east']);
      expect((await search('golden dragon', { ...pacific, east: 179.9 })).map((place) => place.placeId)).toEqual(['across-the-date-line']);
    });

    it('refuses bounds that are no area and text longer than a search box holds', async () => {
      const upsideDown = await call('definer', SEARCH, { text: 'golden', bounds: { ...LEEDS, south: LEEDS.north, north: LEEDS.south } });
      expect(upsideDown.errors?.[0]).toMatchObject({ message: 'The map bounds are not valid.', extensions: { type: 'VALIDATION' } });
      const long = await call('definer', SEARCH, { text: 'golden '.repeat(40), bounds: LEEDS });
      expect(long.errors?.[0]).toMatchObject({ message: 'The search text must be at most 200 characters', extensions: { type: 'VALIDATION' } });
    });

    it('answers those who may read a location or a brand definition task, and refuses the others', async () => {
      expect(await search('golden dragon', LEEDS, 1, 'reviewer')).toHaveLength(1);
      const refused = await call('reporter', SEARCH, { text: 'golden dragon', bounds: LEEDS });
      expect(refused.errors?.[0].extensions?.type).toBe('FORBIDDEN');
      expect(refused.data).toBeNull();
    });
  });

  describe('mapConfig', () => {
    it('has no tiles and the embedded catalogue unless configured, and refuses a reader without the map', async () => {
      expect((await call<{ mapConfig: unknown }>('definer', MAP_CONFIG)).data!.mapConfig).toEqual({ tilesUrl: null, tilesAttribution: null, placesProvider: 'EMBEDDED' });
      expect((await call('reporter', MAP_CONFIG)).errors?.[0].extensions?.type).toBe('FORBIDDEN');
    });
  });

  describe('createGoogleLocation', () => {
    it('answers a stored place as it is: no new row, no event', async () => {
      const [rows, events] = [await count(t.db, 'google_locations'), await count(t.db, 'events')];
      const answer = await call<{ createGoogleLocation: { placeId: string; name: string } }>('definer', CREATE, { placeId: 'dragon-centre' });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.createGoogleLocation).toMatchObject({ placeId: 'dragon-centre', name: 'Golden Dragon', types: ['restaurant', 'food', 'establishment'] });
      expect([await count(t.db, 'google_locations'), await count(t.db, 'events')]).toEqual([rows, events]);
    });

    it("refuses a stored place whose types cannot be attached with the form's message, and a place nobody stored", async () => {
      const street = await call('definer', CREATE, { placeId: 'street' });
      expect(street.errors?.[0]).toMatchObject({ message: PLACE_MESSAGES.unsupportedTypes, extensions: { type: 'VALIDATION' } });
      const unknown = await call('definer', CREATE, { placeId: 'ChIJnobodyKnows' });
      expect(unknown.errors?.[0]).toMatchObject({ message: 'Place was not found.', extensions: { type: 'NOT_FOUND' } });
      const empty = await call('definer', CREATE, { placeId: '   ' });
      expect(empty.errors?.[0]).toMatchObject({ message: 'Place id is not valid.', extensions: { type: 'VALIDATION' } });
    });

    it('refuses those who may neither update a location nor resolve a brand definition task', async () => {
      for (const role of ['trainee', 'reviewer', 'reporter']) expect((await call(role, CREATE, { placeId: 'dragon-centre' })).errors?.[0].extensions?.type, role).toBe('FORBIDDEN');
    });
  });
});

describe('placeSuggestions', () => {
  let t: TestApp;
  let tokens: Record<string, string>;
  const call = <T>(role: string, query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, tokens[role]) as Promise<Answer<T>>;
  type Suggestions = { locationId: number; suggestions: { score: number; nameSimilarity: number; distanceMeters: number; place: { placeId: string; name: string; isSupported: boolean; googleLocation: { databaseId: number } | null } }[] }[];
  async function suggestions(variables: Record<string, unknown>, role = 'definer') {
    const answer = await call<{ placeSuggestions: Suggestions }>(role, SUGGESTIONS, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data!.placeSuggestions;
  }
  const ids: Record<string, number> = {};
  let brandId = 0;
  let otherBrandId = 0;
  const HERE = CENTRE;

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await signedIn(t, ['definer', 'reviewer', 'trainee']);
    [{ id: brandId }] = await t.db.query<{ id: number }>("INSERT INTO brands (name, status, rank) VALUES ('Golden Dragon', 'INCLUDED', 'MASTER') RETURNING id");
    [{ id: otherBrandId }] = await t.db.query<{ id: number }>("INSERT INTO brands (name, status, rank) VALUES ('Dragon Express', 'INCLUDED', 'MASTER') RETURNING id");
    const place = async (key: string, name: string, at: { latitude: number; longitude: number }, types?: string[]) => {
      ids[key] = await insertPlace(t.db, key, name, at, { types });
    };
    await place('exact', 'The Golden Dragon', offset(HERE, 20));
    await place('near-miss', 'Golden Dragn Restaurant', offset(HERE, 300, 100));
    await place('other', 'Bella Napoli', offset(HERE, 0, 50));
    await place('beyond', 'Golden Dragon', offset(HERE, 1500));
    await place('street', 'Golden Dragon Street', offset(HERE, 10), ['route']);
    await place('held-by-sibling', 'Golden Dragon', offset(HERE, -30));
    await place('held-by-other-brand', 'Golden Dragon Leeds', offset(HERE, -400));
    await place('by-the-fsa', 'Golden Dragon', offset({ latitude: 53.96, longitude: -1.08 }, 40));
    const location = async (key: string, values: Record<string, unknown>, brand = brandId) => {
      const row: Record<string, unknown> = { brand_id: brand, original_brand_id: brand, name: key, status: 'INCLUDED', position: Object.keys(ids).length, ...values };
      const [columns, params] = [Object.keys(row), Object.values(row)];
      const [{ id }] = await t.db.query<{ id: number }>(
        `INSERT INTO locations (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
        params,
      );
      ids[key] = id;
    };
    await location('open', { name: 'Golden Dragon Leeds', latitude: HERE.latitude, longitude: HERE.longitude });
    await location('sibling', { name: 'Golden Dragon Briggate', google_location_id: ids['held-by-sibling'], google_match_rank: 'MANUAL', latitude: HERE.latitude, longitude: HERE.longitude });
    await location('duplicate', { name: 'Golden Dragon Leeds 2', duplicate_of_id: ids.open, latitude: HERE.latitude, longitude: HERE.longitude });
    await location('confirmed', { name: 'Golden Dragon Leeds 3', is_has_no_google_match_confirmed: true, latitude: HERE.latitude, longitude: HERE.longitude });
    await location('excluded', { name: 'Golden Dragon Leeds 4', status: 'EXCLUDED', exclusion_reason: 'DUPLICATE', latitude: HERE.latitude, longitude: HERE.longitude });
    await location('fsa-only', { name: 'Golden Dragon York', fsa_location: JSON.stringify({ name: 'GOLDEN DRAGON', coordinates: { latitude: 53.96, longitude: -1.08 } }) });
    await location('nowhere', { name: 'Golden Dragon Moors', latitude: 54.4, longitude: -1.9 });
    await location('other-brand', { name: 'Dragon Express Leeds', google_location_id: ids['held-by-other-brand'], latitude: HERE.latitude, longitude: HERE.longitude }, otherBrandId);
    await location('other-brand-open', { name: 'Dragon Express Leeds 2', latitude: HERE.latitude, longitude: HERE.longitude }, otherBrandId);
  }, 120_000);
  afterAll(() => t?.close());

  it('lists the open locations only: no place, not a duplicate, not confirmed without a match, not excluded', async () => {
    const listed = await suggestions({ brandId: String(brandId) });
    expect(listed.map((entry) => entry.locationId)).toEqual([ids.open, ids['fsa-only'], ids.nowhere]);
    expect(listed.find((entry) => entry.locationId === ids.nowhere)!.suggestions).toEqual([]);
  });

  it("ranks by name and distance; leaves out places beyond the radius, streets and the brand's own places, not another brand's", async () => {
    const [open] = await suggestions({ brandId: String(brandId), locationIds: [ids.open], perLocation: 5 });
    const placeIds = open.suggestions.map((suggestion) => suggestion.place.placeId);
    expect(placeIds[0]).toBe('exact');
    expect(placeIds.sort()).toEqual(['exact', 'held-by-other-brand', 'near-miss', 'other']);
    for (let index = 1; index < open.suggestions.length; index++) expect(open.suggestions[index - 1].score).toBeGreaterThanOrEqual(open.suggestions[index].score);
    // The figures are the pure function's.
    for (const suggestion of open.suggestions) {
      const [row] = await t.db.query<{ latitude: number; longitude: number }>('SELECT latitude, longitude FROM google_locations WHERE place_id = $1', [suggestion.place.placeId]);
      const fit = placeFit({ names: ['Golden Dragon Leeds'], ...HERE }, { placeId: suggestion.place.placeId, name: suggestion.place.name, ...row });
      expect(suggestion.score).toBeCloseTo(fit.score, 9);
      expect(suggestion.nameSimilarity).toBeCloseTo(fit.nameSimilarity, 9);
      expect(suggestion.distanceMeters).toBeCloseTo(fit.distanceMeters, 3);
      expect(suggestion.place).toMatchObject({ isSupported: true, googleLocation: { databaseId: ids[suggestion.place.placeId] } });
    }
    const exact = open.suggestions[0];
    expect(exact.nameSimilarity).toBeGreaterThan(0.9);
    expect(exact.distanceMeters).toBeCloseTo(20, 0);
  });

  it('uses the food-authority coordinates and name when the location has no coordinates of its own', async () => {
    const [fsa] = await suggestions({ brandId: String(brandId), locationIds: [ids['fsa-only']] });
    expect(fsa.suggestions.map((suggestion) => suggestion.place.placeId)).toEqual(['by-the-fsa']);
    expect(fsa.suggestions[0].nameSimilarity).toBe(1);
  });

  it('answers three suggestions a location by default, at most five, and only the locations asked for, of the brand', async () => {
    expect((await suggestions({ brandId: String(brandId), locationIds: [ids.open] }))[0].suggestions).toHaveLength(3);
    expect((await suggestions({ brandId: String(brandId), locationIds: [ids.open], perLocation: 1 }))[0].suggestions).toHaveLength(1);
    expect((await suggestions({ brandId: String(brandId), locationIds: [ids.open], perLocation: 50 }))[0].suggestions).toHaveLength(4);
    expect(await suggestions({ brandId: String(brandId), locationIds: [ids['other-brand-open'], ids.excluded] })).toEqual([]);
    // The other brand's open location is offered the place this brand's sibling holds, not the one its own location holds.
    const [other] = await suggestions({ brandId: String(otherBrandId), perLocation: 5 });
    expect(other.suggestions.map((suggestion) => suggestion.place.placeId)).toContain('held-by-sibling');
    expect(other.suggestions.map((suggestion) => suggestion.place.placeId)).not.toContain('held-by-other-brand');
  });

  it('answers the locations asked for whatever they hold (rows the page has opened again, a No Google tick taken back), never an excluded one', async () => {
    // Without locationIds the decided ones are left out (the first test); named, each is answered, in the brand's order.
    const named = await suggestions({ brandId: String(brandId), locationIds: [ids.confirmed, ids.sibling, ids.duplicate, ids.excluded], perLocation: 5 });
    expect(named.map((entry) => entry.locationId)).toEqual([ids.sibling, ids.duplicate, ids.confirmed]);
    const confirmed = named.find((entry) => entry.locationId === ids.confirmed)!;
    expect(confirmed.suggestions[0].place.placeId).toBe('exact');
    // A place a location of the brand holds is still left out, its holder's own included.
    for (const entry of named) expect(entry.suggestions.map((suggestion) => suggestion.place.placeId)).not.toContain('held-by-sibling');
  });

  it('reads a page of locations in one query, not one per location', async () => {
    const queries: string[] = [];
    const original = t.db.query.bind(t.db);
    t.db.query = (async (sql: string, params?: readonly unknown[]) => {
      queries.push(sql);
      return original(sql, params);
    }) as typeof t.db.query;
    try {
      await suggestions({ brandId: String(brandId), locationIds: [ids.open] });
      const forOne = queries.length;
      queries.length = 0;
      await suggestions({ brandId: String(brandId) });
      expect(queries.length).toBe(forOne);
      expect(queries.filter((sql) => sql.includes('google_locations'))).toHaveLength(1);
    } finally {
      t.db.query = original;
    }
  });

  it('refuses a user who may not read brand definition tasks, and answers NOT_FOUND for a brand nobody has', async () => {
    expect((await call('reviewer', SUGGESTIONS, { brandId: String(brandId) })).errors?.[0].extensions?.type).toBe('FORBIDDEN');
    expect((await call('definer', SUGGESTIONS, { brandId: '999999' })).errors?.[0].extensions?.type).toBe('NOT_FOUND');
  });
});
