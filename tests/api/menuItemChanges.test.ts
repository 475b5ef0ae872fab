// What the runs changed, on the real database (PGlite, or PostgreSQL with DATABASE_URL), from real scrapes of the Corner
// Bistro demo site (its version 3 changes Steak Frites' price, adds Moules Marinières and drops the onion soup; going
// back to version 1 undoes all three): the run selector, one run's changes field by field, review by difference before
// and after an approval (counts, changedOnly and changedTotal, Dish.changeSinceApproval), and changes that cancel out.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoSiteInstructions } from '../../server/demo-sites/demoSiteInstructions';
import { DEMO_SITE_PATHS, setDemoSiteVersion, type ChangingSiteVersion } from '../../server/demo-sites/demoSites';
import { startTestApp, type TestApp } from '../support/testApp';
import { approve, createScrapedMenu, finishedJob, schedule, TEST_WORKERS } from './scrapingJobsSupport';

let t: TestApp;
let scraperId: number;
let adminToken: string;
let menuId: number;
const jobs: number[] = [];

async function scrapeVersion(version: ChangingSiteVersion): Promise<number> {
  setDemoSiteVersion('corner-bistro', version);
  const jobId = await schedule(t.db, menuId, scraperId, 'RESCRAPE');
  expect(await finishedJob(t.db, jobId, 60_000)).toMatchObject({ status: 'COMPLETED', scraping_status: 'SUCCESS' });
  jobs.push(jobId);
  return jobId;
}

