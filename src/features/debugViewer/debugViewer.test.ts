import { describe, expect, it } from 'vitest';
import { buildDebugItems, debugItemKey, groupScreenshotsByItem, MENU_ITEM_KEY } from './debugItems';
import { scrapingDetailsAvailability } from './scrapingDetailsAvailability';
import { debugMoveForKey, initialPosition, moveDebugPosition, screenshotPageLabel, type DebugLayout } from './debugNavigation';

const titles = [
  { databaseId: 1, parentId: null, title: 'Starters' },
  { databaseId: 2, parentId: null, title: 'Mains' },
  { databaseId: 3, parentId: 2, title: 'Grill' },
];
const dishes = [
  { databaseId: 10, menuTitleId: 1, name: 'Soup' },
  { databaseId: 11, menuTitleId: 3, name: 'Steak' },
  { databaseId: 12, menuTitleId: 2, name: 'Pie' },
  { databaseId: 13, menuTitleId: null, name: 'Bread' },
  { databaseId: 14, menuTitleId: 99, name: 'Orphan' },
];

describe('buildDebugItems', () => {
  it('lists the menu, untitled dishes, then each title with its dishes before its sub-titles', () => {
    const items = buildDebugItems('Menu 7', titles, dishes);
    expect(items.map((item) => [item.key, item.depth, item.label])).toEqual([
      ['MENU', 0, 'Menu 7'],
      ['DISH:13', 1, 'Bread'],
      ['DISH:14', 1, 'Orphan'],
      ['MENU_TITLE:1', 1, 'Starters'],
      ['DISH:10', 2, 'Soup'],
      ['MENU_TITLE:2', 1, 'Mains'],
      ['DISH:12', 2, 'Pie'],
      ['MENU_TITLE:3', 2, 'Grill'],
      ['DISH:11', 3, 'Steak'],
    ]);
  });

  it('keys the menu the same whatever id it is given', () => {
    expect(debugItemKey('MENU', 5)).toBe(MENU_ITEM_KEY);
    expect(debugItemKey('DISH', null)).toBe(MENU_ITEM_KEY);
    expect(debugItemKey('DISH', 4)).toBe('DISH:4');
  });
});

describe('groupScreenshotsByItem', () => {
  it('groups in run order and gives unknown items to the menu', () => {
    const items = buildDebugItems('Menu', titles, dishes);
    const shots = [
      { n: 0, itemKind: 'MENU', itemId: null },
      { n: 1, itemKind: 'DISH', itemId: 10 },
      { n: 2, itemKind: 'DISH', itemId: 10 },
      { n: 3, itemKind: 'DISH', itemId: 404 },
      { n: 4, itemKind: 'MENU_TITLE', itemId: 2 },
    ];
    const groups = groupScreenshotsByItem(items, shots);
    expect(groups.get('MENU')?.map((shot) => shot.n)).toEqual([0, 3]);
    expect(groups.get('DISH:10')?.map((shot) => shot.n)).toEqual([1, 2]);
    expect(groups.get('MENU_TITLE:2')?.map((shot) => shot.n)).toEqual([4]);
    expect(groups.has('DISH:11')).toBe(false);
  });
});

