// Demo brands with their locations around the map centre (Yorkshire), health-and-safety register data and, for most
// locations, a matched map place.
import { BRANDS, FSA_BUSINESS_TYPES, GOOGLE_TYPES, NOT_SAME_PAIRS, SHARED_ORDERING_SITE, TOWNS, type BrandEntry, type Town, type Venue } from './catalogue';
import type { IdSequence } from './context';
import { Clock, daysAgo, iso, isoDay, type Random } from './random';

export type BrandStage = 'NEW' | 'EXCLUDED' | 'SLAVE' | 'INCLUDED';

export type BrandRow = {
  id: number;
  name: string;
  website: string | null;
  additional_urls: string[] | null;
  is_has_no_website_confirmed: boolean;
  rank: string | null;
  messiness_score: number;
  status: string;
  exclusion_reason: string | null;
  exclusion_reason_comment: string | null;
  master_brand_id: number | null;
  has_only_unsupported_business_types: boolean;
  use_brand_name_as_location_name: boolean;
  use_dish_type_icon: boolean;
  is_for_testing: boolean;
  business_status: string;
  created_date: string;
  modified_date: string;
};

export type LocationRow = {
  id: number;
  brand_id: number;
  original_brand_id: number;
  position: number;
  name: string;
  website: string | null;
  phone: string | null;
  status: string;
  business_status: string;
  menu_status: string | null;
  exclusion_reason: string | null;
  exclusion_reason_comment: string | null;
  duplicate_of_id: number | null;
  fsa_id: string | null;
  fsa_location: string | null;
  google_location_id: number | null;
  google_match_rank: string;
  is_has_no_google_match_confirmed: boolean;
  formatted_address: string;
  latitude: number;
  longitude: number;
  working_hours: string | null;
  menu_id: number | null;
  created_date: string;
  modified_date: string;
};

export type GoogleLocationRow = {
  id: number;
  place_id: string;
  name: string;
  phone: string | null;
  website: string | null;
  business_status: string;
  street_number: string;
  street: string;
  city: string;
  post_code: string;
  country: string;
  formatted_address: string;
  rating: number;
  latitude: number;
  longitude: number;
  types: string[];
};

export type BrandRelationRow = { brand_id: number; related_brand_id: number; relationship: string };

export interface DemoLocation {
  row: LocationRow;
  town: Town;
  google: GoogleLocationRow | null;
}

export interface DemoBrand {
  id: number;
  entry: BrandEntry;
  stage: BrandStage;
  row: BrandRow;
  /** example.co.uk host of the brand's website, also used for menu URLs. */
  domain: string;
  createdAt: Date;
  locations: DemoLocation[];
}

export interface DemoBrandData {
  brands: DemoBrand[];
  relations: BrandRelationRow[];
  googleLocations: GoogleLocationRow[];
}

interface Ids {
  brands: IdSequence;
  locations: IdSequence;
  googleLocations: IdSequence;
}

const POSTCODE_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const LOCATION_COUNT_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 10],
  [2, 15],
  [3, 18],
  [4, 17],
  [5, 14],
  [6, 10],
  [7, 8],
  [8, 8],
];

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/^the /, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

