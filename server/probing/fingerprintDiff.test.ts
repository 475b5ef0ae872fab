import { describe, expect, it } from 'vitest';
import { fingerprintPage } from './fingerprint';
import type { TemplateMatch } from './fingerprint';
import { binomialLowerTail, diffFingerprints, templateRisks, type FingerprintDiff } from './fingerprintDiff';
import { menuPage, PAGE_URL, SECTIONS, TABLE_TEMPLATE, tableMenuPage, TEMPLATE, type PageOptions, type Section } from '../../tests/support/probingPages';

function diff(before: PageOptions, after: PageOptions): FingerprintDiff {
  return diffFingerprints(fingerprintPage(menuPage(before), PAGE_URL, TEMPLATE), fingerprintPage(menuPage(after), PAGE_URL, TEMPLATE));
}

function editDishes(edit: (sections: Section[]) => Section[]): Section[] {
  return edit(SECTIONS.map((section) => ({ ...section, dishes: section.dishes.map((dish) => ({ ...dish })) })));
}

describe('diffFingerprints: what is not a change of the template’s structure', () => {
  it('an unchanged page: nothing added, removed or updated', () => {
    expect(diff({}, {})).toEqual({
      addedIds: [],
      removedIds: [],
      addedClasses: [],
      removedClasses: [],
      addedXPathSignatures: [],
      removedXPathSignatures: [],
      updatedHashCodes: [],
      hasChanges: false,
      risks: [],
    });
  });

  it('a new price: the dish’s hash code is updated, nothing else', () => {
    const sections = editDishes((all) => {
      all[1].dishes[1].price = '£23.00';
      return all;
    });
    const result = diff({}, { sections });
    expect(result.updatedHashCodes).toEqual(['dish:mains#0|steak#0']);
    expect(result.hasChanges).toBe(false);
  });

  it('a renamed dish, added and removed dishes, reordered sections', () => {
    const sections = editDishes((all) => {
      all[0].dishes[0].name = 'Soup of the day';
      all[1].dishes.splice(2, 1);
      all[2].dishes.push({ name: 'Cheese board', price: '£9.00', description: 'Three cheeses' }, { name: 'Sorbet', price: '£4.00' });
      return [all[2], all[0], all[1]];
    });
    const result = diff({}, { sections });
    expect(result.hasChanges).toBe(false);
    expect(result.addedXPathSignatures).toEqual([]);
    expect(result.removedXPathSignatures).toEqual([]);
  });

  it('a new banner and another footer', () => {
    const result = diff({}, { banner: true, footer: 'Follow us. <a class="social" href="/x">X</a>' });
    expect(result).toMatchObject({ hasChanges: false, addedClasses: [], addedIds: [], addedXPathSignatures: [], updatedHashCodes: [] });
  });

  it('markup the selectors do not rely on: a wrapper around the price, a class added to the dishes', () => {
    const wrapped = diff({}, { wrapPrice: true });
    // The raw sets see the wrapper; the template does not rely on it ('.price' is found below the dish at any depth).
    expect(wrapped.addedClasses).toEqual(['price-box']);
    expect(wrapped.hasChanges).toBe(false);
    const classed = diff({}, { extraDishClass: 'is-new' });
    expect(classed.addedClasses).toEqual(['is-new']);
    expect(classed.hasChanges).toBe(false);
  });

  it('a rare field gone with the one item that had it', () => {
    const sections = editDishes((all) => {
      for (const section of all) for (const dish of section.dishes) delete dish.description;
      all[0].dishes[0].description = 'Of the day';
      return all;
    });
    const noDescription = editDishes((all) => {
      for (const section of all) for (const dish of section.dishes) delete dish.description;
      all[0].dishes.shift();
      return all;
    });
    expect(diff({ sections }, { sections: noDescription }).hasChanges).toBe(false);
  });
});

