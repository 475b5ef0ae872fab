// The words a template's selectors use (probing, DESIGN.md section 5): the tags, classes, ids and attribute names that
// appear anywhere in its selectors. A fingerprint's template shapes (fingerprint.ts) keep only these parts of a path:
// a wrapper the selectors never name, or a class they never read, is not structure the template relies on.
import { parse, type Selector } from 'css-what';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';

export interface TemplateVocabulary {
  tags: ReadonlySet<string>;
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

const vocabularies = new WeakMap<ScrapingInstructions, TemplateVocabulary>();

export function templateVocabulary(instructions: ScrapingInstructions): TemplateVocabulary {
  const known = vocabularies.get(instructions);
  if (known) return known;
  const tags = new Set<string>();
  const classes = new Set<string>();
  const ids = new Set<string>();
  const attributes = new Set<string>();
  const visit = (tokens: Selector[]) => {
    for (const token of tokens) {
      if (token.type === 'tag') tags.add(token.name.toLowerCase());
      else if (token.type === 'attribute') {
        const name = token.name.toLowerCase();
        if (name === 'class' && token.action === 'element') classes.add(token.value);
        else if (name === 'id' && token.action === 'equals') ids.add(token.value);
        else if (name !== 'class' && name !== 'id') attributes.add(name);
      } else if (token.type === 'pseudo' && Array.isArray(token.data)) {
        for (const inner of token.data) visit(inner);
      }
    }
  };
  for (const selector of templateSelectors(instructions)) {
    try {
      for (const alternative of parse(selector)) visit(alternative);
    } catch {
      // A selector css-what refuses cannot compile either: extraction reports it (ScrapingInstructionsError).
    }
  }
  const vocabulary = { tags, classes, ids, attributes };
  vocabularies.set(instructions, vocabulary);
  return vocabulary;
}
