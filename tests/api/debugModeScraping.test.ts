// Debug mode end to end (issue 12): a task resolved with debug mode scraping is scraped by the workers, each page is
// rendered in Chromium from the HTML the fetcher already read, and every item gets a PNG in the scraping bucket, listed on
// the job with its selector, CSS, element count, elapsed time and timestamp (read back through the API and its signed
// URLs). Chromium never fetches anything itself, and a worker without Chromium still scrapes, saying why there are no
// screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSiteInstructions } from '../../server/demo-sites/demoSiteInstructions';
import { fileStoreOf } from '../../server/files/fileStoreOf';
import { SCRAPING_FILES_BUCKET } from '../../server/files/scrapingFiles';
import { startJobWorkers, type JobWorkers } from '../../server/jobs/workers';
import { CHROMIUM_NOT_FOUND_MESSAGE } from '../../server/scraping/debug/debugBrowser';
import { createBrandWithGatewayTask, createMenuWithTask } from '../support/taskFixtures';
import { startTestApp, type TestApp } from '../support/testApp';
import { finishedJob, startLocalSite, TEST_WORKERS, type LocalSite } from './scrapingJobsSupport';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: TestApp;
/** The restaurant site the fetcher reads (allowed by config). */
let site: LocalSite;
/** A stand-in for an address Chromium must never reach (a private service, the metadata endpoint): counts requests. */
let bystander: LocalSite;
let scraperToken: string;
let noChromiumWorkers: JobWorkers | null = null;

beforeAll(async () => {
  [site, bystander] = await Promise.all([startLocalSite(), startLocalSite()]);
  t = await startTestApp({ scraperAllowedOrigins: [site.origin, bystander.origin] }, { workers: TEST_WORKERS });
  await t.createUser('juniorScraper', 'debug-scraper@example.com', { name: 'Dana Debug' });
  scraperToken = (await t.signIn('debug-scraper@example.com')).accessToken;
}, 60_000);

afterAll(async () => {
  await noChromiumWorkers?.stop();
  await t?.close();
  await Promise.all([site, bystander].map((server) => server?.close()));
});

interface ScreenshotView {
  url: string;
  title: string | null;
  selectorName: string;
  selectorCss: string;
  elementCount: number;
  elapsedTimeMs: number;
  timestamp: string;
  fileBucketName: string;
  fileKey: string;
}

interface JobView {
  status: string;
  scrapingStatus: string;
  isDebugMode: boolean;
  messages: string[];
  screenshots: ScreenshotView[];
  report: { errors: { cause: string; screenshotUrl: string | null }[] } | null;
}

/** A menu with these instructions and its scraping task, resolved through the API with debug mode: the job's id. */
async function resolveInDebugMode(instructions: unknown): Promise<{ menuId: number; jobId: number }> {
  const { brandId } = await createBrandWithGatewayTask(t.db, { name: `Debug brand ${Math.random()}` });
  const { menuId, taskId } = await createMenuWithTask(t.db, brandId, 'MENU_SCRAPING', { instructions });
  const assigned = await t.gql('mutation($id: ID!) { assignMenuScrapingTask(id: $id) { id } }', { id: String(taskId) }, scraperToken);
  expect(assigned.errors).toBeUndefined();
  const resolved = await t.gql(
    'mutation($id: ID!) { resolveMenuScrapingTask(id: $id, isDebugModeScraping: true) { task { status } } }',
    { id: String(taskId) },
    scraperToken,
  );
  expect(resolved.errors).toBeUndefined();
  const [{ id: jobId }] = await t.db.query<{ id: number }>("SELECT id FROM scraping_jobs WHERE menu_id = $1 AND kind = 'HTML_SCRAPING'", [menuId]);
  return { menuId, jobId };
}

