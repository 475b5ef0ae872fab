// Creating, editing and cloning brands (spec 2, sections 2.9 and 2.10). Each write validates with the form's shared
// schema (domain/brandSchemas.ts), refuses a stale edit with CONFLICT (server/db/rowVersions.ts) and writes its history
// events in the same transaction. A new brand, cloned or not, gets its brand gateway task at once.
import { brandDetailSchema, createBrandSchema } from '../../domain/brandSchemas';
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE, isAtVersion } from '../db/rowVersions';
import { BRAND_COLUMNS, LOCATION_COLUMNS, type BrandRow } from '../graphql/loaders';
import { conflict, forbidden, notFound } from '../graphql/errors';
import { validateInput } from '../graphql/validate';
import { recordEvent } from '../history/eventRows';
import { createGatewayTaskOf } from './newGatewayTask';

export const DEVELOPER_ONLY_MESSAGE = 'Only developer-type accounts may do this.';

async function brandRow(tx: Queryable, id: number, options: { lock?: boolean } = {}): Promise<BrandRow> {
  const rows = await tx.query<BrandRow>(`SELECT ${BRAND_COLUMNS} FROM brands WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`, [id]);
  if (!rows[0]) throw notFound('Brand');
  return rows[0];
}

export async function createBrand(tx: Queryable, data: unknown, userId: number | null): Promise<BrandRow> {
  const input = await validateInput(createBrandSchema, data);
  const additionalUrls = input.additionalUrls?.length ? input.additionalUrls : null;
  const [{ id }] = await tx.query<{ id: number }>(
    "INSERT INTO brands (name, website, additional_urls, status, rank) VALUES ($1, $2, $3, 'NEW', NULL) RETURNING id",
    [input.name, input.website, additionalUrls],
  );
  await recordEvent(tx, {
    userId,
    type: 'CREATE',
    entityType: 'BRAND',
    entityId: id,
    message: `Brand ${input.name} created`,
    data: { name: input.name, website: input.website, additionalUrls },
  });
  await createGatewayTaskOf(tx, id, input.name, userId);
  return brandRow(tx, id);
}

/** The detail form's fields as columns, in the order the history lists them. */
const DETAIL_FIELDS = [
  ['name', 'name'],
  ['website', 'website'],
  ['isHasNoWebsiteConfirmed', 'is_has_no_website_confirmed'],
  ['status', 'status'],
  ['exclusionReason', 'exclusion_reason'],
  ['exclusionReasonComment', 'exclusion_reason_comment'],
  ['hasOnlyUnsupportedBusinessTypes', 'has_only_unsupported_business_types'],
  ['businessStatus', 'business_status'],
  ['useBrandNameAsLocationName', 'use_brand_name_as_location_name'],
  ['useDishTypeIcon', 'use_dish_type_icon'],
  ['isForTesting', 'is_for_testing'],
] as const;

/**
 * The brand detail form's save. A field left out (null) keeps its value; an empty website is none. A brand that stops
 * being excluded loses its exclusion reason and comment (as on the gateway task). Changing the for-testing flag is for
 * developer-type accounts only (FORBIDDEN otherwise); sending its current value is not a change.
 */
