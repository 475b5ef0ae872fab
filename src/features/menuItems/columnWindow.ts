// Which of the dish table's columns are in (or near) the visible width of its region: rows render those cells only, so
// a row entering the window while scrolling down builds, styles and paints about a third of its 3000 px (the Change
// and Review status columns, the heaviest, sit at the far right). Pure; DishTable feeds it the scroll position.
import { DISH_COLUMNS, DISH_TABLE_WIDTH, SELECT_COLUMN_WIDTH } from './dishTableColumns';

/** First and last rendered column, inclusive indices into DISH_COLUMNS. */
export interface ColumnWindow {
  first: number;
  last: number;
}

/** Rows' 4 px change-status border on the left: the grid's tracks start after it. */
const ROW_BORDER = 4;

/** Left and right edge of each column in the table's coordinates (the last column takes what is left of 3000 px). */
export function columnEdges(selectable: boolean): { left: number; right: number }[] {
  let left = ROW_BORDER + (selectable ? SELECT_COLUMN_WIDTH : 0);
  return DISH_COLUMNS.map((column, index) => {
    const right = index === DISH_COLUMNS.length - 1 ? DISH_TABLE_WIDTH : left + column.width;
    const edge = { left, right };
    left = right;
    return edge;
  });
}

const EDGES = { selectable: columnEdges(true), plain: columnEdges(false) };

/** The columns that overlap [scrollLeft - overscan, scrollLeft + viewportWidth + overscan]. */
export function computeColumnWindow(scrollLeft: number, viewportWidth: number, selectable: boolean, overscan = 100): ColumnWindow {
  const edges = selectable ? EDGES.selectable : EDGES.plain;
  const from = Math.max(0, scrollLeft) - overscan;
  const to = Math.max(0, scrollLeft) + Math.max(0, viewportWidth) + overscan;
  let first = edges.findIndex((edge) => edge.right > from);
  if (first < 0) first = edges.length - 1;
  let last = first;
  while (last + 1 < edges.length && edges[last + 1].left < to) last += 1;
  return { first, last };
}

/** The scrollLeft that brings column `index` fully into view (its left edge when it is wider than the view). */
export function scrollLeftToReveal(index: number, scrollLeft: number, viewportWidth: number, selectable: boolean): number {
  const edge = (selectable ? EDGES.selectable : EDGES.plain)[index];
  if (!edge) return scrollLeft;
  // The first column brings the checkbox and the change border back with it.
  const left = index === 0 ? 0 : edge.left;
  if (left < scrollLeft) return left;
  if (edge.right > scrollLeft + viewportWidth) return Math.max(0, Math.min(left, edge.right - viewportWidth));
  return scrollLeft;
}
