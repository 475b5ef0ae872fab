// The fingerprint of a lead menu's pages under its cluster's template (spec 3 section 3, menuScrapingClusterFingerprints;
// DESIGN.md section 5, probing). Taken through the engine (extract.ts with its observe hook): one parse per page, the
// template's own selectors, so the fingerprint describes exactly the elements a scrape reads.
//
// - ids and classes: of the elements the template's selectors match (sections, dishes, the elements their fields read,
//   pagination and tab links) and of their ancestors;
// - xPathSignatures: the tag path of each of those elements, each step its tag and sorted classes, without positions or
//   ids, so an added dish or a reordered section gives the same signatures (a path is the same for every dish);
// - hashCodes: per text block the template reads (a menu title or a dish: its fields' values), keyed by the item's key
//   (its title path and name), the engine's own hash of the values;
// - templateMatch: what the template's rules matched, counted (items tried, items matched, which fields each item had),
//   with the shape of each match in the words of the selectors that decide it (templateVocabulary.ts): a dish's path
//   in the menu title and dish selectors' words ('/section.menu/li.dish'), a field's element from its item in the
//   field selector's words ('./*.price'). fingerprintDiff.ts decides from it whether the template is at risk.
// The paths' table and a page's elements by path are in fingerprintPaths.ts.
import { DISH_FIELDS, MENU_TITLE_FIELDS, type PageRule, type ScrapingInstructions } from '../../domain/scrapingInstructions';
import type { CompiledFieldSet } from '../scraping/compileInstructions';
import { extractPage, type ExtractContext, type ObservedItem, type PageReading } from '../scraping/extract';
import type { ExtractedDish, ExtractedMenuTitle, ExtractedPage } from '../scraping/types';
import { PageDescriber, pathTableOf, type PathTable } from './fingerprintPaths';
import { selectorsVocabulary, templateVocabularies, type TemplateVocabularies, type TemplateVocabulary } from './templateVocabulary';

/** What one of the template's rules matched on the fingerprinted pages. */
export interface RuleMatch {
  /** The items the rule is tried on: sections of its level, or dishes (fields); 1 per page for links. */
  items: number;
  /** Matches: elements for sections, dishes and links; items whose field gave a value for fields. */
  matched: number;
  /** Template shapes of the matches (fields: from their item), with how many matches had each. */
  shapes: Record<string, number>;
  /** A required field (FieldRule.required): a run in which it matches nothing is an error. */
  required?: true;
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
  /**
   * Per item ('dish:starters#0|soup#0'), the fields that gave it a value: bit i for the i-th field of its rule in the
   * instructions' order (fieldsOfItems names them). Tells a field lost by items still on the page from one that left
   * with its items.
   */
  itemFields: Record<string, number>;
  /** The fields of each kind of item, in the bits' order: 'dish' and 'title' (every level's fields, by name). */
  fieldsOfItems: { dish: string[]; title: string[] };
}

export interface MenuFingerprint {
  ids: string[];
  classes: string[];
  xPathSignatures: string[];
  /** Text block read ('dish:starters#0|soup#0', 'title:starters#0') to the hash of its normalised values. */
  hashCodes: Record<string, string>;
  templateMatch: TemplateMatch;
}


/** Hash codes keep this much of the engine's item hash (hash.ts, SHA-1 hex): 64 bits tell a changed block apart. */
const HASH_CODE_LENGTH = 16;

/** A rule's counts while a fingerprint is built (shapes counted in a map, written out at the end). */
interface RuleCount {
  required?: boolean;
  items: number;
  matched: number;
  shapes: Map<string, number>;
}

function ruleOf(rules: Map<string, RuleCount>, path: string): RuleCount {
  let rule = rules.get(path);
  if (!rule) {
    rule = { items: 0, matched: 0, shapes: new Map() };
    rules.set(path, rule);
  }
  return rule;
}

function countShape(rule: RuleCount, shape: string): void {
  rule.shapes.set(shape, (rule.shapes.get(shape) ?? 0) + 1);
}

interface FingerprintBuilder {
  table: PathTable;
  ids: Set<string>;
  matchedPaths: Set<number>;
  hashCodes: Record<string, string>;
  rules: Map<string, RuleCount>;
  /** Per field set, its fields' counts (looked up once per page, not per item). */
  fieldRules: Map<CompiledFieldSet, RuleCount[]>;
  vocabularies: TemplateVocabularies;
  fieldVocabularies: Map<CompiledFieldSet, TemplateVocabulary[]>;
  match: Omit<TemplateMatch, 'rules' | 'itemFields'>;
  itemFields: Record<string, number>;
  links: { next: number; tabs: number; pagesWithNext: number; pagesWithTabs: number };
}

