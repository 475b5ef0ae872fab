// Reports in Chromium (spec 3, sections 2, 5, 7 to 9; issue 29): a team leader opens Reports and sees a tab per report
// permission (a senior scraper, who holds none, has no Reports at all), opens a tab from the palette, asks the user
// report for nothing (the spec's required messages under the fields), fills its inputs (kept in the query string),
// sees the chart and the first rows, downloads UsersReport.zip and opens it with Python's zipfile. A download can be
// cancelled while it streams, a failed one shows spec 3 section 8's title with the HTTP status text, and the user counts
// report asks for its one person ('User is required') before its preview.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORT_KEYS } from '../../domain/permissions';
import { ROLE_PERMISSIONS } from '../../domain/roles';
import { runPaletteCommand, screenshot } from './support/browser';
import { browserSession, toast } from './support/browserSession';

const { session, signedInPage } = browserSession('reports');
const LEADER = 'teamLeader@example.com';

const reportTabsOf = (role: keyof typeof ROLE_PERMISSIONS) => REPORT_KEYS.filter((key) => ROLE_PERMISSIONS[role].includes(`report.${key}`));

/** The demo person with the most task events, their task types and the days those events span (London days, widened by one). */
async function busiestPerson() {
  const [row] = await session.server.db.query<{ name: string; types: string[]; first: string; last: string }>(
    `SELECT u.name, array_agg(DISTINCT replace(e.entity_type, '_TASK', '')) AS types,
            to_char(min(e.created_date) - interval '1 day', 'YYYY-MM-DD') AS first, to_char(max(e.created_date) + interval '1 day', 'YYYY-MM-DD') AS last
       FROM events e JOIN users u ON u.id = e.user_id
      WHERE e.entity_type IN ('BRAND_GATEWAY_TASK', 'BRAND_DEFINITION_TASK', 'MENU_DEFINITION_TASK', 'MENU_SCRAPING_TASK', 'DISH_REVIEW_TASK')
      GROUP BY u.id, u.name ORDER BY count(*) DESC, u.id LIMIT 1`,
  );
  expect(row, 'the demo data has task events').toBeDefined();
  return row;
}

const TYPE_LABELS: Record<string, string> = {
  BRAND_GATEWAY: 'Brand gateway',
  BRAND_DEFINITION: 'Brand definition',
  MENU_DEFINITION: 'Menu definition',
  MENU_SCRAPING: 'Menu scraping',
  DISH_REVIEW: 'Dish review',
};

