// The palette's menu and person results in Chromium (issue 24): a menu found by its URL opens the menu's page
// (/menus/{id}) with Enter, not its scraping task; a person's name ('rory') on a brand's page lists the person and no
// page command that merely holds the name's letters (the brand page's 'Open brand history' did), while a command's own
// words still find it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPalette, screenshot } from './support/browser';
import { browserSession } from './support/browserSession';

const { session, signedInPage, graphql } = browserSession('palette-menu-and-person');
const ADMIN = 'admin@example.com';

/** Types into the open palette and waits for the search's answer to that text. */
async function typeAndWaitForSearch(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('usePaletteSearchQuery') && (response.request().postData() ?? '').includes(JSON.stringify(text)),
  );
  await page.keyboard.type(text);
  await answered;
}

const optionNames = (page: Page) => page.getByRole('option').evaluateAll((options) => options.map((option) => option.textContent ?? ''));

describe('palette menus and people', () => {
  it('opens a menu found by its URL on its own page', { timeout: 60_000 }, async () => {
    const { menus } = await graphql<{ menus: { menus: { databaseId: number; url: string | null }[] } }>('{ menus(pageSize: 20) { menus { databaseId url } } }');
    const menu = menus.menus.find((candidate) => candidate.url?.startsWith('https://'));
    expect(menu, 'a menu with a URL').toBeDefined();
    const page = await signedInPage(ADMIN, '/');
    await openPalette(page);
    await typeAndWaitForSearch(page, menu!.url!);
    await page.getByRole('option', { name: new RegExp(`^Menu .*Menu ${menu!.databaseId} of `), selected: true }).waitFor();
    await screenshot(page, 'palette-menu-search');
    await page.keyboard.press('Enter');
    await page.locator('[cmdk-input]').waitFor({ state: 'detached' });
    await page.waitForURL(`${session.server.url}/menus/${menu!.databaseId}`);
    await page.getByRole('heading', { name: `Menu ${menu!.databaseId}`, level: 1 }).waitFor();
  });

  it("lists the person and no page command for a person's name", { timeout: 60_000 }, async () => {
    const { brands } = await graphql<{ brands: { brands: { databaseId: number }[] } }>('{ brands(pageSize: 1) { brands { databaseId } } }');
    const page = await signedInPage(ADMIN, `/brands/${brands.brands[0].databaseId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The page's commands are there, found by their own words.
    await openPalette(page);
    await page.keyboard.type('history');
    await page.getByRole('option', { name: /^Open brand history/ }).waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[cmdk-input]').waitFor({ state: 'detached' });

    await openPalette(page);
    await typeAndWaitForSearch(page, 'rory');
    await page.getByRole('option', { name: /^Person Rory Reviewer/, selected: true }).waitFor();
    const names = await optionNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !/^(Person|Brand|Menu|Task)/.test(name))).toEqual([]);
    await screenshot(page, 'palette-person-search');
  });
});
