// Extraction of one page (issue 12, DESIGN.md section 4): the menu titles and dishes the instructions point at, each
// with its normalised values, stable key and hash. One parse (htmlparser2, the parser behind cheerio/slim, used
// directly: no wrapper objects per query) and one walk over the document that removes the cleanup elements, skips
// unavailable ones and finds sections, dishes, availability markers and pagination/tab links with selectors compiled
// once per instructions document. Field values are read after the walk, so every cleanup removal has happened first.
// Never throws on a page: malformed HTML parses into some tree like a browser's. Throws ScrapingInstructionsError only
// for instructions that a validated document cannot contain (an unknown pseudo-class, a pattern RE2 refuses).
import { compile } from 'css-select';
import { Element, isTag, isText, type AnyNode, type Document, type ParentNode } from 'domhandler';
import { removeElement } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { DishRule, FieldRule, MenuTitleRule, PageRule, ScrapingInstructions } from '../../domain/scrapingInstructions';
import { hashDish, hashMenuTitle } from './hash';
import { normaliseText, normaliseUrl, normaliseValue } from './normalise';
import type { ExtractedDish, ExtractedMenuTitle, ExtractedPage } from './types';
import { compileUserPattern, compileUserReplacement, type UserPattern, type UserReplacement } from './userPatterns';

/** The title an empty scraped menu title gets (spec 2 section 8: "a constant whose text is not shown"). */
export const PLACEHOLDER_MENU_TITLE = 'Untitled section';

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

type Matcher = ((element: Element) => boolean) & { shouldTestNextSiblings?: boolean };

interface CompiledField {
  path: string;
  name: string;
  /** null: the element itself. */
  query: Matcher | null;
  attribute: string | null;
  pattern: UserPattern | null;
  multiple: boolean;
  required: boolean;
}

interface CompiledLevel {
  path: string;
  mode: 'container' | 'heading';
  matcher: Matcher;
  fields: CompiledField[];
}

interface CompiledInstructions {
  remove: Matcher[];
  levels: CompiledLevel[];
  dish: Matcher;
  dishFields: CompiledField[];
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
    return compile<AnyNode, Element>(selector, { relativeSelector: true }, scope) as Matcher;
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

function compileFields(fields: Record<string, FieldRule | undefined>, path: string, scope: Element[]): CompiledField[] {
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

/** The text a person sees inside an element (iterative: a hostile page nests deeper than the call stack). */
function textOf(element: Element): string {
  let text = '';
  const stack: (AnyNode | ' ')[] = [element];
  while (stack.length > 0) {
    const node = stack.pop() as AnyNode | ' ';
    if (node === ' ') {
      text += ' ';
    } else if (isText(node)) {
      text += node.data;
    } else if (isTag(node)) {
      if (NO_TEXT_TAGS.has(node.name)) continue;
      const block = BLOCK_TAGS.has(node.name);
      if (block) {
        text += ' ';
        stack.push(' ');
      }
      for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]);
    }
  }
  return text;
}

/** Pre-order search below `root` (and after it, for "+ x" / "~ x" selectors), never entering `excluded` elements. */
function search(query: Matcher, root: Element, excluded: ReadonlySet<Element> | null, all: boolean): Element[] {
  const found: Element[] = [];
  const starts: AnyNode[] = [...root.children];
  if (query.shouldTestNextSiblings) {
    for (let sibling = root.next; sibling; sibling = sibling.next) starts.push(sibling);
  }
  const stack: AnyNode[] = starts.reverse();
  while (stack.length > 0) {
    const node = stack.pop() as AnyNode;
    if (!isTag(node) || excluded?.has(node)) continue;
    if (query(node)) {
      found.push(node);
      if (!all) return found;
    }
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]);
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
  if (field.pattern) {
    const extracted = field.pattern.extract(value);
    if (extracted === null) return null;
    value = extracted;
  }
  for (const replacement of context.compiled.replacements) value = replacement.apply(value);
  return normaliseValue(value);
}

function readField(element: Element, field: CompiledField, excluded: ReadonlySet<Element> | null, context: ReadContext): string | null {
  let targets: Element[];
  if (field.query === null) {
    targets = [element];
  } else {
    context.compiled.scope[0] = element;
    targets = search(field.query, element, excluded, field.multiple);
  }
  if (!field.multiple) return targets.length ? cleanValue(rawValue(targets[0], field, context), field, context) : null;
  const values: string[] = [];
  for (const target of targets) {
    const value = cleanValue(rawValue(target, field, context), field, context);
    if (value !== null && !values.includes(value)) values.push(value);
  }
  return values.length ? values.join(MULTIPLE_VALUES_SEPARATOR) : null;
}

