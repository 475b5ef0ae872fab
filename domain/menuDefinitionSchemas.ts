// The menu definition form (spec 2, sections 4 and 5), shared by the SPA and the API so both refuse the same input with
// the same words and apply the same rules. Save checks what must hold for any stored menu (a URL, when given, is a
// website; a not-scrapeable menu has its reason; additional URLs are websites); Done also needs the brand menu's and
// each own menu's format and URL, and a menu status on every location.
import * as yup from 'yup';
import { limitedText, MAX_TEXT_LENGTH } from './inputLimits';
import { MENU_NOT_SCRAPEABLE_REASONS, type MenuNotScrapeableReason } from './menuValues';
import { isWebsite, MAX_URL_LENGTH } from './websites';

export type MenuDefinitionMode = 'save' | 'done';

export const MENU_FORMATS = ['HTML', 'PDF', 'IMAGE', 'DOCUMENT', 'HTML_NOT_SCRAPEABLE'] as const;
export type MenuFormat = (typeof MENU_FORMATS)[number];

/** The formats whose menus are web pages: they may have additional links (spec 2.5, 'Add additional links'). */
export const HTML_MENU_FORMATS: readonly MenuFormat[] = ['HTML', 'HTML_NOT_SCRAPEABLE'];
export const isHtmlMenuFormat = (format: MenuFormat | null | undefined): boolean => format != null && HTML_MENU_FORMATS.includes(format);
/** A menu the scrapers can work on: it has a format and it is not HTML_NOT_SCRAPEABLE (those get no scraping task). */
export const isScrapeableMenuFormat = (format: MenuFormat | null | undefined): boolean => format != null && format !== 'HTML_NOT_SCRAPEABLE';

export { MENU_NOT_SCRAPEABLE_REASONS, type MenuNotScrapeableReason };

export const LOCATION_MENU_STATUSES = ['OWN_MENU', 'SAME_AS_BRAND', 'NO_MENU'] as const;
export type LocationMenuStatus = (typeof LOCATION_MENU_STATUSES)[number];

export const MENU_DEFINITION_MESSAGES = {
  formatRequired: 'Menu format is required!',
  notScrapeableReasonRequired: 'Not scrapeable reason is required',
  menuStatusRequired: 'Menu status is required',
  urlRequired: 'Menu URL is required',
  websiteInvalid: 'Website is not valid',
  websiteRequired: 'Website is required',
} as const;

/** A menu (the brand menu or a location's own menu) as the form holds it (empty text is '', no links is []). */
export interface MenuDefinitionMenuValues {
  url: string;
  format: MenuFormat | null;
  isExample: boolean | null;
  notScrapeableReason: MenuNotScrapeableReason | null;
  notScrapeableComment: string;
  availabilityComment: string;
  additionalUrls: string[];
}

export interface MenuDefinitionBrandValues {
  hasMenu: boolean;
  menu: MenuDefinitionMenuValues;
}

/** A location row: its menu fields are kept while the status is not OWN_MENU, but neither checked nor sent. */
export interface MenuDefinitionLocationValues {
  id: number;
  menuStatus: LocationMenuStatus | null;
  menu: MenuDefinitionMenuValues;
}

/** A menu as the API receives it (MenuDefinitionMenuInput): empty text is null, no links is null. */
export interface MenuDefinitionMenuPayload {
  url: string | null;
  format: MenuFormat | null;
  isExample: boolean | null;
  notScrapeableReason: MenuNotScrapeableReason | null;
  notScrapeableComment: string | null;
  availabilityComment: string | null;
  additionalUrls: string[] | null;
}

export interface MenuDefinitionBrandPayload {
  hasMenu: boolean;
  menu: MenuDefinitionMenuPayload | null;
}

export interface MenuDefinitionLocationPayload {
  id: number;
  menuStatus: LocationMenuStatus;
  menu: MenuDefinitionMenuPayload | null;
}

export const emptyMenuDefinitionMenu = (): MenuDefinitionMenuValues => ({
  url: '',
  format: null,
  isExample: null,
  notScrapeableReason: null,
  notScrapeableComment: '',
  availabilityComment: '',
  additionalUrls: [],
});

const website = () =>
  yup
    .string()
    .nullable()
    .trim()
    .max(MAX_URL_LENGTH, MENU_DEFINITION_MESSAGES.websiteInvalid)
    .test('website', MENU_DEFINITION_MESSAGES.websiteInvalid, (value) => !value || isWebsite(value));

const comment = (label: string) => limitedText(label, MAX_TEXT_LENGTH.comment).trim().nullable();

