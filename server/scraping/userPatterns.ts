// Patterns written by scrapers (FieldRule.pattern, cleanup.replace) run on RE2 (re2-wasm), never on JS RegExp: RE2 is
// linear in the input, so no instructions can stall a worker with catastrophic backtracking (DESIGN.md 4, Security).
// A call into the wasm module costs microseconds, so results are memoised per pattern and input within a bounded cache:
// menus repeat the same prices, diets and allergen lists on many dishes.
import { RE2 } from 're2-wasm';

const MEMO_LIMIT = 5000;

function remember<V>(memo: Map<string, V>, key: string, value: V): V {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, value);
  return value;
}

/** Why RE2 refuses a pattern, or null when it compiles. */
export function re2CompileError(pattern: string): string | null {
  try {
    new RE2(pattern, 'u');
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // "Invalid regular expression: /x/u: missing ]: [" -> "missing ]: ["
    return message.replace(/^Invalid regular expression: \/.*\/u: /s, '');
  }
}

export interface UserPattern {
  readonly source: string;
  /** The first capture group of the first match, or the whole match when the pattern has no group; null: no match. */
  extract(input: string): string | null;
}

export function compileUserPattern(source: string): UserPattern {
  const re2 = new RE2(source, 'u');
  const memo = new Map<string, string | null>();
  return {
    source,
    extract(input: string): string | null {
      const known = memo.get(input);
      if (known !== undefined || memo.has(input)) return known ?? null;
      re2.lastIndex = 0;
      const match = re2.exec(input);
      const value = match === null ? null : (match.length > 1 ? match[1] : match[0]) ?? null;
      return remember(memo, input, value);
    },
  };
}

export interface UserReplacement {
  readonly source: string;
  apply(input: string): string;
}

/**
 * The text a pattern matches when it is plain text (letters, digits, spaces, escaped punctuation), else null: a value
 * without that text cannot match, so it never reaches RE2.
 */
export function literalOf(source: string): string | null {
  if (source === '' || !/^(?:[\p{L}\p{N} '’,;:!"#%&/<>=@_`~-]|\\[^\p{L}\p{N}\s])+$/u.test(source)) return null;
  return source.replace(/\\(.)/gu, '$1');
}

/** Every match replaced (`$1` names a group), as cleanup.replace says. */
export function compileUserReplacement(source: string, replacement: string): UserReplacement {
  const re2 = new RE2(source, 'gu');
  const memo = new Map<string, string>();
  const literal = literalOf(source);
  return {
    source,
    apply(input: string): string {
      if (literal !== null && !input.includes(literal)) return input;
      const known = memo.get(input);
      if (known !== undefined) return known;
      re2.lastIndex = 0;
      return remember(memo, input, re2.replace(input, replacement));
    },
  };
}
