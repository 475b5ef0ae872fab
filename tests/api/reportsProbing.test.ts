// GET /api/reports/menus-in-probing-status through the real endpoint (docs/reports.md; "stuck" in docs/probing.md):
// a slice of lead menus and their probing jobs in every probing status, stuck and not, written straight to the
// tables; the file name, header row, the rows with and without includeOnlyStuckMenus, formula cells escaped, the
// required input's message, the permission refused and allowed, and the chart of menus by probing status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintSession } from '../support/mintSession';
import { startTestApp, type TestApp } from '../support/testApp';
import { insertBrand } from './brandsFixture';
import { csvRecords, reportChart, reportDownloader } from './reportTestSupport';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const download = reportDownloader(() => t, tokens);

async function insertMenu(name: string, values: { role?: string | null; awaiting?: boolean; deleted?: boolean } = {}): Promise<number> {
  const [{ id }] = await t.db.query<{ id: number }>(
    `INSERT INTO menus (brand_id, url, format, status, menu_scraping_cluster_id, scraping_cluster_role, is_awaiting_probing, is_deleted)
     VALUES ($1, $2, 'HTML', 'APPROVED', $3, $4, $5, $6) RETURNING id`,
    [ids.brand, `https://menus.example/${name}`, ids.cluster, values.role === undefined ? 'LEAD' : values.role, values.awaiting ?? false, values.deleted ?? false],
  );
  ids[name] = id;
  return id;
}

/** A probing job of the menu in the cluster; minutes are before now. */
async function insertJob(
  menuId: number,
  job: { status: 'IN_PROGRESS' | 'COMPLETED' | 'FAILED'; scheduledMinutesAgo: number; completedMinutesAgo?: number; hasChanges?: boolean; applied?: boolean; error?: string; risks?: unknown },
): Promise<number> {
  const [{ id: scrapingJobId }] = await t.db.query<{ id: number }>("INSERT INTO scraping_jobs (kind, menu_id, status, reason) VALUES ('PROBING', $1, $2, 'PROBE') RETURNING id", [
    menuId,
    job.status,
  ]);
  const [{ id }] = await t.db.query<{ id: number }>(
    `INSERT INTO menu_probing_jobs (menu_id, menu_scraping_cluster_id, menu_probing_session_id, scraping_job_id, job_status, schedule_date, completed_date,
       probing_status, has_changes, error, risks, applied_date)
     VALUES ($1, $2, $3, $4, $5, now() - make_interval(mins => $6), CASE WHEN $7::int IS NULL THEN NULL ELSE now() - make_interval(mins => $7::int) END,
       CASE $5 WHEN 'COMPLETED' THEN 'SUCCESS' WHEN 'FAILED' THEN 'ERROR' END, $8, $9, $10, CASE WHEN $11 THEN now() END) RETURNING id`,
    [
      menuId,
      ids.cluster,
      ids.session,
      scrapingJobId,
      job.status,
      job.scheduledMinutesAgo,
      job.completedMinutesAgo ?? null,
      job.hasChanges ?? false,
      job.error ?? null,
      JSON.stringify(job.risks ?? []),
      job.applied ?? false,
    ],
  );
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['admin', 'reporter', 'seniorScraper']) {
    ids[role] = await t.createUser(role, `${role.toLowerCase()}@example.com`, { name: `${role} person` });
    tokens[role] = (await mintSession(t, ids[role])).accessToken;
  }
  ids.brand = await insertBrand(t.db, {}, '@SUM(A1)');
  [{ id: ids.cluster }] = await t.db.query<{ id: number }>('INSERT INTO menu_scraping_clusters DEFAULT VALUES RETURNING id');
  [{ id: ids.session }] = await t.db.query<{ id: number }>("INSERT INTO menu_probing_sessions (trigger) VALUES ('SCHEDULE') RETURNING id");

  // A probe running for 3 hours (stuck) and one scheduled 10 minutes ago (not), both leads awaiting their probe.
  ids.runningLongJob = await insertJob(await insertMenu('runningLong', { awaiting: true }), { status: 'IN_PROGRESS', scheduledMinutesAgo: 180 });
  await insertJob(await insertMenu('runningNow', { awaiting: true }), { status: 'IN_PROGRESS', scheduledMinutesAgo: 10 });
  // A failed probe after an earlier good one (stuck).
  await insertMenu('failed');
  await insertJob(ids.failed, { status: 'COMPLETED', scheduledMinutesAgo: 3000, completedMinutesAgo: 2990 });
  await insertJob(ids.failed, { status: 'FAILED', scheduledMinutesAgo: 100, completedMinutesAgo: 90, error: '=Site answered 503' });
  // Changes nobody applied for two days (stuck), for two hours (not), and changes applied (not in probing status).
  const risks = [{ rule: 'dishes.fields.price', reason: 'required, matched 9 of 9 items, now none of 9' }];
  ids.oldChangesJob = await insertJob(await insertMenu('oldChanges'), { status: 'COMPLETED', scheduledMinutesAgo: 2900, completedMinutesAgo: 2880, hasChanges: true, risks });
  await insertJob(ids.oldChanges, { status: 'COMPLETED', scheduledMinutesAgo: 30, completedMinutesAgo: 20 });
  await insertJob(await insertMenu('newChanges'), { status: 'COMPLETED', scheduledMinutesAgo: 130, completedMinutesAgo: 120, hasChanges: true, risks });
  await insertJob(await insertMenu('applied'), { status: 'COMPLETED', scheduledMinutesAgo: 3000, completedMinutesAgo: 2990, hasChanges: true, applied: true });
  // A lead never probed, a menu flagged awaiting probing with no probe (stuck), and a deleted one.
  await insertMenu('neverProbed');
  await insertMenu('flagged', { role: null, awaiting: true });
  await insertMenu('deleted', { role: null, awaiting: true, deleted: true });
}, 240_000);
afterAll(() => t.close());