async function jobView(jobId: number): Promise<JobView> {
  const answer = await t.gql<{ htmlMenuScrapingJob: JobView }>(
    `query($id: ID!) { htmlMenuScrapingJob(id: $id) { status scrapingStatus isDebugMode messages
       screenshots { url title selectorName selectorCss elementCount elapsedTimeMs timestamp fileBucketName fileKey }
       report { errors { cause screenshotUrl } } } }`,
    { id: String(jobId) },
    scraperToken,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.htmlMenuScrapingJob;
}

async function download(signedUrl: string): Promise<Buffer> {
  const response = await fetch(new URL(signedUrl, t.url));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('debug mode scraping', () => {
  it('scrapes a demo site, with a stored PNG per item listed on the job, readable through signed URLs', async () => {
    const { menuId, jobId } = await resolveInDebugMode(demoSiteInstructions('olive-grove', t.config.demoSitesOrigin));
    const finished = await finishedJob(t.db, jobId, 60_000);
    expect(finished).toMatchObject({ status: 'COMPLETED', scraping_status: 'SUCCESS' });
    const [menu] = await t.db.query<{ status: string; debug: boolean }>('SELECT status, is_html_menu_scraped_in_debug_mode AS debug FROM menus WHERE id = $1', [menuId]);
    expect(menu).toEqual({ status: 'SCRAPED', debug: true });

    const job = await jobView(jobId);
    expect(job.isDebugMode).toBe(true);
    const bySelector = new Map<string, ScreenshotView[]>();
    for (const shot of job.screenshots) bySelector.set(shot.selectorName, [...(bySelector.get(shot.selectorName) ?? []), shot]);
    // Olive Grove: top-level sections, nested sections, dishes (every dish visible: one screenshot each).
    expect([...bySelector.keys()]).toEqual(['menuTitles', 'menuTitles.children', 'dishes']);
    const dishes = bySelector.get('dishes')!;
    // One per element the selector matched (a sold-out dish too: it is on the page, and extraction decides what it is).
    expect(dishes[0]).toMatchObject({ selectorCss: 'article.dish', fileBucketName: SCRAPING_FILES_BUCKET });
    expect(dishes.length).toBe(dishes[0].elementCount);
    expect(dishes.length).toBeGreaterThanOrEqual(finished.scraped_dish_count!);
    expect(bySelector.get('menuTitles')![0].selectorCss).toBe('main > section.menu-section');
    const store = fileStoreOf(t.config);
    for (const shot of job.screenshots) {
      expect(shot.url).toBe(`${t.config.demoSitesOrigin}/demo-sites/olive-grove/menu`);
      expect(shot.elapsedTimeMs).toBeGreaterThanOrEqual(0);
      expect(Date.parse(shot.timestamp)).not.toBeNaN();
      const png = await store.get(shot.fileBucketName, shot.fileKey);
      expect(png?.subarray(0, 8).equals(PNG_SIGNATURE), shot.fileKey).toBe(true);
    }
    // The first dish's screenshot says which dish it is.
    const [{ name: firstDish }] = await t.db.query<{ name: string }>('SELECT name FROM dishes WHERE menu_id = $1 ORDER BY position LIMIT 1', [menuId]);
    expect(dishes[0].title).toContain(firstDish);

    const signed = await t.gql<{ htmlMenuScrapingScreenshotUrl: string | null }>(
      'query($bucket: String!, $key: String!) { htmlMenuScrapingScreenshotUrl(bucketName: $bucket, fileKey: $key) }',
      { bucket: dishes[0].fileBucketName, key: dishes[0].fileKey },
      scraperToken,
    );
    expect((await download(signed.data!.htmlMenuScrapingScreenshotUrl!)).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  }, 90_000);

  it('lets Chromium fetch nothing: images, styles, frames and refreshes of the page are refused, the site read once', async () => {
    site.pages.set('/isolated/menu', {
      body: `<!DOCTYPE html><html><head><title>Isolated</title><meta http-equiv="refresh" content="0; url=${bystander.origin}/refresh">
        <link rel="stylesheet" href="/isolated/style.css"><link rel="stylesheet" href="${bystander.origin}/style.css"></head>
        <body><img src="${bystander.origin}/tracker.png"><img src="local.png"><iframe src="${bystander.origin}/frame"></iframe>
        <script>fetch('${bystander.origin}/script')</script>
        <section class="menu"><h2>Starters</h2><div class="dish"><span class="name">Soup</span><img src="${bystander.origin}/soup.png"></div></section></body></html>`,
    });
    const { jobId } = await resolveInDebugMode({
      format: 1,
      pages: [{ url: `${site.origin}/isolated/menu` }],
      menuTitles: { selector: 'section.menu', fields: { title: { selector: 'h2' } } },
      dishes: { selector: '.dish', fields: { name: { selector: '.name', required: true } } },
    });
    expect(await finishedJob(t.db, jobId, 60_000)).toMatchObject({ status: 'COMPLETED', scraping_status: 'SUCCESS' });
    const job = await jobView(jobId);
    expect(job.screenshots.map((shot) => [shot.selectorName, shot.title])).toEqual([
      ['menuTitles', 'Starters'],
      ['dishes', 'Soup'],
    ]);
    expect(Object.fromEntries(bystander.hits)).toEqual({});
    // The fetcher's one read of the page (and robots.txt); nothing of Chromium's.
    expect(site.hits.get('/isolated/menu')).toBe(1);
    expect(site.hits.get('/isolated/style.css')).toBeUndefined();
    expect(site.hits.get('/isolated/local.png')).toBeUndefined();
  }, 90_000);

  it('keeps a screenshot of the page behind each error cause', async () => {
    site.pages.set('/broken/menu', { body: '<!DOCTYPE html><html><body><div class="dish"><span class="name">Soup</span></div></body></html>' });
    const { menuId, jobId } = await resolveInDebugMode({
      format: 1,
      pages: [{ url: `${site.origin}/broken/menu` }],
      dishes: { selector: '.dish', fields: { name: { selector: '.name', required: true }, price: { selector: '.price', required: true } } },
    });
    expect(await finishedJob(t.db, jobId, 60_000)).toMatchObject({ status: 'COMPLETED', scraping_status: 'ERROR' });
    const job = await jobView(jobId);
    const unmatched = job.report!.errors.find((group) => group.cause === 'REQUIRED_FIELD_UNMATCHED')!;
    expect(unmatched.screenshotUrl).not.toBeNull();
    expect((await download(unmatched.screenshotUrl!)).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const [menu] = await t.db.query<{ debug: boolean }>('SELECT is_html_menu_scraped_in_debug_mode AS debug FROM menus WHERE id = $1', [menuId]);
    expect(menu.debug).toBe(true);
  }, 90_000);

  it('without Chromium, still scrapes and says that screenshots are unavailable', async () => {
    await t.workers?.stop();
    noChromiumWorkers = await startJobWorkers(t.db, { ...t.config, chromiumPath: '/nonexistent/chromium' }, TEST_WORKERS);
    const { menuId, jobId } = await resolveInDebugMode(demoSiteInstructions('olive-grove', t.config.demoSitesOrigin));
    expect(await finishedJob(t.db, jobId, 60_000)).toMatchObject({ status: 'COMPLETED', scraping_status: 'SUCCESS' });
    const job = await jobView(jobId);
    expect(job.screenshots).toEqual([]);
    expect(job.messages).toContain(CHROMIUM_NOT_FOUND_MESSAGE);
    const [menu] = await t.db.query<{ status: string }>('SELECT status FROM menus WHERE id = $1', [menuId]);
    expect(menu.status).toBe('SCRAPED');
  }, 90_000);
});
