// The session in the browser: the refresh token only in its HttpOnly cookie, the access token only in the tab's memory.
// A reload stays signed in (showing the loading state, never the sign-in page, while it asks), a second tab is signed in,
// tabs refreshing at once never spend the same cookie twice, a refresh under load is made once, the live-locks socket
// goes on after a renewal, and logout in one tab ends the others.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mintSession } from '../support/mintSession';
import { createBrandWithGatewayTask } from '../support/taskFixtures';
import { startTestApp, type TestApp } from '../support/testApp';
import { launchBrowser, screenshot, signInWithCode } from './support/browser';

let app: TestApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
/** The page's own pace on a busy machine, not expect.poll's default second. */
const POLL = { timeout: 15_000 };

beforeAll(async () => {
  app = await startTestApp({}, { spaDir: path.resolve(process.env.E2E_SPA_DIR ?? 'dist/spa') });
  browser = await launchBrowser();
}, 180_000);
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A new person (admin) signed in in a new browser, on the page they land on. */
async function signedIn(name: string): Promise<{ page: Page; context: BrowserContext; userId: number }> {
  const email = `${name.toLowerCase()}@example.com`;
  const userId = await app.createUser('admin', email, { name });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await app.gql('mutation($email: String!) { requestLoginCode(email: $email) }', { email });
  await signInWithCode(page, app.url, email, app.deliveredCodes.filter((entry) => entry.email === email).at(-1)!.code);
  await greeting(page, name).waitFor();
  return { page, context, userId };
}

const greeting = (page: Page, name: string) => page.getByText(`Hi, ${name}!`);

async function revokedFamilies(userId: number): Promise<number> {
  const rows = await app.db.query<{ count: string }>('SELECT count(DISTINCT family_id) AS count FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NOT NULL', [userId]);
  return Number(rows[0].count);
}

/** Everything the page's scripts can read of storage and cookies. */
const readableByScripts = (page: Page) =>
  page.evaluate(() => ({ localStorage: JSON.stringify({ ...localStorage }), sessionStorage: JSON.stringify({ ...sessionStorage }), cookies: document.cookie }));

/** Counts the cookie refreshes a page makes. */
function countRefreshes(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/refresh') count += 1;
  });
  return () => count;
}

