// The streaming reader (issue 12, "Speed and safety"): reads a page as htmlparser2's Tokenizer goes through it, without a
// document tree. Building the tree (domhandler) is about 30% of a bare parseDocument, and the tree reader then walks it
// again and walks each field's subtree for its text. Here the walk's rules (walkPage.ts createWalker, the same code the tree
// walk runs) see each element as it opens, and the text of every element a field reads is kept as it streams by, by
// textOf's rules (block elements separate words, script/style/template/noscript/head are not text, removed elements are
// gone). Only for instructions whose every selector is decided by the part of the page before the element (its ancestors
// and the siblings before each: 'h2 + ul li', 'td:nth-child(2)', ':not(.x)'), or whose field looks at the item's later
// siblings ('+ p', '~ dd.price': followed as the siblings open; streamable()); anything else (':has', ':last-child',
// ...) is read from the tree as before. The same tokenizer and the Parser's tree rules
// (elementEvents.ts, without the Parser's own cost), so the same elements on malformed HTML.
import type { Element } from 'domhandler';
import type { CompiledField, CompiledFieldSet, CompiledInstructions } from './compileInstructions';
import { parseElements, type ElementHandler } from './elementEvents';
import { BLOCK_TAGS, NO_TEXT_TAGS, type CapturedElement } from './readFields';
import type { Matcher, SiblingAlternative } from './selectors';
import { ACTION, createWalker, IS_LINK, REMOVE, SKIP, STARTS_DISH, STARTS_SECTION, type DishEnd, type FoundDish, type FoundSection, type Walk, type Walker } from './walkPage';

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
  /**
   * Its parent's element children so far (itself the last while it is open): the siblings css-select reads for '+', '~'
   * and positions (selectors.ts); kept only for instructions that read earlier siblings.
   */
  siblings?: StreamElement[] | null;
  /** While it is open, its element children so far (their `siblings`). */
  children?: StreamElement[] | null;

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
/** An item with fields after it: its closing starts the search of its later siblings. */
const STARTS_SIBLING_SEARCH = 16;

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

/**
 * An item's search for its fields after it ('+ p', '~ dd.price', '+ div .desc'): from the item's closing, its parent's
 * children are its later siblings as they open, each alternative of each field followed through them step by step.
 */
interface SiblingSearch {
  /** The item's parent (null: the item is at the top of the page): its children opened from now on are the siblings. */
  parent: StreamElement | null;
  fields: CompiledField[];
  targets: SectionTargets;
  /** Per alternative of every field, in order, three numbers: the steps matched by the sibling just before (bit 0: the
   * item itself, bit j + 1: step j), the steps matched by any sibling so far, and 1 when the open sibling matched the
   * last step of an alternative that reads below it. */
  state: Int32Array;
  /** The sibling open now. */
  open: StreamElement | null;
  /** Single fields not found yet. */
  unfound: number;
  multiple: boolean;
}

interface HrefSearch {
  element: StreamElement;
  found: boolean;
}

const streamableCache = new WeakMap<CompiledInstructions, WeakMap<Links, boolean>>();

/** Every selector the walk tests on a page under these links (the fields' too). */
function allMatchers(compiled: CompiledInstructions, links: Links): (Matcher | null)[] {
  const fields = [...compiled.dishFields.all, ...compiled.levels.flatMap((level) => level.fields.all)].map((field) => field.query);
  return [...compiled.remove, compiled.unavailable, compiled.dish, compiled.everywhere, links.next, links.tabs, ...compiled.levels.map((level) => level.matcher), ...fields];
}

/**
 * Whether every selector can be decided as the parser opens an element (Matcher.decidedOnOpening: by the element, its
 * ancestors and their earlier siblings), with fields after their item only as steps of compounds through its siblings
 * (SiblingAlternative), and never a container section's (the tree reader's search there skips the dishes and sections in
 * between).
 */
