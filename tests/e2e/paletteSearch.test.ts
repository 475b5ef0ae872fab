// The palette finds things as a person types: a brand by a part of its name, a task by its number (each opened with
// Enter, the first result being selected), and nothing for a number no task has.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPalette, screenshot } from './support/browser';
import { browserSession } from './support/browserSession';

const { session, signedInPage, graphql } = browserSession('palette-search');

/** An admin's page at their landing page, where the palette opens. */
const adminPage = () => signedInPage('admin@example.com', '/');

/** Types into the open palette and waits for the search's answer to that text. */
async function typeAndWaitForSearch(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('usePaletteSearchQuery') && (response.request().postData() ?? '').includes(JSON.stringify(text)),
  );
  await page.keyboard.type(text);
  await answered;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('palette search', () => {
  it('opens a brand found by a part of its name with Enter', { timeout: 60_000 }, async () => {
    // A word of one demo brand's name that no other brand of the first page has, found first by the search.
    const { brandGatewayTasks } = await graphql<{ brandGatewayTasks: { items: { databaseId: number; brand: { databaseId: number; name: string } }[] } }>(
      '{ brandGatewayTasks(pageSize: 100) { items { databaseId brand { databaseId name } } } }',
    );
    const names = brandGatewayTasks.items.map((item) => item.brand.name);
    let chosen: { word: string; name: string; path: string } | null = null;
    for (const item of brandGatewayTasks.items) {
      const words = item.brand.name.split(/[^A-Za-z]+/).filter((word) => word.length >= 5);
      for (const word of words) {
        const part = word.slice(0, 5).toLowerCase();
        if (names.filter((name) => name.toLowerCase().includes(part)).length !== 1) continue;
        const { search } = await graphql<{ search: { kind: string; databaseId: number; path: string }[] }>(
          'query($t: String!) { search(term: $t) { kind databaseId path } }',
          { t: part },
        );
        if (search[0]?.kind === 'BRAND' && search[0].databaseId === item.brand.databaseId) {
          chosen = { word: part, name: item.brand.name, path: search[0].path };
          break;
        }
      }
      if (chosen) break;
    }
    expect(chosen, 'a demo brand with a word of its own').not.toBeNull();

    const page = await adminPage();
    await openPalette(page);
    await typeAndWaitForSearch(page, chosen!.word);
    await page.getByRole('option', { name: new RegExp(`^Brand ${escapeRegExp(chosen!.name)}`), selected: true }).waitFor();
    await screenshot(page, 'palette-search-brand');
    await page.keyboard.press('Enter');
    await page.locator('[cmdk-input]').waitFor({ state: 'detached' });
    // The brand's own page (brand pages exist now), named by the brand's number.
    expect(chosen!.path).toMatch(/^\/brands\/\d+$/);
    await page.waitForURL(`${session.server.url}${chosen!.path}`);
  });

  it('opens a task by its number and offers nothing for a number no task has', { timeout: 60_000 }, async () => {
    const { menuScrapingTasks } = await graphql<{ menuScrapingTasks: { items: { databaseId: number }[] } }>('{ menuScrapingTasks(pageSize: 1) { items { databaseId } } }');
    const taskId = menuScrapingTasks.items[0].databaseId;

    const page = await adminPage();
    await openPalette(page);
    await typeAndWaitForSearch(page, String(taskId));
    await page.getByRole('option', { name: new RegExp(`^Task Menu scraping task ${taskId}\\b`), selected: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.locator('[cmdk-input]').waitFor({ state: 'detached' });
    await page.waitForURL(`${session.server.url}/tasks/menu-scraping/${taskId}`);

    // No brand, menu, person or task has this number: the palette offers nothing to open.
    await openPalette(page);
    await typeAndWaitForSearch(page, '987654');
    await page.getByText('Nothing matches.').waitFor();
    expect(await page.getByRole('option').count()).toBe(0);
    await screenshot(page, 'palette-search-no-task');
  });
});
