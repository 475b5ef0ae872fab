// Debian's Chromium driven by playwright-core (bundled browser downloads cannot work on a closed network).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { CHROMIUM_ARGS } from '../../../server/scraping/debug/debugBrowser';
import { expectAccessible } from './accessibility';

export { CHROMIUM_ARGS };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
}

/**
 * Screenshots land in screenshots/ for people to look at; CI keeps them as artefacts of the run. Every screen worth a
 * screenshot is also audited with axe-core: a serious or critical violation fails the test (support/accessibility.ts).
 * CI's second pass renders the same screens from the same demo data on another database engine, so its pictures and
 * audits would repeat the first pass's (about a third of a browser test's time): .ci/run sets E2E_SCREEN_AUDITS=false
 * there. tests/e2e/accessibility.test.ts audits its screens on every pass.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREEN_AUDITS === 'false') return;
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
  await expectAccessible(page, name);
}

export async function signInWithCode(page: Page, baseUrl: string, email: string, code: string): Promise<void> {
  await page.goto(`${baseUrl}/account/login-email`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Security Code').fill(code);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account'));
}

/**
 * Signs a browser context in as the sign-in form leaves it, without the form: the session's refresh token in the
 * HttpOnly cookie the server sets (server/auth/refreshCookie.ts), so the first page opened is already signed in. For the
 * tests that are not about signing in; landing, sessionTokens and the model walk sign in through the form.
 */
export async function signInByCookie(context: BrowserContext, baseUrl: string, refreshToken: string): Promise<void> {
  const { hostname } = new URL(baseUrl);
  await context.addCookies([{ name: 'curation_refresh', value: refreshToken, domain: hostname, path: '/auth', httpOnly: true, sameSite: 'Strict' }]);
}

/**
 * An access token of the page's session, for a test that asks the API as the page's person: the page itself renews
 * through its refresh cookie (the token lives in the app's memory only), under the app's cross-tab refresh lock so
 * that it never spends the cookie the app is spending.
 */
export async function pageAccessToken(page: Page): Promise<string> {
  return page.evaluate(() =>
    navigator.locks.request('curation.refreshAccessToken', async () => {
      const response = await fetch('/auth/refresh', { method: 'POST', headers: { 'x-curation-csrf': '1' } });
      return ((await response.json()) as { accessToken: string }).accessToken;
    }),
  );
}

/**
 * Opens the command palette with the keyboard and waits until its search has the focus, as a person waits to see it.
 * A press that lands while the page is still loading its scripts is lost (as for a person), so it presses once more
 * if no palette appeared.
 */
export async function openPalette(page: Page): Promise<void> {
  const focused = () => page.waitForFunction(() => document.activeElement?.hasAttribute('cmdk-input') === true, undefined, { timeout: 3_000 });
  await page.keyboard.press('Control+k');
  const opened = await focused().then(
    () => true,
    () => false,
  );
  if (opened) return;
  if ((await page.locator('[cmdk-input]').count()) === 0) await page.keyboard.press('Control+k');
  await page.waitForFunction(() => document.activeElement?.hasAttribute('cmdk-input') === true);
}

/** Runs a palette command by its title with the keyboard: opens the palette, types, waits until that command is the
 * selected one, presses Enter, and waits for the palette to close. */
export async function runPaletteCommand(page: Page, title: string, typed: string = title): Promise<void> {
  await openPalette(page);
  await page.keyboard.type(typed);
  await page.getByRole('option', { name: title, exact: true, selected: true }).waitFor();
  await page.keyboard.press('Enter');
  await page.locator('[cmdk-input]').waitFor({ state: 'detached' });
}
