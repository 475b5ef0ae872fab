// What a browser test file of a task page shares: the product in a server process and Chromium for the file, people
// signed in per test (their pages closed after each test, and screenshotted to screenshots/failed-<name>-<n>.png when
// it failed), and GraphQL calls as an admin to find and check data.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../support/serverProcess';
import { launchBrowser, signInWithCode } from './browser';

/** Call at the top of the file; `session.server` is there once beforeAll ran. */
export function browserSession(failedShotName: string) {
  const session = { server: undefined as unknown as ServerProcess, browser: undefined as unknown as Browser };
  const openContexts: BrowserContext[] = [];

  beforeAll(async () => {
    session.server = await startServerProcess();
    session.browser = await launchBrowser();
  }, 180_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      const pages = openContexts.flatMap((open) => open.pages());
      await Promise.all(pages.map((page, index) => page.screenshot({ path: `screenshots/failed-${failedShotName}-${index}.png` }).catch(() => undefined)));
    }
    await Promise.all(openContexts.splice(0).map((open) => open.close()));
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });

  async function signedInPage(email: string): Promise<Page> {
    const context = await session.browser.newContext({ viewport: { width: 1440, height: 900 } });
    openContexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await signInWithCode(page, session.server.url, email, await session.server.loginCode(email));
    return page;
  }

  let adminToken: string | null = null;
  async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const { server } = session;
    if (!adminToken) {
      const login = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation($e: String!, $c: String!) { loginWithEmail(email: $e, code: $c) { accessToken } }', variables: { e: 'admin@example.com', c: await server.loginCode('admin@example.com') } }),
      });
      adminToken = ((await login.json()) as { data: { loginWithEmail: { accessToken: string } } }).data.loginWithEmail.accessToken;
    }
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
