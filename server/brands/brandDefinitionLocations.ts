// The location table of a brand definition save: each row's match (duplicate of, Google place, no match confirmed).
// Every location of the brand is read and locked, since the rules hold for the brand as a whole after the save: no two
// locations on one place, and on Done every included or new location matched, a duplicate or confirmed without a match.
// Attaching a place sets rank MANUAL and 'no Google match' false, detaching sets rank NO; the place's phone, address and
// coordinates come and go by domain/placeCopy.ts (what a location keeps of a place).
import {
  BRAND_DEFINITION_MESSAGES,
  brandDefinitionLocationPayload,
  brandDefinitionLocationSchema,
  locationsWithRepeatedPlace,
  type BrandDefinitionLocationValues,
  type BrandDefinitionMode,
} from '../../domain/brandDefinitionSchemas';
import { firstError } from '../../domain/brandGatewaySchemas';
import { placeCopyAfter, placeCopyOf, type PlaceCopy } from '../../domain/placeCopy';
import { isSupportedPlace, PLACE_MESSAGES } from '../../domain/places';
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { changesOf, locationError, notOfBrandMessage, refuseRepeatedLocations, type LocationChanges } from './brandTaskWrites';

/** BrandDefinitionLocationInput: exactly these fields (the GraphQL input type refuses any other). */
export interface MatchInput {
  id: number;
  duplicateOfId?: number | null;
  googleLocationId?: number | null;
  isHasNoGoogleMatchConfirmed: boolean;
}

type MatchState = {
  duplicateOfId: number | null;
  googleLocationId: number | null;
  isHasNoGoogleMatchConfirmed: boolean;
  googleMatchRank: string;
} & PlaceCopy;

export type MatchChange = LocationChanges<MatchState>;

interface BrandLocationRow {
  id: number;
  position: number;
  status: string;
  duplicate_of_id: number | null;
  google_location_id: number | null;
  google_match_rank: string;
  is_has_no_google_match_confirmed: boolean;
  phone: string | null;
  formatted_address: string | null;
  latitude: number | null;
  longitude: number | null;
}

interface PlaceRow {
  id: number;
  types: string[] | null;
  phone: string | null;
  formatted_address: string | null;
  latitude: number | null;
  longitude: number | null;
}

export const MATCH_MESSAGES = {
  duplicateOfItself: 'A location cannot be a duplicate of itself.',
  duplicateOfAnotherBrand: (id: number) => `Location ${id} is not a location of this brand.`,
  placeMissing: (id: number) => `Google location ${id} does not exist.`,
  noMatchWithPlace: 'A location with a Google place cannot be confirmed as having no Google match.',
} as const;