describe('GET /api/reports/menus-in-probing-status', () => {
  it('lists the stuck menus as menus_in_probing_status.csv', async () => {
    const response = await download('menus-in-probing-status?includeOnlyStuckMenus=true', 'reporter');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="menus_in_probing_status.csv"');
    const { header, records } = await csvRecords(response);
    expect(header).toEqual([
      'Menu ID',
      'Brand ID',
      'Brand name',
      'URL',
      'Cluster ID',
      'Role',
      'Menu status',
      'Awaiting probing',
      'Probing status',
      'Stuck',
      'Latest probing job ID',
      'Latest job status',
      'Latest job scheduled date',
      'Latest job completed date',
      'Latest job error',
      'Unapplied changes job ID',
      'Unapplied changes since',
      'Template at risk because',
    ]);
    expect(records.map((record) => [Number(record['Menu ID']), record['Probing status']])).toEqual([
      [ids.runningLong, 'IN_PROGRESS'],
      [ids.failed, 'FAILED'],
      [ids.oldChanges, 'CHANGES_NOT_APPLIED'],
      [ids.flagged, 'AWAITING_WITHOUT_PROBE'],
    ]);
    expect(records.every((record) => record.Stuck === 'Yes')).toBe(true);
    expect(records[0]).toMatchObject({
      'Brand name': "'@SUM(A1)",
      'Cluster ID': String(ids.cluster),
      Role: 'LEAD',
      'Awaiting probing': 'Yes',
      'Latest probing job ID': String(ids.runningLongJob),
      'Latest job status': 'IN_PROGRESS',
    });
    expect(records[1]).toMatchObject({ 'Latest job status': 'FAILED', 'Latest job error': "'=Site answered 503" });
    expect(records[2]).toMatchObject({
      'Latest job status': 'COMPLETED',
      'Unapplied changes job ID': String(ids.oldChangesJob),
      'Template at risk because': 'dishes.fields.price: required, matched 9 of 9 items, now none of 9',
    });
    expect(records[3]).toMatchObject({ Role: '', 'Awaiting probing': 'Yes', 'Latest probing job ID': '' });
  });

  it('lists every menu in probing status when not only the stuck ones are asked for', async () => {
    const { records } = await csvRecords(await download('menus-in-probing-status?includeOnlyStuckMenus=false', 'admin'));
    expect(records.map((record) => [Number(record['Menu ID']), record['Probing status'], record.Stuck])).toEqual([
      [ids.runningLong, 'IN_PROGRESS', 'Yes'],
      [ids.runningNow, 'IN_PROGRESS', 'No'],
      [ids.failed, 'FAILED', 'Yes'],
      [ids.oldChanges, 'CHANGES_NOT_APPLIED', 'Yes'],
      [ids.newChanges, 'CHANGES_NOT_APPLIED', 'No'],
      [ids.flagged, 'AWAITING_WITHOUT_PROBE', 'Yes'],
    ]);
  });

  it('charts menus by probing status, stuck and not', async () => {
    const all = await reportChart(t, 'menus-in-probing-status', 'includeOnlyStuckMenus=false', ids.admin);
    expect(all).toMatchObject({ kind: 'STACKED_BAR', title: 'Menus by probing status' });
    expect(all?.series).toEqual([
      {
        name: 'Stuck',
        points: [
          { x: 'IN_PROGRESS', y: 1 },
          { x: 'FAILED', y: 1 },
          { x: 'CHANGES_NOT_APPLIED', y: 1 },
          { x: 'AWAITING_WITHOUT_PROBE', y: 1 },
        ],
      },
      {
        name: 'Not stuck',
        points: [
          { x: 'IN_PROGRESS', y: 1 },
          { x: 'FAILED', y: 0 },
          { x: 'CHANGES_NOT_APPLIED', y: 1 },
          { x: 'AWAITING_WITHOUT_PROBE', y: 0 },
        ],
      },
    ]);
    const stuck = await reportChart(t, 'menus-in-probing-status', 'includeOnlyStuckMenus=true', ids.admin);
    expect(stuck?.series.map((series) => series.name)).toEqual(['Stuck']);
  });

  it('reads page after page: every menu in probing status once, in id order, past the first page of 100', async () => {
    await t.db.query(
      "INSERT INTO menus (brand_id, url, format, status, is_awaiting_probing) SELECT $1, 'https://menus.example/flagged-' || n, 'HTML', 'NEW', true FROM generate_series(1, 120) n",
      [ids.brand],
    );
    const { records } = await csvRecords(await download('menus-in-probing-status?includeOnlyStuckMenus=false', 'admin'));
    const menuIds = records.map((record) => Number(record['Menu ID']));
    expect(menuIds).toHaveLength(126);
    expect(menuIds).toEqual([...new Set(menuIds)].sort((a, b) => a - b));
  });

  it('needs includeOnlyStuckMenus (true or false) and report.menus-in-probing-status', async () => {
    const missing = await download('menus-in-probing-status', 'admin');
    expect(missing.status).toBe(422);
    expect(await missing.text()).toBe('includeOnlyStuckMenus is required');
    expect((await download('menus-in-probing-status?includeOnlyStuckMenus=maybe', 'admin')).status).toBe(422);
    expect((await download('menus-in-probing-status?includeOnlyStuckMenus=true')).status).toBe(401);
    const refused = await download('menus-in-probing-status?includeOnlyStuckMenus=true', 'seniorScraper');
    expect(refused.status).toBe(403);
  });
});
