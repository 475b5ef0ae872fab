import { afterAll, describe, expect, it } from 'vitest';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import { extractPage } from './extract';
import { ExtractionBudgetError } from './extractionBudget';
import { createExtractionThreads } from './extractionThreads';

const PAGE_URL = 'https://restaurant.test/menu';
const MENU = `<section><h2>Starters</h2><div class="dish"><b class="name">Soup (v)</b><i class="price">£5.50</i></div>
  <div class="dish"><b class="name">Soup (v)</b><i class="price">£6</i></div></section><a class="next" href="/menu?page=2">Next</a>`;
const instructions: ScrapingInstructions = {
  format: 1,
  pages: [{ url: PAGE_URL, pagination: { nextSelector: 'a.next', maxPages: 3 } }],
  menuTitles: { selector: 'section', fields: { title: { selector: 'h2' } } },
  dishes: { selector: '.dish', fields: { name: { selector: '.name' }, price: { selector: '.price', pattern: '([0-9.]+)' } } },
  cleanup: { replace: [{ pattern: '\\s*\\((v|vg)\\)', with: '' }] },
};
/** A cleanup pattern RE2 runs in linear time that still takes seconds on a long value (about 6 s here for 300,000 characters). */
const costly: ScrapingInstructions = { ...instructions, menuTitles: undefined, cleanup: { replace: [{ pattern: '(?:a?){500}c?', with: '' }] } };
const costlyPage = `<div class="dish"><b class="name">${'a'.repeat(300_000)}</b></div>`;

const threads = createExtractionThreads(1);
afterAll(() => threads.close());

/** Counts event-loop turns while work runs: the loop is free when they keep coming. */
function loopTurns() {
  let turns = 0;
  const timer = setInterval(() => (turns += 1), 10);
  return { stop: () => (clearInterval(timer), turns) };
}

describe('extraction threads', () => {
  it('extract a page exactly as extractPage does, carrying the run’s key counters', async () => {
    const inProcessCounters = new Map([['starters#0', 1]]);
    const threadCounters = new Map(inProcessCounters);
    const expected = extractPage(MENU, PAGE_URL, instructions, { positionOffset: 4, titleKeyPrefix: 'tab:2/', keyOccurrences: inProcessCounters, pageRule: instructions.pages[0] });
    const page = await threads.extract(
      { html: MENU, pageUrl: PAGE_URL, instructions, pageRule: instructions.pages[0], positionOffset: 4, titleKeyPrefix: 'tab:2/', keyOccurrences: threadCounters },
      { budgetMs: 10_000 },
    );
    expect({ ...page, parseMs: 0 }).toEqual({ ...expected, parseMs: 0 });
    expect(page.nextPageUrl).toBe('https://restaurant.test/menu?page=2');
    expect(page.dishes.map((dish) => [dish.name, dish.price])).toEqual([['Soup', '5.50'], ['Soup', '6']]);
    expect([...threadCounters]).toEqual([...inProcessCounters]);
  });

  it('stop a page past its budget with an error that says why, while the event loop goes on, and read the next page', async () => {
    const turns = loopTurns();
    const started = performance.now();
    const costlyRun = threads.extract({ html: costlyPage, pageUrl: PAGE_URL, instructions: costly, positionOffset: 0, keyOccurrences: new Map() }, { budgetMs: 400 });
    // Queued behind the costly page on the one thread: its budget counts from when the thread takes it.
    const next = threads.extract({ html: MENU, pageUrl: PAGE_URL, instructions, positionOffset: 0, keyOccurrences: new Map() }, { budgetMs: 3_000 });
    const error = await costlyRun.catch((reason: unknown) => reason);
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(ExtractionBudgetError);
    expect((error as Error).message).toMatch(/^Extracting this page took longer than 0\.4 s and was stopped\. A pattern or selector costs too much/);
    expect(elapsed).toBeLessThan(2_500);
    expect(turns.stop()).toBeGreaterThan(elapsed / 10 / 4);
    expect((await next).dishes).toHaveLength(2);
  });

  it('stop a running page when the caller gives up', async () => {
    const controller = new AbortController();
    const run = threads.extract({ html: costlyPage, pageUrl: PAGE_URL, instructions: costly, positionOffset: 0, keyOccurrences: new Map() }, { budgetMs: 60_000, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('the job was stopped')), 200);
    const started = performance.now();
    await expect(run).rejects.toThrow('the job was stopped');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('answer an instructions error as the error extractPage throws', async () => {
    const broken = { ...instructions, dishes: { selector: '.dish:sold-out', fields: { name: {} } } } as ScrapingInstructions;
    await expect(threads.extract({ html: MENU, pageUrl: PAGE_URL, instructions: broken, positionOffset: 0, keyOccurrences: new Map() }, { budgetMs: 3_000 })).rejects.toThrow(
      /^dishes\.selector: is not a selector the engine supports/,
    );
  });
});
