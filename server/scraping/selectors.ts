// Selectors of the instructions compiled once into element tests (extract.ts runs thousands of them per page). Most
// selectors scrapers write are one compound ('li.dish', '.price', '> h2', '[data-price]'): those become a direct check
// of the tag, classes and attributes, several times faster than the general matcher (scripts/benchScraping.ts). Every
// other selector goes through css-select, the engine behind cheerio, with the same meaning.
import { compile, type Options } from 'css-select';
import { parse, SelectorType, type Selector } from 'css-what';
import type { AnyNode, Element } from 'domhandler';
import * as DomUtils from 'domutils';

export type Matcher = ((element: Element) => boolean) & {
  /** '+ x' and '~ x' look after the scope element, not below it. */
  shouldTestNextSiblings?: boolean;
  /** Every alternative looks after the scope element: nothing below it can match. */
  siblingsOnly?: boolean;
  /** How many element siblings after the scope a match can be in (its subtree included): '+ td + td' 2, '~ x' Infinity. */
  siblingReach?: number;
  /** The same selector as steps over the scope's later siblings, for the streaming reader (absent: it cannot follow it). */
  siblingPlan?: SiblingAlternative[];
  /** Matches only children of the scope element ('> x'). */
  childOfScope?: boolean;
  /** What every element it matches has (a one-compound selector): lets MatcherIndex skip it for other elements. */
  hint?: Hint;
  /**
   * Whether an element's match is decided by the part of the page before its end tag's content: the element, its
   * ancestors and the earlier siblings of each (tags, classes, ids, attributes, every combinator but a leading '+'/'~' of
   * a field, ':first-child', ':nth-child()', ':first-of-type', ':nth-of-type()', ':not()'/':is()'/':where()' of such
   * selectors): it can be tested as the parser opens the element (streamPage.ts). Not ':has()', ':last-child', ':empty'.
   */
  decidedOnOpening?: boolean;
  /** It reads the siblings before an element ('h2 + ul', '~', ':nth-child()'): the streaming reader then keeps them. */
  readsEarlierSiblings?: boolean;
  /** A direct check of one compound (no css-select, so no result cache shared between searches). */
  compound?: boolean;
};

/** A relative selector that looks after its scope element ('+ p', '~ td.price', ':scope + p'), not below it. */
function startsWithSibling(tokens: Selector[]): boolean {
  const first = isScope(tokens[0]) ? tokens[1] : tokens[0];
  return first !== undefined && (first.type === 'adjacent' || first.type === 'sibling');
}

function isScope(token: Selector | undefined): boolean {
  return token?.type === 'pseudo' && token.name === 'scope';
}

/**
 * One alternative of a sibling selector as the streaming reader follows it through the scope's later siblings:
 * '+ td + td' is two steps, each the element right after the previous one; '~ dd.price' one step, any later element;
 * '+ div .desc' one step, then '.desc' below that sibling.
 */
export interface SiblingAlternative {
  /** The siblings' compounds, in order from the scope element. */
  steps: Test[];
  /** Bit j set: step j is '+' (the element right after step j - 1's, or after the scope); clear: '~' (any later one). */
  adjacent: number;
  /** What is read below the last step's sibling (a child when `child`), or null: that sibling itself. */
  below: { child: boolean; test: Test } | null;
}

/** Siblings steps the streaming reader follows in one alternative at most (a bit each). */
const MAX_SIBLING_STEPS = 30;

/** The steps of a sibling selector's alternative, or null when it holds more than compounds of tags, classes, ids and attributes. */
function siblingAlternative(tokens: Selector[]): SiblingAlternative | null {
  const steps: Test[] = [];
  let adjacent = 0;
  let below: SiblingAlternative['below'] = null;
  let at = isScope(tokens[0]) ? 1 : 0;
  while (at < tokens.length) {
    const combinator = tokens[at].type;
    let end = at + 1;
    while (end < tokens.length && !isCombinator(tokens[end])) end += 1;
    const test = compoundTest(tokens.slice(at + 1, end), { tag: null, className: null, id: null });
    if (test === null || below !== null) return null;
    if (combinator === 'adjacent' || combinator === 'sibling') {
      if (combinator === 'adjacent') adjacent |= 1 << steps.length;
      steps.push(test);
      if (steps.length > MAX_SIBLING_STEPS) return null;
    } else if ((combinator === 'descendant' || combinator === 'child') && steps.length > 0) {
      below = { child: combinator === 'child', test };
    } else {
      return null;
    }
    at = end;
  }
  return steps.length > 0 ? { steps, adjacent, below } : null;
}

function isCombinator(token: Selector): boolean {
  return token.type === 'descendant' || token.type === 'child' || token.type === 'adjacent' || token.type === 'sibling' || token.type === 'parent' || token.type === 'column-combinator';
}

