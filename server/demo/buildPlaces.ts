// Places of the embedded catalogue around every demo location, so each rule of the brand definition map can be tried
// in a browser with no internet: an exact match (the same name and address a few metres away) for some unmatched
// locations, near misses (a similar name 100 to 600 m away) for others, places that cannot be attached (a street, the
// town itself), other restaurants nearby, and a few locations with nothing within the suggestion radius. A random
// source of its own keeps every row buildBrands made exactly as it was.
import { PLACE_SEARCH_LIMITS } from '../../domain/places';
import { haversineMeters } from '../../domain/placeSuggestions';
import type { DemoBrand, DemoLocation, GoogleLocationRow } from './buildBrands';
import { GOOGLE_TYPES, type Town } from './catalogue';
import type { IdSequence } from './context';
import { Random } from './random';

export const PLACES_SEED = 20_261_110;
const METERS_PER_DEGREE = 111_195;
const POSTCODE_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
/** Other restaurants nearby: names no demo brand has. */
const OTHER_NAMES = [
  'Bella Napoli', 'The Cosy Corner Café', 'Spice Route', 'Harbour Fish Bar', 'Little Tokyo Ramen', 'Olive Tree Mezze', 'The Hungry Fox',
  'Marrakech Grill', 'Saffron Lounge', 'Wok Express', 'The Old Bakehouse', 'Peking Garden', 'Copper Kettle Tea Room', 'El Toro Tapas',
  'Casa Fiesta', 'The Red Lion', 'Green Leaf Vegan Kitchen', 'Kebab King', 'Blue Elephant Thai', 'Moonlight Balti', 'The Crooked Billet',
  'Dough Bros Pizza', 'Sakura Sushi', 'Baba Ganoush', 'The Bread Oven', 'Mama Mia Trattoria', 'Seoul Food', 'Smokestack BBQ',
];
/** What a near miss makes of a name: how map places and food-authority records drift apart in real life. */
const NEAR_MISSES: readonly ((name: string, town: Town) => string)[] = [
  (name) => `${name} Restaurant`,
  (name) => (name.startsWith('The ') ? name.slice(4) : `The ${name}`),
  (name) => name.replace(/&/g, 'and').replace(/ and /g, ' & '),
  (name, town) => `${name} (${town.name})`,
  // A letter dropped from the longest word: a typo in one of the two records.
  (name) => {
    const words = name.split(' ');
    const longest = words.reduce((best, word, index) => (word.length > words[best].length ? index : best), 0);
    const word = words[longest];
    words[longest] = word.length > 4 ? word.slice(0, 2) + word.slice(3) : `${word}s`;
    return words.join(' ');
  },
  (name) => `${name.toUpperCase()} LTD`,
];

type Plan = 'EXACT' | 'NEAR_MISS' | 'OTHERS_ONLY';

/** A catalogue row: a street or a town has no number, phone or rating. */
export type PlaceRow = { [K in keyof GoogleLocationRow]: K extends 'id' | 'place_id' | 'name' | 'latitude' | 'longitude' | 'types' ? GoogleLocationRow[K] : GoogleLocationRow[K] | null };

/** A point meters away from another, on a bearing in degrees. */
function moved(from: { latitude: number; longitude: number }, meters: number, bearing: number) {
  const angle = (bearing * Math.PI) / 180;
  return {
    latitude: round6(from.latitude + (meters * Math.cos(angle)) / METERS_PER_DEGREE),
    longitude: round6(from.longitude + (meters * Math.sin(angle)) / (METERS_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180))),
  };
}

const isOpen = (location: DemoLocation) =>
  location.row.google_location_id === null && location.row.duplicate_of_id === null && !location.row.is_has_no_google_match_confirmed && location.row.status !== 'EXCLUDED';

