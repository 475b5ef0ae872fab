// The brand panel of a gateway save: the payload holds only non-empty values (booleans always), so it is merged over the
// stored brand; the panel's own rules are applied to the merged brand (spec 2, section 4), which is then validated with
// the form's schema (domain/brandGatewaySchemas.ts) and written field by field.
import { brandGatewayBrandSchema, firstError, type GatewayMode } from '../../domain/brandGatewaySchemas';
import type { Queryable } from '../db/database';
import { validationError } from '../graphql/errors';
import type { BrandRow } from '../graphql/loaders';
import { writeBrandFields } from './brandTaskWrites';

/** The brand fields the gateway edits, by their GraphQL names, with their columns. */
export const GATEWAY_BRAND_COLUMNS = {
  name: 'name',
  website: 'website',
  isHasNoWebsiteConfirmed: 'is_has_no_website_confirmed',
  rank: 'rank',
  messinessScore: 'messiness_score',
  status: 'status',
  exclusionReason: 'exclusion_reason',
  exclusionReasonComment: 'exclusion_reason_comment',
  masterBrandId: 'master_brand_id',
  hasOnlyUnsupportedBusinessTypes: 'has_only_unsupported_business_types',
} as const;

export type GatewayBrandField = keyof typeof GATEWAY_BRAND_COLUMNS;
export type GatewayBrand = { [K in GatewayBrandField]: string | number | boolean | null };
export type BrandDataInput = Partial<GatewayBrand> & { expectedModifiedDate?: Date | string | null };

const FIELDS = Object.keys(GATEWAY_BRAND_COLUMNS) as GatewayBrandField[];

export interface BrandChange {
  before: GatewayBrand;
  after: GatewayBrand;
  changedFields: GatewayBrandField[];
}

function gatewayBrandOf(row: BrandRow): GatewayBrand {
  return Object.fromEntries(FIELDS.map((field) => [field, (row as unknown as Record<string, unknown>)[GATEWAY_BRAND_COLUMNS[field]] ?? null])) as GatewayBrand;
}

const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The stored brand with the payload over it, then the panel's rules: 'No website' clears the website; a rank change
 * without a chosen inclusion clears it (NEW); a slave is NEW; only a slave has a master; only an excluded brand keeps an
 * exclusion reason; choosing another reason without a comment clears the comment.
 */
export function mergeBrand(stored: GatewayBrand, data: BrandDataInput): GatewayBrand {
  const next: GatewayBrand = { ...stored };
  for (const field of FIELDS) {
    const value = data[field];
    if (isGiven(value)) next[field] = typeof value === 'string' && field !== 'rank' && field !== 'status' ? value.trim() : (value as GatewayBrand[typeof field]);
  }
  if (next.isHasNoWebsiteConfirmed === true) next.website = null;
  if (isGiven(data.rank) && data.rank !== stored.rank && !isGiven(data.status)) next.status = 'NEW';
  if (next.rank === 'SLAVE') next.status = 'NEW';
  else next.masterBrandId = null;
  if (next.status !== 'EXCLUDED') {
    next.exclusionReason = null;
    next.exclusionReasonComment = null;
  } else if (isGiven(data.exclusionReason) && data.exclusionReason !== stored.exclusionReason && !isGiven(data.exclusionReasonComment)) {
    next.exclusionReasonComment = null;
  }
  if (next.website === '') next.website = null;
  if (next.exclusionReasonComment === '') next.exclusionReasonComment = null;
  return next;
}

/** The form's values for the shared schema (empty text is ''). */
function formValues(brand: GatewayBrand) {
  return { ...brand, website: brand.website ?? '', exclusionReasonComment: brand.exclusionReasonComment ?? '' };
}

async function refuseBadMaster(tx: Queryable, brandId: number, brand: GatewayBrand): Promise<void> {
  if (brand.rank !== 'SLAVE' || brand.masterBrandId === null) return;
  if (brand.masterBrandId === brandId) throw validationError('A brand cannot be its own master.', 'masterBrandId');
  const [master] = await tx.query<{ rank: string | null }>('SELECT rank FROM brands WHERE id = $1', [brand.masterBrandId]);
  if (!master) throw validationError(`Brand ${brand.masterBrandId} does not exist.`, 'masterBrandId');
  if (master.rank !== 'MASTER') throw validationError('The master brand must be a master brand.', 'masterBrandId');
}

/**
 * Merges, validates (VALIDATION with the schema's message; nothing is written) and writes the changed fields of the
 * brand. Save validates with the lenient schema and only when brand data is sent; resolve always, with the strict one.
 */
export async function applyBrandData(tx: Queryable, row: BrandRow, data: BrandDataInput | null, mode: GatewayMode): Promise<BrandChange> {
  const before = gatewayBrandOf(row);
  const after = data ? mergeBrand(before, data) : before;
  if (data?.exclusionReason === 'NO_INCLUDED_LOCATIONS' && before.exclusionReason !== 'NO_INCLUDED_LOCATIONS') {
    throw validationError('The system sets NO_INCLUDED_LOCATIONS; choose another exclusion reason.', 'exclusionReason');
  }
  if (data || mode === 'done') {
    const message = firstError(brandGatewayBrandSchema(mode), formValues(after));
    if (message) throw validationError(message);
    await refuseBadMaster(tx, row.id, after);
  }
  const changedFields = await writeBrandFields(tx, row.id, GATEWAY_BRAND_COLUMNS, before, after);
  return { before, after, changedFields };
}
