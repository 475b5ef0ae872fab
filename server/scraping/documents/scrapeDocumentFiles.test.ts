// The document engines (issue 12): MULTI_FORMAT's rules over the demo PDF's text give its titles and dishes with the
// HTML engine's hashes and keys; the broken-run rules of runScrape; PDF_AI through a local stand-in of an
// OpenAI-compatible endpoint, with its dishes compared against the rules' (a made-up dish flagged HIGH).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPdfAiStandIn, type PdfAiStandIn } from '../../../tests/support/pdfAiStandIn';
import { hashDish, hashMenuTitle } from '../hash';
import { pdfAiConfigOf } from './pdfAi';
import { readDocumentFile } from './readDocumentFile';
import { FLAG_PDF_AI_HALLUCINATIONS, scrapeDocumentFiles } from './scrapeDocumentFiles';
import type { DocumentFileToScrape } from './types';

const SITES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../demo-sites/sites');
let pdfText = '';

beforeAll(async () => {
  pdfText = (await readDocumentFile(readFileSync(path.join(SITES, 'green-leaf-cafe/files/menu.pdf')), 'application/pdf')).text;
});

function greenLeaf(title = 'Green Leaf Menu'): DocumentFileToScrape {
  return { fileId: 7, text: pdfText, title, category: 'MAIN' };
}

const GREEN_LEAF_DISHES = [
  ['Breakfast', 'Avocado Toast', '£8.50', 'Sourdough, smashed avocado, chilli, lime, seeds (VG)'],
  ['Breakfast', 'Full Veggie Breakfast', '£11.00', 'Halloumi, eggs, mushrooms, beans, tomato, hash brown, toast (V)'],
  ['Breakfast', 'Granola Bowl', '£6.50', 'Toasted oats, coconut yoghurt, berries, maple (VG)'],
  ['Lunch', 'Falafel Wrap', '£8.95', 'Herb falafel, hummus, pickled cabbage, tahini (VG)'],
  ['Lunch', 'Halloumi Salad', '£9.50', 'Grilled halloumi, quinoa, roast squash, pomegranate (V)'],
  ['Lunch', 'Soup of the Day', '£6.00', 'With sourdough and butter (V)'],
  ['Drinks', 'Flat White', '£3.20', null],
  ['Drinks', 'Chai Latte', '£3.40', null],
  ['Drinks', 'Fresh Orange Juice', '£3.50', null],
];

