// The cluster API suites' fixtures (tests/api/menuScrapingCluster*.test.ts): the operations' documents, users by role
// (an assignee and another senior scraper, an admin, a junior scraper without the cluster screens), and straight SQL
// inserts of templates, clusters and menus with their platform and URL signature.
import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../../server/config';
import type { WorkerSettings } from '../../server/jobs/workers';
import { startTestApp, type TestApp } from '../support/testApp';

export const CLUSTER_FIELDS = `id databaseId assignedTo { databaseId name } menuScrapingTemplate { databaseId name status } platforms expectedMenuFormat
  areWorkingHoursIrrelevant masterId masterScrapingCluster { databaseId templateName } menuCount approvedMenuCount hasUpdatedFingerprints
  averageScrapingDuration oldestMenuScrapedDate nextRerunStartDate rerunStepType isTemplateEditable createdDate modifiedDate modifiedBy { name }`;
export const MENU_FIELDS = `databaseId scrapingClusterRole brand { name } url status scrapingStatus format notScrapeableReason attachedToScrapingClusterDate
  scrapedDate menuScrapingClusterId listedDate`;

export const LIST = `query($filters: MenuScrapingClusterFilters, $page: Int, $pageSize: Int, $sortingCriterion: MenuScrapingClusterSortingCriterion, $sortingOrder: SortingOrder) {
  menuScrapingClusters(filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) { total items { databaseId } } }`;
export const BASIC = '{ basicMenuScrapingClusters { databaseId templateName } }';
export const GET = `query($id: ID!) { menuScrapingCluster(id: $id) { ${CLUSTER_FIELDS} } }`;
export const MENUS = `query($id: ID!, $filters: MenuScrapingClusterMenuFilters, $page: Int, $pageSize: Int, $sortingCriterion: MenuScrapingClusterMenuSortingCriterion, $sortingOrder: SortingOrder) {
  menuScrapingClusterMenus(id: $id, filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) { total items { ${MENU_FIELDS} } } }`;
export const COUNTS = 'query($id: ID!) { menuScrapingClusterMenuStatusCounts(id: $id) { menuStatus scrapingStatus count } }';
export const SIMILAR = `query($id: ID!, $page: Int) { menuScrapingClusterSimilarMenus(id: $id, page: $page) { total items { ${MENU_FIELDS} } } }`;
export const REMOVED = `query($id: ID!) { menuScrapingClusterRemovedMenus(id: $id) { total items { ${MENU_FIELDS} } } }`;
export const EXCLUDED = `query($id: ID!) { menuScrapingClusterExcludedMenus(id: $id) { total items { ${MENU_FIELDS} } } }`;
export const REMOVED_LEADS = 'query($id: ID!) { menuScrapingClusterRemovedLeads(id: $id) { total items { menuId createdDate processedDate newMenuIds } } }';

export const UPDATE = `mutation($id: ID!, $data: MenuScrapingClusterInput!, $expected: DateTime) {
  updateMenuScrapingCluster(id: $id, data: $data, expectedModifiedDate: $expected) { ${CLUSTER_FIELDS} } }`;
