// What the places API test files share: a view of Leeds, the operations as the SPA sends them, and fixtures.
import type { Queryable } from '../../server/db/database';
import { mintSession } from '../support/mintSession';
import type { TestApp } from '../support/testApp';

export type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: { type?: string } }[] };

/** A view of central Leeds, about 2.2 by 2.6 km. */
export const LEEDS = { south: 53.79, west: -1.56, north: 53.81, east: -1.52 };
export const CENTRE = { latitude: 53.8, longitude: -1.54 };
/** A point about meters north and east of another. */
export const offset = (from: { latitude: number; longitude: number }, north: number, east = 0) => ({
  latitude: from.latitude + north / 111_195,
  longitude: from.longitude + east / (111_195 * Math.cos((from.latitude * Math.PI) / 180)),
});

export const SEARCH = `query($text: String!, $bounds: MapBoundsInput!, $limit: Int) {
  placeSearch(text: $text, bounds: $bounds, limit: $limit) { placeId name formattedAddress latitude longitude types isSupported googleLocation { databaseId placeId name } } }`;
export const SUGGESTIONS = `query($brandId: ID!, $locationIds: [Int!], $perLocation: Int) {
  placeSuggestions(brandId: $brandId, locationIds: $locationIds, perLocation: $perLocation) {
    locationId suggestions { score nameSimilarity distanceMeters place { placeId name isSupported googleLocation { databaseId } } } } }`;
export const MAP_CONFIG = '{ mapConfig { tilesUrl tilesAttribution placesProvider } }';
export const CREATE = `mutation($placeId: String!) { createGoogleLocation(placeId: $placeId) {
  databaseId placeId name phone website businessStatus streetNumber street city postCode country formattedAddress rating latitude longitude types } }`;

export interface PlaceAnswer {
  placeId: string;
  name: string;
  latitude: number;
  longitude: number;
  types: string[];
  isSupported: boolean;
  googleLocation: { databaseId: number; placeId: string; name: string } | null;
}

export async function insertPlace(db: Queryable, placeId: string, name: string, at: { latitude: number; longitude: number }, options: { address?: string; types?: string[] } = {}) {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO google_locations (place_id, name, formatted_address, latitude, longitude, types) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [placeId, name, options.address ?? null, at.latitude, at.longitude, options.types ?? ['restaurant', 'food', 'establishment']],
  );
  return row.id;
}

export async function signedIn(t: TestApp, roles: string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const role of roles) tokens[role] = (await mintSession(t, await t.createUser(role, `${role}@example.com`))).accessToken;
  return tokens;
}

export const count = async (db: Queryable, sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;
