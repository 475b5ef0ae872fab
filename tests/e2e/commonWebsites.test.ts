// Settings -> Common websites in Chromium (spec 3, section 2): an admin reaches the page from the palette, adds a
// domain (refused in the form while it repeats one on the page), deletes one, is asked 'Unsaved changes' on leaving,
// saves with the spec's notice; a domain that repeats one on another page is refused by the server with the spec's
// failure title; the search narrows the list.
import { describe, expect, it } from 'vitest';
import { openPalette, screenshot } from './support/browser';
import { browserSession, toast } from './support/browserSession';

const { signedInPage, graphql } = browserSession('common-websites');

const domains = async () =>
  (await graphql<{ commonWebsiteDomains: { items: { websiteDomain: string }[] } }>('{ commonWebsiteDomains(pageSize: 100) { items { websiteDomain } } }')).commonWebsiteDomains.items.map(
    (row) => row.websiteDomain,
  );

describe('common websites screen', () => {
  it('an admin edits the common websites, is asked before leaving with changes, and saves', { timeout: 180_000 }, async () => {
    const page = await signedInPage('admin@example.com', '/brands');
    // The Settings area opens its first tab, Common websites, for whoever may list them; the option's name also reads its shortcut.
    await openPalette(page);
    await page.keyboard.type('common websites');
    await page.getByRole('option', { name: /^Go to Settings/, selected: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/settings\/common-websites$/);
    const table = page.getByRole('table', { name: 'Common websites' });
    await table.getByRole('textbox', { name: 'Website domain facebook.com' }).waitFor();
    await page.getByText('14 matching records').waitFor();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
    expect(await save.isDisabled()).toBe(true);
    expect(await cancel.isDisabled()).toBe(true);

    // A new row starts empty, with the placeholder; a domain already on the page is refused in the form.
    await page.getByRole('button', { name: 'Add new website' }).click();
    const added = table.getByRole('textbox', { name: 'New website domain' });
    expect(await added.getAttribute('placeholder')).toBe('example.co.uk');
    expect(await added.inputValue()).toBe('');
    await added.fill('Deliveroo.co.uk');
    await save.click();
    await table.getByText('Domains must be unique').waitFor();
    await added.fill('menulog.co.uk');
    await table.getByText('Domains must be unique').waitFor({ state: 'detached' });
    await table.getByRole('button', { name: 'Delete google.com' }).click();
    expect(await save.isEnabled()).toBe(true);
    await screenshot(page, 'common-websites-edited');

    // Leaving with changes asks first; No stays with the edits.
    await page.getByRole('tab', { name: 'Platforms' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await prompt.getByText('There are changes are not saved. Do you want to continue?').waitFor();
    await screenshot(page, 'common-websites-unsaved-prompt');
    await prompt.getByRole('button', { name: 'No' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/settings\/common-websites$/);
    expect(await added.inputValue()).toBe('menulog.co.uk');

    await save.click();
    await toast(page, 'Common website domains updated');
    await table.getByRole('textbox', { name: 'Website domain menulog.co.uk' }).waitFor();
    expect(await save.isDisabled()).toBe(true);
    const saved = await domains();
    expect(saved).toContain('menulog.co.uk');
    expect(saved).not.toContain('google.com');

    // youtube.com is on the second page: the server refuses it, with the spec's failure title.
    await page.getByRole('button', { name: 'Add new website' }).click();
    await table.getByRole('textbox', { name: 'New website domain' }).fill('youtube.com');
    await save.click();
    await toast(page, 'Save common website domains failed.');
    await toast(page, 'Domains must be unique');
    // The notices stack over the form's corner and stay while the pointer rests on them (pause on hover): a person
    // dismisses them to reach Cancel beneath, as here. On a slow run the success notice above is still there too.
    const dismiss = page.getByRole('button', { name: 'Dismiss' });
    while ((await dismiss.count()) > 0) await dismiss.first().click({ timeout: 5_000 }).catch(() => undefined);
    await cancel.click();
    expect(await save.isDisabled()).toBe(true);

    // The search narrows the list; nothing is unsaved, so leaving asks nothing.
    await page.getByRole('textbox', { name: 'Search website' }).fill('co.uk');
    await page.waitForURL(/websiteDomain=co\.uk/);
    await page.getByText('6 matching records').waitFor();
    await screenshot(page, 'common-websites-search');
    await page.getByRole('tab', { name: 'Platforms' }).click();
    await page.waitForURL(/\/settings\/platforms$/);
  });
});