export const ASSIGN = 'mutation($id: ID!, $to: ID!) { assignMenuScrapingCluster(id: $id, toUserId: $to) { modifiedDate cluster { databaseId assignedTo { databaseId } modifiedDate } } }';
export const UNASSIGN = 'mutation($id: ID!) { unassignMenuScrapingCluster(id: $id) { modifiedDate cluster { databaseId assignedTo { databaseId } modifiedDate } } }';
export const MOVE = `mutation($menuId: Int!, $from: Int, $to: Int) { updateMenuScrapingClusterOfMenu(menuId: $menuId, fromMenuScrapingClusterId: $from, toMenuScrapingClusterId: $to) { databaseId menuScrapingClusterId } }`;
export const REGENERATE = 'mutation($id: ID!) { regenerateComplexMenus(id: $id) }';
export const REMOVE = `mutation($id: ID!, $menuId: Int!) { removeMenuFromScrapingCluster(id: $id, menuId: $menuId) { ${MENU_FIELDS} } }`;
export const CORE = `mutation($id: ID!, $menuId: Int!) { toggleMenuScrapingClusterCoreMenu(id: $id, menuId: $menuId) { ${MENU_FIELDS} } }`;
export const UPDATE_MENU = `mutation($id: ID!, $menuId: Int!, $data: MenuScrapingClusterMenuInput!) { updateMenuScrapingClusterMenu(id: $id, menuId: $menuId, data: $data) { ${MENU_FIELDS} } }`;
export const RESET = 'mutation($id: ID!, $status: MenuStatus!, $scraping: ScrapingStatus) { resetMenuScrapingClusterMenus(id: $id, menuStatus: $status, scrapingStatus: $scraping) }';
export const ATTACH = `mutation($id: ID!, $menuId: Int!) { attachMenuToScrapingCluster(id: $id, menuId: $menuId) { ${MENU_FIELDS} } }`;
export const ATTACH_BACK = `mutation($id: ID!, $menuId: Int!) { attachBackMenuToScrapingCluster(id: $id, menuId: $menuId) { ${MENU_FIELDS} } }`;
export const EXCLUDE = `mutation($id: ID!, $menuId: Int!) { excludeMenuFromSimilarMenus(id: $id, menuId: $menuId) { ${MENU_FIELDS} } }`;
export const UNEXCLUDE = `mutation($id: ID!, $menuId: Int!) { removeMenuFromExcludedMenus(id: $id, menuId: $menuId) { ${MENU_FIELDS} } }`;

export interface ClusterMenu {
  databaseId: number;
  scrapingClusterRole: string | null;
  status: string;
  scrapingStatus: string | null;
  format: string | null;
  notScrapeableReason: string | null;
  menuScrapingClusterId: number | null;
  listedDate: string | null;
  attachedToScrapingClusterDate: string | null;
}
export type MenuPage = { total: number; items: ClusterMenu[] };

export let t: TestApp;
export let brandId: number;
export let platformId: number;
export let otherPlatformId: number;
export const users = { admin: 0, assignee: 0, other: 0, junior: 0 };
export const tokens = { admin: '', assignee: '', other: '', junior: '' };
export type Who = keyof typeof tokens;

export async function gql<T>(query: string, variables: Record<string, unknown>, who: Who) {
  return t.gql<T>(query, variables, tokens[who]);
}

export async function ok<T>(query: string, variables: Record<string, unknown>, who: Who): Promise<T> {
  const result = await gql<T>(query, variables, who);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as T;
}

let signatureCount = 0;
export const freshSignature = () => `/menus/{slug}/v${++signatureCount}`;

export async function insertTemplate(name: string, status = 'NEW'): Promise<number> {
  const [{ id }] = await t.db.query<{ id: number }>(`INSERT INTO menu_scraping_templates (name, status, scraping_instructions) VALUES ($1, $2, '{}') RETURNING id`, [name, status]);
  return id;
}

