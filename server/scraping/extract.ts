// Extraction of one page (issue 12, DESIGN.md section 4): the menu titles and dishes the instructions point at, each
// with its normalised values, stable key and hash. One parse (htmlparser2, the parser behind cheerio/slim, used
// directly: no wrapper objects per query) and one walk over the document that removes the cleanup elements, skips
// unavailable ones and finds sections, dishes, availability markers and pagination/tab links with selectors compiled
// once per instructions document. Field values are read after the walk, so every cleanup removal has happened first.
// Never throws on a page: malformed HTML parses into some tree like a browser's. Throws ScrapingInstructionsError only
// for instructions that a validated document cannot contain (an unknown pseudo-class, a pattern RE2 refuses).
import { Element, isTag, isText, type AnyNode, type Document, type ParentNode } from 'domhandler';
import { removeElement } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { DISH_FIELDS, type DishRule, type FieldRule, type MenuTitleRule, type PageRule, type ScrapingInstructions } from '../../domain/scrapingInstructions';
import { hashDish, hashMenuTitle } from './hash';
import { compileMatcher, MatcherIndex, type Matcher } from './selectors';
import { normaliseLinksInText, normaliseText, normaliseUrl, normaliseValue } from './normalise';
import type { ExtractedDish, ExtractedMenuTitle, ExtractedPage } from './types';
import { compileUserPattern, compileUserReplacement, type UserPattern, type UserReplacement } from './userPatterns';

/** The title an empty scraped menu title gets (spec 2 section 8: "a constant whose text is not shown"). */
export const PLACEHOLDER_MENU_TITLE = 'Untitled section';

/** Tab links a page reports at most (a page of thousands of matching links is not a menu's tabs). */
const MAX_TAB_LINKS = 200;

/** Values of several matches (FieldRule.multiple) are joined with this. */
export const MULTIPLE_VALUES_SEPARATOR = ', ';

export interface ExtractContext {
  /**
   * Position of the page's first item in the run: titles and dishes share one document-order counter, so the next
   * page's offset is positionOffset + menuTitles.length + dishes.length (any larger value keeps the order too).
   */
  positionOffset: number;
  /** Put before every key of this page (a tab's items under their own keys: 'tab:2/'). */
  titleKeyPrefix?: string;
  /**
   * Occurrence counters shared by the pages of one run, so equal names on two pages get distinct keys (#0, #1);
   * without it each page counts from 0.
   */
  keyOccurrences?: Map<string, number>;
  /** The page rule this page is read under (pagination and tabs); default: the rule whose url is pageUrl. */
  pageRule?: PageRule | null;
}

export class ScrapingInstructionsError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
    this.name = 'ScrapingInstructionsError';
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Compiled instructions (cached per instructions object: a run reads many pages with one document).

interface CompiledField {
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
  /** Gave a value on the page being read (reset per page; saves a set insertion per value). */
  matched: boolean;
}

/** A rule's fields, grouped by how they are found: all the below-the-element ones in one walk of its subtree. */
interface CompiledFieldSet {
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
  candidates: number[];
  firsts: (Element | null)[];
  lists: Element[][];
}

interface CompiledLevel {
  path: string;
  mode: 'container' | 'heading';
  matcher: Matcher;
  fields: CompiledFieldSet;
}

