// The document variant of the menu scraping task page in Chromium (issue 12): the Green Leaf demo site's PDF menu, once
// the server's crawl has found its file: a scraper sees the file with its prediction, downloads it, cannot select it
// before it has a category, is refused on Done with the message on the file's row ('File category is mandatory', then
// 'File title is required' once selected), chooses the category and title and resolves; the menu is SCRAPED. Then the
// Taco Fiesta image menu: Reject crawl is refused without a comment ('Crawling rejection comment is required.'), goes
// through with one (CRAWL_REJECTED), and after a reopen the menu is recrawled with the fallback settings. Screenshots
// at 1440x900 in screenshots/ and /tmp/doc-spa-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { screenshot } from './support/browser';
import { browserSession, toast } from './support/browserSession';

const { session, signedInPage, graphql } = browserSession('menu-scraping-document');

const SCRAPER = 'middleScraper@example.com';

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `menu-scraping-document-${name}`);
  await page.screenshot({ path: `/tmp/doc-spa-${name}.png`, fullPage: true });
}

interface DocumentTaskRow {
  databaseId: number;
  status: string;
  menu: { databaseId: number; url: string | null; format: string | null; status: string };
}

async function documentTask(site: string, format: 'PDF' | 'IMAGE'): Promise<DocumentTaskRow> {
  const data = await graphql<{ menuScrapingTasks: { items: DocumentTaskRow[] } }>(
    'query($term: String) { menuScrapingTasks(filters: { menuSearchTerm: $term }, pageSize: 100) { items { databaseId status menu { databaseId url format status } } } }',
    { term: site },
  );
  const task = data.menuScrapingTasks.items.find((row) => row.menu.url?.includes(`/demo-sites/${site}`) && row.menu.format === format);
  if (!task) throw new Error(`no scraping task of the ${site} demo menu: ${JSON.stringify(data)}`);
  return task;
}

interface StoredDocumentMenu {
  status: string;
  dishCount: number;
  crawlingRejectedComment: string | null;
  documentFiles: { databaseId: number; fileName: string; filePredictionCategory: string | null; filePredictionTitle: string | null; isSelected: boolean; fileCategory: string | null; fileTitle: string | null }[];
  menuCrawlingJob: { databaseId: number; crawlingStatus: string; useFallbackSettings: boolean } | null;
}