beforeAll(async () => {
  t = await startTestApp({}, { workers: TEST_WORKERS });
  scraperId = await t.createUser('juniorScraper', 'changes-scraper@example.com');
  await t.createUser('admin', 'changes-admin@example.com');
  adminToken = (await t.signIn('changes-admin@example.com')).accessToken;
  const origin = t.config.demoSitesOrigin;
  ({ menuId } = await createScrapedMenu(t.db, `${origin}${DEMO_SITE_PATHS.cornerBistro}`, scraperId, demoSiteInstructions('corner-bistro', origin)));
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function menuField<T>(selection: string, variables: Record<string, unknown> = {}, declarations = ''): Promise<T> {
  const answer = await t.gql<{ menu: T }>(`query($id: ID!${declarations}) { menu(id: $id) { ${selection} } }`, { id: String(menuId), ...variables }, adminToken);
  expect(answer.errors).toBeUndefined();
  return answer.data!.menu;
}

interface Difference {
  hasBaseline: boolean;
  approvedJobId: number | null;
  created: number;
  updated: number;
  updatedSignificantly: number;
  deleted: number;
  restored: number;
  changedDishCount: number;
  dishCount: number;
}
const reviewDifference = async () =>
  (await menuField<{ reviewDifference: Difference }>('reviewDifference { hasBaseline approvedJobId created updated updatedSignificantly deleted restored changedDishCount dishCount }'))
    .reviewDifference;

interface ChangeView {
  itemKind: string;
  itemId: number;
  changeStatus: string;
  label: string;
  menuTitlePath: string[];
  fields: { field: string; previous: string | null; current: string | null }[];
  dish: { name: string } | null;
}
const CHANGE_FIELDS = 'itemKind itemId changeStatus label menuTitlePath fields { field previous current } dish { name }';

interface ReviewPage {
  dishes: { total: number; changedTotal: number; dishes: { name: string; reviewStatus: string | null; changeSinceApproval: ChangeView | null }[] };
}
const reviewPage = async (changedOnly: boolean, pageSize = 40) =>
  menuField<ReviewPage>(
    `dishes(changedOnly: $changedOnly, pageSize: $pageSize) { total changedTotal dishes { name reviewStatus changeSinceApproval { ${CHANGE_FIELDS} } } }`,
    { changedOnly, pageSize },
    ', $changedOnly: Boolean, $pageSize: Int',
  );

const itemChanges = async (args: Record<string, unknown>) =>
  (
    await menuField<{ itemChanges: { jobId: number | null; total: number; items: ChangeView[]; dishChangeCounts: Record<string, number> | null } }>(
      `itemChanges(jobId: $jobId, itemKind: $itemKind, changeStatuses: $changeStatuses, filters: $filters, page: $page, pageSize: $pageSize) {
         jobId total items { ${CHANGE_FIELDS} } dishChangeCounts { created updated significantlyUpdated deleted restored } }`,
      args,
      ', $jobId: Int, $itemKind: MenuItemKind, $changeStatuses: [MenuItemChangeStatus!], $filters: DishFilters, $page: Int, $pageSize: Int',
    )
  ).itemChanges;

describe('review by difference on the Corner Bistro', () => {
  it('without an approved run, everything is new: no baseline, every dish changed, no change since approval to show', async () => {
    const first = await scrapeVersion(1);
    const difference = await reviewDifference();
    const [{ titles, dishes }] = await t.db.query<{ titles: number; dishes: number }>(
      'SELECT (SELECT count(*)::int FROM menu_titles WHERE menu_id = $1) AS titles, (SELECT count(*)::int FROM dishes WHERE menu_id = $1) AS dishes',
      [menuId],
    );
    expect(dishes).toBeGreaterThan(5);
    expect(difference).toEqual({ hasBaseline: false, approvedJobId: null, created: titles + dishes, updated: 0, updatedSignificantly: 0, deleted: 0, restored: 0, changedDishCount: dishes, dishCount: dishes });
    const page = await reviewPage(true);
    expect(page.dishes).toMatchObject({ total: dishes, changedTotal: dishes });
    expect(page.dishes.dishes.every((dish) => dish.changeSinceApproval === null)).toBe(true);
    expect((await menuField<{ scrapingRuns: { jobId: number; isApproved: boolean }[] }>('scrapingRuns { jobId isApproved }')).scrapingRuns).toEqual([{ jobId: first, isApproved: false }]);
  }, 90_000);

  it('after approval, nothing changed; a changing run shows its changes field by field and since approval', async () => {
    await approve(t.db, menuId, jobs[0], scraperId);
    expect(await reviewDifference()).toMatchObject({ hasBaseline: true, approvedJobId: jobs[0], created: 0, updated: 0, updatedSignificantly: 0, deleted: 0, restored: 0, changedDishCount: 0 });
    expect((await reviewPage(true)).dishes).toMatchObject({ total: 0, changedTotal: 0, dishes: [] });

    // Version 2 only changes the mark-up: a run with no changes, auto-approved (the new baseline).
    const unchanged = await scrapeVersion(2);
    expect((await itemChanges({})).total).toBe(0);
    expect(await reviewDifference()).toMatchObject({ hasBaseline: true, approvedJobId: unchanged, changedDishCount: 0 });
    const changing = await scrapeVersion(3);

    const runs = (await menuField<{ scrapingRuns: { jobId: number; kind: string; reason: string; scrapingStatus: string; isApproved: boolean; dishChangeCounts: { created: number } }[] }>(
      'scrapingRuns { jobId kind reason scrapingStatus isApproved dishChangeCounts { created } }',
    )).scrapingRuns;
    expect(runs.map((run) => [run.jobId, run.isApproved])).toEqual([[changing, false], [unchanged, true], [jobs[0], false]]);
    expect(runs[0]).toMatchObject({ kind: 'HTML_SCRAPING', reason: 'RESCRAPE', scrapingStatus: 'SUCCESS', dishChangeCounts: { created: 1 } });

    const changes = await itemChanges({});
    expect(changes.jobId).toBe(changing);
    expect(changes.dishChangeCounts).toMatchObject({ created: 1, significantlyUpdated: 1, deleted: 1, updated: 0, restored: 0 });
    const byStatus = Object.fromEntries(changes.items.map((item) => [item.changeStatus, item]));
    expect(changes.items).toHaveLength(3);
    expect(byStatus.UPDATED_SIGNIFICANTLY).toMatchObject({ itemKind: 'DISH', label: 'Steak Frites', fields: [{ field: 'price', previous: expect.stringContaining('21.50'), current: expect.stringContaining('23.00') }], dish: { name: 'Steak Frites' } });
    expect(byStatus.CREATED).toMatchObject({ label: 'Moules Marinières', fields: [], dish: { name: 'Moules Marinières' } });
    // A deleted dish is labelled as it was, and is no longer a dish to show.
    expect(byStatus.DELETED).toMatchObject({ label: 'Soupe à l’Oignon', fields: [], dish: null });
    expect(byStatus.DELETED.menuTitlePath.length).toBeGreaterThan(0);

    expect((await itemChanges({ changeStatuses: ['DELETED', 'CREATED'] })).items.map((item) => item.label).sort()).toEqual(['Moules Marinières', 'Soupe à l’Oignon']);
    expect(await itemChanges({ itemKind: 'MENU_TITLE' })).toMatchObject({ total: 0, items: [] });
    expect((await itemChanges({ filters: { name: 'MOULES' } })).items.map((item) => item.label)).toEqual(['Moules Marinières']);
    // The deleted dish matches the filters as it was.
    expect((await itemChanges({ filters: { name: 'oignon' } })).items.map((item) => item.changeStatus)).toEqual(['DELETED']);
    const paged = await itemChanges({ page: 2, pageSize: 2 });
    expect(paged).toMatchObject({ total: 3 });
    expect(paged.items).toHaveLength(1);
    // The first run created everything it found (its own changes, kept).
    const firstRun = await itemChanges({ jobId: jobs[0], itemKind: 'DISH', pageSize: 100 });
    expect(firstRun.items.every((item) => item.changeStatus === 'CREATED')).toBe(true);
    expect(firstRun.items.some((item) => item.label === 'Soupe à l’Oignon')).toBe(true);

    expect(await reviewDifference()).toMatchObject({ hasBaseline: true, approvedJobId: unchanged, created: 1, updatedSignificantly: 1, deleted: 1, updated: 0, restored: 0, changedDishCount: 2 });
    // Every dish's change since approval in one query for the whole page (not one per dish).
    const query = vi.spyOn(t.db, 'query');
    const all = await reviewPage(false, 5000);
    const sinceApprovalReads = query.mock.calls.filter(([sql]) => String(sql).includes('approved_data FROM scraping_job_item_changes'));
    query.mockRestore();
    expect(sinceApprovalReads).toHaveLength(1);
    const changedOnly = await reviewPage(true);
    expect(changedOnly.dishes.total).toBe(2);
    expect(changedOnly.dishes.changedTotal).toBe(2);
    expect(all.dishes.changedTotal).toBe(2);
    expect(all.dishes.total).toBe(all.dishes.dishes.length);
    expect(changedOnly.dishes.dishes.map((dish) => [dish.name, dish.changeSinceApproval?.changeStatus])).toEqual(
      all.dishes.dishes.filter((dish) => dish.changeSinceApproval).map((dish) => [dish.name, dish.changeSinceApproval!.changeStatus]),
    );
    const steak = all.dishes.dishes.find((dish) => dish.name === 'Steak Frites')!;
    expect(steak.changeSinceApproval).toMatchObject({ itemKind: 'DISH', changeStatus: 'UPDATED_SIGNIFICANTLY', label: 'Steak Frites', fields: [{ field: 'price' }], dish: { name: 'Steak Frites' } });
    expect(all.dishes.dishes.find((dish) => dish.name === 'Moules Marinières')!.changeSinceApproval).toMatchObject({ changeStatus: 'CREATED', fields: [] });
    expect(all.dishes.dishes.filter((dish) => dish.changeSinceApproval).length).toBe(2);
  }, 120_000);

  it('changes that cancel out since approval are no change: back to the approved version, nothing to review', async () => {
    const back = await scrapeVersion(1);
    // The run itself restored the soup, deleted the mussels and changed the price back...
    const changes = await itemChanges({ jobId: back });
    expect(changes.items.map((item) => item.changeStatus).sort()).toEqual(['DELETED', 'RESTORED', 'UPDATED_SIGNIFICANTLY']);
    expect(changes.items.find((item) => item.changeStatus === 'DELETED')!.label).toBe('Moules Marinières');
    // ...so against the approved run nothing changed.
    expect(await reviewDifference()).toMatchObject({ hasBaseline: true, created: 0, updated: 0, updatedSignificantly: 0, deleted: 0, restored: 0, changedDishCount: 0 });
    const page = await reviewPage(false);
    expect(page.dishes.changedTotal).toBe(0);
    expect(page.dishes.dishes.every((dish) => dish.changeSinceApproval === null)).toBe(true);
  }, 90_000);

  it('a changed field edited back by hand counts from the row as it is now', async () => {
    const changing = await scrapeVersion(3);
    expect(changing).toBeGreaterThan(0);
    expect(await reviewDifference()).toMatchObject({ updatedSignificantly: 1, created: 1, deleted: 1 });
    const [{ previous }] = await t.db.query<{ previous: string }>(
      `SELECT c.previous_data->>'price' AS previous FROM scraping_job_item_changes c JOIN dishes d ON d.id = c.item_id
        WHERE c.job_id = $1 AND c.item_kind = 'DISH' AND d.name = 'Steak Frites'`,
      [changing],
    );
    await t.db.query("UPDATE dishes SET price = $2 WHERE menu_id = $1 AND name = 'Steak Frites'", [menuId, previous]);
    expect(await reviewDifference()).toMatchObject({ updatedSignificantly: 0, created: 1, deleted: 1, changedDishCount: 1 });
  }, 90_000);
});
