// The streaming reader (issue 12, "Speed and safety"): reads a page as htmlparser2's Tokenizer goes through it, without a
// document tree. Building the tree (domhandler) is about 30% of a bare parseDocument, and the tree reader then walks it
// again and walks each field's subtree for its text. Here the walk's rules (walkPage.ts createWalker, the same code the tree
// walk runs) see each element as it opens, and the text of every element a field reads is kept as it streams by, by
// textOf's rules (block elements separate words, script/style/template/noscript/head are not text, removed elements are
// gone). Only for instructions whose every selector is decided by an element and its ancestors (streamable()); anything
// else (':has', ':last-child', '+ x', ...) is read from the tree as before. The same tokenizer and the Parser's tree rules
// (elementEvents.ts, without the Parser's own cost), so the same elements on malformed HTML.
import type { Element } from 'domhandler';
import type { CompiledField, CompiledFieldSet, CompiledInstructions } from './compileInstructions';
import { parseElements, type ElementHandler } from './elementEvents';
import { BLOCK_TAGS, NO_TEXT_TAGS, type CapturedElement } from './readFields';
import type { Matcher } from './selectors';
import { ACTION, createWalker, IS_LINK, REMOVE, SKIP, STARTS_DISH, STARTS_SECTION, type DishEnd, type FoundSection, type Walk, type Walker } from './walkPage';

type Links = { next: Matcher | null; tabs: Matcher | null };

/** The elements a section's fields point at, found as the page streams by (findTargets' answer, for the tree). */
export interface SectionTargets {
  firsts: (Element | null)[];
  lists: Element[][];
}

export interface StreamedPage {
  walk: Walk;
  /** Per section read (not suppressed) with fields below it. */
  targets: Map<FoundSection, SectionTargets>;
  /** For a pagination or tab link element without an href: the href of the first element below it that has one. */
  hrefBelow: Map<Element, string>;
}

/**
 * An element as the parser opened it: what the matchers read (type, name, attribs, parent, as domhandler's Element has
 * them) and what the text rules need. Passed to matchers and readFields as an Element: none of them looks further.
 */
class StreamElement implements CapturedElement {
  readonly type: string;
  /** A node below it stayed (text, comment, an element not removed): a block element then ends with a space. */
  hasChildren = false;
  /** The text kept for a field that reads it (null: nobody reads it). */
  capturedText: string | null = null;
  /** While capturing: how deep inside a script, style, template, noscript or head below it the parser is. */
  noText = 0;
  /** A field or a link wants it: its text or first href is kept from its opening on. */
  wanted = 0;

  constructor(
    readonly name: string,
    readonly attribs: Record<string, string>,
    readonly parent: StreamElement | null,
  ) {
    this.type = name === 'script' ? 'script' : name === 'style' ? 'style' : 'tag';
  }
}

const WANTS_TEXT = 1;
const WANTS_HREF = 2;
/** It starts a section's search or keeps one out of a container: its closing ends that. */
const ENDS_SEARCH = 4;
/** It started a section or a dish: the walk leaves it when it closes (for any other element leave() does nothing). */
const WALK_LEAVES = 8;

/** A section's search for its fields' elements (findTargets, as the page streams by). */
interface SectionSearch {
  element: StreamElement;
  fields: CompiledFieldSet;
  targets: SectionTargets;
  /** Container mode: the dishes and container sections inside are not searched (the tree reader's `excluded`). */
  excludeContainers: boolean;
  /** The container being skipped, until it closes. */
  excludedBy: StreamElement | null;
}

interface HrefSearch {
  element: StreamElement;
  found: boolean;
}

const streamableCache = new WeakMap<CompiledInstructions, WeakMap<Links, boolean>>();

/**
 * Whether every selector can be decided as the parser opens an element: ancestors-only selectors everywhere, no field
 * after its item ('+ x'), and menu-title fields of one compound (css-select keeps a per-selector cache of ancestors that
 * did not match, which is only sound when searches of nested sections run one after the other, as the tree reader runs
 * them; streamed, they interleave).
 */
export function streamable(compiled: CompiledInstructions, links: Links): boolean {
  let byLinks = streamableCache.get(compiled);
  const known = byLinks?.get(links);
  if (known !== undefined) return known;
  const walkMatchers = [...compiled.remove, compiled.unavailable, compiled.dish, compiled.everywhere, links.next, links.tabs, ...compiled.levels.map((level) => level.matcher)];
  const answer =
    walkMatchers.every((matcher) => matcher === null || matcher.ancestorOnly === true) &&
    compiled.dishFields.after.length === 0 &&
    compiled.dishFields.below.every((field) => field.query?.ancestorOnly === true) &&
    compiled.levels.every((level) => level.fields.after.length === 0 && level.fields.below.every((field) => field.query?.compound === true));
  if (!byLinks) {
    byLinks = new WeakMap();
    streamableCache.set(compiled, byLinks);
  }
  byLinks.set(links, answer);
  return answer;
}

