// Selectors of the instructions compiled once into element tests (extract.ts runs thousands of them per page). Most
// selectors scrapers write are one compound ('li.dish', '.price', '> h2', '[data-price]'): those become a direct check
// of the tag, classes and attributes, several times faster than the general matcher (scripts/benchScraping.ts). Every
// other selector goes through css-select, the engine behind cheerio, with the same meaning.
import { compile } from 'css-select';
import { parse, type Selector } from 'css-what';
import type { AnyNode, Element } from 'domhandler';

export type Matcher = ((element: Element) => boolean) & {
  /** '+ x' and '~ x' look after the scope element, not below it. */
  shouldTestNextSiblings?: boolean;
  /** Matches only children of the scope element ('> x'). */
  childOfScope?: boolean;
  /** What every element it matches has (a one-compound selector): lets MatcherIndex skip it for other elements. */
  hint?: { tag: string | null; className: string | null };
};

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

type Test = (element: Element) => boolean;

/** A test for one compound of tags, classes, ids and attributes, or null when it holds anything else. */
function compoundTest(tokens: Selector[], hint: { tag: string | null; className: string | null }): Test | null {
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
      else if (token.action === 'equals') tests.push((element) => element.attribs[name] === value);
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
 * '> h2' its children, ':scope' itself); the caller searches below that element. Throws on a selector css-select does not
 * support.
 */
export function compileMatcher(selector: string, scope?: Element[]): Matcher {
  let alternatives: Selector[][] | null = null;
  try {
    alternatives = parse(selector);
  } catch {
    alternatives = null;
  }
  if (alternatives && alternatives.length === 1) {
    const tokens = alternatives[0];
    const childOfScope = scope !== undefined && tokens[0]?.type === 'child';
    const hint = { tag: null, className: null };
    const test = compoundTest(childOfScope ? tokens.slice(1) : tokens, hint);
    if (test) {
      const holder = scope as Element[];
      const matcher: Matcher = childOfScope ? (element) => element.parent === holder[0] && test(element) : test;
      matcher.childOfScope = childOfScope;
      matcher.hint = hint;
      return matcher;
    }
  }
  // css-select reads :scope from the array it was given (scope[0] is set before each search).
  const matcher = compile<AnyNode, Element>(selector, { relativeSelector: true }, scope) as Matcher;
  if (alternatives && alternatives.length === 1) matcher.hint = subjectHint(alternatives[0]);
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

/**
 * Which of several matchers may match an element, from its tag and classes alone: one map lookup per class instead of
 * a call per matcher (a page has thousands of elements and an instructions document a dozen or more selectors).
 * mark(element) then mayMatch(i); matchers without a hint are always candidates.
 */
export class MatcherIndex {
  private readonly byTag = new Map<string, number[]>();
  private readonly byClass = new Map<string, number[]>();
  private readonly always: number[] = [];
  private readonly stamps: Uint32Array;
  private generation = 0;

  constructor(matchers: readonly Matcher[]) {
    this.stamps = new Uint32Array(matchers.length);
    matchers.forEach((matcher, index) => {
      const hint = matcher.hint;
      if (hint?.className) push(this.byClass, hint.className, index);
      else if (hint?.tag) push(this.byTag, hint.tag, index);
      else this.always.push(index);
    });
  }

  mark(element: Element): void {
    this.generation = (this.generation + 1) >>> 0;
    if (this.generation === 0) {
      this.stamps.fill(0);
      this.generation = 1;
    }
    const generation = this.generation;
    for (const index of this.always) this.stamps[index] = generation;
    const byTag = this.byTag.get(element.name);
    if (byTag) for (const index of byTag) this.stamps[index] = generation;
    if (this.byClass.size === 0) return;
    const classes = element.attribs.class;
    if (!classes) return;
    if (!hasSeparator(classes)) {
      const byClass = this.byClass.get(classes);
      if (byClass) for (const index of byClass) this.stamps[index] = generation;
      return;
    }
    for (const name of classes.split(/\s+/)) {
      const byClass = name ? this.byClass.get(name) : undefined;
      if (byClass) for (const index of byClass) this.stamps[index] = generation;
    }
  }

  /** Writes the indexes of the matchers that may match the element into `into`; returns how many. */
  collect(element: Element, into: number[]): number {
    let count = 0;
    for (const index of this.always) into[count++] = index;
    const byTag = this.byTag.get(element.name);
    if (byTag) for (const index of byTag) into[count++] = index;
    if (this.byClass.size === 0) return count;
    const classes = element.attribs.class;
    if (!classes) return count;
    if (!hasSeparator(classes)) {
      const byClass = this.byClass.get(classes);
      if (byClass) for (const index of byClass) into[count++] = index;
      return count;
    }
    for (const name of new Set(classes.split(/\s+/))) {
      const byClass = name ? this.byClass.get(name) : undefined;
      if (byClass) for (const index of byClass) into[count++] = index;
    }
    return count;
  }

  mayMatch(index: number): boolean {
    return this.stamps[index] === this.generation;
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
