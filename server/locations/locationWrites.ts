// Editing and cloning a location from its detail page (spec 2, sections 2.11, 5 and 7). Each write validates with the
// form's shared schema (domain/locationSchemas.ts), locks the rows it reads, refuses a stale edit with CONFLICT
// (server/db/rowVersions.ts) and writes its history event in the same transaction.
import { BRAND_DEFINITION_MESSAGES } from '../../domain/brandDefinitionSchemas';
import { cloneLocationSchema, locationFormSchema } from '../../domain/locationSchemas';
import { placeCopyAfter, type PlaceCopy } from '../../domain/placeCopy';
import { PLACE_MESSAGES, isSupportedPlace } from '../../domain/places';
import { duplicateLocationMessage } from '../brands/brandGatewayLocations';
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE, isAtVersion } from '../db/rowVersions';
import { appError, conflict, notFound, validationError } from '../graphql/errors';
import { LOCATION_COLUMNS, type GoogleLocationRow, type LocationRow } from '../graphql/loaders';
import { validateInput } from '../graphql/validate';
import { recordEvent } from '../history/eventRows';

export const LOCATION_WRITE_MESSAGES = {
  cloneToOwnBrand: 'A location cannot be cloned into the brand it belongs to.',
  cloneToSlave: 'A location cannot be cloned to a slave brand.',
} as const;

async function locationRow(tx: Queryable, id: number, options: { lock?: boolean } = {}): Promise<LocationRow> {
  const rows = await tx.query<LocationRow>(`SELECT ${LOCATION_COLUMNS} FROM locations WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`, [id]);
  if (!rows[0]) throw notFound('Location');
  return rows[0];
}

/** The columns the detail form and a place match write, as the history names them. */
interface LocationFields {
  name: string;
  website: string | null;
  googleLocationId: number | null;
  googleMatchRank: string;
  isHasNoGoogleMatchConfirmed: boolean;
  phone: string | null;
  formattedAddress: string | null;
  latitude: number | null;
  longitude: number | null;
}

const FIELD_COLUMNS: ReadonlyArray<readonly [keyof LocationFields, string]> = [
  ['name', 'name'],
  ['website', 'website'],
  ['googleLocationId', 'google_location_id'],
  ['googleMatchRank', 'google_match_rank'],
  ['isHasNoGoogleMatchConfirmed', 'is_has_no_google_match_confirmed'],
  ['phone', 'phone'],
  ['formattedAddress', 'formatted_address'],
  ['latitude', 'latitude'],
  ['longitude', 'longitude'],
];

