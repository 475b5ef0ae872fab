// Fixed-row-height windowing: which rows of a long list are in (or near) the viewport, so a table renders a few dozen
// rows whatever the list's length (5,000 dishes on one page stay smooth). Pure; DishTable feeds it the scroll position.

export interface RowWindow {
  /** First rendered row (inclusive). */
  start: number;
  /** Last rendered row (exclusive). */
  end: number;
  /** Height of all rows: the scroll area's content height. */
  totalHeight: number;
}

export function computeRowWindow(count: number, rowHeight: number, scrollTop: number, viewportHeight: number, overscan = 6): RowWindow {
  const totalHeight = count * rowHeight;
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0, totalHeight: 0 };
  const top = Math.max(0, Math.min(scrollTop, Math.max(0, totalHeight - viewportHeight)));
  const first = Math.floor(top / rowHeight);
  const visible = Math.ceil(Math.max(viewportHeight, rowHeight) / rowHeight) + 1;
  return { start: Math.max(0, first - overscan), end: Math.min(count, first + visible + overscan), totalHeight };
}

/** The scrollTop that brings `index` fully into view (unchanged when it already is). */
export function scrollTopToReveal(index: number, rowHeight: number, scrollTop: number, viewportHeight: number, headerHeight = 0): number {
  const rowTop = index * rowHeight;
  const rowBottom = rowTop + rowHeight;
  const visibleHeight = viewportHeight - headerHeight;
  if (rowTop < scrollTop) return rowTop;
  if (rowBottom > scrollTop + visibleHeight) return rowBottom - visibleHeight;
  return scrollTop;
}
