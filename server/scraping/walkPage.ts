// The one walk over a page (issue 12, DESIGN.md section 4): removes the cleanup elements, skips unavailable ones and
// finds sections, dishes (with the elements of their fields), availability markers and pagination/tab links, every
// selector behind one index. Its rules take one element at a time (createWalker), so the tree walk below and the
// streaming reader (streamPage.ts) apply the same ones. From the tree, values are read after the walk (readFields.ts),
// so every cleanup removal has happened first.
import { isTag, type AnyNode, type Document, type Element, type ParentNode } from 'domhandler';
import { removeElement } from 'domutils';
import type { CompiledField, CompiledInstructions } from './compileInstructions';
import type { FoundTargets } from './readFields';
import { MatcherIndex, type Candidates, type Matcher } from './selectors';

export interface FoundSection {
  level: number;
  element: Element;
  parent: FoundSection | null;
  /** Inside an unavailable section (heading mode): read nothing, its dishes are left out. */
  suppressed: boolean;
  everywhere: boolean;
  order: number;
  /** Streamed: the elements of its fields after it ('+ p'), by afterIndex (the tree reader searches for them). */
  after?: FoundTargets;
}

export interface FoundDish {
  element: Element;
  section: FoundSection | null;
  order: number;
  /** The elements of its `below` fields, found by the walk on its way through the dish (lists: multiple fields). */
  firsts: (Element | null)[];
  /** Created on a multiple field's first match: a page has hundreds of dishes, most fields are single. */
  lists: (Element[] | undefined)[];
  /** Streamed: the elements of its fields after it ('+ p'), by afterIndex (the tree reader searches for them). */
  after?: FoundTargets;
}

/**
 * Called as the walk leaves a dish: its subtree is final then (every cleanup element inside it is removed), so its
 * `below` fields can be read while its nodes are still in the processor's cache.
 */
export type DishEnd = (dish: FoundDish) => void;

