// The save and resolve payload of a brand definition task (spec 2, section 5): the brand's four editable fields with the
// brand's version, and each changed location limited to id, duplicateOfId (null when empty), googleLocationId and
// isHasNoGoogleMatchConfirmed (domain/brandDefinitionSchemas.ts), in id order.
import { brandDefinitionLocationPayload, type BrandDefinitionLocationValues } from '../../../domain/brandDefinitionSchemas';
import type { DefinitionBrandValues, DefinitionLocationEdits } from './definitionForm';

export interface DefinitionBrandData {
  name: string;
  /** null when empty: 'No website' confirmed, or nothing typed. */
  website: string | null;
  isHasNoWebsiteConfirmed: boolean;
  useBrandNameAsLocationName: boolean;
  expectedModifiedDate: string;
}

export interface DefinitionPayload {
  brandData: DefinitionBrandData;
  locationsData: BrandDefinitionLocationValues[];
}

export function definitionBrandData(values: DefinitionBrandValues, brandModifiedDate: string): DefinitionBrandData {
  return {
    name: values.name.trim(),
    website: values.website.trim() || null,
    isHasNoWebsiteConfirmed: values.isHasNoWebsiteConfirmed,
    useBrandNameAsLocationName: values.useBrandNameAsLocationName,
    expectedModifiedDate: brandModifiedDate,
  };
}

export function definitionLocationsData(edits: DefinitionLocationEdits): BrandDefinitionLocationValues[] {
  return [...edits.values()].sort((a, b) => a.values.id - b.values.id).map(({ values }) => brandDefinitionLocationPayload(values));
}

export function definitionPayload(values: DefinitionBrandValues, brandModifiedDate: string, edits: DefinitionLocationEdits): DefinitionPayload {
  return { brandData: definitionBrandData(values, brandModifiedDate), locationsData: definitionLocationsData(edits) };
}
