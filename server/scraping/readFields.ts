// Reading the values of an item's fields (issue 12, DESIGN.md section 4): finding the elements its field selectors point
// at, the text a person sees in them (or an attribute), and the value after the field's pattern and the document's
// replacements. Walks the tree by its links, never by recursion: a hostile page nests deeper than the call stack.
import { isTag, isText, type AnyNode, type Element, type ParentNode } from 'domhandler';
import type { CompiledField, CompiledFieldSet, CompiledInstructions } from './compileInstructions';
import type { Matcher } from './selectors';
import { normaliseLinksInText, normaliseText, normaliseUrl, normaliseValue } from './normalise';

/** Values of several matches (FieldRule.multiple) are joined with this. */
export const MULTIPLE_VALUES_SEPARATOR = ', ';

// A multiple field the walk found nothing for (shared, never written).
const NO_ELEMENTS: Element[] = [];

// Elements whose boundaries separate words in the rendered text ("<p>a</p><p>b</p>" reads "a b", not "ab").
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'h1',
  'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'tbody',
  'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'option', 'caption',
]);
// Elements whose content is never shown as text.
export const NO_TEXT_TAGS: ReadonlySet<string> = new Set(['script', 'style', 'template', 'noscript', 'head']);
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

/** In a pre-order walk of `top`, the node after `node` and everything below it; null when the walk of `top` is over. */
function nextAfterSubtree(node: AnyNode, top: AnyNode): AnyNode | null {
  let current = node;
  while (current !== top) {
    if (current.next) return current.next;
    const parent: ParentNode | null = current.parent;
    if (!parent || parent === top) return null;
    current = parent;
  }
  return null;
}

/** Pre-order search of `top`'s subtree (`top` itself too when `withTop`), never entering `excluded` elements. */
function searchSubtree(query: Matcher, top: Element, withTop: boolean, excluded: ReadonlySet<Element> | null, all: boolean, found: Element[]): boolean {
  let node: AnyNode | null = withTop ? top : (top.children[0] ?? null);
  while (node) {
    let enter = false;
    if (isTag(node) && !excluded?.has(node)) {
      if (query(node)) {
        found.push(node);
        if (!all) return true;
      }
      enter = node.children.length > 0;
    }
    if (enter) {
      node = (node as Element).children[0];
      continue;
    }
    node = nextAfterSubtree(node, top);
  }
  return false;
}

/**
 * Pre-order search below `root` (and after it, for "+ x" / "~ x" selectors), never entering `excluded` elements.
 * Walks by the tree's links, as textOf does.
 */
export function search(query: Matcher, root: Element, excluded: ReadonlySet<Element> | null, all: boolean): Element[] {
  const found: Element[] = [];
  // Below the root, unless every alternative looks after it; then as many siblings as the selector can reach
  // ('+ td' the next one only: a dish row without its cell does not search the rest of the table), each tested itself too.
  if (!query.siblingsOnly && searchSubtree(query, root, false, excluded, all, found)) return found;
  if (query.shouldTestNextSiblings) {
    let reach = query.siblingReach ?? Infinity;
    for (let sibling = root.next; sibling && reach > 0; sibling = sibling.next) {
      if (!isTag(sibling)) continue;
      reach -= 1;
      if (searchSubtree(query, sibling, true, excluded, all, found)) return found;
    }
  }
  return found;
}

export interface ReadContext {
  compiled: CompiledInstructions;
  pageUrl: string;
}

/**
 * An element the streaming reader (streamPage.ts) met without building a tree: the text a person sees in it was kept as
 * the parser went through it, by the rules of textOf.
 */
export interface CapturedElement {
  capturedText: string | null;
}

function rawValue(target: Element, field: CompiledField, context: ReadContext): string | null {
  if (field.attribute === null) {
    const captured = (target as Partial<CapturedElement>).capturedText;
    return typeof captured === 'string' ? captured : textOf(target);
  }
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
  // Most lists are short: no array until a second distinct value.
  let first: string | null = null;
  let values: string[] | null = null;
  for (let t = 0; t < targets.length; t += 1) {
    const value = cleanValue(rawValue(targets[t], field, context), field, context);
    if (value === null || value === first) continue;
    if (first === null) first = value;
    else if (values === null) values = [first, value];
    else if (!values.includes(value)) values.push(value);
  }
  return values === null ? first : values.join(MULTIPLE_VALUES_SEPARATOR);
}

/**
 * Finds the elements of the `below` fields of one item (into fields.firsts and fields.lists): one walk of the element's
 * subtree tests all the field selectors its tag and classes allow (a single field stops looking at its first match).
 * Dishes do not come here: the page walk finds their fields on its way through them (walk()).
 */
export function findTargets(element: Element, fields: CompiledFieldSet, excluded: ReadonlySet<Element> | null, scope: Element[]): void {
  scope[0] = element;
  const { below, firsts, lists, index } = fields;
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
      const candidates = index.candidates(node).list;
      for (let c = 0; c < candidates.length; c += 1) {
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
    node = nextAfterSubtree(node, element);
  }
}

/** The elements an item's fields point at: firsts[i] for a single field, lists[i] for a multiple one. */
export interface FoundTargets {
  firsts: readonly (Element | null)[];
  lists: readonly (Element[] | undefined)[];
}

function targetValue(found: FoundTargets, index: number, field: CompiledField, context: ReadContext): string | null {
  if (field.multiple) return valueOf(found.lists[index] ?? NO_ELEMENTS, field, context);
  const first = found.firsts[index];
  return first ? cleanValue(rawValue(first, field, context), field, context) : null;
}

/**
 * Reads every field of one item into `values`, from the elements found for its `below` fields, and for its `after`
 * fields from `after` (the streaming reader found them) or else by a search of the tree.
 */
export function readFields(
  element: Element,
  fields: CompiledFieldSet,
  found: FoundTargets,
  excluded: ReadonlySet<Element> | null,
  context: ReadContext,
  matched: Set<string>,
  values: Record<string, string | null>,
  after: FoundTargets | null = null,
): void {
  for (const field of fields.all) {
    let value: string | null;
    if (field.query === null) {
      value = cleanValue(rawValue(element, field, context), field, context);
    } else if (field.belowIndex >= 0) {
      value = targetValue(found, field.belowIndex, field, context);
    } else if (after !== null) {
      value = targetValue(after, field.afterIndex, field, context);
    } else {
      context.compiled.scope[0] = element;
      const targets = search(field.query, element, excluded, field.multiple);
      value = field.multiple ? valueOf(targets, field, context) : targets.length ? cleanValue(rawValue(targets[0], field, context), field, context) : null;
    }
    values[field.name] = value;
    if (value !== null && !field.matched) {
      field.matched = true;
      matched.add(field.path);
    }
  }
}
