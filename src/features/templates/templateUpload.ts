// An uploaded template instructions file, checked in the order the spec gives (spec 3, section 5): a .json file, then
// JSON inside. The instructions' JSON Schema (with the path of each fault) is the API's answer on Save, shown under the
// upload: the schema's compiled validator needs eval, which the SPA's Content Security Policy refuses.
import { readInstructionsFile } from '../../../domain/menuScrapingTemplates';

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
  return { ok: true, upload: { fileName, value: read.value, text: JSON.stringify(read.value, null, 2) } };
}