describe('MULTI_FORMAT', () => {
  it('gives the demo PDF menu\'s titles under the file\'s title and its dishes with prices and descriptions', async () => {
    const run = await scrapeDocumentFiles([greenLeaf()], { engine: 'MULTI_FORMAT', lastApprovedDishCount: null });
    expect(run.scrapingStatus).toBe('SUCCESS');
    expect(run.engine).toBe('MULTI_FORMAT');
    expect(run.menuTitles.map((title) => [title.title, title.parentKey])).toEqual([
      ['Green Leaf Menu', null],
      ['Breakfast', 'green leaf menu#0'],
      ['Lunch', 'green leaf menu#0'],
      ['Drinks', 'green leaf menu#0'],
    ]);
    expect(run.dishes.map((dish) => [dish.menuTitlePath[1], dish.name, dish.price, dish.description])).toEqual(GREEN_LEAF_DISHES);
    expect(run.dishes[0]).toMatchObject({ key: 'green leaf menu#0/breakfast#0|avocado toast#0', menuTitleKey: 'green leaf menu#0/breakfast#0', isCorrupt: false });
    // One document order across titles and dishes, as extract.ts numbers them.
    const positions = [...run.menuTitles, ...run.dishes].map((item) => item.position).sort((a, b) => a - b);
    expect(positions).toEqual(positions.map((_, index) => index));
    // The HTML engine's hashes: persistScrape compares them the same way.
    const { hash, key: _key, menuTitleKey: _menuTitleKey, menuTitlePath: _path, position: _position, ...dishContent } = run.dishes[0];
    expect(hash).toBe(hashDish(dishContent));
    const { hash: titleHash, key: _titleKey, parentKey: _parentKey, position: _titlePosition, ...titleContent } = run.menuTitles[1];
    expect(titleHash).toBe(hashMenuTitle(titleContent));
    expect(run.pagesHtml).toEqual([]);
    expect(run.discrepancies).toEqual([]);
  });

  it('gives equal keys and hashes for the same text twice, and two files keep their items apart', async () => {
    const first = await scrapeDocumentFiles([greenLeaf()], { engine: 'MULTI_FORMAT', lastApprovedDishCount: null });
    const again = await scrapeDocumentFiles([greenLeaf()], { engine: 'MULTI_FORMAT', lastApprovedDishCount: null });
    expect(again.dishes.map((dish) => [dish.key, dish.hash])).toEqual(first.dishes.map((dish) => [dish.key, dish.hash]));
    const two = await scrapeDocumentFiles([greenLeaf(), { ...greenLeaf(), fileId: 8 }], { engine: 'MULTI_FORMAT', lastApprovedDishCount: null });
    expect(new Set(two.dishes.map((dish) => dish.key)).size).toBe(18);
    expect(two.menuTitles.filter((title) => title.parentKey === null).map((title) => title.key)).toEqual(['green leaf menu#0', 'green leaf menu#1']);
  });

  it('is an ERROR with no dish, and when the dish count falls by more than half against the last approved run', async () => {
    const empty = await scrapeDocumentFiles([{ fileId: 1, text: 'Our story\nWe opened in 1998.', title: 'About', category: 'OTHER' }], { engine: 'MULTI_FORMAT', lastApprovedDishCount: null });
    expect(empty.scrapingStatus).toBe('ERROR');
    expect(empty.report.errors.map((error) => error.cause)).toEqual(['NO_ITEMS']);
    expect((await scrapeDocumentFiles([], { engine: 'MULTI_FORMAT', lastApprovedDishCount: null })).scrapingStatus).toBe('ERROR');

    const fell = await scrapeDocumentFiles([greenLeaf()], { engine: 'MULTI_FORMAT', lastApprovedDishCount: 19 });
    expect(fell.scrapingStatus).toBe('ERROR');
    expect(fell.messages[0]).toContain('Found 9 dishes against 19 in the last approved run');
    expect((await scrapeDocumentFiles([greenLeaf()], { engine: 'MULTI_FORMAT', lastApprovedDishCount: 18 })).scrapingStatus).toBe('SUCCESS');
  });

  it('is a PARTIAL_SUCCESS when one chosen file gives no dish', async () => {
    const run = await scrapeDocumentFiles([greenLeaf(), { fileId: 2, text: '', title: 'Scan', category: 'MAIN' }], { engine: 'MULTI_FORMAT', lastApprovedDishCount: null });
    expect(run.scrapingStatus).toBe('PARTIAL_SUCCESS');
    expect(run.report.pages.map((page) => page.error)).toEqual([null, 'The file has no text.']);
  });
});

