// Query.placeSuggestions: for each location of the brand still to be matched (no place, not a duplicate, not confirmed
// without a match, not excluded; or, when the caller names locations, each of those not excluded, whatever is stored:
// the brand definition page asks for its rows still open in its form, a No Google tick taken back among them), the stored places within PLACE_SEARCH_LIMITS.suggestionRadiusMeters that no other
// location of the brand holds and whose types can be attached, ranked by domain/placeSuggestions.ts. Suggestions
// come from the stored places (the embedded catalogue and every place stored from Google): ranking a page of
// locations is one query, never a provider call per location.
import { isSupportedPlace, PLACE_SEARCH_LIMITS, SUPPORTED_PLACE_TYPES } from '../../domain/places';
import { rankPlaceSuggestions, type RankedSuggestion, type SuggestionCandidate } from '../../domain/placeSuggestions';
import type { Queryable } from '../db/database';
import type { GoogleLocationRow } from '../graphql/loaders';
import { foundPlaceOf, PLACE_POINT, PLACE_TEXT } from './embeddedPlaces';
import type { FoundPlace } from './placesProvider';

/**
 * Candidates read per location before ranking, each through migration 010's index: up to MOST_ALIKE whose name and
 * address hold the location's name (pg_trgm word similarity at or above its threshold, 0.6), and the NEAREST whatever
 * their names (a close place of another name can outrank a far one of a similar name). Reading every place within the
 * radius instead cost 5 ms a location in a city centre at 200,000 places; this costs under 1 ms.
 */
const MOST_ALIKE = 20;
const NEAREST = 10;
const METERS_PER_DEGREE_LATITUDE = 111_195;

type Candidate = SuggestionCandidate & { found: FoundPlace };

export interface LocationPlaceSuggestions {
  locationId: number;
  suggestions: (Omit<RankedSuggestion<Candidate>, 'place'> & { place: FoundPlace })[];
}

interface Row extends Partial<GoogleLocationRow> {
  location_id: number;
  location_name: string;
  fsa_name: string | null;
  location_latitude: number | null;
  location_longitude: number | null;
}

export function suggestionsPerLocation(perLocation: number | null | undefined): number {
  return Math.min(PLACE_SEARCH_LIMITS.maxSuggestions, Math.max(1, Math.floor(perLocation ?? PLACE_SEARCH_LIMITS.defaultSuggestions)));
}

export async function placeSuggestions(
  db: Queryable,
  brandId: number,
  locationIds: readonly number[] | null,
  perLocation: number | null | undefined,
): Promise<LocationPlaceSuggestions[]> {
  const radius = PLACE_SEARCH_LIMITS.suggestionRadiusMeters;
  const near = `${PLACE_POINT} <@ box(point(t.longitude - t.dlng, t.latitude - t.dlat), point(t.longitude + t.dlng, t.latitude + t.dlat))
        AND g.types && $3::text[]
        AND NOT EXISTS (SELECT 1 FROM locations o WHERE o.brand_id = $1 AND o.google_location_id = g.id)`;
  const rows = await db.query<Row>(
    `WITH targets AS (
       SELECT l.id, l.position, l.name, l.fsa_location->>'name' AS fsa_name, p.latitude, p.longitude,
              $4::float8 / ${METERS_PER_DEGREE_LATITUDE} AS dlat,
              $4::float8 / (${METERS_PER_DEGREE_LATITUDE} * greatest(cos(radians(p.latitude)), 0.01)) AS dlng
         FROM locations l
         CROSS JOIN LATERAL (SELECT coalesce(l.latitude, (l.fsa_location->'coordinates'->>'latitude')::float8) AS latitude,
                                    coalesce(l.longitude, (l.fsa_location->'coordinates'->>'longitude')::float8) AS longitude) p
        WHERE l.brand_id = $1 AND l.status <> 'EXCLUDED'
          AND CASE WHEN $2::int[] IS NULL THEN l.google_location_id IS NULL AND l.duplicate_of_id IS NULL AND NOT l.is_has_no_google_match_confirmed
                   ELSE l.id = ANY($2::int[]) END
     )
     SELECT t.id AS location_id, t.name AS location_name, t.fsa_name, t.latitude AS location_latitude, t.longitude AS location_longitude, g.*
       FROM targets t
       LEFT JOIN LATERAL (
         (SELECT g.id FROM google_locations g WHERE ${near} AND (t.name <% ${PLACE_TEXT} OR t.fsa_name <% ${PLACE_TEXT})
           ORDER BY greatest(word_similarity(g.name, t.name), word_similarity(g.name, coalesce(t.fsa_name, ''))) DESC, g.id
           LIMIT ${MOST_ALIKE})
         UNION
         (SELECT g.id FROM google_locations g WHERE ${near}
           ORDER BY ${PLACE_POINT} <-> point(t.longitude, t.latitude)
           LIMIT ${NEAREST})
       ) c ON true
       LEFT JOIN google_locations g ON g.id = c.id
      ORDER BY t.position, t.id`,
    [brandId, locationIds ? [...locationIds] : null, [...SUPPORTED_PLACE_TYPES], radius],
  );

  const limit = suggestionsPerLocation(perLocation);
  const byLocation = new Map<number, { row: Row; candidates: Candidate[] }>();
  for (const row of rows) {
    const entry = byLocation.get(row.location_id) ?? { row, candidates: [] };
    byLocation.set(row.location_id, entry);
    if (row.id === null || row.id === undefined) continue;
    const place = foundPlaceOf(row as GoogleLocationRow);
    if (isSupportedPlace(place.types)) entry.candidates.push({ placeId: place.placeId, name: place.name, latitude: place.latitude, longitude: place.longitude, found: place });
  }
  return [...byLocation.values()].map(({ row, candidates }) => {
    const located = row.location_latitude !== null && row.location_longitude !== null;
    const names = [row.location_name, row.fsa_name].filter((name): name is string => !!name);
    const ranked = located
      ? rankPlaceSuggestions({ names, latitude: Number(row.location_latitude), longitude: Number(row.location_longitude) }, candidates, limit, radius)
      : [];
    return {
      locationId: row.location_id,
      suggestions: ranked.map(({ place, ...fit }) => ({ ...fit, place: place.found })),
    };
  });
}
