// The menu page's titles and dishes and the scraping debug viewer in Chromium (issue 13, spec 2, sections 2.13 and
// 2.14), on the Corner Bistro demo site, whose menu changes between visits (its version 3 raises Steak Frites from
// £21.50 to £23.00). Its scraping task is resolved in debug mode its first run approved, and the menu rescraped in debug mode until a run brings
// that change (the site serves its versions in turn, one per request). Then a curator: the Full Menu tab lists the
// dishes and filters them by name; the Changes tab shows the updated dish's price old -> new and keeps its state over a
// reload; the eye button opens the debug viewer, whose arrow keys move through the screenshots (left/right) and the
// items (up/down), says when an item has no screenshot or an image does not load. Screenshots at 1440x900.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { screenshot } from './support/browser';
import { browserSession } from './support/browserSession';

const { session, signedInPage, graphql } = browserSession('menu-detail-items');

const CURATOR = 'admin@example.com';

interface RunView {
  jobId: number;
  dishChangeCounts: { updated: number; significantlyUpdated: number } | null;
}

interface MenuView {
  status: string;
  isScrapeRunning: boolean;
  isHtmlMenuScrapedInDebugMode: boolean;
  htmlMenuScrapingJob: { databaseId: number; status: string } | null;
  scrapingRuns: RunView[];
}

async function menuView(menuId: number): Promise<MenuView> {
  const data = await graphql<{ menu: MenuView }>(
    `query($id: ID!) { menu(id: $id) { status isScrapeRunning isHtmlMenuScrapedInDebugMode htmlMenuScrapingJob { databaseId status }
       scrapingRuns { jobId dishChangeCounts { updated significantlyUpdated } } } }`,
    { id: String(menuId) },
  );
  return data.menu;
}

