// Scraping a menu of a cluster with its template (docs/clusters.md, "Scraping with the template"), end to end on the real
// workers against a local site: the template's current instructions with pages relative to the menu's URL, the version
// recorded on the job, the master cluster's template when the cluster sets none, the menu's own instructions outside a
// cluster with a template; menus.scraping_status following the outcome of the menu's latest finished run; and the
// clustering queue on the same workers (scheduled hourly, a queued run forms clusters).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTERING_CRON, CLUSTERING_QUEUE } from '../../server/jobs/clusteringJobs';
import { startTestApp, type TestApp } from '../support/testApp';
import { createScrapedMenu, finishedJob, instructionsFor, menuPage, schedule, startLocalSite, storedDishes, TEST_WORKERS, waitFor, type LocalSite } from './scrapingJobsSupport';

let t: TestApp;
let site: LocalSite;
let scraperId: number;

beforeAll(async () => {
  site = await startLocalSite();
  t = await startTestApp({ scraperAllowedOrigins: [site.origin] }, { workers: TEST_WORKERS });
  scraperId = await t.createUser('juniorScraper', 'cluster-scraper@example.com', { name: 'Casey Scraper' });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await site?.close();
});

async function insertTemplate(name: string, pageUrl: string, version: number): Promise<number> {
  const [{ id }] = await t.db.query<{ id: number }>(
    'INSERT INTO menu_scraping_templates (name, scraping_instructions, scraping_instructions_version) VALUES ($1, $2, $3) RETURNING id',
    [name, JSON.stringify(instructionsFor(pageUrl)), version],
  );
  return id;
}

async function insertCluster(values: { templateId?: number | null; masterId?: number | null } = {}): Promise<number> {
  const [{ id }] = await t.db.query<{ id: number }>('INSERT INTO menu_scraping_clusters (menu_scraping_template_id, master_id) VALUES ($1, $2) RETURNING id', [
    values.templateId ?? null,
    values.masterId ?? null,
  ]);
  return id;
}

async function scrape(menuId: number) {
  const jobId = await schedule(t.db, menuId, scraperId, 'RESCRAPE');
  const job = await finishedJob(t.db, jobId);
  const [recorded] = await t.db.query<{ menu_scraping_template_id: number | null; template_version: number | null }>(
    'SELECT menu_scraping_template_id, template_version FROM scraping_jobs WHERE id = $1',
    [jobId],
  );
  const [menu] = await t.db.query<{ scraping_status: string | null }>('SELECT scraping_status FROM menus WHERE id = $1', [menuId]);
  return { job, recorded, menuScrapingStatus: menu.scraping_status };
}

const dishNames = async (menuId: number) => (await storedDishes(t.db, menuId)).filter((dish) => !dish.is_deleted).map((dish) => dish.name);

/** A restaurant on the platform: its menu page (what the template reads) and another page its own instructions read. */
function restaurant(slug: string, dish: string) {
  site.pages.set(`/r/${slug}/menu`, { body: menuPage([{ title: 'Menu', dishes: [{ name: `${dish} from the menu page`, price: '£9.00' }] }]) });
  site.pages.set(`/own/${slug}`, { body: menuPage([{ title: 'Own', dishes: [{ name: `${dish} from its own page`, price: '£1.00' }] }]) });
  return { menuUrl: `${site.origin}/r/${slug}/menu`, ownUrl: `${site.origin}/own/${slug}` };
}

