// The one walk over a parsed page (issue 12, DESIGN.md section 4): removes the cleanup elements, skips unavailable ones
// and finds sections, dishes (with the elements of their fields), availability markers and pagination/tab links, every
// selector behind one index. Values are read after the walk (readFields.ts), so every cleanup removal has happened first.
import { isTag, type AnyNode, type Document, type Element, type ParentNode } from 'domhandler';
import { removeElement } from 'domutils';
import type { CompiledInstructions } from './compileInstructions';
import { MatcherIndex, type Matcher } from './selectors';

export interface FoundSection {
  level: number;
  element: Element;
  parent: FoundSection | null;
  /** Inside an unavailable section (heading mode): read nothing, its dishes are left out. */
  suppressed: boolean;
  everywhere: boolean;
  order: number;
}

export interface FoundDish {
  element: Element;
  section: FoundSection | null;
  order: number;
  /** The elements of its `below` fields, found by the walk on its way through the dish (lists: multiple fields). */
  firsts: (Element | null)[];
  /** Created on a multiple field's first match: a page has hundreds of dishes, most fields are single. */
  lists: (Element[] | undefined)[];
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

export function walk(document: Document, compiled: CompiledInstructions, links: Links, onDishEnd: DishEnd | null = null): Walk {
  const result: Walk = { sections: [], dishes: [], containers: new Set(), nextLink: null, tabLinks: [], removed: 0, unavailable: 0, outsideSections: 0 };
  const { all, index, removeIds, unavailableId, levelIds, dishId, everywhereId, nextId, tabsId, fieldBase } = planFor(compiled, links);
  const dishFields = compiled.dishFields.below;
  const hasMultiple = dishFields.some((field) => field.multiple);
  let currentFound: FoundDish | null = null;
  // Which matchers may match the element being visited (from its tag and classes).
  let flags: Uint8Array = new Uint8Array(all.length);
  const hit = (matcherId: number, element: Element): boolean => matcherId >= 0 && flags[matcherId] === 1 && all[matcherId](element);

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
    const candidates = index.candidates(element);
    if (candidates.list.length === 0) {
      // No selector of the walk can match it (most elements of a page): only the tree is walked.
      if (element.name === 'template') {
        node = after(element);
      } else if (element.children.length > 0) {
        node = element.children[0];
      } else {
        leave(element);
        node = after(element);
      }
      continue;
    }
    flags = candidates.flags;
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
      const list = candidates.list;
      for (let c = list.length - 1; c >= 0 && list[c] >= fieldBase; c -= 1) {
        const i = list[c] - fieldBase;
        const field = dishFields[i];
        if (field.multiple) {
          if ((field.query as Matcher)(element)) {
            const list = found.lists[i];
            if (list) list.push(element);
            else found.lists[i] = [element];
          }
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
