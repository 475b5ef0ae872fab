// Query.placeSearch: the map's search box. The text is trimmed (shorter than PLACE_SEARCH_LIMITS.minTextLength finds
// nothing), the limit kept within its bounds, the provider asked, and each place found paired with its stored row.
import { PLACE_SEARCH_LIMITS, type MapBounds } from '../../domain/places';
import { tooLongMessage } from '../../domain/inputLimits';
import type { Queryable } from '../db/database';
import { validationError } from '../graphql/errors';
import type { GoogleLocationRow } from '../graphql/loaders';
import { checkedBounds } from './mapBounds';
import type { FoundPlace, PlacesProvider } from './placesProvider';

/** Longer than any place's name and address a person types into a search box. */
export const MAX_SEARCH_TEXT_LENGTH = 200;

export function searchLimit(limit: number | null | undefined): number {
  return Math.min(PLACE_SEARCH_LIMITS.maxLimit, Math.max(1, Math.floor(limit ?? PLACE_SEARCH_LIMITS.defaultLimit)));
}

export async function searchPlaces(db: Queryable, provider: PlacesProvider, text: string, bounds: MapBounds, limit: number | null | undefined): Promise<FoundPlace[]> {
  checkedBounds(bounds);
  const term = text.trim().replace(/\s+/g, ' ');
  if (term.length > MAX_SEARCH_TEXT_LENGTH) throw validationError(tooLongMessage('The search text', MAX_SEARCH_TEXT_LENGTH), 'text');
  if (term.length < PLACE_SEARCH_LIMITS.minTextLength) return [];
  return withStoredRows(db, await provider.search(term, bounds, searchLimit(limit)));
}

/** A provider's places with their stored rows, when stored (one query for all): Place.googleLocation. */
export async function withStoredRows(db: Queryable, places: FoundPlace[]): Promise<FoundPlace[]> {
  const unknown = places.filter((place) => place.googleLocation === undefined).map((place) => place.placeId);
  if (!unknown.length) return places;
  const rows = await db.query<GoogleLocationRow>('SELECT * FROM google_locations WHERE place_id = ANY($1::text[])', [unknown]);
  const byPlaceId = new Map(rows.map((row) => [row.place_id, row]));
  return places.map((place) => (place.googleLocation === undefined ? { ...place, googleLocation: byPlaceId.get(place.placeId) ?? null } : place));
}