export function buildPlaces(brands: readonly DemoBrand[], ids: IdSequence, existing: readonly GoogleLocationRow[]): PlaceRow[] {
  const random = new Random(PLACES_SEED);
  const places: PlaceRow[] = [];
  const locations = brands.flatMap((brand) => brand.locations.map((location) => ({ brand, location }))).sort((a, b) => a.location.row.id - b.location.row.id);

  const place = (town: Town, name: string, at: { latitude: number; longitude: number }, types: readonly string[], options: Partial<PlaceRow> = {}) => {
    const id = ids.next();
    const street = options.street ?? random.pick(town.streets);
    const number = options.street_number ?? String(random.int(1, 180));
    const postCode = options.post_code ?? `${random.pick(town.postcodeDistricts)} ${random.int(1, 9)}${random.pick([...POSTCODE_LETTERS])}${random.pick([...POSTCODE_LETTERS])}`;
    const row: PlaceRow = {
      id,
      place_id: `ChIJdemoPlace${String(id).padStart(4, '0')}`,
      name,
      phone: `${town.phonePrefix}${String(random.int(0, 999)).padStart(3, '0')}`,
      website: null,
      business_status: 'OPERATIONAL',
      street_number: number,
      street,
      city: town.name,
      post_code: postCode,
      country: 'United Kingdom',
      formatted_address: `${number} ${street}, ${town.name} ${postCode}, UK`,
      rating: random.int(30, 50) / 10,
      latitude: at.latitude,
      longitude: at.longitude,
      types: [...types],
      ...options,
    };
    places.push(row);
    return row;
  };

  // A few open locations get nothing to suggest: those no place of buildBrands could be suggested for (none within the
  // radius but the brand's own, which are attached to its other locations).
  const radius = PLACE_SEARCH_LIMITS.suggestionRadiusMeters;
  const attachedIn = (brandId: number) => new Set(locations.filter(({ location }) => location.row.brand_id === brandId).map(({ location }) => location.row.google_location_id));
  const lonely = new Set<number>();
  for (const { location } of locations) {
    if (lonely.size >= 4 || !isOpen(location)) continue;
    const own = attachedIn(location.row.brand_id);
    if (existing.some((row) => !own.has(row.id) && haversineMeters(location.row, row) <= radius * 1.05)) continue;
    lonely.add(location.row.id);
  }

  const towns = new Set<Town>();
  for (const { brand, location } of locations) {
    const row = location.row;
    towns.add(location.town);
    if (lonely.has(row.id)) continue;
    const plan: Plan = !isOpen(location) ? 'OTHERS_ONLY' : random.weighted([['EXACT', 40], ['NEAR_MISS', 40], ['OTHERS_ONLY', 20]] as const);
    const types = GOOGLE_TYPES[brand.entry.venue];
    if (plan === 'EXACT') {
      // The same name (the location's or the brand's) at its address, a few metres off as map pins are.
      place(location.town, random.chance(0.7) ? row.name : brand.row.name, moved(row, random.int(5, 40), random.int(0, 359)), types, {
        formatted_address: row.formatted_address,
        phone: row.phone,
        website: row.website,
        ...addressParts(row.formatted_address),
      });
    }
    if (plan === 'NEAR_MISS' || (plan === 'EXACT' && random.chance(0.3))) {
      const drift = random.pick(NEAR_MISSES);
      place(location.town, drift(random.chance(0.5) ? row.name : brand.row.name, location.town), moved(row, random.int(100, 600), random.int(0, 359)), types);
    }
    // Places that cannot be attached: the street every open location is on.
    if (isOpen(location)) {
      const street = addressParts(row.formatted_address).street ?? random.pick(location.town.streets);
      place(location.town, street, moved(row, random.int(30, 250), random.int(0, 359)), ['route'], {
        street,
        street_number: null,
        phone: null,
        rating: null,
        formatted_address: `${street}, ${location.town.name}, UK`,
      });
    }
    for (let index = random.int(1, 3); index > 0; index--) {
      place(location.town, random.pick(OTHER_NAMES), moved(row, random.int(120, 900), random.int(0, 359)), random.pick(Object.values(GOOGLE_TYPES)));
    }
  }
  // Each town itself (a locality): found by the search box, refused when attached.
  for (const town of [...towns].sort((a, b) => a.name.localeCompare(b.name))) {
    place(town, town.name, { latitude: town.latitude, longitude: town.longitude }, ['locality', 'political'], {
      street: null,
      street_number: null,
      post_code: null,
      phone: null,
      rating: null,
      formatted_address: `${town.name}, UK`,
    });
  }
  // Keep the lonely locations lonely: a place made for a neighbour may have landed within their radius.
  const lonelyRows = locations.filter(({ location }) => lonely.has(location.row.id)).map(({ location }) => location.row);
  return places.filter((row) => !lonelyRows.some((location) => haversineMeters(location, row) <= radius * 1.05));
}

/** '12 Briggate, Leeds LS1 4AB, UK' as street number, street and post code. */
function addressParts(formattedAddress: string): Partial<PlaceRow> {
  const match = /^(\d+) ([^,]+), .* ([A-Z]{1,2}\d{1,2} \d[A-Z]{2}), UK$/.exec(formattedAddress);
  return match ? { street_number: match[1], street: match[2], post_code: match[3] } : {};
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