function fieldRulesOf(builder: FingerprintBuilder, fields: CompiledFieldSet): RuleCount[] {
  let rules = builder.fieldRules.get(fields);
  if (!rules) {
    rules = fields.all.map((field) => {
      const rule = ruleOf(builder.rules, field.path);
      rule.required = field.required;
      return rule;
    });
    builder.fieldRules.set(fields, rules);
  }
  return rules;
}

const NO_WORDS = selectorsVocabulary([]);
const DISH_FIELD_BITS = new Map<string, number>(DISH_FIELDS.map((field, index) => [field, 1 << index]));
const TITLE_FIELD_BITS = new Map<string, number>(MENU_TITLE_FIELDS.map((field, index) => [field, 1 << index]));

function fieldVocabulariesOf(builder: FingerprintBuilder, fields: CompiledFieldSet): TemplateVocabulary[] {
  let found = builder.fieldVocabularies.get(fields);
  if (!found) {
    found = fields.all.map((field) => builder.vocabularies.fields.get(field.path) ?? NO_WORDS);
    builder.fieldVocabularies.set(fields, found);
  }
  return found;
}

function describeItem(describer: PageDescriber, fields: CompiledFieldSet, observed: ObservedItem<ExtractedMenuTitle | ExtractedDish>, kind: 'title' | 'dish', into: FingerprintBuilder): number {
  const item = describer.matched(observed.element);
  const extracted = observed.item;
  const values = extracted as unknown as Record<string, string | null>;
  const rules = fieldRulesOf(into, fields);
  const bits = kind === 'dish' ? DISH_FIELD_BITS : TITLE_FIELD_BITS;
  let present = 0;
  const vocabularies = fieldVocabulariesOf(into, fields);
  const { table } = describer;
  for (let f = 0; f < fields.all.length; f += 1) {
    const field = fields.all[f];
    const rule = rules[f];
    const vocabulary = vocabularies[f];
    rule.items += 1;
    // A missing title is the placeholder, a missing dish name an empty name on a corrupt dish; other fields are null.
    const hasValue =
      kind === 'title' && field.name === 'title' ? !(extracted as ExtractedMenuTitle).isPlaceholder : kind === 'dish' && field.name === 'name' ? !(extracted as ExtractedDish).isCorrupt : values[field.name] != null;
    if (hasValue) {
      rule.matched += 1;
      present |= bits.get(field.name) ?? 0;
    }
    if (field.query === null) {
      if (hasValue) countShape(rule, '.');
      continue;
    }
    const targets = field.belowIndex >= 0 ? observed.below : observed.after;
    // From the tree, the elements of fields after the item were searched, not kept: their shape is not known.
    if (targets === null) continue;
    const index = field.belowIndex >= 0 ? field.belowIndex : field.afterIndex;
    if (field.multiple) {
      const list = targets.lists[index];
      if (list) {
        for (let t = 0; t < list.length; t += 1) {
          const target = describer.matched(list[t]);
          if (hasValue) countShape(rule, table.fieldShape(item, target, vocabulary));
        }
      }
    } else {
      const first = targets.firsts[index];
      if (first) {
        const target = describer.matched(first);
        if (hasValue) countShape(rule, table.fieldShape(item, target, vocabulary));
      }
    }
  }
  // The text the template read from the item, as the engine hashed it (every field, normalised).
  const key = `${kind}:${extracted.key}`;
  if (extracted.hash !== '') into.hashCodes[key] = extracted.hash.slice(0, HASH_CODE_LENGTH);
  into.itemFields[key] = present;
  return item;
}