interface CompiledInstructions {
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

function compileSelector(selector: string, path: string, scope?: Element[]): Matcher {
  try {
    return compileMatcher(selector, scope);
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

function compileFields(fields: Record<string, FieldRule | undefined>, path: string, scope: Element[]): CompiledFieldSet {
  const all = compileFieldList(fields, path, scope);
  const below = all.filter((field) => field.query !== null && !field.query.shouldTestNextSiblings);
  below.forEach((field, index) => (field.belowIndex = index));
  return {
    all,
    own: all.filter((field) => field.query === null),
    below,
    after: all.filter((field) => field.query?.shouldTestNextSiblings === true),
    index: new MatcherIndex(below.map((field) => field.query as Matcher)),
    candidates: [],
    firsts: below.map(() => null),
    lists: below.map(() => []),
  };
}

function compileFieldList(fields: Record<string, FieldRule | undefined>, path: string, scope: Element[]): CompiledField[] {
  return Object.entries(fields).flatMap(([name, rule]) => {
    if (!rule) return [];
    const fieldPath = `${path}.${name}`;
    return [
      {
        path: fieldPath,
        name,
        query: rule.selector === undefined || rule.selector.trim() === '' ? null : compileSelector(rule.selector, `${fieldPath}.selector`, scope),
        attribute: rule.attribute ? rule.attribute.toLowerCase() : null,
        pattern: rule.pattern === undefined ? null : compilePattern(rule.pattern, `${fieldPath}.pattern`),
        multiple: rule.multiple === true,
        required: rule.required === true,
        belowIndex: -1,
        matched: false,
      },
    ];
  });
}

function scopePlaceholder(): Element[] {
  // css-select makes a selector relative (":scope .name") only when its context element has a parent element.
  const parent = new Element('html', {});
  const placeholder = new Element('div', {});
  placeholder.parent = parent;
  return [placeholder];
}

function compileInstructions(instructions: ScrapingInstructions): CompiledInstructions {
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
      fields: compileFields(rule.fields, `${path}.fields`, scope),
    });
    rule = rule.children;
    path = `${path}.children`;
  }
  const dishes: DishRule = instructions.dishes;
  const compiled: CompiledInstructions = {
    remove: (instructions.cleanup?.remove ?? []).map((selector, index) => compileSelector(selector, `cleanup.remove[${index}]`)),
    levels,
    dish: compileSelector(dishes.selector, 'dishes.selector'),
    dishFields: compileFields(dishes.fields, 'dishes.fields', scope),
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

// ---------------------------------------------------------------------------------------------------------------------
// Reading values.

// Elements whose boundaries separate words in the rendered text ("<p>a</p><p>b</p>" reads "a b", not "ab").
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'h1',
  'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'tbody',
  'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'option', 'caption',
]);
// Elements whose content is never shown as text.
const NO_TEXT_TAGS = new Set(['script', 'style', 'template', 'noscript', 'head']);
// Attributes holding links: resolved against the page and stripped of tracking parameters.
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'data-href', 'data-src', 'data-url', 'poster']);

/**
 * The text a person sees inside an element. Walks the tree by its links (no recursion: a hostile page nests deeper than
 * the call stack; no arrays: a page has thousands of values). Block elements separate words: "<p>a</p><p>b</p>" reads
 * "a b", not "ab".
 */
function textOf(element: Element): string {
  // Most value elements hold one text node.
  const only = element.children.length === 1 ? element.children[0] : null;
  if (only && isText(only)) return only.data;
  let text = '';
  let node: AnyNode | null = element.children[0] ?? null;
  while (node) {
    if (isText(node)) {
      text += node.data;
    } else if (isTag(node) && !NO_TEXT_TAGS.has(node.name)) {
      if (BLOCK_TAGS.has(node.name)) text += ' ';
      if (node.children.length > 0) {
        node = node.children[0];
        continue;
      }
    }
    // Leave the node, and every parent whose last child it was (a block parent ends with a space).
    let current: AnyNode = node;
    node = null;
    while (current !== element) {
      if (current.next) {
        node = current.next;
        break;
      }
      const parent: ParentNode | null = current.parent;
      if (!parent || parent === element) break;
      if (isTag(parent) && BLOCK_TAGS.has(parent.name)) text += ' ';
      current = parent;
    }
  }
  return text;
}

/**
 * Pre-order search below `root` (and after it, for "+ x" / "~ x" selectors), never entering `excluded` elements.
 * Walks by the tree's links, as textOf does.
 */
function search(query: Matcher, root: Element, excluded: ReadonlySet<Element> | null, all: boolean): Element[] {
  const found: Element[] = [];
  const starts: AnyNode[] = [root];
  if (query.shouldTestNextSiblings) {
    for (let sibling = root.next; sibling; sibling = sibling.next) if (isTag(sibling)) starts.push(sibling);
  }
  for (let s = 0; s < starts.length; s += 1) {
    const top = starts[s];
    // The root is searched below; a following sibling is tested itself too.
    let node: AnyNode | null = s === 0 ? (root.children[0] ?? null) : top;
    while (node) {
      let enter = false;
      if (isTag(node) && !excluded?.has(node)) {
        if (query(node)) {
          found.push(node);
          if (!all) return found;
        }
        enter = node.children.length > 0;
      }
      if (enter) {
        node = (node as Element).children[0];
        continue;
      }
      let current: AnyNode = node;
      node = null;
      while (current !== top) {
        if (current.next) {
          node = current.next;
          break;
        }
        const parent: ParentNode | null = current.parent;
        if (!parent || parent === top || parent === root) break;
        current = parent;
      }
    }
  }
  return found;
}

