// Scrapers' patterns cannot hold the server (issue 22, High): through "Try it" and through a scraping job, a pattern that
// matches the empty string gives the right values at once, and a pattern that costs seconds on a long page is stopped
// at the extraction budget with an error that says why, while the API keeps answering /healthz.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp';
import { createScrapedMenu, finishedJob, menuPage, schedule, startLocalSite, TEST_WORKERS, type LocalSite } from './scrapingJobsSupport';

const BUDGET_MS = 500;
const TRY = `mutation($menuId: Int!, $instructions: JSON!) { tryMenuScrapingInstructions(menuId: $menuId, scrapingInstructions: $instructions) {
  scrapingStatus messages exceptions dishes { name price } report { errors { cause message } } } }`;

let t: TestApp;
let site: LocalSite;
let scraperToken: string;
let scraperId: number;

beforeAll(async () => {
  site = await startLocalSite();
  site.pages.set('/menu.html', { body: menuPage([{ title: 'Starters', dishes: [{ name: 'Soup   ', price: '£5.00 ' }, { name: 'Bread', price: '£4.00' }] }]) });
  // One dish whose name is 300,000 characters: '(?:a?){500}c?' takes about 6 s over it on this machine.
  site.pages.set('/long.html', { body: `<html><body><div class="dish"><span class="name">${'a'.repeat(300_000)}</span></div></body></html>` });
  t = await startTestApp({ scraperAllowedOrigins: [site.origin], scrapingExtractionBudgetMs: BUDGET_MS }, { workers: TEST_WORKERS });
  scraperId = await t.createUser('juniorScraper', 'scraper@example.com', { name: 'Sam Scraper' });
  scraperToken = (await t.signIn('scraper@example.com')).accessToken;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await site?.close();
});

function instructions(url: string, replace: { pattern: string; with: string }[]) {
  return { format: 1, pages: [{ url }], dishes: { selector: '.dish', fields: { name: { selector: '.name' }, price: { selector: '.price' } } }, cleanup: { replace } };
}

/** Polls /healthz every 50 ms while the work runs; answers the slowest answer's time. */
async function slowestHealthCheckDuring<T>(work: Promise<T>): Promise<{ result: T; slowestMs: number; checks: number }> {
  let done = false;
  let slowestMs = 0;
  let checks = 0;
  const polling = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${t.url}/healthz`);
      expect(response.status).toBe(200);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      checks += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const result = await work.finally(() => (done = true));
  await polling;
  return { result, slowestMs, checks };
}

async function scrapingMenu() {
  return createScrapedMenu(t.db, `${site.origin}/menu.html`, scraperId, instructions(`${site.origin}/menu.html`, []));
}

describe('patterns that match the empty string', () => {
  it('give their values through Try it', async () => {
    const { menuId } = await scrapingMenu();
    const replace = [
      { pattern: '\\s*$', with: '' },
      { pattern: 'x*', with: '' },
      { pattern: '$', with: '' },
      { pattern: '\\b', with: '' },
    ];
    const answer = await t.gql<{ tryMenuScrapingInstructions: { scrapingStatus: string; dishes: { name: string; price: string }[] } }>(
      TRY,
      { menuId, instructions: instructions(`${site.origin}/menu.html`, replace) },
      scraperToken,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.tryMenuScrapingInstructions.scrapingStatus).toBe('SUCCESS');
    expect(answer.data!.tryMenuScrapingInstructions.dishes).toEqual([
      { name: 'Soup', price: '£5.00' },
      { name: 'Bread', price: '£4.00' },
    ]);
  });

  it('give their values through a scraping job', async () => {
    const { menuId } = await createScrapedMenu(t.db, `${site.origin}/menu.html`, scraperId, instructions(`${site.origin}/menu.html`, [{ pattern: '\\s*$', with: '' }, { pattern: 'o*', with: '' }]));
    const job = await finishedJob(t.db, await schedule(t.db, menuId, scraperId));
    expect(job.scraping_status).toBe('SUCCESS');
    const names = await t.db.query<{ name: string }>('SELECT name FROM dishes WHERE menu_id = $1 ORDER BY position', [menuId]);
    expect(names.map((row) => row.name)).toEqual(['Sup', 'Bread']);
  });
});

describe('a pattern that costs more than the budget on a long page', () => {
  const costly = () => instructions(`${site.origin}/long.html`, [{ pattern: '(?:a?){500}c?', with: '' }]);

  it('is stopped in Try it with an error that says why, and the API answers meanwhile', async () => {
    const { menuId } = await scrapingMenu();
    const started = performance.now();
    const { result: answer, slowestMs, checks } = await slowestHealthCheckDuring(
      t.gql<{ tryMenuScrapingInstructions: { scrapingStatus: string; exceptions: string[]; report: { errors: { cause: string; message: string }[] } } }>(TRY, { menuId, instructions: costly() }, scraperToken),
    );
    expect(performance.now() - started).toBeLessThan(4_000);
    expect(answer.errors).toBeUndefined();
    const trial = answer.data!.tryMenuScrapingInstructions;
    expect(trial.scrapingStatus).toBe('ERROR');
    expect(trial.report.errors.map((group) => group.cause)).toEqual(['EXTRACTION']);
    expect(trial.exceptions[0]).toContain('Extracting this page took longer than 0.5 s and was stopped.');
    expect(checks).toBeGreaterThan(1);
    expect(slowestMs).toBeLessThan(400);
  });

  it('ends its scraping job with that error, once, and the API answers meanwhile', async () => {
    const { menuId } = await createScrapedMenu(t.db, `${site.origin}/long.html`, scraperId, costly());
    const { result: job, slowestMs } = await slowestHealthCheckDuring(schedule(t.db, menuId, scraperId).then((jobId) => finishedJob(t.db, jobId)));
    expect(job.scraping_status).toBe('ERROR');
    expect(job.attempts).toBe(1);
    expect(job.exceptions.join('\n')).toContain('Extracting this page took longer than 0.5 s and was stopped.');
    expect(slowestMs).toBeLessThan(400);
    expect(site.hits.get('/long.html')).toBe(2);
  });
});
