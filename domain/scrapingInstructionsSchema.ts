// The JSON Schema of scraping instructions (scrapingInstructions.ts; reference in docs/scraping-instructions.md) and the
// check every upload goes through, in the SPA (before anything is sent) and in the API. Messages name the path of the
// fault the way a scraper reads the document: "dishes.fields.name.selector: is required". Beyond the shape, it refuses
// what could stall a worker: over-long or deeply nested selectors, patterns outside RE2's linear-time syntax, too many
// pages. Runs in the browser too: no node: imports here (the server adds RE2's own compile through `checkPattern`:
// server/scraping/validateInstructions.ts).
import Ajv, { type ErrorObject } from 'ajv';
import { DISH_FIELDS, MENU_TITLE_FIELDS, SCRAPING_INSTRUCTIONS_FORMAT, type ScrapingInstructions } from './scrapingInstructions';

export const SCRAPING_INSTRUCTIONS_LIMITS = {
  /** Pages listed in `pages`, and pages followed by one pagination or tab rule. */
  maxPages: 50,
  maxSelectorLength: 500,
  /** :has / :not / :is / :where inside one another. */
  maxSelectorNesting: 3,
  /** :has() makes a selector look at every descendant of every candidate: a few per selector at most. */
  maxHasPerSelector: 3,
  maxPatternLength: 500,
  /** RE2 refuses repetition counts above 1000. */
  maxRepetitionCount: 1000,
  /** menuTitles, its children, their children... */
  maxMenuTitleLevels: 5,
  maxCleanupRules: 50,
  maxUrlLength: 2000,
} as const;

const selector = { type: 'string', minLength: 1, maxLength: SCRAPING_INSTRUCTIONS_LIMITS.maxSelectorLength } as const;
const pattern = { type: 'string', minLength: 1, maxLength: SCRAPING_INSTRUCTIONS_LIMITS.maxPatternLength } as const;

const fieldRule = {
  type: 'object',
  additionalProperties: false,
  properties: {
    selector,
    attribute: { type: 'string', pattern: '^[A-Za-z_:][-A-Za-z0-9_:.]*$', maxLength: 100 },
    pattern,
    multiple: { type: 'boolean' },
    required: { type: 'boolean' },
  },
} as const;

function fieldsOf(names: readonly string[], requiredName: string) {
  return {
    type: 'object',
    additionalProperties: false,
    required: [requiredName],
    properties: Object.fromEntries(names.map((name) => [name, { $ref: '#/definitions/fieldRule' }])),
  };
}

export const SCRAPING_INSTRUCTIONS_JSON_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://curation.local/schemas/scraping-instructions.json',
  title: 'Scraping instructions',
  type: 'object',
  additionalProperties: false,
  required: ['format', 'pages', 'dishes'],
  definitions: {
    fieldRule,
    menuTitleRule: {
      type: 'object',
      additionalProperties: false,
      required: ['selector', 'fields'],
      properties: {
        selector,
        mode: { enum: ['container', 'heading'] },
        fields: fieldsOf(MENU_TITLE_FIELDS, 'title'),
        children: { $ref: '#/definitions/menuTitleRule' },
      },
    },
  },
  properties: {
    format: { const: SCRAPING_INSTRUCTIONS_FORMAT },
    pages: {
      type: 'array',
      minItems: 1,
      maxItems: SCRAPING_INSTRUCTIONS_LIMITS.maxPages,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['url'],
        properties: {
          url: { type: 'string', minLength: 1, maxLength: SCRAPING_INSTRUCTIONS_LIMITS.maxUrlLength },
          pagination: {
            type: 'object',
            additionalProperties: false,
            required: ['nextSelector', 'maxPages'],
            properties: { nextSelector: selector, maxPages: { type: 'integer', minimum: 1, maximum: SCRAPING_INSTRUCTIONS_LIMITS.maxPages } },
          },
          tabs: {
            type: 'object',
            additionalProperties: false,
            required: ['linkSelector', 'maxTabs'],
            properties: { linkSelector: selector, maxTabs: { type: 'integer', minimum: 1, maximum: SCRAPING_INSTRUCTIONS_LIMITS.maxPages } },
          },
        },
      },
    },
    menuTitles: { $ref: '#/definitions/menuTitleRule' },
    dishes: {
      type: 'object',
      additionalProperties: false,
      required: ['selector', 'fields'],
      properties: { selector, fields: fieldsOf(DISH_FIELDS, 'name') },
    },
    availability: {
      type: 'object',
      additionalProperties: false,
      properties: { everywhereSelector: selector, unavailableSelector: selector },
    },
    cleanup: {
      type: 'object',
      additionalProperties: false,
      properties: {
        remove: { type: 'array', maxItems: SCRAPING_INSTRUCTIONS_LIMITS.maxCleanupRules, items: selector },
        replace: {
          type: 'array',
          maxItems: SCRAPING_INSTRUCTIONS_LIMITS.maxCleanupRules,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['pattern', 'with'],
            properties: { pattern, with: { type: 'string', maxLength: SCRAPING_INSTRUCTIONS_LIMITS.maxPatternLength } },
          },
        },
      },
    },
  },
} as const;

