// The element paths a fingerprint is made of (fingerprint.ts): a table per template numbering every distinct path of
// tag and class steps once, with its XPath signature and its shape in the template's words, and a page's elements mapped
// to their path numbers.
import type { Element } from 'domhandler';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import { templateVocabularies, type TemplateVocabularies, type TemplateVocabulary } from './templateVocabulary';

const NO_ATTRIBUTES: string[] = [];

function classesOf(element: Element): string[] {
  const value = element.attribs.class;
  if (!value) return [];
  const names = value.split(/\s+/).filter((name) => name !== '');
  return names.length > 1 ? [...new Set(names)].sort() : names;
}

/**
 * The paths met under one template. Every distinct path gets a number once (a trie of steps by tag and class
 * attribute), with its XPath signature and template shape worked out then: the dishes of a page, and the pages of a
 * platform, share a handful of paths, so an element costs a map lookup or two. Kept per instructions document, as the
 * engine keeps its compiled selectors and their candidates by tag and class (selectors.ts MatcherIndex).
 */
export class PathTable {
  /**
   * By path number: its XPath signature, its shape in the item selectors' words, its parent's number (-1: none), its
   * tag, its classes and the attributes of the template's words it has.
   */
  readonly signatures: string[] = [];
  readonly shapes: string[] = [];
  readonly parents: number[] = [];
  readonly names: string[] = [];
  readonly classes: string[][] = [];
  readonly attributes: string[][] = [];
  /** Per path, its children's numbers by tag and class attribute. */
  private readonly children: Map<string, Map<string, number>>[] = [];
  private readonly top = new Map<string, Map<string, number>>();
  /** Field shapes, by field vocabulary, then item and target path. */
  private readonly relative = new Map<TemplateVocabulary, Map<number, string>>();

  constructor(private readonly vocabularies: TemplateVocabularies) {}

  get size(): number {
    return this.signatures.length;
  }

  /** The number of the path made of the parent's path (-1: none) and this element's step. */
  child(parent: number, element: Element): number {
    // By tag, then class attribute (and the attributes of the template's words an element has, rarely): no key built.
    const byTag = parent < 0 ? this.top : this.children[parent];
    const classAttribute = element.attribs.class ?? '';
    const named = this.vocabularies.all.attributes;
    let classKey = classAttribute;
    if (named.size > 0) for (const name of Object.keys(element.attribs)) if (named.has(name)) classKey += ` [${name}]`;
    let byClass = byTag.get(element.name);
    if (!byClass) {
      byClass = new Map();
      byTag.set(element.name, byClass);
    }
    const known = byClass.get(classKey);
    if (known !== undefined) return known;
    const id = this.signatures.length;
    byClass.set(classKey, id);
    this.children.push(new Map());
    const classes = classesOf(element);
    this.classes.push(classes);
    this.parents.push(parent);
    this.names.push(element.name);
    this.attributes.push(named.size > 0 ? Object.keys(element.attribs).filter((name) => named.has(name)) : NO_ATTRIBUTES);
    const above = parent < 0 ? '' : this.signatures[parent];
    this.signatures.push(`${above}/${element.name}${classes.length ? `[@class='${classes.join(' ')}']` : ''}`);
    const step = this.step(id, this.vocabularies.items);
    const aboveShape = parent < 0 ? '' : this.shapes[parent];
    this.shapes.push(step === '' ? aboveShape : `${aboveShape}/${step}`);
    return id;
  }

  /** A path's last step in some words ('li.mh-item', '*.price'), or '' when it has none of them. */
  private step(path: number, vocabulary: TemplateVocabulary): string {
    const { tags, bareTags, classes: named, attributes } = vocabulary;
    let step = '';
    for (const name of this.classes[path]) if (named.has(name)) step += `.${name}`;
    for (const name of this.attributes[path]) if (attributes.has(name)) step += `[${name}]`;
    const tag = this.names[path];
    if (step === '') return bareTags.has(tag) ? tag : '';
    return (tags.has(tag) ? tag : '*') + step;
  }

  /**
   * A field's element's path from its item, in the field selector's words ('./*.mh-item__price'); after the item
   * ('+ p'), from the item's parent ('~/p.note').
   */
  fieldShape(item: number, target: number, vocabulary: TemplateVocabulary): string {
    let byPaths = this.relative.get(vocabulary);
    if (!byPaths) {
      byPaths = new Map();
      this.relative.set(vocabulary, byPaths);
    }
    const key = item * 0x100000 + target;
    const known = byPaths.get(key);
    if (known !== undefined) return known;
    const steps: string[] = [];
    let path = target;
    while (path >= 0 && path !== item && path !== this.parents[item]) {
      const step = this.step(path, vocabulary);
      if (step !== '') steps.push(step);
      path = this.parents[path];
    }
    const shape = item === target ? '.' : `${path === item ? '.' : '~'}/${steps.reverse().join('/')}`;
    byPaths.set(key, shape);
    return shape;
  }
}

/** One page's elements by path number (elements are the page's own objects: tree nodes or streamed ones). */
export class PageDescriber {
  private readonly paths = new Map<Element, number>();
  constructor(
    readonly table: PathTable,
    private readonly ids: Set<string>,
    private readonly matchedPaths: Set<number>,
  ) {}

  /** The element's path number; its ancestors' ids are collected on the way. */
  path(element: Element): number {
    const known = this.paths.get(element);
    if (known !== undefined) return known;
    // The tree's document (or the streaming reader's top, null) has no name: the path starts below it.
    const parent = element.parent as Element | null;
    const above = parent && (parent as { name?: string }).name !== undefined ? this.path(parent) : -1;
    const id = element.attribs.id;
    if (id) this.ids.add(id);
    const path = this.table.child(above, element);
    this.paths.set(element, path);
    return path;
  }

  /** A matched element: its path kept for the signatures; its number returned. */
  matched(element: Element): number {
    const path = this.path(element);
    this.matchedPaths.add(path);
    return path;
  }
}

/** Paths a template's table holds before it starts over (a platform's pages have a few hundred). */
const PATH_TABLE_LIMIT = 50_000;

const pathTables = new WeakMap<ScrapingInstructions, PathTable>();

export function pathTableOf(instructions: ScrapingInstructions): PathTable {
  let table = pathTables.get(instructions);
  if (!table || table.size > PATH_TABLE_LIMIT) {
    table = new PathTable(templateVocabularies(instructions));
    pathTables.set(instructions, table);
  }
  return table;
}
