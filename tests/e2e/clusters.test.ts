// Templates -> Clusters in Chromium (spec 3, sections 2, 4 and 8; issues 26 and 27): two clusters made over demo
// menus, the list's filters in the query string (template status only with a template) and a row opened by keyboard;
// on the cluster page a senior scraper assigns it to himself, starts a rerun flow (without one the page shows the menus
// table only), marks a menu as core (refused to the lead), sets a menu HTML_NOT_SCRAPEABLE ('Please select a reason'
// until chosen, leaving blocked meanwhile), resets menus, and sees the 2200 px menus table scroll; an assignment taken
// meanwhile by someone else makes the switch go back off with the spec's title. The admin changes the template of the
// cluster without a flow (locked while one runs).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPalette, screenshot } from './support/browser';
import { clusteringRunsEnded } from './support/clustering';
import { browserSession, toast } from './support/browserSession';

const { session, signedInPage } = browserSession('clusters');
const SCRAPER = 'seniorScraper@example.com';
const ADMIN = 'admin@example.com';

interface Made {
  withTemplate: number;
  withoutTemplate: number;
  lead: number;
  plain: number;
  similar: [number, number];
  platforms: [string, string];
  templateName: string;
  templateId: number;
}

/**
 * Two clusters over live demo menus: one with a template (a lead, a complex menu and ten more, of two platforms, and
 * two menus outside it sharing the lead's URL signature), one without.
 */
async function makeClusters(): Promise<Made> {
  const { db } = session.server;
  // The clustering job a starting worker queues rewrites menus' platforms and signatures: let it finish first.
  await clusteringRunsEnded(db);
  const [template] = await db.query<{ id: number; name: string }>('SELECT id, name FROM menu_scraping_templates WHERE deleted_date IS NULL ORDER BY id LIMIT 1');
  const menus = await db.query<{ id: number }>(
    `SELECT id FROM menus WHERE NOT is_deleted AND menu_scraping_cluster_id IS NULL AND url IS NOT NULL ORDER BY id LIMIT 16`,
  );
  const platforms = await db.query<{ id: number; name: string }>('SELECT id, name FROM platforms ORDER BY id LIMIT 2');
  expect(template).toBeDefined();
  expect(menus.length).toBe(16);
  expect(platforms.length).toBe(2);
  const [withTemplate] = await db.query<{ id: number }>(
    `INSERT INTO menu_scraping_clusters (menu_scraping_template_id, expected_menu_format) VALUES ($1, 'HTML') RETURNING id`,
    [template.id],
  );
  const [withoutTemplate] = await db.query<{ id: number }>(`INSERT INTO menu_scraping_clusters (expected_menu_format) VALUES ('HTML') RETURNING id`);
  const ids = menus.map((menu) => menu.id);
  await db.query(
    `UPDATE menus SET menu_scraping_cluster_id = $1, attached_to_scraping_cluster_date = now() - (id % 7) * interval '1 day', format = 'HTML',
        scraping_cluster_role = CASE WHEN id = $2 THEN 'LEAD' WHEN id = $3 THEN 'COMPLEX' END
      WHERE id = ANY($4)`,
    [withTemplate.id, ids[0], ids[1], ids.slice(0, 12)],
  );
  await db.query(`UPDATE menus SET menu_scraping_cluster_id = $1, attached_to_scraping_cluster_date = now(), format = 'HTML' WHERE id = ANY($2)`, [withoutTemplate.id, ids.slice(12, 14)]);
  // The plain menu the tests work on is the newest scraped, so on the menus table's first page.
  await db.query(`UPDATE menus SET scraped_date = now() WHERE id = $1`, [ids[2]]);
  const signature = `e2e-layout-${withTemplate.id}`;
  await db.query('UPDATE menus SET platform_id = $1 WHERE id = ANY($2)', [platforms[0].id, ids.slice(0, 6)]);
  await db.query('UPDATE menus SET platform_id = $1 WHERE id = ANY($2)', [platforms[1].id, ids.slice(6, 12)]);
  await db.query(`UPDATE menus SET platform_id = $1, url_signature = $2, format = 'HTML' WHERE id = ANY($3)`, [platforms[0].id, signature, [ids[0], ids[14], ids[15]]]);
  await db.query('UPDATE menu_scraping_clusters SET platform_id = $1, url_signature = $2 WHERE id = $3', [platforms[0].id, signature, withTemplate.id]);
  return {
    withTemplate: withTemplate.id,
    withoutTemplate: withoutTemplate.id,
    lead: ids[0],
    plain: ids[2],
    similar: [ids[14], ids[15]],
    platforms: [platforms[0].name, platforms[1].name],
    templateName: template.name,
    templateId: template.id,
  };
}