describe('moveDebugPosition', () => {
  // A (2 shots), B (none), C (3 shots), D (1 shot)
  const layout: DebugLayout = { itemKeys: ['A', 'B', 'C', 'D'], shotCounts: new Map([['A', 2], ['C', 3], ['D', 1]]) };

  it('starts on the first item with a screenshot, or the first item when none has one', () => {
    expect(initialPosition({ itemKeys: ['B', 'C'], shotCounts: new Map([['C', 1]]) })).toEqual({ itemKey: 'C', shotIndex: 0 });
    expect(initialPosition({ itemKeys: ['M', 'B'], shotCounts: new Map() })).toEqual({ itemKey: 'M', shotIndex: 0 });
  });

  it('right walks the screenshots and runs on into the next item with screenshots, skipping items without', () => {
    let position = { itemKey: 'A', shotIndex: 0 };
    const seen: string[] = [];
    for (let step = 0; step < 7; step += 1) {
      position = moveDebugPosition(layout, position, 'nextShot');
      seen.push(`${position.itemKey}${position.shotIndex}`);
    }
    expect(seen).toEqual(['A1', 'C0', 'C1', 'C2', 'D0', 'D0', 'D0']);
  });

  it('left walks back to the previous item\'s last screenshot and stops at the first', () => {
    expect(moveDebugPosition(layout, { itemKey: 'C', shotIndex: 2 }, 'previousShot')).toEqual({ itemKey: 'C', shotIndex: 1 });
    expect(moveDebugPosition(layout, { itemKey: 'C', shotIndex: 0 }, 'previousShot')).toEqual({ itemKey: 'A', shotIndex: 1 });
    expect(moveDebugPosition(layout, { itemKey: 'A', shotIndex: 0 }, 'previousShot')).toEqual({ itemKey: 'A', shotIndex: 0 });
  });

  it('up and down go to the first screenshot of the previous or next scraped item', () => {
    expect(moveDebugPosition(layout, { itemKey: 'C', shotIndex: 2 }, 'previousItem')).toEqual({ itemKey: 'A', shotIndex: 0 });
    expect(moveDebugPosition(layout, { itemKey: 'A', shotIndex: 1 }, 'nextItem')).toEqual({ itemKey: 'C', shotIndex: 0 });
    expect(moveDebugPosition(layout, { itemKey: 'D', shotIndex: 0 }, 'nextItem')).toEqual({ itemKey: 'D', shotIndex: 0 });
    expect(moveDebugPosition(layout, { itemKey: 'A', shotIndex: 1 }, 'previousItem')).toEqual({ itemKey: 'A', shotIndex: 1 });
  });

  it('from an item without screenshots (chosen in the tree) the arrows reach its neighbours', () => {
    const onB = { itemKey: 'B', shotIndex: 0 };
    expect(moveDebugPosition(layout, onB, 'nextShot')).toEqual({ itemKey: 'C', shotIndex: 0 });
    expect(moveDebugPosition(layout, onB, 'previousShot')).toEqual({ itemKey: 'A', shotIndex: 1 });
    expect(moveDebugPosition(layout, onB, 'nextItem')).toEqual({ itemKey: 'C', shotIndex: 0 });
    expect(moveDebugPosition(layout, onB, 'previousItem')).toEqual({ itemKey: 'A', shotIndex: 0 });
  });
});

describe('keys and paginator', () => {
  const key = (name: string, modifiers: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) => ({
    key: name,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...modifiers,
  });

  it('maps the four arrows and nothing else', () => {
    expect(debugMoveForKey(key('ArrowLeft'))).toBe('previousShot');
    expect(debugMoveForKey(key('ArrowRight'))).toBe('nextShot');
    expect(debugMoveForKey(key('ArrowUp'))).toBe('previousItem');
    expect(debugMoveForKey(key('ArrowDown'))).toBe('nextItem');
    expect(debugMoveForKey(key('Enter'))).toBeNull();
    expect(debugMoveForKey(key('ArrowLeft', { shiftKey: true }))).toBeNull();
    expect(debugMoveForKey(key('ArrowDown', { ctrlKey: true }))).toBeNull();
  });

  it('labels the page as "2 of 5"', () => {
    expect(screenshotPageLabel(1, 5)).toBe('2 of 5');
    expect(screenshotPageLabel(0, 0)).toBe('0 of 0');
    expect(screenshotPageLabel(9, 3)).toBe('3 of 3');
  });
});

describe('scrapingDetailsAvailability', () => {
  it('opens the HTML viewer only after a debug-mode scrape, and says why not otherwise', () => {
    expect(scrapingDetailsAvailability({ format: 'HTML', isHtmlMenuScrapedInDebugMode: true, documentJobStatus: null })).toMatchObject({ enabled: true, variant: 'HTML' });
    const off = scrapingDetailsAvailability({ format: 'HTML', isHtmlMenuScrapedInDebugMode: false, documentJobStatus: null });
    expect(off).toMatchObject({ enabled: false, variant: 'HTML' });
    expect(off.hint).toMatch(/debug mode/);
    expect(scrapingDetailsAvailability({ format: null, isHtmlMenuScrapedInDebugMode: false, documentJobStatus: null }).enabled).toBe(false);
  });

  it('opens the document viewer for PDF, image and document menus once a document scrape completed', () => {
    for (const format of ['PDF', 'IMAGE', 'DOCUMENT']) {
      expect(scrapingDetailsAvailability({ format, isHtmlMenuScrapedInDebugMode: false, documentJobStatus: 'COMPLETED' })).toMatchObject({ enabled: true, variant: 'DOCUMENT' });
      expect(scrapingDetailsAvailability({ format, isHtmlMenuScrapedInDebugMode: true, documentJobStatus: 'FAILED' })).toMatchObject({ enabled: false, variant: 'DOCUMENT' });
    }
  });
});
