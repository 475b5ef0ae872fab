// The words a template's selectors use (probing, DESIGN.md section 5): the tags, classes, ids and attribute names that
// appear in its selectors. A fingerprint's template shapes (fingerprint.ts) keep only these parts of a path, each
// rule's in the words of the selectors that decide it: a wrapper no selector names, or a class none reads, is not
// structure the template relies on; a div around a dish's name is not either, when only the dish selector says 'div'.
import { parse, type Selector } from 'css-what';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';

export interface TemplateVocabulary {
  tags: ReadonlySet<string>;
  /**
   * Tags a compound names alone ('h2', 'section > ul > li'): any element of the tag is a step. A tag named with a class
   * ('div.menu-item') is a step only on an element that has one of the selectors' words besides: a div wrapper added
   * around a section is not structure 'div.menu-item' relies on.
   */
  bareTags: ReadonlySet<string>;
  classes: ReadonlySet<string>;
  ids: ReadonlySet<string>;
  /** Attribute names other than class and id ('data-price', 'title'). */
  attributes: ReadonlySet<string>;
}

/** Every selector of the instructions, the cleanup's and the links' included. */
export function templateSelectors(instructions: ScrapingInstructions): string[] {
  const selectors: string[] = [];
  const fields = (rule: Record<string, { selector?: string } | undefined>) => {
    for (const field of Object.values(rule)) if (field?.selector) selectors.push(field.selector);
  };
  for (let level = instructions.menuTitles; level; level = level.children) {
    selectors.push(level.selector);
    fields(level.fields);
  }
  selectors.push(instructions.dishes.selector);
  fields(instructions.dishes.fields);
  for (const page of instructions.pages) {
    if (page.pagination) selectors.push(page.pagination.nextSelector);
    if (page.tabs) selectors.push(page.tabs.linkSelector);
  }
  if (instructions.availability?.everywhereSelector) selectors.push(instructions.availability.everywhereSelector);
  if (instructions.availability?.unavailableSelector) selectors.push(instructions.availability.unavailableSelector);
  selectors.push(...(instructions.cleanup?.remove ?? []));
  return selectors;
}

/** The words of some selectors. */
export function selectorsVocabulary(selectors: readonly string[]): TemplateVocabulary {
  const tags = new Set<string>();
  const bareTags = new Set<string>();
  const classes = new Set<string>();
  const ids = new Set<string>();
  const attributes = new Set<string>();
  const visit = (tokens: Selector[]) => {
    // A compound runs between combinators: its tag is bare when nothing else in it narrows it.
    let compoundTag: string | null = null;
    let narrowed = false;
    const endCompound = () => {
      if (compoundTag !== null && !narrowed) bareTags.add(compoundTag);
      compoundTag = null;
      narrowed = false;
    };
    for (const token of tokens) {
      if (token.type === 'descendant' || token.type === 'child' || token.type === 'adjacent' || token.type === 'sibling' || token.type === 'parent' || token.type === 'column-combinator') endCompound();
      else if (token.type === 'attribute') narrowed = true;
      if (token.type === 'tag') {
        tags.add(token.name.toLowerCase());
        compoundTag = token.name.toLowerCase();
      }
      else if (token.type === 'attribute') {
        const name = token.name.toLowerCase();
        if (name === 'class' && token.action === 'element') classes.add(token.value);
        else if (name === 'id' && token.action === 'equals') ids.add(token.value);
        else if (name !== 'class' && name !== 'id') attributes.add(name);
      } else if (token.type === 'pseudo' && Array.isArray(token.data)) {
        for (const inner of token.data) visit(inner);
      }
    }
    endCompound();
  };
  for (const selector of selectors) {
    try {
      for (const alternative of parse(selector)) visit(alternative);
    } catch {
      // A selector css-what refuses cannot compile either: extraction reports it (ScrapingInstructionsError).
    }
  }
  return { tags, bareTags, classes, ids, attributes };
}

/**
 * The words each part of the template relies on: every selector's (the paths' keys), the item selectors' (menu
 * titles at every level and dishes: where an item sits), and each field's own (how its element sits in its item, by
 * the field's path as compileInstructions names it: 'dishes.fields.price').
 */
export interface TemplateVocabularies {
  all: TemplateVocabulary;
  items: TemplateVocabulary;
  fields: Map<string, TemplateVocabulary>;
}

const vocabularies = new WeakMap<ScrapingInstructions, TemplateVocabularies>();

export function templateVocabularies(instructions: ScrapingInstructions): TemplateVocabularies {
  const known = vocabularies.get(instructions);
  if (known) return known;
  const itemSelectors: string[] = [instructions.dishes.selector];
  const fields = new Map<string, TemplateVocabulary>();
  const addFields = (path: string, rule: Record<string, { selector?: string } | undefined>) => {
    for (const [name, field] of Object.entries(rule)) if (field) fields.set(`${path}.fields.${name}`, selectorsVocabulary(field.selector ? [field.selector] : []));
  };
  let path = 'menuTitles';
  for (let level = instructions.menuTitles; level; level = level.children, path = `${path}.children`) {
    itemSelectors.push(level.selector);
    addFields(path, level.fields);
  }
  addFields('dishes', instructions.dishes.fields);
  const found = { all: selectorsVocabulary(templateSelectors(instructions)), items: selectorsVocabulary(itemSelectors), fields };
  vocabularies.set(instructions, found);
  return found;
}