export function buildBrands(random: Random, ids: Ids): DemoBrandData {
  const brands: DemoBrand[] = [];
  const googleLocations: GoogleLocationRow[] = [];
  const byName = new Map<string, DemoBrand>();

  for (const entry of BRANDS) {
    const master = entry.slaveOf ? byName.get(entry.slaveOf) : undefined;
    if (entry.slaveOf && !master) throw new Error(`Demo brand ${entry.name} names an unknown master ${entry.slaveOf}`);
    const stage: BrandStage = entry.excluded ? 'EXCLUDED' : master ? 'SLAVE' : entry.isNew ? 'NEW' : 'INCLUDED';
    const createdAt = stage === 'NEW' ? daysAgo(random, 5, 40) : daysAgo(random, 70, 160);
    const domain = `${slug(entry.name)}.example.co.uk`;
    const id = ids.brands.next();
    const row: BrandRow = {
      id,
      name: entry.name,
      website: entry.noWebsite ? null : `https://${domain}`,
      additional_urls: !entry.noWebsite && random.chance(0.15) ? [`https://${domain}/order-online`] : null,
      is_has_no_website_confirmed: entry.noWebsite === true,
      rank: stage === 'NEW' ? null : master ? 'SLAVE' : 'MASTER',
      messiness_score: random.chance(0.7) ? random.int(0, 40) : random.int(41, 100),
      status: stage === 'NEW' ? 'NEW' : stage === 'EXCLUDED' ? 'EXCLUDED' : 'INCLUDED',
      exclusion_reason: entry.excluded?.reason ?? null,
      exclusion_reason_comment: entry.excluded?.comment ?? null,
      master_brand_id: master?.id ?? null,
      has_only_unsupported_business_types: entry.unsupportedTypes === true,
      use_brand_name_as_location_name: random.chance(0.15),
      use_dish_type_icon: random.chance(0.2),
      is_for_testing: false,
      business_status: entry.businessStatus ?? (random.chance(0.04) ? 'CLOSED_TEMPORARILY' : 'OPERATIONAL'),
      created_date: iso(createdAt),
      modified_date: iso(new Clock(random, createdAt).advance(1, 240)),
    };
    const brand: DemoBrand = { id, entry, stage, row, domain, createdAt, locations: [] };
    brands.push(brand);
    byName.set(entry.name, brand);

    const count = stage === 'SLAVE' ? random.int(1, 3) : stage === 'EXCLUDED' ? random.int(1, 4) : random.weighted(LOCATION_COUNT_WEIGHTS);
    const home = random.weighted(TOWNS.map((town) => [town, town.weight] as const));
    for (let index = 0; index < count; index++) {
      const town = index === 0 || random.chance(0.6) ? home : random.weighted(TOWNS.map((candidate) => [candidate, candidate.weight] as const));
      // A slave's last location was moved to its master: it now belongs to the master, remembering where it came from.
      const movedToMaster = master && index === count - 1 && count > 1;
      const owner = movedToMaster ? master : brand;
      const location = buildLocation(random, ids, owner, brand, town, createdAt);
      owner.locations.push(location);
      if (location.google) googleLocations.push(location.google);
    }
  }

  for (const brand of brands) settleLocationStatuses(random, brand);
  shareOrderingSite(byName);

  const relations = NOT_SAME_PAIRS.map(([first, second]) => {
    const a = byName.get(first);
    const b = byName.get(second);
    if (!a || !b) throw new Error(`Demo NOT_SAME pair ${first} / ${second} names an unknown brand`);
    return { brand_id: Math.min(a.id, b.id), related_brand_id: Math.max(a.id, b.id), relationship: 'NOT_SAME' };
  });
  return { brands, relations, googleLocations };
}

/** The first location of each brand on the shared ordering site takes its orders there (no random draw: the rest stays as it was). */
function shareOrderingSite(byName: Map<string, DemoBrand>): void {
  for (const name of SHARED_ORDERING_SITE.brands) {
    const brand = byName.get(name);
    if (!brand) throw new Error(`Demo ordering site names an unknown brand ${name}`);
    const first = brand.locations[0];
    first.row.website = `https://${SHARED_ORDERING_SITE.host}/${slug(name)}`;
    if (first.google) first.google.website = first.row.website;
  }
}

