// Editing on the dish review task page in Chromium (issue 13, spec 2, sections 2.7, 7 and 9), on the demo data's
// scraped HTML menus waiting for review. A stale save: the assignee and an admin have the same review open, the
// assignee saves an edit, the admin's save is then refused (CONFLICT, the stale-save banner) and nothing of theirs is
// written; reloading keeps their edit, and saving again writes it. The menu-title editor: a title renamed, saved and
// still renamed after a reload. The keyboard: j/k move the active row, Enter edits its cell, Escape cancels (the value
// stays), and the palette offers the review's actions and runs one. Screenshots: the banner and the title editor.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPalette, screenshot } from './support/browser';
import { browserSession, toast } from './support/browserSession';

const { session, signedInPage, graphql } = browserSession('dish-review-editing');

const REVIEWER = 'reviewer@example.com';
const ADMIN = 'admin@example.com';

interface ReviewRow {
  databaseId: number;
  isAssignable: boolean;
  isAwaiting: boolean;
  menu: { databaseId: number; dishCount: number; menuTitleCount: number; isDeleted: boolean };
}

/** Open, unassigned dish review tasks of HTML menus with titles and dishes (each test takes the first and assigns it). */
async function openReviews(): Promise<ReviewRow[]> {
  const data = await graphql<{ dishReviewTasks: { items: ReviewRow[] } }>(
    `{ dishReviewTasks(filters: { statuses: [NOT_STARTED, REOPENED], isAssigned: false, menuFormats: [HTML] }, pageSize: 100) {
       items { databaseId isAssignable isAwaiting menu { databaseId dishCount menuTitleCount isDeleted } } } }`,
  );
  return data.dishReviewTasks.items.filter((row) => row.isAssignable && !row.isAwaiting && !row.menu.isDeleted && row.menu.dishCount > 1 && row.menu.menuTitleCount > 0);
}

async function storedMenu(menuId: number) {
  const data = await graphql<{ menu: { dishes: { dishes: { databaseId: number; name: string; price: string | null }[] }; menuTitles: { databaseId: number; title: string }[] } }>(
    'query($id: ID!) { menu(id: $id) { dishes(pageSize: 5000) { dishes { databaseId name price } } menuTitles { databaseId title } } }',
    { id: String(menuId) },
  );
  return data.menu;
}

/** The whole list (changed only off) so that the first rows are the menu's first dishes. */
async function openReview(page: Page, taskId: number, query = '?changedOnly=false') {
  await page.goto(`${session.server.url}/tasks/dish-review/${taskId}${query}`);
  await page.getByRole('heading', { name: `HTML Dish Review Task ${taskId}` }).waitFor();
  await page.getByRole('grid', { name: 'Dishes' }).getByRole('row').nth(1).waitFor();
}

/** Edits a cell in place as a person does: click it, Enter, type, Enter. */
async function editCell(page: Page, dishId: number, column: 'Name' | 'Price', value: string) {
  const grid = page.getByRole('grid', { name: 'Dishes' });
  const columnIndex = column === 'Name' ? 1 : 2;
  await grid.locator(`[data-dish-id="${dishId}"]`).getByRole('gridcell').nth(columnIndex).click();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox', { name: `Edit ${column}` });
  await editor.fill(value);
  await editor.press('Enter');
  await editor.waitFor({ state: 'detached' });
}

/** The dish id of the grid's active row (the cell its aria-activedescendant names), or null. */
async function activeDishId(page: Page): Promise<number | null> {
  return page.getByRole('grid', { name: 'Dishes' }).evaluate((grid) => {
    const id = grid.getAttribute('aria-activedescendant');
    const cell = id ? document.getElementById(id) : null;
    const row = cell?.closest('[data-dish-id]');
    return row ? Number(row.getAttribute('data-dish-id')) : null;
  });
}