interface ReadContext {
  compiled: CompiledInstructions;
  pageUrl: string;
}

function rawValue(target: Element, field: CompiledField, context: ReadContext): string | null {
  if (field.attribute === null) return textOf(target);
  const value = target.attribs[field.attribute];
  if (value === undefined) return null;
  return URL_ATTRIBUTES.has(field.attribute) ? normaliseUrl(value, context.pageUrl) : value;
}

function cleanValue(raw: string | null, field: CompiledField, context: ReadContext): string | null {
  if (raw === null) return null;
  let value = normaliseText(raw);
  if (value === '') return null;
  let changed = false;
  if (field.pattern) {
    const extracted = field.pattern.extract(value);
    if (extracted === null) return null;
    changed = extracted !== value;
    value = extracted;
  }
  const replacements = context.compiled.replacements;
  for (let i = 0; i < replacements.length; i += 1) {
    const replaced = replacements[i].apply(value);
    if (replaced !== value) {
      changed = true;
      value = replaced;
    }
  }
  // A pattern's group or a replacement can leave spaces at the ends or nothing at all: normalise again only then.
  return changed ? normaliseValue(value) : normaliseLinksInText(value);
}

function valueOf(targets: readonly Element[], field: CompiledField, context: ReadContext): string | null {
  const values: string[] = [];
  for (const target of targets) {
    const value = cleanValue(rawValue(target, field, context), field, context);
    if (value !== null && !values.includes(value)) values.push(value);
  }
  return values.length ? values.join(MULTIPLE_VALUES_SEPARATOR) : null;
}

/**
 * Finds the elements of the `below` fields of one item (into fields.firsts and fields.lists): one walk of the element's
 * subtree tests all the field selectors its tag and classes allow (a single field stops looking at its first match).
 * Dishes do not come here: the page walk finds their fields on its way through them (walk()).
 */
function findTargets(element: Element, fields: CompiledFieldSet, excluded: ReadonlySet<Element> | null, scope: Element[]): void {
  scope[0] = element;
  const { below, firsts, lists, index, candidates } = fields;
  let wanted = 0;
  let multiple = false;
  for (let i = 0; i < below.length; i += 1) {
    firsts[i] = null;
    lists[i] = [];
    if (below[i].multiple) multiple = true;
    else wanted += 1;
  }
  let node: AnyNode | null = below.length ? (element.children[0] ?? null) : null;
  while (node) {
    let enter = false;
    if (isTag(node) && !excluded?.has(node)) {
      const count = index.collect(node, candidates);
      for (let c = 0; c < count; c += 1) {
        const i = candidates[c];
        const field = below[i];
        if (field.multiple) {
          if ((field.query as Matcher)(node)) lists[i].push(node);
        } else if (firsts[i] === null && (field.query as Matcher)(node)) {
          firsts[i] = node;
          wanted -= 1;
        }
      }
      if (wanted === 0 && !multiple) break;
      enter = node.children.length > 0;
    }
    if (enter) {
      node = (node as Element).children[0];
      continue;
    }
    let current: AnyNode = node;
    node = null;
    while (current !== element) {
      if (current.next) {
        node = current.next;
        break;
      }
      const parent: ParentNode | null = current.parent;
      if (!parent || parent === element) break;
      current = parent;
    }
  }
}