function buildLocation(random: Random, ids: Ids, owner: DemoBrand, origin: DemoBrand, town: Town, createdAt: Date): DemoLocation {
  const id = ids.locations.next();
  const venue = origin.entry.venue;
  const street = random.pick(town.streets);
  const number = String(random.int(1, 180));
  const postCode = `${random.pick(town.postcodeDistricts)} ${random.int(1, 9)}${random.pick([...POSTCODE_LETTERS])}${random.pick([...POSTCODE_LETTERS])}`;
  const latitude = round6(town.latitude + (random.next() - 0.5) * 0.03);
  const longitude = round6(town.longitude + (random.next() - 0.5) * 0.05);
  const sameTownBefore = owner.locations.some((location) => location.town === town);
  const name = origin.row.use_brand_name_as_location_name
    ? origin.row.name
    : sameTownBefore || origin.row.name.includes(town.name)
      ? `${origin.row.name} ${street}`
      : `${origin.row.name} ${town.name}`;
  const phone = random.chance(0.9) ? `${town.phonePrefix}${String(random.int(0, 999)).padStart(3, '0')}` : null;
  const formattedAddress = `${number} ${street}, ${town.name} ${postCode}, UK`;
  const website = origin.row.website ? (random.chance(0.5) ? `${origin.row.website}/locations/${slug(town.name)}` : origin.row.website) : null;
  const businessStatus =
    origin.row.business_status !== 'OPERATIONAL'
      ? origin.row.business_status
      : random.weighted([
          ['OPERATIONAL', 90],
          ['CLOSED_TEMPORARILY', 4],
          ['FUTURE_OPENING', 3],
          ['CLOSED_PERMANENTLY', 3],
        ] as const);

  const hasGoogle = venue !== 'caterer' && random.chance(0.72);
  const googleId = hasGoogle ? ids.googleLocations.next() : null;
  const google: GoogleLocationRow | null =
    googleId === null
      ? null
      : {
          id: googleId,
          place_id: `ChIJdemo${String(googleId).padStart(4, '0')}`,
          name: random.chance(0.8) ? name : origin.row.name,
          phone,
          website,
          business_status: businessStatus,
          street_number: number,
          street,
          city: town.name,
          post_code: postCode,
          country: 'United Kingdom',
          formatted_address: formattedAddress,
          rating: random.int(30, 50) / 10,
          latitude: round6(latitude + (random.next() - 0.5) * 0.0006),
          longitude: round6(longitude + (random.next() - 0.5) * 0.0006),
          types: [...GOOGLE_TYPES[venue]],
        };
  const hasFsa = random.chance(0.9);
  const fsaLocation = hasFsa
    ? {
        name: random.chance(0.3) ? origin.row.name.toUpperCase() : name,
        addressLine1: `${number} ${street}`,
        addressLine2: town.name,
        addressLine3: town.county,
        addressLine4: '',
        formattedAddress: `${number} ${street}, ${town.name}, ${town.county}, ${postCode}`,
        postCode,
        businessType: FSA_BUSINESS_TYPES[venue],
        rating: random.weighted([
          [5, 40],
          [4, 30],
          [3, 15],
          [2, 7],
          [1, 5],
          [0, 3],
        ] as const),
        ratingDate: isoDay(daysAgo(random, 30, 900)),
        coordinates: { latitude, longitude },
      }
    : null;
  const created = new Clock(random, createdAt).advance(0, 2);
  const row: LocationRow = {
    id,
    brand_id: owner.id,
    original_brand_id: origin.id,
    position: owner.locations.length,
    name,
    website,
    phone,
    status: 'NEW',
    business_status: businessStatus,
    menu_status: null,
    exclusion_reason: null,
    exclusion_reason_comment: null,
    duplicate_of_id: null,
    fsa_id: hasFsa ? String(random.int(100_000, 1_999_999)) : null,
    fsa_location: fsaLocation ? JSON.stringify(fsaLocation) : null,
    google_location_id: googleId,
    google_match_rank: google
      ? random.weighted([
          ['LOW', 1],
          ['MEDIUM', 2],
          ['HIGH', 3],
          ['HIGHEST', 4],
          ['MANUAL', 1],
        ] as const)
      : 'NO',
    is_has_no_google_match_confirmed: !google && random.chance(0.4),
    formatted_address: formattedAddress,
    latitude,
    longitude,
    working_hours: google || random.chance(0.3) ? JSON.stringify(workingHours(random, venue)) : null,
    menu_id: null,
    created_date: iso(created),
    modified_date: iso(new Clock(random, created).advance(1, 400)),
  };
  return { row, town, google };
}

