import { describe, expect, it } from 'vitest';
import { extractPage } from '../scraping/extract';
import { fingerprintPage, fingerprintPages } from './fingerprint';
import { menuPage, PAGE_URL, SECTIONS, TEMPLATE, TREE_TEMPLATE } from '../../tests/support/probingPages';

describe('fingerprintPage', () => {
  const fingerprint = fingerprintPage(menuPage({ banner: true }), PAGE_URL, TEMPLATE);

  it('keeps the ids and classes of the matched elements and their ancestors, not the rest of the page', () => {
    expect(fingerprint.ids).toEqual(['menu', 's0', 's1', 's2']);
    expect(fingerprint.classes).toEqual(['carte', 'desc', 'dish', 'dishes', 'menu', 'name', 'price', 'site', 'title']);
    // The banner, the header and the footer are not what the template reads.
    expect(fingerprint.classes).not.toContain('promo');
    expect(fingerprint.ids).not.toContain('top');
  });

  it('gives the XPath signatures of the matched elements, tags and classes without positions', () => {
    expect(fingerprint.xPathSignatures).toEqual([
      "/html/body[@class='site']/main[@class='carte']/section[@class='menu']",
      "/html/body[@class='site']/main[@class='carte']/section[@class='menu']/h2[@class='title']",
      "/html/body[@class='site']/main[@class='carte']/section[@class='menu']/ul[@class='dishes']/li[@class='dish']",
      "/html/body[@class='site']/main[@class='carte']/section[@class='menu']/ul[@class='dishes']/li[@class='dish']/h3[@class='name']",
      "/html/body[@class='site']/main[@class='carte']/section[@class='menu']/ul[@class='dishes']/li[@class='dish']/p[@class='desc']",
      "/html/body[@class='site']/main[@class='carte']/section[@class='menu']/ul[@class='dishes']/li[@class='dish']/span[@class='price']",
    ]);
  });

  it('gives the same signatures when dishes are added and sections reordered', () => {
    const sections = [...SECTIONS].reverse().map((section) => ({ ...section, dishes: [...section.dishes, { name: 'Special', price: '£9.00' }] }));
    expect(fingerprintPage(menuPage({ sections }), PAGE_URL, TEMPLATE).xPathSignatures).toEqual(fingerprint.xPathSignatures);
  });

  it('hashes every text block read, by item key, with the engine’s item hash', () => {
    const page = extractPage(menuPage(), PAGE_URL, TEMPLATE, { positionOffset: 0 });
    expect(Object.keys(fingerprint.hashCodes)).toHaveLength(page.menuTitles.length + page.dishes.length);
    expect(fingerprint.hashCodes['dish:starters#0|soup#0']).toBe(page.dishes[0].hash.slice(0, 16));
    expect(fingerprint.hashCodes['title:starters#0']).toBe(page.menuTitles[0].hash.slice(0, 16));
  });

  it('counts what each rule matched and the shape of the matches in the template’s words', () => {
    const { rules, menuTitles, dishes, emptyMenuTitles, outsideMenuTitles } = fingerprint.templateMatch;
    expect({ menuTitles, dishes, emptyMenuTitles, outsideMenuTitles }).toEqual({ menuTitles: 3, dishes: 9, emptyMenuTitles: 0, outsideMenuTitles: 0 });
    expect(rules.dishes).toEqual({ items: 9, matched: 9, shapes: { '/section.menu/ul.dishes/li.dish': 9 } });
    expect(rules['dishes.fields.description']).toEqual({ items: 9, matched: 7, shapes: { './*.desc': 7 } });
    expect(rules['dishes.fields.price']).toEqual({ items: 9, matched: 9, shapes: { './*.price': 9 }, required: true });
    expect(rules.menuTitles).toEqual({ items: 3, matched: 3, shapes: { '/section.menu': 3 } });
  });

  it('is the same whether the engine streams the page or reads it from its tree', () => {
    const streamedBy = (template: typeof TEMPLATE) => {
      let streamed: boolean | null = null;
      extractPage(menuPage(), PAGE_URL, template, { positionOffset: 0, observe: (reading) => (streamed = reading.streamed) });
      return streamed;
    };
    expect([streamedBy(TEMPLATE), streamedBy(TREE_TEMPLATE)]).toEqual([true, false]);
    const tree = fingerprintPage(menuPage({ banner: true }), PAGE_URL, TREE_TEMPLATE);
    expect({ ...tree, templateMatch: { ...tree.templateMatch, rules: undefined } }).toEqual({ ...fingerprint, templateMatch: { ...fingerprint.templateMatch, rules: undefined } });
    expect(tree.templateMatch.rules['dishes.fields.price']).toEqual(fingerprint.templateMatch.rules['dishes.fields.price']);
  });

  it('merges a menu’s pages into one fingerprint, with keys as a run gives them', () => {
    const [first, ...rest] = SECTIONS;
    const { fingerprint: merged, extracted } = fingerprintPages(
      [
        { html: menuPage({ sections: [first] }), url: PAGE_URL },
        { html: menuPage({ sections: rest }), url: `${PAGE_URL}?page=2` },
      ],
      TEMPLATE,
    );
    expect(extracted.map((page) => page.dishes.length)).toEqual([3, 6]);
    expect(merged.templateMatch.pages).toBe(2);
    expect(merged.templateMatch.dishes).toBe(9);
    expect(Object.keys(merged.hashCodes).sort()).toEqual(Object.keys(fingerprint.hashCodes).sort());
  });
});
