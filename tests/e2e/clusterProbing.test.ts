// Probing on the cluster page in Chromium (spec 3, sections 2, 4, 6 and 8; issue 28; docs/probing.md): a MenuHost
// lead is probed (the baseline), its site renames the price class the template reads (serveMenuHostPageInstead), a
// second probe flags the cluster; a senior scraper takes the cluster, reads the job's removed class and risk, applies
// it (the notice), the cluster's "has updated fingerprints" says No afterwards, and Download fingerprints saves the
// lead's fingerprint as JSON.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MENU_HOST_PLATFORM } from '../../server/demo/demoMenuHost';
import { menuHostPageHtml, serveMenuHostPageInstead } from '../../server/demo-sites/menuHostPages';
import { menuHostRestaurantBySlug } from '../../server/demo-sites/menuHostRestaurants';
import { startProbingSession } from '../../server/probing/probingSchedule';
import { screenshot } from './support/browser';
import { clusteringRunsEnded } from './support/clustering';
import { browserSession, toast } from './support/browserSession';

const { session, signedInPage } = browserSession('cluster-probing');
const SCRAPER = 'seniorScraper@example.com';

/** The lead of a MenuHost cluster whose page has the price class its template reads. */
async function cardsLead(): Promise<{ clusterId: number; menuId: number; slug: string; html: string }> {
  const { db } = session.server;
  await clusteringRunsEnded(db);
  const leads = await db.query<{ cluster_id: number; menu_id: number; url: string }>(
    `SELECT m.menu_scraping_cluster_id AS cluster_id, m.id AS menu_id, m.url FROM menus m
       JOIN menu_scraping_clusters c ON c.id = m.menu_scraping_cluster_id AND c.menu_scraping_template_id IS NOT NULL AND c.assigned_to_id IS NULL
      WHERE m.platform_id = (SELECT id FROM platforms WHERE name = $1) AND m.scraping_cluster_role = 'LEAD' ORDER BY m.id`,
    [MENU_HOST_PLATFORM.name],
  );
  for (const lead of leads) {
    const slug = /\/r\/([a-z0-9-]+)\//.exec(lead.url)?.[1];
    const restaurant = slug ? menuHostRestaurantBySlug(slug) : undefined;
    if (!slug || !restaurant || restaurant.isDown) continue;
    const html = menuHostPageHtml(restaurant);
    if (html.includes('mh-item__price')) return { clusterId: lead.cluster_id, menuId: lead.menu_id, slug, html };
  }
  throw new Error(`No MenuHost lead with a price class among ${JSON.stringify(leads)}`);
}

/** Probes the cluster's leads now and waits until every job of the session has ended. */
async function probe(clusterId: number): Promise<void> {
  const { db } = session.server;
  const started = await db.transaction((tx) => startProbingSession(tx, { trigger: 'ON_DEMAND', menuScrapingClusterId: clusterId, requestedById: null }));
  expect(started.menuProbingJobIds.length).toBeGreaterThan(0);
  await expect
    .poll(
      async () =>
        (
          await db.query<{ running: number }>("SELECT count(*)::int AS running FROM menu_probing_jobs WHERE id = ANY($1::int[]) AND job_status = 'IN_PROGRESS'", [
            started.menuProbingJobIds,
          ])
        )[0].running,
      { timeout: 60_000, interval: 250 },
    )
    .toBe(0);
}

describe('probing on the cluster page', () => {
  it('shows what a layout change broke, applies it and downloads the fingerprints', { timeout: 240_000 }, async () => {
    const lead = await cardsLead();
    try {
      // The first probe is the baseline; the site then renames the price's class the template reads.
      await probe(lead.clusterId);
      serveMenuHostPageInstead(lead.slug, { status: 200, html: lead.html.replaceAll('mh-item__price', 'mh-dish-price') });
      await probe(lead.clusterId);

      const page = await signedInPage(SCRAPER, `/menu-scraping-templates/clusters/${lead.clusterId}`);
      await page.getByRole('heading', { name: `Cluster ${lead.clusterId}` }).waitFor();
      const jobs = page.getByRole('region', { name: 'Lead-menu probing jobs' });
      const table = jobs.getByRole('table', { name: 'Lead-menu probing jobs' });
      const changedRow = table.getByRole('row').filter({ hasText: 'Template at risk' });
      await changedRow.waitFor();
      await table.getByRole('row').filter({ hasText: 'Baseline' }).waitFor();
      await changedRow.getByRole('link', { name: String(lead.menuId), exact: true }).waitFor();
      await changedRow.getByText('dishes.fields.price').waitFor();
      const facts = page.getByRole('form', { name: 'Cluster' });
      await facts.getByText('Yes: a probe found changes not applied').waitFor();

      // Apply waits until the cluster is the scraper's own (the cluster editing rule).
      const apply = changedRow.getByRole('button', { name: 'Apply' });
      expect(await apply.isDisabled()).toBe(true);
      await page.getByRole('switch', { name: 'Assigned to me' }).check();
      await toast(page, 'Cluster assigned.');
      await expect.poll(() => apply.isDisabled()).toBe(false);

      // What changed: the removed class, in the popover.
      await changedRow.getByRole('button', { name: /^What changed in job \d+:/ }).click();
      const surface = page.getByLabel(/^What changed in job \d+$/);
      await surface.getByText('mh-item__price', { exact: false }).first().waitFor();
      await screenshot(page, 'cluster-probing-what-changed');
      await page.keyboard.press('Escape');

      await apply.click();
      await toast(page, 'Fingerprints updated.');
      await facts.getByText('No', { exact: true }).waitFor();
      await table.getByRole('row').filter({ hasText: 'Changes applied' }).waitFor();
      expect(await table.getByRole('row').filter({ hasText: 'Template at risk' }).count()).toBe(0);
      await screenshot(page, 'cluster-probing-applied');

      // Download fingerprints: the lead's fingerprint, now without the renamed class.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download fingerprints' }).click()]);
      expect(download.suggestedFilename()).toBe(`cluster-${lead.clusterId}-fingerprints.json`);
      const entries = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Array<{ menuId: number; ids: string[]; classes: string[]; xPathSignatures: string[]; hashCodes: Record<string, string> }>;
      const entry = entries.find((one) => one.menuId === lead.menuId);
      expect(entry).toBeDefined();
      expect(Object.keys(entry!).sort()).toEqual(['classes', 'hashCodes', 'ids', 'menuId', 'xPathSignatures']);
      expect(entry!.classes).not.toContain('mh-item__price');
      expect(entry!.xPathSignatures.length).toBeGreaterThan(0);
      expect(Object.keys(entry!.hashCodes).length).toBeGreaterThan(0);
    } finally {
      serveMenuHostPageInstead(lead.slug, null);
    }
  });
});
