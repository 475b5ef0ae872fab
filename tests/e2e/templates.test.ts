// Templates -> Templates in Chromium (spec 3, section 2; issue 25): a senior scraper creates a template from a file (a
// file that is not JSON refused at once, one the instructions schema refuses on Save with the path of the fault), opens it, uploads a second version ('New version (not uploaded)' until saved),
// compares the two versions side by side in the history drawer, downloads one (named with the template id and vN),
// and tries the template on a demo restaurant menu; the list's filters live in the query string.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { browserSession, toast } from './support/browserSession';

const { signedInPage, graphql } = browserSession('templates');
const ADMIN = 'admin@example.com';

/** The Olive Grove demo site's instructions as a template writes them: the page relative to each menu's URL. */
function oliveGroveTemplate(extra: Record<string, unknown> = {}): string {
  const instructions = JSON.parse(readFileSync('server/demo-sites/instructions/olive-grove.json', 'utf8')) as Record<string, unknown>;
  return JSON.stringify({ ...instructions, pages: [{ url: 'menu' }], ...extra }, null, 2);
}

const file = (name: string, text: string) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });

describe('templates', () => {
  it('creates a template from a file, uploads a second version, compares, downloads and tries it on a demo menu', { timeout: 180_000 }, async () => {
    const page = await signedInPage(ADMIN, '/menu-scraping-templates/templates');
    await page.getByText(/^\d+ matching records?$/).waitFor();
    for (const header of ['Id', 'Name', 'Menu count', 'Status', 'Version', 'Created', 'Modified']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    // Demo templates in every status.
    for (const status of ['New', 'Validated', 'Optimized', 'Confirmed']) await page.getByRole('cell', { name: status, exact: true }).first().waitFor();
    await screenshot(page, 'templates-list');

    await page.getByLabel('Status').selectOption('CONFIRMED');
    await page.waitForURL((url) => url.searchParams.get('templateStatus') === 'CONFIRMED');
    // The Olive Grove layout's and the MenuHost Cards layout's (server/demo/demoMenuHost.ts).
    await page.getByText('2 matching records').waitFor();

    // Two changes in one go (the status, then the sort, before the list renders again): both stay in the query string.
    await page.evaluate(() => {
      const choose = (label: string, value: string) => {
        const select = [...document.querySelectorAll('select')].find((element) => element.labels?.[0]?.textContent?.trim() === label)!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
        setValue.call(select, value);
        select.dispatchEvent(new Event('change', { bubbles: true }));
      };
      choose('Status', 'VALIDATED');
      choose('Sort by', 'NAME:desc');
    });
    await page.waitForURL((url) => url.searchParams.get('templateStatus') === 'VALIDATED' && url.searchParams.get('sortingCriterion') === 'NAME');

    await page.getByRole('button', { name: 'Add template' }).click();
    await page.waitForURL(/\/templates\/create$/);
    const name = `Olive layout ${Date.now()}`;
    await page.getByLabel('Name').fill(name);
    const upload = page.getByTestId('template-instructions-file');
    await upload.setInputFiles(file('notes.txt', '{}'));
    await page.getByText('Only .json files are accepted').waitFor();
    await upload.setInputFiles(file('broken.json', '{ "format": 1,'));
    await page.getByText('The file does not contain valid JSON').waitFor();
    // The instructions' schema answers on Save, with the path of the fault; nothing is created.
    await upload.setInputFiles(file('no-dishes.json', JSON.stringify({ format: 1, pages: [{ url: 'menu' }] })));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Menu scraping template creation failed.');
    await page.getByText('dishes: is required').first().waitFor();
    await upload.setInputFiles(file('olive.json', oliveGroveTemplate()));
    await page.getByLabel('Preview of olive.json').waitFor();
    await screenshot(page, 'template-create');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Menu scraping template created.');
    await page.waitForURL(/\/templates\/\d+$/);
    const templateId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText('Version 1', { exact: true }).waitFor();

    // A second version: shown as not uploaded until saved.
    await page.getByTestId('template-instructions-file').setInputFiles(file('olive-v2.json', oliveGroveTemplate({ cleanup: { remove: ['.cookie-banner'] } })));
    await page.getByText('New version (not uploaded): olive-v2.json').waitFor();
    await page.getByLabel('Status').selectOption('VALIDATED');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Menu scraping template updated.');
    await page.getByText('Version 2', { exact: true }).waitFor();

    // Version history: compare v1 with v2, download v1.
    await page.getByRole('button', { name: 'Version history' }).click();
    const compare = page.getByRole('region', { name: 'Compare versions' });
    await compare.waitFor();
    await compare.getByText('.cookie-banner').first().waitFor();
    await screenshot(page, 'template-versions-compare');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download version 1' }).click()]);
    expect(download.suggestedFilename()).toBe(`menu-scraping-template-${templateId}-v1.json`);
    expect(JSON.parse(readFileSync((await download.path())!, 'utf8'))).toEqual(JSON.parse(oliveGroveTemplate()));
    await page.getByRole('button', { name: 'Close' }).click();

    // Try it on the Olive Grove demo menu: the relative page URL resolved against the menu's own URL.
    const menus = await graphql<{ menus: { menus: { databaseId: number; url: string | null }[] } }>('{ menus(filters: { menuSearchTerm: "olive-grove" }, pageSize: 20) { menus { databaseId url } } }');
    const menu = menus.menus.menus.find((item) => item.url?.endsWith('/demo-sites/olive-grove/menu'));
    expect(menu).toBeDefined();
    await page.getByLabel('Menu ID').fill(String(menu!.databaseId));
    await page.getByRole('button', { name: 'Try it', exact: true }).click();
    const result = page.getByRole('region', { name: 'Try it result' });
    await result.waitFor({ timeout: 60_000 });
    await result.getByText(/dish/i).first().waitFor();
    await screenshot(page, 'template-try-it');
  });

  it('a save refused as stale keeps the edits on screen; leaving with changes asks first', { timeout: 120_000 }, async () => {
    const created = await graphql<{ createMenuScrapingTemplate: { id: string; databaseId: number; modifiedDate: string } }>(
      'mutation($data: CreateMenuScrapingTemplateInput!) { createMenuScrapingTemplate(data: $data) { id databaseId modifiedDate } }',
      { data: { name: `Stale ${Date.now()}`, scrapingInstructionsFileName: 'olive.json', scrapingInstructions: JSON.parse(oliveGroveTemplate()) } },
    );
    const { id, databaseId } = created.createMenuScrapingTemplate;
    const page = await signedInPage(ADMIN, `/menu-scraping-templates/templates/${databaseId}`);
    await page.getByText('Version 1', { exact: true }).waitFor();
    const nameField = page.getByLabel('Name');
    const edited = `Edited on screen ${Date.now()}`;
    await nameField.fill(edited);
    await page.getByLabel('Status').selectOption('OPTIMIZED');

    // Leaving asks; No stays with the edits.
    await page.getByRole('link', { name: 'Templates' }).first().click();
    const prompt = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'No' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/menu-scraping-templates/templates/${databaseId}`);

    // Someone else saves first: this save is refused as stale, and the name and status typed stay.
    await graphql('mutation($id: ID!, $data: UpdateMenuScrapingTemplateInput!) { updateMenuScrapingTemplate(id: $id, data: $data) { id } }', {
      id,
      data: { name: `Changed elsewhere ${Date.now()}`, status: 'VALIDATED' },
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Menu scraping template update failed.');
    expect(await nameField.inputValue()).toBe(edited);
    expect(await page.getByLabel('Status').inputValue()).toBe('OPTIMIZED');
    const stored = await graphql<{ menuScrapingTemplate: { name: string } }>(`{ menuScrapingTemplate(id: "${id}") { name } }`);
    expect(stored.menuScrapingTemplate.name).not.toBe(edited);
  });
});
