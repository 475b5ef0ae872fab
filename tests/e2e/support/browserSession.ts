// What a browser test file shares: the product over a copy of the demo data (in the test's process,
// tests/support/productServer.ts) and Chromium for the file, people signed in per test (their pages closed after each
// test, and screenshotted to screenshots/failed-<name>-<n>.png when it failed), and GraphQL calls as an admin to find
// and check data.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startProductServer, type ProductServer } from '../../support/productServer';
import { launchBrowser, signInByCookie } from './browser';

export interface BrowserSessionOptions {
  /** The product's environment beyond the test defaults (DEVELOPER_EMAIL_PATTERNS, a list cap...). */
  env?: NodeJS.ProcessEnv;
  /** Each page's wait for an element, in ms. */
  defaultTimeout?: number;
}

/** Call at the top of the file; `session.server` is there once beforeAll ran. */
export function browserSession(failedShotName: string, options: BrowserSessionOptions = {}) {
  const session = { server: undefined as unknown as ProductServer, browser: undefined as unknown as Browser };
  const openContexts: BrowserContext[] = [];

  beforeAll(async () => {
    [session.server, session.browser] = await Promise.all([startProductServer(options.env), launchBrowser()]);
  }, 180_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      const pages = openContexts.flatMap((open) => open.pages());
      await Promise.all(pages.map((page, index) => page.screenshot({ path: `screenshots/failed-${failedShotName}-${index}.png` }).catch(() => undefined)));
      // CI keeps the log, not the screenshots: what each page showed, in words.
      for (const page of pages) {
        const shown = await page.locator('body').innerText({ timeout: 2_000 }).catch(() => '(unreadable)');
        console.log(`[${failedShotName}] failed at ${page.url()}; the page showed:\n${shown.replace(/\n{2,}/g, '\n').slice(0, 3_000)}`);
      }
    }
    await Promise.all(openContexts.splice(0).map((open) => open.close()));
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });

  /**
   * A page of a new browser signed in as this person (by the refresh cookie, not the form), opened at `at` (a path of
   * the product) or blank for the test to open its own page.
   */
  async function signedInPage(email: string, at?: string): Promise<Page> {
    const context = await session.browser.newContext({ viewport: { width: 1440, height: 900 } });
    openContexts.push(context);
    await signInByCookie(context, session.server.url, (await session.server.sessionOf(email)).refreshToken);
    const page = await context.newPage();
    page.setDefaultTimeout(options.defaultTimeout ?? 15_000);
    if (at !== undefined) await page.goto(`${session.server.url}${at}`);
    return page;
  }

  let adminToken: string | null = null;
  async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const { server } = session;
    adminToken ??= (await server.sessionOf('admin@example.com')).accessToken;
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: T; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  return { session, signedInPage, graphql };
}

/** Waits for a notification (or any text) by its exact words, or a pattern. */
export async function toast(page: Page, title: string | RegExp) {
  await page.getByText(title, { exact: typeof title === 'string' }).first().waitFor();
}
