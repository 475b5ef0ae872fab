// axe-core on the screens people spend their day in, for the roles that see them differently: the sign-in pages, the
// task lists, a task page, the users list and the user form. Any serious or critical violation fails (support/accessibility).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';
import { launchBrowser, signInWithCode } from './support/browser';
import { expectAccessible, expectFocusStaysVisible } from './support/accessibility';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  server = await startServerProcess();
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

async function signedIn(email: string): Promise<Page> {
  const page = await newPage();
  await signInWithCode(page, server.url, email, await server.loginCode(email));
  return page;
}

describe('accessibility (axe-core, serious and critical)', () => {
  it('the sign-in pages', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/account/login`);
    await page.getByText('Sign in with email').waitFor();
    await expectAccessible(page, '/account/login');
    await page.goto(`${server.url}/account/login-email`);
    await page.getByLabel('Email Address').waitFor();
    await expectAccessible(page, '/account/login-email');
    await page.context().close();
  }, 60_000);

  it('a task list and a task page, as a definer', async () => {
    const page = await signedIn('definer@example.com');
    await page.goto(`${server.url}/tasks/brand-gateway`);
    await page.getByRole('row').nth(1).waitFor();
    await expectAccessible(page, '/tasks/brand-gateway');
    await expectFocusStaysVisible(page, '/tasks/brand-gateway');
    await page.getByRole('row').nth(1).click();
    await page.waitForURL(/\/tasks\/brand-gateway\/\d+/);
    await page.getByRole('heading', { name: /Brand gateway task \d+/ }).waitFor();
    await expectAccessible(page, 'a brand gateway task page');
    await expectFocusStaysVisible(page, 'a brand gateway task page', 40);
    await page.context().close();
  }, 90_000);

  it('the users list and the user form, as an admin', async () => {
    const page = await signedIn('admin@example.com');
    await page.goto(`${server.url}/users`);
    await page.getByRole('row').nth(1).waitFor();
    await expectAccessible(page, '/users');
    await page.goto(`${server.url}/users/create`);
    await page.getByLabel('Email', { exact: false }).first().waitFor();
    await expectAccessible(page, '/users/create');
    await expectFocusStaysVisible(page, '/users/create');
    await page.context().close();
  }, 90_000);
});
