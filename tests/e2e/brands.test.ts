// The brands screens in Chromium (spec 2, sections 2.9 and 2.10): the list filtered by search term and status in the
// query string, a new brand from the dialog with the spec's messages, the brand page edited and saved (a reload shows
// the saved values, a stale save keeps the edits), the icon uploaded, Clone for a developer-type account, a location
// opened from the brand's locations, the unsaved-changes prompt, and the scraping instructions download.
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageAccessToken, runPaletteCommand, screenshot } from './support/browser';
import { browserSession } from './support/browserSession';

// The admin is a developer-type account here, so Clone and the for-testing flag show.
const { session, signedInPage } = browserSession('brands', { env: { DEVELOPER_EMAIL_PATTERNS: 'admin:^admin@example\\.com$' } });
const ADMIN = 'admin@example.com';

/** A small valid PNG (a 16 x 16 square of one colour), made here so the test needs no fixture file. */
function pngBytes(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_unused, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([0x2b, 0x6c, 0xb0]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

const countText = (page: Page) => page.getByText(/^\d+ matching records?$/);

describe('brands screens', () => {
  it('filters the list by search term and status in the query string', { timeout: 90_000 }, async () => {
    const page = await signedInPage(ADMIN, '/brands?page=2&pageSize=5');
    await countText(page).waitFor();
    for (const header of ['Brand name', 'Locations', 'Messiness', 'Status', 'Unsupported business', 'Business status', 'Has menu', 'Website', 'Updated']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }

    // A filter change goes back to the first page.
    await page.getByRole('combobox', { name: 'Brand status' }).click();
    await page.getByRole('option', { name: 'Excluded', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'EXCLUDED' && !url.searchParams.has('page') && url.searchParams.get('pageSize') === '5');
    await page.getByRole('row', { name: /The Wandering Goat/ }).or(page.getByRole('row', { name: /Cosy Corner Cafe/ })).first().waitFor();
    await expect(page.getByRole('row', { name: /Pizza Palace/ }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await page.getByRole('textbox', { name: 'Brand search' }).fill('Pizza Palace');
    await page.waitForURL((url) => url.searchParams.get('brandSearchTerm') === 'Pizza Palace');
    await page.getByRole('row', { name: /Pizza Palace Leeds/ }).waitFor();
    await expect(page.getByRole('row', { name: /The Crooked Spoon/ }).count()).resolves.toBe(0);

    // The filters survive a reload; a search with no match says so.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Brand search' }).inputValue()).resolves.toBe('Pizza Palace');
    await page.getByRole('row', { name: /Pizza Palace Leeds/ }).waitFor();
    // Go back on the brand page returns to the list as it was left.
    await page.getByRole('row', { name: /Pizza Palace Leeds/ }).click();
    await page.getByRole('heading', { name: 'Pizza Palace Leeds', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL((url) => url.pathname === '/brands' && url.searchParams.get('brandSearchTerm') === 'Pizza Palace');
    await page.goto(`${session.server.url}/brands?brandSearchTerm=zzqxv`);
    await page.getByText('No brands match these filters').waitFor();
  });

  it('creates a brand, edits and saves it, uploads its icon, and clones it', { timeout: 120_000 }, async () => {
    const page = await signedInPage(ADMIN, '/brands');
    await countText(page).waitFor();
    await screenshot(page, 'brands-list');

    await page.getByRole('button', { name: 'New brand' }).click();
    const dialog = page.getByRole('dialog', { name: 'New brand' });
    await dialog.getByRole('button', { name: 'Create brand' }).click();
    await dialog.getByText("Brand's name is required").waitFor();
    await dialog.getByText("Brand's website is required").waitFor();
    await dialog.getByLabel('Name').fill('Ilkley Noodle Bar');
    await dialog.getByLabel('Website').fill('not a site');
    await dialog.getByText('Website is not valid').waitFor();
    await dialog.getByLabel('Website').fill('https://ilkley-noodles.example.com');
    await dialog.getByRole('button', { name: 'Add additional URL' }).click();
    await dialog.getByRole('textbox', { name: 'Additional URL 1' }).fill('https://ilkley-noodles.example.com/menu');
    await screenshot(page, 'brand-create');
    await dialog.getByRole('button', { name: 'Create brand' }).click();
    await page.getByText('Brand created.', { exact: true }).waitFor();
    await page.waitForURL(/\/brands\/\d+$/);
    await page.getByRole('heading', { name: 'Ilkley Noodle Bar', level: 1 }).waitFor();
    const brandUrl = page.url();

    // Edit and save; a reload shows what was stored.
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ilkley Noodle House');
    await page.getByRole('checkbox', { name: 'Use dish type icon' }).check();
    await page.getByRole('combobox', { name: 'Business status' }).click();
    await page.getByRole('option', { name: 'Closed temporarily', exact: true }).click();
    // Saved with the keyboard: mod+shift+s.
    await page.keyboard.press('Control+Shift+S');
    await page.getByText('Brand updated.', { exact: true }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Ilkley Noodle House', level: 1 }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).resolves.toBe('Ilkley Noodle House');
    await expect(page.getByRole('checkbox', { name: 'Use dish type icon' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('combobox', { name: 'Business status' }).textContent()).resolves.toContain('Closed temporarily');

    // The website is required on the detail form too.
    await page.getByRole('textbox', { name: 'Website', exact: true }).fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText("Brand's website is required").waitFor();
    await page.getByRole('textbox', { name: 'Website', exact: true }).fill('https://ilkley-noodles.example.com');

    // A file of another type is refused before sending; a PNG is uploaded with the assets active.
    await page.getByLabel('Icon file').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await page.getByText('Choose a PNG, JPEG or WebP image.').waitFor();
    await page.getByLabel('Icon file').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: pngBytes() });
    await page.getByRole('img', { name: 'New icon preview' }).waitFor();
    await page.getByRole('checkbox', { name: 'Assets are active' }).check();
    await page.getByRole('button', { name: 'Save images' }).click();
    await page.getByText('Brand images saved.', { exact: true }).waitFor();
    // The upload moved the brand's version on; the form's next save is based on it, not refused as stale.
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Included', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Brand updated.', { exact: true }).last().waitFor();
    await expect(page.getByText('Brand update failed', { exact: true }).count()).resolves.toBe(0);
    await page.reload();
    const icon = page.getByRole('img', { name: 'Current icon' });
    await icon.waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('img[alt="Current icon"]');
      return image !== null && image.complete && image.naturalWidth === 16;
    });
    await expect(page.getByRole('checkbox', { name: 'Assets are active' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('combobox', { name: 'Status', exact: true }).textContent()).resolves.toContain('Included');
    await page.getByText('No scraping instructions set').or(page.getByText('This brand has no menu.')).first().waitFor();
    await screenshot(page, 'brand-detail-new');

    // Someone else saves meanwhile: this page's save is refused and its edits stay.
    const other = await signedInPage(ADMIN, new URL(brandUrl).pathname);
    await other.getByRole('textbox', { name: 'Name', exact: true }).fill('Ilkley Noodle Hall');
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    await other.getByText('Brand updated.', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ilkley Noodle Palace');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Brand update failed', { exact: true }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).resolves.toBe('Ilkley Noodle Palace');

    // Leaving with unsaved edits asks first; No stays.
    await page.getByRole('link', { name: 'Go back' }).click();
    await page.getByRole('alertdialog', { name: 'Unsaved changes' }).waitFor();
    await page.getByRole('button', { name: 'No' }).click();
    expect(page.url()).toBe(brandUrl);

    // Clone (a developer-type account): the copy opens, marked for testing.
    await page.reload();
    await page.getByRole('heading', { name: 'Ilkley Noodle Hall', level: 1 }).waitFor();
    await runPaletteCommand(page, 'Clone brand');
    await page.waitForURL((url) => /\/brands\/\d+$/.test(url.pathname) && url.href !== brandUrl);
    await page.getByText('Brand cloned.', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Ilkley Noodle Hall (clone)', level: 1 }).waitFor();
    await expect(page.getByRole('checkbox', { name: 'For testing' }).isChecked()).resolves.toBe(true);
  });

  it('opens a location from the brand locations table, and hides Clone from other accounts', { timeout: 90_000 }, async () => {
    const page = await signedInPage('teamLeader@example.com', '/brands?brandSearchTerm=Calder%20Valley');
    await page.getByRole('row', { name: /Calder Valley Curry House/ }).first().click();
    await page.waitForURL(/\/brands\/\d+$/);
    await page.getByRole('heading', { name: 'Calder Valley Curry House', level: 1 }).waitFor();
    await expect(page.getByRole('button', { name: 'Clone' }).count()).resolves.toBe(0);
    await expect(page.getByRole('checkbox', { name: 'For testing' }).count()).resolves.toBe(0);

    const locations = page.getByRole('table', { name: 'Locations' });
    const firstRow = locations.getByRole('row').nth(1);
    await firstRow.waitFor();
    await page.getByRole('link', { name: /^Brand gateway task \d+$/ }).waitFor();
    await page.getByRole('button', { name: 'Download JSON' }).or(page.getByText('No scraping instructions set')).first().waitFor();
    await screenshot(page, 'brand-detail');
    const name = (await firstRow.getByRole('cell').nth(1).textContent()) ?? '';
    await page.getByRole('textbox', { name: 'Location search' }).fill(name);
    await locations.getByRole('row', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().waitFor();
    await locations.getByRole('row').nth(1).click();
    await page.waitForURL(/\/brands\/locations\/\d+$/);
  });

  it('downloads the brand menu scraping instructions as JSON', { timeout: 60_000 }, async () => {
    // A brand whose menu has instructions, asked of the API with the page's own token (from the product's origin).
    const page = await signedInPage('teamLeader@example.com', '/');
    const brandId = await page.evaluate(async (accessToken) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ query: '{ brands(pageSize: 100) { brands { databaseId menu { scrapingInstructions } } } }' }),
      });
      const body = (await response.json()) as { data: { brands: { brands: Array<{ databaseId: number; menu: { scrapingInstructions: unknown } | null }> } } };
      return body.data.brands.brands.find((brand) => brand.menu?.scrapingInstructions)?.databaseId;
    }, await pageAccessToken(page));
    expect(brandId).toBeTypeOf('number');
    await page.goto(`${session.server.url}/brands/${brandId}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^menu-\d+-scraping-instructions-v\d+\.json$/);
    const path = await download.path();
    const text = readFileSync(path, 'utf8');
    expect(JSON.parse(text)).toMatchObject({ format: 1, dishes: { selector: expect.any(String) } });
  });
});