describe('diffFingerprints: a change of the structure the template relies on', () => {
  it('a renamed class the price selector uses', () => {
    const result = diff({}, { priceClass: 'cost' });
    expect(result.hasChanges).toBe(true);
    expect(result.risks).toEqual([{ rule: 'dishes.fields.price', reason: 'required, matched 9 of 9 items, now none of 9' }]);
    expect(result.removedClasses).toEqual(['price']);
  });

  it('a new wrapper that breaks the dishes’ child chain (ul.dishes > li.dish)', () => {
    const result = diff({}, { wrapList: true });
    expect(result.hasChanges).toBe(true);
    expect(result.risks).toContainEqual({ rule: 'dishes', reason: 'matched 9, now nothing' });
  });

  it('a table turned into divs', () => {
    const before = fingerprintPage(tableMenuPage(), PAGE_URL, TABLE_TEMPLATE);
    const after = fingerprintPage(tableMenuPage({ asDivs: true }), PAGE_URL, TABLE_TEMPLATE);
    const result = diffFingerprints(before, after);
    expect(result.hasChanges).toBe(true);
    expect(result.risks.map((risk) => risk.rule)).toEqual(['dishes', 'menuTitles']);
    // A new row of the same table is content.
    expect(diffFingerprints(before, fingerprintPage(tableMenuPage({ extraRow: true }), PAGE_URL, TABLE_TEMPLATE)).hasChanges).toBe(false);
  });

  it('sections restructured: titles and dishes flat in the page', () => {
    const result = diff({}, { flatSections: true });
    expect(result.hasChanges).toBe(true);
    expect(result.risks.map((risk) => risk.rule)).toEqual(['dishes', 'menuTitles']);
  });

  it('one section’s dishes made cards: the section is found, its dishes are not', () => {
    const result = diff({}, { cardsSection: 1 });
    expect(result.hasChanges).toBe(true);
    expect(result.risks).toEqual([{ rule: 'menuTitles', reason: '1 more menu title(s) without dishes' }]);
  });

  it('a field the items still on the page all lost, though rare', () => {
    const some = editDishes((all) => {
      for (const section of all) for (const dish of section.dishes) delete dish.description;
      all[0].dishes[0].description = 'Of the day';
      all[1].dishes[0].description = 'Wild mushroom';
      return all;
    });
    const before = fingerprintPage(menuPage({ sections: some }), PAGE_URL, TEMPLATE);
    const after = fingerprintPage(menuPage({ sections: some }).replace(/class="desc"/g, 'class="about"'), PAGE_URL, TEMPLATE);
    expect(diffFingerprints(before, after).risks).toEqual([{ rule: 'dishes.fields.description', reason: '2 items still on the page lost it, none kept it' }]);
  });

  it('a field that most items lost, though some kept it', () => {
    const html = menuPage();
    // Seven dishes had a description; the markup moves six of them out of their dish.
    let moved = 0;
    const after = html.replace(/<p class="desc">([^<]*)<\/p><\/li>/g, (whole, text: string) => (moved++ < 6 ? `</li><p class="desc">${text}</p>` : whole));
    const result = diffFingerprints(fingerprintPage(html, PAGE_URL, TEMPLATE), fingerprintPage(after, PAGE_URL, TEMPLATE));
    expect(result.risks).toEqual([{ rule: 'dishes.fields.description', reason: 'matched 7 of 9 items, now 1 of 9' }]);
  });
});

describe('templateRisks: shapes', () => {
  const match = (dishShapes: Record<string, number>, notes: { items: number; matched: number }): TemplateMatch => ({
    rules: {
      dishes: { items: 10, matched: 10, shapes: dishShapes },
      'menuTitles.fields.description': { ...notes, shapes: notes.matched > 0 ? { './*.note': notes.matched } : {} },
    },
    menuTitles: 4,
    dishes: 10,
    emptyMenuTitles: 0,
    outsideMenuTitles: 0,
    pages: 1,
    itemFields: {},
    fieldsOfItems: { dish: [], title: ['title', 'description'] },
  });

  it('flags matches in a shape the earlier page never had, with the counts unchanged', () => {
    const risks = templateRisks(match({ '/section.menu/li.dish': 10 }, { items: 4, matched: 1 }), match({ '/section.menu/li.dish': 6, '/section.menu/section.menu/li.dish': 4 }, { items: 4, matched: 1 }));
    expect(risks).toEqual([{ rule: 'dishes', reason: 'matches in a new shape /section.menu/section.menu/li.dish' }]);
  });

  it('flags the loss of the shape most matches had', () => {
    const risks = templateRisks(match({ '/section.menu/li.dish': 8, '/li.dish': 2 }, { items: 4, matched: 1 }), match({ '/li.dish': 10 }, { items: 4, matched: 1 }));
    expect(risks).toEqual([{ rule: 'dishes', reason: 'no match in the shape /section.menu/li.dish any more' }]);
  });

  it('does not judge the shapes of a rare field that left with its item', () => {
    expect(templateRisks(match({ '/li.dish': 10 }, { items: 4, matched: 1 }), match({ '/li.dish': 10 }, { items: 3, matched: 0 }))).toEqual([]);
  });
});

describe('binomialLowerTail', () => {
  it('is the binomial distribution’s lower tail', () => {
    expect(binomialLowerTail(0, 3, 0.5)).toBeCloseTo(0.125, 10);
    expect(binomialLowerTail(1, 3, 0.5)).toBeCloseTo(0.5, 10);
    expect(binomialLowerTail(3, 3, 0.5)).toBe(1);
    expect(binomialLowerTail(0, 2000, 0.99)).toBeLessThan(1e-300);
  });
});
