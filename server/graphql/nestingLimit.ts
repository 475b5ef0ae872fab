// How deep a request may nest, checked on the raw request before GraphQL parses anything: graphql-js parses, validates
// and coerces by recursion, so a document or variables nested some thousands of levels deep overflowed the stack and
// answered INTERNAL. One linear scan of the query text and one iterative walk of the variables refuse them first, with
// HTTP 400 and a VALIDATION error. Selections are also held to 12 levels later, by graphql-armor's maxDepth (yoga.ts).
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Brackets ({ [ () open in a query at once, and objects and arrays open in the variables at once. The deepest selection
 * armor allows (12) with inline fragments and an input object or two stays well below; the deepest variables the SPA
 * sends (scraping instructions) are under ten.
 */
export const MAX_NESTING_DEPTH = 32;

const OPENING = new Set(['{', '[', '(']);
const CLOSING = new Set(['}', ']', ')']);

/**
 * The deepest bracket nesting of a GraphQL document, skipping strings, block strings and comments, or stopAt + 1 as
 * soon as it goes beyond stopAt. Not a parser: an unbalanced document is left to graphql-js to refuse.
 */
export function documentNestingDepth(text: string, stopAt = MAX_NESTING_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === '#') {
      while (index < text.length && text[index] !== '\n' && text[index] !== '\r') index += 1;
    } else if (text.startsWith('"""', index)) {
      index += 3;
      while (index < text.length && !text.startsWith('"""', index)) index += text.startsWith('\\"""', index) ? 4 : 1;
      index += 2;
    } else if (char === '"') {
      index += 1;
      while (index < text.length && text[index] !== '"' && text[index] !== '\n') index += text[index] === '\\' ? 2 : 1;
    } else if (OPENING.has(char)) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAt) return deepest;
    } else if (CLOSING.has(char)) {
      depth = Math.max(0, depth - 1);
    }
    index += 1;
  }
  return deepest;
}

/** The deepest nesting of objects and arrays in a JSON value (1 for {} or []), walked without recursion; stops past stopAt. */
export function valueNestingDepth(value: unknown, stopAt = MAX_NESTING_DEPTH): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (!item || typeof item !== 'object') continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > stopAt) return deepest;
    for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push([child, here]);
  }
  return deepest;
}

const tooDeep = (what: string) =>
  new GraphQLError(`${what} exceeds the nesting depth limit of ${MAX_NESTING_DEPTH} levels.`, { extensions: { type: 'VALIDATION', http: { status: 400 } } });

/** Refuses a request whose query or variables nest beyond MAX_NESTING_DEPTH, before it is parsed. */
export function useNestingLimit(): Plugin {
  return {
    onParams({ params }) {
      if (typeof params.query === 'string' && documentNestingDepth(params.query) > MAX_NESTING_DEPTH) throw tooDeep('The query');
      if (valueNestingDepth(params.variables) > MAX_NESTING_DEPTH) throw tooDeep('The variables');
      if (valueNestingDepth(params.extensions) > MAX_NESTING_DEPTH) throw tooDeep('The extensions');
    },
  };
}
