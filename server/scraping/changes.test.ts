import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareScrape, compareWithPrevious, DISH_SIGNIFICANT_FIELDS, dishComparable, menuTitleComparable, type ComparableItem, type StoredItem } from './changes';
import { hashDish, hashMenuTitle } from './hash';
import type { ChangeCounts, ExtractedDish, ExtractedMenuTitle } from './types';

function dish(section: string | null, name: string, position: number, fields: Partial<ExtractedDish> = {}, occurrence = 0): ExtractedDish {
  const content = {
    name,
    description: null,
    price: null,
    calories: null,
    diets: null,
    addons: null,
    miscInfo: null,
    allergens: null,
    ingredients: null,
    nutritions: null,
    isCorrupt: false,
    ...fields,
  };
  return {
    key: `${section ?? ''}|${name.toLowerCase()}#${occurrence}`,
    menuTitleKey: section,
    menuTitlePath: section ? [section] : [],
    position,
    ...content,
    hash: hashDish(content),
  };
}

function title(key: string, text: string, position: number, parentKey: string | null = null): ExtractedMenuTitle {
  const content = { title: text, description: null, calories: null, diets: null, addons: null, miscInfo: null, allergens: null, nutritions: null, isEverywhereAvailable: false, isPlaceholder: false };
  return { key, parentKey, position, ...content, hash: hashMenuTitle(content) };
}

let nextId = 1;
function stored(item: ComparableItem, isDeleted = false): StoredItem {
  return { ...item, id: nextId++, isDeleted };
}

const dishOptions = { significantFields: DISH_SIGNIFICANT_FIELDS, nameField: 'name' };
const compareDishes = (previous: StoredItem[], scraped: ExtractedDish[]) => compareWithPrevious(previous, scraped.map(dishComparable), dishOptions);
const counts = (partial: Partial<ChangeCounts>): ChangeCounts => ({ existing: 0, scraped: 0, deleted: 0, restored: 0, significantlyUpdated: 0, updated: 0, created: 0, ...partial });

describe('compareWithPrevious', () => {
  const soup = dish('starters#0', 'Soup', 0, { price: '4.50', description: 'Tomato' });
  const bread = dish('starters#0', 'Bread', 1, { price: '2.00' });

  it('first run: every item is CREATED', () => {
    const result = compareDishes([], [soup, bread]);
    expect(result.decisions.map((decision) => decision.status)).toEqual(['CREATED', 'CREATED']);
    expect(result.counts).toEqual(counts({ scraped: 2, created: 2 }));
  });

  it('same hash: unchanged, no status', () => {
    const result = compareDishes([stored(dishComparable(soup)), stored(dishComparable(bread))], [soup, bread]);
    expect(result.decisions.map((decision) => [decision.status, decision.matchedBy])).toEqual([
      [null, 'key'],
      [null, 'key'],
    ]);
    expect(result.counts).toEqual(counts({ existing: 2, scraped: 2 }));
  });

  it('a new price is UPDATED_SIGNIFICANTLY, with the field and its previous value', () => {
    const result = compareDishes([stored(dishComparable(soup))], [dish('starters#0', 'Soup', 0, { price: '4.95', description: 'Tomato' })]);
    expect(result.decisions[0]).toMatchObject({ status: 'UPDATED_SIGNIFICANTLY', changedFields: ['price'], previousValues: { price: '4.50' } });
    expect(result.counts).toEqual(counts({ existing: 1, scraped: 1, significantlyUpdated: 1 }));
  });

  it('another field changed is UPDATED', () => {
    const result = compareDishes([stored(dishComparable(soup))], [dish('starters#0', 'Soup', 0, { price: '4.50', description: 'Tomato and basil' })]);
    expect(result.decisions[0]).toMatchObject({ status: 'UPDATED', changedFields: ['description'], previousValues: { description: 'Tomato' } });
  });

  it('a renamed dish is one UPDATED_SIGNIFICANTLY item (paired by position in its section), not a delete and a create', () => {
    const result = compareDishes([stored(dishComparable(soup)), stored(dishComparable(bread))], [soup, dish('starters#0', 'Sourdough bread', 1, { price: '2.00' })]);
    expect(result.decisions.map((decision) => [decision.status, decision.matchedBy, decision.changedFields])).toEqual([
      [null, 'key', []],
      ['UPDATED_SIGNIFICANTLY', 'position', ['name']],
    ]);
    expect(result.counts).toEqual(counts({ existing: 2, scraped: 2, significantlyUpdated: 1 }));
  });

  it('does not pair by position across sections', () => {
    const result = compareDishes([stored(dishComparable(bread))], [dish('mains#0', 'Pie', 0)]);
    expect(result.decisions.map((decision) => decision.status)).toEqual(['CREATED', 'DELETED']);
  });

  it('a previous item not scraped is DELETED; a deleted one scraped again is RESTORED; a deleted one still missing stays quiet', () => {
    const gone = dish('starters#0', 'Olives', 2);
    const back = dish('starters#0', 'Hummus', 3, { price: '3.00' });
    const stillGone = dish('starters#0', 'Pate', 4);
    const result = compareDishes(
      [stored(dishComparable(soup)), stored(dishComparable(gone)), stored(dishComparable(back), true), stored(dishComparable(stillGone), true)],
      [soup, dish('starters#0', 'Hummus', 1, { price: '3.50' })],
    );
    expect(result.decisions.map((decision) => [decision.previous?.values.name ?? null, decision.current?.values.name ?? null, decision.status])).toEqual([
      ['Soup', 'Soup', null],
      ['Hummus', 'Hummus', 'RESTORED'],
      ['Olives', null, 'DELETED'],
      ['Pate', null, null],
    ]);
    expect(result.decisions[1].changedFields).toEqual(['price']);
    expect(result.counts).toEqual(counts({ existing: 2, scraped: 2, deleted: 1, restored: 1 }));
  });

  it('never restores a deleted item by position (only by its key)', () => {
    const result = compareDishes([stored(dishComparable(bread), true)], [dish('starters#0', 'Crackers', 0)]);
    expect(result.decisions.map((decision) => decision.status)).toEqual(['CREATED', null]);
  });
});