/** How many element siblings after the scope an alternative can reach ('~' anywhere: all of them). */
function reachOf(tokens: Selector[]): number {
  let reach = 0;
  for (const token of tokens) {
    if (token.type === 'sibling') return Infinity;
    if (token.type === 'adjacent') reach += 1;
  }
  return reach;
}

/** Token types decided by the element, its ancestors and their earlier siblings. */
const ON_OPENING_TOKENS = new Set<string>(['tag', 'universal', 'attribute', 'descendant', 'child', 'adjacent', 'sibling']);
/** Pseudo-classes decided so (css-select's names): positions count the siblings before the element. */
const ON_OPENING_PSEUDOS = new Set(['first-child', 'nth-child', 'first-of-type', 'nth-of-type', 'scope', 'root']);
/** Pseudo-classes decided so when every selector they hold is. */
const SUBSELECT_PSEUDOS = new Set(['not', 'is', 'where', 'matches']);

function tokensDecidedOnOpening(tokens: Selector[]): boolean {
  return tokens.every(
    (token) =>
      ON_OPENING_TOKENS.has(token.type) ||
      (token.type === 'pseudo' &&
        (ON_OPENING_PSEUDOS.has(token.name) ||
          (SUBSELECT_PSEUDOS.has(token.name) && Array.isArray(token.data) && token.data.every((inner) => inner.length > 0 && !isCombinator(inner[0]) && tokensDecidedOnOpening(inner))))),
  );
}

/** Pseudo-classes that count the siblings before an element. */
const POSITION_PSEUDOS = new Set(['first-child', 'nth-child', 'first-of-type', 'nth-of-type']);

function readsEarlierSiblings(tokens: Selector[]): boolean {
  // A leading '+'/'~' (after ':scope') looks after the scope element: siblingPlan, not earlier siblings.
  const leading = isScope(tokens[0]) ? 1 : 0;
  return tokens.some(
    (token, index) =>
      ((token.type === 'adjacent' || token.type === 'sibling') && index > leading) ||
      (token.type === 'pseudo' && (POSITION_PSEUDOS.has(token.name) || (Array.isArray(token.data) && token.data.some(readsEarlierSiblings)))),
  );
}

function decidedOnOpening(alternatives: Selector[][] | null, scoped: boolean): boolean {
  if (alternatives === null) return false;
  // Without a scope a leading combinator has nothing to be relative to: left to the tree. With one, a leading '+'/'~'
  // looks after the scope element: the streaming reader follows those through siblingPlan instead.
  return alternatives.every((tokens) => tokens.length > 0 && (scoped ? !startsWithSibling(tokens) : !isCombinator(tokens[0])) && tokensDecidedOnOpening(tokens));
}

/** An element of the streaming reader (streamPage.ts): its siblings so far (itself the last while it is open). */
interface StreamedSiblings {
  capturedText: string | null;
  siblings?: AnyNode[] | null;
}

function streamedSiblings(node: AnyNode): AnyNode[] | null {
  return 'capturedText' in node ? ((node as unknown as StreamedSiblings).siblings ?? [node]) : null;
}

/**
 * css-select's adapter (domutils), but for the elements the streaming reader makes: they have no tree links; each
 * holds its parent's element children so far, which is all that the positions, '+' and '~' decidedOnOpening lets through
 * ask for (they look before an element, never after it).
 */
const ADAPTER: Options<AnyNode, Element>['adapter'] = {
  ...DomUtils,
  getSiblings: (node: AnyNode): AnyNode[] => streamedSiblings(node) ?? DomUtils.getSiblings(node),
  prevElementSibling: (node: AnyNode): Element | null => {
    const siblings = streamedSiblings(node);
    if (siblings === null) return DomUtils.prevElementSibling(node);
    return (siblings[siblings.lastIndexOf(node) - 1] as Element | undefined) ?? null;
  },
};

/** The alternative relative to the scope element, as css-select would make it, but written out: ':scope .price'. */
function scopedTokens(tokens: Selector[]): Selector[] {
  const scope: Selector = { type: SelectorType.Pseudo, name: 'scope', data: null };
  if (tokens.some(holdsScope)) return tokens;
  return isCombinator(tokens[0]) ? [scope, ...tokens] : [scope, { type: SelectorType.Descendant }, ...tokens];
}

function holdsScope(token: Selector): boolean {
  return token.type === 'pseudo' && (token.name === 'scope' || (Array.isArray(token.data) && token.data.some((inner) => inner.some(holdsScope))));
}

/** What every element a matcher matches has: a tag, a class, an id (null: not known). */
export interface Hint {
  tag: string | null;
  className: string | null;
  id?: string | null;
}

