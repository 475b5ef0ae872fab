// The dish table's density in Chromium (issue 24): on a dish review task at 1440x900 the rows are one line each (about
// 34 px, 15 or so in the table's view instead of 7), a cut cell keeps its whole text in its tooltip and an in-place edit
// fits its row; 'Taller rows' gives up to three lines a cell and is kept for the next page in this browser.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { browserSession } from './support/browserSession';

const { signedInPage, graphql } = browserSession('dish-table-density');
const ADMIN = 'admin@example.com';

/** An open dish review task of an HTML menu with several dishes. */
async function reviewTask(): Promise<number> {
  const data = await graphql<{ dishReviewTasks: { items: { databaseId: number; menu: { dishCount: number; isDeleted: boolean } }[] } }>(
    '{ dishReviewTasks(filters: { statuses: [NOT_STARTED, REOPENED, STARTED], menuFormats: [HTML] }, pageSize: 100) { items { databaseId menu { dishCount isDeleted } } } }',
  );
  const task = data.dishReviewTasks.items.find((row) => !row.menu.isDeleted && row.menu.dishCount >= 20);
  if (!task) throw new Error(`no dish review task with 20 dishes or more: ${JSON.stringify(data)}`);
  return task.databaseId;
}

/** The data rows' heights, and how many rows lie wholly inside the grid's visible area. */
async function rowGeometry(page: Page) {
  return page.getByRole('grid', { name: 'Dishes' }).evaluate((grid) => {
    const box = grid.getBoundingClientRect();
    const rows = [...grid.querySelectorAll('[role="row"][data-dish-id]')].map((row) => row.getBoundingClientRect());
    return { heights: [...new Set(rows.map((row) => Math.round(row.height)))], inView: rows.filter((row) => row.top >= box.top && row.bottom <= box.bottom).length };
  });
}

describe('dish table density', () => {
  it('shows one line a row by default, and taller rows on demand, kept for the next page', { timeout: 90_000 }, async () => {
    const taskId = await reviewTask();
    const page = await signedInPage(ADMIN, `/tasks/dish-review/${taskId}?changedOnly=false&pageSize=100`);
    const grid = page.getByRole('grid', { name: 'Dishes' });
    await grid.getByRole('row').nth(1).waitFor();

    const compact = await rowGeometry(page);
    expect(compact.heights).toEqual([34]);
    expect(compact.inView).toBeGreaterThanOrEqual(14);
    // Each cell is one line: no cell is taller than its row, and a text cell's tooltip holds its whole text.
    const description = grid.locator('[role="row"][data-dish-id]').first().getByRole('gridcell').nth(3);
    expect(await description.evaluate((cell) => getComputedStyle(cell).whiteSpace)).toBe('nowrap');
    const text = (await description.textContent()) ?? '';
    if (text !== '-') expect(await description.getAttribute('title')).toBe(text);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'dish-review-compact');

    await page.getByRole('button', { name: 'Taller rows' }).click();
    await expect.poll(async () => (await rowGeometry(page)).heights).toEqual([76]);
    expect((await rowGeometry(page)).inView).toBeLessThanOrEqual(7);

    // Kept in this browser: the next page opens with taller rows.
    await page.reload();
    await grid.getByRole('row').nth(1).waitFor();
    expect((await rowGeometry(page)).heights).toEqual([76]);
    await page.getByRole('button', { name: 'Taller rows', pressed: true }).click();
    await expect.poll(async () => (await rowGeometry(page)).heights).toEqual([34]);
  });
});
