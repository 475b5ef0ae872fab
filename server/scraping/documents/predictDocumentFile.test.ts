// Predictions for crawled files (issue 12): category, title, menu score, dish count and rationale by rules, over texts
// of the kinds a crawl brings back.
import { describe, expect, it } from 'vitest';
import { cleanTitle, MENU_SCORE_THRESHOLD, predictDocumentFile } from './predictDocumentFile';
import { readMenuText, splitPricedLine } from './menuText';

const GREEN_LEAF = [
  'Green Leaf Café',
  'Plant-forward breakfast, lunch & coffee • 3 Market Row, Norwich',
  'Breakfast',
  'Avocado Toast £8.50',
  'Sourdough, smashed avocado, chilli, lime, seeds (VG)',
  'Full Veggie Breakfast £11.00',
  'Lunch',
  'Falafel Wrap £8.95',
  'Halloumi Salad £9.50',
  'Drinks',
  'Flat White £3.20',
  'Chai Latte £3.40',
].join('\n');

const KIDS = ['Little Diners', 'Mini Fish Fingers 5.50', 'Cheesy Pasta 4.95', 'Sausage & Mash 5.25', 'Ice Cream 2.50'].join('\n');

const WINE_LIST = ['The Cellar', 'House Red 175ml £6.50', 'Rioja Crianza £32.00', 'Sparkling Wines', 'Prosecco £29.00', 'Red Wines', 'Malbec £34.00'].join('\n');

const CHRISTMAS = ['Christmas Menu 2024', 'Three courses £45', 'Starters', 'Winter Vegetable Soup', 'Main', 'Roast Turkey with All the Trimmings'].join('\n');

const ALLERGENS_LEAFLET = [
  'Our Commitment',
  'We take food safety seriously. All our staff are trained to handle allergens with care.',
  'If you have any questions, please speak to a member of our team before you order.',
  'Opening hours 11.30 - 15.00 and 17.30 - 22.00.',
].join('\n');

describe('predictDocumentFile', () => {
  it('a full menu with several sections is MAIN, titled by its first heading, with its priced lines counted', () => {
    const prediction = predictDocumentFile(GREEN_LEAF, 'menu.pdf', 'Download our menu (PDF, 3 KB)');
    expect(prediction).toMatchObject({ category: 'MAIN', title: 'Green Leaf Café', dishCount: 6 });
    expect(prediction.menuScore).toBeGreaterThanOrEqual(0.8);
    expect(prediction.rationale).toContain('Found 6 priced lines');
    expect(prediction.rationale).toContain('MAIN');
  });

  it('a category word in the file name or the link text decides', () => {
    expect(predictDocumentFile(KIDS, 'kids-menu.pdf', null)).toMatchObject({ category: 'KIDS', dishCount: 4 });
    expect(predictDocumentFile(KIDS, 'kids-menu.pdf', null).rationale).toContain('"kids" in the file name');
    expect(predictDocumentFile(GREEN_LEAF, 'file-2.pdf', 'Breakfast menu').category).toBe('BREAKFAST');
    expect(predictDocumentFile(GREEN_LEAF, 'brunch_2024.pdf', null).category).toBe('BRUNCH');
    expect(predictDocumentFile(GREEN_LEAF, 'Dessert-Card.pdf', null).category).toBe('DESSERTS');
    expect(predictDocumentFile(GREEN_LEAF, 'menu.pdf', 'Takeaway menu').category).toBe('TAKEAWAY');
    expect(predictDocumentFile(GREEN_LEAF, 'cocktails.jpg', null).category).toBe('DRINKS');
  });

  it('the most specific word wins: a Christmas set menu is FESTIVE, from its own title', () => {
    const prediction = predictDocumentFile(CHRISTMAS, 'document.pdf', 'Download');
    expect(prediction.category).toBe('FESTIVE');
    expect(prediction.title).toBe('Christmas Menu 2024');
    expect(prediction.rationale).toContain('"Christmas" in the title');
    expect(predictDocumentFile(KIDS, 'xmas-kids.pdf', null).category).toBe('FESTIVE');
  });

  it('headings that all name one category give it when the names say nothing (a wine list is DRINKS)', () => {
    const prediction = predictDocumentFile(WINE_LIST, 'list.pdf', null);
    expect(prediction.category).toBe('DRINKS');
    expect(prediction.rationale).toContain('every section heading');
  });

  it('a text that does not read as a menu is OTHER with a low score; clock times are not prices', () => {
    const prediction = predictDocumentFile(ALLERGENS_LEAFLET, 'info.pdf', 'Our commitment');
    expect(prediction.category).toBe('OTHER');
    expect(prediction.dishCount).toBe(0);
    expect(prediction.menuScore).toBeLessThan(MENU_SCORE_THRESHOLD);
  });

  it('no text and no word: no category, the link text as title, score 0', () => {
    const prediction = predictDocumentFile('', 'scan-0042.jpg', 'Our food');
    expect(prediction).toMatchObject({ category: null, title: 'Our food', menuScore: 0, dishCount: 0 });
    expect(prediction.rationale).toContain('No text was found');
    expect(predictDocumentFile('', 'summer_lunch-menu.pdf', 'Download').title).toBe('Summer lunch menu');
  });

  it('the score grows with priced lines', () => {
    const few = predictDocumentFile('Soup £5.00\nSome words about the restaurant and its history go here', 'a.pdf', null).menuScore;
    expect(few).toBeLessThan(predictDocumentFile(GREEN_LEAF, 'a.pdf', null).menuScore);
    expect(few).toBeGreaterThan(0);
  });

  it('titles are cleaned of download words and file details', () => {
    expect(cleanTitle('Download our Lunch Menu (PDF, 3 KB)')).toBe('Lunch Menu');
    expect(cleanTitle('  • Dinner —  ')).toBe('Dinner');
    expect(cleanTitle('(PDF)')).toBeNull();
  });
});

