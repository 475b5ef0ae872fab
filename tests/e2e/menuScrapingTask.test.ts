// The menu scraping task page in Chromium (issue 12): a scraper opens the scraping task of the Harbour Grill demo site's
// menu (the demo data gives it no instructions), takes it, uploads a broken instructions file (refused with 'File does
// not contain a valid JSON format', nothing taken in), uploads the site's instructions, tries them (the titles and dishes
// the run found are shown, nothing is saved), and resolves; the page returns to the scraping list, the menu becomes
// SCRAPED with exactly the site's titles and dishes, and its dish review task appears in the dish review list. Back on
// the done task, the page says verifying sends the menu to review; V verifies it, and the reviewers' default queue
// (verified only) then lists it.
// Screenshots at 1440x900.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { demoSiteInstructionsJson } from '../../server/demo-sites/demoSiteInstructions';
import { screenshot } from './support/browser';
import { browserSession, toast } from './support/browserSession';

const { session, signedInPage, graphql } = browserSession('menu-scraping');

const SCRAPER = 'middleScraper@example.com';

/** What the Harbour Grill site holds (server/demo-sites/expected). */
const expected = JSON.parse(readFileSync('server/demo-sites/expected/harbour-grill.json', 'utf8')) as {
  menuTitles: { path: string[] }[];
  dishes: { name: string }[];
};

/** A full-page screenshot from the top (the sticky header stays at the top of the picture). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

interface ScrapingTaskRow {
  databaseId: number;
  isAwaiting: boolean;
  isAssignable: boolean;
  brand: { databaseId: number; name: string };
  menu: { databaseId: number; url: string | null; format: string | null; status: string; scrapingInstructionsVersion: number };
}

/** The open scraping task of the Harbour Grill demo menu: HTML, NEW, no instructions yet. */
async function takeTask(): Promise<ScrapingTaskRow> {
  const data = await graphql<{ menuScrapingTasks: { items: ScrapingTaskRow[] } }>(
    '{ menuScrapingTasks(filters: { statuses: [NOT_STARTED], isAssigned: false, menuSearchTerm: "harbour-grill" }, pageSize: 100) { items { databaseId isAwaiting isAssignable brand { databaseId name } menu { databaseId url format status scrapingInstructionsVersion } } } }',
  );
  const task = data.menuScrapingTasks.items.find((row) => row.menu.url?.includes('/demo-sites/harbour-grill') && row.menu.format === 'HTML' && row.menu.status === 'NEW');
  if (!task) throw new Error(`no open scraping task of the Harbour Grill demo menu: ${JSON.stringify(data)}`);
  expect(task.isAssignable && !task.isAwaiting).toBe(true);
  return task;
}

interface StoredMenu {
  status: string;
  dishCount: number;
  scrapingInstructionsVersion: number;
  menuTitles: { title: string; parentId: number | null }[];
  dishReviewTask: { databaseId: number; status: string } | null;
}

async function storedMenu(menuId: number): Promise<StoredMenu> {
  const data = await graphql<{ menu: StoredMenu }>(
    'query($id: ID!) { menu(id: $id) { status dishCount scrapingInstructionsVersion menuTitles { title parentId } dishReviewTask { databaseId status } } }',
    { id: String(menuId) },
  );
  return data.menu;
}

