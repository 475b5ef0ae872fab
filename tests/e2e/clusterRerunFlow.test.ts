// The rerun flow on the cluster page in Chromium (spec 3, sections 2, 4 and 8; issue 27): a senior scraper takes a demo
// MenuHost cluster (filled by the clustering run a starting server queues), starts a rerun flow after its confirmation
// (the menus reset), completes preparation by keyboard and template validation from the palette, sees Done on scraping
// refused under 90% with the server's reason (and Done failing once someone else took the cluster), restarts template validation (scraping aborted), and once the menus are
// scraped confirms scraping (the menus approved) and cleanup (irreversible) to DONE. The panels follow the step and each
// step shows its dates.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLUSTER_EDIT_FORBIDDEN } from '../../machines/clusterRules';
import { RERUN_FLOW_TEXTS } from '../../machines/rerunFlowMachine';
import { runPaletteCommand, screenshot } from './support/browser';
import { clusteringRunsEnded } from './support/clustering';
import { browserSession, toast } from './support/browserSession';

const { session, signedInPage } = browserSession('cluster-rerun-flow');
const SCRAPER = 'seniorScraper@example.com';

/** A demo cluster with a template and menus, once the start-up clustering run has filled it. */
async function demoCluster(): Promise<{ id: number; menuCount: number }> {
  const { db } = session.server;
  await clusteringRunsEnded(db);
  const [cluster] = await db.query<{ id: number; menu_count: number }>(
    `SELECT c.id, count(m.id)::int AS menu_count FROM menu_scraping_clusters c JOIN menus m ON m.menu_scraping_cluster_id = c.id AND NOT m.is_deleted
      WHERE c.menu_scraping_template_id IS NOT NULL AND c.assigned_to_id IS NULL AND c.rerun_step_type IS NULL
      GROUP BY c.id HAVING count(m.id) >= 2 ORDER BY c.id LIMIT 1`,
  );
  expect(cluster).toBeDefined();
  return { id: cluster.id, menuCount: cluster.menu_count };
}

const stepItem = (page: Page, index: number, label: string) => page.getByRole('list', { name: 'Rerun flow steps' }).getByRole('listitem', { name: new RegExp(`^Step ${index}: ${label}, `) });
const datesOf = async (page: Page, index: number, label: string) => (await stepItem(page, index, label).locator('time').count());