describe('PDF_AI', () => {
  let standIn: PdfAiStandIn;
  beforeAll(async () => {
    standIn = await startPdfAiStandIn();
  });
  afterAll(() => standIn.close());

  const pdfAi = () => ({ ...pdfAiConfigOf({ pdfAiUrl: standIn.url, pdfAiModel: 'menu-model', pdfAiApiKey: 'secret-key' })!, timeoutMs: 2_000 });

  it('is not offered without PDF_AI_URL', async () => {
    expect(pdfAiConfigOf({ pdfAiUrl: undefined, pdfAiModel: 'gpt-4o-mini', pdfAiApiKey: undefined })).toBeNull();
    const run = await scrapeDocumentFiles([greenLeaf()], { engine: 'PDF_AI', lastApprovedDishCount: null });
    expect(run.scrapingStatus).toBe('ERROR');
    expect(run.messages[0]).toContain('PDF_AI_URL is unset');
  });

  it('takes the model\'s menu and flags a dish not in the text as a hallucination, a different price and a missed dish', async () => {
    standIn.answer = {
      menu: {
        menuTitles: [{ title: 'Breakfast', description: null }, { title: 'Lunch' }, { title: 'Drinks' }],
        dishes: [
          { menuTitle: 'Breakfast', name: 'Avocado Toast', description: 'Sourdough, smashed avocado, chilli, lime, seeds (VG)', price: '£8.50' },
          { menuTitle: 'Breakfast', name: 'Full Veggie Breakfast', price: '£12.00' },
          { menuTitle: 'Breakfast', name: 'Granola Bowl', price: '£6.50' },
          { menuTitle: 'Lunch', name: 'Lobster Thermidor', description: 'Half a lobster', price: '£29.00' },
          { menuTitle: 'Lunch', name: 'Falafel Wrap', price: '£8.95' },
          { menuTitle: 'Lunch', name: 'Halloumi Salad', price: '£9.50' },
          { menuTitle: 'Lunch', name: 'Soup of the Day', price: '£6.00' },
          { menuTitle: 'Drinks', name: 'Flat White', price: '£3.20' },
          { menuTitle: 'Drinks', name: 'Chai Latte', price: '£3.40' },
        ],
      },
    };
    const run = await scrapeDocumentFiles([greenLeaf()], { engine: 'PDF_AI', pdfAi: pdfAi(), lastApprovedDishCount: null });
    expect(run.engine).toBe('PDF_AI');
    expect(run.scrapingStatus).toBe('SUCCESS');
    expect(run.menuTitles.map((title) => title.key)).toEqual(['green leaf menu#0', 'green leaf menu#0/breakfast#0', 'green leaf menu#0/lunch#0', 'green leaf menu#0/drinks#0']);
    expect(run.dishes).toHaveLength(9);
    const lobster = run.dishes.find((dish) => dish.name === 'Lobster Thermidor')!;
    expect(run.discrepancies).toEqual([
      { nodeId: run.dishes.find((dish) => dish.name === 'Full Veggie Breakfast')!.key, isHallucination: false, impactLevel: 'MEDIUM', description: '"Full Veggie Breakfast": the model read the price £12.00, the rules £11.00.' },
      { nodeId: lobster.key, isHallucination: true, impactLevel: 'HIGH', description: '"Lobster Thermidor" is not in the file\'s text: the model made it up.' },
      { nodeId: 'green leaf menu#0/drinks#0|fresh orange juice#0', isHallucination: false, impactLevel: 'LOW', description: '"Fresh Orange Juice" (£3.50) was found by the rules but not by the model.' },
    ]);
    expect(run.flags).toContain(FLAG_PDF_AI_HALLUCINATIONS);

    const request = standIn.received.at(-1)!;
    expect(request.authorization).toBe('Bearer secret-key');
    expect(request.body.model).toBe('menu-model');
    expect(request.body.messages[1].content).toContain('Avocado Toast £8.50');
  });

  it('an answer that is not a menu, an error status or no answer in time is the file\'s error, and the run\'s with no dish', async () => {
    standIn.answer = { menu: { dishes: [{ price: '£3' }] } };
    const invalid = await scrapeDocumentFiles([greenLeaf()], { engine: 'PDF_AI', pdfAi: pdfAi(), lastApprovedDishCount: null });
    expect(invalid.scrapingStatus).toBe('ERROR');
    expect(invalid.exceptions[0]).toContain('not a menu');

    standIn.answer = { content: 'Here is your menu!' };
    expect((await scrapeDocumentFiles([greenLeaf()], { engine: 'PDF_AI', pdfAi: pdfAi(), lastApprovedDishCount: null })).exceptions[0]).toContain('did not answer JSON');

    standIn.answer = { status: 500, body: '{"error":"overloaded"}' };
    expect((await scrapeDocumentFiles([greenLeaf()], { engine: 'PDF_AI', pdfAi: pdfAi(), lastApprovedDishCount: null })).exceptions[0]).toContain('answered 500');

    standIn.answer = { delayMs: 1_500 };
    const slow = await scrapeDocumentFiles([greenLeaf()], { engine: 'PDF_AI', pdfAi: { ...pdfAi(), timeoutMs: 300 }, lastApprovedDishCount: null });
    expect(slow.scrapingStatus).toBe('ERROR');
    expect(slow.exceptions[0]).toContain('did not answer within');
  });
});
