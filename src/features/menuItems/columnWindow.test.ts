import { describe, expect, it } from 'vitest';
import { columnEdges, computeColumnWindow, scrollLeftToReveal } from './columnWindow';
import { DISH_COLUMNS, DISH_TABLE_WIDTH, SELECT_COLUMN_WIDTH } from './dishTableColumns';

const NAME = 0;
const DESCRIPTION = DISH_COLUMNS.findIndex((column) => column.key === 'description');
const CHANGE = DISH_COLUMNS.findIndex((column) => column.key === 'change');
const LAST = DISH_COLUMNS.length - 1;

describe('dish table column window', () => {
  it('lays the columns edge to edge after the border and the checkbox, the last one ending at 3000 px', () => {
    const edges = columnEdges(true);
    expect(edges[0].left).toBe(4 + SELECT_COLUMN_WIDTH);
    expect(columnEdges(false)[0].left).toBe(4);
    for (let index = 1; index < edges.length; index += 1) expect(edges[index].left).toBe(edges[index - 1].right);
    expect(edges[LAST].right).toBe(DISH_TABLE_WIDTH);
  });

  it('renders the columns in view and a margin, not the far right of the table', () => {
    const atStart = computeColumnWindow(0, 1100, true, 0);
    expect(atStart.first).toBe(NAME);
    expect(columnEdges(true)[atStart.last].left).toBeLessThan(1100);
    expect(columnEdges(true)[atStart.last].right).toBeGreaterThanOrEqual(1100);
    expect(atStart.last).toBeLessThan(CHANGE);
    // The margin brings in the next column before it scrolls into view.
    expect(computeColumnWindow(0, 1100, true, 200).last).toBeGreaterThan(atStart.last);
  });

  it('follows the scroll to the right end', () => {
    const atEnd = computeColumnWindow(DISH_TABLE_WIDTH - 1100, 1100, true, 0);
    expect(atEnd.last).toBe(LAST);
    expect(atEnd.first).toBeGreaterThan(DESCRIPTION);
    expect(computeColumnWindow(10_000, 1100, true).first).toBe(LAST);
  });

  it('scrolls sideways just enough to show a column, its left edge when it is wider than the view', () => {
    const edges = columnEdges(true);
    expect(scrollLeftToReveal(NAME, 0, 1100, true)).toBe(0);
    expect(scrollLeftToReveal(CHANGE, 0, 1100, true)).toBe(edges[CHANGE].right - 1100);
    expect(scrollLeftToReveal(NAME, 900, 1100, true)).toBe(0);
    expect(scrollLeftToReveal(DESCRIPTION, 2000, 1100, true)).toBe(edges[DESCRIPTION].left);
    expect(scrollLeftToReveal(CHANGE, 0, 200, true)).toBe(edges[CHANGE].left);
  });
});
