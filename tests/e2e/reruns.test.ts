// The reruns page in Chromium (spec 3, sections 2, 4, 5, 6 and 8; issue 27): the nav entry and the route show only with
// menuScrapingRerun; the start form's defaults and rules (menu ids clear the other selectors, the ids' message); ids of a
// menu that is not HTML get the failure title with the server's words, statuses no menu has the no-menus dialog; a session by ids starts and its row moves to
// Completed on its own (polling) with its report opening in a new tab; a session by statuses starts and is aborted
// from the palette. The sessions run on a short slot (a second or a minute) planned at a Monday noon in London.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION_FORM_MESSAGES } from '../../domain/scrapingSessionSchemas';
import { SESSION_START_TEXTS } from '../../domain/scrapingSessions';
import { runPaletteCommand, screenshot } from './support/browser';
import { browserSession, toast } from './support/browserSession';

const { session, signedInPage } = browserSession('reruns');
const SCRAPER = 'seniorScraper@example.com';
/** A Monday noon in London: the demo restaurants' opening hours (or the 12:00-21:00 default) hold every menu. */
const MONDAY_NOON_LONDON = new Date('2026-03-02T12:00:00Z');

function sessionTiming(slotDurationMs: number) {
  session.server.config.sessionTiming = { planningNow: () => MONDAY_NOON_LONDON, slotDurationMs };
}

async function htmlMenus(count: number): Promise<number[]> {
  const rows = await session.server.db.query<{ id: number }>(
    `SELECT id FROM menus WHERE NOT is_deleted AND format = 'HTML' AND url LIKE $1 ORDER BY id LIMIT $2`,
    [`${session.server.demoSitesOrigin}%`, count],
  );
  expect(rows).toHaveLength(count);
  return rows.map((row) => row.id);
}

const oneWeekAgoInLondon = () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 7);
  return day.toISOString().slice(0, 10);
};

/** A session's row by its id (the first cell: other cells hold counts that may read the same). */
const sessionRow = (table: Locator, id: number) => table.getByRole('row').filter({ has: table.page().locator('td:first-child').getByText(String(id), { exact: true }) });

