// Menu scraping templates (spec 3, sections 3, 4, 5 and 8): their statuses, the create and edit forms' rules with the
// spec's messages, the uploaded file's checks and the deletion refusal. Shared by the SPA's forms and the API, so both
// refuse with the same words. The instructions inside are the menu instructions' format with page URLs relative to
// each menu's URL (scrapingInstructionsSchema.ts, pageUrls: 'relativeToMenu').
import * as yup from 'yup';
import { commentSchema, limitedText, MAX_TEXT_LENGTH } from './inputLimits';

export const TEMPLATE_STATUSES = ['NEW', 'VALIDATED', 'OPTIMIZED', 'CONFIRMED'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

/** The display names (spec 3, section 4): the code values are never shown. */
export const TEMPLATE_STATUS_LABELS: Record<TemplateStatus, string> = {
  NEW: 'New',
  VALIDATED: 'Validated',
  OPTIMIZED: 'Optimized',
  CONFIRMED: 'Confirmed',
};

export const TEMPLATE_SORT_CRITERIA = ['NAME', 'STATUS'] as const;
export type TemplateSortCriterion = (typeof TEMPLATE_SORT_CRITERIA)[number];

export const TEMPLATE_MESSAGES = {
  nameRequired: 'Template name is required',
  instructionsRequired: 'Scraping instructions are required',
  statusRequired: 'Status is required',
  notJsonFile: 'Only .json files are accepted',
  notJson: 'The file does not contain valid JSON',
} as const;

/** The spec's failure titles and success notices (section 8; spec 2 section 8 for the two comments). */
export const TEMPLATE_NOTICES = {
  createFailed: 'Menu scraping template creation failed.',
  updateFailed: 'Menu scraping template update failed.',
  deleteFailed: 'Menu scraping template deletion failed.',
  created: 'Menu scraping template created.',
  updated: 'Menu scraping template updated.',
  deleted: (name: string) => `Menu scraping template ${name} deleted.`,
  comment: (text: string | null) => (text ? 'Comment saved' : 'Comment removed'),
  scrapingIssue: (text: string | null) => (text ? 'Scraping issue comment saved' : 'Scraping issue comment removed'),
} as const;

/** What a delete of a template that clusters still use answers: the person has to move those clusters first. */
export function templateDeletionRefusal(clusterCount: number): string | null {
  if (clusterCount <= 0) return null;
  return `This template is used by ${clusterCount} ${clusterCount === 1 ? 'cluster' : 'clusters'}: give ${clusterCount === 1 ? 'it' : 'them'} another template before deleting it.`;
}

/** An uploaded file's name must end in .json (any case). */
export const isJsonFileName = (fileName: string) => /\.json$/i.test(fileName.trim());

/**
 * The first two checks of an upload (spec 3, section 5): a .json file, holding JSON. The instructions' own checks (their
 * JSON Schema, with the path of each fault) come after, on the parsed value.
 */
export function readInstructionsFile(fileName: string, text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (!isJsonFileName(fileName)) return { ok: false, error: TEMPLATE_MESSAGES.notJsonFile };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: TEMPLATE_MESSAGES.notJson };
  }
}

const nameField = () => limitedText('Template name', MAX_TEXT_LENGTH.name).trim().required(TEMPLATE_MESSAGES.nameRequired);

/** Create: a name and the instructions (the uploaded file's name comes along, for the .json check). */
export const templateCreateSchema = yup.object({
  name: nameField(),
  scrapingInstructionsFileName: yup
    .string()
    .required(TEMPLATE_MESSAGES.instructionsRequired)
    .test('json-file', TEMPLATE_MESSAGES.notJsonFile, (value) => value == null || isJsonFileName(value)),
  scrapingInstructions: yup.mixed().test('required', TEMPLATE_MESSAGES.instructionsRequired, (value) => value !== undefined && value !== null),
  versionComment: commentSchema,
});

/** Edit: name and status; a new instructions file (and its version comment) only when one was uploaded. */
export const templateUpdateSchema = yup.object({
  name: nameField(),
  status: yup.mixed<TemplateStatus>().oneOf([...TEMPLATE_STATUSES], TEMPLATE_MESSAGES.statusRequired).required(TEMPLATE_MESSAGES.statusRequired),
  scrapingInstructionsFileName: yup
    .string()
    .nullable()
    .test('json-file', TEMPLATE_MESSAGES.notJsonFile, (value) => value == null || isJsonFileName(value)),
  scrapingInstructions: yup.mixed().nullable(),
  versionComment: commentSchema,
});

/** The comment and the scraping issue comment of a template (spec 2, section 7): empty removes it. */
export const templateCommentSchema = commentSchema;

/** 'current' for the template's own instructions, 'v3' for a version: part of a download's file name (spec 3, section 2). */
export function templateInstructionsFileName(templateId: number, version: number | 'current'): string {
  return `menu-scraping-template-${templateId}-${version === 'current' ? 'current' : `v${version}`}.json`;
}
