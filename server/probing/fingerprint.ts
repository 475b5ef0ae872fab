// The fingerprint of a lead menu's pages under its cluster's template (spec 3 section 3, menuScrapingClusterFingerprints;
// DESIGN.md section 5, probing). Taken through the engine (extract.ts with its observe hook): one parse per page, the
// template's own selectors, so the fingerprint describes exactly the elements a scrape reads.
//
// - ids and classes: of the elements the template's selectors match (sections, dishes, the elements their fields read,
//   pagination and tab links) and of their ancestors;
// - xPathSignatures: the tag path of each of those elements, each step its tag and sorted classes, without positions or
//   ids, so an added dish or a reordered section gives the same signatures (a path is the same for every dish);
// - hashCodes: per text block the template reads (an item's field), keyed by the item's key and the field;
// - templateMatch: what the template's rules matched, counted, with the shape of each match in the template's own
//   words (templateVocabulary.ts). fingerprintDiff.ts decides from it whether the template is at risk.
import type { Element } from 'domhandler';
import { hash as oneShotHash, createHash } from 'node:crypto';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import type { CompiledField, CompiledFieldSet } from '../scraping/compileInstructions';
import { extractPage, type ExtractContext, type ObservedItem, type PageReading } from '../scraping/extract';
import type { ExtractedDish, ExtractedMenuTitle, ExtractedPage } from '../scraping/types';
import { templateVocabulary, type TemplateVocabulary } from './templateVocabulary';

/** What one of the template's rules matched on the fingerprinted pages. */
export interface RuleMatch {
  /** The items the rule is tried on: sections of its level, or dishes (fields); 1 per page for links. */
  items: number;
  /** Matches: elements for sections, dishes and links; items whose field gave a value for fields. */
  matched: number;
  /** Template shapes of the matches (fields: from their item), with how many matches had each. */
  shapes: Record<string, number>;
}

/** The template's rules re-evaluated on the pages: the structure it relies on, counted. */
export interface TemplateMatch {
  /** By rule path: 'menuTitles', 'menuTitles.children', 'dishes', 'dishes.fields.price', 'pages.nextLink'. */
  rules: Record<string, RuleMatch>;
  menuTitles: number;
  dishes: number;
  /** Menu titles with no dish in them or below them. */
  emptyMenuTitles: number;
  /** Dishes left out because no menu title held them. */
  outsideMenuTitles: number;
  pages: number;
}

export interface MenuFingerprint {
  ids: string[];
  classes: string[];
  xPathSignatures: string[];
  /** Text block ('dish:starters#0|soup#0.price') to the hash of the value read. */
  hashCodes: Record<string, string>;
  templateMatch: TemplateMatch;
}

const HASH_LENGTH = 16;

function hashText(text: string): string {
  const digest = typeof oneShotHash === 'function' ? oneShotHash('sha1', text, 'hex') : createHash('sha1').update(text).digest('hex');
  return digest.slice(0, HASH_LENGTH);
}

function classesOf(element: Element): string[] {
  const value = element.attribs.class;
  if (!value) return [];
  const names = value.split(/\s+/).filter((name) => name !== '');
  return names.length > 1 ? [...new Set(names)].sort() : names;
}

/** Collects one page's sets as its elements are described: each element's path computed once, from its parent's. */
class PageDescriber {
  private readonly paths = new Map<Element, string>();
  private readonly shapes = new Map<Element, string>();
  constructor(
    private readonly vocabulary: TemplateVocabulary,
    readonly ids: Set<string>,
    readonly classes: Set<string>,
    readonly signatures: Set<string>,
  ) {}

  /** The element's XPath signature; its ancestors' ids and classes are collected on the way. */
  path(element: Element): string {
    const known = this.paths.get(element);
    if (known !== undefined) return known;
    // The tree's document (or the streaming reader's top, null) has no name: the path starts below it.
    const parent = element.parent as Element | null;
    const above = parent && (parent as { name?: string }).name !== undefined ? this.path(parent) : '';
    const classes = classesOf(element);
    for (const name of classes) this.classes.add(name);
    const id = element.attribs.id;
    if (id) this.ids.add(id);
    const path = `${above}/${element.name}${classes.length ? `[@class='${classes.join(' ')}']` : ''}`;
    this.paths.set(element, path);
    return path;
  }

  /** A matched element: its signature kept. */
  matched(element: Element): void {
    this.signatures.add(this.path(element));
  }

