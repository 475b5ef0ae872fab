// The cluster CSV reports through the real endpoint (docs/reports.md): GET /api/reports/scraping-clusters/ and
// /api/reports/scraping-cluster-menus/{id}: their file names and columns, content, cells a spreadsheet would run as
// formulas escaped, and report.scraping-clusters checked (no session, a role without it, a cluster that does not exist).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintSession } from '../support/mintSession';
import { startTestApp, type TestApp } from '../support/testApp';
import { insertBrand } from './brandsFixture';
import { parseCsv } from './reportTestSupport';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const download = (path: string, role?: string) => fetch(`${t.url}/api/reports/${path}`, { headers: role ? { authorization: `Bearer ${tokens[role]}` } : {} });

async function csvOf(response: Response): Promise<string[][]> {
  return parseCsv(await response.text());
}

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['admin', 'reporter', 'seniorScraper']) {
    tokens[role] = (await mintSession(t, await t.createUser(role, `${role.toLowerCase()}@example.com`, { name: `${role} person` }))).accessToken;
  }
  const assigneeId = await t.createUser('seniorScraper', 'assignee@example.com', { name: '@Assignee' });
  const [{ id: platformId }] = await t.db.query<{ id: number }>(
    "INSERT INTO platforms (name, url_identification_regex, url_normalization_regex) VALUES ('Example host', 'example-host', '.*') RETURNING id",
  );
  const [{ id: templateId }] = await t.db.query<{ id: number }>(
    "INSERT INTO menu_scraping_templates (name, status, scraping_instructions, scraping_instructions_version) VALUES ('=Template', 'VALIDATED', '{}', 4) RETURNING id",
  );
  const [{ id: clusterId }] = await t.db.query<{ id: number }>(
    `INSERT INTO menu_scraping_clusters (platform_id, url_signature, menu_scraping_template_id, assigned_to_id, are_working_hours_irrelevant)
     VALUES ($1, 'menus.example-host.com/r/{slug}/menu', $2, $3, true) RETURNING id`,
    [platformId, templateId, assigneeId],
  );
  const [{ id: otherId }] = await t.db.query<{ id: number }>('INSERT INTO menu_scraping_clusters (master_id) VALUES ($1) RETURNING id', [clusterId]);
  ids.cluster = clusterId;
  ids.other = otherId;
  const brandId = await insertBrand(t.db, {}, '=cmd|calc');
  const insertMenu = async (url: string, values: string) => {
    const [{ id }] = await t.db.query<{ id: number }>(
      `INSERT INTO menus (brand_id, url, format, status, platform_id, url_signature, menu_scraping_cluster_id, scraping_cluster_role, notes, scraping_status, attached_to_scraping_cluster_date)
       VALUES ($1, $2, 'HTML', ${values}) RETURNING id`,
      [brandId, url, platformId, clusterId],
    );
    return id;
  };
  ids.lead = await insertMenu('https://menus.example-host.com/r/pizza-place/menu', `'APPROVED', $3, 'menus.example-host.com/r/{slug}/menu', $4, 'LEAD', '+1 notes', 'SUCCESS', '2026-01-02T03:04:05Z'`);
  ids.member = await insertMenu('https://menus.example-host.com/r/curry-house/menu', `'NEW', $3, 'menus.example-host.com/r/{slug}/menu', $4, NULL, NULL, NULL, NULL`);
  await t.db.query("INSERT INTO menus (brand_id, url, format, menu_scraping_cluster_id, is_deleted) VALUES ($1, 'https://gone.example', 'HTML', $2, true)", [brandId, clusterId]);
});
afterAll(() => t.close());

