// Debian's Chromium driven by playwright-core (bundled browser downloads cannot work on a closed network).
import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
}

/** Screenshots land in screenshots/ for people to look at; CI keeps them as artefacts of the run. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

export async function signInWithCode(page: Page, baseUrl: string, email: string, code: string): Promise<void> {
  await page.goto(`${baseUrl}/account/login-email`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Security Code').fill(code);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/account'));
}
