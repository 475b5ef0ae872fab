// Every role lands on its own work: after sign-in a quality checker lands on a task list showing the QC tasks they can
// take (View filter QC, rows present), and a reviewer's default dish review queue has rows. The product runs in-process
// over a copy of the demo data; people sign in through the form with the code the product delivered.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductServer, type ProductServer } from '../support/productServer';
import { launchBrowser, screenshot, signInWithCode } from './support/browser';

let app: ProductServer;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startProductServer(), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signIn(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation($email: String!) { requestLoginCode(email: $email) }', variables: { email } }),
  });
  const code = app.deliveredCodes.filter((entry) => entry.email.toLowerCase() === email.toLowerCase()).at(-1)?.code;
  expect(code).toBeDefined();
  await signInWithCode(page, app.url, email, code!);
  return page;
}

/** The data rows of the task table, once the list has loaded. */
async function rowsOf(page: Page) {
  await page.getByText(/\d+ matching records?/).waitFor();
  return page.locator('tbody tr');
}

describe('landing after sign-in', () => {
  it('a quality checker lands on QC tasks they can take', { timeout: 90_000 }, async () => {
    const page = await signIn('qualityChecker@example.com');
    await page.waitForURL(/\/tasks\/brand-gateway/);
    expect(new URL(page.url()).pathname).toBe('/tasks/brand-gateway');
    const rows = await rowsOf(page);
    expect(await rows.count()).toBeGreaterThan(0);
    // The View filter shows QC, and what the list asked the API for is the QC view.
    await expect.poll(() => page.getByRole('combobox', { name: /^View/ }).first().textContent()).toMatch(/QC/);
    // The tab's badge counts the same queue as the list (their View, not DEFINE).
    const matching = (await page.getByText(/\d+ matching records?/).textContent())!.match(/\d+/)![0];
    await expect.poll(() => page.getByRole('tab', { name: /Brand gateway/, selected: true }).textContent()).toBe(`Brand gateway${matching}`);
    await screenshot(page, 'landing-quality-checker');

    // Opening the first row shows a task in the QC view that this person may take.
    await rows.first().click();
    await page.waitForURL(/\/tasks\/brand-gateway\/\d+$/);
    await page.getByText(/quality check/i).first().waitFor();
    await page.context().close();
  });

  it('a reviewer lands on a dish review queue with rows', { timeout: 90_000 }, async () => {
    const page = await signIn('reviewer@example.com');
    await page.waitForURL(/\/tasks\/dish-review/);
    const rows = await rowsOf(page);
    expect(await rows.count()).toBeGreaterThan(0);
    await screenshot(page, 'landing-reviewer');
    await page.context().close();
  });

  it("the assignee filter offers anyone, then the person, then everyone else by name, and filters by the one chosen", { timeout: 90_000 }, async () => {
    const page = await signIn('definer@example.com');
    await page.goto(`${app.url}/tasks/brand-gateway?assignedToId=`);
    await rowsOf(page);
    const filter = page.getByRole('combobox', { name: 'Assigned to' });
    await filter.click();
    const options = (await page.getByRole('option').allTextContents()).map((text) => text.trim());
    expect(options[0]).toBe('Anyone');
    expect(options[1]).toMatch(/ \(me\)$/);
    const others = options.slice(2);
    expect(others.length).toBeGreaterThan(1);
    expect(others).toEqual([...others].sort((a, b) => a.localeCompare(b)));
    await page.getByRole('option', { name: others[0] }).click();
    const [row] = await app.db.query<{ id: number }>('SELECT id FROM users WHERE name = $1', [others[0]]);
    await page.waitForURL((url) => url.searchParams.get('assignedToId') === String(row.id));
    await expect.poll(() => filter.textContent()).toBe(others[0]);
    await page.context().close();
  });
});