  /** The element's own step in the template's words ('li.mh-item', '*.price'), or '' when it has none of them. */
  private step(element: Element): string {
    const { tags, classes, ids, attributes } = this.vocabulary;
    let step = '';
    for (const name of classesOf(element)) if (classes.has(name)) step += `.${name}`;
    const id = element.attribs.id;
    if (id && ids.has(id)) step += `#${id}`;
    for (const name of Object.keys(element.attribs)) if (attributes.has(name)) step += `[${name}]`;
    if (tags.has(element.name)) return element.name + step;
    return step === '' ? '' : `*${step}`;
  }

  /** The element's path in the template's words, from the top of the page: the steps the selectors could name. */
  shape(element: Element): string {
    const known = this.shapes.get(element);
    if (known !== undefined) return known;
    const parent = element.parent as Element | null;
    const above = parent && (parent as { name?: string }).name !== undefined ? this.shape(parent) : '';
    const step = this.step(element);
    const shape = step === '' ? above : `${above}/${step}`;
    this.shapes.set(element, shape);
    return shape;
  }

  /** The target's path from its item, in the template's words ('li.mh-item//*.mh-item__price'). */
  relativeShape(item: Element, target: Element): string {
    if (target === item) return '.';
    const from = this.shape(item);
    const to = this.shape(target);
    if (to.startsWith(from)) return `.${to.slice(from.length) || '/'}`;
    // After the item ('+ p'): from their common part on.
    let common = 0;
    while (common < from.length && common < to.length && from[common] === to[common]) common += 1;
    return `~${to.slice(common)}`;
  }
}

function ruleOf(rules: Record<string, RuleMatch>, path: string): RuleMatch {
  let rule = rules[path];
  if (!rule) {
    rule = { items: 0, matched: 0, shapes: {} };
    rules[path] = rule;
  }
  return rule;
}

function countShape(rule: RuleMatch, shape: string): void {
  rule.shapes[shape] = (rule.shapes[shape] ?? 0) + 1;
}

function fieldTargets(field: CompiledField, item: ObservedItem<unknown>): Element[] {
  if (field.query === null) return [item.element];
  const targets = field.belowIndex >= 0 ? item.below : item.after;
  if (targets === null) return [];
  const index = field.belowIndex >= 0 ? field.belowIndex : field.afterIndex;
  if (field.multiple) return targets.lists[index] ?? [];
  const first = targets.firsts[index];
  return first ? [first] : [];
}

function describeItem<Item extends ExtractedMenuTitle | ExtractedDish>(
  describer: PageDescriber,
  fields: CompiledFieldSet,
  observed: ObservedItem<Item>,
  kind: 'title' | 'dish',
  match: TemplateMatch,
  hashCodes: Record<string, string>,
): void {
  describer.matched(observed.element);
  const values = observed.item as unknown as Record<string, string | null>;
  for (const field of fields.all) {
    const rule = ruleOf(match.rules, field.path);
    rule.items += 1;
    const value = values[field.name];
    const hasValue = kind === 'title' && field.name === 'title' ? !(observed.item as ExtractedMenuTitle).isPlaceholder : value !== null && value !== undefined;
    // From the tree, the elements of fields after the item were searched, not kept: their shape is not known.
    for (const target of fieldTargets(field, observed)) {
      describer.matched(target);
      if (hasValue) countShape(rule, describer.relativeShape(observed.element, target));
    }
    if (!hasValue) continue;
    rule.matched += 1;
    hashCodes[`${kind}:${observed.item.key}.${field.name}`] = hashText(value as string);
  }
}