describe('a menu in a cluster with a template', () => {
  it("is scraped with the template's current instructions, pages relative to its URL, and the job records the version", async () => {
    const pizza = restaurant('pizza-place', 'Margherita');
    const { menuId } = await createScrapedMenu(t.db, pizza.menuUrl, scraperId, instructionsFor(pizza.ownUrl));
    const templateId = await insertTemplate('Example host menu', 'menu', 3);
    const clusterId = await insertCluster({ templateId });
    await t.db.query('UPDATE menus SET menu_scraping_cluster_id = $2 WHERE id = $1', [menuId, clusterId]);

    const { job, recorded, menuScrapingStatus } = await scrape(menuId);
    expect(job).toMatchObject({ status: 'COMPLETED', scraping_status: 'SUCCESS' });
    expect(recorded).toEqual({ menu_scraping_template_id: templateId, template_version: 3 });
    expect(await dishNames(menuId)).toEqual(['Margherita from the menu page']);
    expect(menuScrapingStatus).toBe('SUCCESS');
  });

  it("follows its master cluster's template when its own cluster sets none", async () => {
    const curry = restaurant('curry-house', 'Korma');
    const { menuId } = await createScrapedMenu(t.db, curry.menuUrl, scraperId, instructionsFor(curry.ownUrl));
    const templateId = await insertTemplate('Master template', 'menu', 7);
    const masterId = await insertCluster({ templateId });
    const clusterId = await insertCluster({ masterId });
    await t.db.query('UPDATE menus SET menu_scraping_cluster_id = $2 WHERE id = $1', [menuId, clusterId]);

    const { recorded } = await scrape(menuId);
    expect(recorded).toEqual({ menu_scraping_template_id: templateId, template_version: 7 });
    expect(await dishNames(menuId)).toEqual(['Korma from the menu page']);
  });

  it('uses its own instructions in a cluster without a template (or with a deleted one), and outside clusters', async () => {
    const noodle = restaurant('noodle-bar', 'Ramen');
    const { menuId } = await createScrapedMenu(t.db, noodle.menuUrl, scraperId, instructionsFor(noodle.ownUrl));
    const deletedTemplateId = await insertTemplate('Deleted template', 'menu', 2);
    await t.db.query('UPDATE menu_scraping_templates SET deleted_date = now() WHERE id = $1', [deletedTemplateId]);
    await t.db.query('UPDATE menus SET menu_scraping_cluster_id = $2 WHERE id = $1', [menuId, await insertCluster({ templateId: deletedTemplateId })]);
    const { recorded } = await scrape(menuId);
    expect(recorded).toEqual({ menu_scraping_template_id: null, template_version: null });
    expect(await dishNames(menuId)).toEqual(['Ramen from its own page']);
  });
});

describe("a menu's scraping status", () => {
  it('follows the outcome of its latest finished run', async () => {
    const burger = restaurant('burger-joint', 'Cheeseburger');
    const { menuId } = await createScrapedMenu(t.db, burger.ownUrl, scraperId);
    expect((await t.db.query<{ scraping_status: string | null }>('SELECT scraping_status FROM menus WHERE id = $1', [menuId]))[0].scraping_status).toBeNull();
    expect((await scrape(menuId)).menuScrapingStatus).toBe('SUCCESS');
    // The page is gone (404: not retried): the run is an ERROR, and so is the menu's status.
    site.pages.delete(`/own/burger-joint`);
    const failed = await scrape(menuId);
    expect(failed.job.scraping_status).toBe('ERROR');
    expect(failed.menuScrapingStatus).toBe('ERROR');
  });
});

describe('the clustering queue', () => {
  it('is scheduled every hour, and a queued run forms the clusters of a platform', async () => {
    const boss = t.workers!.boss;
    expect((await boss.getSchedule(CLUSTERING_QUEUE))?.cron).toBe(CLUSTERING_CRON);
    const [{ id: platformId }] = await t.db.query<{ id: number }>(
      "INSERT INTO platforms (name, url_identification_regex, url_normalization_regex) VALUES ('Queue host', '^https://queue-host\\.example/', '.*') RETURNING id",
    );
    const menuIds: number[] = [];
    for (const slug of ['first-place', 'second-place']) {
      menuIds.push((await createScrapedMenu(t.db, `https://queue-host.example/r/${slug}/menu`, scraperId)).menuId);
    }
    await boss.send(CLUSTERING_QUEUE, {});
    await waitFor(async () => {
      const rows = await t.db.query<{ cluster: number | null }>('SELECT menu_scraping_cluster_id AS cluster FROM menus WHERE id = ANY($1::int[])', [menuIds]);
      return rows.every((row) => row.cluster !== null);
    }, 'the clustering job to attach the menus');
    const [cluster] = await t.db.query<{ platform_id: number; url_signature: string; menu_count: number }>(
      'SELECT platform_id, url_signature, menu_count FROM menu_scraping_clusters WHERE platform_id = $1',
      [platformId],
    );
    expect(cluster).toEqual({ platform_id: platformId, url_signature: 'queue-host.example/r/{slug}/menu', menu_count: 2 });
  });
});