/** A section whose fields are all read from its own element. */
export const NO_TARGETS: SectionTargets = { firsts: [], lists: [] };

/**
 * The parser's handler. A class, like domhandler's: its methods are the same functions for every page, so the parser's
 * calls into them stay cheap in a process that also builds trees (closures made per page would not).
 */
class StreamReader implements ElementHandler {
  readonly walk: Walk;
  readonly targets = new Map<FoundSection, SectionTargets>();
  readonly hrefBelow = new Map<Element, string>();
  private readonly visit: Walker['visit'];
  private readonly leave: Walker['leave'];
  private readonly dishOwnText: boolean;
  private readonly scope: Element[];
  private readonly stack: StreamElement[] = [];
  private top: StreamElement | null = null;
  /** Open elements inside a removed one: nothing of them exists for the readers. */
  private removedDepth = 0;
  /** Open elements inside one the walk skips (it stays, for text and the sections' searches). */
  private skippedDepth = 0;
  private readonly captures: StreamElement[] = [];
  private readonly searches: SectionSearch[] = [];
  /** Searches not inside an excluded container: the ones an opening element is tested for. */
  private searching = 0;
  private readonly hrefSearches: HrefSearch[] = [];

  constructor(
    private readonly compiled: CompiledInstructions,
    links: Links,
    onDishEnd: DishEnd,
  ) {
    const walker = createWalker(compiled, links, onDishEnd, markTarget);
    this.walk = walker.result;
    this.visit = walker.visit;
    this.leave = walker.leave;
    this.dishOwnText = compiled.dishFields.own.some(readsText);
    this.scope = compiled.scope;
  }

  private searchIn(search: SectionSearch, element: StreamElement): void {
    const { below, index } = search.fields;
    const list = index.candidates(element as unknown as Element).list;
    if (list.length === 0) return;
    this.scope[0] = search.element as unknown as Element;
    const { firsts, lists } = search.targets;
    for (let c = 0; c < list.length; c += 1) {
      const i = list[c];
      const field = below[i];
      if (field.multiple) {
        if ((field.query as Matcher)(element as unknown as Element)) {
          lists[i].push(element as unknown as Element);
          if (field.attribute === null) element.wanted |= WANTS_TEXT;
        }
      } else if (firsts[i] === null && (field.query as Matcher)(element as unknown as Element)) {
        firsts[i] = element as unknown as Element;
        if (field.attribute === null) element.wanted |= WANTS_TEXT;
      }
    }
  }

  /** A section the walk opened: its fields are searched below its element from now on. */
  private startSection(element: StreamElement): void {
    const section = this.walk.sections[this.walk.sections.length - 1];
    const level = this.compiled.levels[section.level];
    if (section.suppressed) return;
    if (level.fields.own.some(readsText)) element.wanted |= WANTS_TEXT;
    if (level.fields.below.length === 0) return;
    const found: SectionTargets = { firsts: level.fields.below.map(() => null), lists: level.fields.below.map(() => []) };
    this.targets.set(section, found);
    this.searches.push({ element, fields: level.fields, targets: found, excludeContainers: level.mode === 'container', excludedBy: null });
    this.searching += 1;
    element.wanted |= ENDS_SEARCH;
  }