function hasClass(value: string | undefined, name: string): boolean {
  if (value === undefined) return false;
  let from = 0;
  for (;;) {
    const at = value.indexOf(name, from);
    if (at < 0) return false;
    const end = at + name.length;
    const before = at === 0 ? 32 : value.charCodeAt(at - 1);
    const after = end === value.length ? 32 : value.charCodeAt(end);
    if ((before === 32 || before === 9 || before === 10 || before === 12 || before === 13) && (after === 32 || after === 9 || after === 10 || after === 12 || after === 13)) return true;
    from = at + 1;
  }
}

export type Test = (element: Element) => boolean;

/** A test for one compound of tags, classes, ids and attributes, or null when it holds anything else. */
function compoundTest(tokens: Selector[], hint: Hint): Test | null {
  const tests: Test[] = [];
  for (const token of tokens) {
    if (token.type === 'universal') continue;
    if (token.type === 'tag') {
      const name = token.name.toLowerCase();
      hint.tag = name;
      tests.push((element) => element.name === name);
    } else if (token.type === 'attribute') {
      if (token.ignoreCase === true) return null;
      const name = token.name.toLowerCase();
      const value = token.value;
      if (token.action === 'element' && name === 'class') {
        hint.className ??= value;
        tests.push((element) => hasClass(element.attribs.class, value));
      }
      else if (token.action === 'equals') {
        if (name === 'id') hint.id ??= value;
        tests.push((element) => element.attribs[name] === value);
      }
      else if (token.action === 'exists') tests.push((element) => element.attribs[name] !== undefined);
      else return null;
    } else {
      return null;
    }
  }
  if (tests.length === 0) return () => true;
  if (tests.length === 1) return tests[0];
  if (tests.length === 2) {
    const [a, b] = tests;
    return (element) => a(element) && b(element);
  }
  return (element) => tests.every((test) => test(element));
}

/**
 * Compiles a selector. With `scope`, it is relative to the element put in scope[0] before a search ('.price' below it,
 * '> h2' its children, ':scope' itself, '+ p' after it); the caller searches below (or after) that element. `cache: false`
 * turns off css-select's cache of ancestors that did not match, which is only sound when the searches of one scope run
 * one after the other and never through another scope's part of the page. Throws on a selector css-select does not
 * support.
 */
export function compileMatcher(selector: string, scope?: Element[], cache = true): Matcher {
  let alternatives: Selector[][] | null = null;
  try {
    alternatives = parse(selector);
  } catch {
    alternatives = null;
  }
  if (alternatives && alternatives.length === 1) {
    const tokens = alternatives[0];
    const childOfScope = scope !== undefined && tokens[0]?.type === 'child';
    const hint: Hint = { tag: null, className: null, id: null };
    const test = compoundTest(childOfScope ? tokens.slice(1) : tokens, hint);
    if (test) {
      const holder = scope as Element[];
      const matcher: Matcher = childOfScope ? (element) => element.parent === holder[0] && test(element) : test;
      matcher.childOfScope = childOfScope;
      matcher.hint = hint;
      matcher.decidedOnOpening = true;
      matcher.compound = true;
      return matcher;
    }
  }
  const siblings = scope !== undefined && alternatives !== null && alternatives.some(startsWithSibling);
  // A sibling selector's search goes through the later siblings, where an element that failed for one item can be the
  // match of the next ('+ div .desc'): no cache.
  const options: Options<AnyNode, Element> = { adapter: ADAPTER, cacheResults: cache && !siblings };
  // css-select reads :scope from the array it was given (scope[0] is set before each search). The selector is made
  // relative here, not by css-select: it would also make the selectors inside ':not()' relative to the scope, so that
  // '+ p:not(.note)' read ':not(:scope .note)' and matched p.note.
  const matcher = (
    scope !== undefined && alternatives !== null
      ? compile<AnyNode, Element>(alternatives.map(scopedTokens), { ...options, relativeSelector: false }, scope)
      : compile<AnyNode, Element>(selector, { ...options, relativeSelector: true }, scope)
  ) as Matcher;
  if (siblings && alternatives) {
    // compile() wraps its query and drops the query's own shouldTestNextSiblings: '+ p' would be looked for below the scope.
    matcher.shouldTestNextSiblings = true;
    matcher.siblingsOnly = alternatives.every(startsWithSibling);
    matcher.siblingReach = matcher.siblingsOnly ? Math.max(...alternatives.map(reachOf)) : Infinity;
    const plan = alternatives.map((tokens) => (startsWithSibling(tokens) ? siblingAlternative(tokens) : null));
    if (plan.every((alternative) => alternative !== null)) matcher.siblingPlan = plan as SiblingAlternative[];
  }
  if (alternatives && alternatives.length === 1) matcher.hint = subjectHint(alternatives[0]);
  matcher.decidedOnOpening = decidedOnOpening(alternatives, scope !== undefined);
  matcher.readsEarlierSiblings = alternatives?.some(readsEarlierSiblings) ?? false;
  return matcher;
}