/** Adds one page's reading to the fingerprint being built. */
function describePage(reading: PageReading, into: FingerprintBuilder): void {
  const { compiled } = reading;
  const describer = new PageDescriber(into.table, into.ids, into.matchedPaths);
  const { match, rules, table } = into;
  match.pages += 1;
  match.outsideMenuTitles += reading.outsideSections;
  const withDishes = new Set<string>();
  const dishRule = ruleOf(rules, 'dishes');
  for (const dish of reading.dishes) {
    const path = describeItem(describer, compiled.dishFields, dish, 'dish', into);
    dishRule.items += 1;
    dishRule.matched += 1;
    countShape(dishRule, table.shapes[path]);
    if (dish.item.menuTitleKey !== null) withDishes.add(dish.item.menuTitleKey);
  }
  match.dishes += reading.dishes.length;
  // A title holds dishes when it or a title below it does.
  for (let t = reading.menuTitles.length - 1; t >= 0; t -= 1) {
    const title = reading.menuTitles[t].item;
    if (withDishes.has(title.key) && title.parentKey !== null) withDishes.add(title.parentKey);
  }
  // Every level the template has is tried on every page, matched or not.
  const levelRules = compiled.levels.map((level) => ruleOf(rules, level.path));
  for (const title of reading.menuTitles) {
    const path = describeItem(describer, compiled.levels[title.level].fields, title, 'title', into);
    const rule = levelRules[title.level];
    rule.items += 1;
    rule.matched += 1;
    countShape(rule, table.shapes[path]);
    if (!withDishes.has(title.item.key)) match.emptyMenuTitles += 1;
  }
  match.menuTitles += reading.menuTitles.length;
  if (reading.nextLink) describer.matched(reading.nextLink);
  for (const link of reading.tabLinks) describer.matched(link);
}

function newBuilder(table: PathTable, vocabularies: TemplateVocabularies): FingerprintBuilder {
  return {
    table,
    vocabularies,
    fieldVocabularies: new Map(),
    ids: new Set(),
    matchedPaths: new Set(),
    hashCodes: {},
    rules: new Map(),
    fieldRules: new Map(),
    match: { menuTitles: 0, dishes: 0, emptyMenuTitles: 0, outsideMenuTitles: 0, pages: 0, fieldsOfItems: { dish: [...DISH_FIELDS], title: [...MENU_TITLE_FIELDS] } },
    itemFields: {},
    links: { next: 0, tabs: 0, pagesWithNext: 0, pagesWithTabs: 0 },
  };
}

function finish(builder: FingerprintBuilder): MenuFingerprint {
  const { links, table } = builder;
  const rules: Record<string, RuleMatch> = {};
  for (const [path, rule] of builder.rules) rules[path] = { items: rule.items, matched: rule.matched, shapes: Object.fromEntries(rule.shapes), ...(rule.required ? { required: true as const } : {}) };
  if (links.pagesWithNext > 0) rules['pages.nextLink'] = { items: links.pagesWithNext, matched: links.next, shapes: {} };
  if (links.pagesWithTabs > 0) rules['pages.tabLinks'] = { items: links.pagesWithTabs, matched: links.tabs, shapes: {} };
  // The classes of the matched elements and of their ancestors: along the matched paths.
  const classes = new Set<string>();
  const seen = new Set<number>();
  const signatures = new Set<string>();
  for (const matched of builder.matchedPaths) {
    signatures.add(table.signatures[matched]);
    for (let path = matched; path >= 0 && !seen.has(path); path = table.parents[path]) {
      seen.add(path);
      for (const name of table.classes[path]) classes.add(name);
    }
  }
  return {
    ids: [...builder.ids].sort(),
    classes: [...classes].sort(),
    xPathSignatures: [...signatures].sort(),
    hashCodes: builder.hashCodes,
    templateMatch: { rules, ...builder.match, itemFields: builder.itemFields },
  };
}

export interface FingerprintedPage {
  html: string;
  url: string;
  /** As the run reads it (positions, key counters shared by the pages, a tab's key prefix, the page rule). */
  context?: Omit<ExtractContext, 'observe' | 'keyOccurrences' | 'positionOffset'>;
}

/**
 * Extracts one page as extractPage does and takes its fingerprint from the same parse (the observe hook): what an
 * extraction thread runs when a run asks for fingerprints (RunScrapeInput.fingerprint), and what fingerprintPages runs
 * in-process. The page's fingerprint counts one page; mergeFingerprints joins a menu's pages.
 */
