// Probing through the API and the real engine (docs/probing.md): the demo data's MenuHost family (two clusters with a
// template each), its lead pages read through the fetcher from the in-process demo sites, one site's page replaced
// (serveMenuHostPageInstead) by a layout change, a content change or an outage. On PGlite and PostgreSQL alike.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import { CLUSTER_EDIT_FORBIDDEN } from '../../machines/clusterRules';
import { runClustering } from '../../server/clusters/clustering';
import { MENU_HOST_PLATFORM } from '../../server/demo/demoMenuHost';
import { serveMenuHostPageInstead, menuHostPageHtml } from '../../server/demo-sites/menuHostPages';
import { menuHostRestaurantBySlug } from '../../server/demo-sites/menuHostRestaurants';
import { loadDemoData } from '../../server/demo/loadDemoData';
import { scheduleHtmlScrape } from '../../server/jobs/scrapeJobs';
import { fingerprintPage } from '../../server/probing/fingerprint';
import { FINGERPRINTS_UPDATE_FAILED, recordProbeFailure } from '../../server/probing/probingWrites';
import { startProbingSession } from '../../server/probing/probingSchedule';
import { instructionsForMenu } from '../../server/scraping/menuRelativePages';
import { startTestApp, type TestApp } from '../support/testApp';
import { TEST_WORKERS } from './scrapingJobsSupport';

// Pages extracted on this process's event loop. A probe's pages are extracted in the extraction threads (their own
// modules, not counted here), each fingerprinted by the extraction that reads it: the job parses none again.
const eventLoopExtractions = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../server/scraping/extract', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../server/scraping/extract')>();
  return {
    ...actual,
    extractPage: (...args: Parameters<typeof actual.extractPage>) => {
      eventLoopExtractions.count += 1;
      return actual.extractPage(...args);
    },
  };
});

let t: TestApp;
const tokens = { assignee: '', other: '' };
let assigneeId = 0;

beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      workers: {
        ...TEST_WORKERS,
        // One retry, a second apart: a failing probe ends in seconds.
        queuePolicies: { ...TEST_WORKERS.queuePolicies, PROBING: { retryLimit: 1, retryDelaySeconds: 1, retryDelayMaxSeconds: 1, heartbeatSeconds: 10, expireInSeconds: 120 } },
      },
    },
  );
  expect((await loadDemoData(t.db, { demoSitesOrigin: t.config.demoSitesOrigin })).loaded).toBe(true);
  await runClustering(t.db);
  assigneeId = await t.createUser('seniorScraper', 'probe-assignee@example.com', { name: 'Pat Assignee' });
  await t.createUser('seniorScraper', 'probe-other@example.com', { name: 'Olly Other' });
  tokens.assignee = (await t.signIn('probe-assignee@example.com')).accessToken;
  tokens.other = (await t.signIn('probe-other@example.com')).accessToken;
}, 240_000);
afterAll(async () => {
  await t?.close();
});

interface Lead {
  cluster_id: number;
  menu_id: number;
  url: string;
}

/** The lead of the MenuHost "Cards" cluster (variant A: its page has .mh-item__price). */
async function cardsLead(): Promise<Lead & { slug: string; html: string }> {
  const leads = await t.db.query<Lead>(
    `SELECT m.menu_scraping_cluster_id AS cluster_id, m.id AS menu_id, m.url FROM menus m
       JOIN menu_scraping_clusters c ON c.id = m.menu_scraping_cluster_id AND c.menu_scraping_template_id IS NOT NULL
      WHERE m.platform_id = (SELECT id FROM platforms WHERE name = $1) AND m.scraping_cluster_role = 'LEAD' ORDER BY m.id`,
    [MENU_HOST_PLATFORM.name],
  );
  for (const lead of leads) {
    const slug = /\/r\/([a-z0-9-]+)\//.exec(lead.url)![1];
    const restaurant = menuHostRestaurantBySlug(slug)!;
    const html = menuHostPageHtml(restaurant);
    if (html.includes('mh-item__price') && !restaurant.isDown) return { ...lead, slug, html };
  }
  throw new Error(`No Cards lead among ${JSON.stringify(leads)}`);
}

