// The instructions compiled for extraction (issue 12, DESIGN.md section 4): every selector and pattern of a scraping
// instructions document turned into matchers once, and cached per instructions object, since a run reads many pages with
// one document. Throws ScrapingInstructionsError for what a validated document cannot contain (an unknown pseudo-class,
// a pattern RE2 refuses).
import { Element } from 'domhandler';
import type { DishRule, FieldRule, MenuTitleRule, PageRule, ScrapingInstructions } from '../../domain/scrapingInstructions';
import { compileMatcher, MatcherIndex, type Matcher } from './selectors';
import { compileUserPattern, compileUserReplacement, type UserPattern, type UserReplacement } from './userPatterns';

export class ScrapingInstructionsError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
    this.name = 'ScrapingInstructionsError';
  }
}

export interface CompiledField {
  path: string;
  name: string;
  /** null: the element itself. */
  query: Matcher | null;
  attribute: string | null;
  pattern: UserPattern | null;
  multiple: boolean;
  required: boolean;
  /** Its place in CompiledFieldSet.below (-1: not found below the element). */
  belowIndex: number;
  /** Its place in CompiledFieldSet.after (-1: not found after the element). */
  afterIndex: number;
  /** Gave a value on the page being read (reset per page; saves a set insertion per value). */
  matched: boolean;
}

/** A rule's fields, grouped by how they are found: all the below-the-element ones in one walk of its subtree. */
export interface CompiledFieldSet {
  all: CompiledField[];
  /** Fields read from the element itself (no selector). */
  own: CompiledField[];
  /** Fields found below the element, in one walk. */
  below: CompiledField[];
  /** Fields found after the element ('+ x', '~ x'): searched one by one. */
  after: CompiledField[];
  /** Which `below` fields an element may match, from its tag and classes. */
  index: MatcherIndex;
  /** Scratch space of the walk (extraction is synchronous, so one per rule is enough). */
  firsts: (Element | null)[];
  lists: Element[][];
}

export interface CompiledLevel {
  path: string;
  mode: 'container' | 'heading';
  matcher: Matcher;
  fields: CompiledFieldSet;
}

export interface CompiledInstructions {
  remove: Matcher[];
  levels: CompiledLevel[];
  dish: Matcher;
  dishFields: CompiledFieldSet;
  everywhere: Matcher | null;
  unavailable: Matcher | null;
  replacements: UserReplacement[];
  /** The element a relative field selector is read from: set before each query (css-select reads :scope from it). */
  scope: Element[];
  pagination: Map<PageRule, { next: Matcher | null; tabs: Matcher | null }>;
}

const compiledCache = new WeakMap<ScrapingInstructions, CompiledInstructions>();

function compileSelector(selector: string, path: string, scope?: Element[], cache = true): Matcher {
  try {
    return compileMatcher(selector, scope, cache);
  } catch (error) {
    throw new ScrapingInstructionsError(path, `is not a selector the engine supports (${error instanceof Error ? error.message : String(error)})`);
  }
}

function compilePattern(pattern: string, path: string): UserPattern {
  try {
    return compileUserPattern(pattern);
  } catch (error) {
    throw new ScrapingInstructionsError(path, `RE2 cannot compile this pattern (${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * `cache`: whether css-select may keep its cache of ancestors that did not match. Not for menu titles: the searches of
 * nested sections of one level interleave in the streaming reader, where an element that failed for the inner section
 * can match for the outer one. Dishes never nest.
 */
function compileFields(fields: Record<string, FieldRule | undefined>, path: string, scope: Element[], cache: boolean): CompiledFieldSet {
  const all = compileFieldList(fields, path, scope, cache);
  const below = all.filter((field) => field.query !== null && !field.query.shouldTestNextSiblings);
  below.forEach((field, index) => (field.belowIndex = index));
  const after = all.filter((field) => field.query?.shouldTestNextSiblings === true);
  after.forEach((field, index) => (field.afterIndex = index));
  return {
    all,
    own: all.filter((field) => field.query === null),
    below,
    after,
    index: new MatcherIndex(below.map((field) => field.query as Matcher)),
    firsts: below.map(() => null),
    lists: below.map(() => []),
  };
}

function compileFieldList(fields: Record<string, FieldRule | undefined>, path: string, scope: Element[], cache: boolean): CompiledField[] {
  return Object.entries(fields).flatMap(([name, rule]) => {
    if (!rule) return [];
    const fieldPath = `${path}.${name}`;
    return [
      {
        path: fieldPath,
        name,
        query: rule.selector === undefined || rule.selector.trim() === '' ? null : compileSelector(rule.selector, `${fieldPath}.selector`, scope, cache),
        attribute: rule.attribute ? rule.attribute.toLowerCase() : null,
        pattern: rule.pattern === undefined ? null : compilePattern(rule.pattern, `${fieldPath}.pattern`),
        multiple: rule.multiple === true,
        required: rule.required === true,
        belowIndex: -1,
        afterIndex: -1,
        matched: false,
      },
    ];
  });
}

function scopePlaceholder(): Element[] {
  // Without a parent element: css-select then leaves the selectors inside ':not()' as written (compileMatcher makes the
  // field selectors relative itself).
  return [new Element('div', {})];
}

export function compileInstructions(instructions: ScrapingInstructions): CompiledInstructions {
  const cached = compiledCache.get(instructions);
  if (cached) return cached;
  const scope = scopePlaceholder();
  const levels: CompiledLevel[] = [];
  let rule: MenuTitleRule | undefined = instructions.menuTitles;
  let path = 'menuTitles';
  while (rule) {
    levels.push({
      path,
      mode: rule.mode ?? 'container',
      matcher: compileSelector(rule.selector, `${path}.selector`),
      fields: compileFields(rule.fields, `${path}.fields`, scope, false),
    });
    rule = rule.children;
    path = `${path}.children`;
  }
  const dishes: DishRule = instructions.dishes;
  const compiled: CompiledInstructions = {
    remove: (instructions.cleanup?.remove ?? []).map((selector, index) => compileSelector(selector, `cleanup.remove[${index}]`)),
    levels,
    dish: compileSelector(dishes.selector, 'dishes.selector'),
    dishFields: compileFields(dishes.fields, 'dishes.fields', scope, true),
    everywhere: instructions.availability?.everywhereSelector ? compileSelector(instructions.availability.everywhereSelector, 'availability.everywhereSelector') : null,
    unavailable: instructions.availability?.unavailableSelector ? compileSelector(instructions.availability.unavailableSelector, 'availability.unavailableSelector') : null,
    replacements: (instructions.cleanup?.replace ?? []).map((replacement, index) => {
      try {
        return compileUserReplacement(replacement.pattern, replacement.with);
      } catch (error) {
        throw new ScrapingInstructionsError(`cleanup.replace[${index}].pattern`, `RE2 cannot compile this pattern (${error instanceof Error ? error.message : String(error)})`);
      }
    }),
    scope,
    pagination: new Map(),
  };
  instructions.pages.forEach((page, index) => {
    compiled.pagination.set(page, {
      next: page.pagination ? compileSelector(page.pagination.nextSelector, `pages[${index}].pagination.nextSelector`) : null,
      tabs: page.tabs ? compileSelector(page.tabs.linkSelector, `pages[${index}].tabs.linkSelector`) : null,
    });
  });
  compiledCache.set(instructions, compiled);
  return compiled;
}

/** Compiles the selectors and patterns once, so a bad document fails before any page is fetched. */
export function prepareInstructions(instructions: ScrapingInstructions): void {
  compileInstructions(instructions);
}
