// A demo cluster's rerun flow run from PREPARATION to DONE with its sessions, in Chromium (spec 3, sections 2, 4, 5 and
// 8; issue 27): a senior scraper takes a MenuHost cluster whose sites are all up, starts a flow (confirmed), completes
// preparation; in template validation starts a session by roles (the form's defaults and rules, the unavailable-by-roles
// confirmation declined, the 'minimum time slot count' option and the server's minimum-slots confirmation) and watches it complete; in scraping starts a session by
// statuses over zero slots (the zero-slot confirmation, then the server's not-all-available one, declined; then with
// working hours ignored), watches it complete with every menu scraped, and confirms
// scraping and cleanup to DONE, where the sessions stay on the page read-only. Sessions are planned at a Monday
// noon in London (server/sessions/sessionTiming.ts); slots last 50 ms here: the validation session's minimum plan takes
// 117 slots (its menu's opening hours from a Monday noon), which at 0.4 s a slot kept the test waiting 47 s for its job.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MENU_HOST_PLATFORM } from '../../server/demo/demoMenuHost';
import { SESSION_FORM_MESSAGES } from '../../domain/scrapingSessionSchemas';
import { SESSION_START_TEXTS } from '../../domain/scrapingSessions';
import { RERUN_FLOW_TEXTS } from '../../machines/rerunFlowMachine';
import { runPaletteCommand, screenshot } from './support/browser';
import { clusteringRunsEnded } from './support/clustering';
import { browserSession, toast } from './support/browserSession';

const { session, signedInPage } = browserSession('cluster-sessions');
const SCRAPER = 'seniorScraper@example.com';
const MONDAY_NOON_LONDON = new Date('2026-03-02T12:00:00Z');

/** The MenuHost cluster whose restaurant sites are all up (server/demo/demoMenuHost.ts), with its menus. */
async function menuHostCluster(): Promise<{ id: number; menuCount: number; workingHoursIrrelevant: boolean }> {
  const { db } = session.server;
  await clusteringRunsEnded(db);
  const [cluster] = await db.query<{ id: number; menu_count: number; irrelevant: boolean }>(
    `SELECT c.id, count(m.id)::int AS menu_count, c.are_working_hours_irrelevant AS irrelevant
       FROM menu_scraping_clusters c JOIN menus m ON m.menu_scraping_cluster_id = c.id AND NOT m.is_deleted
      WHERE c.menu_scraping_template_id IS NOT NULL AND c.rerun_step_type IS NULL
        AND m.platform_id = (SELECT id FROM platforms WHERE name = $1)
      GROUP BY c.id HAVING bool_and(coalesce(m.notes NOT LIKE '%site is down%', true)) ORDER BY c.id LIMIT 1`,
    [MENU_HOST_PLATFORM.name],
  );
  expect(cluster).toBeDefined();
  return { id: cluster.id, menuCount: cluster.menu_count, workingHoursIrrelevant: cluster.irrelevant };
}

const stepItem = (page: Page, index: number, label: string) =>
  page.getByRole('list', { name: 'Rerun flow steps' }).getByRole('listitem', { name: new RegExp(`^Step ${index}: ${label}, `) });

