// Google Places API (New) as a places provider: Text Search restricted to the map's rectangle, and Place Details for
// the place a curator attaches. Used when GOOGLE_MAPS_API_KEY is set; GOOGLE_PLACES_URL points it elsewhere (the
// tests' stand-in, tests/support/googlePlacesStandIn.ts). Only the fields we store are asked for (the field mask
// decides what Google bills).
import type { MapBounds } from '../../domain/places';
import { appError } from '../graphql/errors';
import { boundsBoxes } from './mapBounds';
import type { FoundPlace, PlaceDetails, PlacesProvider } from './placesProvider';

export const GOOGLE_PLACES_URL = 'https://places.googleapis.com';
const TIMEOUT_MS = 8000;
const SEARCH_FIELDS = ['places.id', 'places.displayName', 'places.formattedAddress', 'places.location', 'places.types'];
const DETAILS_FIELDS = [
  'id', 'displayName', 'formattedAddress', 'addressComponents', 'location', 'types', 'nationalPhoneNumber', 'internationalPhoneNumber',
  'websiteUri', 'businessStatus', 'rating',
];

export interface GooglePlacesOptions {
  apiKey: string;
  baseUrl: string;
}

/** A place as the API answers it (only the fields we ask for; any may be missing). */
export interface GooglePlace {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  addressComponents?: { longText?: string; shortText?: string; types?: string[] }[];
  location?: { latitude?: number; longitude?: number };
  types?: string[];
  nationalPhoneNumber?: string;
  internationalPhoneNumber?: string;
  websiteUri?: string;
  businessStatus?: string;
  rating?: number;
}

const unavailable = () => appError('UNAVAILABLE', 'The places service did not answer. Try again in a moment.');

function foundPlaceOf(place: GooglePlace): FoundPlace | null {
  const latitude = place.location?.latitude;
  const longitude = place.location?.longitude;
  if (!place.id || typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  return { placeId: place.id, name: place.displayName?.text ?? place.id, formattedAddress: place.formattedAddress ?? null, latitude, longitude, types: place.types ?? [] };
}

const insideAny = (boxes: MapBounds[], place: FoundPlace) =>
  boxes.some((box) => place.latitude >= box.south && place.latitude <= box.north && place.longitude >= box.west && place.longitude <= box.east);

/** The stored fields of a place, from its details (address parts by their Google types). */
export function placeDetailsOf(place: GooglePlace): PlaceDetails {
  const part = (...types: string[]) => {
    for (const type of types) {
      const found = place.addressComponents?.find((component) => component.types?.includes(type));
      if (found?.longText) return found.longText;
    }
    return null;
  };
  return {
    place_id: place.id ?? '',
    name: place.displayName?.text ?? place.id ?? '',
    phone: place.nationalPhoneNumber ?? place.internationalPhoneNumber ?? null,
    website: place.websiteUri ?? null,
    business_status: place.businessStatus ?? null,
    street_number: part('street_number'),
    street: part('route'),
    city: part('postal_town', 'locality'),
    post_code: part('postal_code'),
    country: part('country'),
    formatted_address: place.formattedAddress ?? null,
    rating: typeof place.rating === 'number' ? place.rating : null,
    latitude: place.location?.latitude ?? null,
    longitude: place.location?.longitude ?? null,
    types: place.types ?? [],
  };
}

export function googlePlaces(options: GooglePlacesOptions): PlacesProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const call = async (path: string, fields: string[], init: { method: 'GET' | 'POST'; body?: unknown }) => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method,
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': options.apiKey,
          'x-goog-fieldmask': fields.join(','),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      console.error('Google Places: no answer', (error as Error).message);
      throw unavailable();
    }
    return response;
  };

  return {
    kind: 'GOOGLE',
    async search(text, bounds, limit) {
      // A rectangle restriction cannot cross the 180th meridian: a view that does asks each side.
      const boxes = boundsBoxes(bounds);
      const found: FoundPlace[] = [];
      for (const box of boxes) {
        const response = await call('/v1/places:searchText', SEARCH_FIELDS, {
          method: 'POST',
          body: {
            textQuery: text,
            pageSize: limit,
            locationRestriction: { rectangle: { low: { latitude: box.south, longitude: box.west }, high: { latitude: box.north, longitude: box.east } } },
          },
        });
        if (!response.ok) {
          console.error(`Google Places: text search answered ${response.status}`, (await response.text()).slice(0, 300));
          throw unavailable();
        }
        const answer = (await response.json()) as { places?: GooglePlace[] };
        for (const place of answer.places ?? []) {
          const result = foundPlaceOf(place);
          // The restriction is Google's promise; the map's promise is ours to keep.
          if (result && insideAny(boxes, result)) found.push(result);
        }
      }
      return found.slice(0, limit);
    },
    async details(placeId) {
      const response = await call(`/v1/places/${encodeURIComponent(placeId)}`, DETAILS_FIELDS, { method: 'GET' });
      // An unknown or malformed place id: NOT_FOUND or INVALID_ARGUMENT.
      if (response.status === 404 || response.status === 400) return null;
      if (!response.ok) {
        console.error(`Google Places: place details answered ${response.status}`, (await response.text()).slice(0, 300));
        throw unavailable();
      }
      const place = (await response.json()) as GooglePlace;
      return place.id ? placeDetailsOf(place) : null;
    },
  };
}