function stateOf(row: BrandLocationRow): MatchState {
  return {
    duplicateOfId: row.duplicate_of_id,
    googleLocationId: row.google_location_id,
    isHasNoGoogleMatchConfirmed: row.is_has_no_google_match_confirmed,
    googleMatchRank: row.google_match_rank,
    phone: row.phone,
    formattedAddress: row.formatted_address,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

function copyOf(place: PlaceRow): PlaceCopy {
  return { phone: place.phone, formattedAddress: place.formatted_address, latitude: place.latitude, longitude: place.longitude };
}

function nextState(row: BrandLocationRow, match: BrandDefinitionLocationValues, places: Map<number, PlaceRow>): MatchState {
  const before = stateOf(row);
  const placeChanged = match.googleLocationId !== row.google_location_id;
  const old = row.google_location_id === null ? null : places.get(row.google_location_id) ?? null;
  const next = match.googleLocationId === null ? null : places.get(match.googleLocationId) ?? null;
  return {
    duplicateOfId: match.duplicateOfId,
    googleLocationId: match.googleLocationId,
    isHasNoGoogleMatchConfirmed: match.isHasNoGoogleMatchConfirmed,
    googleMatchRank: placeChanged ? (next ? 'MANUAL' : 'NO') : before.googleMatchRank,
    ...(placeChanged ? placeCopyAfter(before, old && copyOf(old), next && copyOf(next)) : placeCopyOf(before)),
  };
}

/**
 * A sent row's own rules, answering the brand's row it names. The place's type is checked only when the place is being
 * attached: a place matched before (by the import, at any rank) is not refused for being kept.
 */
function checkedRow(match: BrandDefinitionLocationValues, brandRows: Map<number, BrandLocationRow>, places: Map<number, PlaceRow>): BrandLocationRow {
  const { id } = match;
  const row = brandRows.get(id);
  if (!row) throw locationError(id, notOfBrandMessage(id));
  const message = firstError(brandDefinitionLocationSchema('save'), match);
  if (message) throw locationError(id, message);
  if (match.duplicateOfId === id) throw locationError(id, MATCH_MESSAGES.duplicateOfItself);
  if (match.duplicateOfId !== null && !brandRows.has(match.duplicateOfId)) throw locationError(id, MATCH_MESSAGES.duplicateOfAnotherBrand(match.duplicateOfId));
  if (match.googleLocationId !== null && match.googleLocationId !== row.google_location_id) {
    const place = places.get(match.googleLocationId);
    if (!place) throw locationError(id, MATCH_MESSAGES.placeMissing(match.googleLocationId));
    if (!isSupportedPlace(place.types)) throw locationError(id, PLACE_MESSAGES.unsupportedTypes);
  }
  if (match.isHasNoGoogleMatchConfirmed && match.googleLocationId !== null) throw locationError(id, MATCH_MESSAGES.noMatchWithPlace);
  return row;
}

/**
 * No two locations of the brand on one place after the save, counting the rows not sent. The sent rows are counted
 * after the others, so the row named is a sent one when a sent one makes the pair (the change to undo).
 */
function refuseRepeatedPlaces(brandRows: readonly BrandLocationRow[], planned: Map<number, MatchState>): void {
  const unsent = brandRows.filter((row) => !planned.has(row.id)).map((row) => ({ id: row.id, googleLocationId: row.google_location_id }));
  const sent = [...planned].map(([id, state]) => ({ id, googleLocationId: state.googleLocationId }));
  const [repeated] = locationsWithRepeatedPlace([...unsent, ...sent]);
  if (repeated !== undefined) throw locationError(repeated, BRAND_DEFINITION_MESSAGES.googlePlacesUnique);
}

/**
 * Done needs every included or new location of the brand decided, not only the rows sent or shown: matched, a
 * duplicate or confirmed without a match (the form's done schema on the row as it will be stored), first in the page's
 * order. Excluded locations are not matched.
 */
function refuseUnmatched(brandRows: readonly BrandLocationRow[], planned: Map<number, MatchState>): void {
  const schema = brandDefinitionLocationSchema('done');
  for (const row of brandRows) {
    if (row.status === 'EXCLUDED') continue;
    const state = planned.get(row.id) ?? stateOf(row);
    const message = firstError(schema, { id: row.id, duplicateOfId: state.duplicateOfId, googleLocationId: state.googleLocationId, isHasNoGoogleMatchConfirmed: state.isHasNoGoogleMatchConfirmed });
    if (message) throw locationError(row.id, message);
  }
}

/** The changed rows in one statement (a page of 50 is one round trip, not 50). */
async function writeMatches(tx: Queryable, rows: { id: number; next: MatchState }[]): Promise<void> {
  if (!rows.length) return;
  const column = <K extends keyof MatchState>(key: K) => rows.map((row) => row.next[key]);
  await tx.query(
    `UPDATE locations l SET duplicate_of_id = c.duplicate_of_id, google_location_id = c.google_location_id,
       is_has_no_google_match_confirmed = c.no_match, google_match_rank = c.rank, phone = c.phone, formatted_address = c.address,
       latitude = c.latitude, longitude = c.longitude, modified_date = ${NEXT_MODIFIED_DATE}
      FROM unnest($1::int[], $2::int[], $3::int[], $4::boolean[], $5::text[], $6::text[], $7::text[], $8::float8[], $9::float8[])
        AS c(id, duplicate_of_id, google_location_id, no_match, rank, phone, address, latitude, longitude)
     WHERE l.id = c.id`,
    [
      rows.map((row) => row.id),
      column('duplicateOfId'),
      column('googleLocationId'),
      column('isHasNoGoogleMatchConfirmed'),
      column('googleMatchRank'),
      column('phone'),
      column('formattedAddress'),
      column('latitude'),
      column('longitude'),
    ],
  );
}

/**
 * Validates every sent row, then the brand-wide rules, before writing anything (the first error named is the first bad
 * row), then writes the rows that changed and answers their changes.
 */
export async function applyMatches(tx: Queryable, brandId: number, inputs: readonly MatchInput[], mode: BrandDefinitionMode): Promise<MatchChange[]> {
  refuseRepeatedLocations(inputs.map((input) => input.id));
  // Locked in id order: every writer of these rows waits here, so the brand-wide checks see the rows as they are written.
  const locked = await tx.query<BrandLocationRow>(
    `SELECT id, position, status, duplicate_of_id, google_location_id, google_match_rank, is_has_no_google_match_confirmed,
       phone, formatted_address, latitude, longitude
       FROM locations WHERE brand_id = $1 ORDER BY id FOR UPDATE`,
    [brandId],
  );
  const brandRows = [...locked].sort((a, b) => a.position - b.position || a.id - b.id);
  const byId = new Map(brandRows.map((row) => [row.id, row]));
  const matches = inputs.map((input) => brandDefinitionLocationPayload({ ...input, duplicateOfId: input.duplicateOfId ?? null, googleLocationId: input.googleLocationId ?? null }));
  const placeIds = [...new Set(matches.flatMap((match) => [match.googleLocationId, byId.get(match.id)?.google_location_id ?? null]).filter((id): id is number => id !== null))];
  const places = new Map(
    (placeIds.length
      ? await tx.query<PlaceRow>('SELECT id, types, phone, formatted_address, latitude, longitude FROM google_locations WHERE id = ANY($1::int[])', [placeIds])
      : []
    ).map((place) => [place.id, place]),
  );

  const planned = new Map<number, MatchState>();
  for (const match of matches) planned.set(match.id, nextState(checkedRow(match, byId, places), match, places));
  refuseRepeatedPlaces(brandRows, planned);
  if (mode === 'done') refuseUnmatched(brandRows, planned);

  const changes: MatchChange[] = [];
  const changed: { id: number; next: MatchState }[] = [];
  for (const [id, next] of planned) {
    const change = changesOf(stateOf(byId.get(id)!), next);
    if (!change.changedFields.length) continue;
    changes.push({ id, ...change });
    changed.push({ id, next });
  }
  await writeMatches(tx, changed);
  return changes;
}