// Compiled once: validation is a plain function call afterwards (the SPA may lazy-load this module).
const ajv = new Ajv({ allErrors: true, strict: true });
const validateShape = ajv.compile(SCRAPING_INSTRUCTIONS_JSON_SCHEMA);

export type ScrapingInstructionsValidation = { ok: true; value: ScrapingInstructions } | { ok: false; errors: string[] };

export interface ValidateScrapingInstructionsOptions {
  /**
   * Why the pattern engine refuses a pattern, or null when it compiles. The server passes RE2's own compile; without it
   * the syntax RE2 lacks (look-arounds, back-references, possessive and atomic groups, counts above 1000) is refused.
   */
  checkPattern?: (pattern: string) => string | null;
  /**
   * 'absolute' (a menu's own instructions): every page URL is a full http(s) URL. 'relativeToMenu' (a template's): a
   * page URL may also be a reference resolved against each menu's URL, as a link on the menu's page would be ('menu',
   * '../drinks', '/menu?page=2', '#' for the menu's URL itself; docs/scraping-instructions.md).
   */
  pageUrls?: 'absolute' | 'relativeToMenu';
}

/** 'pages/0/url' -> 'pages[0].url' */
function pathOf(instancePath: string, child?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (child !== undefined) parts.push(child);
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

const TYPE_WORDS: Record<string, string> = {
  string: 'must be text',
  object: 'must be an object ({ ... })',
  array: 'must be a list ([ ... ])',
  boolean: 'must be true or false',
  integer: 'must be a whole number',
  number: 'must be a number',
};

function messageOf(error: ErrorObject): string {
  const path = pathOf(error.instancePath);
  const at = (text: string, where = path) => `${where || 'instructions'}: ${text}`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return at('is required', pathOf(error.instancePath, String(params.missingProperty)));
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      if (path.endsWith('fields')) {
        const known = path.startsWith('dishes') ? DISH_FIELDS : MENU_TITLE_FIELDS;
        return at(`is not a field (fields: ${known.join(', ')})`, pathOf(error.instancePath, key));
      }
      return at('is not a known key', pathOf(error.instancePath, key));
    }
    case 'type':
      return at(TYPE_WORDS[String(params.type)] ?? `must be ${String(params.type)}`);
    case 'const':
      return at(`must be ${JSON.stringify(params.allowedValue)} (the version of the format this engine reads)`);
    case 'enum':
      return at(`must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`);
    case 'minItems':
      return at(path === 'pages' ? 'at least one page is required' : `must have at least ${String(params.limit)} item(s)`);
    case 'maxItems':
      return at(`must have at most ${String(params.limit)} items`);
    case 'minimum':
      return at(`must be at least ${String(params.limit)}`);
    case 'maximum':
      return at(`must be at most ${String(params.limit)}`);
    case 'minLength':
      return at('must not be empty');
    case 'maxLength':
      return at(`must be at most ${String(params.limit)} characters long`);
    case 'pattern':
      return at('must be an attribute name (letters, digits, -, _, :, .)');
    default:
      return at(error.message ?? 'is not valid');
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Checks the schema cannot say.

/** Any menu URL: a relative page URL must resolve to an http(s) URL against it, whatever the menu. */
const SAMPLE_MENU_URL = 'https://menu.example/restaurant/menu';

function urlProblem(url: string, pageUrls: ValidateScrapingInstructionsOptions['pageUrls']): string | null {
  const relative = pageUrls === 'relativeToMenu';
  const refusal = relative ? "must be an http(s) URL or a URL relative to the menu's URL" : 'must be an http(s) URL';
  let parsed: URL;
  try {
    parsed = relative ? new URL(url, SAMPLE_MENU_URL) : new URL(url);
  } catch {
    return refusal;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? null : refusal;
}

const FUNCTIONAL_PSEUDO = /:(?:has|not|is|where|matches|-moz-any|-webkit-any)\(/gy;

/** Why a selector is refused before any engine sees it (length, nesting, :has count, unbalanced brackets), or null. */
export function selectorProblem(value: string): string | null {
  const limits = SCRAPING_INSTRUCTIONS_LIMITS;
  if (value.trim() === '') return 'must not be empty';
  if (value.length > limits.maxSelectorLength) return `must be at most ${limits.maxSelectorLength} characters long`;
  // Nesting of functional pseudo-classes: each open one raises the depth until its ')'.
  const stack: boolean[] = [];
  let depth = 0;
  let hasCount = 0;
  let quote: string | null = null;
  let squareDepth = 0;
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '\\') {
      i += 1;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '[') {
      squareDepth += 1;
    } else if (char === ']') {
      if (squareDepth === 0) return 'has a "]" without its "["';
      squareDepth -= 1;
    } else if (char === ':') {
      FUNCTIONAL_PSEUDO.lastIndex = i;
      const match = FUNCTIONAL_PSEUDO.exec(value);
      if (match) {
        if (match[0] === ':has(') hasCount += 1;
        stack.push(true);
        depth += 1;
        if (depth > limits.maxSelectorNesting) return `nests :has/:not/:is/:where more than ${limits.maxSelectorNesting} deep`;
        i += match[0].length - 1;
      }
    } else if (char === '(') {
      stack.push(false);
    } else if (char === ')') {
      if (stack.length === 0) return 'has a ")" without its "("';
      if (stack.pop()) depth -= 1;
    }
  }
  if (quote) return 'has an unclosed quote';
  if (stack.length > 0) return 'has a "(" without its ")"';
  if (squareDepth > 0) return 'has a "[" without its "]"';
  if (hasCount > limits.maxHasPerSelector) return `uses :has() more than ${limits.maxHasPerSelector} times`;
  return null;
}

/**
 * The syntax RE2 lacks, checked without compiling (the browser has no RE2): back-references, look-arounds, atomic and
 * possessive forms, repetition counts above 1000, unbalanced groups or classes. RE2 itself decides on the server.
 */
export function re2SyntaxProblem(value: string): string | null {
  let groups = 0;
  let inClass = false;
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i];
    if (char === '\\') {
      const next = value[i + 1];
      if (next === undefined) return 'ends with a lone "\\"';
      if (!inClass && /[1-9]/.test(next)) return `uses a back-reference (\\${next}), which RE2 does not support`;
      if (!inClass && next === 'k' && value[i + 2] === '<') return 'uses a named back-reference (\\k<...>), which RE2 does not support';
      i += 1;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') {
      inClass = true;
      if (value[i + 1] === ']') i += 1;
      else if (value[i + 1] === '^' && value[i + 2] === ']') i += 2;
    } else if (char === '(') {
      groups += 1;
      const head = value.slice(i, i + 4);
      if (head.startsWith('(?=') || head.startsWith('(?!')) return 'uses a look-ahead ((?= or (?!), which RE2 does not support';
      if (head.startsWith('(?<=') || head.startsWith('(?<!')) return 'uses a look-behind ((?<= or (?<!), which RE2 does not support';
      if (head.startsWith('(?>')) return 'uses an atomic group ((?>), which RE2 does not support';
    } else if (char === ')') {
      if (groups === 0) return 'has a ")" without its "("';
      groups -= 1;
    } else if ((char === '+' || char === '*' || char === '?' || char === '}') && value[i + 1] === '+') {
      return 'uses a possessive repetition (such as a++), which RE2 does not support';
    } else if (char === '{') {
      const count = /^\{(\d+)(?:,(\d*))?\}/.exec(value.slice(i));
      if (count) {
        const largest = Math.max(Number(count[1]), count[2] ? Number(count[2]) : 0);
        if (largest > SCRAPING_INSTRUCTIONS_LIMITS.maxRepetitionCount) return `repeats more than ${SCRAPING_INSTRUCTIONS_LIMITS.maxRepetitionCount} times`;
      }
    }
  }
  if (inClass) return 'has a "[" without its "]"';
  if (groups > 0) return 'has a "(" without its ")"';
  return null;
}

