// Places as the search box hands them on, and the rules the map applies before asking the server anything: a place
// outside the map's bounds is not offered (the search is strictly bounded, spec 2 section 9), and a place whose types
// are not establishment, premise or subpremise cannot be attached ('Google place types is not supported.').
import { PLACE_MESSAGES, PLACE_SEARCH_LIMITS, isSupportedPlace, type MapBounds } from '../../../domain/places';
import { containsPoint } from '../../components/map/mapBounds';
import type { MapPin } from '../../components/map/mapPins';

/** A provider's place (schema Place), as the search box's onPick gives it. */
export interface PlaceResult {
  placeId: string;
  name: string;
  formattedAddress: string | null;
  latitude: number;
  longitude: number;
  types: readonly string[];
  isSupported: boolean;
  /** The stored place's number, when the place is stored already (every place of the embedded catalogue). */
  googleLocationId: number | null;
}

/** What placeSearch answers for one place (the generated type's shape, readonly). */
export interface PlaceSearchRow {
  readonly placeId: string;
  readonly name: string;
  readonly formattedAddress: string | null | undefined;
  readonly latitude: number;
  readonly longitude: number;
  readonly types: readonly string[];
  readonly isSupported: boolean;
  readonly googleLocation: { readonly databaseId: number } | null | undefined;
}

export function toPlaceResult(row: PlaceSearchRow): PlaceResult {
  return {
    placeId: row.placeId,
    name: row.name,
    formattedAddress: row.formattedAddress ?? null,
    latitude: row.latitude,
    longitude: row.longitude,
    types: [...row.types],
    isSupported: row.isSupported,
    googleLocationId: row.googleLocation?.databaseId ?? null,
  };
}

/** The places inside the bounds, in the server's order (a provider that strays outside is not believed). */
export function placesWithin(rows: readonly PlaceSearchRow[], bounds: MapBounds): PlaceResult[] {
  return rows.filter((row) => containsPoint(bounds, row)).map(toPlaceResult);
}

/** The text worth searching: trimmed, and at least the minimum length (shorter finds nothing on the server either). */
export function searchableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length >= PLACE_SEARCH_LIMITS.minTextLength ? trimmed : null;
}

/** Why a place cannot be attached, or null when it can: its types, checked before any call. */
export function placeAttachRefusal(place: Pick<PlaceResult, 'types' | 'isSupported'>): string | null {
  return place.isSupported && isSupportedPlace(place.types) ? null : PLACE_MESSAGES.unsupportedTypes;
}

/** The place's types as a person reads them: 'point_of_interest' as 'point of interest'. */
export function placeTypesText(types: readonly string[]): string {
  return types.map((type) => type.replace(/_/g, ' ')).join(', ');
}

/** The search pin for a picked place. */
export function searchPin(place: PlaceResult): MapPin {
  return {
    id: `search:${place.placeId}`,
    kind: 'search',
    latitude: place.latitude,
    longitude: place.longitude,
    label: place.formattedAddress ? `${place.name}, ${place.formattedAddress}` : place.name,
  };
}
