import { describe, expect, it } from 'vitest';
import { selectorTarget, tieScreenshots, type DebugItem } from './debugData';

const title = (id: number, text: string, depth = 0): DebugItem => ({ kind: 'MENU_TITLE', id, text, depth });
const dish = (id: number, text: string): DebugItem => ({ kind: 'DISH', id, text, depth: 0 });

describe('selectorTarget', () => {
  it('reads the kind and depth from the selector name', () => {
    expect(selectorTarget('dishes')).toEqual({ kind: 'DISH', depth: 0 });
    expect(selectorTarget('menuTitles')).toEqual({ kind: 'MENU_TITLE', depth: 0 });
    expect(selectorTarget('menuTitles.children.children')).toEqual({ kind: 'MENU_TITLE', depth: 2 });
    expect(selectorTarget('error-page')).toEqual({ kind: 'MENU', depth: 0 });
  });
});

describe('tieScreenshots', () => {
  it('ties in order, each item once, exact before prefix before contains, the longest partial match first', () => {
    const items = [title(1, 'starters'), title(2, 'cold', 1), dish(10, 'chips'), dish(11, 'soup'), dish(12, 'chips'), dish(13, 'soup of the day'), dish(14, 'pie')];
    const ties = tieScreenshots(
      [
        { selectorName: 'menuTitles', title: 'STARTERS' },
        { selectorName: 'menuTitles.children', title: 'Cold' },
        { selectorName: 'dishes', title: 'Chips £3.00' },
        { selectorName: 'dishes', title: 'Soup of the Day  £6.00' },
        { selectorName: 'dishes', title: 'Soup £5.00' },
        { selectorName: 'dishes', title: 'Chips' },
        { selectorName: 'dishes', title: '1. Pie (v)' },
        { selectorName: 'dishes', title: 'Chips' },
        { selectorName: 'dishes', title: null },
        { selectorName: 'menuTitles', title: 'Desserts' },
      ],
      items,
    );
    expect(ties).toEqual([
      { itemKind: 'MENU_TITLE', itemId: 1 },
      { itemKind: 'MENU_TITLE', itemId: 2 },
      { itemKind: 'DISH', itemId: 10 },
      { itemKind: 'DISH', itemId: 13 },
      { itemKind: 'DISH', itemId: 11 },
      { itemKind: 'DISH', itemId: 12 },
      { itemKind: 'DISH', itemId: 14 },
      // Every Chips is taken, a screenshot without text, a title no run kept: the menu.
      { itemKind: 'MENU', itemId: null },
      { itemKind: 'MENU', itemId: null },
      { itemKind: 'MENU', itemId: null },
    ]);
  });

  it('falls back to a title at another depth when the extraction flattened the levels', () => {
    expect(tieScreenshots([{ selectorName: 'menuTitles.children', title: 'Cold' }], [title(2, 'cold', 0)])).toEqual([{ itemKind: 'MENU_TITLE', itemId: 2 }]);
  });
});