describe('menu text line rules', () => {
  it('reads prices in their usual forms and leaves clock times, counts and addresses alone', () => {
    expect(splitPricedLine('Avocado Toast £8.50')).toEqual({ name: 'Avocado Toast', price: '£8.50' });
    expect(splitPricedLine('Fish & Chips ........ 12.95')).toEqual({ name: 'Fish & Chips', price: '12.95' });
    expect(splitPricedLine('Margherita – 9,50 €')).toEqual({ name: 'Margherita', price: '9,50 €' });
    expect(splitPricedLine('House Wine £6 / £22')).toEqual({ name: 'House Wine', price: '£6 / £22' });
    expect(splitPricedLine('£11.00')).toEqual({ name: '', price: '£11.00' });
    expect(splitPricedLine('Open 11.30 - 15.00')).toBeNull();
    expect(splitPricedLine('3 Market Row, Norwich')).toBeNull();
    expect(splitPricedLine('Serves 2')).toBeNull();
  });

  it('a name with its price on the next line is a dish, even when it reads like a heading', () => {
    const sections = readMenuText(['Breakfast', 'Avocado Toast', '£8.50', 'Sourdough, chilli', 'Full Veggie Breakfast', '£11.00', 'Beans, eggs'].join('\n'), 'Menu');
    expect(sections).toEqual([
      {
        isLead: false,
        title: 'Breakfast',
        description: null,
        dishes: [
          { name: 'Avocado Toast', price: '£8.50', description: 'Sourdough, chilli' },
          { name: 'Full Veggie Breakfast', price: '£11.00', description: 'Beans, eggs' },
        ],
      },
    ]);
  });

  it('footnotes end a dish; headings without dishes are left out; dishes before any heading go to the lead section', () => {
    const sections = readMenuText(['Soup £5', 'Bread £2', 'Empty Heading', 'Desserts', 'Tart £6', '(V) vegetarian - please ask about allergens'].join('\n'), 'Lunch');
    expect(sections.map((section) => [section.title, section.isLead, section.dishes.map((dish) => dish.name)])).toEqual([
      ['Lunch', true, ['Soup', 'Bread']],
      ['Desserts', false, ['Tart']],
    ]);
    expect(sections[1].dishes[0].description).toBeNull();
  });
});
