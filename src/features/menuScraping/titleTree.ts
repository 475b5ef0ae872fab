// Menu titles (sections) as a tree with their dish counts, for the try-it result and the Menu Specification: titles in the
// order the run found them, children under their parent, a title whose parent is missing shown at the top level, and
// the dishes with no title counted apart.

export interface TitleNode<T> {
  title: T;
  key: string;
  depth: number;
  /** Dishes directly under this title. */
  dishCount: number;
  children: TitleNode<T>[];
}

export interface TitleTree<T> {
  roots: TitleNode<T>[];
  /** Dishes outside any title. */
  untitledDishCount: number;
}

export function buildTitleTree<T>(
  titles: readonly T[],
  keyOf: (title: T) => string,
  parentOf: (title: T) => string | null,
  dishTitleKeys: readonly (string | null)[],
): TitleTree<T> {
  const counts = new Map<string, number>();
  let untitled = 0;
  for (const key of dishTitleKeys) {
    if (key === null) untitled += 1;
    else counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const nodes = new Map<string, TitleNode<T>>();
  for (const title of titles) {
    const key = keyOf(title);
    nodes.set(key, { title, key, depth: 0, dishCount: counts.get(key) ?? 0, children: [] });
  }
  const roots: TitleNode<T>[] = [];
  for (const title of titles) {
    const node = nodes.get(keyOf(title));
    if (!node) continue;
    const parentKey = parentOf(title);
    const parent = parentKey !== null && parentKey !== node.key ? nodes.get(parentKey) : undefined;
    // A parent that is the node's own descendant would make a loop: such a node stays at the top level.
    if (parent && !isDescendant(parent, node)) parent.children.push(node);
    else roots.push(node);
  }
  const setDepth = (node: TitleNode<T>, depth: number) => {
    node.depth = depth;
    for (const child of node.children) setDepth(child, depth + 1);
  };
  for (const root of roots) setDepth(root, 0);
  // Dishes whose title is unknown to the list count as untitled, so the totals add up.
  for (const [key, count] of counts) if (!nodes.has(key)) untitled += count;
  return { roots, untitledDishCount: untitled };
}

function isDescendant<T>(candidate: TitleNode<T>, of: TitleNode<T>): boolean {
  return of.children.some((child) => child === candidate || isDescendant(candidate, child));
}

/** The tree in display order, each node once (for a flat list with indentation). */
export function flattenTitleTree<T>(tree: TitleTree<T>): TitleNode<T>[] {
  const out: TitleNode<T>[] = [];
  const walk = (node: TitleNode<T>) => {
    out.push(node);
    node.children.forEach(walk);
  };
  tree.roots.forEach(walk);
  return out;
}

/** Dishes under a title and all its children. */
export function totalDishCount<T>(node: TitleNode<T>): number {
  return node.children.reduce((sum, child) => sum + totalDishCount(child), node.dishCount);
}
