// The embedded places catalogue: the google_locations table (seeded by the demo data, and every place stored from
// a provider), searched by name and address with pg_trgm inside the map bounds. Migration 010's GiST index holds the
// position and the trigrams of name and address together, so one index scan keeps to the box and returns places in
// order of word similarity, then of distance to the view's centre: the first rows found are the answer, however many
// places in the view match a common word.
import type { MapBounds } from '../../domain/places';
import type { Queryable } from '../db/database';
import type { GoogleLocationRow } from '../graphql/loaders';
import { boundsBoxes, boundsCentre } from './mapBounds';
import type { FoundPlace, PlaceDetails, PlacesProvider } from './placesProvider';

/** Exactly the expressions of migration 010's index: the planner uses the index only for the same text. */
export const PLACE_POINT = 'point(g.longitude, g.latitude)';
export const PLACE_TEXT = `(g.name || ' ' || coalesce(g.formatted_address, ''))`;

export function foundPlaceOf(row: GoogleLocationRow): FoundPlace {
  return {
    placeId: row.place_id,
    name: row.name,
    formattedAddress: row.formatted_address,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    types: row.types ?? [],
    googleLocation: row,
  };
}

/**
 * Places whose name or address holds the text (pg_trgm word similarity at or above its threshold, 0.6 by default),
 * inside the bounds, by similarity, then by distance to the centre of the bounds (in degrees, as the index measures it:
 * it orders the places equally similar to the text, a few metres apart at most where it differs from metres).
 */
export async function searchEmbeddedPlaces(db: Queryable, text: string, bounds: MapBounds, limit: number): Promise<FoundPlace[]> {
  const centre = boundsCentre(bounds);
  const params: unknown[] = [text, centre.longitude, centre.latitude, limit];
  const inside = boundsBoxes(bounds)
    .map((box) => {
      params.push(box.west, box.south, box.east, box.north);
      const at = params.length - 3;
      return `${PLACE_POINT} <@ box(point($${at}, $${at + 1}), point($${at + 2}, $${at + 3}))`;
    })
    .join(' OR ');
  const rows = await db.query<GoogleLocationRow>(
    `SELECT g.*
       FROM google_locations g
      WHERE (${inside}) AND $1 <% ${PLACE_TEXT}
      ORDER BY $1 <<-> ${PLACE_TEXT}, ${PLACE_POINT} <-> point($2, $3)
      LIMIT $4`,
    params,
  );
  return rows.map(foundPlaceOf);
}

export async function storedPlace(db: Queryable, placeId: string): Promise<GoogleLocationRow | null> {
  const [row] = await db.query<GoogleLocationRow>('SELECT * FROM google_locations WHERE place_id = $1', [placeId]);
  return row ?? null;
}

export function embeddedPlaces(db: Queryable): PlacesProvider {
  return {
    kind: 'EMBEDDED',
    search: (text, bounds, limit) => searchEmbeddedPlaces(db, text, bounds, limit),
    async details(placeId): Promise<PlaceDetails | null> {
      const row = await storedPlace(db, placeId);
      if (!row) return null;
      const { id: _id, ...details } = row;
      return details;
    },
  };
}