function deeperChecks(value: ScrapingInstructions, options: ValidateScrapingInstructionsOptions): string[] {
  const errors: string[] = [];
  const checkSelector = (path: string, text: string | undefined) => {
    if (text === undefined) return;
    const problem = selectorProblem(text);
    if (problem) errors.push(`${path}: ${problem}`);
  };
  const checkPattern = (path: string, text: string | undefined) => {
    if (text === undefined) return;
    const problem = re2SyntaxProblem(text) ?? options.checkPattern?.(text) ?? null;
    if (problem) errors.push(`${path}: ${problem.startsWith('RE2') ? problem : `is not a pattern RE2 accepts: ${problem}`}`);
  };
  const checkFields = (path: string, fields: Record<string, { selector?: string; pattern?: string } | undefined>) => {
    for (const [name, rule] of Object.entries(fields)) {
      if (!rule) continue;
      checkSelector(`${path}.${name}.selector`, rule.selector);
      checkPattern(`${path}.${name}.pattern`, rule.pattern);
    }
  };

  value.pages.forEach((page, index) => {
    const problem = urlProblem(page.url, options.pageUrls);
    if (problem) errors.push(`pages[${index}].url: ${problem}`);
    checkSelector(`pages[${index}].pagination.nextSelector`, page.pagination?.nextSelector);
    checkSelector(`pages[${index}].tabs.linkSelector`, page.tabs?.linkSelector);
  });
  const followed = value.pages.reduce((total, page) => total + (page.pagination?.maxPages ?? 1) * (1 + (page.tabs?.maxTabs ?? 0)), 0);
  if (followed > SCRAPING_INSTRUCTIONS_LIMITS.maxPages * SCRAPING_INSTRUCTIONS_LIMITS.maxPages) {
    errors.push(`pages: pagination and tabs could read ${followed} pages; at most ${SCRAPING_INSTRUCTIONS_LIMITS.maxPages * SCRAPING_INSTRUCTIONS_LIMITS.maxPages}`);
  }

  let level = value.menuTitles;
  let path = 'menuTitles';
  let depth = 0;
  while (level) {
    depth += 1;
    if (depth > SCRAPING_INSTRUCTIONS_LIMITS.maxMenuTitleLevels) {
      errors.push(`${path}: at most ${SCRAPING_INSTRUCTIONS_LIMITS.maxMenuTitleLevels} levels of menu titles`);
      break;
    }
    checkSelector(`${path}.selector`, level.selector);
    checkFields(`${path}.fields`, level.fields);
    level = level.children;
    path = `${path}.children`;
  }
  checkSelector('dishes.selector', value.dishes.selector);
  checkFields('dishes.fields', value.dishes.fields);
  checkSelector('availability.everywhereSelector', value.availability?.everywhereSelector);
  checkSelector('availability.unavailableSelector', value.availability?.unavailableSelector);
  value.cleanup?.remove?.forEach((text, index) => checkSelector(`cleanup.remove[${index}]`, text));
  value.cleanup?.replace?.forEach((rule, index) => checkPattern(`cleanup.replace[${index}].pattern`, rule.pattern));
  return errors;
}

/**
 * Validates an uploaded instructions document: its shape (the JSON Schema), then what would make it slow or unusable.
 * Every message starts with the path of the fault.
 */
export function validateScrapingInstructions(value: unknown, options: ValidateScrapingInstructionsOptions = {}): ScrapingInstructionsValidation {
  if (!validateShape(value)) {
    const errors = [...new Set((validateShape.errors ?? []).map(messageOf))];
    return { ok: false, errors: errors.length ? errors : ['The scraping instructions are not valid'] };
  }
  const instructions = value as unknown as ScrapingInstructions;
  const errors = deeperChecks(instructions, options);
  return errors.length ? { ok: false, errors } : { ok: true, value: instructions };
}