describe('compareScrape', () => {
  it('carries the dishes of a renamed section: the title is UPDATED_SIGNIFICANTLY, its dishes unchanged', () => {
    const before = {
      menuTitles: [title('starters#0', 'Starters', 0), title('starters#0/cold#0', 'Cold', 1, 'starters#0')].map((item) => stored(menuTitleComparable(item))),
      dishes: [dish('starters#0', 'Soup', 2), dish('starters#0/cold#0', 'Salad', 3)].map((item) => stored(dishComparable(item))),
    };
    const after = {
      menuTitles: [title('small plates#0', 'Small plates', 0), title('small plates#0/cold#0', 'Cold', 1, 'small plates#0')],
      dishes: [dish('small plates#0', 'Soup', 2), dish('small plates#0/cold#0', 'Salad', 3)],
    };
    const result = compareScrape(before, after);
    expect(result.menuTitles.decisions.map((decision) => [decision.current?.key, decision.status])).toEqual([
      ['small plates#0', 'UPDATED_SIGNIFICANTLY'],
      ['small plates#0/cold#0', null],
    ]);
    expect(result.dishes.decisions.map((decision) => [decision.current?.key, decision.status, decision.matchedBy])).toEqual([
      ['small plates#0|soup#0', null, 'name'],
      ['small plates#0/cold#0|salad#0', null, 'name'],
    ]);
    expect(result.menuTitles.counts).toEqual(counts({ existing: 2, scraped: 2, significantlyUpdated: 1 }));
    expect(result.dishes.counts).toEqual(counts({ existing: 2, scraped: 2 }));
  });
});

// Property tests: runs drawn from few sections and names, so keys collide, items move, rename and come back.
const SECTIONS = ['starters#0', 'mains#0', null] as const;
const NAMES = ['Soup', 'Bread', 'Pie', 'Salad', 'Cake', 'Tea'];
const dishArbitrary = fc.record({
  section: fc.constantFrom(...SECTIONS),
  name: fc.constantFrom(...NAMES),
  price: fc.constantFrom(null, '2.00', '4.50'),
  description: fc.constantFrom(null, 'Fresh', 'Hot'),
});
const runArbitrary = fc.array(dishArbitrary, { maxLength: 12 }).map((drawn) => {
  const occurrences = new Map<string, number>();
  return drawn.map((item, position) => {
    const base = `${item.section ?? ''}|${item.name.toLowerCase()}`;
    const occurrence = occurrences.get(base) ?? 0;
    occurrences.set(base, occurrence + 1);
    return dish(item.section, item.name, position, { price: item.price, description: item.description }, occurrence);
  });
});
const storedArbitrary = fc.tuple(runArbitrary, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 })).map(([run, deleted]) => run.map((item, index) => stored(dishComparable(item), deleted[index])));

describe('compareWithPrevious properties', () => {
  it('re-comparing a run with itself yields no change', () => {
    fc.assert(
      fc.property(runArbitrary, (run) => {
        const result = compareDishes(run.map((item) => stored(dishComparable(item))), run);
        expect(result.decisions.every((decision) => decision.status === null)).toBe(true);
        expect(result.counts).toEqual(counts({ existing: run.length, scraped: run.length }));
      }),
    );
  });

  it('every item is decided once and the counts add up', () => {
    fc.assert(
      fc.property(storedArbitrary, runArbitrary, (previous, scraped) => {
        const result = compareDishes(previous, scraped);
        const { counts: c, decisions } = result;
        expect(decisions.filter((decision) => decision.current).length).toBe(scraped.length);
        expect(new Set(decisions.filter((decision) => decision.previous).map((decision) => decision.previous?.id)).size).toBe(previous.length);
        expect(decisions.filter((decision) => decision.previous).length).toBe(previous.length);
        expect(c.scraped).toBe(scraped.length);
        expect(c.existing).toBe(previous.filter((item) => !item.isDeleted).length);
        const unchanged = decisions.filter((decision) => decision.previous && decision.current && decision.status === null).length;
        // Scraped items are new, restored, or continue a live item; live items are deleted or continued.
        expect(c.created + c.restored + unchanged + c.updated + c.significantlyUpdated).toBe(c.scraped);
        expect(c.deleted + unchanged + c.updated + c.significantlyUpdated).toBe(c.existing);
        for (const decision of decisions) {
          if (decision.status === 'UPDATED' || decision.status === 'UPDATED_SIGNIFICANTLY') expect(decision.changedFields.length).toBeGreaterThan(0);
          if (decision.status === 'UPDATED') expect(decision.changedFields).not.toContain('price');
          if (decision.status === 'RESTORED') expect(decision.previous?.isDeleted).toBe(true);
        }
      }),
    );
  });
});