describe('the reruns page', () => {
  it('shows only with the reruns permission', async () => {
    const junior = await signedInPage('juniorScraper@example.com', '/menus');
    await junior.getByRole('navigation').first().waitFor();
    expect(await junior.getByRole('link', { name: 'Reruns', exact: true }).count()).toBe(0);
    await junior.goto(`${session.server.url}/menu-scraping-reruns`);
    expect(await junior.getByRole('form', { name: 'Start a rerun session' }).count()).toBe(0);
  });

  it('starts sessions by ids and by statuses, follows one to Completed, opens its report and aborts the other', { timeout: 240_000 }, async () => {
    const { db } = session.server;
    const page = await signedInPage(SCRAPER, '/menus');
    await page.getByRole('link', { name: 'Reruns', exact: true }).click();
    await page.getByRole('heading', { name: 'Menu scraping reruns' }).waitFor();
    const form = page.getByRole('form', { name: 'Start a rerun session' });
    const table = page.getByRole('table', { name: 'Rerun sessions' });

    // The defaults of spec 3, section 5.
    expect(await form.getByLabel('Time slot count').inputValue()).toBe('480');
    expect(await form.getByLabel('Menu count').inputValue()).toBe('10');
    expect(await form.getByLabel('Menu count').isDisabled()).toBe(true);
    expect(await form.getByRole('checkbox', { name: 'Include all available menus' }).isChecked()).toBe(true);
    expect(await form.getByRole('switch', { name: 'Ignore working hours' }).isChecked()).toBe(false);
    expect(await form.getByLabel('Scraped before').inputValue()).toBe(oneWeekAgoInLondon());
    await form.getByRole('combobox', { name: 'Menu statuses' }).getByText('Approved, Auto approved, Scraping rerun error').waitFor();
    await form.getByText(SESSION_FORM_MESSAGES.maxPerTimeSlot(50), { exact: false }).waitFor();
    await screenshot(page, 'reruns-page');

    // Menu ids disable and clear the other selectors; a bad list is refused with the spec's words.
    const ids = form.getByLabel('Menu ids');
    await ids.fill('12, x');
    expect(await form.getByRole('combobox', { name: 'Menu statuses' }).isDisabled()).toBe(true);
    expect(await form.getByLabel('Scraped before').inputValue()).toBe('');
    expect(await form.getByRole('checkbox', { name: 'Include all available menus' }).isChecked()).toBe(false);
    await form.getByRole('button', { name: 'Start session' }).click();
    await form.getByText(SESSION_FORM_MESSAGES.menuIdsList).waitFor();

    // Ids of a menu that is not HTML: the server refuses, and the failure title shows with its words.
    sessionTiming(1000);
    const [pdf] = await db.query<{ id: number }>(`SELECT id FROM menus WHERE NOT is_deleted AND format <> 'HTML' ORDER BY id LIMIT 1`);
    expect(pdf).toBeDefined();
    await ids.fill(String(pdf.id));
    await form.getByRole('button', { name: 'Start session' }).click();
    await toast(page, SESSION_START_TEXTS.rerunStartFailed);
    await toast(page, `Menu ${pdf.id} is not a live HTML menu.`);

    // Statuses no menu has (the demo's one such menu moved to rerun error): the info dialog, and nothing starts.
    await db.query(`UPDATE menus SET status = 'SCRAPING_RERUN_ERROR' WHERE status = 'SCRAPING_RERUN_SIGNIFICANT_CHANGES'`);
    await ids.fill('');
    const statuses = form.getByRole('combobox', { name: 'Menu statuses' });
    await statuses.click();
    await page.getByRole('menuitemcheckbox', { name: 'Scraping rerun significant changes', exact: true }).click();
    await page.keyboard.press('Escape');
    await form.getByLabel('Scraped before').fill('2026-01-01');
    await form.getByRole('checkbox', { name: 'Include all available menus' }).check();
    await form.getByRole('button', { name: 'Start session' }).click();
    const noMenus = page.getByRole('alertdialog', { name: SESSION_START_TEXTS.noMenusAvailableTitle });
    await noMenus.getByText(SESSION_START_TEXTS.noMenusAvailable).waitFor();
    await screenshot(page, 'reruns-no-menus-dialog');
    await noMenus.getByRole('button', { name: 'OK' }).click();
    await noMenus.waitFor({ state: 'detached' });
    const [none] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM html_scraping_sessions`);
    expect(none.count).toBe(0);

    // By ids, one slot of a second, working hours ignored: started, and the row moves to Completed by itself.
    const byIds = await htmlMenus(2);
    await ids.fill(byIds.join(', '));
    await form.getByLabel('Time slot count').fill('1');
    await form.getByRole('switch', { name: 'Ignore working hours' }).check();
    await form.getByRole('button', { name: 'Start session' }).click();
    await toast(page, SESSION_START_TEXTS.rerunStarted);
    const [first] = await db.query<{ id: number; total_menu_count: number; kind: string }>(`SELECT id, total_menu_count, kind FROM html_scraping_sessions ORDER BY id DESC LIMIT 1`);
    expect(first).toMatchObject({ total_menu_count: 2, kind: 'RERUNS' });
    const firstRow = sessionRow(table, first.id);
    await firstRow.getByText(`Menu ids: ${byIds.join(', ')}`).waitFor();
    await firstRow.getByText('Completed', { exact: true }).waitFor({ timeout: 90_000 });
    expect(await firstRow.getByRole('button', { name: `Abort session ${first.id}` }).count()).toBe(0);

    // Its report: a signed URL opened in a new tab (a CSV download there), naming every menu of the session.
    const [reportTab] = await Promise.all([page.context().waitForEvent('page'), firstRow.getByRole('button', { name: `Report of session ${first.id}` }).click()]);
    const reportResponse = await reportTab.waitForEvent('response', { predicate: (response) => response.url().startsWith('http'), timeout: 15_000 });
    expect(reportResponse.status()).toBe(200);
    const csv = await (await fetch(reportResponse.url())).text();
    for (const menuId of byIds) expect(csv).toContain(String(menuId));
    await reportTab.close();

    // By statuses: three approved menus scraped a month ago, three of them over four one-minute slots.
    sessionTiming(60_000);
    const byStatuses = await htmlMenus(5);
    await db.query(`UPDATE menus SET status = 'APPROVED', scraped_date = now() - interval '30 days' WHERE id = ANY($1::int[])`, [byStatuses]);
    await page.reload();
    await form.getByLabel('Menu count').waitFor();
    await form.getByRole('checkbox', { name: 'Include all available menus' }).uncheck();
    await form.getByLabel('Menu count').fill('3');
    await form.getByLabel('Time slot count').fill('4');
    await form.getByRole('switch', { name: 'Ignore working hours' }).check();
    await form.getByRole('button', { name: 'Start session' }).click();
    await toast(page, SESSION_START_TEXTS.rerunStarted);
    const [second] = await db.query<{ id: number; total_menu_count: number }>(`SELECT id, total_menu_count FROM html_scraping_sessions ORDER BY id DESC LIMIT 1`);
    expect(second.id).toBeGreaterThan(first.id);
    expect(second.total_menu_count).toBe(3);
    const secondRow = sessionRow(table, second.id);
    await secondRow.getByText('In progress', { exact: true }).first().waitFor();
    await secondRow.getByText('Menu statuses: Approved, Auto approved, Scraping rerun error').waitFor();
    await screenshot(page, 'reruns-in-progress');

    // Abort from the palette: the session is manually aborted and Abort goes away.
    await runPaletteCommand(page, `Abort session ${second.id}`, 'Abort session');
    await toast(page, SESSION_START_TEXTS.sessionAborted);
    await secondRow.getByText('Manually aborted', { exact: true }).waitFor();
    expect(await secondRow.getByRole('button', { name: `Abort session ${second.id}` }).count()).toBe(0);
    const [stored] = await db.query<{ status: string }>('SELECT status FROM html_scraping_sessions WHERE id = $1', [second.id]);
    expect(stored.status).toBe('MANUALLY_ABORTED');
    await screenshot(page, 'reruns-aborted');
  });
});