export function extractWithFingerprint(html: string, url: string, instructions: ScrapingInstructions, context: Omit<ExtractContext, 'observe'>): { page: ExtractedPage; fingerprint: MenuFingerprint } {
  const builder = newBuilder(pathTableOf(instructions), templateVocabularies(instructions));
  // The rule the engine read the page under: its links are the pagination's and the tabs' rules.
  let rule = null as PageRule | null;
  const page = extractPage(html, url, instructions, {
    ...context,
    observe: (reading) => {
      rule = reading.pageRule;
      describePage(reading, builder);
    },
  });
  if (rule?.pagination) {
    builder.links.pagesWithNext += 1;
    if (page.nextPageUrl !== null) builder.links.next += 1;
  }
  if (rule?.tabs) {
    builder.links.pagesWithTabs += 1;
    if (page.tabUrls.length > 0) builder.links.tabs += 1;
  }
  return { page, fingerprint: finish(builder) };
}

function addCounts(into: Map<string, RuleMatch>, path: string, rule: RuleMatch): void {
  let merged = into.get(path);
  if (!merged) {
    merged = { items: 0, matched: 0, shapes: {}, ...(rule.required ? { required: true as const } : {}) };
    into.set(path, merged);
  }
  merged.items += rule.items;
  merged.matched += rule.matched;
  for (const [shape, count] of Object.entries(rule.shapes)) merged.shapes[shape] = (merged.shapes[shape] ?? 0) + count;
}

/**
 * One fingerprint of a menu's pages from the pages' own, in the order a run read them (their items' keys are the
 * run's, so hash codes and item fields do not collide): the sets joined, the counts added, the links' rules last.
 */
export function mergeFingerprints(pages: readonly MenuFingerprint[]): MenuFingerprint {
  if (pages.length === 1) return pages[0];
  const ids = new Set<string>();
  const classes = new Set<string>();
  const signatures = new Set<string>();
  const rules = new Map<string, RuleMatch>();
  const links = new Map<string, RuleMatch>();
  const match = { menuTitles: 0, dishes: 0, emptyMenuTitles: 0, outsideMenuTitles: 0, pages: 0 };
  const hashCodes: Record<string, string> = {};
  const itemFields: Record<string, number> = {};
  for (const page of pages) {
    for (const id of page.ids) ids.add(id);
    for (const name of page.classes) classes.add(name);
    for (const signature of page.xPathSignatures) signatures.add(signature);
    Object.assign(hashCodes, page.hashCodes);
    Object.assign(itemFields, page.templateMatch.itemFields);
    for (const [path, rule] of Object.entries(page.templateMatch.rules)) addCounts(path.startsWith('pages.') ? links : rules, path, rule);
    for (const count of ['menuTitles', 'dishes', 'emptyMenuTitles', 'outsideMenuTitles', 'pages'] as const) match[count] += page.templateMatch[count];
  }
  return {
    ids: [...ids].sort(),
    classes: [...classes].sort(),
    xPathSignatures: [...signatures].sort(),
    hashCodes,
    templateMatch: { rules: Object.fromEntries([...rules, ...links]), ...match, fieldsOfItems: { dish: [...DISH_FIELDS], title: [...MENU_TITLE_FIELDS] }, itemFields },
  };
}

/**
 * The fingerprint of a menu's pages under a template, and what each page gave (the scrape the probe would make). Pages
 * in the order a run reads them: their items' keys, and so the hash codes' keys, are the run's. In-process (the command
 * line, the back-test); the probing job takes the same fingerprints in its run's extraction threads.
 */
export function fingerprintPages(pages: readonly FingerprintedPage[], instructions: ScrapingInstructions): { fingerprint: MenuFingerprint; extracted: ExtractedPage[] } {
  const keyOccurrences = new Map<string, number>();
  let positionOffset = 0;
  const extracted: ExtractedPage[] = [];
  const fingerprints: MenuFingerprint[] = [];
  for (const page of pages) {
    // One page rule is the rule of every page (extract.ts's choice too, without resolving the URLs to see it).
    const rule = page.context?.pageRule !== undefined ? page.context.pageRule : instructions.pages.length === 1 ? instructions.pages[0] : undefined;
    const read = extractWithFingerprint(page.html, page.url, instructions, { ...page.context, pageRule: rule, positionOffset, keyOccurrences });
    positionOffset += read.page.menuTitles.length + read.page.dishes.length;
    extracted.push(read.page);
    fingerprints.push(read.fingerprint);
  }
  return { fingerprint: mergeFingerprints(fingerprints), extracted };
}

/** The fingerprint of one page (the command line's and the tests' case). */
export function fingerprintPage(html: string, url: string, instructions: ScrapingInstructions): MenuFingerprint {
  return fingerprintPages([{ html, url }], instructions).fingerprint;
}
