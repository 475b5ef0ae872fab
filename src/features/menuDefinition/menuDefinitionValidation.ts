// The menu definition form's check before save or done (spec 2, section 5), with the shared schemas of
// domain/menuDefinitionSchemas.ts: one message per error, location errors worded as the other editors' ('Location with id
// X on page N has the following error: ...'), the first error of each row kept for showing under it. Excluded locations
// need no menu status on done.
import { ValidationError, type AnySchema } from 'yup';
import { locationErrorMessage } from '../../../domain/brandGatewaySchemas';
import {
  menuDefinitionBrandSchema,
  menuDefinitionLocationSchema,
  menuDefinitionMenuSchema,
  type MenuDefinitionBrandValues,
  type MenuDefinitionLocationValues,
  type MenuDefinitionMode,
} from '../../../domain/menuDefinitionSchemas';

export interface CheckedMenuRow {
  values: MenuDefinitionLocationValues;
  page: number;
  /** An excluded location: done does not ask for its menu status. */
  excluded?: boolean;
}

export interface MenuDefinitionValidation {
  messages: string[];
  rowErrors: Map<number, string>;
  /** The brand menu's errors by field (format, url, notScrapeableReason, additionalUrls), shown under the fields. */
  brandErrors: Record<string, string>;
}

function errorsOf(schema: AnySchema, value: unknown): ValidationError[] {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.length ? error.inner : [error];
  }
}

const messagesOf = (errors: readonly ValidationError[]) => [...new Set(errors.map((error) => error.message))];

/** The field a nested error is about: 'menu.additionalUrls[1]' is additionalUrls. */
export function fieldOfPath(path: string | undefined): string {
  const last = (path ?? '').split('.').filter(Boolean).pop() ?? '';
  return last.replace(/\[\d+\]$/, '');
}

/** `checked`: the rows to check (the changed ones; on done also the page's others). */
export function validateMenuDefinition(mode: MenuDefinitionMode, brand: MenuDefinitionBrandValues, checked: readonly CheckedMenuRow[]): MenuDefinitionValidation {
  const brandFailures = errorsOf(menuDefinitionBrandSchema(mode), brand);
  const messages = messagesOf(brandFailures);
  // The fields come from the menu's own schema (its errors name their field; the brand schema reports the first one).
  const brandErrors: Record<string, string> = {};
  if (brand.hasMenu) for (const failure of errorsOf(menuDefinitionMenuSchema(mode), brand.menu)) brandErrors[fieldOfPath(failure.path)] ??= failure.message;
  const rowErrors = new Map<number, string>();
  for (const row of checked) {
    const errors = messagesOf(errorsOf(menuDefinitionLocationSchema(row.excluded ? 'save' : mode), row.values));
    if (errors.length) rowErrors.set(row.values.id, errors[0]);
    for (const message of errors) messages.push(locationErrorMessage(row.values.id, row.page, message));
  }
  return { messages, rowErrors, brandErrors };
}
