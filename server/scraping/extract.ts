// Extraction of one page (issue 12, DESIGN.md section 4): the menu titles and dishes the instructions point at, each
// with its normalised values, stable key and hash. One parse by htmlparser2 (the parser behind cheerio/slim), read one of
// two ways with the same rules (walkPage.ts createWalker): streamed, without a document tree, when every selector is
// decided by an element and its ancestors (streamPage.ts: most instructions), else from the tree, with
// one walk that removes the cleanup elements, skips unavailable ones and finds sections, dishes, availability markers
// and pagination/tab links with selectors compiled once per instructions document (compileInstructions.ts), field
// values read after it (readFields.ts) so every cleanup removal has happened first. This file turns what was read into
// keyed, hashed items. Never throws on a page: malformed HTML parses into some tree like a browser's. Throws
// ScrapingInstructionsError only for instructions that a validated document cannot contain (an unknown pseudo-class, a
// pattern RE2 refuses).
import type { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { PLACEHOLDER_MENU_TITLE } from '../../domain/menuItems';
import { DISH_FIELDS, type PageRule, type ScrapingInstructions } from '../../domain/scrapingInstructions';
import { compileInstructions, type CompiledInstructions } from './compileInstructions';
import { hashDish, hashMenuTitle } from './hash';
import { normaliseText, normaliseUrl } from './normalise';
import { distinctPages, pageIdentity } from './pageIdentity';
import { findTargets, readFields, search, type FoundTargets, type ReadContext } from './readFields';
import type { Matcher } from './selectors';
import { NO_TARGETS, streamable, streamPage, type SectionTargets, type StreamedPage } from './streamPage';
import type { ExtractedDish, ExtractedMenuTitle, ExtractedPage } from './types';
import { walk, type DishEnd, type FoundDish, type FoundSection } from './walkPage';

/** A page rule without pagination or tabs (one object, so the walk's plan for it is built once). */
const NO_LINKS = { next: null, tabs: null };

/** Tab links a page reports at most (a page of thousands of matching links is not a menu's tabs). */
const MAX_TAB_LINKS = 200;

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
  /**
   * Shown what the walk found once the page is read (probing's fingerprint, server/probing/fingerprint.ts): the elements
   * behind every item kept and its fields, so a fingerprint needs no second parse.
   */
  observe?: (reading: PageReading) => void;
}

/** An item kept from a page and the elements it was read from (ExtractContext.observe). */
export interface ObservedItem<Item> {
  element: Element;
  /** Menu titles: the level of nesting (0 the top); dishes: -1. */
  level: number;
  /** The elements of the fields found below the item (by CompiledField.belowIndex). */
  below: FoundTargets;
  /** The elements of the fields found after it ('+ p', by afterIndex), or null when the tree reader searched for them. */
  after: FoundTargets | null;
  item: Item;
}

/** What the walk found on a page, for ExtractContext.observe. */
export interface PageReading {
  compiled: CompiledInstructions;
  /** The page rule the page was read under (its pagination and tabs), null when none applies. */
  pageRule: PageRule | null;
  menuTitles: ObservedItem<ExtractedMenuTitle>[];
  dishes: ObservedItem<ExtractedDish>[];
  nextLink: Element | null;
  tabLinks: Element[];
  /** Read from the parser's events (no tree: elements have parents, attributes and names, no children or siblings). */
  streamed: boolean;
  outsideSections: number;
  unavailable: number;
  removed: number;
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
  return pageIdentity(a) === pageIdentity(b);
}

function linkOf(element: Element, pageUrl: string, streamed: StreamedPage | null): string | null {
  let href: string | undefined = element.attribs.href;
  if (href === undefined && streamed) {
    href = streamed.hrefBelow.get(element);
  } else if (href === undefined) {
    const anchor = search(((node: Element) => node.attribs.href !== undefined) as Matcher, element, null, false)[0];
    href = anchor?.attribs.href;
  }
  if (href === undefined || href.trim() === '') return null;
  const url = normaliseUrl(href, pageUrl);
  return /^https?:\/\//i.test(url) ? url : null;
}

/**
 * The elements' links, read one by one as they are asked for. Here, not inside extractPage: a generator there keeps
 * extractPage's variables in a context object, and its loops reached them about 10% slower (bench:scraping).
 */
function* linksOf(elements: readonly Element[], pageUrl: string, streamed: StreamedPage | null): Generator<string | null> {
  for (const element of elements) yield linkOf(element, pageUrl, streamed);
}

function pageRuleFor(instructions: ScrapingInstructions, pageUrl: string, context: ExtractContext): PageRule | null {
  if (context.pageRule !== undefined) return context.pageRule;
  return instructions.pages.find((page) => samePage(page.url, pageUrl)) ?? (instructions.pages.length === 1 ? instructions.pages[0] : null);
}

const DISH_VALUE_FIELDS = ['description', 'price', 'calories', 'diets', 'addons', 'miscInfo', 'allergens', 'ingredients', 'nutritions'] as const;

/** A dish with no name and nothing else: an empty element, ignored. */
function isEmptyDish(dish: ExtractedDish): boolean {
  return dish.isCorrupt && DISH_VALUE_FIELDS.every((field) => dish[field] === null);
}

