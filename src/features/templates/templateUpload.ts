// An uploaded template instructions file, checked in the order the spec gives (spec 3, section 5): a .json file, JSON
// inside, then the instructions' JSON Schema with the path of each fault (page URLs relative to the menu allowed). The
// API checks the same again; this answers at once, before anything is sent.
import { readInstructionsFile } from '../../../domain/menuScrapingTemplates';
import { validateScrapingInstructions } from '../../../domain/scrapingInstructionsSchema';

export interface TemplateUpload {
  fileName: string;
  /** The parsed document, sent as is. */
  value: unknown;
  /** Indented, for the preview and the comparison. */
  text: string;
}

export type TemplateUploadResult = { ok: true; upload: TemplateUpload } | { ok: false; errors: string[] };

export function checkTemplateUpload(fileName: string, fileText: string): TemplateUploadResult {
  const read = readInstructionsFile(fileName, fileText);
  if (!read.ok) return { ok: false, errors: [read.error] };
  const checked = validateScrapingInstructions(read.value, { pageUrls: 'relativeToMenu' });
  if (!checked.ok) return { ok: false, errors: checked.errors };
  return { ok: true, upload: { fileName, value: read.value, text: JSON.stringify(read.value, null, 2) } };
}
