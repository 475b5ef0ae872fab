// The menu scraping form as pure functions (spec 2, sections 4 and 5, "Menu scraping"): the values the page edits over
// the stored menu, section 4's format rule (domain/menuScrapingSchemas.ts), what changed (Save is offered only then),
// the save and done checks with the spec's messages, and the menuData the frame sends.
import * as yup from 'yup';
import { firstAdditionalUrlError } from '../../../domain/menuDefinitionSchemas';
import {
  applyMenuScrapingFormatChange,
  menuScrapingDoneSchema,
  menuScrapingSaveSchema,
  type MenuScrapingFormValues,
} from '../../../domain/menuScrapingSchemas';
import type { MenuFormat, MenuNotScrapeableReason } from '../../../domain/menuSchemas';

export type MenuScrapingPurpose = 'save' | 'resolve';

/** The stored menu, as the task's query answers it. */
export interface StoredScrapingMenu {
  format: MenuFormat | null;
  notScrapeableReason: MenuNotScrapeableReason | null;
  notScrapeableComment: string | null;
  availabilityComment: string | null;
  additionalUrls: readonly string[] | null;
  scrapingInstructions: unknown;
}

/**
 * What the page edits. The instructions are edited as text (the JSON viewer's edit mode, an upload, a pasted file), so
 * a half-typed document is kept as typed; `scrapingInstructions` is the last text that parsed.
 */
export interface MenuScrapingEditValues extends MenuScrapingFormValues {
  availabilityComment: string;
  /** One URL per line as typed. */
  additionalUrlsText: string;
  instructionsText: string;
  /** Why this version (kept with it); sent only with changed instructions. */
  instructionsComment: string;
}

export const INSTRUCTIONS_TEXT_INVALID = 'Scraping instructions are not valid JSON';

/** The instructions as the editor shows them: two-space JSON, empty when none are set. */
export function instructionsTextOf(instructions: unknown): string {
  return instructions === null || instructions === undefined ? '' : JSON.stringify(instructions, null, 2);
}

export function initialValues(menu: StoredScrapingMenu): MenuScrapingEditValues {
  return {
    format: menu.format,
    notScrapeableReason: menu.notScrapeableReason,
    notScrapeableComment: menu.notScrapeableComment,
    scrapingInstructions: menu.scrapingInstructions ?? null,
    availabilityComment: menu.availabilityComment ?? '',
    additionalUrlsText: (menu.additionalUrls ?? []).join('\n'),
    instructionsText: instructionsTextOf(menu.scrapingInstructions),
    instructionsComment: '',
  };
}

/** The instructions text read as JSON: null for an empty text, undefined when it does not parse. */
export function parseInstructionsText(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** New instructions text (typed, uploaded): the value follows when the text parses. */
export function withInstructionsText(values: MenuScrapingEditValues, text: string): MenuScrapingEditValues {
  const parsed = parseInstructionsText(text);
  return { ...values, instructionsText: text, scrapingInstructions: parsed === undefined ? values.scrapingInstructions : parsed };
}

/** Section 4: a format change clears the reason and comment (unless HTML_NOT_SCRAPEABLE) and, off HTML, the instructions. */
export function withFormat(values: MenuScrapingEditValues, format: MenuFormat | null): MenuScrapingEditValues {
  const next = applyMenuScrapingFormatChange(values, format);
  return format === 'HTML' ? next : { ...next, instructionsText: '', instructionsComment: '' };
}

/** Key order never matters: two documents are the same instructions when their sorted JSON is. */
export function canonicalJson(value: unknown): string {
  const sort = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sort);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(
        Object.keys(item)
          .sort()
          .map((key) => [key, sort((item as Record<string, unknown>)[key])]),
      );
    }
    return item;
  };
  return JSON.stringify(sort(value ?? null));
}

export const additionalUrlsOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const sameText = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim() === (b ?? '').trim();

export type MenuScrapingField = 'format' | 'notScrapeableReason' | 'notScrapeableComment' | 'scrapingInstructions' | 'availabilityComment' | 'additionalUrls';

/** The fields that differ from the stored menu (an instructions text that does not parse counts as changed). */
export function changedFields(menu: StoredScrapingMenu, values: MenuScrapingEditValues): MenuScrapingField[] {
  const changed: MenuScrapingField[] = [];
  if (values.format !== menu.format) changed.push('format');
  if (values.notScrapeableReason !== menu.notScrapeableReason) changed.push('notScrapeableReason');
  if (!sameText(values.notScrapeableComment, menu.notScrapeableComment)) changed.push('notScrapeableComment');
  if (instructionsChanged(menu, values)) changed.push('scrapingInstructions');
  if (!sameText(values.availabilityComment, menu.availabilityComment)) changed.push('availabilityComment');
  if (additionalUrlsOf(values.additionalUrlsText).join('\n') !== (menu.additionalUrls ?? []).join('\n')) changed.push('additionalUrls');
  return changed;
}

