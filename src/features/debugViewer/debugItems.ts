// The debug viewers' items (spec 2, section 2.14): the menu as the root, its titles in menu order with sub-titles under
// their parent, and each title's dishes under it (untitled dishes under the menu), one flat list in display order. A
// debug run's screenshots are grouped by the item they show; one whose item is not on the menu any more (deleted since,
// or an error cause's screenshot) belongs to the menu, so every screenshot stays reachable.
import { buildTitleTree, flattenTitleTree } from '../menuScraping/titleTree';

export type DebugItemKind = 'MENU' | 'MENU_TITLE' | 'DISH';

export interface DebugItem {
  /** 'MENU', 'MENU_TITLE:12' or 'DISH:34'. */
  key: string;
  kind: DebugItemKind;
  /** The title's or dish's databaseId; null for the menu. */
  id: number | null;
  depth: number;
  label: string;
}

export interface TitleLike {
  databaseId: number;
  parentId: number | null | undefined;
  title: string;
}

export interface DishLike {
  databaseId: number;
  menuTitleId: number | null | undefined;
  name: string;
}

export interface ShotLike {
  itemKind: DebugItemKind | string;
  itemId: number | null | undefined;
}

export const MENU_ITEM_KEY = 'MENU';

export function debugItemKey(kind: DebugItemKind | string, id: number | null | undefined): string {
  return kind === 'MENU' || id === null || id === undefined ? MENU_ITEM_KEY : `${kind}:${id}`;
}

/** The selector's rows in display order: the menu, then each title followed by its dishes and its sub-titles. */
export function buildDebugItems(menuLabel: string, titles: readonly TitleLike[], dishes: readonly DishLike[]): DebugItem[] {
  const titleIds = new Set(titles.map((title) => title.databaseId));
  const dishesByTitle = new Map<number | null, DishLike[]>();
  for (const dish of dishes) {
    const titleId = dish.menuTitleId !== null && dish.menuTitleId !== undefined && titleIds.has(dish.menuTitleId) ? dish.menuTitleId : null;
    const list = dishesByTitle.get(titleId) ?? [];
    list.push(dish);
    dishesByTitle.set(titleId, list);
  }
  const items: DebugItem[] = [{ key: MENU_ITEM_KEY, kind: 'MENU', id: null, depth: 0, label: menuLabel }];
  const pushDishes = (titleId: number | null, depth: number) => {
    for (const dish of dishesByTitle.get(titleId) ?? []) {
      items.push({ key: debugItemKey('DISH', dish.databaseId), kind: 'DISH', id: dish.databaseId, depth, label: dish.name });
    }
  };
  pushDishes(null, 1);
  const tree = buildTitleTree(
    titles,
    (title) => String(title.databaseId),
    (title) => (title.parentId === null || title.parentId === undefined ? null : String(title.parentId)),
    [],
  );
  // Titles come flattened parent-first; a title's dishes go right after it, before its sub-titles.
  for (const node of flattenTitleTree(tree)) {
    const depth = node.depth + 1;
    items.push({ key: debugItemKey('MENU_TITLE', node.title.databaseId), kind: 'MENU_TITLE', id: node.title.databaseId, depth, label: node.title.title });
    pushDishes(node.title.databaseId, depth + 1);
  }
  return items;
}

/** Screenshots per item key, in run order; a screenshot of an item not in `items` goes to the menu. */
export function groupScreenshotsByItem<S extends ShotLike>(items: readonly DebugItem[], screenshots: readonly S[]): Map<string, S[]> {
  const known = new Set(items.map((item) => item.key));
  const groups = new Map<string, S[]>();
  for (const shot of screenshots) {
    const wanted = debugItemKey(shot.itemKind, shot.itemId);
    const key = known.has(wanted) ? wanted : MENU_ITEM_KEY;
    const list = groups.get(key) ?? [];
    list.push(shot);
    groups.set(key, list);
  }
  return groups;
}