/** Probes the cluster's leads now and waits for every job to end; answers the lead's job. */
async function probe(clusterId: number, menuId: number): Promise<number> {
  const started = await t.db.transaction((tx) => startProbingSession(tx, { trigger: 'ON_DEMAND', menuScrapingClusterId: clusterId, requestedById: null }));
  expect(started.menuProbingJobIds.length).toBeGreaterThan(0);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [{ running }] = await t.db.query<{ running: number }>(
      "SELECT count(*)::int AS running FROM menu_probing_jobs WHERE id = ANY($1::int[]) AND job_status = 'IN_PROGRESS'",
      [started.menuProbingJobIds],
    );
    if (running === 0) break;
    if (Date.now() > deadline) throw new Error('Probes still running after 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const [job] = await t.db.query<{ id: number }>('SELECT id FROM menu_probing_jobs WHERE id = ANY($1::int[]) AND menu_id = $2', [started.menuProbingJobIds, menuId]);
  return job.id;
}

const JOB = `databaseId id menuId jobStatus probingStatus hasChanges isBaseline isApplied error addedClasses removedClasses
  addedXPathSignatures removedXPathSignatures updatedHashCodes risks { rule reason } menuProbingResponse`;
const JOBS = `query($id: ID!) { menuProbingJobs(menuScrapingClusterId: $id, pageSize: 100) { total items { ${JOB} } } }`;
const CLUSTER = `query($id: ID!) { menuScrapingCluster(id: $id) { hasUpdatedFingerprints menuScrapingClusterFingerprints { menuId ids classes xPathSignatures hashCodes } } }`;
const APPLY = `mutation($id: ID!) { updateProbingJobFingerprints(menuProbingJobId: $id) { databaseId hasUpdatedFingerprints } }`;

interface Job {
  databaseId: number;
  id: string;
  menuId: number;
  jobStatus: string;
  probingStatus: string | null;
  hasChanges: boolean;
  isBaseline: boolean;
  isApplied: boolean;
  error: string | null;
  addedClasses: string[];
  removedClasses: string[];
  addedXPathSignatures: string[];
  removedXPathSignatures: string[];
  updatedHashCodes: string[];
  risks: { rule: string; reason: string }[];
  menuProbingResponse: unknown;
}

async function ok<T>(query: string, variables: Record<string, unknown>, token = tokens.assignee): Promise<T> {
  const result = await t.gql<T>(query, variables, token);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as T;
}

async function jobOf(clusterId: number, jobId: number): Promise<Job> {
  const { menuProbingJobs } = await ok<{ menuProbingJobs: { total: number; items: Job[] } }>(JOBS, { id: String(clusterId) });
  return menuProbingJobs.items.find((job) => job.databaseId === jobId)!;
}

async function clusterOf(clusterId: number) {
  return (await ok<{ menuScrapingCluster: { hasUpdatedFingerprints: boolean; menuScrapingClusterFingerprints: { menuId: number; classes: string[]; xPathSignatures: string[]; hashCodes: Record<string, string> }[] } }>(CLUSTER, { id: String(clusterId) }))
    .menuScrapingCluster;
}

async function state() {
  return JSON.stringify({
    fingerprints: await t.db.query('SELECT * FROM menu_scraping_cluster_fingerprints ORDER BY id'),
    jobs: await t.db.query('SELECT id, applied_date FROM menu_probing_jobs ORDER BY id'),
    clusters: await t.db.query('SELECT id, has_updated_fingerprints, modified_date FROM menu_scraping_clusters ORDER BY id'),
    events: await t.db.query("SELECT count(*)::int AS n FROM events WHERE sub_type = 'FINGERPRINTS_UPDATED'"),
  });
}

describe('probing a MenuHost lead', () => {
  it('takes the first probe as the baseline, flags a layout change and not a content change, and Apply makes it the baseline', async () => {
    const lead = await cardsLead();
    await t.db.query('UPDATE menu_scraping_clusters SET assigned_to_id = $2 WHERE id = $1', [lead.cluster_id, assigneeId]);

    // The first probe: the baseline, no change, the menu no longer awaiting probing.
    eventLoopExtractions.count = 0;
    const first = await probe(lead.cluster_id, lead.menu_id);
    expect(eventLoopExtractions.count).toBe(0);
    const baseline = await jobOf(lead.cluster_id, first);
    expect(baseline).toMatchObject({ jobStatus: 'COMPLETED', probingStatus: 'SUCCESS', hasChanges: false, isBaseline: true, removedClasses: [], updatedHashCodes: [] });
    expect(baseline.menuProbingResponse).toMatchObject({ scrapingStatus: 'SUCCESS' });
    let cluster = await clusterOf(lead.cluster_id);
    expect(cluster.hasUpdatedFingerprints).toBe(false);
    const stored = cluster.menuScrapingClusterFingerprints.find((entry) => entry.menuId === lead.menu_id)!;
    expect(stored.classes).toContain('mh-item__price');
    expect(Object.keys(stored.hashCodes).length).toBeGreaterThan(5);
    // The fingerprint the threads took while reading the page is the page's fingerprint under the template.
    const [{ scraping_instructions: template }] = await t.db.query<{ scraping_instructions: ScrapingInstructions }>(
      'SELECT t.scraping_instructions FROM menu_scraping_templates t JOIN menu_scraping_clusters c ON c.menu_scraping_template_id = t.id WHERE c.id = $1',
      [lead.cluster_id],
    );
    const inProcess = fingerprintPage(lead.html, lead.url, instructionsForMenu(template, lead.url));
    expect({ classes: stored.classes, xPathSignatures: stored.xPathSignatures, hashCodes: stored.hashCodes }).toEqual({
      classes: inProcess.classes,
      xPathSignatures: inProcess.xPathSignatures,
      hashCodes: inProcess.hashCodes,
    });
    const [menu] = await t.db.query<{ is_awaiting_probing: boolean }>('SELECT is_awaiting_probing FROM menus WHERE id = $1', [lead.menu_id]);
    expect(menu.is_awaiting_probing).toBe(false);

    // A content change (a new price): hash codes updated, the template is not at risk.
    const [, price] = /<span class="mh-item__price">([^<]+)<\/span>/.exec(lead.html)!;
    serveMenuHostPageInstead(lead.slug, { status: 200, html: lead.html.replace(`<span class="mh-item__price">${price}</span>`, '<span class="mh-item__price">£99.95</span>') });
    const content = await jobOf(lead.cluster_id, await probe(lead.cluster_id, lead.menu_id));
    expect(content).toMatchObject({ jobStatus: 'COMPLETED', hasChanges: false, isBaseline: false, removedClasses: [], addedClasses: [] });
    expect(content.updatedHashCodes).toHaveLength(1);
    expect((await clusterOf(lead.cluster_id)).hasUpdatedFingerprints).toBe(false);

    // A layout change (the price's class renamed): the template is at risk, and the job says what changed.
    serveMenuHostPageInstead(lead.slug, { status: 200, html: lead.html.replaceAll('mh-item__price', 'mh-dish-price') });
    const layoutJobId = await probe(lead.cluster_id, lead.menu_id);
    const layout = await jobOf(lead.cluster_id, layoutJobId);
    expect(layout).toMatchObject({ jobStatus: 'COMPLETED', probingStatus: 'SUCCESS', hasChanges: true, isApplied: false });
    expect(layout.removedClasses).toContain('mh-item__price');
    // The renamed element is no longer one the template reads: it is not in the fingerprint (only what the selectors match).
    expect(layout.addedClasses).not.toContain('mh-dish-price');
    expect(layout.removedXPathSignatures.some((signature) => signature.includes('mh-item__price'))).toBe(true);
    expect(layout.risks.map((risk) => risk.rule)).toContain('dishes.fields.price');
    expect((await clusterOf(lead.cluster_id)).hasUpdatedFingerprints).toBe(true);

    // Apply by someone who is neither the assignee nor an admin: refused, nothing changes.
    const before = await state();
    const refused = await t.gql(APPLY, { id: String(layoutJobId) }, tokens.other);
    expect(refused.errors?.[0]?.extensions?.type).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe(CLUSTER_EDIT_FORBIDDEN);
    expect(await state()).toEqual(before);

    // Apply by the assignee: the layout is the baseline, the flag clears, the event is written.
    const applied = await ok<{ updateProbingJobFingerprints: { hasUpdatedFingerprints: boolean } }>(APPLY, { id: layout.id });
    expect(applied.updateProbingJobFingerprints.hasUpdatedFingerprints).toBe(false);
    cluster = await clusterOf(lead.cluster_id);
    expect(cluster.menuScrapingClusterFingerprints.find((entry) => entry.menuId === lead.menu_id)!.classes).not.toContain('mh-item__price');
    expect((await jobOf(lead.cluster_id, layoutJobId)).isApplied).toBe(true);
    const events = await t.db.query<{ entity_id: number; user_id: number }>("SELECT entity_id, user_id FROM events WHERE sub_type = 'FINGERPRINTS_UPDATED'");
    expect(events).toEqual([{ entity_id: lead.cluster_id, user_id: assigneeId }]);

    // The same layout probed again: no change against the new baseline.
    const again = await jobOf(lead.cluster_id, await probe(lead.cluster_id, lead.menu_id));
    expect(again).toMatchObject({ hasChanges: false, removedClasses: [], addedClasses: [] });
    serveMenuHostPageInstead(lead.slug, null);
  }, 180_000);

  it('ends a probe whose site stays down FAILED with its error after its retries, and Apply refuses it', async () => {
    const lead = await cardsLead();
    await t.db.query('UPDATE menu_scraping_clusters SET assigned_to_id = $2 WHERE id = $1', [lead.cluster_id, assigneeId]);
    serveMenuHostPageInstead(lead.slug, { status: 503, html: '<html><body>Down for maintenance</body></html>' });
    const jobId = await probe(lead.cluster_id, lead.menu_id);
    serveMenuHostPageInstead(lead.slug, null);
    const job = await jobOf(lead.cluster_id, jobId);
    expect(job).toMatchObject({ jobStatus: 'FAILED', probingStatus: 'ERROR', hasChanges: false });
    expect(job.error).toMatch(/503/);
    // The queue's retry ran: two attempts (retryLimit 1 here).
    const [record] = await t.db.query<{ attempts: number; status: string }>(
      'SELECT j.attempts, j.status FROM scraping_jobs j JOIN menu_probing_jobs p ON p.scraping_job_id = j.id WHERE p.id = $1',
      [jobId],
    );
    expect(record).toEqual({ attempts: 2, status: 'FAILED' });
    const [menu] = await t.db.query<{ is_awaiting_probing: boolean }>('SELECT is_awaiting_probing FROM menus WHERE id = $1', [lead.menu_id]);
    expect(menu.is_awaiting_probing).toBe(false);

    const before = await state();
    const refused = await t.gql(APPLY, { id: String(jobId) }, tokens.assignee);
    expect(refused.errors?.[0]?.extensions?.type).toBe('VALIDATION');
    expect(refused.errors?.[0]?.message).toBe(FINGERPRINTS_UPDATE_FAILED);
    expect(await state()).toEqual(before);
  }, 120_000);

  it('holds a lead\'s scrape while a probe of it runs, and hands it over when the probe ends', async () => {
    const lead = await cardsLead();
    // A probe that runs until the test ends it: its queue record already handed over, so no worker takes it.
    const [{ id: sessionId }] = await t.db.query<{ id: number }>("INSERT INTO menu_probing_sessions (trigger) VALUES ('ON_DEMAND') RETURNING id");
    const [{ id: probeRecordId }] = await t.db.query<{ id: number }>(
      "INSERT INTO scraping_jobs (kind, menu_id, status, reason, boss_job_id) VALUES ('PROBING', $1, 'IN_PROGRESS', 'PROBE', 'held-by-test') RETURNING id",
      [lead.menu_id],
    );
    await t.db.query('INSERT INTO menu_probing_jobs (menu_id, menu_scraping_cluster_id, menu_probing_session_id, scraping_job_id) VALUES ($1, $2, $3, $4)', [
      lead.menu_id,
      lead.cluster_id,
      sessionId,
      probeRecordId,
    ]);
    await t.db.query('UPDATE menus SET is_awaiting_probing = true WHERE id = $1', [lead.menu_id]);
    const { jobId } = await t.db.transaction((tx) => scheduleHtmlScrape(tx, { menuId: lead.menu_id, requestedById: null, reason: 'RESCRAPE', isDebugMode: false }));
    await t.workers!.dispatchNow();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const held = await t.db.query<{ boss_job_id: string | null; status: string }>('SELECT boss_job_id, status FROM scraping_jobs WHERE id = $1', [jobId]);
    expect(held).toEqual([{ boss_job_id: null, status: 'IN_PROGRESS' }]);

    await recordProbeFailure(t.db, probeRecordId, 'Ended by the test');
    const deadline = Date.now() + 10_000;
    let handed: string | null = null;
    while (handed === null && Date.now() < deadline) {
      await t.workers!.dispatchNow();
      [{ boss_job_id: handed }] = await t.db.query<{ boss_job_id: string | null }>('SELECT boss_job_id FROM scraping_jobs WHERE id = $1', [jobId]);
      if (handed === null) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(handed).not.toBeNull();
    const [menu] = await t.db.query<{ is_awaiting_probing: boolean }>('SELECT is_awaiting_probing FROM menus WHERE id = $1', [lead.menu_id]);
    expect(menu.is_awaiting_probing).toBe(false);
  }, 60_000);
});
