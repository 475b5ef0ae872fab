// A taken email address on the user form is shown on the Email field (as its error), not only in a toast.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp';
import { launchBrowser, screenshot, signInWithCode } from './support/browser';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  app = await startTestApp({}, { spaDir: path.resolve(process.env.E2E_SPA_DIR ?? 'dist/spa') });
  await app.createUser('admin', 'ada@example.com', { name: 'Ada Admin' });
  await app.createUser('definer', 'dana@example.com', { name: 'Dana Definer' });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('user form', () => {
  it('shows a taken email address under the Email field, on create and on update', { timeout: 90_000 }, async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(15_000);
    await app.gql('mutation($email: String!) { requestLoginCode(email: $email) }', { email: 'ada@example.com' });
    await signInWithCode(page, app.url, 'ada@example.com', app.deliveredCodes.at(-1)!.code);
    const message = 'A user with the email dana@example.com already exists.';
    const emailField = page.getByRole('textbox', { name: /^Email/ });

    await page.goto(`${app.url}/users/create`);
    await page.getByRole('textbox', { name: /^Name/ }).fill('Dana Again');
    await emailField.fill('dana@example.com');
    await page.getByRole('combobox', { name: /^Role/ }).click();
    await page.getByRole('option', { name: 'Definer', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    // The message is the Email field's own error: the input is invalid and described by it.
    await expect.poll(() => emailField.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await emailField.getAttribute('aria-describedby')) ?? '';
    const errorIds = describedBy.split(/\s+/).filter(Boolean);
    const texts = await Promise.all(errorIds.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(texts).toContain(message);
    expect(page.url()).toMatch(/\/users\/create$/);
    await screenshot(page, 'user-email-taken');

    const adaId = (await app.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'ada@example.com'"))[0].id;
    await page.goto(`${app.url}/users/${adaId}`);
    await page.getByRole('button', { name: 'Leave' }).click({ timeout: 2_000 }).catch(() => undefined);
    await emailField.fill('dana@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => emailField.getAttribute('aria-invalid')).toBe('true');
    const updateIds = ((await emailField.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
    expect(await Promise.all(updateIds.map((id) => page.locator(`[id="${id}"]`).textContent()))).toContain(message);
    await page.context().close();
  });
});
