// The menu detail's edits (spec 2, sections 2.13 and 5, "Other rules"): the in-place URL and notes, the format and
// not-scrapeable reason editor, and the scraping comments. Shared by the SPA and the API, so both refuse the same input
// with the same words. The menu definition task's form has its own schema.
import * as yup from 'yup';
import { limitedText, MAX_TEXT_LENGTH } from './inputLimits';
import { isWebsite, MAX_URL_LENGTH } from './websites';
import { MENU_FORMATS, MENU_NOT_SCRAPEABLE_REASONS, type MenuFormat, type MenuNotScrapeableReason } from './menuValues';

export { MENU_FORMATS, MENU_NOT_SCRAPEABLE_REASONS, MENU_STATUSES, type MenuFormat, type MenuNotScrapeableReason, type MenuStatus } from './menuValues';

export const MAX_MENU_NOTES_LENGTH = MAX_TEXT_LENGTH.comment;

export const MENU_FORM_MESSAGES = {
  formatRequired: 'Menu format is required',
  notScrapeableReasonRequired: 'Not scrapeable reason is required',
  urlInvalid: 'Menu URL is not valid',
  urlRequired: 'Menu URL is required',
  notesTooLong: `Menu notes must be at most ${MAX_MENU_NOTES_LENGTH} characters`,
  commentRequired: 'Comment is required',
} as const;

/** The menu URL as edited in place: required and a website. */
export const menuUrlSchema = yup
  .string()
  .trim()
  .required(MENU_FORM_MESSAGES.urlRequired)
  .max(MAX_URL_LENGTH, MENU_FORM_MESSAGES.urlInvalid)
  .test('website', MENU_FORM_MESSAGES.urlInvalid, (value) => !value || isWebsite(value));

/** Menu notes: at most 2000 characters; empty means none. */
export const menuNotesSchema = limitedText('Menu notes', MAX_MENU_NOTES_LENGTH, MENU_FORM_MESSAGES.notesTooLong).nullable().default(null);

/** updateClusterMenu's data: only the fields given change (undefined: left alone). */
export const updateClusterMenuSchema = yup.object({
  url: yup.lazy((value) => (value === undefined ? yup.mixed().strip() : menuUrlSchema)),
  notes: yup.lazy((value) => (value === undefined ? yup.mixed().strip() : menuNotesSchema)),
});

/** The format editor: a format, and a reason when it is HTML_NOT_SCRAPEABLE (other formats clear reason and comment). */
export const menuFormatSchema = yup.object({
  format: yup.mixed<MenuFormat>().oneOf([...MENU_FORMATS], MENU_FORM_MESSAGES.formatRequired).required(MENU_FORM_MESSAGES.formatRequired),
  notScrapeableReason: yup
    .mixed<MenuNotScrapeableReason>()
    .nullable()
    .oneOf([...MENU_NOT_SCRAPEABLE_REASONS, null], MENU_FORM_MESSAGES.notScrapeableReasonRequired)
    .default(null)
    .when('format', ([format], field) => (format === 'HTML_NOT_SCRAPEABLE' ? field.required(MENU_FORM_MESSAGES.notScrapeableReasonRequired) : field)),
  notScrapeableComment: limitedText('Comment', MAX_TEXT_LENGTH.comment).trim().nullable().default(null),
});
export type MenuFormatForm = yup.InferType<typeof menuFormatSchema>;

/** A scraping issue or rejection comment: empty or null clears it. */
export const menuCommentSchema = limitedText('Comment', MAX_TEXT_LENGTH.comment).trim().nullable().default(null);

/** createMenu's data (the menu definition task's words for a URL). */
export const createMenuSchema = yup.object({
  brandId: yup.number().integer().required(),
  url: menuUrlSchema,
  format: menuFormatSchema.fields.format,
  notScrapeableReason: menuFormatSchema.fields.notScrapeableReason,
  additionalUrls: yup
    .array(yup.string().trim().required('Website is required').test('website', 'Website is not valid', (value) => !value || isWebsite(value)))
    .max(20, 'At most 20 additional URLs')
    .nullable()
    .default(null),
});
