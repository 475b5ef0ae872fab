// How long the text people and clients send may be, and the refusal of NUL characters (PostgreSQL cannot store them in
// text): one table for the SPA's forms and the API, so both refuse the same input with the same words.
import * as yup from 'yup';

export const MAX_TEXT_LENGTH = {
  name: 100,
  /** RFC 5321's limit for a whole address. */
  email: 254,
  /** Comments and notes (the spec's 2000 characters for menu notes). */
  comment: 2000,
  securityCode: 32,
} as const;

/** The ceiling for any string the API receives, whatever its field (search terms, tokens, ids…): nothing legitimate comes near it. */
export const MAX_ANY_TEXT_LENGTH = 10_000;

export const NUL = '\u0000';
export const hasNul = (value: string) => value.includes(NUL);

/**
 * True when the text is not well-formed UTF-16: it holds a surrogate half without its pair ('\uD800' alone), which no
 * character is, UTF-8 cannot encode and PostgreSQL refuses in JSON. With the u flag a paired surrogate is one code point
 * outside the Cs category, so only the unpaired halves match.
 */
export const isIllFormed = (value: string) => /\p{Cs}/u.test(value);

export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const nulMessage = (label: string) => `${label} must not contain a NUL character`;
export const illFormedMessage = (label: string) => `${label} must be well-formed text, without an unpaired surrogate character`;

export type TextProblem = 'NUL' | 'ILL_FORMED' | 'TOO_LONG';

/** What is wrong with a string the API receives, whatever its field, or null. */
export function textProblem(text: string): TextProblem | null {
  return hasNul(text) ? 'NUL' : isIllFormed(text) ? 'ILL_FORMED' : text.length > MAX_ANY_TEXT_LENGTH ? 'TOO_LONG' : null;
}

/** A string field with its maximum length and the NUL refusal (`tooLong` replaces the length message, e.g. for emails). */
export function limitedText(label: string, max: number, tooLong = tooLongMessage(label, max)) {
  return yup
    .string()
    .max(max, tooLong)
    .test('no-nul', nulMessage(label), (value) => value == null || !hasNul(value));
}

/** Comments people write on tasks (awaiting reason comment, misc verification comments): optional, empty means none. */
export const commentSchema = limitedText('Comment', MAX_TEXT_LENGTH.comment).trim().nullable().default(null);

/**
 * The first string anywhere in a JSON-like input (a request's variables, say) that holds a NUL or an unpaired surrogate
 * or exceeds the ceiling, with where it is ('data.name'), or null when every string is acceptable. Object keys count too.
 */
export function findUnacceptableText(value: unknown, path = ''): { path: string; problem: TextProblem } | null {
  const check = (text: string, at: string) => {
    const problem = textProblem(text);
    return problem ? { path: at, problem } : null;
  };
  if (typeof value === 'string') return check(value, path);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnacceptableText(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      const found = check(key, at) ?? findUnacceptableText(item, at);
      if (found) return found;
    }
  }
  return null;
}