export async function updateBrand(
  tx: Queryable,
  brandId: number,
  data: unknown,
  expectedModifiedDate: Date | string | null | undefined,
  who: { userId: number | null; isDeveloper: boolean },
): Promise<BrandRow> {
  // Lock, then compare versions: of concurrent writers carrying one version, exactly one gets past this line.
  const before = await brandRow(tx, brandId, { lock: true });
  if (!(await isAtVersion(tx, 'brands', brandId, expectedModifiedDate))) throw conflict();
  const input = await validateInput(brandDetailSchema, data);
  if (input.isForTesting != null && input.isForTesting !== before.is_for_testing && !who.isDeveloper) throw forbidden(DEVELOPER_ONLY_MESSAGE);
  const status = input.status ?? before.status;
  const after: Record<string, unknown> = {
    name: input.name,
    website: input.website || null,
    isHasNoWebsiteConfirmed: input.isHasNoWebsiteConfirmed ?? before.is_has_no_website_confirmed,
    status,
    exclusionReason: status === 'EXCLUDED' ? before.exclusion_reason : null,
    exclusionReasonComment: status === 'EXCLUDED' ? before.exclusion_reason_comment : null,
    hasOnlyUnsupportedBusinessTypes: input.hasOnlyUnsupportedBusinessTypes ?? before.has_only_unsupported_business_types,
    businessStatus: input.businessStatus ?? before.business_status,
    useBrandNameAsLocationName: input.useBrandNameAsLocationName ?? before.use_brand_name_as_location_name,
    useDishTypeIcon: input.useDishTypeIcon ?? before.use_dish_type_icon,
    isForTesting: input.isForTesting ?? before.is_for_testing,
  };
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, column] of DETAIL_FIELDS) {
    const from = before[column];
    if (from !== after[field]) changes[field] = { from, to: after[field] };
  }
  if (Object.keys(changes).length === 0) return before;
  await tx.query(
    `UPDATE brands SET ${DETAIL_FIELDS.map(([, column], index) => `${column} = $${index + 2}`).join(', ')}, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`,
    [brandId, ...DETAIL_FIELDS.map(([field]) => after[field])],
  );
  await recordEvent(tx, {
    userId: who.userId,
    type: 'UPDATE',
    entityType: 'BRAND',
    entityId: brandId,
    message: `Brand ${input.name} updated: ${Object.keys(changes).join(', ')}`,
    data: changes,
  });
  return brandRow(tx, brandId);
}

/** The brand's own columns a clone copies (not its menu, assets, or the rows that point at it). */
const CLONED_COLUMNS = `website, additional_urls, is_has_no_website_confirmed, rank, messiness_score, status, exclusion_reason, exclusion_reason_comment,
  master_brand_id, has_only_unsupported_business_types, use_brand_name_as_location_name, use_dish_type_icon, business_status`;

/**
 * Developer-type accounts only: a copy of the brand named '… (clone)' and marked for testing, with copies of its
 * locations (locations that came from the brand itself come from the clone; 'duplicate of' points at the copies) and a
 * new brand gateway task. Menus and assets stay with the original.
 */
export async function cloneBrand(tx: Queryable, sourceId: number, who: { userId: number | null; isDeveloper: boolean }): Promise<BrandRow> {
  if (!who.isDeveloper) throw forbidden(DEVELOPER_ONLY_MESSAGE);
  const source = await brandRow(tx, sourceId);
  const name = `${source.name} (clone)`;
  const [{ id }] = await tx.query<{ id: number }>(
    `INSERT INTO brands (name, ${CLONED_COLUMNS}, is_for_testing) SELECT $2, ${CLONED_COLUMNS}, true FROM brands WHERE id = $1 RETURNING id`,
    [sourceId, name],
  );
  const pairs = await tx.query<{ source_id: number; new_id: number }>(
    "SELECT id AS source_id, nextval('locations_id_seq')::int AS new_id FROM locations WHERE brand_id = $1 ORDER BY position, id",
    [sourceId],
  );
  if (pairs.length) {
    const copied = LOCATION_COLUMNS.split(',')
      .map((column) => column.trim())
      .filter((column) => !['id', 'brand_id', 'original_brand_id', 'duplicate_of_id', 'menu_id', 'created_date', 'modified_date'].includes(column));
    await tx.query(
      `INSERT INTO locations (id, brand_id, original_brand_id, duplicate_of_id, ${copied.join(', ')})
        SELECT m.new_id, $2, CASE WHEN l.original_brand_id = $1 OR l.original_brand_id IS NULL THEN $2 ELSE l.original_brand_id END,
          coalesce(d.new_id, l.duplicate_of_id), ${copied.map((column) => `l.${column}`).join(', ')}
        FROM unnest($3::int[], $4::int[]) AS m(source_id, new_id)
        JOIN locations l ON l.id = m.source_id
        LEFT JOIN unnest($3::int[], $4::int[]) AS d(source_id, new_id) ON d.source_id = l.duplicate_of_id`,
      [sourceId, id, pairs.map((pair) => pair.source_id), pairs.map((pair) => pair.new_id)],
    );
  }
  await recordEvent(tx, {
    userId: who.userId,
    type: 'CREATE',
    subType: 'CLONE',
    entityType: 'BRAND',
    entityId: id,
    message: `Brand ${name} cloned from brand ${source.id} with ${pairs.length} locations`,
    data: { clonedFromBrandId: source.id, locationIds: pairs.map((pair) => pair.new_id) },
  });
  await createGatewayTaskOf(tx, id, name, who.userId);
  return brandRow(tx, id);
}
