// The dish review task page in Chromium (issue 13, spec 2, sections 2.7, 5 and 8), on the demo data's scraped HTML menus
// waiting for review. A reviewer takes one, edits a dish's name in place (Enter, type, Enter) and saves; downloads the
// menu data, uploads a broken file ('Invalid JSON file'), a misshapen one ('menuTitles must be an array') and the
// downloaded one unchanged ('Uploaded data is identical to current data'), then a corrected one ('Menu data uploaded
// successfully'); then resolves: the menu is APPROVED. A reviewer (who may not list scraping tasks) rejects another HTML
// menu by Shift+R to a named scraper chosen from the people the dialog loads (the dialog refuses an empty form with the
// spec's messages first; the notice says whom the scraping task went to); the scraper then finds the menu's scraping
// task reopened and assigned to them in their list, with the reviewer's comment above it and in its rescraping comments. 5,000 dishes on one page (uploaded as a corrected file of 1.3 MB) stay few
// nodes and scroll smoothly. A document
// menu's review (Green Leaf's PDF, scraped through the API) is titled as such and its rejection asks for the comment
// only. Screenshots at 1440x900: the page, the changed-only view, the change column, the dialog, the document variant.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { screenshot } from './support/browser';
import { browserSession, toast } from './support/browserSession';

const { session, signedInPage, graphql } = browserSession('dish-review');

const REVIEWER = 'reviewer@example.com';
const SCRAPER = 'middleScraper@example.com';
const SCRAPER_NAME = 'Milly Middle Scraper';
const COMMENT = 'Prices are from last year’s menu; the dessert section is missing.';

interface ReviewRow {
  databaseId: number;
  isAssignable: boolean;
  isAwaiting: boolean;
  brand: { name: string };
  menu: { databaseId: number; format: string | null; status: string; dishCount: number; menuTitleCount: number; isDeleted: boolean; reviewDifference: { hasBaseline: boolean; changedDishCount: number; dishCount: number } };
}

/** Open (new or reopened), unassigned dish review tasks of HTML menus with titles and dishes; those with changes since approval first (the demo data has a rerun with significant changes). */
async function openReviews(): Promise<ReviewRow[]> {
  const data = await graphql<{ dishReviewTasks: { items: ReviewRow[] } }>(
    `{ dishReviewTasks(filters: { statuses: [NOT_STARTED, REOPENED], isAssigned: false, menuFormats: [HTML] }, pageSize: 100) { items { databaseId isAssignable isAwaiting brand { name }
       menu { databaseId format status dishCount menuTitleCount isDeleted reviewDifference { hasBaseline changedDishCount dishCount } } } } }`,
  );
  const rows = data.dishReviewTasks.items.filter((row) => row.isAssignable && !row.isAwaiting && !row.menu.isDeleted && row.menu.dishCount > 0 && row.menu.menuTitleCount > 0);
  const changed = (row: ReviewRow) => row.menu.reviewDifference.hasBaseline && row.menu.reviewDifference.changedDishCount > 0;
  return [...rows.filter(changed), ...rows.filter((row) => !changed(row))];
}

interface StoredDish {
  databaseId: number;
  name: string;
  price: string | null;
}