/** Waits until the menu leaves SCRAPE_SCHEDULED (the scrape ran in the server's worker). */
async function scrapedMenu(menuId: number, timeoutMs = 30_000): Promise<StoredMenu> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const menu = await storedMenu(menuId);
    if (menu.status !== 'SCRAPE_SCHEDULED' && menu.status !== 'NEW') return menu;
    if (Date.now() > until) throw new Error(`menu ${menuId} is still ${menu.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function upload(page: Page, name: string, text: string) {
  await page.locator('input[type="file"][aria-label="Upload scraping instructions file"]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

describe('menu scraping task page', () => {
  it('a scraper uploads, tries and resolves HTML instructions; the menu is scraped and its dish review task opens', { timeout: 240_000 }, async () => {
    const task = await takeTask();
    const menuId = task.menu.databaseId;
    const scraper = await signedInPage(SCRAPER, `/tasks/menu-scraping/${task.databaseId}`);
    await scraper.getByRole('heading', { name: `HTML Menu Scraping Task ${task.databaseId}` }).waitFor();
    await scraper.getByRole('toolbar', { name: 'Scraping instructions' }).waitFor();
    // Nothing changed yet: Save is held back.
    expect(await scraper.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await scraper.keyboard.press('a');
    await toast(scraper, 'Menu scraping task assigned.');

    // A broken file is refused with the spec's words and nothing is taken in.
    await upload(scraper, 'broken.json', '{ "format": 1, "pages": [');
    await scraper.getByText('File does not contain a valid JSON format').first().waitFor();
    await scraper.getByText('Upload a .json file that holds a JSON document.').waitFor();
    expect(await scraper.getByText('Edited, not saved').count()).toBe(0);
    await shot(scraper, 'menu-scraping-upload-refused');

    // JSON that is not instructions: taken in, and the save is refused with the schema's messages, shown under the
    // instructions; nothing is stored.
    await upload(scraper, 'not-instructions.json', JSON.stringify({ format: 1, pages: [] }));
    await scraper.getByText('Edited, not saved').waitFor();
    await scraper.keyboard.press('Control+Shift+S');
    await toast(scraper, 'Save menu scraping task failed.');
    const problems = scraper.getByRole('list', { name: 'Instructions problems', exact: true });
    await problems.waitFor();
    expect(await problems.getByRole('listitem').count()).toBeGreaterThan(0);
    expect((await storedMenu(menuId)).scrapingInstructionsVersion).toBe(task.menu.scrapingInstructionsVersion);
    await shot(scraper, 'menu-scraping-schema-refused');

    // The site's instructions, under the origin this server's demo data lives at.
    await upload(scraper, 'harbour-grill.json', demoSiteInstructionsJson('harbour-grill', session.server.demoSitesOrigin));
    await toast(scraper, 'Scraping instructions uploaded.');
    await scraper.getByText('Edited, not saved').waitFor();
    expect(await scraper.getByRole('textbox', { name: 'Comment for this version' }).inputValue()).toBe('Uploaded harbour-grill.json');
    // The refusals under the toolbar are gone (their notifications stay until dismissed, as errors do).
    expect(await scraper.getByText('Upload a .json file that holds a JSON document.').count()).toBe(0);
    expect(await problems.count()).toBe(0);
    expect(await scraper.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(false);

    // The shortcut sheet lists the editor's keys; T tries the instructions: the titles (a tree) and dishes the run
    // found, before anything is saved.
    await scraper.keyboard.press('?');
    const sheet = scraper.getByRole('dialog');
    await sheet.getByText('Try it: scrape with the instructions being edited').waitFor();
    await sheet.getByText('Upload scraping instructions (.json)').waitFor();
    await scraper.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await scraper.keyboard.press('t');
    const result = scraper.getByRole('region', { name: 'Try it result', exact: true });
    await result.waitFor({ timeout: 30_000 });
    const titles = result.getByRole('list', { name: 'Titles found', exact: true });
    for (const title of expected.menuTitles) await titles.getByText(title.path.at(-1)!, { exact: true }).waitFor();
    await result.getByRole('table', { name: 'Dishes found', exact: true }).getByText(expected.dishes[0].name, { exact: true }).waitFor();
    await result.getByText(`${expected.dishes.length} dishes`, { exact: true }).waitFor();
    await result.getByText('Success', { exact: true }).first().waitFor();
    expect((await storedMenu(menuId)).scrapingInstructionsVersion).toBe(task.menu.scrapingInstructionsVersion);
    await result.scrollIntoViewIfNeeded();
    await shot(scraper, 'menu-scraping-try-it');

    // Resolve: the frame asks first, then returns to the scraping list.
    await scraper.getByRole('button', { name: 'Done', exact: true }).click();
    await scraper.getByText('Are you sure you want to resolve this task?').waitFor();
    await scraper.getByRole('button', { name: 'Yes', exact: true }).click();
    await toast(scraper, 'Menu scraping task resolved.');
    await scraper.waitForURL((url) => url.pathname === '/tasks/menu-scraping');

    // The scrape runs in the server's worker: SCRAPED with the site's titles, and the dish review task is open.
    const menu = await scrapedMenu(menuId);
    expect(menu.status).toBe('SCRAPED');
    expect(menu.scrapingInstructionsVersion).toBe(task.menu.scrapingInstructionsVersion + 1);
    expect(menu.menuTitles.map((title) => title.title)).toEqual(expected.menuTitles.map((title) => title.path.at(-1)));
    expect(menu.dishCount).toBe(expected.dishes.length);
    expect(menu.dishReviewTask).not.toBeNull();
    const review = menu.dishReviewTask!;
    expect(review.status).not.toBe('RESOLVED');

    // The dish review list shows it to a reviewer, and its row opens it.
    const reviewer = await signedInPage('reviewer@example.com', `/tasks/dish-review?brandId=${task.brand.databaseId}`);
    const reviewRow = reviewer.getByRole('row').filter({ hasText: 'demo-sites/harbour-grill' });
    await reviewRow.first().waitFor();
    await screenshot(reviewer, 'menu-scraping-dish-review-list');
    await reviewRow.first().getByRole('cell').first().click();
    await reviewer.waitForURL((url) => url.pathname === `/tasks/dish-review/${review.databaseId}`);

    // Back on the scraping task: the latest job, its change counts and its report; the menu's titles and dishes.
    await scraper.goto(`${session.server.url}/tasks/menu-scraping/${task.databaseId}`);
    await scraper.getByRole('heading', { name: `HTML Menu Scraping Task ${task.databaseId}` }).waitFor();
    await scraper.getByRole('region', { name: 'Latest run report', exact: true }).waitFor();
    // The reviewers' default queue waits for the verification, and the page says so, with the key.
    const verifyBanner = scraper.locator('[aria-label="Verification needed"]');
    await verifyBanner.getByText('Scraped: verify to send the menu to dish review').waitFor();
    expect(await verifyBanner.textContent()).toContain('Press V to mark this task Verified - Default');
    await shot(scraper, 'menu-scraping-verify-to-review');
    const defaultQueue = async () => {
      const page = await signedInPage('reviewer@example.com', '/tasks/dish-review');
      await page.getByRole('table').or(page.getByText('No tasks match these filters')).first().waitFor();
      const rows = await page.getByRole('row').filter({ hasText: 'demo-sites/harbour-grill' }).count();
      await page.close();
      return rows;
    };
    expect(await defaultQueue()).toBe(0);
    await scraper.keyboard.press('v');
    await toast(scraper, 'Menu scraping task marked as verified.');
    await verifyBanner.waitFor({ state: 'detached' });
    expect(await defaultQueue()).toBe(1);
    // The history: the version with its author and comment, and the job's scraping response.
    await scraper.getByRole('button', { name: 'History', exact: true }).last().click();
    const versions = scraper.getByRole('table', { name: 'Instruction versions', exact: true });
    await versions.getByText('Uploaded harbour-grill.json', { exact: true }).waitFor();
    await versions.getByText('Milly Middle Scraper').waitFor();
    await scraper.getByRole('tab', { name: /Scraping responses \(1\)/ }).click();
    const responses = scraper.getByRole('table', { name: 'Scraping responses', exact: true });
    await responses.getByText('Success', { exact: true }).waitFor();
    // The job's response and the run report download as JSON.
    const [response] = await Promise.all([scraper.waitForEvent('download'), responses.getByRole('button', { name: 'Response' }).click()]);
    const responseBody = JSON.parse(readFileSync((await response.path())!, 'utf8')) as { dishes?: unknown[] };
    expect(responseBody.dishes).toHaveLength(expected.dishes.length);
    const [report] = await Promise.all([scraper.waitForEvent('download'), scraper.getByRole('button', { name: 'Download scraping report' }).click()]);
    expect(JSON.parse(readFileSync((await report.path())!, 'utf8'))).toHaveProperty('pages');
    await scraper.getByRole('list', { name: 'Stored menu titles', exact: true }).getByText(expected.menuTitles[0].path[0], { exact: true }).waitFor();
    await shot(scraper, 'menu-scraping-resolved');
  });
});