async function storedMenu(menuId: number): Promise<StoredDocumentMenu> {
  const data = await graphql<{ menu: StoredDocumentMenu }>(
    'query($id: ID!) { menu(id: $id) { status dishCount crawlingRejectedComment documentFiles { databaseId fileName filePredictionCategory filePredictionTitle isSelected fileCategory fileTitle } menuCrawlingJob { databaseId crawlingStatus useFallbackSettings } } }',
    { id: String(menuId) },
  );
  return data.menu;
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The document menu's task once its crawl has found files and the task is open again. The server crawls when the task
 * is created; if no crawl has run (an older data folder), an admin's recrawl starts one.
 */
async function crawledTask(site: string, format: 'PDF' | 'IMAGE'): Promise<{ task: DocumentTaskRow; menu: StoredDocumentMenu }> {
  let task = await documentTask(site, format);
  let menu = await storedMenu(task.menu.databaseId);
  if (menu.documentFiles.length === 0 && !menu.menuCrawlingJob && task.status !== 'RESOLVED') {
    await graphql('mutation($id: ID!) { resolveMenuScrapingTaskByRecrawlDocumentMenu(id: $id) { task { id } } }', { id: String(task.databaseId) });
  }
  menu = await until(`the crawl of the ${site} menu`, () => storedMenu(task.menu.databaseId), (value) => value.documentFiles.length > 0 && value.status !== 'CRAWL_SCHEDULED');
  task = await until(`the ${site} task open`, () => documentTask(site, format), (value) => value.status !== 'RESOLVED');
  return { task, menu };
}

async function openTask(page: Page, taskId: number) {
  await page.goto(`${session.server.url}/tasks/menu-scraping/${taskId}`);
  await page.getByRole('heading', { name: `Document Menu Scraping Task ${taskId}` }).waitFor();
  await page.getByRole('table', { name: 'Menu document files', exact: true }).waitFor();
}

describe('document menu scraping task page', () => {
  it('a scraper confirms the crawled PDF file’s category and title and resolves; the menu is scraped', { timeout: 240_000 }, async () => {
    const { task, menu } = await crawledTask('green-leaf-cafe', 'PDF');
    const file = menu.documentFiles[0];
    const scraper = await signedInPage(SCRAPER);
    await openTask(scraper, task.databaseId);
    await scraper.keyboard.press('a');
    await toast(scraper, 'Menu scraping task assigned.');

    const table = scraper.getByRole('table', { name: 'Menu document files', exact: true });
    const row = table.getByRole('row').filter({ hasText: file.fileName });
    // The prediction is shown: its category by name, its title, a score and a rationale.
    expect(file.filePredictionCategory).not.toBeNull();
    await row.getByText(file.filePredictionTitle ?? '-', { exact: true }).first().waitFor();
    await row.getByRole('progressbar', { name: `Menu score of ${file.fileName}` }).waitFor();
    // The file downloads through its signed URL.
    const [download] = await Promise.all([scraper.waitForEvent('download'), row.getByRole('link', { name: file.fileName }).click()]);
    expect(readFileSync((await download.path())!).subarray(0, 4).toString('latin1')).toBe('%PDF');
    // Only a file with a category can be selected.
    const select = row.getByRole('checkbox', { name: `Select ${file.fileName}` });
    expect(await select.isDisabled()).toBe(true);
    await shot(scraper, 'crawled');

    // Done without a category: refused, the message on the file's row, no resolve question.
    await scraper.getByRole('button', { name: 'Done', exact: true }).click();
    await row.getByText('File category is mandatory', { exact: true }).waitFor();
    expect(await scraper.getByText('Are you sure you want to resolve this task?').count()).toBe(0);
    await shot(scraper, 'done-refused');

    // The category by its name; then the file can be selected, and a selected file needs a title.
    await row.getByRole('combobox', { name: `Confirmed category of ${file.fileName}` }).click();
    await scraper.getByRole('option', { name: 'Set meal', exact: true }).click();
    expect(await row.getByText('File category is mandatory', { exact: true }).count()).toBe(0);
    await select.check();
    await scraper.getByRole('button', { name: 'Done', exact: true }).click();
    await row.getByText('File title is required', { exact: true }).waitFor();
    await row.getByRole('textbox', { name: `Confirmed title of ${file.fileName}` }).fill('Green Leaf menu');

    await scraper.getByRole('button', { name: 'Done', exact: true }).click();
    await scraper.getByText('Are you sure you want to resolve this task?').waitFor();
    await scraper.getByRole('button', { name: 'Yes', exact: true }).click();
    await toast(scraper, 'Menu scraping task resolved.');
    await scraper.waitForURL((url) => url.pathname === '/tasks/menu-scraping');

    const stored = await storedMenu(task.menu.databaseId);
    expect(stored.documentFiles.find((candidate) => candidate.databaseId === file.databaseId)).toMatchObject({ isSelected: true, fileCategory: 'SET_MEAL', fileTitle: 'Green Leaf menu' });
    const scraped = await until('the scrape of the Green Leaf menu', () => storedMenu(task.menu.databaseId), (value) => !['SCRAPE_SCHEDULED', 'NEW', 'CRAWLED'].includes(value.status));
    expect(scraped.status).toBe('SCRAPED');
    expect(scraped.dishCount).toBeGreaterThan(0);

    // Back on the task: the document job's summary and the crawl's information.
    await openTask(scraper, task.databaseId);
    await scraper.getByLabel('Latest document scraping job').waitFor();
    await scraper.getByLabel('Latest crawling job').waitFor();
    await shot(scraper, 'resolved');
  });

  it('a scraper rejects an image menu’s crawl with a comment, then recrawls it with the fallback settings', { timeout: 240_000 }, async () => {
    const { task } = await crawledTask('taco-fiesta', 'IMAGE');
    const scraper = await signedInPage(SCRAPER);
    await openTask(scraper, task.databaseId);
    await scraper.keyboard.press('a');
    await toast(scraper, 'Menu scraping task assigned.');

    // X opens Reject crawl; an empty comment is refused with the spec's words.
    await scraper.keyboard.press('x');
    const reject = scraper.getByRole('dialog', { name: 'Reject crawl' });
    await reject.waitFor();
    await reject.getByRole('button', { name: 'Reject crawl', exact: true }).click();
    await reject.getByText('Crawling rejection comment is required.', { exact: true }).waitFor();
    await shot(scraper, 'reject-refused');
    await reject.getByRole('textbox').fill('The picture is the drinks board, not the food menu.');
    await reject.getByRole('button', { name: 'Reject crawl', exact: true }).click();
    await toast(scraper, 'Menu scraping task rejected.');
    await scraper.waitForURL((url) => url.pathname === '/tasks/menu-scraping');
    const rejected = await storedMenu(task.menu.databaseId);
    expect(rejected.status).toBe('CRAWL_REJECTED');
    expect(rejected.crawlingRejectedComment).toBe('The picture is the drinks board, not the food menu.');

    // Reopened, the task is recrawled with the fallback settings, and the page returns to the list.
    await openTask(scraper, task.databaseId);
    await scraper.getByText('The picture is the drinks board, not the food menu.').waitFor();
    await scraper.getByRole('button', { name: 'Reopen', exact: true }).click();
    await toast(scraper, 'Menu scraping task reopened.');
    const previousCrawl = rejected.menuCrawlingJob?.databaseId ?? 0;
    await scraper.getByRole('button', { name: 'Recrawl', exact: true }).click();
    const recrawl = scraper.getByRole('dialog', { name: 'Recrawl menu' });
    await recrawl.getByRole('checkbox', { name: 'Use fallback settings' }).check();
    await shot(scraper, 'recrawl');
    await recrawl.getByRole('button', { name: 'Recrawl', exact: true }).click();
    await toast(scraper, 'Menu recrawl scheduled.');
    await scraper.waitForURL((url) => url.pathname === '/tasks/menu-scraping');
    // The reopen itself schedules a crawl (default settings); the recrawl's is the one with the fallback settings.
    const recrawled = await until('the recrawl', () => storedMenu(task.menu.databaseId), (value) => (value.menuCrawlingJob?.databaseId ?? 0) > previousCrawl && value.menuCrawlingJob?.useFallbackSettings === true);
    expect(recrawled.menuCrawlingJob?.useFallbackSettings).toBe(true);
  });
});