describe('the rerun flow of a cluster', () => {
  it('starts a flow, works its steps in order with their confirmations and shows the dates and the panels of each step', { timeout: 240_000 }, async () => {
    const cluster = await demoCluster();
    const { db } = session.server;
    const page = await signedInPage(SCRAPER, `/menu-scraping-templates/clusters/${cluster.id}`);
    await page.getByRole('heading', { name: `Cluster ${cluster.id}` }).waitFor();
    const flow = page.getByRole('region', { name: 'Rerun flow' });
    await flow.getByText('This cluster has no rerun flow yet.').waitFor();

    // No flow: the menus table only; Start new rerun flow waits until the cluster is the scraper's.
    await page.getByRole('table', { name: 'Cluster menus' }).waitFor();
    expect(await page.getByRole('region', { name: 'Menu statuses' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Similar menus', exact: true }).count()).toBe(0);
    const startButton = flow.getByRole('button', { name: 'Start new rerun flow' });
    expect(await startButton.isDisabled()).toBe(true);
    await page.getByRole('switch', { name: 'Assigned to me' }).check();
    await toast(page, 'Cluster assigned.');
    await expect.poll(() => startButton.isDisabled()).toBe(false);
    // Menu notes wait for a step that allows them.
    const editNotes = page.getByRole('table', { name: 'Cluster menus' }).getByRole('button', { name: /^Edit notes of menu \d+$/ }).first();
    expect(await editNotes.isDisabled()).toBe(true);

    // Start: confirmed first, as every menu attached is reset.
    await db.query(`UPDATE menus SET status = 'SCRAPED' WHERE menu_scraping_cluster_id = $1`, [cluster.id]);
    await startButton.click();
    const startConfirm = page.getByRole('alertdialog', { name: 'Start a new rerun flow?' });
    await startConfirm.getByText(RERUN_FLOW_TEXTS.confirmStartNewFlow).waitFor();
    await startConfirm.getByRole('button', { name: 'Yes' }).click();
    await toast(page, RERUN_FLOW_TEXTS.newFlowStarted);
    const preparation = stepItem(page, 1, 'Preparation');
    await page.getByRole('listitem', { name: 'Step 1: Preparation, current' }).waitFor();
    expect(await datesOf(page, 1, 'Preparation')).toBe(1);
    for (const [index, label] of [[2, 'Template validation'], [3, 'Scraping'], [4, 'Cleanup'], [5, 'Done']] as const) {
      await page.getByRole('listitem', { name: `Step ${index}: ${label}, not started` }).waitFor();
    }
    const [reset] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM menus WHERE menu_scraping_cluster_id = $1 AND status = 'SCRAPED'`, [cluster.id]);
    expect(reset.count).toBe(0);
    // PREPARATION: menu statuses, menus, similar, removed menus and leads, excluded.
    await page.getByRole('region', { name: 'Menu statuses' }).waitFor();
    await page.getByRole('region', { name: 'Similar menus', exact: true }).waitFor();
    await page.getByRole('region', { name: 'Menus excluded from similar menus' }).waitFor();
    expect(await flow.getByRole('button', { name: 'Start new rerun flow' }).isDisabled()).toBe(true);
    await screenshot(page, 'cluster-rerun-flow-preparation');

    // PREPARATION lets people note menus.
    await expect.poll(() => editNotes.isDisabled()).toBe(false);
    const notedMenu = Number((await editNotes.getAttribute('aria-label'))!.replace(/\D+/g, ''));
    await editNotes.click();
    const notesDialog = page.getByRole('dialog', { name: `Notes of menu ${notedMenu}` });
    await notesDialog.getByLabel('Notes').fill('Lunch menu differs on weekends');
    await notesDialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Menu ${notedMenu} updated.`);
    const [noted] = await db.query<{ notes: string | null }>('SELECT notes FROM menus WHERE id = $1', [notedMenu]);
    expect(noted.notes).toBe('Lunch menu differs on weekends');

    // Someone else takes the cluster meanwhile: Done fails with the spec's title and the server's words, nothing moves.
    const [leader] = await db.query<{ id: number }>(`SELECT id FROM users WHERE lower(email) = 'teamleader@example.com'`);
    const [me] = await db.query<{ id: number }>(`SELECT id FROM users WHERE lower(email) = lower($1)`, [SCRAPER]);
    await db.query('UPDATE menu_scraping_clusters SET assigned_to_id = $1 WHERE id = $2', [leader.id, cluster.id]);
    const donePreparation = preparation.getByRole('button', { name: 'Done: Preparation' });
    await donePreparation.click();
    await toast(page, RERUN_FLOW_TEXTS.completeFailed);
    await toast(page, CLUSTER_EDIT_FORBIDDEN);
    await page.getByRole('listitem', { name: 'Step 1: Preparation, current' }).waitFor();
    await db.query('UPDATE menu_scraping_clusters SET assigned_to_id = $1 WHERE id = $2', [me.id, cluster.id]);

    // Done on PREPARATION by keyboard.
    await donePreparation.focus();
    await page.keyboard.press('Enter');
    await toast(page, RERUN_FLOW_TEXTS.stepCompleted);
    await page.getByRole('listitem', { name: 'Step 1: Preparation, finished' }).waitFor();
    await page.getByRole('listitem', { name: 'Step 2: Template validation, current' }).waitFor();
    expect(await datesOf(page, 1, 'Preparation')).toBe(2);
    // TEMPLATE_VALIDATION shows the sessions panel only (tests/e2e/clusterSessions.test.ts works it): no menu panels.
    await expect.poll(() => page.getByRole('region', { name: 'Menu statuses' }).count()).toBe(0);
    expect(await page.getByRole('table', { name: 'Cluster menus' }).count()).toBe(0);

    // Done on TEMPLATE_VALIDATION from the palette.
    await runPaletteCommand(page, 'Complete current step (Template validation)', 'Complete current step');
    await toast(page, RERUN_FLOW_TEXTS.stepCompleted);
    await page.getByRole('listitem', { name: 'Step 3: Scraping, current' }).waitFor();

    // SCRAPING under 90%: Done is refused with the server's reason in its tooltip.
    const scraping = stepItem(page, 3, 'Scraping');
    const doneScraping = scraping.getByRole('button', { name: 'Done: Scraping' });
    await expect.poll(() => doneScraping.isDisabled()).toBe(true);
    await doneScraping.focus();
    const reason = `At least 90% of the cluster's menus must be scraped before the scraping step is done (0 of ${cluster.menuCount} are).`;
    await page.getByRole('tooltip').getByText(reason).waitFor();
    await screenshot(page, 'cluster-rerun-flow-scraping-refused');

    // Restart of TEMPLATE_VALIDATION while scraping: scraping shows its aborted date.
    await page.keyboard.press('Escape');
    await stepItem(page, 2, 'Template validation').getByRole('button', { name: 'Restart: Template validation' }).click();
    await toast(page, RERUN_FLOW_TEXTS.stepRestarted);
    await page.getByRole('listitem', { name: 'Step 2: Template validation, current' }).waitFor();
    await page.getByRole('listitem', { name: 'Step 3: Scraping, aborted' }).waitFor();
    await stepItem(page, 2, 'Template validation').getByRole('button', { name: 'Done: Template validation' }).click();
    await toast(page, RERUN_FLOW_TEXTS.stepCompleted);
    await page.getByRole('listitem', { name: 'Step 3: Scraping, current' }).waitFor();

    // The runs scrape the menus (no sessions yet: straight SQL), then Done asks first and approves them.
    await db.query(`UPDATE menus SET status = 'SCRAPED' WHERE menu_scraping_cluster_id = $1 AND NOT is_deleted`, [cluster.id]);
    await page.reload();
    await flow.getByText(`${cluster.menuCount} of ${cluster.menuCount} menus scraped`).waitFor();
    await expect.poll(() => doneScraping.isDisabled()).toBe(false);
    await doneScraping.click();
    const scrapingConfirm = page.getByRole('alertdialog', { name: 'Complete the scraping step?' });
    await scrapingConfirm.getByText(RERUN_FLOW_TEXTS.confirmCompleteScraping).waitFor();
    await scrapingConfirm.getByRole('button', { name: 'Yes' }).click();
    await toast(page, RERUN_FLOW_TEXTS.stepCompleted);
    await page.getByRole('listitem', { name: 'Step 4: Cleanup, current' }).waitFor();
    const statuses = await db.query<{ status: string }>(`SELECT DISTINCT status FROM menus WHERE menu_scraping_cluster_id = $1 AND NOT is_deleted`, [cluster.id]);
    expect(statuses.map((row) => row.status)).toEqual(['APPROVED']);
    // CLEANUP: menu statuses (read-only) and the menus table.
    await page.getByRole('table', { name: 'Cluster menus' }).waitFor();
    await page.getByRole('region', { name: 'Menu statuses' }).waitFor();
    expect(await page.getByRole('region', { name: 'Similar menus', exact: true }).count()).toBe(0);
    await screenshot(page, 'cluster-rerun-flow-cleanup');

    // CLEANUP: irreversible, asked first; No changes nothing.
    const doneCleanup = stepItem(page, 4, 'Cleanup').getByRole('button', { name: 'Done: Cleanup' });
    await doneCleanup.click();
    const cleanupConfirm = page.getByRole('alertdialog', { name: 'Complete the cleanup step?' });
    await cleanupConfirm.getByText(RERUN_FLOW_TEXTS.confirmCompleteCleanup).waitFor();
    await cleanupConfirm.getByRole('button', { name: 'No' }).click();
    await cleanupConfirm.waitFor({ state: 'detached' });
    await page.getByRole('listitem', { name: 'Step 4: Cleanup, current' }).waitFor();
    await doneCleanup.click();
    await cleanupConfirm.getByRole('button', { name: 'Yes' }).click();
    await toast(page, RERUN_FLOW_TEXTS.stepCompleted);
    for (const [index, label] of [[1, 'Preparation'], [2, 'Template validation'], [3, 'Scraping'], [4, 'Cleanup'], [5, 'Done']] as const) {
      await page.getByRole('listitem', { name: `Step ${index}: ${label}, finished` }).waitFor();
    }
    expect(await stepItem(page, 5, 'Done').getByRole('button').count()).toBe(0);
    const [stored] = await db.query<{ current_step: string; finished: boolean; cluster_step: string }>(
      `SELECT f.current_step, f.finished_date IS NOT NULL AS finished, c.rerun_step_type AS cluster_step
         FROM rerun_flows f JOIN menu_scraping_clusters c ON c.id = f.menu_scraping_cluster_id WHERE c.id = $1 ORDER BY f.id DESC LIMIT 1`,
      [cluster.id],
    );
    expect(stored).toEqual({ current_step: 'DONE', finished: true, cluster_step: 'DONE' });
    // DONE: read-only panels (notes too), and a new flow may start again.
    await expect.poll(() => editNotes.isDisabled()).toBe(true);
    await expect.poll(() => flow.getByRole('button', { name: 'Start new rerun flow' }).isDisabled()).toBe(false);
    await screenshot(page, 'cluster-rerun-flow-done');
    // The palette starts a new flow too, after the same confirmation; No leaves the finished flow as it is.
    await runPaletteCommand(page, 'Start new rerun flow');
    const again = page.getByRole('alertdialog', { name: 'Start a new rerun flow?' });
    await again.getByText(RERUN_FLOW_TEXTS.confirmStartNewFlow).waitFor();
    await again.getByRole('button', { name: 'No' }).click();
    await again.waitFor({ state: 'detached' });
    const [flows] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM rerun_flows WHERE menu_scraping_cluster_id = $1', [cluster.id]);
    expect(flows.count).toBe(1);
  });
});