/** Waits until the menu has `runs` completed runs and no scrape is queued or running. */
async function runsDone(menuId: number, runs: number, timeoutMs = 90_000): Promise<MenuView> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const menu = await menuView(menuId);
    if (!menu.isScrapeRunning && menu.scrapingRuns.length >= runs && menu.htmlMenuScrapingJob?.status !== 'IN_PROGRESS') return menu;
    if (Date.now() > until) throw new Error(`menu ${menuId}: ${menu.scrapingRuns.length} of ${runs} runs after ${timeoutMs} ms (${menu.status})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The Corner Bistro menu scraped in debug mode until its newest run changed a dish: its number. */
async function scrapeUntilChanged(): Promise<number> {
  const data = await graphql<{ menuScrapingTasks: { items: { id: string; menu: { databaseId: number; url: string | null; status: string } }[] } }>(
    '{ menuScrapingTasks(filters: { statuses: [NOT_STARTED], isAssigned: false, menuSearchTerm: "corner-bistro" }, pageSize: 100) { items { id menu { databaseId url status } } } }',
  );
  const task = data.menuScrapingTasks.items.find((row) => row.menu.url?.includes('/demo-sites/corner-bistro') && row.menu.status === 'NEW');
  if (!task) throw new Error(`no open scraping task of the Corner Bistro demo menu: ${JSON.stringify(data)}`);
  const menuId = task.menu.databaseId;
  await graphql('mutation($id: ID!) { assignMenuScrapingTask(id: $id) { id } }', { id: task.id });
  await graphql('mutation($id: ID!) { resolveMenuScrapingTask(id: $id, isDebugModeScraping: true) { task { status } } }', { id: task.id });
  let menu = await runsDone(menuId, 1);
  // The first run approved through its dish review (Done): the run selector marks it.
  const review = await graphql<{ menu: { dishReviewTask: { id: string } | null } }>('query($id: ID!) { menu(id: $id) { dishReviewTask { id } } }', { id: String(menuId) });
  const reviewId = review.menu.dishReviewTask!.id;
  await graphql('mutation($id: ID!) { assignDishReviewTask(id: $id) { id } }', { id: reviewId });
  await graphql('mutation($id: ID!) { resolveDishReviewTask(id: $id) { __typename } }', { id: reviewId });
  // Versions 1, 2, 3, 4 in turn: at most four more runs reach the one that changes the price.
  for (let runs = 2; runs <= 5; runs += 1) {
    const newest = menu.scrapingRuns[0];
    if (newest?.dishChangeCounts && newest.dishChangeCounts.updated + newest.dishChangeCounts.significantlyUpdated > 0) break;
    await graphql('mutation($menuId: Int!) { rescrapeMenu(menuId: $menuId, isDebugMode: true, comment: "Browser test") { id } }', { menuId });
    menu = await runsDone(menuId, runs);
  }
  expect(menu.isHtmlMenuScrapedInDebugMode).toBe(true);
  return menuId;
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describe('menu detail: titles and dishes, and the debug viewer', () => {
  it('lists and filters dishes, shows a run\'s field changes, and walks the debug screenshots with the arrow keys', { timeout: 300_000 }, async () => {
    const menuId = await scrapeUntilChanged();
    const page = await signedInPage(CURATOR, `/menus/${menuId}`);
    await page.getByRole('heading', { name: `Menu ${menuId}` }).waitFor();

    // Full Menu: ten dishes a page by default, the first of the menu among them; filtering by name narrows them.
    const card = page.locator('[aria-labelledby="menu-items-title"]');
    await card.getByRole('tab', { name: /Full Menu/ }).waitFor();
    await card.getByRole('tab', { name: /Full Menu/ }).scrollIntoViewIfNeeded();
    expect(await card.getByRole('tab', { name: /Full Menu/ }).getAttribute('aria-selected')).toBe('true');
    await card.getByText('Escargots de Bourgogne', { exact: true }).first().waitFor();
    await card.getByText(/^\d+ dishes$/).first().waitFor();
    await shot(page, 'menu-detail-full-menu');
    // The run selector: the newest run chosen, the approved one marked among the others.
    await card.getByRole('combobox', { name: 'Scraping run' }).click();
    await page.getByRole('option', { name: /Approved/ }).first().waitFor();
    expect(await page.getByRole('option').count()).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Escape');
    await card.getByRole('textbox', { name: 'Dish name' }).fill('steak');
    await page.waitForURL((url) => url.searchParams.get('name') === 'steak');
    await card.getByText('1 dish match', { exact: true }).waitFor();
    await card.getByText('Steak Frites', { exact: true }).first().waitFor();
    expect(await card.getByText('Escargots de Bourgogne', { exact: true }).count()).toBe(0);
    await card.getByRole('button', { name: 'Clear all filters' }).click();
    await card.getByText('Escargots de Bourgogne', { exact: true }).first().waitFor();

    // Changes (key c): the newest run changed Steak Frites' price, shown old -> new.
    await page.getByRole('heading', { name: `Menu ${menuId}` }).click();
    await page.keyboard.press('c');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'changes');
    const changes = card.getByRole('table', { name: 'Changes in this run' });
    const steak = changes.getByRole('row').filter({ hasText: 'Steak Frites' });
    await steak.waitFor();
    // A price change counts as an update, significant or not (the engine's rule): the badge names which.
    const status = (await steak.getByText(/^Updated/).first().textContent())!;
    expect(['Updated', 'Updated (significantly)']).toContain(status);
    const fields = steak.getByRole('list', { name: 'Changed fields' });
    await fields.getByText('£21.50', { exact: true }).waitFor();
    await fields.getByText('£23.00', { exact: true }).waitFor();
    // Only that status, by its toggle; the URL keeps it over a reload.
    await card.getByRole('button', { name: status, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('changeStatuses') === (status === 'Updated' ? 'UPDATED' : 'UPDATED_SIGNIFICANTLY'));
    await page.reload();
    await page.getByRole('table', { name: 'Changes in this run' }).getByRole('row').filter({ hasText: 'Steak Frites' }).waitFor();
    expect(await page.getByRole('button', { name: status, exact: true }).getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'menu-detail-changes');

    // The debug viewer from the eye button: the first scraped item's screenshot, then the arrow keys.
    await page.getByRole('button', { name: 'Scraping details' }).click();
    const viewer = page.getByRole('dialog', { name: `Scraping details · HTML menu ${menuId}` });
    await viewer.waitFor();
    const pageLabel = viewer.getByTestId('screenshot-page');
    const itemName = viewer.getByTestId('debug-item-name');
    await pageLabel.waitFor({ timeout: 30_000 });
    await viewer.getByRole('img').first().waitFor();
    const at = async () => `${await itemName.textContent()} | ${await pageLabel.textContent()}`;
    const start = await at();
    // Down: the next item's first screenshot; up: back to the first screenshot of the item before.
    await page.keyboard.press('ArrowDown');
    await expect.poll(at).not.toBe(start);
    const second = await at();
    expect(second).toMatch(/ \| 1 of \d+$/);
    await page.keyboard.press('ArrowDown');
    await expect.poll(at).not.toBe(second);
    const third = await at();
    await page.keyboard.press('ArrowUp');
    await expect.poll(at).toBe(second);
    // Right walks on screenshot by screenshot (into the next item at the end of this one's); left comes back.
    await page.keyboard.press('ArrowRight');
    await expect.poll(at).not.toBe(second);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(at).toBe(second);
    expect(third).not.toBe(second);
    // The details popover: the screenshot's selector and timing.
    await viewer.getByRole('button', { name: 'Details' }).click();
    const details = page.getByLabel('Screenshot details');
    await details.getByText('Selector name').waitFor();
    await details.getByText(/ ms$/).waitFor();
    // The dialog fills the window: the window as a person sees it, not the page behind stretched to its full length.
    await expectAccessible(page, 'menu-detail-debug-viewer');
    await page.screenshot({ path: 'screenshots/menu-detail-debug-viewer.png' });
    await viewer.getByRole('button', { name: 'Details' }).click();
    await details.waitFor({ state: 'hidden' });

    // A dish chosen in the tree shows its fields beside its screenshot.
    await viewer.getByRole('button', { name: /^Steak Frites\s*, dish,/ }).click();
    await expect.poll(() => itemName.textContent()).toBe('Steak Frites');
    await viewer.getByText('£23.00', { exact: true }).first().waitFor();
    // The menu itself has no screenshot of its own here: it says so, and Down goes on to the first item that has one.
    await viewer.getByRole('button', { name: new RegExp(`^Menu ${menuId}\\s*, menu,`) }).click();
    await viewer.getByText('No screenshot available for the selected item', { exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await viewer.getByRole('img').first().waitFor();
    expect(await pageLabel.textContent()).toBe('1 of 1');
    // An image that does not load says so (its file refused here).
    await page.route('**/files/**', (route) => route.abort());
    await viewer.getByRole('button', { name: /^Plateau de Fromages\s*, dish,/ }).click();
    await viewer.getByText('Error loading screenshot', { exact: true }).waitFor();
    await page.unroute('**/files/**');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    await shot(page, 'menu-detail-page');
  });

  it('opens the document viewer of a scraped PDF menu with its discrepancy summary', { timeout: 180_000 }, async () => {
    // The Green Leaf PDF menu: crawled when the demo data is loaded; its file chosen and the task resolved by an admin.
    const found = await graphql<{ menuScrapingTasks: { items: { id: string; menu: { databaseId: number; url: string | null; format: string | null } }[] } }>(
      '{ menuScrapingTasks(filters: { menuSearchTerm: "green-leaf" }, pageSize: 100) { items { id menu { databaseId url format } } } }',
    );
    const task = found.menuScrapingTasks.items.find((row) => row.menu.url?.includes('/demo-sites/green-leaf') && row.menu.format === 'PDF');
    if (!task) throw new Error(`no scraping task of the Green Leaf PDF menu: ${JSON.stringify(found)}`);
    const menuId = task.menu.databaseId;
    type DocumentMenu = { documentFiles: { databaseId: number }[]; documentMenuScrapingJob: { status: string } | null; isScrapeRunning: boolean };
    const documentMenu = async () =>
      (await graphql<{ menu: DocumentMenu }>('query($id: ID!) { menu(id: $id) { documentFiles { databaseId } documentMenuScrapingJob { status } isScrapeRunning } }', { id: String(menuId) })).menu;
    await expect.poll(async () => (await documentMenu()).documentFiles.length, { timeout: 60_000, interval: 500 }).toBeGreaterThan(0);
    const file = (await documentMenu()).documentFiles[0]!;
    await graphql('mutation($id: ID!) { assignMenuScrapingTask(id: $id) { id } }', { id: task.id });
    await graphql(
      'mutation($id: ID!, $files: [MenuDocumentFileInput!]) { resolveMenuScrapingTask(id: $id, menuDocumentFilesData: $files) { __typename } }',
      { id: task.id, files: [{ id: file.databaseId, isSelected: true, fileCategory: 'MAIN', fileTitle: 'Main menu' }] },
    );
    await expect.poll(async () => (await documentMenu()).documentMenuScrapingJob?.status, { timeout: 90_000, interval: 500 }).toBe('COMPLETED');

    const page = await signedInPage(CURATOR, `/menus/${menuId}`);
    await page.getByRole('heading', { name: `Menu ${menuId}` }).waitFor();
    // The palette's command (key d) opens the document variant.
    await page.getByRole('heading', { name: `Menu ${menuId}` }).click();
    await page.keyboard.press('d');
    const viewer = page.getByRole('dialog', { name: `Scraping details · document menu ${menuId}` });
    await viewer.waitFor();
    const summary = viewer.getByRole('region', { name: 'Discrepancy summary' });
    await summary.getByText(/^High \d+$/).waitFor();
    await summary.getByText(/^Medium \d+$/).waitFor();
    await summary.getByText(/^Low \d+$/).waitFor();
    await viewer.getByRole('navigation', { name: 'Scraped items' }).getByRole('button').nth(1).click();
    await viewer.getByTestId('debug-item-name').waitFor();
    await expectAccessible(page, 'menu-detail-document-viewer');
    await page.screenshot({ path: 'screenshots/menu-detail-document-viewer.png' });
  });
});
