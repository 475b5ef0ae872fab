// The lists' columns and searches in Chromium (issue 24): /menus shows each menu's Format and Status, the two things
// it filters by, in the filters' words, so a filtered list can be checked by eye; /users searches by name, email or
// number in the query string (userSearchTerm, back to the first page), says when nobody matches and clears. The
// menus' status filter offers every status, a document menu's crawl statuses included.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { browserSession } from './support/browserSession';

const { signedInPage } = browserSession('list-columns-and-search', { defaultTimeout: 10_000 });
const ADMIN = 'admin@example.com';

const countText = (page: Page) => page.getByText(/^\d+ matching records?$/);
const countOf = async (page: Page) => Number((await countText(page).textContent())?.match(/^\d+/)?.[0]);

/** The texts of one column of a table, by its header. */
async function columnTexts(page: Page, table: string, header: string): Promise<string[]> {
  const grid = page.getByRole('table', { name: table }).or(page.getByRole('grid', { name: table })).first();
  const headers = await grid.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  const rows = await grid.getByRole('row').all();
  const texts: string[] = [];
  for (const row of rows.slice(1)) texts.push(((await row.getByRole('cell').nth(index).textContent()) ?? '').trim());
  return texts;
}

describe('list columns and searches', () => {
  it('shows the menus’ Format and Status, agreeing with the filters', { timeout: 90_000 }, async () => {
    const page = await signedInPage(ADMIN, '/menus?menuFormats=PDF&pageSize=20');
    await countText(page).waitFor();
    expect(new Set(await columnTexts(page, 'Menus', 'Format'))).toEqual(new Set(['PDF']));
    // Statuses in the filters' words ('Rejected new', 'Crawled'), not the API's; which ones the first page holds depends on
    // what the workers have crawled by now.
    const statuses = await columnTexts(page, 'Menus', 'Status');
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(status).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    // A document menu's crawl statuses are offered and kept in the query string (they were dropped: the list unfiltered).
    await page.getByRole('combobox', { name: 'Statuses' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Crawled', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.get('menuStatuses') === 'CRAWLED');
    await page.waitForFunction(() => !document.body.innerText.includes('Loading records'));
    await countText(page).waitFor();
    expect(await countOf(page)).toBeGreaterThan(0);
    expect(new Set(await columnTexts(page, 'Menus', 'Format'))).toEqual(new Set(['PDF']));
    expect(new Set(await columnTexts(page, 'Menus', 'Status'))).toEqual(new Set(['Crawled']));
    await screenshot(page, 'menus-list-format-status');

    await page.goto(page.url().replace(/\?.*/, '?menuFormats=HTML_NOT_SCRAPEABLE&pageSize=20'));
    await countText(page).waitFor();
    expect(new Set(await columnTexts(page, 'Menus', 'Format'))).toEqual(new Set(['HTML not scrapeable']));
    expect(new Set(await columnTexts(page, 'Menus', 'Status'))).toEqual(new Set(['Not scrapeable']));
  });

  it('searches the users by name, email or number in the query string', { timeout: 90_000 }, async () => {
    const page = await signedInPage(ADMIN, '/users?page=2&pageSize=5');
    await countText(page).waitFor();
    const everyone = await countOf(page);
    expect(everyone).toBeGreaterThan(5);

    const search = page.getByRole('textbox', { name: 'User search' });
    await search.fill('rory');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('userSearchTerm') === 'rory' && !url.searchParams.has('page') && url.searchParams.get('pageSize') === '5');
    await page.getByText('1 matching record', { exact: true }).waitFor();
    expect(await columnTexts(page, 'Users', 'Name')).toEqual(['Rory Reviewer']);
    await screenshot(page, 'users-list-search');

    // The search is in the query string: a reload keeps it, the box shows it.
    await page.reload();
    await page.getByText('1 matching record', { exact: true }).waitFor();
    await expect(page.getByRole('textbox', { name: 'User search' }).inputValue()).resolves.toBe('rory');

    // By email, typed (applied after the pause), and by number.
    await search.fill('admin@example');
    await page.waitForURL((url) => url.searchParams.get('userSearchTerm') === 'admin@example');
    await page.getByRole('cell', { name: 'admin@example.com' }).waitFor();
    const adminId = (await columnTexts(page, 'Users', 'User ID'))[0];
    await search.fill(adminId);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('userSearchTerm') === adminId);
    expect(await columnTexts(page, 'Users', 'User ID')).toContain(adminId);

    // Nobody: said so, with a way back to everyone.
    await search.fill('nobody-by-this-name');
    await search.press('Enter');
    await page.getByText('No users match this search').waitFor();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await page.waitForURL((url) => !url.searchParams.has('userSearchTerm'));
    await page.getByText(`${everyone} matching records`).waitFor();
  });
});
