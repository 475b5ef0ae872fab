import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  commentSchema,
  findUnacceptableText,
  hasNul,
  illFormedMessage,
  isIllFormed,
  limitedText,
  MAX_ANY_TEXT_LENGTH,
  MAX_TEXT_LENGTH,
  NUL,
  nulMessage,
  tooLongMessage,
} from './inputLimits';

/** The refusal message of a schema for a value, or null when it is accepted. */
const refusalOf = (schema: { validateSync(value: unknown): unknown }, value: unknown) => {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.message;
  }
};

describe('the limits', () => {
  it('are the agreed lengths: names 100, addresses 254 (RFC 5321), comments 2000 (spec), codes 32, anything 10,000', () => {
    expect(MAX_TEXT_LENGTH).toEqual({ name: 100, email: 254, comment: 2000, securityCode: 32 });
    expect(MAX_ANY_TEXT_LENGTH).toBe(10_000);
  });

  it('say which field and which limit in their messages', () => {
    expect(NUL).toBe('\u0000');
    expect(NUL).toHaveLength(1);
    expect(tooLongMessage('Name', 100)).toBe('Name must be at most 100 characters');
    expect(nulMessage('Comment')).toBe('Comment must not contain a NUL character');
  });

  it('find an unpaired surrogate, and only an unpaired one', () => {
    expect(illFormedMessage('Comment')).toBe('Comment must be well-formed text, without an unpaired surrogate character');
    expect(isIllFormed('\uD800')).toBe(true);
    expect(isIllFormed('ab\uDC00')).toBe(true);
    expect(isIllFormed('\uD83C\uDF55x\uD83C')).toBe(true);
    expect(isIllFormed('\uD83C\uDF55')).toBe(false);
    expect(isIllFormed('plain text, é and \uFFFD')).toBe(false);
    expect(isIllFormed('')).toBe(false);
  });

  it('find a NUL anywhere in a string, and only a NUL', () => {
    expect(hasNul('abc')).toBe(false);
    expect(hasNul('')).toBe(false);
    expect(hasNul(`a${NUL}b`)).toBe(true);
    expect(hasNul(NUL)).toBe(true);
    expect(hasNul('\\0 and \\u0000 written out')).toBe(false);
  });
});

describe('limitedText', () => {
  // Built in each test, not when the file is collected: a schema built then would keep the code it was built with.
  const nameOf = () => limitedText('Name', 5);

  it('accepts a string at its maximum and refuses one character more with the length message', () => {
    expect(refusalOf(nameOf(), 'abcde')).toBeNull();
    expect(refusalOf(nameOf(), 'abcdef')).toBe('Name must be at most 5 characters');
  });

  it('refuses a NUL character with its own message, even in a short string', () => {
    expect(refusalOf(nameOf(), `a${NUL}`)).toBe('Name must not contain a NUL character');
    expect(refusalOf(nameOf(), NUL)).toBe('Name must not contain a NUL character');
  });

  it('leaves a missing value to the field (required or not is the form’s choice)', () => {
    expect(refusalOf(nameOf(), undefined)).toBeNull();
    expect(refusalOf(nameOf().nullable(), null)).toBeNull();
    expect(refusalOf(nameOf(), '')).toBeNull();
  });

  it('takes another length message when given one (an over-long address is simply not valid)', () => {
    const email = limitedText('Email', 5, 'Email is not valid');
    expect(refusalOf(email, 'abcdef')).toBe('Email is not valid');
    expect(refusalOf(email, `ab${NUL}`)).toBe('Email must not contain a NUL character');
  });
});

describe('commentSchema', () => {
  it('accepts 2000 characters and refuses 2001 with the length message', () => {
    expect(refusalOf(commentSchema, 'x'.repeat(2000))).toBeNull();
    expect(refusalOf(commentSchema, 'x'.repeat(2001))).toBe('Comment must be at most 2000 characters');
  });

  it('refuses a NUL character', () => {
    expect(refusalOf(commentSchema, `fine${NUL}`)).toBe('Comment must not contain a NUL character');
  });

  it('is optional: none is null, and the text is trimmed', () => {
    expect(commentSchema.validateSync(undefined)).toBeNull();
    expect(commentSchema.validateSync(null)).toBeNull();
    expect(commentSchema.validateSync('  closed on Mondays  ')).toBe('closed on Mondays');
  });
});