export interface Walk {
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

/** The walk's matchers for one instructions document and page rule, behind one index (built once, kept). */
interface WalkPlan {
  all: Matcher[];
  index: MatcherIndex;
  removeIds: number[];
  unavailableId: number;
  levelIds: number[];
  dishId: number;
  everywhereId: number;
  nextId: number;
  tabsId: number;
  fieldBase: number;
}

type Links = { next: Matcher | null; tabs: Matcher | null };

const plans = new WeakMap<CompiledInstructions, WeakMap<Links, WalkPlan>>();

function planFor(compiled: CompiledInstructions, links: Links): WalkPlan {
  let byLinks = plans.get(compiled);
  const known = byLinks?.get(links);
  if (known) return known;
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
  for (const field of compiled.dishFields.below) all.push(field.query as Matcher);
  const plan: WalkPlan = { all, index: new MatcherIndex(all), removeIds, unavailableId, levelIds, dishId, everywhereId, nextId, tabsId, fieldBase };
  if (!byLinks) {
    byLinks = new WeakMap();
    plans.set(compiled, byLinks);
  }
  byLinks.set(links, plan);
  return plan;
}

/** What the walk does with an element it visits (visit()'s answer & ACTION). */
export const DESCEND = 0;
/** The element stays, but nothing below it is walked (a template, an unavailable item, a dish left out). */
export const SKIP = 1;
/** A cleanup element: removed with everything below it. */
export const REMOVE = 2;
export const ACTION = 3;
/** Added to the answer: the element starts a section, a dish, or is a pagination or tab link. */
export const STARTS_SECTION = 4;
export const STARTS_DISH = 8;
export const IS_LINK = 16;

// Which of the walk's rules an element's candidates hold (remembered on them), so visit() tests only those.
const HAS_REMOVE = 1;
const HAS_UNAVAILABLE = 2;
const HAS_LEVEL = 4;
const HAS_DISH = 8;
const HAS_MARKER_OR_LINK = 16;
const HAS_FIELD = 32;

/** A dish field found its element (the streaming reader starts keeping that element's text then). */
export type TargetFound = (element: Element, field: CompiledField) => void;

export interface Walker {
  result: Walk;
  /**
   * Visits an element, in document order, once everything before it has been visited: DESCEND, SKIP or REMOVE, plus
   * STARTS_SECTION, STARTS_DISH, IS_LINK.
   */
  visit(element: Element): number;
  /** Called after the subtree of every element visit() answered DESCEND for. */
  leave(element: Element): void;
}

/**
 * The walk's rules, one element at a time: the tree walk below drives it over a parsed document, the streaming reader
 * (streamPage.ts) over the parser's events, so both find the same sections, dishes and links.
 */
export function createWalker(compiled: CompiledInstructions, links: Links, onDishEnd: DishEnd | null, onTarget: TargetFound | null): Walker {
  const result: Walk = { sections: [], dishes: [], containers: new Set(), nextLink: null, tabLinks: [], removed: 0, unavailable: 0, outsideSections: 0 };
  const { all, index, removeIds, unavailableId, levelIds, dishId, everywhereId, nextId, tabsId, fieldBase } = planFor(compiled, links);
  const dishFields = compiled.dishFields.below;
  const hasMultiple = dishFields.some((field) => field.multiple);
  const scope = compiled.scope;
  let currentFound: FoundDish | null = null;
  // Which matchers may match the element being visited (from its tag and classes).
  let flags: Uint8Array = new Uint8Array(all.length);
  const hit = (matcherId: number, element: Element): boolean => matcherId >= 0 && flags[matcherId] === 1 && all[matcherId](element);

  const open: FoundSection[] = [];
  const openContainers = new Set<Element>();
  let currentDish: Element | null = null;
  let order = 0;

  const summaryOf = (candidates: Candidates): number => {
    if (candidates.summary !== undefined) return candidates.summary;
    let summary = 0;
    for (const id of candidates.list) {
      if (removeIds.includes(id)) summary |= HAS_REMOVE;
      if (id === unavailableId) summary |= HAS_UNAVAILABLE;
      if (levelIds.includes(id)) summary |= HAS_LEVEL;
      if (id === dishId) summary |= HAS_DISH;
      if (id === everywhereId || id === nextId || id === tabsId) summary |= HAS_MARKER_OR_LINK;
      if (id >= fieldBase) summary |= HAS_FIELD;
    }
    candidates.summary = summary;
    return summary;
  };

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
      const ended = currentFound as FoundDish;
      currentDish = null;
      currentFound = null;
      if (onDishEnd) onDishEnd(ended);
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

  // DESCEND or SKIP, plus what the element starts.
  const enter = (element: Element, summary: number): number => {
    let answer = DESCEND;
    if (currentDish === null && (summary & (HAS_LEVEL | HAS_DISH)) !== 0) {
      const level = compiled.levels.length ? levelOf(element) : -1;
      if (level >= 0) {
        openSection(element, level, false);
        answer = STARTS_SECTION;
      } else if (hit(dishId, element)) {
        const section = open.length ? open[open.length - 1] : null;
        if (section?.suppressed) {
          result.unavailable += 1;
          return SKIP;
        }
        if (compiled.levels.length && section === null) {
          result.outsideSections += 1;
          return SKIP;
        }
        const below = compiled.dishFields.below;
        const firsts: (Element | null)[] = new Array<Element | null>(below.length).fill(null);
        const dish: FoundDish = { element, section, order: order++, firsts, lists: hasMultiple ? new Array<Element[] | undefined>(below.length) : [] };
        result.dishes.push(dish);
        currentFound = dish;
        result.containers.add(element);
        currentDish = element;
        answer = STARTS_DISH;
      }
    }
    if ((summary & HAS_MARKER_OR_LINK) === 0) return answer;
    if (open.length && hit(everywhereId, element)) open[open.length - 1].everywhere = true;
    if (result.nextLink === null && hit(nextId, element)) {
      result.nextLink = element;
      answer |= IS_LINK;
    }
    if (hit(tabsId, element)) {
      result.tabLinks.push(element);
      answer |= IS_LINK;
    }
    return answer;
  };

  const visit = (element: Element): number => {
    const candidates = index.candidates(element);
    // No selector of the walk can match it (most elements of a page): only the tree is walked.
    if (candidates.list.length === 0) return element.name === 'template' ? SKIP : DESCEND;
    flags = candidates.flags;
    const summary = summaryOf(candidates);
    if ((summary & HAS_REMOVE) !== 0) {
      for (let i = 0; i < removeIds.length; i += 1) {
        if (hit(removeIds[i], element)) {
          result.removed += 1;
          return REMOVE;
        }
      }
    }
    if (element.name === 'template') return SKIP;
    if (currentFound !== null && (summary & HAS_FIELD) !== 0) {
      const found: FoundDish = currentFound;
      const list = candidates.list;
      // Relative field selectors read the dish from scope[0] (another reader may have used it in between).
      scope[0] = found.element;
      for (let c = list.length - 1; c >= 0 && list[c] >= fieldBase; c -= 1) {
        const i = list[c] - fieldBase;
        const field = dishFields[i];
        if (field.multiple) {
          if ((field.query as Matcher)(element)) {
            const list = found.lists[i];
            if (list) list.push(element);
            else found.lists[i] = [element];
            if (onTarget) onTarget(element, field);
          }
        } else if (found.firsts[i] === null && (field.query as Matcher)(element)) {
          found.firsts[i] = element;
          if (onTarget) onTarget(element, field);
        }
      }
    }
    if ((summary & HAS_UNAVAILABLE) !== 0 && hit(unavailableId, element)) {
      result.unavailable += 1;
      // An unavailable heading still ends the previous section: what follows it is left out until the next heading.
      const level = currentDish === null && compiled.levels.length ? levelOf(element) : -1;
      if (level >= 0 && compiled.levels[level].mode === 'heading') openSection(element, level, true);
      return SKIP;
    }
    return enter(element, summary);
  };

  return { result, visit, leave };
}

/** The walk over a parsed document: removes the cleanup elements from it, so values read after it never see them. */
export function walk(document: Document, compiled: CompiledInstructions, links: Links, onDishEnd: DishEnd | null = null): Walk {
  const { result, visit, leave } = createWalker(compiled, links, onDishEnd, null);
  // Walks by the tree's links (no recursion, no frames): after an element's subtree, or instead of it when it is skipped
  // or removed, go to its next sibling, leaving every parent whose last child it was.
  const after = (element: AnyNode): AnyNode | null => {
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
      node = after(node);
      continue;
    }
    const element: Element = node;
    const action = visit(element) & ACTION;
    if (action === REMOVE) {
      // Removed before the walk moves on: leaving its parents can end a dish, whose values must not see it.
      const { next, parent } = element;
      removeElement(element);
      if (next) {
        node = next;
      } else if (parent && parent !== document) {
        leave(parent as Element);
        node = after(parent);
      } else {
        node = null;
      }
    } else if (action === SKIP) {
      node = after(element);
    } else if (element.children.length > 0) {
      node = element.children[0];
    } else {
      leave(element);
      node = after(element);
    }
  }
  return result;
}
