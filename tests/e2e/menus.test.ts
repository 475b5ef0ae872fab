// The menus screens in Chromium (spec 2, sections 2.12 and 2.13): the list filtered by format, example flag and brand
// in the query string (kept on reload, the extra filters offered once formats are chosen), a menu opened from its row,
// its URL edited in place (an invalid one refused with the form's message, then saved), its notes, its format with a
// not-scrapeable reason (refused without one), and the two checkboxes, each shown again after a reload; a search total
// that stopped at its cap (a server started with MENU_LIST_TOTAL_CAP=3).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startProductServer } from '../support/productServer';
import { screenshot, signInByCookie } from './support/browser';
import { browserSession } from './support/browserSession';

const { session, signedInPage } = browserSession('menus');
const ADMIN = 'admin@example.com';

const countText = (page: Page) => page.getByText(/^\d+ matching records?$/);
const countOf = async (page: Page) => Number((await countText(page).textContent())?.match(/^\d+/)?.[0]);
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

describe('menus screens', () => {
  it('filters the list in the query string, keeps the filters on reload and opens a menu from its row', { timeout: 120_000 }, async () => {
    const page = await signedInPage(ADMIN, '/menus?pageSize=20');
    await countText(page).waitFor();
    for (const header of ['Menu ID', 'Brand', 'Website', 'Structure', 'Annotations', 'Locations', 'Dishes', 'JSON', 'Last update']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    const everything = await countOf(page);
    expect(everything).toBeGreaterThan(20);
    await screenshot(page, 'menus-list');

    // Formats: several at once; the scraping types filter appears once a format is chosen.
    await expect(page.getByRole('combobox', { name: 'Scraping types' }).count()).resolves.toBe(0);
    await page.getByRole('combobox', { name: 'Formats' }).click();
    // A multiselect's options are checkboxes of a menu (Fluent's role for them).
    await page.getByRole('menuitemcheckbox', { name: 'PDF', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.get('menuFormats') === 'PDF' && url.searchParams.get('pageSize') === '20');
    await page.getByRole('combobox', { name: 'Scraping types' }).waitFor();
    await page.waitForFunction((total) => !document.body.innerText.includes(`${total} matching`), everything);
    await countText(page).waitFor();
    const pdfs = await countOf(page);
    expect(pdfs).toBeGreaterThan(0);
    expect(pdfs).toBeLessThan(everything);
    for (const cell of await page.getByRole('row').filter({ hasText: '.pdf' }).all()) expect(await cell.textContent()).toMatch(/\.pdf/);

    await page.getByRole('combobox', { name: 'Example menu' }).click();
    await page.getByRole('option', { name: 'No', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('isExample') === 'false' && url.searchParams.get('menuFormats') === 'PDF');
    await countText(page).waitFor();
    const search = new URL(page.url()).search;

    // The query string holds the whole state: a reload shows the same filters and the same records.
    const before = await countOf(page);
    await page.reload();
    await countText(page).waitFor();
    expect(new URL(page.url()).search).toBe(search);
    expect(await countOf(page)).toBe(before);
    await expect(page.getByRole('combobox', { name: 'Formats' }).textContent()).resolves.toContain('PDF');
    await expect(page.getByRole('combobox', { name: 'Example menu' }).textContent()).resolves.toContain('No');
    await screenshot(page, 'menus-list-filtered');

    // A brand search term applies on Enter; clearing every filter keeps the page size.
    const firstBrand = (await page.getByRole('row').nth(1).getByRole('link').first().textContent()) ?? '';
    await page.getByRole('searchbox', { name: 'Brand search' }).or(page.getByLabel('Brand search')).first().fill(firstBrand);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('brandSearchTerm') === firstBrand.trim());
    await countText(page).waitFor();
    expect(await countOf(page)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Clear all', exact: true }).click();
    await page.waitForURL((url) => url.search === '?pageSize=20');
    await page.getByText(`${everything} matching records`, { exact: true }).waitFor();

    // A row opens the menu; Go back returns to the list as it was.
    const firstId = (await page.getByRole('row').nth(1).getByRole('cell').first().textContent())?.trim();
    await page.getByRole('row').nth(1).getByRole('cell').first().click();
    await page.waitForURL(`${session.server.url}/menus/${firstId}`);
    await page.getByRole('heading', { name: `Menu ${firstId}`, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL((url) => url.pathname === '/menus' && url.search === '?pageSize=20');
  });

  it("downloads a menu's facts, titles and dishes from its list row, read on click", { timeout: 120_000 }, async () => {
    const page = await signedInPage(ADMIN, '/menus?pageSize=100');
    await countText(page).waitFor();
    // A scraped demo menu: the first row whose Dishes column (found by its header) is above zero.
    const headers = (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim());
    const idColumn = headers.indexOf('Menu ID');
    const dishesColumn = headers.indexOf('Dishes');
    expect(idColumn, `the Menu ID column among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
    expect(dishesColumn, `the Dishes column among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
    const rows = await page.getByRole('row').all();
    let row = null;
    for (const candidate of rows.slice(1)) {
      const cells = await candidate.getByRole('cell').allTextContents();
      if (Number(cells[dishesColumn]) > 0) {
        row = { element: candidate, id: Number(cells[idColumn]), dishes: Number(cells[dishesColumn]) };
        break;
      }
    }
    expect(row, 'a menu with dishes among the 100 newest').not.toBeNull();
    const [download] = await Promise.all([page.waitForEvent('download'), row!.element.getByRole('button', { name: `Download menu ${row!.id} as JSON` }).click()]);
    expect(download.suggestedFilename()).toBe(`menu-${row!.id}.json`);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { menu: { databaseId: number }; menuTitles: Record<string, unknown>[]; dishes: Record<string, unknown>[] };
    expect(file.menu.databaseId).toBe(row!.id);
    expect(file.menuTitles.length).toBeGreaterThan(0);
    // dishCount counts the menu's dishes as the file lists them (every one, not a page of them).
    expect(file.dishes).toHaveLength(row!.dishes);
    expect(Object.keys(file.dishes[0])).toEqual(['id', 'menuId', 'menuTitleId', 'name', 'description', 'ingredients', 'price', 'diets', 'addons', 'miscInfo', 'allergens', 'nutritions', 'calories']);
    for (const dish of file.dishes) expect(dish.menuId).toBe(row!.id);
    // The row opens nothing on the button's click.
    expect(new URL(page.url()).pathname).toBe('/menus');
  });

  it('edits the URL, notes, format and checkboxes of a menu in place, with the spec messages', { timeout: 150_000 }, async () => {
    const page = await signedInPage(ADMIN, '/menus?menuFormats=HTML');
    await countText(page).waitFor();
    const id = (await page.getByRole('row').nth(1).getByRole('cell').first().textContent())?.trim() ?? '';
    await page.goto(`${session.server.url}/menus/${id}`);
    await page.getByRole('heading', { name: `Menu ${id}`, level: 1 }).waitFor();
    for (const label of ['Menu ID', 'Brand', 'Menu website', 'Is example', 'Updated at', 'Scraping cluster ID', 'Dish review task ID', 'Scraping availability']) {
      await page.getByText(label, { exact: true }).first().waitFor();
    }

    // URL: an invalid one is refused under the field and nothing is sent; a valid one is saved on Enter.
    const url = page.getByRole('textbox', { name: 'Menu URL' });
    await url.fill('not a website');
    await url.blur();
    await page.getByText('Menu URL is not valid', { exact: true }).waitFor();
    await url.fill('');
    await url.blur();
    await page.getByText('Menu URL is required', { exact: true }).waitFor();
    const newUrl = `https://menus-e2e.example.com/menu-${id}`;
    await url.fill(newUrl);
    await url.press('Enter');
    await toast(page, `Successfully updated URL, notes or the format for menu ${id}.`).waitFor();
    await page.getByRole('link', { name: newUrl }).waitFor();

    // Notes: saved on leaving the field.
    const notes = page.getByRole('textbox', { name: 'Notes' });
    await notes.fill('Lunch menu changes on Mondays.');
    await notes.blur();
    await page.waitForFunction(() => document.body.innerText.includes('Successfully updated URL') && !document.querySelector('textarea[disabled]'));

    // Format: HTML not scrapeable needs a reason.
    await page.getByRole('combobox', { name: 'Format' }).click();
    await page.getByRole('option', { name: 'HTML not scrapeable', exact: true }).click();
    await page.getByRole('button', { name: 'Save format' }).click();
    await page.getByText('Not scrapeable reason is required', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Not scrapeable reason' }).click();
    await page.getByRole('option', { name: 'Captcha', exact: true }).click();
    await page.getByRole('textbox', { name: 'Not scrapeable comment' }).fill('A captcha before the menu');
    await page.getByRole('button', { name: 'Save format' }).click();
    await page.getByRole('button', { name: 'Save format' }).and(page.locator('[disabled]')).waitFor();

    // The two checkboxes.
    const assignable = page.getByRole('checkbox', { name: 'Cluster assignable' });
    const excluded = page.getByRole('checkbox', { name: 'Exclude from curation' });
    const wasAssignable = await assignable.isChecked();
    await assignable.click();
    await toast(page, 'Menu has been successfully updated').waitFor();
    await excluded.click();
    await page.waitForFunction(() => document.querySelectorAll('input[type=checkbox]:disabled').length === 0);
    await screenshot(page, 'menu-detail-edited');

    // Everything was stored: a reload shows it.
    await page.reload();
    await page.getByRole('heading', { name: `Menu ${id}`, level: 1 }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Menu URL' }).inputValue()).resolves.toBe(newUrl);
    await expect(page.getByRole('textbox', { name: 'Notes' }).inputValue()).resolves.toBe('Lunch menu changes on Mondays.');
    await expect(page.getByRole('combobox', { name: 'Format' }).textContent()).resolves.toContain('HTML not scrapeable');
    await expect(page.getByRole('combobox', { name: 'Not scrapeable reason' }).textContent()).resolves.toContain('Captcha');
    await expect(page.getByRole('checkbox', { name: 'Cluster assignable' }).isChecked()).resolves.toBe(!wasAssignable);
    await expect(page.getByRole('checkbox', { name: 'Exclude from curation' }).isChecked()).resolves.toBe(true);

    // The history drawer lists the changes.
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('dialog').getByText(/format/i).first().waitFor();
    await screenshot(page, 'menu-detail-history');
  });

  it('shows a search total that stopped at its cap as "N+" and pages on while pages come back full', { timeout: 180_000 }, async () => {
    // A server of its own whose count stops at 3 (10,000 in production): the demo data's menus all have a URL.
    const capped = await startProductServer({ MENU_LIST_TOTAL_CAP: '3' });
    const context = await session.browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      await signInByCookie(context, capped.url, (await capped.sessionOf(ADMIN)).refreshToken);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(`${capped.url}/menus?menuSearchTerm=http`);
      await page.getByText('3+ matching records', { exact: true }).waitFor();
      const pages = page.getByRole('navigation', { name: 'Pages' });
      // Ten rows a page and a count of at least 3: at least this page, and Next while it comes back full.
      await pages.getByText('Page 1 of 1+', { exact: true }).waitFor();
      await screenshot(page, 'menus-list-capped');
      const firstPage = await page.getByRole('row').nth(1).textContent();
      await pages.getByRole('button', { name: 'Next page' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await pages.getByText(/^Page 2 of 2\+?$/).waitFor();
      await page.getByText('3+ matching records', { exact: true }).waitFor();
      expect(await page.getByRole('row').nth(1).textContent()).not.toBe(firstPage);
      // The other filters alone are counted exactly.
      await page.goto(`${capped.url}/menus`);
      await countText(page).waitFor();
      expect(await countOf(page)).toBeGreaterThan(3);
    } finally {
      await context.close();
      await capped.stop();
    }
  });
});