describe('GET /api/reports/scraping-clusters/', () => {
  it('streams every cluster as ScrapingClustersReport.csv with its documented columns, formula cells escaped', async () => {
    const response = await download('scraping-clusters/', 'reporter');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('filename="ScrapingClustersReport.csv"');
    const [header, ...rows] = await csvOf(response);
    expect(header).toEqual([
      'Cluster ID',
      'Platforms',
      'URL signature',
      'Template ID',
      'Template name',
      'Template status',
      'Template version',
      'Assigned to',
      'Expected menu format',
      'Working hours irrelevant',
      'Master cluster ID',
      'Menu count',
      'Approved menu count',
      'Lead menu IDs',
      'Has updated fingerprints',
      'Rerun step',
      'Next rerun start date',
      'Created date',
      'Modified date',
    ]);
    expect(rows.map((row) => Number(row[0]))).toEqual([ids.cluster, ids.other]);
    const [cluster, other] = rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
    expect(cluster).toMatchObject({
      Platforms: 'Example host',
      'URL signature': 'menus.example-host.com/r/{slug}/menu',
      'Template name': "'=Template",
      'Template status': 'VALIDATED',
      'Template version': '4',
      'Assigned to': "'@Assignee",
      'Expected menu format': 'HTML',
      'Working hours irrelevant': 'Yes',
      'Master cluster ID': '',
      'Menu count': '2',
      'Approved menu count': '1',
      'Lead menu IDs': String(ids.lead),
      'Has updated fingerprints': 'No',
    });
    expect(cluster['Created date']).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(other).toMatchObject({ Platforms: '', 'Template ID': '', 'Master cluster ID': String(ids.cluster), 'Menu count': '0', 'Lead menu IDs': '' });
    // The path without its trailing slash is the same download.
    expect((await download('scraping-clusters', 'admin')).status).toBe(200);
  });

  it('refuses without a session and without report.scraping-clusters', async () => {
    expect((await download('scraping-clusters/')).status).toBe(401);
    const refused = await download('scraping-clusters/', 'seniorScraper');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('You do not have permission to do this.');
    expect((await download('scraping-clusters/extra', 'admin')).status).toBe(404);
  });
});

describe('GET /api/reports/scraping-cluster-menus/{scrapingClusterId}', () => {
  it("streams the cluster's live menus as ScrapingClusterMenusReport.csv, formula cells escaped", async () => {
    const response = await download(`scraping-cluster-menus/${ids.cluster}`, 'admin');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="ScrapingClusterMenusReport.csv"');
    const [header, ...rows] = await csvOf(response);
    expect(header).toEqual([
      'Menu ID',
      'Role',
      'Brand ID',
      'Brand name',
      'URL',
      'URL signature',
      'Platform',
      'Menu status',
      'Scraping status',
      'Menu format',
      'Not scrapeable reason',
      'Notes',
      'Dish count',
      'Attached date',
      'Scraped date',
    ]);
    expect(rows.map((row) => Number(row[0]))).toEqual([ids.lead, ids.member]);
    const lead = Object.fromEntries(header.map((name, index) => [name, rows[0][index]]));
    expect(lead).toMatchObject({
      Role: 'LEAD',
      'Brand name': "'=cmd|calc",
      URL: 'https://menus.example-host.com/r/pizza-place/menu',
      Platform: 'Example host',
      'Menu status': 'APPROVED',
      'Scraping status': 'SUCCESS',
      'Menu format': 'HTML',
      Notes: "'+1 notes",
      'Attached date': '2026-01-02T03:04:05.000Z',
      'Scraped date': '',
    });
    // An empty cluster is a header alone.
    const empty = await csvOf(await download(`scraping-cluster-menus/${ids.other}`, 'reporter'));
    expect(empty).toEqual([header]);
  });

  it('refuses without a session, without report.scraping-clusters, and for a cluster that does not exist', async () => {
    expect((await download(`scraping-cluster-menus/${ids.cluster}`)).status).toBe(401);
    expect((await download(`scraping-cluster-menus/${ids.cluster}`, 'seniorScraper')).status).toBe(403);
    const missing = await download('scraping-cluster-menus/999999', 'admin');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Menu scraping cluster was not found.');
    expect((await download('scraping-cluster-menus/not-an-id', 'admin')).status).toBe(422);
  });
});
