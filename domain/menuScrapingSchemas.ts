// The menu scraping task's form (spec 2, section 5, "Menu scraping form"; section 4, "Menu scraping"). Shared by the
// SPA and the API: save checks the menu fields, done checks more (instructions for HTML). The instructions document
// itself is checked by its JSON Schema (scrapingInstructionsSchema.ts), whose messages name the path of the fault.
import * as yup from 'yup';
import { MENU_FORMATS, MENU_NOT_SCRAPEABLE_REASONS, type MenuFormat, type MenuNotScrapeableReason } from './menuSchemas';
import { limitedText, MAX_TEXT_LENGTH } from './inputLimits';

export const MENU_SCRAPING_MESSAGES = {
  formatRequired: 'Format is required',
  notScrapeableReasonRequired: 'Not scrapeable reason is required',
  instructionsRequired: 'Scraping instructions are required',
  invalidJsonFile: 'File does not contain a valid JSON format',
  fileCategoryRequired: 'File category is mandatory',
  fileTitleRequired: 'File title is required',
  scrapingRejectionCommentRequired: 'Scraping rejection comment is required.',
  crawlingRejectionCommentRequired: 'Crawling rejection comment is required.',
  /** Resolving a document menu scrapes the selected files: one at least (our message; the spec has none). */
  documentFileSelectionRequired: 'Select at least one menu file to scrape',
  /** Reject and recrawl are for document menus only (our message). */
  documentMenuOnly: 'Only PDF and image menus are crawled: reject and recrawl are for document menus.',
  /** Scraping data carries document files only for PDF and image menus (spec 2, section 5; our message). */
  documentFilesForDocumentMenusOnly: 'Document files are saved only for PDF and image menus.',
} as const;

/** Formats scraped as documents (the 'Document Menu Scraping Task' title and the file table). */
export function isDocumentFormat(format: MenuFormat | null | undefined): boolean {
  return format === 'PDF' || format === 'IMAGE';
}

export interface MenuScrapingFormValues {
  format: MenuFormat | null;
  notScrapeableReason: MenuNotScrapeableReason | null;
  notScrapeableComment: string | null;
  scrapingInstructions: unknown;
}

/**
 * Section 4's rules for a format change: anything other than HTML_NOT_SCRAPEABLE clears the not-scrapeable reason and
 * comment; any non-HTML format clears the scraping instructions.
 */
export function applyMenuScrapingFormatChange<T extends MenuScrapingFormValues>(values: T, format: MenuFormat | null): T {
  return {
    ...values,
    format,
    notScrapeableReason: format === 'HTML_NOT_SCRAPEABLE' ? values.notScrapeableReason : null,
    notScrapeableComment: format === 'HTML_NOT_SCRAPEABLE' ? values.notScrapeableComment : null,
    scrapingInstructions: format === 'HTML' ? values.scrapingInstructions : null,
  };
}

const fields = {
  format: yup
    .mixed<MenuFormat>()
    .oneOf([...MENU_FORMATS], MENU_SCRAPING_MESSAGES.formatRequired)
    .nullable()
    .required(MENU_SCRAPING_MESSAGES.formatRequired),
  notScrapeableReason: yup
    .mixed<MenuNotScrapeableReason>()
    .nullable()
    .oneOf([...MENU_NOT_SCRAPEABLE_REASONS, null], MENU_SCRAPING_MESSAGES.notScrapeableReasonRequired)
    .default(null)
    .when('format', ([format], field) => (format === 'HTML_NOT_SCRAPEABLE' ? field.required(MENU_SCRAPING_MESSAGES.notScrapeableReasonRequired) : field)),
  notScrapeableComment: limitedText('Comment', MAX_TEXT_LENGTH.comment).trim().nullable().default(null),
};

/** Save: the menu fields. */
export const menuScrapingSaveSchema = yup.object({ ...fields, scrapingInstructions: yup.mixed().nullable().default(null) });

/** Done ("the second form"): an HTML menu also needs its instructions. */
export const menuScrapingDoneSchema = yup.object({
  ...fields,
  scrapingInstructions: yup
    .mixed()
    .nullable()
    .default(null)
    .when('format', ([format], field) =>
      format === 'HTML' ? field.test('required', MENU_SCRAPING_MESSAGES.instructionsRequired, (value) => value !== null && value !== undefined) : field,
    ),
});

/** An uploaded instructions file: .json only, and JSON inside ('File does not contain a valid JSON format'). */
export function parseInstructionsFile(fileName: string, text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  if (!/\.json$/i.test(fileName)) return { ok: false, message: MENU_SCRAPING_MESSAGES.invalidJsonFile };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, message: MENU_SCRAPING_MESSAGES.invalidJsonFile };
  }
}

/** File categories selectable on the scraping task (spec 2, section 3), as the API names them. */
export const MENU_FILE_CATEGORIES = [
  'MAIN', 'BREAKFAST', 'BRUNCH', 'LUNCH', 'DINNER', 'DESSERTS', 'KIDS', 'FESTIVE', 'EVENTS', 'DRINKS', 'DIETARY',
  'SPECIALS', 'SET_MEAL', 'STARTERS', 'TAKEAWAY', 'TIME_LIMITED', 'OTHER',
] as const;
export type MenuFileCategory = (typeof MENU_FILE_CATEGORIES)[number];

export interface MenuDocumentFileValues {
  id: number;
  isSelected: boolean;
  fileCategory: MenuFileCategory | null;
  fileTitle: string | null;
}

/**
 * The document file table (PDF and IMAGE menus): every file needs a category and a selected file a title. Only files
 * with a valid category can be selected, so a selected file without one is refused with the category's message.
 */
export const menuDocumentFileSchema = yup.object({
  id: yup.number().integer().required(),
  isSelected: yup.boolean().required(),
  fileCategory: yup
    .mixed<MenuFileCategory>()
    .nullable()
    .oneOf([...MENU_FILE_CATEGORIES, null], MENU_SCRAPING_MESSAGES.fileCategoryRequired)
    .required(MENU_SCRAPING_MESSAGES.fileCategoryRequired),
  fileTitle: limitedText('File title', MAX_TEXT_LENGTH.comment)
    .trim()
    .nullable()
    .default(null)
    .when('isSelected', ([isSelected], field) => (isSelected ? field.required(MENU_SCRAPING_MESSAGES.fileTitleRequired) : field)),
});

/** The crawl's rejection comment: required ('Crawling rejection comment is required.'). */
export const crawlingRejectionCommentSchema = limitedText('Comment', MAX_TEXT_LENGTH.comment)
  .trim()
  .required(MENU_SCRAPING_MESSAGES.crawlingRejectionCommentRequired);