/** Picks options of a Fluent multiselect (its options are menu item checkboxes). */
async function pick(page: Page, combobox: Locator, options: string[]) {
  await combobox.click();
  for (const option of options) await page.getByRole('menuitemcheckbox', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function newestSession(clusterId: number) {
  const [row] = await session.server.db.query<{ id: number; kind: string; total_menu_count: number; time_slot_count: number }>(
    'SELECT id, kind, total_menu_count, time_slot_count FROM html_scraping_sessions WHERE menu_scraping_cluster_id = $1 ORDER BY id DESC LIMIT 1',
    [clusterId],
  );
  return row;
}

/** A session's row by its id (the first cell: other cells hold counts that may read the same). */
const sessionRow = (table: Locator, id: number) => table.getByRole('row').filter({ has: table.page().locator('td:first-child').getByText(String(id), { exact: true }) });

describe("a cluster's rerun flow with its sessions", () => {
  it('runs PREPARATION to DONE: a validation session by roles and a scraping session by statuses, through their confirmations', { timeout: 300_000 }, async () => {
    session.server.config.sessionTiming = { planningNow: () => MONDAY_NOON_LONDON, slotDurationMs: 50 };
    const cluster = await menuHostCluster();
    const { db } = session.server;
    const page = await signedInPage(SCRAPER, `/menu-scraping-templates/clusters/${cluster.id}`);
    await page.getByRole('heading', { name: `Cluster ${cluster.id}` }).waitFor();
    const flow = page.getByRole('region', { name: 'Rerun flow' });
    await page.getByRole('switch', { name: 'Assigned to me' }).check();
    await toast(page, 'Cluster assigned.');

    // Start the flow (confirmed: every menu is reset), then preparation is done.
    const startFlow = flow.getByRole('button', { name: 'Start new rerun flow' });
    await expect.poll(() => startFlow.isDisabled()).toBe(false);
    await startFlow.click();
    await page.getByRole('alertdialog', { name: 'Start a new rerun flow?' }).getByRole('button', { name: 'Yes' }).click();
    await toast(page, RERUN_FLOW_TEXTS.newFlowStarted);
    await stepItem(page, 1, 'Preparation').getByRole('button', { name: 'Done: Preparation' }).click();
    await page.getByRole('listitem', { name: 'Step 2: Template validation, current' }).waitFor();

    // TEMPLATE_VALIDATION: the sessions panel alone, with the roles-or-ids form and its defaults.
    const validation = page.getByRole('form', { name: 'Start a validation session' });
    const sessions = page.getByRole('table', { name: 'Scraping sessions' });
    await validation.waitFor();
    expect(await page.getByRole('table', { name: 'Cluster menus' }).count()).toBe(0);
    const roles = validation.getByRole('combobox', { name: 'Menu roles' });
    await roles.getByText('Lead, Complex, Core').waitFor();
    expect(await validation.getByLabel('Randomly selected menu count').inputValue()).toBe('0');
    expect(await validation.getByRole('spinbutton', { name: 'Time slot count' }).inputValue()).toBe('2');
    expect(await validation.getByRole('switch', { name: 'Ignore working hours' }).isChecked()).toBe(cluster.workingHoursIrrelevant);
    await screenshot(page, 'cluster-sessions-validation-form');

    // Menu ids disable and clear the roles and the random count; with nothing chosen the spec's message shows.
    await validation.getByLabel('Menu ids').fill('1, 2');
    expect(await roles.isDisabled()).toBe(true);
    expect(await validation.getByLabel('Randomly selected menu count').isDisabled()).toBe(true);
    await validation.getByLabel('Menu ids').fill('');
    await validation.getByRole('button', { name: 'Start session' }).click();
    await validation.getByText(SESSION_FORM_MESSAGES.rolesOrIdsRequired).waitFor();

    // By roles plus ten random menus in one slot: restaurants closed at noon leave some out, and the dialog lists the
    // unavailable ids per role and the unavailable random menus. No starts nothing.
    await pick(page, roles, ['Lead', 'Complex', 'Core']);
    const random = validation.getByLabel('Randomly selected menu count');
    await random.fill('10');
    await validation.getByRole('spinbutton', { name: 'Time slot count' }).fill('1');
    await validation.getByRole('button', { name: 'Start session' }).click();
    const byRoles = page.getByRole('alertdialog', { name: SESSION_START_TEXTS.notAllAvailableTitle });
    await byRoles.getByRole('list', { name: 'Unavailable menus' }).getByText(/^Unavailable random menus: \d+$/).waitFor();
    await byRoles.getByText(SESSION_START_TEXTS.startAvailableOnly).waitFor();
    await screenshot(page, 'cluster-sessions-by-roles-dialog');
    await byRoles.getByRole('button', { name: 'No' }).click();
    await byRoles.waitFor({ state: 'detached' });
    const [noSession] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM html_scraping_sessions WHERE menu_scraping_cluster_id = $1', [cluster.id]);
    expect(noSession.count).toBe(0);
    await random.fill('0');

    // By roles, with the minimum time slot count: the server asks to confirm the minimum and its completion time.
    await validation.getByRole('checkbox', { name: 'Minimum time slot count' }).check();
    expect(await validation.getByRole('spinbutton', { name: 'Time slot count' }).inputValue()).toBe('');
    expect(await validation.getByRole('spinbutton', { name: 'Time slot count' }).isDisabled()).toBe(true);
    await validation.getByRole('button', { name: 'Start session' }).click();
    const minimum = page.getByRole('alertdialog', { name: SESSION_START_TEXTS.minTimeSlotCountTitle });
    await minimum.getByText(/^The session needs \d+ time slots? and should complete at \d\d:\d\d \d+ \w{3} \d{4}\. Start it\?$/).waitFor();
    await screenshot(page, 'cluster-sessions-minimum-dialog');
    await minimum.getByRole('button', { name: 'Yes' }).click();
    await toast(page, SESSION_START_TEXTS.sessionStarted);
    const validationSession = await newestSession(cluster.id);
    expect(validationSession.kind).toBe('CLUSTER_VALIDATION');
    expect(validationSession.time_slot_count).toBeGreaterThan(0);
    const validationRow = sessionRow(sessions, validationSession.id);
    await validationRow.getByText('Completed', { exact: true }).waitFor({ timeout: 150_000 });
    await validationRow.getByText('Roles: Lead, Complex, Core').waitFor();

    // Done on template validation; SCRAPING offers the statuses form, NEW by default.
    await stepItem(page, 2, 'Template validation').getByRole('button', { name: 'Done: Template validation' }).click();
    await toast(page, RERUN_FLOW_TEXTS.stepCompleted);
    await page.getByRole('listitem', { name: 'Step 3: Scraping, current' }).waitFor();
    const scraping = page.getByRole('form', { name: 'Start a scraping session' });
    await scraping.getByRole('combobox', { name: 'Menu statuses' }).getByText('New', { exact: true }).waitFor();
    expect(await validationRow.count()).toBe(1);

    // Zero time slots: asked first (every menu at once); at a Monday noon some restaurants are closed, so the server
    // then asks whether to start only for the available menus. No starts nothing.
    await scraping.getByRole('spinbutton', { name: 'Time slot count' }).fill('0');
    await runPaletteCommand(page, 'Start session');
    const zero = page.getByRole('alertdialog', { name: SESSION_START_TEXTS.zeroTimeSlotsTitle });
    await zero.getByText(SESSION_START_TEXTS.zeroTimeSlots).waitFor();
    await screenshot(page, 'cluster-sessions-zero-slots-dialog');
    await zero.getByRole('button', { name: 'Yes' }).click();
    const notAll = page.getByRole('alertdialog', { name: SESSION_START_TEXTS.notAllAvailableTitle });
    await notAll.getByText(/^\d+ of \d+ menus are unavailable during the session\. Start the session only for the available menus\?$/).waitFor();
    await screenshot(page, 'cluster-sessions-not-all-available-dialog');
    await notAll.getByRole('button', { name: 'No' }).click();
    await notAll.waitFor({ state: 'detached' });
    expect((await newestSession(cluster.id)).id).toBe(validationSession.id);

    // Working hours ignored, every menu runs at once: asked about zero slots again, then started.
    await scraping.getByRole('switch', { name: 'Ignore working hours' }).check();
    await scraping.getByRole('button', { name: 'Start session' }).click();
    await zero.getByRole('button', { name: 'Yes' }).click();
    await toast(page, SESSION_START_TEXTS.sessionStarted);
    const scrapingSession = await newestSession(cluster.id);
    expect(scrapingSession).toMatchObject({ kind: 'CLUSTER_SCRAPING', time_slot_count: 0 });
    const scrapingRow = sessionRow(sessions, scrapingSession.id);
    await scrapingRow.getByText('Completed', { exact: true }).waitFor({ timeout: 120_000 });
    await screenshot(page, 'cluster-sessions-scraping');

    // Every menu scraped: the flow says so once the session ended (the page read the cluster again), and Done is on.
    await flow.getByText(`${cluster.menuCount} of ${cluster.menuCount} menus scraped`).waitFor({ timeout: 30_000 });
    const doneScraping = stepItem(page, 3, 'Scraping').getByRole('button', { name: 'Done: Scraping' });
    await expect.poll(() => doneScraping.isDisabled()).toBe(false);
    await doneScraping.click();
    await page.getByRole('alertdialog', { name: 'Complete the scraping step?' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('listitem', { name: 'Step 4: Cleanup, current' }).waitFor();

    // CLEANUP: the sessions read-only (no form), beside the menus; then DONE after its confirmation.
    await sessions.waitFor();
    expect(await page.getByRole('form', { name: /^Start a .* session$/ }).count()).toBe(0);
    await page.getByRole('table', { name: 'Cluster menus' }).waitFor();
    await stepItem(page, 4, 'Cleanup').getByRole('button', { name: 'Done: Cleanup' }).click();
    await page.getByRole('alertdialog', { name: 'Complete the cleanup step?' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('listitem', { name: 'Step 5: Done, finished' }).waitFor();
    await sessionRow(sessions, validationSession.id).waitFor();
    expect(await page.getByRole('form', { name: /^Start a .* session$/ }).count()).toBe(0);
    await screenshot(page, 'cluster-sessions-done');

    const stored = await db.query<{ status: string }>('SELECT status FROM html_scraping_sessions WHERE menu_scraping_cluster_id = $1 ORDER BY id', [cluster.id]);
    expect(stored.map((row) => row.status)).toEqual(['COMPLETED', 'COMPLETED']);
    const [flowRow] = await db.query<{ current_step: string }>('SELECT current_step FROM rerun_flows WHERE menu_scraping_cluster_id = $1 ORDER BY id DESC LIMIT 1', [cluster.id]);
    expect(flowRow.current_step).toBe('DONE');
  });
});
