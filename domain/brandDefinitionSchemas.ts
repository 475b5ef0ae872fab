// The brand definition form (spec 2, section 5), shared by the SPA and the API so both refuse the same input with the
// same words. The payload of a location is exactly id, duplicateOfId (null when empty), googleLocationId and
// isHasNoGoogleMatchConfirmed. Save checks what must hold for any stored location; Done checks that every location is
// matched, a duplicate or confirmed without a match.
import * as yup from 'yup';
import { BRAND_FORM_MESSAGES, MAX_BRAND_NAME_LENGTH } from './brandSchemas';
import { limitedText } from './inputLimits';
import { isWebsite, MAX_URL_LENGTH } from './websites';

export type BrandDefinitionMode = 'save' | 'done';

export const BRAND_DEFINITION_MESSAGES = {
  nameRequired: BRAND_FORM_MESSAGES.nameRequired,
  websiteInvalid: BRAND_FORM_MESSAGES.websiteInvalid,
  websiteRequired: BRAND_FORM_MESSAGES.websiteRequired,
  googleLocationRequired: 'Google location is required',
  googlePlacesUnique: 'Google places must be unique',
} as const;

/** The brand as the brand definition form holds it (empty text is ''). */
export interface BrandDefinitionBrandValues {
  name: string;
  website: string;
  isHasNoWebsiteConfirmed: boolean;
  useBrandNameAsLocationName: boolean;
}

/** A location row's match as the form holds it and the API receives it. */
export interface BrandDefinitionLocationValues {
  id: number;
  duplicateOfId: number | null;
  googleLocationId: number | null;
  isHasNoGoogleMatchConfirmed: boolean;
}

const website = () =>
  yup
    .string()
    .trim()
    .max(MAX_URL_LENGTH, BRAND_DEFINITION_MESSAGES.websiteInvalid)
    .test('website', BRAND_DEFINITION_MESSAGES.websiteInvalid, (value) => !value || isWebsite(value));

export function brandDefinitionBrandSchema(mode: BrandDefinitionMode) {
  const done = mode === 'done';
  return yup.object({
    name: limitedText('Brand name', MAX_BRAND_NAME_LENGTH).trim().required(BRAND_DEFINITION_MESSAGES.nameRequired),
    isHasNoWebsiteConfirmed: yup.boolean().default(false),
    website: website().when('isHasNoWebsiteConfirmed', ([noWebsite], field) => (done && !noWebsite ? field.required(BRAND_DEFINITION_MESSAGES.websiteRequired) : field)),
    useBrandNameAsLocationName: yup.boolean().default(false),
  });
}

export function brandDefinitionLocationSchema(mode: BrandDefinitionMode) {
  const done = mode === 'done';
  return yup
    .object({
      id: yup.number().integer().required(),
      duplicateOfId: yup.number().integer().nullable().default(null),
      googleLocationId: yup.number().integer().nullable().default(null),
      isHasNoGoogleMatchConfirmed: yup.boolean().default(false),
    })
    .noUnknown()
    .test('google-location', BRAND_DEFINITION_MESSAGES.googleLocationRequired, (row) =>
      !done || row.googleLocationId != null || row.duplicateOfId != null || row.isHasNoGoogleMatchConfirmed,
    );
}

/** The ids of locations whose place another location of the same brand already holds (first holder excepted). */
export function locationsWithRepeatedPlace(rows: readonly Pick<BrandDefinitionLocationValues, 'id' | 'googleLocationId'>[]): number[] {
  const seen = new Set<number>();
  const repeated: number[] = [];
  for (const row of rows) {
    if (row.googleLocationId == null) continue;
    if (seen.has(row.googleLocationId)) repeated.push(row.id);
    else seen.add(row.googleLocationId);
  }
  return repeated;
}

/** The payload rule: an empty duplicate is null, and nothing but the four fields is sent. */
export function brandDefinitionLocationPayload(row: BrandDefinitionLocationValues): BrandDefinitionLocationValues {
  return {
    id: row.id,
    duplicateOfId: row.duplicateOfId ?? null,
    googleLocationId: row.googleLocationId ?? null,
    isHasNoGoogleMatchConfirmed: row.isHasNoGoogleMatchConfirmed,
  };
}