/** The tag and a class every match must have: those of the last compound ('nav.pages a.next' -> a, next). */
function subjectHint(tokens: Selector[]): { tag: string | null; className: string | null } {
  const hint: { tag: string | null; className: string | null } = { tag: null, className: null };
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    const token = tokens[i];
    if (token.type === 'tag') hint.tag ??= token.name.toLowerCase();
    else if (token.type === 'attribute' && token.action === 'element' && token.name.toLowerCase() === 'class' && token.ignoreCase !== true) hint.className ??= token.value;
    else if (token.type !== 'attribute' && token.type !== 'pseudo' && token.type !== 'universal') break;
  }
  return hint;
}

/** Which matchers of a MatcherIndex may match the elements of one tag and class attribute. */
export interface Candidates {
  /** 1 at the index of every matcher that may match. */
  flags: Uint8Array;
  /** Those indexes, in increasing order. */
  list: readonly number[];
  /** Free for the index's one user to remember what it worked out from these candidates (walkPage.ts: which rules). */
  summary?: number;
}

/** Distinct (tag, class attribute) pairs an index remembers before it starts over (a page has a few dozen). */
const CANDIDATES_LIMIT = 4096;

/**
 * Which of several matchers may match an element, from its tag and classes alone: worked out once per distinct tag and
 * class attribute and remembered, so an element costs two map lookups instead of a call per matcher (a page has
 * thousands of elements but a few dozen distinct tag and class pairs, and an instructions document a dozen or more
 * selectors). mark(element) then mayMatch(i), or candidates(element); matchers without a hint are always candidates.
 */
export class MatcherIndex {
  private readonly byTag = new Map<string, number[]>();
  private readonly byClass = new Map<string, number[]>();
  /** Matchers of one id ('#cookie-banner'): few elements have an id, so these are looked up per element, not remembered. */
  private readonly byId = new Map<string, number[]>();
  private readonly always: number[] = [];
  private readonly size: number;
  private readonly known = new Map<string, Map<string, Candidates>>();
  private remembered = 0;
  private current: Uint8Array;

  constructor(matchers: readonly Matcher[]) {
    this.size = matchers.length;
    this.current = new Uint8Array(matchers.length);
    matchers.forEach((matcher, index) => {
      const hint = matcher.hint;
      if (hint?.className) push(this.byClass, hint.className, index);
      else if (hint?.id) push(this.byId, hint.id, index);
      else if (hint?.tag) push(this.byTag, hint.tag, index);
      else this.always.push(index);
    });
  }

  /** The matchers that may match an element with this tag and class attribute. */
  candidates(element: Element): Candidates {
    const classes = element.attribs.class ?? '';
    if (this.byId.size > 0) {
      const byId = element.attribs.id === undefined ? undefined : this.byId.get(element.attribs.id);
      if (byId) return this.work(element.name, classes, byId);
    }
    let byClasses = this.known.get(element.name);
    const found = byClasses?.get(classes);
    if (found) return found;
    if (this.remembered >= CANDIDATES_LIMIT) {
      this.known.clear();
      this.remembered = 0;
      byClasses = undefined;
    }
    if (!byClasses) {
      byClasses = new Map();
      this.known.set(element.name, byClasses);
    }
    const candidates = this.work(element.name, classes);
    byClasses.set(classes, candidates);
    this.remembered += 1;
    return candidates;
  }

  private work(tag: string, classes: string, byId?: readonly number[]): Candidates {
    const flags = new Uint8Array(this.size);
    for (const index of this.always) flags[index] = 1;
    if (byId) for (const index of byId) flags[index] = 1;
    const byTag = this.byTag.get(tag);
    if (byTag) for (const index of byTag) flags[index] = 1;
    if (this.byClass.size > 0 && classes) {
      for (const name of hasSeparator(classes) ? classes.split(/\s+/) : [classes]) {
        const byClass = name ? this.byClass.get(name) : undefined;
        if (byClass) for (const index of byClass) flags[index] = 1;
      }
    }
    const list: number[] = [];
    for (let index = 0; index < flags.length; index += 1) if (flags[index] === 1) list.push(index);
    return { flags, list };
  }

  mark(element: Element): void {
    this.current = this.candidates(element).flags;
  }

  /** Whether matcher `index` may match the element last marked. */
  mayMatch(index: number): boolean {
    return this.current[index] === 1;
  }
}

function hasSeparator(classes: string): boolean {
  return classes.includes(' ') || /[\t\n\f\r]/.test(classes);
}

function push(map: Map<string, number[]>, key: string, index: number): void {
  const list = map.get(key);
  if (list) list.push(index);
  else map.set(key, [index]);
}
