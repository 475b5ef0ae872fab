// Where the debug viewers' arrow keys go (spec 2, section 2.14): left the previous screenshot, right the next, up the
// first screenshot of the previous scraped item, down the first screenshot of the next. A "scraped item" here is one
// with screenshots: items without any are reached through the tree, not skipped onto. Left and right run on into the
// neighbouring item at the ends of an item's screenshots, so they walk the whole run in order; at the run's ends they
// stay put.

export interface DebugPosition {
  itemKey: string;
  /** Within the item's screenshots (0 when it has none). */
  shotIndex: number;
}

export type DebugMove = 'previousShot' | 'nextShot' | 'previousItem' | 'nextItem';

/** Item keys in display order and how many screenshots each has (a missing key has none). */
export interface DebugLayout {
  itemKeys: readonly string[];
  shotCounts: ReadonlyMap<string, number>;
}

const countOf = (layout: DebugLayout, key: string) => layout.shotCounts.get(key) ?? 0;

/** The first screenshot of the first item that has one; the first item (the menu) when no item has any. */
export function initialPosition(layout: DebugLayout): DebugPosition {
  const first = layout.itemKeys.find((key) => countOf(layout, key) > 0) ?? layout.itemKeys[0] ?? '';
  return { itemKey: first, shotIndex: 0 };
}

/** Index of the nearest item with screenshots before (step -1) or after (step 1) the position's item. */
function neighbourWithShots(layout: DebugLayout, itemKey: string, step: -1 | 1): number {
  const index = layout.itemKeys.indexOf(itemKey);
  for (let next = index + step; next >= 0 && next < layout.itemKeys.length; next += step) {
    if (countOf(layout, layout.itemKeys[next]!) > 0) return next;
  }
  return -1;
}

export function moveDebugPosition(layout: DebugLayout, position: DebugPosition, move: DebugMove): DebugPosition {
  const count = countOf(layout, position.itemKey);
  switch (move) {
    case 'previousShot': {
      if (position.shotIndex > 0 && count > 0) return { itemKey: position.itemKey, shotIndex: Math.min(position.shotIndex, count) - 1 };
      const previous = neighbourWithShots(layout, position.itemKey, -1);
      if (previous < 0) return position;
      const key = layout.itemKeys[previous]!;
      return { itemKey: key, shotIndex: countOf(layout, key) - 1 };
    }
    case 'nextShot': {
      if (position.shotIndex < count - 1) return { itemKey: position.itemKey, shotIndex: position.shotIndex + 1 };
      const next = neighbourWithShots(layout, position.itemKey, 1);
      return next < 0 ? position : { itemKey: layout.itemKeys[next]!, shotIndex: 0 };
    }
    case 'previousItem': {
      const previous = neighbourWithShots(layout, position.itemKey, -1);
      return previous < 0 ? position : { itemKey: layout.itemKeys[previous]!, shotIndex: 0 };
    }
    case 'nextItem': {
      const next = neighbourWithShots(layout, position.itemKey, 1);
      return next < 0 ? position : { itemKey: layout.itemKeys[next]!, shotIndex: 0 };
    }
  }
}

const MOVES_BY_KEY: Record<string, DebugMove> = {
  ArrowLeft: 'previousShot',
  ArrowRight: 'nextShot',
  ArrowUp: 'previousItem',
  ArrowDown: 'nextItem',
};

/** The move an unmodified arrow key asks for; null for any other key or with a modifier held. */
export function debugMoveForKey(event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): DebugMove | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  return MOVES_BY_KEY[event.key] ?? null;
}

/** The paginator's text: '2 of 5'; '0 of 0' when the item has none. */
export function screenshotPageLabel(shotIndex: number, count: number): string {
  return count === 0 ? '0 of 0' : `${Math.min(shotIndex, count - 1) + 1} of ${count}`;
}
