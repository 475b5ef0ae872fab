// The brand definition form's check before save or done (spec 2, section 5), with the shared schemas of domain/: one
// message per error, location errors worded as the gateway's ('Location with id X on page N has the following error:
// ...'), the first error of each row kept for showing under it. A place held by two known rows is refused on the row
// that took it last ('Google places must be unique'); rows on pages never opened are the API's to check. Excluded
// locations need no match on done.
import { ValidationError, type AnyObjectSchema } from 'yup';
import {
  BRAND_DEFINITION_MESSAGES,
  brandDefinitionBrandSchema,
  brandDefinitionLocationSchema,
  brandDefinitionLocationPayload,
  locationsWithRepeatedPlace,
  type BrandDefinitionLocationValues,
  type BrandDefinitionMode,
} from '../../../domain/brandDefinitionSchemas';
import { locationErrorMessage } from '../../../domain/brandGatewaySchemas';
import type { DefinitionBrandValues } from './definitionForm';

export interface CheckedRow {
  values: BrandDefinitionLocationValues;
  page: number;
  /** An excluded location: done does not ask for its match (it is not matched). */
  excluded?: boolean;
}

export interface DefinitionValidation {
  messages: string[];
  rowErrors: Map<number, string>;
}

function allErrors(schema: AnyObjectSchema, value: unknown): string[] {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return [...new Set(error.inner.length ? error.inner.map((item) => item.message) : [error.message])];
  }
}

/** The rows (changed ones last) whose place an earlier row already holds. */
export function repeatedPlaceRows(unchanged: readonly BrandDefinitionLocationValues[], changed: readonly BrandDefinitionLocationValues[]): Set<number> {
  const changedIds = new Set(changed.map((row) => row.id));
  return new Set(locationsWithRepeatedPlace([...unchanged.filter((row) => !changedIds.has(row.id)), ...changed]));
}

/**
 * `checked`: the rows to check (the changed ones; on done also the page's others); `unchanged`: every other row the page
 * knows, for the uniqueness of places.
 */
export function validateDefinition(mode: BrandDefinitionMode, brand: DefinitionBrandValues, checked: readonly CheckedRow[], unchanged: readonly BrandDefinitionLocationValues[]): DefinitionValidation {
  const messages = allErrors(brandDefinitionBrandSchema(mode), brand);
  const rowErrors = new Map<number, string>();
  const repeated = repeatedPlaceRows(unchanged, checked.map((row) => row.values));
  for (const row of checked) {
    const errors = allErrors(brandDefinitionLocationSchema(row.excluded ? 'save' : mode), brandDefinitionLocationPayload(row.values));
    if (repeated.has(row.values.id)) errors.push(BRAND_DEFINITION_MESSAGES.googlePlacesUnique);
    if (errors.length) rowErrors.set(row.values.id, errors[0]);
    for (const message of errors) messages.push(locationErrorMessage(row.values.id, row.page, message));
  }
  return { messages, rowErrors };
}
