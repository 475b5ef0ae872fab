// Places behind one interface (DESIGN.md section 4, "Places and maps"): the map's search box and createGoogleLocation
// ask a provider, the embedded catalogue (embeddedPlaces.ts: the google_locations table) or Google Places
// (googlePlaces.ts) when GOOGLE_MAPS_API_KEY is set. placesProviderOf.ts chooses.
import type { MapBounds } from '../../domain/places';
import type { GoogleLocationRow } from '../graphql/loaders';

/** A place a provider found (the GraphQL Place). */
export interface FoundPlace {
  placeId: string;
  name: string;
  formattedAddress: string | null;
  latitude: number;
  longitude: number;
  types: string[];
  /** The stored row, when the provider read it from the table (the embedded catalogue); otherwise looked up by place id. */
  googleLocation?: GoogleLocationRow | null;
}

/** Everything a provider knows of one place: a google_locations row without its id. */
export type PlaceDetails = Omit<GoogleLocationRow, 'id'>;

export interface PlacesProvider {
  readonly kind: 'EMBEDDED' | 'GOOGLE';
  /** Places matching the text, inside the bounds (never outside), best first, at most limit. */
  search(text: string, bounds: MapBounds, limit: number): Promise<FoundPlace[]>;
  /** The place's details, or null when the provider does not know the place id. */
  details(placeId: string): Promise<PlaceDetails | null>;
}