/** Reads every field of one item into `values`, from the elements found for its `below` fields. */
function readFields(
  element: Element,
  fields: CompiledFieldSet,
  found: { firsts: readonly (Element | null)[]; lists: readonly (Element[] | undefined)[] },
  excluded: ReadonlySet<Element> | null,
  context: ReadContext,
  matched: Set<string>,
  values: Record<string, string | null>,
): void {
  for (const field of fields.all) {
    let value: string | null;
    if (field.query === null) {
      value = cleanValue(rawValue(element, field, context), field, context);
    } else if (field.belowIndex < 0) {
      context.compiled.scope[0] = element;
      const targets = search(field.query, element, excluded, field.multiple);
      value = field.multiple ? valueOf(targets, field, context) : targets.length ? cleanValue(rawValue(targets[0], field, context), field, context) : null;
    } else {
      const first = found.firsts[field.belowIndex];
      value = field.multiple ? valueOf(found.lists[field.belowIndex] ?? NO_ELEMENTS, field, context) : first ? cleanValue(rawValue(first, field, context), field, context) : null;
    }
    values[field.name] = value;
    if (value !== null && !field.matched) {
      field.matched = true;
      matched.add(field.path);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// The walk.

interface FoundSection {
  level: number;
  element: Element;
  parent: FoundSection | null;
  /** Inside an unavailable section (heading mode): read nothing, its dishes are left out. */
  suppressed: boolean;
  everywhere: boolean;
  order: number;
}

interface FoundDish {
  element: Element;
  section: FoundSection | null;
  order: number;
  /** The elements of its `below` fields, found by the walk on its way through the dish (lists: multiple fields). */
  firsts: (Element | null)[];
  /** Created on a multiple field's first match: a page has hundreds of dishes, most fields are single. */
  lists: (Element[] | undefined)[];
}

const NO_ELEMENTS: Element[] = [];

interface Walk {
  sections: FoundSection[];
  dishes: FoundDish[];
  /** Section containers and dishes: a section's own fields are never read from inside them. */
  containers: Set<Element>;
  nextLink: Element | null;
  tabLinks: Element[];
  removed: number;
  unavailable: number;
  outsideSections: number;
}

function walk(document: Document, compiled: CompiledInstructions, links: { next: Matcher | null; tabs: Matcher | null }): Walk {
  const result: Walk = { sections: [], dishes: [], containers: new Set(), nextLink: null, tabLinks: [], removed: 0, unavailable: 0, outsideSections: 0 };
  // Every selector of the walk behind one index: an element is tested only against those its tag or classes allow.
  const all: Matcher[] = [];
  const id = (matcher: Matcher | null): number => (matcher ? all.push(matcher) - 1 : -1);
  const removeIds = compiled.remove.map(id);
  const unavailableId = id(compiled.unavailable);
  const levelIds = compiled.levels.map((level) => id(level.matcher));
  const dishId = id(compiled.dish);
  const everywhereId = id(compiled.everywhere);
  const nextId = id(links.next);
  const tabsId = id(links.tabs);
  // The dish fields go in the same index: inside a dish, the walk finds their elements too (one traversal, not two).
  const fieldBase = all.length;
  const dishFields = compiled.dishFields.below;
  const hasMultiple = dishFields.some((field) => field.multiple);
  for (const field of dishFields) all.push(field.query as Matcher);
  let currentFound: FoundDish | null = null;
  const index = new MatcherIndex(all);
  const hit = (matcherId: number, element: Element): boolean => matcherId >= 0 && index.mayMatch(matcherId) && all[matcherId](element);

  const open: FoundSection[] = [];
  const openContainers = new Set<Element>();
  let currentDish: Element | null = null;
  let order = 0;

  const levelOf = (element: Element): number => {
    for (let level = 0; level < levelIds.length; level += 1) if (hit(levelIds[level], element)) return level;
    return -1;
  };

  const openSection = (element: Element, level: number, suppressed: boolean): void => {
    // A new section ends the heading-mode sections at its level and deeper (they run until the next match).
    while (open.length > 0 && open[open.length - 1].level >= level && compiled.levels[open[open.length - 1].level].mode === 'heading') open.pop();
    let parent: FoundSection | null = null;
    for (let i = open.length - 1; i >= 0; i -= 1) {
      if (open[i].level < level) {
        parent = open[i];
        break;
      }
    }
    const section: FoundSection = { level, element, parent, suppressed: suppressed || (parent?.suppressed ?? false), everywhere: false, order: order++ };
    open.push(section);
    result.sections.push(section);
    if (compiled.levels[level].mode === 'container') {
      openContainers.add(element);
      result.containers.add(element);
    }
  };

  const leave = (element: Element): void => {
    if (element === currentDish) {
      currentDish = null;
      currentFound = null;
    }
    if (!openContainers.has(element)) return;
    openContainers.delete(element);
    // The container ends, and with it every section opened inside it.
    while (open.length > 0) {
      const section = open.pop() as FoundSection;
      if (section.element === element) break;
      openContainers.delete(section.element);
    }
  };

  const enter = (element: Element): boolean => {
    if (currentDish === null) {
      const level = compiled.levels.length ? levelOf(element) : -1;
      if (level >= 0) {
        openSection(element, level, false);
      } else if (hit(dishId, element)) {
        const section = open.length ? open[open.length - 1] : null;
        if (section?.suppressed) {
          result.unavailable += 1;
          return false;
        }
        if (compiled.levels.length && section === null) {
          result.outsideSections += 1;
          return false;
        }
        const below = compiled.dishFields.below;
        const firsts: (Element | null)[] = new Array<Element | null>(below.length).fill(null);
        const dish: FoundDish = { element, section, order: order++, firsts, lists: hasMultiple ? new Array<Element[] | undefined>(below.length) : [] };
        result.dishes.push(dish);
        currentFound = dish;
        compiled.scope[0] = element;
        result.containers.add(element);
        currentDish = element;
      }
    }
    if (open.length && hit(everywhereId, element)) open[open.length - 1].everywhere = true;
    if (result.nextLink === null && hit(nextId, element)) result.nextLink = element;
    if (hit(tabsId, element)) result.tabLinks.push(element);
    return true;
  };

  // Walks by the tree's links (no recursion, no frames): after an element's subtree, or instead of it when it is skipped
  // or removed, go to its next sibling, leaving every parent whose last child it was.
  const after = (element: Element): AnyNode | null => {
    let current: AnyNode = element;
    for (;;) {
      if (current.next) return current.next;
      const parent: ParentNode | null = current.parent;
      if (!parent || parent === document) return null;
      leave(parent as Element);
      current = parent;
    }
  };
  let node: AnyNode | null = document.children[0] ?? null;
  while (node) {
    if (!isTag(node)) {
      node = node.next ?? (node.parent && node.parent !== document ? afterParent(node.parent as Element) : null);
      continue;
    }
    const element: Element = node;
    index.mark(element);
    let removed = false;
    for (let i = 0; i < removeIds.length && !removed; i += 1) removed = hit(removeIds[i], element);
    if (removed) {
      node = element.next ?? (element.parent && element.parent !== document ? afterParent(element.parent as Element) : null);
      removeElement(element);
      result.removed += 1;
      continue;
    }
    if (element.name === 'template') {
      node = after(element);
      continue;
    }
    if (currentFound !== null) {
      const found: FoundDish = currentFound;
      for (let i = 0; i < dishFields.length; i += 1) {
        if (!index.mayMatch(fieldBase + i)) continue;
        const field = dishFields[i];
        if (field.multiple) {
          if ((field.query as Matcher)(element)) (found.lists[i] ??= []).push(element);
        } else if (found.firsts[i] === null && (field.query as Matcher)(element)) {
          found.firsts[i] = element;
        }
      }
    }
    if (hit(unavailableId, element)) {
      result.unavailable += 1;
      // An unavailable heading still ends the previous section: what follows it is left out until the next heading.
      const level = currentDish === null && compiled.levels.length ? levelOf(element) : -1;
      if (level >= 0 && compiled.levels[level].mode === 'heading') openSection(element, level, true);
      node = after(element);
      continue;
    }
    if (!enter(element)) {
      node = after(element);
      continue;
    }
    if (element.children.length > 0) {
      node = element.children[0];
    } else {
      leave(element);
      node = after(element);
    }
  }

  function afterParent(parent: Element): AnyNode | null {
    leave(parent);
    return after(parent);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------------------
// Keys, links and the page.

const KEY_RESERVED = /[/#|]/;
const KEY_RESERVED_ALL = /[/#|]/g;

function keySegment(text: string): string {
  // Reserved characters of the key syntax (path '/', occurrence '#', dish '|') cannot come from a name.
  const lower = normaliseText(text).toLowerCase();
  return KEY_RESERVED.test(lower) ? lower.replace(KEY_RESERVED_ALL, '-') : lower;
}

function nextOccurrence(occurrences: Map<string, number>, key: string): number {
  const count = occurrences.get(key) ?? 0;
  occurrences.set(key, count + 1);
  return count;
}

function samePage(a: string, b: string): boolean {
  try {
    const left = new URL(a);
    const right = new URL(b);
    left.hash = '';
    right.hash = '';
    return left.toString() === right.toString();
  } catch {
    return a === b;
  }
}

function linkOf(element: Element, pageUrl: string): string | null {
  let href = element.attribs.href;
  if (href === undefined) {
    const anchor = search(((node: Element) => node.attribs.href !== undefined) as Matcher, element, null, false)[0];
    href = anchor?.attribs.href;
  }
  if (href === undefined || href.trim() === '') return null;
  const url = normaliseUrl(href, pageUrl);
  return /^https?:\/\//i.test(url) ? url : null;
}

function pageRuleFor(instructions: ScrapingInstructions, pageUrl: string, context: ExtractContext): PageRule | null {
  if (context.pageRule !== undefined) return context.pageRule;
  return instructions.pages.find((page) => samePage(page.url, pageUrl)) ?? (instructions.pages.length === 1 ? instructions.pages[0] : null);
}

const DISH_VALUE_FIELDS = ['description', 'price', 'calories', 'diets', 'addons', 'miscInfo', 'allergens', 'ingredients', 'nutritions'] as const;

export function extractPage(html: string, pageUrl: string, instructions: ScrapingInstructions, context: ExtractContext): ExtractedPage {
  const started = performance.now();
  const compiled = compileInstructions(instructions);
  const pageRule = pageRuleFor(instructions, pageUrl, context);
  const links = (pageRule && compiled.pagination.get(pageRule)) ?? { next: null, tabs: null };
  const document = parseDocument(html);
  const found = walk(document, compiled, links);
  const read: ReadContext = { compiled, pageUrl };
  const matched = new Set<string>();
  for (const field of [...compiled.levels.flatMap((level) => level.fields.all), ...compiled.dishFields.all]) field.matched = false;
  const prefix = context.titleKeyPrefix ?? '';
  const occurrences = context.keyOccurrences ?? new Map<string, number>();
  const messages: string[] = [];

  // Menu titles, parents before children (document order).
  const titles = new Map<FoundSection, ExtractedMenuTitle>();
  const menuTitles: ExtractedMenuTitle[] = [];
  const dishes: ExtractedDish[] = [];
  const titlePaths = new Map<ExtractedMenuTitle, string[]>();
  let placeholders = 0;
  for (const section of found.sections) {
    if (section.suppressed) continue;
    const level = compiled.levels[section.level];
    const excluded = level.mode === 'container' ? found.containers : null;
    const values: Record<string, string | null> = {};
    findTargets(section.element, level.fields, excluded, compiled.scope);
    readFields(section.element, level.fields, level.fields, excluded, read, matched, values);
    const parent = section.parent ? (titles.get(section.parent) ?? null) : null;
    const isPlaceholder = values.title === null || values.title === undefined;
    if (isPlaceholder) placeholders += 1;
    const title = isPlaceholder ? PLACEHOLDER_MENU_TITLE : (values.title as string);
    const segmentKey = `${parent ? `${parent.key}/` : prefix}${keySegment(title)}`;
    const content = {
      title,
      description: values.description ?? null,
      calories: values.calories ?? null,
      diets: values.diets ?? null,
      addons: values.addons ?? null,
      miscInfo: values.miscInfo ?? null,
      allergens: values.allergens ?? null,
      nutritions: values.nutritions ?? null,
      isEverywhereAvailable: section.everywhere || (parent?.isEverywhereAvailable ?? false),
      isPlaceholder,
    } satisfies Omit<ExtractedMenuTitle, 'hash' | 'key' | 'parentKey' | 'position'>;
    const extracted: ExtractedMenuTitle = {
      key: `${segmentKey}#${nextOccurrence(occurrences, segmentKey)}`,
      parentKey: parent?.key ?? null,
      position: 0,
      ...content,
      hash: hashMenuTitle(content),
    };
    titles.set(section, extracted);
    titlePaths.set(extracted, [...(parent ? (titlePaths.get(parent) ?? []) : []), title]);
    // The walk's order for now; renumbered below.
    extracted.position = section.order;
    menuTitles.push(extracted);
  }

  let corrupt = 0;
  let empty = 0;
  // One object of a fixed shape for every dish's values (reading a field not in the rule gives null).
  const values: Record<string, string | null> = Object.fromEntries(DISH_FIELDS.map((field) => [field, null]));
  for (const dish of found.dishes) {
    readFields(dish.element, compiled.dishFields, dish, null, read, matched, values);
    const section = dish.section ? (titles.get(dish.section) ?? null) : null;
    const name = values.name ?? null;
    const extracted: ExtractedDish = {
      key: '',
      menuTitleKey: section?.key ?? null,
      menuTitlePath: section ? (titlePaths.get(section) ?? []) : [],
      position: 0,
      name: name ?? '',
      description: values.description ?? null,
      price: values.price ?? null,
      calories: values.calories ?? null,
      diets: values.diets ?? null,
      addons: values.addons ?? null,
      miscInfo: values.miscInfo ?? null,
      allergens: values.allergens ?? null,
      ingredients: values.ingredients ?? null,
      nutritions: values.nutritions ?? null,
      isCorrupt: name === null,
      hash: '',
    };
    if (name === null) {
      // An item with no name: kept as corrupt when it has anything else to show, dropped when it is entirely empty.
      if (DISH_VALUE_FIELDS.every((field) => extracted[field] === null)) {
        empty += 1;
        continue;
      }
      corrupt += 1;
    }
    const dishKey = `${section ? section.key : prefix}|${keySegment(extracted.name)}`;
    extracted.key = `${dishKey}#${nextOccurrence(occurrences, dishKey)}`;
    extracted.hash = hashDish(extracted);
    extracted.position = dish.order;
    dishes.push(extracted);
  }

  // One document-order counter for titles and dishes: both lists are in the walk's order, so a merge numbers them.
  let position = context.positionOffset;
  for (let t = 0, d = 0; t < menuTitles.length || d < dishes.length; position += 1) {
    if (d >= dishes.length || (t < menuTitles.length && menuTitles[t].position < dishes[d].position)) menuTitles[t++].position = position;
    else dishes[d++].position = position;
  }

  const requiredFields = [...compiled.levels.flatMap((level) => level.fields.all), ...compiled.dishFields.all].filter((field) => field.required);
  const unmatchedRequiredFields = requiredFields.filter((field) => !matched.has(field.path)).map((field) => field.path);

  if (compiled.levels.length && found.sections.length === 0) messages.push('The menu title selector matched nothing on this page.');
  if (found.dishes.length === 0) messages.push('The dish selector matched nothing on this page.');
  if (placeholders) messages.push(`${placeholders} menu title(s) were empty and got the placeholder title.`);
  if (corrupt) messages.push(`${corrupt} dish(es) without a name were kept and marked corrupt.`);
  if (empty) messages.push(`${empty} empty dish element(s) were ignored.`);
  if (found.unavailable) messages.push(`${found.unavailable} unavailable item(s) were left out.`);
  if (found.outsideSections) messages.push(`${found.outsideSections} dish(es) outside any menu title were left out.`);
  if (found.removed) messages.push(`${found.removed} element(s) removed by cleanup.`);

  let nextPageUrl: string | null = null;
  if (found.nextLink) {
    const url = linkOf(found.nextLink, pageUrl);
    nextPageUrl = url && !samePage(url, pageUrl) ? url : null;
  }
  // Every distinct tab link (the run reads at most tabs.maxTabs of them and flags the rest), within a safety cap.
  const tabUrls: string[] = [];
  for (const element of found.tabLinks) {
    if (tabUrls.length >= MAX_TAB_LINKS) break;
    const url = linkOf(element, pageUrl);
    if (url && !samePage(url, pageUrl) && !tabUrls.some((known) => samePage(known, url))) tabUrls.push(url);
  }

  return {
    menuTitles,
    dishes,
    unmatchedRequiredFields,
    nextPageUrl,
    tabUrls,
    messages,
    // The whole extraction of the page (parse, walk, reading and hashing), as the run report shows it.
    parseMs: performance.now() - started,
  };
}