/** Start new rerun flow on the cluster page, confirmed: the flow is at preparation, whose panels show every menu list. */
async function startRerunFlow(page: Page) {
  await page.getByRole('region', { name: 'Rerun flow' }).getByRole('button', { name: 'Start new rerun flow' }).click();
  await page.getByRole('alertdialog', { name: 'Start a new rerun flow?' }).getByRole('button', { name: 'Yes' }).click();
  await toast(page, 'New rerun flow started');
  await page.getByRole('listitem', { name: 'Step 1: Preparation, current' }).waitFor();
}

describe('clusters', () => {
  it('lists clusters with their filters, opens one by keyboard and works its menus', { timeout: 180_000 }, async () => {
    const made = await makeClusters();
    const page = await signedInPage(SCRAPER, '/menu-scraping-templates/clusters');
    for (const header of ['Id', 'Menus', 'Approved menus', 'Template name', 'Template status', 'Assigned to', 'Rerun step', 'Has updated fingerprints', 'Created date', 'Modified date', 'Modified by']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await page.getByRole('row', { name: new RegExp(`^${made.withTemplate} 12 `) }).waitFor();
    await screenshot(page, 'clusters-list');
    await page.getByRole('row', { name: new RegExp(`^${made.withoutTemplate} 2 `) }).waitFor();

    // The assigned-to picker works for a senior scraper too (who cannot list users): admins and team leaders only.
    const picker = page.getByLabel('Assigned to', { exact: true });
    await picker.locator('option', { hasText: 'Theo Team Leader' }).waitFor({ state: 'attached' });
    expect(await picker.isDisabled()).toBe(false);
    const people = await picker.locator('option').allTextContents();
    expect(people).toContain('Ada Admin');
    expect(people).not.toContain('Simon Senior Scraper');
    await picker.selectOption({ label: 'Theo Team Leader' });
    await page.waitForURL((url) => url.searchParams.has('assignedToId'));
    await picker.selectOption('');
    await page.waitForURL((url) => !url.searchParams.has('assignedToId'));
    await page.getByRole('row', { name: new RegExp(`^${made.withoutTemplate} 2 `) }).waitFor();

    // Template status is enabled only with 'Has template' set, and cleared when it is unset.
    const templateStatus = page.getByLabel('Template status');
    expect(await templateStatus.isDisabled()).toBe(true);
    await page.getByLabel('Has template').selectOption('true');
    await page.waitForURL((url) => url.searchParams.get('hasTemplate') === 'true');
    await templateStatus.selectOption({ index: 1 });
    await page.waitForURL((url) => url.searchParams.has('templateStatus'));
    await page.getByLabel('Has template').selectOption('');
    await page.waitForURL((url) => !url.searchParams.has('hasTemplate') && !url.searchParams.has('templateStatus'));
    await expect.poll(() => templateStatus.isDisabled()).toBe(true);
    await page.getByLabel('Has template').selectOption('false');
    await page.waitForURL((url) => url.searchParams.get('hasTemplate') === 'false');
    await page.getByRole('row', { name: new RegExp(`^${made.withoutTemplate} 2 `) }).waitFor();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(`^${made.withTemplate} 12 `) }).count()).toBe(0);
    // Two changes in a row both stay.
    await page.getByLabel('Has template').selectOption('true');
    await page.getByLabel('Sort by').selectOption('MENU_COUNT:desc');
    await page.waitForURL(
      (url) => url.searchParams.get('hasTemplate') === 'true' && url.searchParams.get('sortingCriterion') === 'MENU_COUNT' && url.searchParams.get('sortingOrder') === 'desc',
    );

    // j/k move through the rows, Enter opens the cluster.
    await page.getByRole('row', { name: new RegExp(`^${made.withTemplate} 12 `) }).waitFor();
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    const rows = page.getByRole('table', { name: 'Clusters' }).getByRole('row');
    const rowCount = await rows.count();
    let opened = false;
    for (let index = 1; index < rowCount && !opened; index += 1) {
      await page.keyboard.press('j');
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (focused.startsWith(`${made.withTemplate}12`)) {
        await page.keyboard.press('Enter');
        opened = true;
      }
    }
    expect(opened).toBe(true);
    await page.waitForURL(new RegExp(`/menu-scraping-templates/clusters/${made.withTemplate}$`));

    // The page: header, fields, and editing greyed out until the cluster is the scraper's own.
    await page.getByRole('heading', { name: `Cluster ${made.withTemplate}` }).waitFor();
    await page.getByRole('button', { name: 'Download fingerprints' }).waitFor();
    expect(await page.getByRole('button', { name: 'Download fingerprints' }).isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Scraping template' }).inputValue()).toContain(made.templateName);
    const menusTable = page.getByRole('table', { name: 'Cluster menus' });
    await menusTable.getByRole('link', { name: String(made.plain), exact: true }).waitFor();
    expect(await menusTable.getByRole('button', { name: 'Mark core' }).first().isDisabled()).toBe(true);

    const assigned = page.getByRole('switch', { name: 'Assigned to me' });
    await assigned.check();
    await toast(page, 'Cluster assigned.');
    await page.getByText(/assigned to Simon Senior Scraper/).waitFor();

    // Without a rerun flow the page shows the menus table only; a new flow (confirmed) brings preparation's panels.
    expect(await page.getByRole('region', { name: 'Similar menus', exact: true }).count()).toBe(0);
    await startRerunFlow(page);

    // Platforms: the first, and the others behind 'N more'.
    await page.getByText(made.platforms[0], { exact: true }).waitFor();
    await page.getByRole('button', { name: '1 more' }).click();
    await page.getByText(`${made.platforms[0]}, ${made.platforms[1]}`).waitFor();

    // The menus report needs the clusters report permission, which a senior scraper does not hold.
    expect(await page.getByRole('button', { name: 'Generate menus report' }).isDisabled()).toBe(true);

    // Similar menus: attach one, exclude the other, then take it out of the excluded menus.
    const similar = page.getByRole('region', { name: 'Similar menus', exact: true });
    const excluded = page.getByRole('region', { name: 'Menus excluded from similar menus' });
    const rowOf = (region: typeof similar, menuId: number) => region.getByRole('row').filter({ has: page.getByRole('link', { name: String(menuId), exact: true }) });
    await rowOf(similar, made.similar[0]).getByRole('button', { name: 'Attach' }).click();
    await toast(page, `Menu ${made.similar[0]} attached to the cluster.`);
    await menusTable.getByRole('link', { name: String(made.similar[0]), exact: true }).first().waitFor();
    await rowOf(similar, made.similar[1]).getByRole('button', { name: 'Exclude from similar menus' }).click();
    await toast(page, `Menu ${made.similar[1]} excluded from similar menus.`);
    await rowOf(excluded, made.similar[1]).getByRole('button', { name: 'Remove from excluded' }).click();
    await toast(page, `Menu ${made.similar[1]} removed from the excluded menus.`);
    await rowOf(similar, made.similar[1]).waitFor();

    // 2200 px wide: the table scrolls sideways instead of squashing.
    const widths = await page.getByTestId('cluster-menus-scroller').evaluate((scroller) => ({
      table: scroller.querySelector('table')!.getBoundingClientRect().width,
      scroll: scroller.scrollWidth,
      client: scroller.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(widths.table).toBeGreaterThanOrEqual(2150);
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(widths.page).toBeLessThanOrEqual(1440);

    // Core: refused to the lead, done for a plain menu.
    const leadRow = menusTable.getByRole('row').filter({ has: page.getByRole('link', { name: String(made.lead), exact: true }) });
    expect(await leadRow.getByRole('button', { name: 'Mark core' }).isDisabled()).toBe(true);
    const plainRow = menusTable.getByRole('row').filter({ has: page.getByRole('link', { name: String(made.plain), exact: true }) });
    await plainRow.getByRole('button', { name: 'Mark core' }).click();
    await toast(page, `Menu ${made.plain} marked as core.`);
    await plainRow.getByRole('button', { name: 'Unmark core' }).waitFor();

    // HTML_NOT_SCRAPEABLE asks for a reason; leaving meanwhile is blocked.
    await plainRow.getByLabel(`Format of menu ${made.plain}`).selectOption('HTML_NOT_SCRAPEABLE');
    await plainRow.getByText('Please select a reason').waitFor();
    await page.getByRole('button', { name: 'Go back' }).click();
    await toast(page, 'Please resolve the error before leaving the page.');
    expect(page.url()).toMatch(new RegExp(`/clusters/${made.withTemplate}$`));
    await plainRow.getByLabel(`Not-scrapeable reason of menu ${made.plain}`).selectOption('CAPTCHA');
    await toast(page, `Menu ${made.plain} updated.`);
    const [stored] = await session.server.db.query<{ format: string; not_scrapeable_reason: string | null }>('SELECT format, not_scrapeable_reason FROM menus WHERE id = $1', [made.plain]);
    expect(stored).toEqual({ format: 'HTML_NOT_SCRAPEABLE', not_scrapeable_reason: 'CAPTCHA' });

    // Menu statuses: Reset menus reports its count.
    const statuses = page.getByRole('region', { name: 'Menu statuses' });
    await statuses.getByRole('row').nth(1).waitFor();
    await screenshot(page, 'cluster-page');
    const resettable = statuses.getByRole('row').filter({ has: page.getByRole('button', { name: 'Reset menus', disabled: false }) });
    if ((await resettable.count()) > 0) {
      await resettable.first().getByRole('button', { name: 'Reset menus' }).click();
      await toast(page, /^\d+ menus? reset\.$/);
    }

    // Someone else takes the cluster meanwhile: unassign fails and the switch goes back on.
    const [leader] = await session.server.db.query<{ id: number }>(`SELECT id FROM users WHERE lower(email) = 'teamleader@example.com'`);
    await session.server.db.query('UPDATE menu_scraping_clusters SET assigned_to_id = $1 WHERE id = $2', [leader.id, made.withTemplate]);
    await assigned.click();
    await toast(page, 'Cluster unassign failed.');
    await expect.poll(() => assigned.isChecked()).toBe(true);
  });

  it('lets an admin pick people, change the template, keep edits on a stale save and move menus by keyboard and palette', { timeout: 180_000 }, async () => {
    const made = await makeClusters();
    const page = await signedInPage(ADMIN, '/menu-scraping-templates/clusters');
    // The assigned-to picker offers admins and team leaders only.
    const picker = page.getByLabel('Assigned to', { exact: true });
    await picker.locator('option', { hasText: 'Theo Team Leader' }).waitFor({ state: 'attached' });
    const people = await picker.locator('option').allTextContents();
    expect(people).toContain('Ada Admin');
    expect(people).not.toContain('Simon Senior Scraper');

    await page.goto(`${session.server.url}/menu-scraping-templates/clusters/${made.withTemplate}`);
    const menusTable = page.getByRole('table', { name: 'Cluster menus' });
    await menusTable.getByRole('link', { name: String(made.plain), exact: true }).waitFor();
    // The menus are worked during preparation: the admin starts a rerun flow.
    await startRerunFlow(page);

    // Generate menus report downloads the cluster's CSV.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Generate menus report' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^ScrapingClusterMenusReport.*\.csv$/);

    // The '?' sheet lists the row keys.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.getByText('Mark or unmark the focused menu as core').waitFor();
    await sheet.getByText('Assign the cluster to me (or unassign)').waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    // 'Show standalone menus' only with an empty Menu ID, cleared when one is typed.
    const standalone = page.getByRole('checkbox', { name: 'Show standalone menus' });
    await standalone.check();
    await page.getByLabel('Menu ID', { exact: true }).fill(String(made.lead));
    await expect.poll(() => standalone.isDisabled()).toBe(true);
    expect(await standalone.isChecked()).toBe(false);
    await page.getByRole('checkbox', { name: 'Show similar menus' }).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Show similar menus' }).isDisabled()).toBe(false);
    await page.getByLabel('Menu ID', { exact: true }).fill('');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Show similar menus' }).isDisabled()).toBe(true);

    // j focuses a row; the palette removes it from the cluster; Attach back returns it.
    await menusTable.getByRole('row').nth(3).waitFor();
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('j');
    const focusedId = Number(await page.evaluate(() => document.activeElement?.querySelector('[data-menu-id]')?.getAttribute('data-menu-id')));
    expect(focusedId).toBeGreaterThan(0);
    await openPalette(page);
    await page.keyboard.type('Remove the focused menu');
    await page.getByRole('option', { name: /^Remove the focused menu from the cluster/, selected: true }).waitFor();
    await page.keyboard.press('Enter');
    await toast(page, `Menu ${focusedId} removed from the cluster.`);
    const removed = page.getByRole('region', { name: 'Manually removed menus' });
    const removedRow = removed.getByRole('row').filter({ has: page.getByRole('link', { name: String(focusedId), exact: true }) });
    await removedRow.getByRole('button', { name: 'Attach back' }).click();
    await toast(page, `Menu ${focusedId} attached back to the cluster.`);
    await removed.getByText('No menu was removed from this cluster').waitFor();

    // A format that takes the menu out asks first.
    const plainRow = menusTable.getByRole('row').filter({ has: page.getByRole('link', { name: String(made.plain), exact: true }) });
    await plainRow.getByLabel(`Format of menu ${made.plain}`).selectOption('DOCUMENT');
    const confirm = page.getByRole('alertdialog', { name: 'Remove the menu from the cluster?' });
    await confirm.getByText(`Menu ${made.plain} will be removed from the cluster when its format becomes Document.`).waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await toast(page, `Menu ${made.plain} updated.`);
    // The header's figures follow the panels' writes.
    await page.getByText(/^11 menus, /).waitFor();

    // The template is locked while the flow runs. On the cluster without a flow, changing it asks first, as it resets
    // the statuses.
    expect(await page.getByRole('combobox', { name: 'Scraping template' }).isDisabled()).toBe(true);
    await page.goto(`${session.server.url}/menu-scraping-templates/clusters/${made.withoutTemplate}`);
    await page.getByRole('heading', { name: `Cluster ${made.withoutTemplate}` }).waitFor();
    await page.getByRole('combobox', { name: 'Scraping template' }).click();
    await page.getByRole('option', { name: `${made.templateName} (${made.templateId})` }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const templateConfirm = page.getByRole('alertdialog', { name: 'Change the template?' });
    await templateConfirm.getByText(/resets the statuses of all the menus/).waitFor();
    await templateConfirm.getByRole('button', { name: 'Yes' }).click();
    await toast(page, 'Menu scraping cluster updated.');
    const [saved] = await session.server.db.query<{ menu_scraping_template_id: number | null }>('SELECT menu_scraping_template_id FROM menu_scraping_clusters WHERE id = $1', [made.withoutTemplate]);
    expect(saved.menu_scraping_template_id).toBe(made.templateId);

    // A save over someone else's change is refused and the edit stays on the page.
    await session.server.db.query(`UPDATE menu_scraping_clusters SET modified_date = now() + interval '1 minute' WHERE id = $1`, [made.withoutTemplate]);
    const workingHours = page.getByRole('switch', { name: 'Working hours irrelevant' });
    await workingHours.check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Menu scraping cluster update failed.');
    await page.getByText('Someone else changed this cluster.').waitFor();
    expect(await workingHours.isChecked()).toBe(true);
    await screenshot(page, 'cluster-page-admin');

    // Leaving with the unsaved edit asks first; No stays on the page.
    await page.getByRole('button', { name: 'Go back' }).click();
    const unsaved = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await unsaved.getByRole('button', { name: 'No' }).click();
    await unsaved.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(new RegExp(`/clusters/${made.withoutTemplate}$`));
  });
});
