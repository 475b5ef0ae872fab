// Settings -> Platforms in Chromium (spec 3, section 2): a senior scraper adds a platform, is told at once when RE2
// refuses a pattern, sees the platform's valid and invalid menus from the demo data, fixes an invalid menu's URL in
// place and watches it move to the valid table; the list reaches the form by keyboard.
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { browserSession, toast } from './support/browserSession';

const { signedInPage } = browserSession('platforms');
const SCRAPER = 'seniorScraper@example.com';

describe('platforms screens', () => {
  it('a scraper creates a platform, sees valid and invalid menus and fixes an invalid URL in place', { timeout: 120_000 }, async () => {
    const page = await signedInPage(SCRAPER, '/settings/platforms');
    for (const header of ['ID', 'Name', 'Identification Regex', 'Normalization Regex']) await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    await page.getByRole('row', { name: /Tablehost/ }).waitFor();
    await screenshot(page, 'platforms-list');

    await page.getByRole('button', { name: 'Add platform' }).click();
    await page.waitForURL(/\/settings\/platforms\/create$/);
    await page.getByLabel('Name').fill('Tablehost UK');
    // RE2's own reason beside the spec's message, as the API gives it.
    await page.getByLabel('Identification regex').fill('^https?://(www\\.)?tablehost\\.co\\.uk/(');
    await page.getByText('Platform identification regex is invalid: missing closing ): ', { exact: false }).waitFor();
    await page.getByLabel('Identification regex').fill('^https?://(www\\.)?tablehost\\.co\\.uk/');
    await page.getByLabel('Normalization regex').fill('^https://tablehost\\.co\\.uk/r/[a-z0-9-]+/menu$');
    const invalid = page.getByRole('region', { name: 'Invalid menus' });
    const valid = page.getByRole('region', { name: 'Valid menus' });
    await invalid.getByText(/^\d+ invalid menus$/).waitFor();
    await valid.getByText(/^\d+ valid menus$/).waitFor();

    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/settings\/platforms\/\d+$/);
    await toast(page, 'Platform created');
    // The edit page's own tables replace the create page's: an edit typed into the old ones would be lost with them.
    await page.getByRole('heading', { name: 'Tablehost UK', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Invalid menus' }).and(page.locator('[aria-busy="false"]')).waitFor();
    const invalidBefore = Number((await invalid.getByText(/^\d+ invalid menus$/).textContent())!.split(' ')[0]);
    const validBefore = Number((await valid.getByText(/^\d+ valid menus$/).textContent())!.split(' ')[0]);
    expect(invalidBefore).toBeGreaterThan(0);
    expect(validBefore).toBeGreaterThan(0);
    await screenshot(page, 'platform-form-menus');

    // The first invalid menu's URL, written canonically, moves it to the valid table.
    const field = invalid.getByRole('textbox', { name: /^URL of menu \d+$/ }).first();
    const menuLabel = (await field.getAttribute('aria-label')) ?? (await invalid.getByText(/^URL of menu \d+$/).first().textContent());
    const slug = /\/r\/([a-z0-9-]+)\//i.exec(await field.inputValue())![1].toLowerCase();
    const fixed = `https://tablehost.co.uk/r/${slug}/menu`;
    await field.fill(fixed);
    await field.press('Enter');
    await valid.getByRole('link', { name: fixed }).waitFor();
    await invalid.getByText(`${invalidBefore - 1} invalid menus`).waitFor();
    await valid.getByText(`${validBefore + 1} valid menus`).waitFor();
    expect(menuLabel).toBeTruthy();
    await screenshot(page, 'platform-invalid-url-fixed');
  });
});