describe('reports', () => {
  it('shows a team leader the permitted tabs, and a senior scraper no Reports', { timeout: 120_000 }, async () => {
    const page = await signedInPage(LEADER, '/reports');
    await page.waitForURL((url) => url.pathname === '/reports/user');
    const tabs = page.getByRole('tablist', { name: 'Reports' }).getByRole('tab');
    await expect.poll(() => tabs.count()).toBe(reportTabsOf('teamLeader').length);
    expect(await page.getByRole('tab', { name: 'User', exact: true }).getAttribute('aria-selected')).toBe('true');
    const reportsLink = (on: typeof page) => on.getByRole('navigation').getByRole('link', { name: 'Reports' });
    expect(await reportsLink(page).count()).toBe(1);

    // The palette opens any permitted tab from anywhere; the arrow keys move along the tabs.
    await page.goto(`${session.server.url}/menus`);
    await runPaletteCommand(page, 'Open Open tasks report', 'open tasks report');
    await page.waitForURL((url) => url.pathname === '/reports/open-tasks');
    await page.getByRole('tab', { name: 'Open tasks' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/reports/changed-menu-urls');

    const scraper = await signedInPage('seniorScraper@example.com', '/reports/user');
    await scraper.waitForURL((url) => !url.pathname.startsWith('/reports'));
    expect(reportTabsOf('seniorScraper')).toEqual([]);
    await scraper.getByRole('navigation').getByRole('link').first().waitFor();
    expect(await reportsLink(scraper).count()).toBe(0);
  });

  it('asks the user report for its inputs, previews it and downloads the ZIP', { timeout: 180_000 }, async () => {
    const person = await busiestPerson();
    const page = await signedInPage(LEADER, '/reports/user');
    await page.getByRole('heading', { name: 'User report' }).waitFor();
    await page.getByText('Nothing to preview yet').waitFor();

    // Nothing chosen: Download shows the spec's messages and asks the server nothing.
    let downloads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/reports/')) downloads += 1;
    });
    await page.getByRole('button', { name: 'Download UsersReport.zip' }).click();
    for (const message of ['User(s) is required', 'Date range is required', 'Task type(s) is required']) await page.getByText(message, { exact: true }).waitFor();
    expect(downloads).toBe(0);
    await screenshot(page, 'reports-user-required');

    // The inputs, kept in the query string.
    await page.getByRole('combobox', { name: 'Users' }).click();
    await page.keyboard.type(person.name.split(' ')[0]);
    await page.getByRole('option', { name: person.name }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Start date').fill(person.first);
    await page.getByLabel('End date').fill(person.last);
    await page.getByRole('combobox', { name: 'Task types' }).click();
    for (const type of person.types) await page.getByRole('menuitemcheckbox', { name: TYPE_LABELS[type], exact: true }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.searchParams.get('startDate') === person.first && url.searchParams.get('endDate') === person.last && url.searchParams.has('userIds'));
    expect(new URL(page.url()).searchParams.get('taskTypes')?.split(',').sort()).toEqual([...person.types].sort());
    for (const message of ['User(s) is required', 'Date range is required', 'Task type(s) is required']) expect(await page.getByText(message, { exact: true }).count()).toBe(0);

    // The picture and the first rows before the file.
    const chart = page.getByRole('figure');
    await chart.locator('svg').first().waitFor();
    const firstRows = page.getByRole('table', { name: 'First rows' });
    await firstRows.getByRole('row').nth(1).waitFor();
    expect(await firstRows.getByRole('columnheader').count()).toBeGreaterThan(1);
    await screenshot(page, 'reports-user-preview');

    // The file: streamed with the token, saved under the server's name, a real ZIP of CSVs.
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download UsersReport.zip' }).click()]);
    expect(download.suggestedFilename()).toBe('UsersReport.zip');
    const path = join(mkdtempSync(join(tmpdir(), 'reports-')), 'UsersReport.zip');
    await download.saveAs(path);
    const listing = JSON.parse(
      execFileSync('python3', [
        '-c',
        'import json, sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint(json.dumps([[n, z.read(n).decode("utf-8").splitlines()[0]] for n in z.namelist()]))',
        path,
      ]).toString(),
    ) as [string, string][];
    expect(listing.length).toBeGreaterThan(0);
    for (const [name, header] of listing) {
      expect(name).toMatch(/\.csv$/);
      expect(header.split(',').length).toBeGreaterThan(1);
    }
    await toast(page, 'UsersReport.zip downloaded');
  });

  it('cancels a download while it streams, tells a failed one with the spec title and the status text, and asks for one person', { timeout: 120_000 }, async () => {
    const page = await signedInPage(LEADER, '/reports/counts');
    // The server holds the file back: the tab shows its progress until Cancel.
    let release: () => void = () => undefined;
    await page.route('**/api/reports/counts', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.abort().catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Download Counts_report.csv' }).click();
    const progress = page.getByRole('status', { name: 'Download progress' });
    await progress.getByText('Preparing the file').waitFor();
    await screenshot(page, 'reports-download-progress');
    await progress.getByRole('button', { name: 'Cancel' }).click();
    await progress.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Download Counts_report.csv' }).isEnabled()).toBe(true);
    release();
    expect(await page.getByText('Failed to generate report.').count()).toBe(0);

    // A server that fails: the probing report's own title, with the HTTP status text.
    await page.route('**/api/reports/menus-in-probing-status?**', (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>down</h1>' }));
    await page.getByRole('tab', { name: 'Menus in probing status' }).click();
    await page.waitForURL((url) => url.pathname === '/reports/menus-in-probing-status');
    expect(await page.getByRole('switch', { name: 'Include only stuck menus' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Download menus_in_probing_status.csv' }).click();
    await toast(page, 'Failed to generate a report.');
    await toast(page, 'Service Unavailable');
    await screenshot(page, 'reports-download-failed');

    // One person (user counts): the spec's message, then the person picked by typing, and the preview.
    await page.getByRole('tab', { name: 'User counts' }).click();
    await page.getByRole('button', { name: 'Download UserCountsReport.csv' }).click();
    await page.getByText('User is required', { exact: true }).waitFor();
    const person = page.getByRole('combobox', { name: 'User', exact: true });
    await person.click();
    await page.keyboard.type('Theo');
    await page.getByRole('option', { name: 'Theo Team Leader' }).click();
    await page.waitForURL((url) => url.searchParams.has('userId'));
    await page.getByRole('table', { name: 'First rows' }).waitFor();
    expect(await page.getByText('User is required', { exact: true }).count()).toBe(0);
  });
});
