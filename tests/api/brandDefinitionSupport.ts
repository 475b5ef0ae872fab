// Shared by the brand definition API tests: a brand with locations and its definition task built with SQL, places to
// attach, and the save and resolve calls. People, fingerprints and history reads come from the gateway's support.
import type { TestApp } from '../support/testApp';
import { createBrandWithGatewayTask, createTask } from '../support/taskFixtures';
import { resolveAllViews, TASK_FIELDS } from './brandGatewaySupport';

const ARGS = '$id: ID!, $expectedModifiedDate: DateTime, $brandData: BrandDefinitionBrandInput, $locationsData: [BrandDefinitionLocationInput!]';
const PASS = 'id: $id, expectedModifiedDate: $expectedModifiedDate, brandData: $brandData, locationsData: $locationsData';
export const SAVE_DEFINITION = `mutation(${ARGS}) { saveBrandDefinitionTask(${PASS}) { ${TASK_FIELDS} } }`;
export const RESOLVE_DEFINITION = `mutation(${ARGS}) { resolveBrandDefinitionTask(${PASS}) { task { ${TASK_FIELDS} } nextTask { __typename databaseId status } isBrandDefinitionAutoResolved } }`;

export interface DefinitionBrand {
  brandId: number;
  taskId: number;
  locationIds: number[];
}

/**
 * An included master whose gateway task is resolved, with `locations` included locations (unmatched, rank LOW) and its
 * brand definition task in DEFINE, assigned to the user and STARTED when asked.
 */
export async function definitionBrand(t: TestApp, options: { name?: string; locations?: number; assignTo?: number | null } = {}): Promise<DefinitionBrand> {
  const { brandId, gatewayTaskId } = await createBrandWithGatewayTask(t.db, { name: options.name ?? 'Definition Diner', locationRanks: Array.from({ length: options.locations ?? 3 }, () => 'LOW') });
  await resolveAllViews(t, gatewayTaskId);
  const taskId = await createTask(t.db, brandId, 'BRAND_DEFINITION');
  if (options.assignTo) await t.db.query("UPDATE tasks SET assigned_to_id = $2, status = 'STARTED' WHERE id = $1", [taskId, options.assignTo]);
  const locations = await t.db.query<{ id: number }>('SELECT id FROM locations WHERE brand_id = $1 ORDER BY position', [brandId]);
  return { brandId, taskId, locationIds: locations.map((location) => location.id) };
}

let placeCount = 0;

/** A stored map place (an establishment unless other types are given) with a phone, address and coordinates. */
export async function insertPlace(
  t: TestApp,
  values: { name?: string; types?: string[] | null; phone?: string | null; formattedAddress?: string | null; latitude?: number | null; longitude?: number | null } = {},
): Promise<number> {
  placeCount += 1;
  const [{ id }] = await t.db.query<{ id: number }>(
    'INSERT INTO google_locations (place_id, name, types, phone, formatted_address, latitude, longitude) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
    [
      `ChIJdefinition${placeCount}-${Date.now()}`,
      values.name ?? `Place ${placeCount}`,
      values.types === undefined ? ['restaurant', 'food', 'establishment'] : values.types,
      values.phone === undefined ? `0113 000 ${String(placeCount).padStart(4, '0')}` : values.phone,
      values.formattedAddress === undefined ? `${placeCount} Place Street, Leeds` : values.formattedAddress,
      values.latitude === undefined ? 53.8 + placeCount / 10000 : values.latitude,
      values.longitude === undefined ? -1.55 - placeCount / 10000 : values.longitude,
    ],
  );
  return id;
}

/** A location's match as the payload sends it: nothing matched unless given. */
export const match = (id: number, values: { duplicateOfId?: number | null; googleLocationId?: number | null; isHasNoGoogleMatchConfirmed?: boolean } = {}) => ({
  id,
  duplicateOfId: values.duplicateOfId ?? null,
  googleLocationId: values.googleLocationId ?? null,
  isHasNoGoogleMatchConfirmed: values.isHasNoGoogleMatchConfirmed ?? false,
});

export interface StoredMatch {
  duplicate_of_id: number | null;
  google_location_id: number | null;
  google_match_rank: string;
  is_has_no_google_match_confirmed: boolean;
  phone: string | null;
  formatted_address: string | null;
  latitude: number | null;
  longitude: number | null;
}

export async function storedMatch(t: TestApp, locationId: number): Promise<StoredMatch> {
  const [row] = await t.db.query<StoredMatch>(
    'SELECT duplicate_of_id, google_location_id, google_match_rank, is_has_no_google_match_confirmed, phone, formatted_address, latitude, longitude FROM locations WHERE id = $1',
    [locationId],
  );
  return row;
}