export async function insertCluster(values: Record<string, unknown> = {}): Promise<number> {
  const columns = { platform_id: platformId, url_signature: freshSignature(), ...values };
  const keys = Object.keys(columns);
  const [{ id }] = await t.db.query<{ id: number }>(
    `INSERT INTO menu_scraping_clusters (${keys.join(', ')}) VALUES (${keys.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    Object.values(columns),
  );
  return id;
}

export async function insertMenu(values: Record<string, unknown> = {}): Promise<number> {
  const columns: Record<string, unknown> = { brand_id: brandId, url: 'https://host.example.com/menus/x', format: 'HTML', status: 'NEW', ...values };
  if (columns.menu_scraping_cluster_id && !('attached_to_scraping_cluster_date' in columns)) columns.attached_to_scraping_cluster_date = new Date();
  const keys = Object.keys(columns);
  const [{ id }] = await t.db.query<{ id: number }>(
    `INSERT INTO menus (${keys.join(', ')}) VALUES (${keys.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    Object.values(columns),
  );
  return id;
}

export async function clusterSignature(clusterId: number) {
  const [row] = await t.db.query<{ platform_id: number; url_signature: string }>('SELECT platform_id, url_signature FROM menu_scraping_clusters WHERE id = $1', [clusterId]);
  return row;
}

/** Everything a cluster write can change: what a refusal must leave as it was. */
export async function storedState() {
  return JSON.stringify({
    clusters: await t.db.query('SELECT * FROM menu_scraping_clusters ORDER BY id'),
    menus: await t.db.query(
      'SELECT id, menu_scraping_cluster_id, scraping_cluster_role, attached_to_scraping_cluster_date, status, scraping_status, format, not_scrapeable_reason, modified_date FROM menus ORDER BY id',
    ),
    removed: await t.db.query('SELECT * FROM menu_scraping_cluster_removed_menus ORDER BY 1, 2'),
    excluded: await t.db.query('SELECT * FROM menu_scraping_cluster_excluded_menus ORDER BY 1, 2'),
    leads: await t.db.query('SELECT * FROM menu_scraping_cluster_removed_leads ORDER BY id'),
    events: await t.db.query('SELECT count(*)::int AS count FROM events'),
  });
}

export async function expectRefused(query: string, variables: Record<string, unknown>, who: Who, type: string, message?: string) {
  const before = await storedState();
  const result = await gql(query, variables, who);
  expect(result.errors?.[0]?.extensions?.type, JSON.stringify(result.errors)).toBe(type);
  if (message !== undefined) expect(result.errors?.[0]?.message).toBe(message);
  expect(await storedState()).toEqual(before);
}

export async function clusterEvents(clusterId: number) {
  return t.db.query<{ type: string; sub_type: string | null; user_id: number | null; data: Record<string, unknown> | null; message: string }>(
    "SELECT type, sub_type, user_id, data, message FROM events WHERE entity_type = 'MENU_SCRAPING_CLUSTER' AND entity_id = $1 ORDER BY id",
    [clusterId],
  );
}

export async function menuRow(menuId: number) {
  const [row] = await t.db.query<{ menu_scraping_cluster_id: number | null; scraping_cluster_role: string | null; status: string; scraping_status: string | null; attached: boolean }>(
    'SELECT menu_scraping_cluster_id, scraping_cluster_role, status, scraping_status, attached_to_scraping_cluster_date IS NOT NULL AS attached FROM menus WHERE id = $1',
    [menuId],
  );
  return row;
}

export const modifiedDateOf = async (clusterId: number) => (await ok<{ menuScrapingCluster: { modifiedDate: string } }>(GET, { id: String(clusterId) }, 'admin')).menuScrapingCluster.modifiedDate;

/** Starts the API (with the suite's config overrides and workers, if any) with its users, brand and two platforms before the file's tests, and closes it after. */
export function setUpClusterSuite(overrides: Partial<Config> = {}, options: { workers?: WorkerSettings } = {}): void {
  beforeAll(async () => {
    t = await startTestApp(overrides, options);
    users.admin = await t.createUser('admin', 'admin@example.com', { name: 'Ada Admin' });
    users.assignee = await t.createUser('seniorScraper', 'assignee@example.com', { name: 'Sam Assignee' });
    users.other = await t.createUser('seniorScraper', 'other@example.com', { name: 'Olly Other' });
    users.junior = await t.createUser('juniorScraper', 'junior@example.com', { name: 'Jo Junior' });
    for (const who of Object.keys(tokens) as Who[]) tokens[who] = (await t.signIn(`${who}@example.com`)).accessToken;
    [{ id: brandId }] = await t.db.query<{ id: number }>("INSERT INTO brands (name, website) VALUES ('Olive Grove', 'https://olive.example.com') RETURNING id");
    [{ id: platformId }] = await t.db.query<{ id: number }>("INSERT INTO platforms (name, url_identification_regex, url_normalization_regex) VALUES ('Menu Host', 'host', '(.*)') RETURNING id");
    [{ id: otherPlatformId }] = await t.db.query<{ id: number }>("INSERT INTO platforms (name, url_identification_regex, url_normalization_regex) VALUES ('Another Host', 'another', '(.*)') RETURNING id");
  }, 240_000);

  afterAll(async () => {
    await t?.close();
  });
}
