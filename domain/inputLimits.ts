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

export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const nulMessage = (label: string) => `${label} must not contain a NUL character`;

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
 * The first string anywhere in a JSON-like input (a request's variables, say) that holds a NUL or exceeds the ceiling,
 * with where it is ('data.name'), or null when every string is acceptable. Object keys count too.
 */
export function findUnacceptableText(value: unknown, path = ''): { path: string; problem: 'NUL' | 'TOO_LONG' } | null {
  const check = (text: string, at: string) =>
    hasNul(text) ? { path: at, problem: 'NUL' as const } : text.length > MAX_ANY_TEXT_LENGTH ? { path: at, problem: 'TOO_LONG' as const } : null;
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