describe('findUnacceptableText', () => {
  const atLimit = 'x'.repeat(MAX_ANY_TEXT_LENGTH);
  const overLimit = 'x'.repeat(MAX_ANY_TEXT_LENGTH + 1);

  it('accepts strings up to the ceiling, and values that are not strings', () => {
    expect(findUnacceptableText(atLimit)).toBeNull();
    expect(findUnacceptableText({ name: atLimit, id: 2 ** 40, active: true, none: null, list: [1, 'a', atLimit] })).toBeNull();
    expect(findUnacceptableText(undefined)).toBeNull();
    expect(findUnacceptableText(null)).toBeNull();
    expect(findUnacceptableText(42)).toBeNull();
    expect(findUnacceptableText([])).toBeNull();
    expect(findUnacceptableText({})).toBeNull();
  });

  it('refuses a string one character over the ceiling, and a NUL, at the top level', () => {
    expect(findUnacceptableText(overLimit)).toEqual({ path: '', problem: 'TOO_LONG' });
    expect(findUnacceptableText(`a${NUL}`)).toEqual({ path: '', problem: 'NUL' });
    // A NUL in an over-long string is reported as the NUL.
    expect(findUnacceptableText(`${overLimit}${NUL}`)).toEqual({ path: '', problem: 'NUL' });
  });

  it('says where the string is, in nested objects and arrays', () => {
    expect(findUnacceptableText({ data: { name: `a${NUL}` } })).toEqual({ path: 'data.name', problem: 'NUL' });
    expect(findUnacceptableText({ ids: ['1', '2', overLimit] })).toEqual({ path: 'ids[2]', problem: 'TOO_LONG' });
    expect(findUnacceptableText({ input: { notes: [{ text: 'ok' }, { text: NUL }] } })).toEqual({ path: 'input.notes[1].text', problem: 'NUL' });
    expect(findUnacceptableText([NUL])).toEqual({ path: '[0]', problem: 'NUL' });
    expect(findUnacceptableText(['ok', { a: overLimit }])).toEqual({ path: '[1].a', problem: 'TOO_LONG' });
  });

  it('refuses an unpaired surrogate, high or low, anywhere, and keeps paired ones', () => {
    expect(findUnacceptableText('a\uD800')).toEqual({ path: '', problem: 'ILL_FORMED' });
    expect(findUnacceptableText({ data: { notes: ['ok', '\uDFFFb'] } })).toEqual({ path: 'data.notes[1]', problem: 'ILL_FORMED' });
    expect(findUnacceptableText({ ['k\uDBFF']: 1 })).toEqual({ path: 'k\uDBFF', problem: 'ILL_FORMED' });
    expect(findUnacceptableText({ text: 'Pizza \u{1F355}', both: '\uD83C\uDF7A' })).toBeNull();
    // Reversed halves are two unpaired ones.
    expect(findUnacceptableText('\uDF7A\uD83C')).toEqual({ path: '', problem: 'ILL_FORMED' });
  });

  it('checks object keys too', () => {
    expect(findUnacceptableText({ [`na${NUL}me`]: 'value' })).toEqual({ path: `na${NUL}me`, problem: 'NUL' });
    expect(findUnacceptableText({ data: { [overLimit]: 1 } })).toEqual({ path: `data.${overLimit}`, problem: 'TOO_LONG' });
  });

  it('reports the first problem in order, the key before its value', () => {
    expect(findUnacceptableText({ a: 'ok', b: overLimit, c: NUL })).toEqual({ path: 'b', problem: 'TOO_LONG' });
    expect(findUnacceptableText({ [NUL]: overLimit })).toEqual({ path: NUL, problem: 'NUL' });
  });
});