function readFields(element: Element, fields: CompiledField[], excluded: ReadonlySet<Element> | null, context: ReadContext, matched: Set<string>): Record<string, string | null> {
  const values: Record<string, string | null> = {};
  for (const field of fields) {
    const value = readField(element, field, excluded, context);
    values[field.name] = value;
    if (value !== null) matched.add(field.path);
  }
  return values;
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
}

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
  const open: FoundSection[] = [];
  const openContainers = new Set<Element>();
  let currentDish: Element | null = null;
  let order = 0;

  const levelOf = (element: Element): number => {
    for (let level = 0; level < compiled.levels.length; level += 1) if (compiled.levels[level].matcher(element)) return level;
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
    if (element === currentDish) currentDish = null;
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
      } else if (compiled.dish(element)) {
        const section = open.length ? open[open.length - 1] : null;
        if (section?.suppressed) {
          result.unavailable += 1;
          return false;
        }
        if (compiled.levels.length && section === null) {
          result.outsideSections += 1;
          return false;
        }
        result.dishes.push({ element, section, order: order++ });
        result.containers.add(element);
        currentDish = element;
      }
    }
    if (compiled.everywhere?.(element) && open.length) open[open.length - 1].everywhere = true;
    if (links.next && result.nextLink === null && links.next(element)) result.nextLink = element;
    if (links.tabs?.(element)) result.tabLinks.push(element);
    return true;
  };

  const stack: { parent: ParentNode; index: number }[] = [{ parent: document, index: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.index >= frame.parent.children.length) {
      stack.pop();
      if (frame.parent instanceof Element) leave(frame.parent);
      continue;
    }
    const node = frame.parent.children[frame.index];
    if (!isTag(node)) {
      frame.index += 1;
      continue;
    }
    if (compiled.remove.some((matcher) => matcher(node))) {
      // Removed in place: the same index now holds the next sibling.
      removeElement(node);
      result.removed += 1;
      continue;
    }
    frame.index += 1;
    if (node.name === 'template') continue;
    if (compiled.unavailable?.(node)) {
      result.unavailable += 1;
      // An unavailable heading still ends the previous section: what follows it is left out until the next heading.
      const level = currentDish === null && compiled.levels.length ? levelOf(node) : -1;
      if (level >= 0 && compiled.levels[level].mode === 'heading') openSection(node, level, true);
      continue;
    }
    if (!enter(node)) continue;
    if (node.children.length > 0) stack.push({ parent: node, index: 0 });
    else leave(node);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------------------
// Keys, links and the page.

function keySegment(text: string): string {
  // Reserved characters of the key syntax (path '/', occurrence '#', dish '|') cannot come from a name.
  return normaliseText(text).toLowerCase().replace(/[/#|]/g, '-');
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
  const prefix = context.titleKeyPrefix ?? '';
  const occurrences = context.keyOccurrences ?? new Map<string, number>();
  const messages: string[] = [];

  // Menu titles, parents before children (document order).
  const titles = new Map<FoundSection, ExtractedMenuTitle>();
  const items: { order: number; item: ExtractedMenuTitle | ExtractedDish }[] = [];
  const titlePaths = new Map<ExtractedMenuTitle, string[]>();
  let placeholders = 0;
  for (const section of found.sections) {
    if (section.suppressed) continue;
    const level = compiled.levels[section.level];
    const excluded = level.mode === 'container' ? found.containers : null;
    const values = readFields(section.element, level.fields, excluded, read, matched);
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
    items.push({ order: section.order, item: extracted });
  }

  let corrupt = 0;
  let empty = 0;
  for (const dish of found.dishes) {
    const values = readFields(dish.element, compiled.dishFields, null, read, matched);
    const section = dish.section ? (titles.get(dish.section) ?? null) : null;
    const name = values.name ?? null;
    const content = {
      name: name ?? '',
      description: null as string | null,
      price: null as string | null,
      calories: null as string | null,
      diets: null as string | null,
      addons: null as string | null,
      miscInfo: null as string | null,
      allergens: null as string | null,
      ingredients: null as string | null,
      nutritions: null as string | null,
      isCorrupt: name === null,
    };
    for (const field of DISH_VALUE_FIELDS) content[field] = values[field] ?? null;
    if (name === null) {
      // An item with no name: kept as corrupt when it has anything else to show, dropped when it is entirely empty.
      if (DISH_VALUE_FIELDS.every((field) => content[field] === null)) {
        empty += 1;
        continue;
      }
      corrupt += 1;
    }
    const dishKey = `${section ? section.key : prefix}|${keySegment(content.name)}`;
    const extracted: ExtractedDish = {
      key: `${dishKey}#${nextOccurrence(occurrences, dishKey)}`,
      menuTitleKey: section?.key ?? null,
      menuTitlePath: section ? (titlePaths.get(section) ?? []) : [],
      position: 0,
      ...content,
      hash: hashDish(content),
    };
    items.push({ order: dish.order, item: extracted });
  }

  // One document-order counter for titles and dishes (sections are found before their dishes).
  items.sort((a, b) => a.order - b.order);
  const menuTitles: ExtractedMenuTitle[] = [];
  const dishes: ExtractedDish[] = [];
  items.forEach(({ item }, index) => {
    item.position = context.positionOffset + index;
    if ('name' in item) dishes.push(item);
    else menuTitles.push(item);
  });

  const requiredFields = [...compiled.levels.flatMap((level) => level.fields), ...compiled.dishFields].filter((field) => field.required);
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
  const tabUrls: string[] = [];
  const maxTabs = pageRule?.tabs?.maxTabs ?? 0;
  for (const element of found.tabLinks) {
    const url = linkOf(element, pageUrl);
    if (url && !samePage(url, pageUrl) && !tabUrls.some((known) => samePage(known, url)) && tabUrls.length < maxTabs) tabUrls.push(url);
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