describe('the session in the browser', () => {
  it('keeps you signed in across a reload, with no token in storage a script can read', { timeout: 90_000 }, async () => {
    const { page, context, userId } = await signedIn('Rhea');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'curation_refresh')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth' });
    // What an earlier version left behind is removed at start, and its refresh token revoked.
    const legacy = await mintSession(app, userId);
    await page.evaluate((record) => localStorage.setItem('curation.session', record), JSON.stringify({ ...legacy, user: { name: 'Rhea' } }));
    const landed = page.url();

    // The refresh answer is held back a moment: meanwhile the app shows its loading state, not the sign-in page.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/auth/refresh', async (route) => {
      await held;
      await route.continue();
    });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    const refreshes = countRefreshes(page);
    await page.reload();
    await page.getByText('Loading your session…').waitFor();
    expect(new URL(page.url()).pathname).toBe(new URL(landed).pathname);
    release();
    await greeting(page, 'Rhea').waitFor();
    await page.unroute('**/auth/refresh');
    expect(page.url()).toBe(landed);
    expect(visited.some((pathname) => pathname.startsWith('/account'))).toBe(false);
    expect(refreshes()).toBe(1);

    const readable = await readableByScripts(page);
    expect(readable.localStorage).not.toContain('eyJ');
    expect(readable.localStorage).not.toContain('curation.session');
    expect(readable.sessionStorage).not.toContain('eyJ');
    expect(readable.cookies).not.toContain('curation_refresh');
    await expect.poll(() => revokedFamilies(userId), POLL).toBe(1);
    await screenshot(page, 'session-after-reload');
  });

  it('shows the sign-in page on a reload once the cookie is gone', { timeout: 60_000 }, async () => {
    const { page, context } = await signedIn('Gus');
    await context.clearCookies();
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/account/login');
  });

  it('signs in a second tab opened from the first; tabs reloading at once do not spend the cookie twice', { timeout: 90_000 }, async () => {
    const { page, context, userId } = await signedIn('Tess');
    const second = await context.newPage();
    await second.goto(`${app.url}/users`);
    await greeting(second, 'Tess').waitFor();
    expect(new URL(second.url()).pathname).toBe('/users');
    // The first tab goes on with its own token, and renews with the cookie the second one rotated.
    await page.getByRole('link', { name: 'Users' }).first().click();
    await page.waitForURL((url) => url.pathname === '/users');
    await greeting(page, 'Tess').waitFor();

    // Both reload together: the cross-tab lock makes them refresh one after the other, each with the newest cookie.
    const refreshes = [countRefreshes(page), countRefreshes(second)];
    await Promise.all([page.reload(), second.reload()]);
    await Promise.all([greeting(page, 'Tess').waitFor(), greeting(second, 'Tess').waitFor()]);
    expect(refreshes.map((count) => count())).toEqual([1, 1]);
    expect(await revokedFamilies(userId)).toBe(0);
  });

  it('renews once for several requests refused at the same time, and they all succeed', { timeout: 90_000 }, async () => {
    const { page, userId } = await signedIn('Lou');
    await page.waitForURL((url) => url.pathname === '/tasks/brand-gateway');
    await page.getByRole('tab', { name: /Brand definition/ }).waitFor();
    // The session version moves on (as a role change does): every access token issued so far is refused, while the
    // refresh cookie still renews (with the new version).
    await app.db.query('UPDATE users SET session_version = session_version + 1 WHERE id = $1', [userId]);
    const refreshes = countRefreshes(page);
    const answers: { refused: boolean; ok: boolean }[] = [];
    let thirdRefusal: () => void = () => undefined;
    const threeRefused = new Promise<void>((resolve) => (thirdRefusal = resolve));
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname !== '/graphql') return;
      const body = await response.text().catch(() => '');
      answers.push({ refused: body.includes('"Unauthenticated."'), ok: !body.includes('"errors"') });
      if (answers.filter((answer) => answer.refused).length >= 3) thirdRefusal();
    });
    // The refresh answer waits (5 s at most) until all three requests have been refused, so that they are all in flight
    // while the one refresh is under way, however fast this machine answers.
    await page.route('**/auth/refresh', async (route) => {
      await Promise.race([threeRefused, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      await route.continue();
    });
    // A list this page has not shown yet: its own query, its assignee filter's and the queues' totals go out together.
    await page.getByRole('tab', { name: /Brand definition/ }).click();
    await page.waitForURL((url) => url.pathname === '/tasks/brand-definition');
    // Every refused request was sent again, with the renewed token, and answered.
    await expect.poll(() => answers.filter((answer) => answer.refused).length, POLL).toBeGreaterThanOrEqual(3);
    await expect.poll(() => answers.filter((answer) => answer.ok).length, POLL).toBeGreaterThanOrEqual(answers.filter((answer) => answer.refused).length);
    expect(refreshes()).toBe(1);
    expect(answers.filter((answer) => !answer.refused).every((answer) => answer.ok)).toBe(true);
    expect(await revokedFamilies(userId)).toBe(0);
    await greeting(page, 'Lou').waitFor();
  });

  it('keeps the live lock after the session is renewed: the socket reconnects with the new in-memory token', { timeout: 90_000 }, async () => {
    const { gatewayTaskId } = await createBrandWithGatewayTask(app.db, { name: 'Lockable Bistro', status: 'NEW' });
    const holder = await signedIn('Hana');
    const watcher = await signedIn('Walt');
    const row = watcher.page.getByRole('row').filter({ hasText: 'Lockable Bistro' });
    await watcher.page.goto(`${app.url}/tasks/brand-gateway`);
    await row.locator('[data-lock="free"]').waitFor();
    await holder.page.goto(`${app.url}/tasks/brand-gateway/${gatewayTaskId}`);
    await holder.page.locator('[data-lock="mine"]', { hasText: 'Locked by you' }).waitFor();
    await row.getByRole('img', { name: 'Locked by Hana' }).waitFor();

    // The holder's session version moves on and its sockets are ended, as a role change does: the lock is freed, and
    // the socket renews through the cookie (held back here, so the freed state can be seen) and takes the lock again.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await holder.page.route('**/auth/refresh', async (route) => {
      await held;
      await route.continue();
    });
    const refreshes = countRefreshes(holder.page);
    await app.db.query('UPDATE users SET session_version = session_version + 1 WHERE id = $1', [holder.userId]);
    await app.app.services.sessions.endUser(holder.userId);
    await row.locator('[data-lock="free"]').waitFor();
    await expect.poll(refreshes, POLL).toBe(1);
    release();
    await row.getByRole('img', { name: 'Locked by Hana' }).waitFor();
    await holder.page.locator('[data-lock="mine"]', { hasText: 'Locked by you' }).waitFor();
    expect(refreshes()).toBe(1);
    expect(new URL(holder.page.url()).pathname).toBe(`/tasks/brand-gateway/${gatewayTaskId}`);
  });

  it('ends the session in every tab at a logout in one', { timeout: 90_000 }, async () => {
    const { page, context, userId } = await signedIn('Max');
    const other = await context.newPage();
    await other.goto(`${app.url}/users`);
    await greeting(other, 'Max').waitFor();

    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/account/login');
    // The other tab is told at once.
    await other.waitForURL((url) => url.pathname === '/account/login');
    expect(await revokedFamilies(userId)).toBe(1);
    expect((await context.cookies()).some((cookie) => cookie.name === 'curation_refresh')).toBe(false);
  });

  it('sends a tab that missed the message to the sign-in page at its next request', { timeout: 90_000 }, async () => {
    const { page, userId } = await signedIn('Ivy');
    const brandsAnswered = page.waitForResponse((response) => response.request().postData()?.includes('BrandsListRouteQuery') === true);
    await page.getByRole('link', { name: 'Brands' }).first().click();
    await brandsAnswered;
    // A sign-out this tab hears nothing of (no message, no socket ended): the session is revoked on the server.
    await app.db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1', [userId]);
    const refreshes = countRefreshes(page);
    await page.getByRole('link', { name: 'Users' }).first().click();
    await page.waitForURL((url) => url.pathname === '/account/login');
    // Its token was refused, the refresh too: the sign-in page, remembering where the person was going.
    expect(refreshes()).toBe(1);
  });
});
