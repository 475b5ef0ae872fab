// The platform form (spec 3, section 5): name and the two RE2 patterns, with the spec's messages. Shared by the SPA's
// form and the API, so both refuse the same input with the same words; a pattern RE2 refuses gets RE2's reason after
// the spec's message ('Platform identification regex is invalid: missing closing ): (a').
import * as yup from 'yup';
import { limitedText, MAX_TEXT_LENGTH } from './inputLimits';
import { re2CompileError } from './re2Patterns';

/** Long enough for any URL pattern people write; short enough that compiling one is instant. */
export const MAX_PLATFORM_REGEX_LENGTH = 1000;

export const PLATFORM_MESSAGES = {
  nameRequired: 'Platform name is required',
  identificationRequired: 'Platform identification regex is required',
  identificationInvalid: 'Platform identification regex is invalid',
  normalizationRequired: 'Platform normalization regex is required',
  normalizationInvalid: 'Platform normalization regex is invalid',
} as const;

/** The spec's message with RE2's reason beside it, or null when RE2 compiles the pattern. */
export function platformRegexProblem(pattern: string, invalidMessage: string): string | null {
  const reason = re2CompileError(pattern);
  return reason === null ? null : `${invalidMessage}: ${reason}`;
}

function regexField(label: string, required: string, invalid: string) {
  return limitedText(label, MAX_PLATFORM_REGEX_LENGTH)
    .required(required)
    .test('re2', invalid, function check(value) {
      if (!value) return true;
      const problem = platformRegexProblem(value, invalid);
      return problem === null ? true : this.createError({ message: problem });
    });
}

export const platformSchema = yup.object({
  name: limitedText('Platform name', MAX_TEXT_LENGTH.name).trim().required(PLATFORM_MESSAGES.nameRequired),
  urlIdentificationRegex: regexField('Platform identification regex', PLATFORM_MESSAGES.identificationRequired, PLATFORM_MESSAGES.identificationInvalid),
  urlNormalizationRegex: regexField('Platform normalization regex', PLATFORM_MESSAGES.normalizationRequired, PLATFORM_MESSAGES.normalizationInvalid),
});

export type PlatformInput = yup.InferType<typeof platformSchema>;

/** Both patterns present and accepted by RE2: only then may the menus tables be asked for (spec 3, section 2). */
export function arePlatformRegexesUsable(identification: string, normalization: string): boolean {
  return (
    identification !== '' &&
    normalization !== '' &&
    identification.length <= MAX_PLATFORM_REGEX_LENGTH &&
    normalization.length <= MAX_PLATFORM_REGEX_LENGTH &&
    re2CompileError(identification) === null &&
    re2CompileError(normalization) === null
  );
}