const LOCATION_REASON_OF_BRAND: Record<string, string> = {
  GROCERY: 'GROCERY',
  CATERING: 'CATERING',
  NO_WEBSITE: 'NO_WEBSITE',
  DELIVERY: 'DELIVERY',
  NO_MENU: 'NO_MENU',
};

/** Location statuses follow the brand: excluded with it, new while the brand is new, mostly included otherwise. */
function settleLocationStatuses(random: Random, brand: DemoBrand): void {
  for (const location of brand.locations) {
    const row = location.row;
    if (brand.stage === 'EXCLUDED') {
      const reason = LOCATION_REASON_OF_BRAND[brand.row.exclusion_reason ?? ''];
      row.status = 'EXCLUDED';
      row.exclusion_reason = reason ?? 'MISC';
      row.exclusion_reason_comment = reason ? null : `Brand excluded: ${(brand.row.exclusion_reason ?? 'MISC').toLowerCase().replace(/_/g, ' ')}`;
      continue;
    }
    if (brand.stage !== 'INCLUDED') continue;
    row.status = 'INCLUDED';
    if (row.business_status === 'CLOSED_PERMANENTLY') {
      row.status = 'EXCLUDED';
      row.exclusion_reason = 'CLOSED_PERMANENTLY';
    } else if (row.position > 0 && random.chance(0.06)) {
      row.status = 'EXCLUDED';
      row.exclusion_reason = 'DUPLICATE';
      row.duplicate_of_id = brand.locations[0].row.id;
    } else if (!location.google && random.chance(0.2)) {
      row.status = 'EXCLUDED';
      row.exclusion_reason = 'NO_GOOGLE_MATCH';
    } else if (random.chance(0.04)) {
      row.status = 'EXCLUDED';
      row.exclusion_reason = 'MISC';
      row.exclusion_reason_comment = 'Members-only club inside the stadium.';
    }
  }
}

type Interval = { openTime: string; closeTime: string };
type DayHours = { dayOfWeek: number; intervals: Interval[] };

/** Monday to Sunday (Sunday is day 0); a day the place is closed is left out. */
function workingHours(random: Random, venue: Venue): DayHours[] {
  const week = [1, 2, 3, 4, 5, 6, 0];
  const span = (openTime: string, closeTime: string): Interval => ({ openTime, closeTime });
  const closedMonday = random.chance(0.3);
  const plan = (day: number): Interval[] => {
    const weekend = day === 5 || day === 6;
    switch (venue) {
      case 'pub':
        return day === 0 ? [span('12:00', '22:30')] : [span('11:00', weekend ? '23:30' : '23:00')];
      case 'takeaway':
        return [span(day === 0 ? '16:00' : '11:30', weekend ? '23:30' : '23:00')];
      case 'cafe':
        return day === 0 ? [span('09:00', '16:00')] : [span('08:00', '17:00')];
      case 'retail':
        return [span('08:00', day === 0 ? '16:00' : '18:00')];
      case 'caterer':
        return weekend ? [span('10:00', '18:00')] : [];
      case 'restaurant':
        return closedMonday
          ? [span('12:00', '14:30'), span('17:30', weekend ? '22:30' : '22:00')]
          : [span('11:00', weekend ? '23:00' : '22:00')];
    }
  };
  return week
    .filter((day) => !(closedMonday && day === 1 && venue === 'restaurant'))
    .map((day) => ({ dayOfWeek: day, intervals: plan(day) }))
    .filter((day) => day.intervals.length > 0);
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
