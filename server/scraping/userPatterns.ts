// Patterns written by scrapers (FieldRule.pattern, cleanup.replace) run on RE2JS, RE2's own algorithms in JavaScript,
// never on JS RegExp: no backtracking, so time grows with the text, never exponentially. re2-wasm was used before and
// dropped: its global replace never ends on a pattern that matches the empty string ('\s*$', 'x*') and copies the whole
// text into the wasm heap for every match (quadratic). RE2JS replaces in one pass and steps over empty matches as JS
// does. Linear is still not cheap for a long pattern over a long text, so every extraction that runs these patterns
// runs in an extraction thread with a time budget (extractionThreads.ts), never on the event loop.
// Results are memoised per pattern and input within a bounded cache: menus repeat the same prices, diets and allergen
// lists on many dishes.
import { RE2JS } from 're2js';

export { re2CompileError } from '../../domain/re2Patterns';

const MEMO_LIMIT = 5000;

function remember<V>(memo: Map<string, V>, key: string, value: V): V {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, value);
  return value;
}

export interface UserPattern {
  readonly source: string;
  /** The first capture group of the first match, or the whole match when the pattern has no group; null: no match. */
  extract(input: string): string | null;
}

export function compileUserPattern(source: string): UserPattern {
  const re2 = RE2JS.compile(source);
  const hasGroup = re2.groupCount() > 0;
  const memo = new Map<string, string | null>();
  return {
    source,
    extract(input: string): string | null {
      const known = memo.get(input);
      if (known !== undefined || memo.has(input)) return known ?? null;
      const matcher = re2.matcher(input);
      const value = matcher.find() ? matcher.group(hasGroup ? 1 : 0) : null;
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

/** Every match replaced (`$1` names a group, `$&` the match, `$$` a dollar sign, as JavaScript's replace reads them). */
export function compileUserReplacement(source: string, replacement: string): UserReplacement {
  const re2 = RE2JS.compile(source);
  const memo = new Map<string, string>();
  const literal = literalOf(source);
  return {
    source,
    apply(input: string): string {
      if (literal !== null && !input.includes(literal)) return input;
      const known = memo.get(input);
      if (known !== undefined) return known;
      return remember(memo, input, re2.matcher(input).replaceAll(replacement));
    },
  };
}
