// The server's check of an instructions document: the shared one (domain/scrapingInstructionsSchema.ts: shape, limits,
// RE2-less syntax) plus what only the engine can say: RE2 compiles every pattern, and every selector compiles in the
// selector engine extract.ts uses (an unknown pseudo-class is refused at upload, not at the first scrape).
import {
  validateScrapingInstructions,
  type ScrapingInstructionsValidation,
  type ValidateScrapingInstructionsOptions,
} from '../../domain/scrapingInstructionsSchema';
import { prepareInstructions, ScrapingInstructionsError } from './compileInstructions';
import { re2CompileError } from './userPatterns';

/** pageUrls 'relativeToMenu': a template's instructions, whose page URLs may be relative to each menu's URL. */
export function validateInstructionsForEngine(value: unknown, options: Pick<ValidateScrapingInstructionsOptions, 'pageUrls'> = {}): ScrapingInstructionsValidation {
  const checked = validateScrapingInstructions(value, { checkPattern: re2CompileError, pageUrls: options.pageUrls });
  if (!checked.ok) return checked;
  try {
    prepareInstructions(checked.value);
  } catch (error) {
    if (error instanceof ScrapingInstructionsError) return { ok: false, errors: [error.message] };
    throw error;
  }
  return checked;
}