  onopentag(name: string, attribs: Record<string, string>): void {
    if (this.removedDepth > 0) {
      this.removedDepth += 1;
      return;
    }
    const top = this.top;
    const element = new StreamElement(name, attribs, top);
    let answer = SKIP;
    if (this.skippedDepth > 0) {
      this.skippedDepth += 1;
    } else {
      answer = this.visit(element as unknown as Element);
      if ((answer & ACTION) === REMOVE) {
        this.removedDepth = 1;
        return;
      }
    }
    if (top !== null) top.hasChildren = true;
    const captures = this.captures;
    for (let i = 0; i < captures.length; i += 1) {
      const capture = captures[i];
      if (capture.noText > 0) capture.noText += 1;
      else if (NO_TEXT_TAGS.has(name)) capture.noText = 1;
      else if (BLOCK_TAGS.has(name)) capture.capturedText += ' ';
    }
    const hrefSearches = this.hrefSearches;
    for (let i = 0; i < hrefSearches.length; i += 1) {
      const search = hrefSearches[i];
      if (!search.found && attribs.href !== undefined) {
        search.found = true;
        this.hrefBelow.set(search.element as unknown as Element, attribs.href);
      }
    }
    if (this.searching > 0) {
      const searches = this.searches;
      for (let i = 0; i < searches.length; i += 1) {
        const search = searches[i];
        if (search.excludedBy !== null) continue;
        if (search.excludeContainers && this.walk.containers.has(element as unknown as Element)) {
          search.excludedBy = element;
          element.wanted |= ENDS_SEARCH;
          this.searching -= 1;
        } else {
          this.searchIn(search, element);
        }
      }
    }
    // What this element starts: a section's search, a dish's own text, a link's href search.
    if ((answer & STARTS_SECTION) !== 0) this.startSection(element);
    if (this.dishOwnText && (answer & STARTS_DISH) !== 0) element.wanted |= WANTS_TEXT;
    if ((answer & IS_LINK) !== 0 && attribs.href === undefined) element.wanted |= WANTS_HREF;
    if ((answer & (STARTS_SECTION | STARTS_DISH)) !== 0) element.wanted |= WALK_LEAVES;
    if (element.wanted !== 0) {
      if ((element.wanted & WANTS_TEXT) !== 0) {
        element.capturedText = '';
        captures.push(element);
      }
      if ((element.wanted & WANTS_HREF) !== 0) hrefSearches.push({ element, found: false });
    }
    this.stack.push(element);
    this.top = element;
    if ((answer & ACTION) === SKIP && this.skippedDepth === 0) this.skippedDepth = 1;
  }

  onclosetag(): void {
    if (this.removedDepth > 0) {
      this.removedDepth -= 1;
      return;
    }
    const stack = this.stack;
    const element = stack.pop();
    // At the end of a page cut inside a tag, the parser closes an element it never opened (so does domhandler's stack).
    if (element === undefined) return;
    this.top = stack.length > 0 ? stack[stack.length - 1] : null;
    const captures = this.captures;
    // Elements nest, so the element closing is the last one capturing or searching.
    if (element.wanted !== 0) {
      if (element.capturedText !== null) captures.pop();
      if ((element.wanted & WANTS_HREF) !== 0) this.hrefSearches.pop();
    }
    for (let i = 0; i < captures.length; i += 1) {
      const capture = captures[i];
      if (capture.noText > 0) capture.noText -= 1;
      else if (element.hasChildren && BLOCK_TAGS.has(element.name)) capture.capturedText += ' ';
    }
    if ((element.wanted & ENDS_SEARCH) !== 0) {
      const searches = this.searches;
      for (let i = searches.length - 1; i >= 0; i -= 1) {
        const search = searches[i];
        if (search.excludedBy === element) {
          search.excludedBy = null;
          this.searching += 1;
        } else if (search.element === element) {
          searches.splice(i, 1);
          if (search.excludedBy === null) this.searching -= 1;
        }
      }
    }
    if (this.skippedDepth > 0) this.skippedDepth -= 1;
    else if ((element.wanted & WALK_LEAVES) !== 0) this.leave(element as unknown as Element);
  }

  ontext(text: string): void {
    if (this.removedDepth > 0) return;
    if (this.top !== null) this.top.hasChildren = true;
    const captures = this.captures;
    for (let i = 0; i < captures.length; i += 1) {
      const capture = captures[i];
      if (capture.noText === 0) capture.capturedText += text;
    }
  }

  // Comments and declarations are no text, but they are children: a block element holding only one ends with a space.
  oncomment(): void {
    if (this.removedDepth === 0 && this.top !== null) this.top.hasChildren = true;
  }

  onprocessinginstruction(): void {
    if (this.removedDepth === 0 && this.top !== null) this.top.hasChildren = true;
  }
}

function readsText(field: CompiledField): boolean {
  return field.attribute === null;
}

/** A dish field found its element: a text field keeps that element's text from now on. */
function markTarget(element: Element, field: CompiledField): void {
  if (field.attribute === null) (element as unknown as StreamElement).wanted |= WANTS_TEXT;
}

export function streamPage(html: string, compiled: CompiledInstructions, links: Links, onDishEnd: DishEnd): StreamedPage {
  const reader = new StreamReader(compiled, links, onDishEnd);
  parseElements(html, reader);
  return { walk: reader.walk, targets: reader.targets, hrefBelow: reader.hrefBelow };
}