/** One additional link: 'Website is required' when empty, 'Website is not valid' when not a website. */
export const additionalUrlSchema = yup
  .string()
  .nullable()
  .trim()
  .required(MENU_DEFINITION_MESSAGES.websiteRequired)
  .max(MAX_URL_LENGTH, MENU_DEFINITION_MESSAGES.websiteInvalid)
  .test('website', MENU_DEFINITION_MESSAGES.websiteInvalid, (value) => !value || isWebsite(value));

/** The first problem among additional links as typed, before the payload drops the empty ones (the API checks what it receives). */
export function firstAdditionalUrlError(urls: readonly (string | null)[] | null | undefined): string | null {
  for (const url of urls ?? []) {
    const message = firstMenuDefinitionError(additionalUrlSchema, url);
    if (message) return message;
  }
  return null;
}

/** A menu's fields; on done its format and URL are required (the brand menu when the brand has one, an own menu). */
export function menuDefinitionMenuSchema(mode: MenuDefinitionMode) {
  const done = mode === 'done';
  return yup.object({
    format: yup
      .mixed<MenuFormat>()
      .nullable()
      .default(null)
      .test('format-value', MENU_DEFINITION_MESSAGES.formatRequired, (value) => value == null || (MENU_FORMATS as readonly string[]).includes(value))
      .test('format-required', MENU_DEFINITION_MESSAGES.formatRequired, (value) => !done || value != null),
    notScrapeableReason: yup
      .mixed<MenuNotScrapeableReason>()
      .nullable()
      .default(null)
      .test('reason-value', MENU_DEFINITION_MESSAGES.notScrapeableReasonRequired, (value) => value == null || (MENU_NOT_SCRAPEABLE_REASONS as readonly string[]).includes(value))
      .when('format', ([format], field) =>
        format === 'HTML_NOT_SCRAPEABLE' ? field.test('reason-required', MENU_DEFINITION_MESSAGES.notScrapeableReasonRequired, (value) => value != null) : field,
      ),
    url: website().test('url-required', MENU_DEFINITION_MESSAGES.urlRequired, (value) => !done || !!value),
    isExample: yup.boolean().nullable().default(null),
    notScrapeableComment: comment('Not scrapeable comment'),
    availabilityComment: comment('Availability comment'),
    additionalUrls: yup.array(additionalUrlSchema).nullable().default(null),
  });
}

/** The brand: its menu is checked only when it has one. */
export function menuDefinitionBrandSchema(mode: MenuDefinitionMode) {
  const menu = menuDefinitionMenuSchema(mode);
  return yup.object({
    hasMenu: yup.boolean().required(),
    menu: yup
      .mixed()
      .nullable()
      .when('hasMenu', ([hasMenu], field) =>
        hasMenu ? field.test('brand-menu', (value, context) => validateNested(menu, value ?? {}, context)) : field,
      ),
  });
}

/** A location row: a menu status on done, and its own menu checked only when the status is OWN_MENU. */
export function menuDefinitionLocationSchema(mode: MenuDefinitionMode) {
  const done = mode === 'done';
  const menu = menuDefinitionMenuSchema(mode);
  return yup.object({
    id: yup.number().integer().required(),
    menuStatus: yup
      .mixed<LocationMenuStatus>()
      .nullable()
      .test('status-value', MENU_DEFINITION_MESSAGES.menuStatusRequired, (value) => value == null || (LOCATION_MENU_STATUSES as readonly string[]).includes(value))
      .test('status-required', MENU_DEFINITION_MESSAGES.menuStatusRequired, (value) => !done || value != null),
    menu: yup
      .mixed()
      .nullable()
      .when('menuStatus', ([status], field) =>
        status === 'OWN_MENU' ? field.test('own-menu', (value, context) => validateNested(menu, value ?? {}, context)) : field,
      ),
  });
}

// A nested menu's first problem in the fields' order (format, reason, URL, then the rest: the spec's order), reported
// under the menu's path. yup's abortEarly stops at whichever field it happens to visit first; the full list is in key order.
function validateNested(schema: yup.AnySchema, value: unknown, context: yup.TestContext): true | yup.ValidationError {
  try {
    schema.validateSync(value, { abortEarly: false });
    return true;
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      // With abortEarly off the thrown error is the aggregate (no path of its own); the first problem is inner[0].
      const first = error.inner[0] ?? error;
      return context.createError({ message: first.message, path: first.path ? `${context.path}.${first.path}` : context.path });
    }
    throw error;
  }
}