function fieldsOf(row: LocationRow): LocationFields {
  return {
    name: row.name,
    website: row.website,
    googleLocationId: row.google_location_id,
    googleMatchRank: row.google_match_rank,
    isHasNoGoogleMatchConfirmed: row.is_has_no_google_match_confirmed,
    phone: row.phone,
    formattedAddress: row.formatted_address,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/**
 * A stored place the location may take: it exists, one of its types can be attached, and no other location of the
 * brand has it (the brand definition form's rule, so a place attached here never blocks that task's save).
 */
async function attachablePlace(tx: Queryable, location: LocationRow, googleLocationId: number): Promise<GoogleLocationRow> {
  const place = await storedPlace(tx, googleLocationId);
  if (!place) throw notFound('Google location');
  if (!isSupportedPlace(place.types)) throw validationError(PLACE_MESSAGES.unsupportedTypes, 'googleLocationId');
  const [taken] = await tx.query<{ id: number }>('SELECT id FROM locations WHERE brand_id = $1 AND google_location_id = $2 AND id <> $3 LIMIT 1', [
    location.brand_id,
    googleLocationId,
    location.id,
  ]);
  if (taken) throw validationError(BRAND_DEFINITION_MESSAGES.googlePlacesUnique, 'googleLocationId');
  return place;
}

const copyOf = (place: GoogleLocationRow): PlaceCopy => ({
  phone: place.phone,
  formattedAddress: place.formatted_address,
  latitude: place.latitude,
  longitude: place.longitude,
});

async function storedPlace(tx: Queryable, id: number): Promise<GoogleLocationRow | null> {
  const [place] = await tx.query<GoogleLocationRow>('SELECT * FROM google_locations WHERE id = $1', [id]);
  return place ?? null;
}

/**
 * The place columns after the form's googleLocationId: absent (or the current place) keeps them; a place is attached at
 * rank MANUAL and clears 'no Google match'; null detaches at rank NO. What the location keeps of the old and new place
 * is domain/placeCopy.ts's rule, the brand definition task's too: attach copies the place's phone, address and
 * coordinates; detach clears only what still holds the old place's values.
 */
async function placeFields(tx: Queryable, location: LocationRow, data: Record<string, unknown>, current: LocationFields): Promise<Partial<LocationFields>> {
  if (!('googleLocationId' in data) || data.googleLocationId === undefined) return {};
  const googleLocationId = data.googleLocationId;
  if (googleLocationId !== null && (typeof googleLocationId !== 'number' || !Number.isInteger(googleLocationId))) {
    throw validationError('Google location is not valid', 'googleLocationId');
  }
  if (googleLocationId === location.google_location_id) return {};
  const next = googleLocationId === null ? null : await attachablePlace(tx, location, googleLocationId);
  const old = location.google_location_id === null ? null : await storedPlace(tx, location.google_location_id);
  return {
    googleLocationId: next ? next.id : null,
    googleMatchRank: next ? 'MANUAL' : 'NO',
    ...(next ? { isHasNoGoogleMatchConfirmed: false } : {}),
    ...placeCopyAfter(current, old && copyOf(old), next && copyOf(next)),
  };
}

/**
 * The detail form's save: name and website (both required, the website a valid URL) and, when sent, the place. Nothing
 * changed is no write and no event; a change is one UPDATE event with the changed fields before and after.
 */
export async function updateLocation(tx: Queryable, locationId: number, data: Record<string, unknown>, userId: number | null): Promise<LocationRow> {
  // The brand first, then the location (the order the brand task saves lock in, so none waits on the other in a
  // cycle): two saves attaching one place to two locations of a brand take turns, and the second one's uniqueness check
  // sees the first. Then compare versions: of concurrent writers carrying one version, exactly one gets past this line.
  const { brand_id: brandId } = await locationRow(tx, locationId);
  await tx.query('SELECT id FROM brands WHERE id = $1 FOR UPDATE', [brandId]);
  const before = await locationRow(tx, locationId, { lock: true });
  if (before.brand_id !== brandId) throw conflict();
  const expected = data.expectedModifiedDate as Date | string | null | undefined;
  if (!(await isAtVersion(tx, 'locations', locationId, expected))) throw conflict();
  const input = await validateInput(locationFormSchema, { name: data.name, website: data.website });
  const current = fieldsOf(before);
  const next: LocationFields = { ...current, name: input.name, website: input.website, ...(await placeFields(tx, before, data, current)) };
  const changedFields = FIELD_COLUMNS.map(([field]) => field).filter((field) => next[field] !== current[field]);
  if (!changedFields.length) return before;
  await tx.query(
    `UPDATE locations SET ${FIELD_COLUMNS.map(([, column], index) => `${column} = $${index + 2}`).join(', ')}, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`,
    [locationId, ...FIELD_COLUMNS.map(([field]) => next[field])],
  );
  const pick = (fields: LocationFields) => Object.fromEntries(changedFields.map((field) => [field, fields[field]]));
  await recordEvent(tx, {
    userId,
    type: 'UPDATE',
    entityType: 'LOCATION',
    entityId: locationId,
    message: `Location ${input.name} updated: ${changedFields.join(', ')}`,
    data: { changedFields, before: pick(current), after: pick(next) },
  });
  return locationRow(tx, locationId);
}

/** The location's own data a clone copies: its records and match, not its status, menu, exclusion or duplicate. */
const CLONED_COLUMNS = `name, website, phone, business_status, fsa_id, fsa_location, google_location_id, google_match_rank,
  is_has_no_google_match_confirmed, formatted_address, latitude, longitude, working_hours`;

/**
 * The target brand a clone may go to: it exists and is not a slave (a slave's locations belong to its master, as the
 * gateway's Change brand says), and it is not the location's own brand. Locked to the end of the clone, so two clones
 * into one brand take turns for their positions and the second one's duplicate check sees the first.
 */
async function cloneTarget(tx: Queryable, source: LocationRow, brandId: number): Promise<void> {
  const [brand] = await tx.query<{ rank: string | null }>('SELECT rank FROM brands WHERE id = $1 FOR UPDATE', [brandId]);
  if (!brand) throw notFound('Brand');
  if (brandId === source.brand_id) throw validationError(LOCATION_WRITE_MESSAGES.cloneToOwnBrand, 'brandId');
  if (brand.rank === 'SLAVE') throw validationError(LOCATION_WRITE_MESSAGES.cloneToSlave, 'brandId');
}

/** DUPLICATE_LOCATION when the target brand already has a location with the same food authority id or place. */
async function refuseDuplicate(tx: Queryable, source: LocationRow, brandId: number): Promise<void> {
  if (source.fsa_id === null && source.google_location_id === null) return;
  const [existing] = await tx.query<{ id: number; task_id: number | null }>(
    `SELECT l.id, (SELECT t.id FROM tasks t WHERE t.brand_id = l.brand_id AND t.type = 'BRAND_GATEWAY' ORDER BY t.id LIMIT 1) AS task_id
       FROM locations l
      WHERE l.brand_id = $1 AND ((l.fsa_id IS NOT NULL AND l.fsa_id = $2) OR (l.google_location_id IS NOT NULL AND l.google_location_id = $3))
      ORDER BY l.id LIMIT 1`,
    [brandId, source.fsa_id, source.google_location_id],
  );
  if (!existing) return;
  throw appError('DUPLICATE_LOCATION', duplicateLocationMessage(existing.id), {
    locationId: source.id,
    duplicateLocationId: existing.id,
    brandId,
    brandGatewayTaskId: existing.task_id,
  });
}

/**
 * The Clone location modal: a NEW location of the target brand, last in its order, that came from the source's brand,
 * with the source's food authority and place data. One CREATE event (sub type CLONE) for the new location.
 */
export async function cloneLocation(tx: Queryable, data: Record<string, unknown>, userId: number | null): Promise<LocationRow> {
  const input = await validateInput(cloneLocationSchema, { locationId: data.locationId, brandId: data.brandId ?? null });
  const source = await locationRow(tx, input.locationId);
  const brandId = input.brandId as number;
  await cloneTarget(tx, source, brandId);
  await refuseDuplicate(tx, source, brandId);
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO locations (brand_id, original_brand_id, position, status, ${CLONED_COLUMNS})
     SELECT $2, l.brand_id, (SELECT COALESCE(max(position) + 1, 0) FROM locations WHERE brand_id = $2), 'NEW', ${CLONED_COLUMNS
       .split(',')
       .map((column) => `l.${column.trim()}`)
       .join(', ')}
       FROM locations l WHERE l.id = $1
     RETURNING id`,
    [source.id, brandId],
  );
  await recordEvent(tx, {
    userId,
    type: 'CREATE',
    subType: 'CLONE',
    entityType: 'LOCATION',
    entityId: id,
    message: `Location ${source.name} cloned from location ${source.id} of brand ${source.brand_id} into brand ${brandId}`,
    data: { clonedFromLocationId: source.id, fromBrandId: source.brand_id, brandId },
  });
  return locationRow(tx, id);
}