export function streamable(compiled: CompiledInstructions, links: Links): boolean {
  let byLinks = streamableCache.get(compiled);
  const known = byLinks?.get(links);
  if (known !== undefined) return known;
  const walkMatchers = [...compiled.remove, compiled.unavailable, compiled.dish, compiled.everywhere, links.next, links.tabs, ...compiled.levels.map((level) => level.matcher)];
  const followed = (field: CompiledField) => field.query?.siblingPlan !== undefined;
  const answer =
    walkMatchers.every((matcher) => matcher === null || matcher.decidedOnOpening === true) &&
    compiled.dishFields.after.every(followed) &&
    compiled.dishFields.below.every((field) => field.query?.decidedOnOpening === true) &&
    compiled.levels.every(
      (level) =>
        (level.fields.after.length === 0 || (level.mode === 'heading' && level.fields.after.every(followed))) &&
        level.fields.below.every((field) => field.query?.decidedOnOpening === true),
    );
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
  /** Some selector reads the siblings before an element: each element keeps its parent's children so far. */
  private readonly linksSiblings: boolean;
  private readonly scope: Element[];
  private readonly stack: StreamElement[] = [];
  private top: StreamElement | null = null;
  /** The elements at the top of the page (no parent), when siblings are kept. */
  private readonly topLevel: StreamElement[] = [];
  /** Open elements inside a removed one: nothing of them exists for the readers. */
  private removedDepth = 0;
  /** Open elements inside one the walk skips (it stays, for text and the sections' searches). */
  private skippedDepth = 0;
  private readonly captures: StreamElement[] = [];
  private readonly searches: SectionSearch[] = [];
  /** Searches not inside an excluded container: the ones an opening element is tested for. */
  private searching = 0;
  private readonly hrefSearches: HrefSearch[] = [];
  /** Items whose later siblings are being searched, and those still open (their search starts when they close). */
  private readonly siblingSearches: SiblingSearch[] = [];
  private readonly pendingSiblingSearches = new Map<StreamElement, SiblingSearch>();

  constructor(
    private readonly compiled: CompiledInstructions,
    links: Links,
    onDishEnd: DishEnd | null,
  ) {
    const walker = createWalker(compiled, links, onDishEnd, markTarget);
    this.walk = walker.result;
    this.visit = walker.visit;
    this.leave = walker.leave;
    this.dishOwnText = compiled.dishFields.own.some(readsText);
    this.linksSiblings = allMatchers(compiled, links).some((matcher) => matcher?.readsEarlierSiblings === true);
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
    if (level.fields.after.length > 0) this.prepareSiblingSearch(element, level.fields.after, section);
    if (level.fields.below.length === 0) return;
    const found: SectionTargets = { firsts: level.fields.below.map(() => null), lists: level.fields.below.map(() => []) };
    this.targets.set(section, found);
    this.searches.push({ element, fields: level.fields, targets: found, excludeContainers: level.mode === 'container', excludedBy: null });
    this.searching += 1;
    element.wanted |= ENDS_SEARCH;
  }

  /** An item with fields after it opened: their search of its siblings starts when it closes. */
  private prepareSiblingSearch(element: StreamElement, fields: CompiledField[], item: FoundSection | FoundDish): void {
    const targets: SectionTargets = { firsts: fields.map(() => null), lists: fields.map(() => []) };
    item.after = targets;
    let alternatives = 0;
    for (const field of fields) alternatives += (field.query as Matcher).siblingPlan?.length ?? 0;
    const state = new Int32Array(alternatives * 3);
    // Before the first sibling, the item itself is what the first step follows.
    for (let at = 0; at < state.length; at += 3) {
      state[at] = 1;
      state[at + 1] = 1;
    }
    const multiple = fields.some((field) => field.multiple);
    this.pendingSiblingSearches.set(element, { parent: element.parent, fields, targets, state, open: null, unfound: fields.filter((field) => !field.multiple).length, multiple });
    element.wanted |= STARTS_SIBLING_SEARCH;
  }

  private foundAfter(search: SiblingSearch, index: number, element: StreamElement): void {
    const field = search.fields[index];
    if (field.multiple) {
      search.targets.lists[index].push(element as unknown as Element);
    } else {
      search.targets.firsts[index] = element as unknown as Element;
      search.unfound -= 1;
    }
    if (field.attribute === null) element.wanted |= WANTS_TEXT;
  }

  /** An element opened while items' later siblings are searched: a sibling itself, or inside the one open. */
  private searchSiblings(element: StreamElement): void {
    const searches = this.siblingSearches;
    for (let s = 0; s < searches.length; s += 1) {
      const search = searches[s];
      const isSibling = element.parent === search.parent;
      if (!isSibling && search.open === null) continue;
      if (isSibling) search.open = element;
      const { fields, state, targets } = search;
      let at = 0;
      for (let f = 0; f < fields.length; f += 1) {
        const field = fields[f];
        const plan = (field.query as Matcher).siblingPlan as SiblingAlternative[];
        let wants = field.multiple || targets.firsts[f] === null;
        for (let a = 0; a < plan.length; a += 1, at += 3) {
          const alternative = plan[a];
          if (isSibling) {
            // The steps this sibling matches: '+' continues from the sibling just before, '~' from any before.
            const { steps, adjacent } = alternative;
            let matched = 0;
            for (let j = 0; j < steps.length; j += 1) {
              const from = (adjacent & (1 << j)) !== 0 ? state[at] : state[at + 1];
              if ((from & (1 << j)) !== 0 && steps[j](element as unknown as Element)) matched |= 1 << (j + 1);
            }
            state[at] = matched;
            state[at + 1] |= matched;
            const last = (matched & (1 << steps.length)) !== 0;
            state[at + 2] = last && alternative.below !== null ? 1 : 0;
            if (wants && last && alternative.below === null) {
              this.foundAfter(search, f, element);
              wants = false;
            }
          } else if (wants && state[at + 2] === 1) {
            const below = alternative.below as NonNullable<SiblingAlternative['below']>;
            if ((!below.child || element.parent === search.open) && below.test(element as unknown as Element)) {
              this.foundAfter(search, f, element);
              wants = false;
            }
          }
        }
      }
    }
  }

  /** An element closed: the end of an item (its search starts), of a sibling, or of the parent (the search ends). */
  private closeForSiblings(element: StreamElement): void {
    const searches = this.siblingSearches;
    for (let s = searches.length - 1; s >= 0; s -= 1) {
      const search = searches[s];
      let ends = search.parent === element;
      if (!ends && search.open === element) {
        search.open = null;
        ends = !siblingSearchGoesOn(search);
      }
      if (ends) searches.splice(s, 1);
    }
    if ((element.wanted & STARTS_SIBLING_SEARCH) !== 0) {
      searches.push(this.pendingSiblingSearches.get(element) as SiblingSearch);
      this.pendingSiblingSearches.delete(element);
    }
  }

  onopentag(name: string, attribs: Record<string, string>): void {
    if (this.removedDepth > 0) {
      this.removedDepth += 1;
      return;
    }
    const top = this.top;
    const element = new StreamElement(name, attribs, top);
    // Among its siblings before the walk's selectors test it ('h2 + ul', ':nth-child(2)').
    if (this.linksSiblings) {
      const siblings = top === null ? this.topLevel : (top.children ??= []);
      siblings.push(element);
      element.siblings = siblings;
    }
    let answer = SKIP;
    if (this.skippedDepth > 0) {
      this.skippedDepth += 1;
    } else {
      answer = this.visit(element as unknown as Element);
      if ((answer & ACTION) === REMOVE) {
        // Removed: no sibling of anything.
        element.siblings?.pop();
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
    if (this.siblingSearches.length > 0) this.searchSiblings(element);
    // What this element starts: a section's search, a dish's own text, a link's href search.
    if ((answer & STARTS_SECTION) !== 0) this.startSection(element);
    if ((answer & STARTS_DISH) !== 0 && this.compiled.dishFields.after.length > 0) {
      const dish = this.walk.dishes[this.walk.dishes.length - 1];
      this.prepareSiblingSearch(element, this.compiled.dishFields.after, dish);
    }
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
    // Its children's list stays theirs, but it keeps none of them alive (an element kept for its text would). Its own
    // list stays: a later sibling's selector can test it ('h2:first-child ~ ul' tests the h2).
    if (this.linksSiblings) element.children = null;
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
    if (this.siblingSearches.length > 0 || (element.wanted & STARTS_SIBLING_SEARCH) !== 0) this.closeForSiblings(element);
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

/** Whether a sibling search can still find something: a field still wanted, with a step its next siblings could match. */
function siblingSearchGoesOn(search: SiblingSearch): boolean {
  const { fields, state, targets } = search;
  let at = 0;
  for (let f = 0; f < fields.length; f += 1) {
    const plan = (fields[f].query as Matcher).siblingPlan as SiblingAlternative[];
    const wanted = fields[f].multiple || targets.firsts[f] === null;
    for (let a = 0; a < plan.length; a += 1, at += 3) {
      if (!wanted) continue;
      const { steps, adjacent } = plan[a];
      const all = (1 << steps.length) - 1;
      // A '+' step continues only from the sibling just closed; a '~' step from any sibling so far.
      if ((state[at] & adjacent & all) !== 0 || (state[at + 1] & ~adjacent & all) !== 0) return true;
    }
  }
  return false;
}

function readsText(field: CompiledField): boolean {
  return field.attribute === null;
}

/** A dish field found its element: a text field keeps that element's text from now on. */
function markTarget(element: Element, field: CompiledField): void {
  if (field.attribute === null) (element as unknown as StreamElement).wanted |= WANTS_TEXT;
}

export function streamPage(html: string, compiled: CompiledInstructions, links: Links, onDishEnd: DishEnd | null): StreamedPage {
  const reader = new StreamReader(compiled, links, onDishEnd);
  parseElements(html, reader);
  return { walk: reader.walk, targets: reader.targets, hrefBelow: reader.hrefBelow };
}