async function storedMenu(menuId: number) {
  const data = await graphql<{ menu: { status: string; dishes: { dishes: StoredDish[] }; menuScrapingTask: { databaseId: number; status: string; assignedTo: { name: string; databaseId: number } | null } | null } }>(
    'query($id: ID!) { menu(id: $id) { status dishes(pageSize: 5000) { dishes { databaseId name price } } menuScrapingTask { databaseId status assignedTo { name databaseId } } } }',
    { id: String(menuId) },
  );
  return data.menu;
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function upload(page: Page, name: string, text: string) {
  await page.locator('input[type="file"][aria-label="Upload corrected menu data"]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

async function openReview(page: Page, task: ReviewRow, query = '') {
  await page.goto(`${session.server.url}/tasks/dish-review/${task.databaseId}${query}`);
  await page.getByRole('heading', { name: `HTML Dish Review Task ${task.databaseId}` }).waitFor();
  await page.getByRole('grid', { name: 'Dishes' }).or(page.getByText('No changed dishes')).first().waitFor();
}

describe('dish review task page', () => {
  it('a reviewer edits a dish, saves, uploads (refused broken, misshapen and identical files; a corrected one), and resolves: APPROVED', { timeout: 240_000 }, async () => {
    const [task] = await openReviews();
    expect(task).toBeDefined();
    const menuId = task.menu.databaseId;
    const difference = task.menu.reviewDifference;
    const page = await signedInPage(REVIEWER);
    await openReview(page, task);

    // Review by difference: the banner counts, and 'Changed only' is on exactly when there is a baseline with changes.
    const changedOnly = page.getByRole('switch', { name: /Changed only/ });
    if (difference.hasBaseline && difference.changedDishCount > 0) {
      await page.getByText(`${difference.changedDishCount} of ${difference.dishCount} dishes changed since the last approved run`).waitFor();
      expect(await changedOnly.isChecked()).toBe(true);
      await shot(page, 'dish-review-changed-only');
      await changedOnly.click();
      await page.waitForURL((url) => url.searchParams.get('changedOnly') === 'false');
      // The new page of dishes replaces the old one (kept, dimmed, while it loads) only when its answer is in: wait for
      // it, or the edit below lands in the old table (CI failed so under load).
      await page.getByText(`${difference.dishCount} dishes, ${difference.changedDishCount} changed`, { exact: true }).waitFor();
    } else {
      expect(await changedOnly.isChecked()).toBe(false);
      await page.getByText(difference.hasBaseline ? /No dish changed since the last approved run/ : /^First review/).waitFor();
    }

    // Nothing edited yet: Save is held back. Take the task.
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await page.keyboard.press('a');
    await toast(page, 'Dish review task assigned.');

    // Edit the first dish's name in place: click its cell, Enter, type, Enter.
    const grid = page.getByRole('grid', { name: 'Dishes' });
    const firstRow = grid.getByRole('row').nth(1);
    const dishId = Number(await firstRow.getAttribute('data-dish-id'));
    const before = (await storedMenu(menuId)).dishes.dishes.find((dish) => dish.databaseId === dishId)!;
    await firstRow.getByRole('gridcell').nth(1).click();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('textbox', { name: 'Edit Name' });
    await editor.fill(`${before.name} (reviewed)`);
    await editor.press('Enter');
    await page.getByText('1 edited item, not saved').waitFor();
    await grid.getByText(`${before.name} (reviewed)`, { exact: true }).waitFor();
    // j moves the active row, Escape leaves it; the edit stays.
    await page.keyboard.press('j');
    await page.keyboard.press('Escape');
    await shot(page, 'dish-review-page');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Dish review task saved.');
    await page.getByText('1 edited item, not saved').waitFor({ state: 'hidden' });
    expect((await storedMenu(menuId)).dishes.dishes.find((dish) => dish.databaseId === dishId)?.name).toBe(`${before.name} (reviewed)`);

    // The download is the stored data in the file's shape.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { menuTitles: Record<string, unknown>[]; dishes: Record<string, unknown>[] };
    expect(file.menuTitles).toHaveLength(task.menu.menuTitleCount);
    expect(file.dishes.find((dish) => dish.id === dishId)?.name).toBe(`${before.name} (reviewed)`);

    // Refused uploads, with the spec's words; nothing changes.
    await upload(page, 'broken.json', '{ "menuTitles": [');
    await page.getByText('Invalid JSON file').first().waitFor();
    await upload(page, 'misshapen.json', JSON.stringify({ menuTitles: {}, dishes: [] }));
    await page.getByText('menuTitles must be an array').first().waitFor();
    await upload(page, 'same.json', JSON.stringify(file));
    await page.getByText('Uploaded data is identical to current data').first().waitFor();

    // A corrected file is saved at once.
    const corrected = { ...file, dishes: file.dishes.map((dish) => (dish.id === dishId ? { ...dish, price: '12.34' } : dish)) };
    await upload(page, 'corrected.json', JSON.stringify(corrected));
    await toast(page, 'Menu data uploaded successfully');
    expect((await storedMenu(menuId)).dishes.dishes.find((dish) => dish.databaseId === dishId)?.price).toBe('12.34');
    await grid.getByRole('gridcell', { name: '12.34', exact: true }).waitFor();
    // The change column, sideways in the table's own region: the price old -> new since the last approval.
    await grid.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    await grid.getByRole('list', { name: 'Changed fields' }).getByText('12.34', { exact: true }).first().waitFor();
    await grid.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'screenshots/dish-review-change-column.png' });

    // Done: the frame asks, resolves and returns to the dish review list; the menu is approved.
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await page.getByText('Are you sure you want to resolve this task?').waitFor();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await toast(page, 'Dish review task resolved.');
    await page.waitForURL((url) => url.pathname === '/tasks/dish-review');
    expect((await storedMenu(menuId)).status).toBe('APPROVED');
  });

  it('a reviewer rejects an HTML menu to a named scraper, who finds its scraping task reopened and assigned to them', { timeout: 180_000 }, async () => {
    const reviews = await openReviews();
    const task = reviews.at(-1)!;
    expect(task).toBeDefined();
    const menuId = task.menu.databaseId;
    const page = await signedInPage(REVIEWER);
    await openReview(page, task);
    await page.keyboard.press('a');
    await toast(page, 'Dish review task assigned.');

    // The dialog refuses an empty form with the spec's messages under the fields.
    await page.keyboard.press('Shift+R');
    const dialog = page.getByRole('dialog', { name: 'Reject menu' });
    await dialog.waitFor();
    // The people load for the role that must choose one (a reviewer may not list scraping tasks).
    await dialog.getByRole('combobox', { name: 'Assign the scraping task to' }).waitFor();
    expect(await dialog.getByText('The people who may take the menu could not be loaded').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Reject menu' }).click();
    await dialog.getByText('Scraping rejection comment is required.').waitFor();
    await dialog.getByText('Rejected menu status is required').waitFor();

    await dialog.getByRole('radio', { name: /Rejected: rescrape/ }).check();
    await dialog.getByRole('combobox', { name: 'Assign the scraping task to' }).click();
    await page.getByRole('option', { name: SCRAPER_NAME }).click();
    await dialog.getByRole('textbox', { name: /Scraping rejection comment/ }).fill(COMMENT);
    await screenshot(page, 'dish-review-reject-dialog');
    await dialog.getByRole('button', { name: 'Reject menu' }).click();
    await toast(page, 'Reject menu');
    await toast(page, `Menu ${menuId} is now ‘Rejected: rescrape’. Its scraping task went to ${SCRAPER_NAME}, with your comment.`);
    await page.waitForURL((url) => url.pathname === '/tasks/dish-review');

    const menu = await storedMenu(menuId);
    expect(menu.status).toBe('REJECTED_RESCRAPE');
    expect(menu.menuScrapingTask?.status).toBe('REOPENED');
    expect(menu.menuScrapingTask?.assignedTo?.name).toBe(SCRAPER_NAME);

    // The scraper's list of reopened tasks assigned to them has it, and its row opens the scraping task.
    const scraper = await signedInPage(SCRAPER, `/tasks/menu-scraping?assignedToId=${menu.menuScrapingTask!.assignedTo!.databaseId}&statuses=REOPENED`);
    const row = scraper.getByRole('row').filter({ hasText: task.brand.name });
    await row.first().waitFor();
    await row.first().getByRole('cell').first().click();
    await scraper.waitForURL((url) => url.pathname === `/tasks/menu-scraping/${menu.menuScrapingTask!.databaseId}`);
    await scraper.getByRole('heading', { name: `HTML Menu Scraping Task ${menu.menuScrapingTask!.databaseId}` }).waitFor();

    // The reviewer's comment is on the scraping task: above the page, and in its rescraping comments.
    const banner = scraper.locator('[aria-label="Scraping rejection"]');
    await banner.getByText(COMMENT).waitFor();
    expect(await banner.textContent()).toContain('Rejected on dish review');
    await scraper.getByRole('button', { name: 'History', exact: true }).last().click();
    await scraper.getByRole('tab', { name: /Rescraping comments \(\d+\)/ }).click();
    const rejection = scraper.getByRole('table', { name: 'Rescraping comments' }).getByRole('row').filter({ hasText: COMMENT });
    await rejection.waitFor();
    expect(await rejection.textContent()).toMatch(/Rejected on dish review \d+ \(Rejected rescrape\).*Rory Reviewer/);
    await screenshot(scraper, 'menu-scraping-rejected-on-review');
  });

  it('5,000 dishes on one page (pageSize 5000), uploaded as a corrected file over 1 MB: the table keeps under 2,000 nodes, reaches the last dish by keyboard and scrolls (frame times printed)', { timeout: 180_000 }, async () => {
    const COUNT = 5000;
    // The last open review left (the tests before took theirs).
    const task = (await openReviews()).at(-1)!;
    expect(task).toBeDefined();
    const menuId = task.menu.databaseId;
    const page = await signedInPage(REVIEWER);
    await openReview(page, task);
    await page.keyboard.press('a');
    await toast(page, 'Dish review task assigned.');

    // The menu's file with 5,000 dishes under its first title (new dishes have a null id), names, prices and calories,
    // uploaded: the file's thirteen fields cost about 220 bytes a dish even so, and the request is over 1 MB, which the
    // API takes from a signed-in session (up to 8 MB; 1 MB without one).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { menuTitles: Record<string, unknown>[]; dishes: Record<string, unknown>[] };
    const empty = Object.fromEntries(Object.keys(file.dishes[0]).map((field) => [field, null]));
    const dishes = Array.from({ length: COUNT }, (_, index) => ({
      ...empty,
      id: index < file.dishes.length ? file.dishes[index].id : null,
      menuId: menuId,
      menuTitleId: file.menuTitles[0].id,
      name: `Dish ${String(index + 1).padStart(4, '0')}`,
      price: `£${(5 + (index % 20)).toFixed(2)}`,
      calories: String(100 + (index % 900)),
    }));
    const text = JSON.stringify({ ...file, dishes });
    expect(text.length).toBeGreaterThan(1024 * 1024);
    const uploading = Date.now();
    await upload(page, 'five-thousand.json', text);
    // Applying 5,000 items in one transaction takes seconds (tens on PGlite on a loaded machine).
    await page.getByText('Menu data uploaded successfully', { exact: true }).first().waitFor({ timeout: 120_000 });
    const uploadMs = Date.now() - uploading;

    const started = Date.now();
    await openReview(page, task, '?pageSize=5000&changedOnly=false');
    const grid = page.getByRole('grid', { name: 'Dishes' });
    await grid.getByText('Dish 0001', { exact: true }).waitFor({ timeout: 60_000 });
    const shownMs = Date.now() - started;
    await page.getByText(`${COUNT} dishes`, { exact: true }).last().waitFor();
    const nodes = await grid.evaluate((element) => element.querySelectorAll('*').length);
    expect(nodes).toBeLessThan(2000);

    // End goes to the last dish; the nodes stay few.
    await grid.getByRole('row').nth(1).getByRole('gridcell').nth(1).click();
    const keyed = Date.now();
    await page.keyboard.press('End');
    await grid.getByText(`Dish ${COUNT}`, { exact: true }).waitFor();
    const endMs = Date.now() - keyed;
    expect(await grid.evaluate((element) => element.querySelectorAll('*').length)).toBeLessThan(2000);
    // Scrolling up through the region as a wheel would (400 px a frame, 120 frames): each frame's time.
    const frames = await grid.evaluate(async (element) => {
      const times: number[] = [];
      let last = performance.now();
      for (let step = 0; step < 120; step += 1) {
        element.scrollTop -= 400;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        times.push(now - last);
        last = now;
      }
      return times.sort((a, b) => a - b);
    });
    const median = frames[Math.floor(frames.length / 2)];
    const p95 = frames[Math.floor(frames.length * 0.95)];
    console.log(`${COUNT} dishes: a ${(text.length / 1024 / 1024).toFixed(2)} MB file uploaded in ${uploadMs} ms, page shown in ${shownMs} ms, ${nodes} nodes in the table, End in ${endMs} ms; scrolling frames median ${Math.round(median)} ms, p95 ${Math.round(p95)} ms, max ${Math.round(frames.at(-1)!)} ms`);
    // Printed, not asserted: frame times depend on the machine's load (npm run bench:dish-table measures them beside
    // a baseline). Windowing itself is asserted above by the node counts.
    expect((await storedMenu(menuId)).dishes.dishes).toHaveLength(COUNT);
  });

  it('a document menu review is titled as such, shows the document job, and its rejection asks for the comment only', { timeout: 180_000 }, async () => {
    // The Green Leaf demo site's PDF menu, crawled when its scraping task was created: an admin takes the task, selects
    // the crawled file and resolves; the document scrape opens the menu's dish review.
    const until = async <T,>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
      for (const end = Date.now() + 90_000; ; ) {
        const value = await read();
        if (done(value)) return value;
        if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value)}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };
    type DocumentMenu = { status: string; documentFiles: { databaseId: number }[]; menuScrapingTask: { id: string; modifiedDate: string } | null; dishReviewTask: { databaseId: number } | null };
    const tasks = await graphql<{ menuScrapingTasks: { items: { menu: { databaseId: number; url: string | null; format: string | null } }[] } }>(
      '{ menuScrapingTasks(filters: { menuSearchTerm: "green-leaf-cafe" }, pageSize: 100) { items { menu { databaseId url format } } } }',
    );
    const menuId = tasks.menuScrapingTasks.items.find((row) => row.menu.url?.includes('/demo-sites/green-leaf-cafe') && row.menu.format === 'PDF')!.menu.databaseId;
    const read = () =>
      graphql<{ menu: DocumentMenu }>('query($id: ID!) { menu(id: $id) { status documentFiles { databaseId } menuScrapingTask { id modifiedDate } dishReviewTask { databaseId } } }', { id: String(menuId) }).then((data) => data.menu);
    const crawled = await until('the Green Leaf crawl', read, (menu) => menu.documentFiles.length > 0 && menu.status !== 'CRAWL_SCHEDULED');
    const me = await graphql<{ me: { databaseId: number } }>('{ me { databaseId } }');
    const assigned = await graphql<{ task: { modifiedDate: string } }>('mutation($id: ID!, $to: ID) { task: assignMenuScrapingTask(id: $id, toUserId: $to) { modifiedDate } }', {
      id: crawled.menuScrapingTask!.id,
      to: String(me.me.databaseId),
    });
    await graphql(
      'mutation($id: ID!, $at: DateTime, $files: [MenuDocumentFileInput!]) { resolveMenuScrapingTask(id: $id, expectedModifiedDate: $at, menuDocumentFilesData: $files) { task { id } } }',
      { id: crawled.menuScrapingTask!.id, at: assigned.task.modifiedDate, files: [{ id: crawled.documentFiles[0].databaseId, isSelected: true, fileCategory: 'MAIN', fileTitle: 'Green Leaf menu' }] },
    );
    const scraped = await until('the Green Leaf scrape', read, (menu) => menu.dishReviewTask !== null && !['SCRAPE_SCHEDULED', 'NEW', 'CRAWLED'].includes(menu.status));
    const task = scraped.dishReviewTask!;

    const page = await signedInPage('teamLeader@example.com', `/tasks/dish-review/${task.databaseId}`);
    await page.getByRole('heading', { name: `Document Dish Review Task ${task.databaseId}` }).waitFor();
    await page.getByText('Scraping engine').or(page.getByText('Engine', { exact: true })).first().waitFor();
    await page.getByRole('grid', { name: 'Dishes' }).or(page.getByText('No changed dishes')).or(page.getByText('This menu has no dishes')).first().waitFor();
    // A team leader may reject without being the assignee; a document menu needs the comment only.
    await page.getByRole('button', { name: 'Reject menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject menu' });
    await dialog.getByRole('button', { name: 'Reject menu' }).click();
    await dialog.getByText('Scraping rejection comment is required.').waitFor();
    expect(await dialog.getByRole('radio').count()).toBe(0);
    expect(await dialog.getByRole('combobox').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await shot(page, 'dish-review-document');
  });
});
