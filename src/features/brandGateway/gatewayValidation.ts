// The gateway form's check before save or done (spec 2, section 5), with the shared schemas of domain/: one message per
// error (each becomes its own notification), location errors worded with the row's id and page, and the first error
// of each row kept for showing under that row.
import { ValidationError, type AnyObjectSchema } from 'yup';
import { brandGatewayBrandSchema, brandGatewayLocationSchema, locationErrorMessage, type GatewayMode } from '../../../domain/brandGatewaySchemas';
import type { BrandValues, LocationValues } from './gatewayForm';

export interface GatewayValidation {
  /** Every message, brand first, then locations in the order given. */
  messages: string[];
  /** The first error of each location row, by location id. */
  rowErrors: Map<number, string>;
}

function allErrors(schema: AnyObjectSchema, value: unknown): string[] {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const messages = error.inner.length ? error.inner.map((item) => item.message) : [error.message];
    return [...new Set(messages)];
  }
}

export function validateGateway(mode: GatewayMode, brand: BrandValues, rows: ReadonlyArray<{ values: LocationValues; page: number }>): GatewayValidation {
  const messages = allErrors(brandGatewayBrandSchema(mode), brand);
  const rowErrors = new Map<number, string>();
  for (const row of rows) {
    const errors = allErrors(brandGatewayLocationSchema(mode), row.values);
    if (errors.length) rowErrors.set(row.values.id, errors[0]);
    for (const message of errors) messages.push(locationErrorMessage(row.values.id, row.page, message));
  }
  return { messages, rowErrors };
}