/** The first problem of one form value in its fields' order, or null. */
export function firstMenuDefinitionError(schema: yup.AnySchema, value: unknown): string | null {
  try {
    schema.validateSync(value, { abortEarly: false });
    return null;
  } catch (error) {
    if (error instanceof yup.ValidationError) return error.errors[0] ?? error.message;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Section 4's rules, as pure functions of the form values.

/**
 * A format change: any format but HTML_NOT_SCRAPEABLE clears the not-scrapeable reason and comment; a format that is not
 * HTML (PDF, IMAGE, DOCUMENT, none) clears the additional links.
 */
export function withMenuFormat<T extends MenuDefinitionMenuValues>(menu: T, format: MenuFormat | null): T {
  return {
    ...menu,
    format,
    ...(format === 'HTML_NOT_SCRAPEABLE' ? {} : { notScrapeableReason: null, notScrapeableComment: '' }),
    ...(isHtmlMenuFormat(format) ? {} : { additionalUrls: [] }),
  };
}

/** A menu status chosen for a row (one at a time or in bulk): an own menu is not an example yet (false); the others have no flag (null). */
export function withMenuStatus<T extends MenuDefinitionLocationValues>(row: T, menuStatus: LocationMenuStatus): T {
  return { ...row, menuStatus, menu: { ...row.menu, isExample: menuStatus === 'OWN_MENU' ? false : null } };
}

/** The bulk menu status selector (and 'Set brand menu for all locations' with SAME_AS_BRAND). */
export function withBulkMenuStatus<T extends MenuDefinitionLocationValues>(rows: readonly T[], menuStatus: LocationMenuStatus): T[] {
  return rows.map((row) => withMenuStatus(row, menuStatus));
}

/** The bulk menu format selector: every own-menu row takes the format with its consequences; other rows have no menu to format. */
export function withBulkMenuFormat<T extends MenuDefinitionLocationValues>(rows: readonly T[], format: MenuFormat | null): T[] {
  return rows.map((row) => (row.menuStatus === 'OWN_MENU' ? { ...row, menu: withMenuFormat(row.menu, format) } : row));
}

/**
 * 'Has menu' toggled: off clears the brand menu's example flag and turns the locations that used the brand menu to no
 * menu (nothing else changes); on changes nothing else.
 */
export function withBrandHasMenu<B extends MenuDefinitionBrandValues, L extends MenuDefinitionLocationValues>(
  brand: B,
  locations: readonly L[],
  hasMenu: boolean,
): { brand: B; locations: L[] } {
  if (hasMenu) return { brand: { ...brand, hasMenu }, locations: [...locations] };
  return {
    brand: { ...brand, hasMenu, menu: { ...brand.menu, isExample: null } },
    locations: locations.map((row) => (row.menuStatus === 'SAME_AS_BRAND' ? withMenuStatus(row, 'NO_MENU') : row)),
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// The save payload (spec 2, section 5): a location's menu only when OWN_MENU; additionalUrls null when empty. The API
// applies the same normalisation to what it receives, so a client that sends more stores the same thing.

const textOrNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** A menu as sent and stored: empty text null, the reason only for HTML_NOT_SCRAPEABLE, links only for HTML formats and null when none. */
export function menuDefinitionMenuPayload(menu: Partial<MenuDefinitionMenuValues> | Partial<MenuDefinitionMenuPayload>): MenuDefinitionMenuPayload {
  const format = menu.format ?? null;
  const notScrapeable = format === 'HTML_NOT_SCRAPEABLE';
  const links = isHtmlMenuFormat(format) ? (menu.additionalUrls ?? []).map((url) => url.trim()).filter((url) => url !== '') : [];
  return {
    url: textOrNull(menu.url),
    format,
    isExample: menu.isExample ?? null,
    notScrapeableReason: notScrapeable ? (menu.notScrapeableReason ?? null) : null,
    notScrapeableComment: notScrapeable ? textOrNull(menu.notScrapeableComment) : null,
    availabilityComment: textOrNull(menu.availabilityComment),
    additionalUrls: links.length > 0 ? links : null,
  };
}

export function menuDefinitionBrandPayload(brand: MenuDefinitionBrandValues | MenuDefinitionBrandPayload): MenuDefinitionBrandPayload {
  return { hasMenu: brand.hasMenu, menu: brand.hasMenu && brand.menu ? menuDefinitionMenuPayload(brand.menu) : null };
}

/** A row with a menu status as sent: its menu only when OWN_MENU. */
export function menuDefinitionLocationPayload(
  row: { id: number; menuStatus: LocationMenuStatus; menu?: Partial<MenuDefinitionMenuValues> | Partial<MenuDefinitionMenuPayload> | null },
): MenuDefinitionLocationPayload {
  return { id: row.id, menuStatus: row.menuStatus, menu: row.menuStatus === 'OWN_MENU' ? menuDefinitionMenuPayload(row.menu ?? {}) : null };
}

/** The rows the form sends: those with a menu status (a row without one has nothing to store). */
export function menuDefinitionLocationsPayload(rows: readonly MenuDefinitionLocationValues[]): MenuDefinitionLocationPayload[] {
  return rows.flatMap((row) => (row.menuStatus == null ? [] : [menuDefinitionLocationPayload({ ...row, menuStatus: row.menuStatus })]));
}
