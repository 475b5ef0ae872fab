// The brand panel of a brand definition save: name, website, 'No website' and 'Use brand name as location name' (the
// other fields are read-only there). A field left out keeps its stored value; the merged brand is validated with the
// form's schema (domain/brandDefinitionSchemas.ts) and written field by field.
import { brandDefinitionBrandSchema, type BrandDefinitionMode } from '../../domain/brandDefinitionSchemas';
import { firstError } from '../../domain/brandGatewaySchemas';
import type { Queryable } from '../db/database';
import { validationError } from '../graphql/errors';
import type { BrandRow } from '../graphql/loaders';
import { changesOf, writeBrandFields, type FieldChanges } from './brandTaskWrites';

/** The brand fields the definition task edits, by their GraphQL names, with their columns. */
const DEFINITION_BRAND_COLUMNS = {
  name: 'name',
  website: 'website',
  isHasNoWebsiteConfirmed: 'is_has_no_website_confirmed',
  useBrandNameAsLocationName: 'use_brand_name_as_location_name',
} as const;

export type DefinitionBrand = {
  name: string;
  website: string | null;
  isHasNoWebsiteConfirmed: boolean;
  useBrandNameAsLocationName: boolean;
};

/** BrandDefinitionBrandInput: absent (or a null boolean) keeps the stored value; null or blank text is empty. */
export interface DefinitionBrandInput {
  name?: string | null;
  website?: string | null;
  isHasNoWebsiteConfirmed?: boolean | null;
  useBrandNameAsLocationName?: boolean | null;
  expectedModifiedDate?: Date | string | null;
}

function definitionBrandOf(row: BrandRow): DefinitionBrand {
  return { name: row.name, website: row.website, isHasNoWebsiteConfirmed: row.is_has_no_website_confirmed, useBrandNameAsLocationName: row.use_brand_name_as_location_name };
}

/** The stored brand with the payload over it; 'No website' clears the website (as the checkbox does on the page). */
export function mergeDefinitionBrand(stored: DefinitionBrand, data: DefinitionBrandInput): DefinitionBrand {
  const next: DefinitionBrand = {
    name: data.name === undefined ? stored.name : (data.name ?? '').trim(),
    website: data.website === undefined ? stored.website : data.website?.trim() || null,
    isHasNoWebsiteConfirmed: data.isHasNoWebsiteConfirmed ?? stored.isHasNoWebsiteConfirmed,
    useBrandNameAsLocationName: data.useBrandNameAsLocationName ?? stored.useBrandNameAsLocationName,
  };
  if (next.isHasNoWebsiteConfirmed) next.website = null;
  return next;
}

/**
 * Merges, validates (VALIDATION with the form's message; nothing is written) and writes the changed fields. Save
 * validates only when brand data is sent; resolve always, with the done schema (the website required unless 'No
 * website' is confirmed).
 */
export async function applyDefinitionBrand(tx: Queryable, row: BrandRow, data: DefinitionBrandInput | null, mode: BrandDefinitionMode): Promise<FieldChanges<DefinitionBrand>> {
  const before = definitionBrandOf(row);
  const after = data ? mergeDefinitionBrand(before, data) : before;
  if (data || mode === 'done') {
    const message = firstError(brandDefinitionBrandSchema(mode), { ...after, website: after.website ?? '' });
    if (message) throw validationError(message);
  }
  await writeBrandFields(tx, row.id, DEFINITION_BRAND_COLUMNS, before, after);
  return changesOf(before, after);
}