/** A full-page screenshot from the top (the sticky header otherwise lands mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describe('dish review editing', () => {
  it('a stale save is refused with the banner and writes nothing; reloading keeps the edit and saving again writes it', { timeout: 240_000 }, async () => {
    const [task] = await openReviews();
    expect(task).toBeDefined();
    const menuId = task.menu.databaseId;
    const reviewer = await signedInPage(REVIEWER);
    await openReview(reviewer, task.databaseId);
    await reviewer.keyboard.press('a');
    await toast(reviewer, 'Dish review task assigned.');
    // The admin opens the same review now: both pages hold the same version of the task.
    const admin = await signedInPage(ADMIN);
    await openReview(admin, task.databaseId);

    const before = await storedMenu(menuId);
    const [first, second] = (await reviewer.getByRole('grid', { name: 'Dishes' }).locator('[data-dish-id]').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-dish-id'))))).slice(0, 2);
    const secondBefore = before.dishes.dishes.find((dish) => dish.databaseId === second)!;
    const firstBefore = before.dishes.dishes.find((dish) => dish.databaseId === first)!;

    // The assignee saves first.
    await editCell(reviewer, first, 'Name', `${firstBefore.name} (assignee)`);
    await reviewer.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(reviewer, 'Dish review task saved.');

    // The admin's save, on the version they opened, is refused; their edit stays on the page and nothing is written.
    await editCell(admin, second, 'Price', '99.99');
    await admin.getByText('1 edited item, not saved').waitFor();
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('This task changed since you opened it').waitFor();
    await toast(admin, /Someone else changed this since you opened it/);
    await toast(admin, /Your 1 edited item is still on the page/);
    await admin.getByText('1 edited item, not saved').waitFor();
    await shot(admin, 'dish-review-stale-save');
    const afterRefusal = await storedMenu(menuId);
    expect(afterRefusal.dishes.dishes.find((dish) => dish.databaseId === second)?.price).toBe(secondBefore.price);
    expect(afterRefusal.dishes.dishes.find((dish) => dish.databaseId === first)?.name).toBe(`${firstBefore.name} (assignee)`);

    // Reload keeping the edit: the banner goes, the assignee's name shows, the admin's price is still the edit.
    await admin.getByRole('button', { name: 'Reload keeping my changes' }).click();
    await admin.getByText('This task changed since you opened it').waitFor({ state: 'hidden' });
    const grid = admin.getByRole('grid', { name: 'Dishes' });
    await grid.getByText(`${firstBefore.name} (assignee)`, { exact: true }).waitFor();
    expect(await grid.locator(`[data-dish-id="${second}"]`).getByRole('gridcell').nth(2).innerText()).toBe('99.99');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(admin, 'Dish review task saved.');
    await admin.getByText('1 edited item, not saved').waitFor({ state: 'hidden' });
    const saved = await storedMenu(menuId);
    expect(saved.dishes.dishes.find((dish) => dish.databaseId === second)?.price).toBe('99.99');
    expect(saved.dishes.dishes.find((dish) => dish.databaseId === first)?.name).toBe(`${firstBefore.name} (assignee)`);
  });

  it('the menu-title editor: a title renamed and saved is still renamed after a reload', { timeout: 180_000 }, async () => {
    const [task] = await openReviews();
    expect(task).toBeDefined();
    const page = await signedInPage(REVIEWER);
    await openReview(page, task.databaseId);
    await page.keyboard.press('a');
    await toast(page, 'Dish review task assigned.');

    const [title] = (await storedMenu(task.menu.databaseId)).menuTitles;
    const renamed = `${title.title} (renamed)`;
    const tree = page.getByRole('tree', { name: 'Menu titles' });
    await tree.getByRole('treeitem', { name: new RegExp(`^${title.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
    await page.waitForURL((url) => url.searchParams.get('titleId') === String(title.databaseId));
    const panel = page.getByRole('region', { name: 'Chosen menu title' });
    const input = panel.getByRole('textbox', { name: 'Title' });
    expect(await input.inputValue()).toBe(title.title);
    await input.fill(renamed);
    await input.press('Enter');
    await panel.getByText('edited, not saved').waitFor();
    await page.getByText('1 edited item, not saved').waitFor();
    // The tree shows the unsaved name too, marked as an edit.
    await tree.getByText(renamed, { exact: true }).waitFor();
    await shot(page, 'dish-review-title-editor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Dish review task saved.');

    await page.reload();
    await page.getByRole('heading', { name: `HTML Dish Review Task ${task.databaseId}` }).waitFor();
    await page.getByRole('region', { name: 'Chosen menu title' }).getByRole('textbox', { name: 'Title' }).waitFor();
    expect(await page.getByRole('region', { name: 'Chosen menu title' }).getByRole('textbox', { name: 'Title' }).inputValue()).toBe(renamed);
    await page.getByRole('tree', { name: 'Menu titles' }).getByText(renamed, { exact: true }).waitFor();
    expect(await page.getByText('edited, not saved').count()).toBe(0);
    expect((await storedMenu(task.menu.databaseId)).menuTitles.find((row) => row.databaseId === title.databaseId)?.title).toBe(renamed);
  });

  it('the keyboard: j/k move through dishes, Enter edits, Escape cancels; the palette offers the review actions', { timeout: 180_000 }, async () => {
    const [task] = await openReviews();
    expect(task).toBeDefined();
    const page = await signedInPage(REVIEWER);
    await openReview(page, task.databaseId);
    await page.keyboard.press('a');
    await toast(page, 'Dish review task assigned.');

    const grid = page.getByRole('grid', { name: 'Dishes' });
    const ids = await grid.locator('[data-dish-id]').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-dish-id'))));
    await grid.focus();
    expect(await activeDishId(page)).toBeNull();
    await page.keyboard.press('j');
    expect(await activeDishId(page)).toBe(ids[0]);
    await page.keyboard.press('j');
    expect(await activeDishId(page)).toBe(ids[1]);
    await page.keyboard.press('k');
    expect(await activeDishId(page)).toBe(ids[0]);

    // Enter edits the active cell (the name); Escape cancels what was typed.
    const nameCell = grid.locator(`[data-dish-id="${ids[0]}"]`).getByRole('gridcell').nth(1);
    const name = await nameCell.innerText();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('textbox', { name: 'Edit Name' });
    expect(await editor.inputValue()).toBe(name);
    await page.keyboard.type(' typed then cancelled');
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });
    expect(await nameCell.innerText()).toBe(name);
    expect(await page.getByText(/edited items?, not saved/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    // The table keeps the focus and the active row after the cancel: j goes on from there.
    await page.keyboard.press('j');
    expect(await activeDishId(page)).toBe(ids[1]);
    // Sideways: cells render only for the columns in view, and l walks to the last one (Review status), scrolling the
    // table so the active cell is rendered and in view; h walks back to the name.
    const activeCell = async () =>
      grid.evaluate((element) => {
        const cell = document.getElementById(element.getAttribute('aria-activedescendant') ?? '');
        const view = element.getBoundingClientRect();
        const box = cell?.getBoundingClientRect();
        return { colindex: Number(cell?.getAttribute('aria-colindex')), inView: !!box && box.left >= view.left - 1 && box.left < view.right, text: cell?.textContent ?? '' };
      });
    const firstRowCells = async () => grid.locator(`[data-dish-id="${ids[1]}"]`).getByRole('gridcell').count();
    expect(await firstRowCells()).toBeLessThan(14);
    for (let step = 0; step < 12; step += 1) await page.keyboard.press('l');
    expect(await activeCell()).toMatchObject({ colindex: 14, inView: true, text: expect.stringMatching(/Not reviewed|Approved|Flagged|Excluded/) });
    for (let step = 0; step < 12; step += 1) await page.keyboard.press('h');
    expect(await activeCell()).toMatchObject({ colindex: 2, inView: true });
    expect(await grid.evaluate((element) => element.scrollLeft)).toBe(0);

    // The palette offers the review's actions with the frame's; it runs the download.
    await openPalette(page);
    for (const title of [
      'Download the menu data (.json)',
      'Upload corrected menu data (.json)',
      'Reject menu',
      'Rescrape the menu (resolves the review)',
      'Show changed dishes only, or all dishes',
      'Approve the selected dishes',
      'Flag the selected dishes',
      'Exclude the selected dishes',
      'Go to the dish table',
      'Save',
      'Done',
    ]) {
      await page.getByRole('option', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().waitFor({ state: 'attached' });
    }
    await screenshot(page, 'dish-review-palette');
    await page.keyboard.press('Escape');
    await page.locator('[cmdk-input]').waitFor({ state: 'detached' });
    // Typed, chosen with Enter (the option's name ends with its shortcut, D).
    await openPalette(page);
    await page.keyboard.type('download the menu');
    await page.getByRole('option', { name: /^Download the menu data \(\.json\)/, selected: true }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`menu-${task.menu.databaseId}-dishes.json`);
  });
});
