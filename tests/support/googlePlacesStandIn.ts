// A local stand-in for Google Places API (New), answering the two calls server/places/googlePlaces.ts makes as the
// real API does: POST /v1/places:searchText (text query, page size, a location restriction rectangle) and
// GET /v1/places/{id} (Place Details), both needing the API key and a field mask. It keeps every request so a test can
// see what was sent, and has an unsupported-type place (a street) and failures on demand.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GooglePlace } from '../../server/places/googlePlaces';

export const STAND_IN_API_KEY = 'stand-in-key';
/** Details of this place answer 500; a text search for this text answers 503. */
export const FAILING_PLACE_ID = 'ChIJstandInFailing';
export const FAILING_SEARCH_TEXT = 'service down';

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface GooglePlacesStandIn {
  url: string;
  requests: StandInRequest[];
  /** The places it knows, by id (tests may add their own). */
  places: Map<string, GooglePlace>;
  /** When true, text search ignores the rectangle, as a misbehaving upstream might: the client must still keep to it. */
  ignoresRestriction: boolean;
  close(): Promise<void>;
}

const component = (longText: string, types: string[]) => ({ longText, shortText: longText, types, languageCode: 'en' });

/** Places around Leeds (53.80, -1.55), one in York, and one street. */
export const STAND_IN_PLACES: GooglePlace[] = [
  {
    id: 'ChIJstandInGoldenDragon',
    displayName: { text: 'Golden Dragon' },
    formattedAddress: '12 Briggate, Leeds LS1 6HD, UK',
    addressComponents: [
      component('12', ['street_number']),
      component('Briggate', ['route']),
      component('Leeds', ['postal_town']),
      component('West Yorkshire', ['administrative_area_level_2', 'political']),
      component('United Kingdom', ['country', 'political']),
      component('LS1 6HD', ['postal_code']),
    ],
    location: { latitude: 53.7986, longitude: -1.5418 },
    types: ['chinese_restaurant', 'restaurant', 'food', 'point_of_interest', 'establishment'],
    nationalPhoneNumber: '0113 496 0001',
    internationalPhoneNumber: '+44 113 496 0001',
    websiteUri: 'https://goldendragon.example.co.uk/',
    businessStatus: 'OPERATIONAL',
    rating: 4.4,
  },
  {
    id: 'ChIJstandInGoldenFork',
    displayName: { text: 'The Golden Fork' },
    formattedAddress: '3 Call Lane, Leeds LS1 7BT, UK',
    addressComponents: [component('3', ['street_number']), component('Call Lane', ['route']), component('Leeds', ['postal_town']), component('LS1 7BT', ['postal_code'])],
    location: { latitude: 53.7952, longitude: -1.5405 },
    types: ['restaurant', 'food', 'establishment'],
    businessStatus: 'CLOSED_TEMPORARILY',
  },
  {
    id: 'ChIJstandInGoldenYork',
    displayName: { text: 'Golden Dragon York' },
    formattedAddress: '5 Stonegate, York YO1 8AW, UK',
    location: { latitude: 53.9616, longitude: -1.0838 },
    types: ['restaurant', 'food', 'establishment'],
  },
  {
    id: 'ChIJstandInBriggate',
    displayName: { text: 'Briggate' },
    formattedAddress: 'Briggate, Leeds, UK',
    addressComponents: [component('Briggate', ['route']), component('Leeds', ['postal_town'])],
    location: { latitude: 53.7983, longitude: -1.5422 },
    types: ['route'],
  },
];

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(JSON.stringify(body));
}

/** Google's error body: { error: { code, message, status } }. */
const failure = (response: ServerResponse, code: number, status: string, message: string) => answer(response, code, { error: { code, message, status } });

/** Only the fields the mask names, as the real API answers ('places.displayName' for search, 'displayName' for details). */
function masked(place: GooglePlace, mask: string, prefix: string): GooglePlace {
  const fields = mask.split(',').map((field) => field.trim()).filter((field) => field.startsWith(prefix)).map((field) => field.slice(prefix.length));
  if (fields.includes('*')) return place;
  return Object.fromEntries(Object.entries(place).filter(([key]) => fields.includes(key))) as GooglePlace;
}

const matches = (place: GooglePlace, text: string) => {
  const haystack = `${place.displayName?.text ?? ''} ${place.formattedAddress ?? ''}`.toLowerCase();
  return text.toLowerCase().split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
};

export async function startGooglePlacesStandIn(): Promise<GooglePlacesStandIn> {
  const standIn: Omit<GooglePlacesStandIn, 'url' | 'close'> = {
    requests: [],
    places: new Map(STAND_IN_PLACES.map((place) => [place.id!, structuredClone(place)])),
    ignoresRestriction: false,
  };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      return failure(response, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    }
    const url = new URL(request.url ?? '/', 'http://stand-in');
    standIn.requests.push({ method: request.method ?? 'GET', path: url.pathname, headers: request.headers, body });

    if (request.headers['x-goog-api-key'] !== STAND_IN_API_KEY) {
      return failure(response, 403, 'PERMISSION_DENIED', 'The provided API key is invalid.');
    }
    const mask = String(request.headers['x-goog-fieldmask'] ?? '');
    if (!mask) return failure(response, 400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.');

    if (request.method === 'POST' && url.pathname === '/v1/places:searchText') {
      const query = body as { textQuery?: string; pageSize?: number; locationRestriction?: { rectangle?: { low: { latitude: number; longitude: number }; high: { latitude: number; longitude: number } } } };
      if (!query?.textQuery) return failure(response, 400, 'INVALID_ARGUMENT', 'Empty text_query.');
      if (query.textQuery === FAILING_SEARCH_TEXT) return failure(response, 503, 'UNAVAILABLE', 'The service is currently unavailable.');
      const rectangle = query.locationRestriction?.rectangle;
      const inside = (place: GooglePlace) =>
        !rectangle ||
        standIn.ignoresRestriction ||
        (place.location!.latitude! >= rectangle.low.latitude &&
          place.location!.latitude! <= rectangle.high.latitude &&
          place.location!.longitude! >= rectangle.low.longitude &&
          place.location!.longitude! <= rectangle.high.longitude);
      const found = [...standIn.places.values()].filter((place) => matches(place, query.textQuery!) && inside(place)).slice(0, query.pageSize ?? 20);
      // No match answers an empty object, as the real API does.
      return answer(response, 200, found.length ? { places: found.map((place) => masked(place, mask, 'places.')) } : {});
    }

    const details = /^\/v1\/places\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && details) {
      const id = decodeURIComponent(details[1]);
      if (id === FAILING_PLACE_ID) return failure(response, 500, 'INTERNAL', 'Internal error encountered.');
      if (!/^[A-Za-z0-9_-]+$/.test(id)) return failure(response, 400, 'INVALID_ARGUMENT', `Not a valid Place ID: ${id}`);
      const place = standIn.places.get(id);
      if (!place) return failure(response, 404, 'NOT_FOUND', `Place ID is no longer valid: ${id}`);
      return answer(response, 200, masked(place, mask, ''));
    }
    return failure(response, 404, 'NOT_FOUND', 'Method not found.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}