/** Adds one page's reading to the fingerprint being built. */
function describePage(reading: PageReading, vocabulary: TemplateVocabulary, into: FingerprintBuilder): void {
  const { compiled } = reading;
  const describer = new PageDescriber(vocabulary, into.ids, into.classes, into.signatures);
  const match = into.match;
  match.pages += 1;
  match.outsideMenuTitles += reading.outsideSections;
  const withDishes = new Set<string>();
  for (const dish of reading.dishes) {
    describeItem(describer, compiled.dishFields, dish, 'dish', match, into.hashCodes);
    const rule = ruleOf(match.rules, 'dishes');
    rule.items += 1;
    rule.matched += 1;
    countShape(rule, describer.shape(dish.element));
    if (dish.item.menuTitleKey !== null) withDishes.add(dish.item.menuTitleKey);
  }
  match.dishes += reading.dishes.length;
  // A title holds dishes when it or a title below it does.
  for (let t = reading.menuTitles.length - 1; t >= 0; t -= 1) {
    const title = reading.menuTitles[t].item;
    if (withDishes.has(title.key) && title.parentKey !== null) withDishes.add(title.parentKey);
  }
  for (const title of reading.menuTitles) {
    const level = compiled.levels[title.level];
    describeItem(describer, level.fields, title, 'title', match, into.hashCodes);
    const rule = ruleOf(match.rules, level.path);
    rule.items += 1;
    rule.matched += 1;
    countShape(rule, describer.shape(title.element));
    if (!withDishes.has(title.item.key)) match.emptyMenuTitles += 1;
  }
  match.menuTitles += reading.menuTitles.length;
  // Every level the template has is tried on every page, matched or not.
  for (const level of compiled.levels) ruleOf(match.rules, level.path);
  ruleOf(match.rules, 'dishes');
  if (reading.nextLink) describer.matched(reading.nextLink);
  for (const link of reading.tabLinks) describer.matched(link);
}

interface FingerprintBuilder {
  ids: Set<string>;
  classes: Set<string>;
  signatures: Set<string>;
  hashCodes: Record<string, string>;
  match: TemplateMatch;
  links: { next: number; tabs: number; pagesWithNext: number; pagesWithTabs: number };
}

function newBuilder(): FingerprintBuilder {
  return {
    ids: new Set(),
    classes: new Set(),
    signatures: new Set(),
    hashCodes: {},
    match: { rules: {}, menuTitles: 0, dishes: 0, emptyMenuTitles: 0, outsideMenuTitles: 0, pages: 0 },
    links: { next: 0, tabs: 0, pagesWithNext: 0, pagesWithTabs: 0 },
  };
}

function finish(builder: FingerprintBuilder): MenuFingerprint {
  const { links, match } = builder;
  if (links.pagesWithNext > 0) match.rules['pages.nextLink'] = { items: links.pagesWithNext, matched: links.next, shapes: {} };
  if (links.pagesWithTabs > 0) match.rules['pages.tabLinks'] = { items: links.pagesWithTabs, matched: links.tabs, shapes: {} };
  return {
    ids: [...builder.ids].sort(),
    classes: [...builder.classes].sort(),
    xPathSignatures: [...builder.signatures].sort(),
    hashCodes: builder.hashCodes,
    templateMatch: match,
  };
}

export interface FingerprintedPage {
  html: string;
  url: string;
  /** As the run reads it (positions, key counters shared by the pages, a tab's key prefix, the page rule). */
  context?: Omit<ExtractContext, 'observe' | 'keyOccurrences' | 'positionOffset'>;
}

/**
 * The fingerprint of a menu's pages under a template, and what each page gave (the scrape the probe would make). Pages
 * in the order a run reads them: their items' keys, and so the hash codes' keys, are the run's.
 */
export function fingerprintPages(pages: readonly FingerprintedPage[], instructions: ScrapingInstructions): { fingerprint: MenuFingerprint; extracted: ExtractedPage[] } {
  const vocabulary = templateVocabulary(instructions);
  const builder = newBuilder();
  const keyOccurrences = new Map<string, number>();
  let positionOffset = 0;
  const extracted: ExtractedPage[] = [];
  for (const page of pages) {
    const rule = page.context?.pageRule;
    const read = extractPage(page.html, page.url, instructions, {
      ...page.context,
      positionOffset,
      keyOccurrences,
      observe: (reading) => describePage(reading, vocabulary, builder),
    });
    const pageRule = rule ?? instructions.pages.find((candidate) => candidate.url === page.url) ?? (instructions.pages.length === 1 ? instructions.pages[0] : null);
    if (pageRule?.pagination) {
      builder.links.pagesWithNext += 1;
      if (read.nextPageUrl !== null) builder.links.next += 1;
    }
    if (pageRule?.tabs) {
      builder.links.pagesWithTabs += 1;
      if (read.tabUrls.length > 0) builder.links.tabs += 1;
    }
    positionOffset += read.menuTitles.length + read.dishes.length;
    extracted.push(read);
  }
  return { fingerprint: finish(builder), extracted };
}

/** The fingerprint of one page (the command line's and the tests' case). */
export function fingerprintPage(html: string, url: string, instructions: ScrapingInstructions): MenuFingerprint {
  return fingerprintPages([{ html, url }], instructions).fingerprint;
}