export function instructionsChanged(menu: StoredScrapingMenu, values: MenuScrapingEditValues): boolean {
  const parsed = parseInstructionsText(values.instructionsText);
  if (parsed === undefined) return true;
  return canonicalJson(parsed) !== canonicalJson(menu.scrapingInstructions ?? null);
}

/** Save is offered only when a menu field changed (section 4); the reason is the disabled button's tooltip. */
export function saveRefusal(menu: StoredScrapingMenu, values: MenuScrapingEditValues): string | null {
  return changedFields(menu, values).length === 0 ? 'Nothing to save: change the format, the not scrapeable reason, the instructions or the comments first.' : null;
}

export interface MenuScrapingMenuInput {
  format: MenuFormat | null;
  notScrapeableReason: MenuNotScrapeableReason | null;
  notScrapeableComment: string | null;
  scrapingInstructions?: unknown;
  scrapingInstructionsComment?: string | null;
  availabilityComment: string | null;
  additionalUrls: string[] | null;
}

export type CheckResult = { ok: true; menuData: MenuScrapingMenuInput } | { ok: false; errors: string[]; fields: Partial<Record<MenuScrapingField, string>> };

function schemaErrors(schema: yup.AnyObjectSchema, value: unknown): { errors: string[]; fields: Partial<Record<MenuScrapingField, string>> } {
  try {
    schema.validateSync(value, { abortEarly: false });
    return { errors: [], fields: {} };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const fields: Partial<Record<MenuScrapingField, string>> = {};
    const errors: string[] = [];
    for (const inner of error.inner.length ? error.inner : [error]) {
      if (!errors.includes(inner.message)) errors.push(inner.message);
      const path = inner.path as MenuScrapingField | undefined;
      if (path && !fields[path]) fields[path] = inner.message;
    }
    return { errors, fields };
  }
}

/**
 * The check before save (the menu fields) or done (the stricter schema: an HTML menu needs instructions), then the
 * payload: the instructions only when they changed (omitted leaves the stored ones), with the version's comment;
 * empty comments and links as null.
 */
export function checkMenuScrapingForm(menu: StoredScrapingMenu, values: MenuScrapingEditValues, purpose: MenuScrapingPurpose): CheckResult {
  const parsed = values.format === 'HTML' ? parseInstructionsText(values.instructionsText) : null;
  const fields: Partial<Record<MenuScrapingField, string>> = {};
  const errors: string[] = [];
  if (parsed === undefined) {
    errors.push(INSTRUCTIONS_TEXT_INVALID);
    fields.scrapingInstructions = INSTRUCTIONS_TEXT_INVALID;
  }
  const schema = purpose === 'resolve' ? menuScrapingDoneSchema : menuScrapingSaveSchema;
  const checked = schemaErrors(schema, { ...values, scrapingInstructions: parsed === undefined ? values.scrapingInstructions : parsed });
  for (const message of checked.errors) if (!errors.includes(message)) errors.push(message);
  Object.assign(fields, { ...checked.fields, ...fields });
  const urls = additionalUrlsOf(values.additionalUrlsText);
  const urlError = firstAdditionalUrlError(urls);
  if (urlError) {
    errors.push(urlError);
    fields.additionalUrls = urlError;
  }
  if (errors.length) return { ok: false, errors, fields };

  const trimmed = (text: string | null) => (text && text.trim() ? text.trim() : null);
  const menuData: MenuScrapingMenuInput = {
    format: values.format,
    notScrapeableReason: values.format === 'HTML_NOT_SCRAPEABLE' ? values.notScrapeableReason : null,
    notScrapeableComment: values.format === 'HTML_NOT_SCRAPEABLE' ? trimmed(values.notScrapeableComment) : null,
    availabilityComment: trimmed(values.availabilityComment),
    additionalUrls: urls.length ? urls : null,
  };
  if (values.format === 'HTML' && instructionsChanged(menu, values)) {
    menuData.scrapingInstructions = parsed;
    menuData.scrapingInstructionsComment = trimmed(values.instructionsComment);
  }
  return { ok: true, menuData };
}