// Replaced by the dish's section's path once the sections are read (never written).
const NO_PATH: string[] = [];

/**
 * How a page is read: 'auto' streams it when the instructions allow (streamPage.ts) and builds the tree otherwise;
 * 'tree' always builds it (the tests compare the two readers).
 */
export type PageReader = 'auto' | 'tree';

export function extractPage(html: string, pageUrl: string, instructions: ScrapingInstructions, context: ExtractContext, reader: PageReader = 'auto'): ExtractedPage {
  const started = performance.now();
  const compiled = compileInstructions(instructions);
  const pageRule = pageRuleFor(instructions, pageUrl, context);
  const links = (pageRule && compiled.pagination.get(pageRule)) ?? NO_LINKS;
  const read: ReadContext = { compiled, pageUrl };
  const matched = new Set<string>();
  for (const field of [...compiled.levels.flatMap((level) => level.fields.all), ...compiled.dishFields.all]) field.matched = false;
  // One object of a fixed shape for every dish's values (reading a field not in the rule gives null).
  const values: Record<string, string | null> = Object.fromEntries(DISH_FIELDS.map((field) => [field, null]));
  const readDish = (dish: FoundDish): ExtractedDish => {
    // Streamed, the fields after the dish were found as the page went by; from the tree, they are searched.
    readFields(dish.element, compiled.dishFields, dish, null, read, matched, values, dish.after ?? null);
    const name = values.name ?? null;
    const extracted: ExtractedDish = {
      key: '',
      menuTitleKey: null,
      menuTitlePath: NO_PATH,
      position: dish.order,
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
    if (!isEmptyDish(extracted)) extracted.hash = hashDish(extracted);
    return extracted;
  };
  // A dish is read as the walk leaves it, while its nodes are still in the processor's cache (its subtree is final then),
  // unless a field is found after the dish ('+ x'): its siblings are still to come, and the tree's walk may still remove
  // elements there. Such dishes are read after the page.
  const ended: FoundDish[] = [];
  const endedItems: ExtractedDish[] = [];
  const onDishEnd: DishEnd | null =
    compiled.dishFields.after.length === 0
      ? (dish) => {
          ended.push(dish);
          endedItems.push(readDish(dish));
        }
      : null;
  const streamed = reader === 'auto' && streamable(compiled, links) ? streamPage(html, compiled, links, onDishEnd) : null;
  const found = streamed ? streamed.walk : walk(parseDocument(html), compiled, links, onDishEnd);
  const prefix = context.titleKeyPrefix ?? '';
  const occurrences = context.keyOccurrences ?? new Map<string, number>();
  const messages: string[] = [];
  const observed: PageReading | null = context.observe
    ? { compiled, pageRule, menuTitles: [], dishes: [], nextLink: found.nextLink, tabLinks: found.tabLinks, streamed: streamed !== null, outsideSections: found.outsideSections, unavailable: found.unavailable, removed: found.removed }
    : null;

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
    let targets: SectionTargets = level.fields;
    if (streamed) targets = streamed.targets.get(section) ?? NO_TARGETS;
    else findTargets(section.element, level.fields, excluded, compiled.scope);
    readFields(section.element, level.fields, targets, excluded, read, matched, values, section.after ?? null);
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
    // From the tree, `targets` is the level's scratch space, reused by the next section: copied.
    if (observed) observed.menuTitles.push({ element: section.element, level: section.level, below: { firsts: [...targets.firsts], lists: targets.lists.map((list) => list && [...list]) }, after: section.after ?? null, item: extracted });
  }

  let corrupt = 0;
  let empty = 0;
  for (let d = 0; d < found.dishes.length; d += 1) {
    const dish = found.dishes[d];
    // Read as the walk left it (always, but for fields found after the dish), else now.
    const extracted = ended[d] === dish ? endedItems[d] : readDish(dish);
    const section = dish.section ? (titles.get(dish.section) ?? null) : null;
    if (section) {
      extracted.menuTitleKey = section.key;
      extracted.menuTitlePath = titlePaths.get(section) ?? [];
    } else {
      extracted.menuTitlePath = [];
    }
    if (extracted.isCorrupt) {
      // An item with no name: kept as corrupt when it has anything else to show, dropped when it is entirely empty.
      if (isEmptyDish(extracted)) {
        empty += 1;
        continue;
      }
      corrupt += 1;
    }
    const dishKey = `${section ? section.key : prefix}|${keySegment(extracted.name)}`;
    extracted.key = `${dishKey}#${nextOccurrence(occurrences, dishKey)}`;
    dishes.push(extracted);
    if (observed) observed.dishes.push({ element: dish.element, level: -1, below: dish, after: dish.after ?? null, item: extracted });
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
    const url = linkOf(found.nextLink, pageUrl, streamed);
    nextPageUrl = url && !samePage(url, pageUrl) ? url : null;
  }
  // Every distinct tab link but the page itself (the run reads at most tabs.maxTabs of them and flags the rest), within a
  // safety cap; links are read only until the cap is reached.
  const tabUrls = found.tabLinks.length === 0 ? [] : distinctPages(linksOf(found.tabLinks, pageUrl, streamed), new Set([pageIdentity(pageUrl)]), MAX_TAB_LINKS);

  if (observed && context.observe) context.observe(observed);

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
