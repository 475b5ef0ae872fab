// The task reports through the real endpoint (docs/reports.md): user-counts, open-tasks and misc-tasks-verification.
// For a known slice of tasks and history events: the file names, header rows, rows and their values, cells a
// spreadsheet would run as formulas escaped, each required input's message, the permission refused and allowed; and
// each report's chart for the same slice, as the tab's preview reads it.
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintSession } from '../support/mintSession';
import { startTestApp, type TestApp } from '../support/testApp';
import { insertBrand } from './brandsFixture';
import { reportPreview } from '../../server/reports/reportPreview';
import { csvRecords, reportChart, reportDownloader } from './reportTestSupport';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const download = reportDownloader(() => t, tokens);

async function insertTask(type: string, values: Record<string, unknown>): Promise<number> {
  const columns = { type, brand_id: ids.brand, current_view_type: ['BRAND_GATEWAY', 'BRAND_DEFINITION', 'MENU_DEFINITION'].includes(type) ? 'DEFINE' : null, ...values };
  const keys = Object.keys(columns);
  const [{ id }] = await t.db.query<{ id: number }>(
    `INSERT INTO tasks (${keys.join(', ')}) VALUES (${keys.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    Object.values(columns),
  );
  return id;
}

async function insertEvent(userId: number, type: string, entityType: string, entityId: number, createdDate: string, data: unknown = null): Promise<void> {
  await t.db.query('INSERT INTO events (user_id, type, entity_type, entity_id, message, data, created_date) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    userId,
    type,
    entityType,
    entityId,
    `${type} in a report test`,
    data === null ? null : JSON.stringify(data),
    createdDate,
  ]);
}

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['admin', 'reporter', 'seniorScraper']) {
    ids[role] = await t.createUser(role, `${role.toLowerCase()}@example.com`, { name: `${role} person` });
    tokens[role] = (await mintSession(t, ids[role])).accessToken;
  }
  ids.worker = await t.createUser('definer', 'worker@example.com', { name: '=Worker' });
  ids.checker = await t.createUser('qualityChecker', 'checker@example.com', { name: 'Checker' });
  ids.brand = await insertBrand(t.db, {}, '=HYPERLINK("x")');
  const [{ id: menuId }] = await t.db.query<{ id: number }>("INSERT INTO menus (brand_id, url, format, status) VALUES ($1, 'https://menu.example/m', 'HTML', 'NEW') RETURNING id", [ids.brand]);
  ids.menu = menuId;

  // Open tasks: a gateway task 10 days old, a scraping task created 100 days ago and reopened 40 days ago (assigned to
  // =Worker), a dish review (a kind not asked for), and resolved ones of each kind (never open).
  ids.openGateway = await insertTask('BRAND_GATEWAY', { status: 'NOT_STARTED', created_date: DateTime.now().minus({ days: 10, hours: 1 }).toISO() });
  ids.openScraping = await insertTask('MENU_SCRAPING', {
    menu_id: ids.menu,
    status: 'REOPENED',
    assigned_to_id: ids.worker,
    reopen_reason: 'MANUAL_CHANGE',
    reopened_by_id: ids.admin,
    created_date: DateTime.now().minus({ days: 100 }).toISO(),
    reopened_date: DateTime.now().minus({ days: 40, hours: 1 }).toISO(),
  });
  await insertTask('DISH_REVIEW', { menu_id: ids.menu, status: 'STARTED' });

  // Resolutions for misc-tasks-verification and user-counts (London days: GMT in March, BST in July).
  ids.definition = await insertTask('BRAND_DEFINITION', {
    status: 'RESOLVED',
    resolved_by_id: ids.checker,
    resolved_date: '2026-03-04T10:00:00Z',
    misc_verified_by_id: ids.checker,
    misc_verified_date: '2026-03-04T11:00:00Z',
    misc_verified_comment: '=1+1',
    misc_qc_verified_by_id: ids.admin,
    misc_qc_verified_date: '2026-03-05T09:00:00Z',
    misc_qc_verified_comment: 'Fine',
    current_view_type: 'QQA',
  });
  await t.db.query(
    `INSERT INTO task_views (task_id, type, status, resolved_by_id, resolved_date, modified_brand_fields, modified_location_ids)
     VALUES ($1, 'DEFINE', 'NEEDS_REVIEW', $2, '2026-03-02T10:00:00Z', '{name,website}', '{7}'), ($1, 'QC', 'DONE', $3, '2026-03-03T10:00:00Z', '{}', '{}'),
            ($1, 'QQA', 'DONE', $3, '2026-03-04T10:00:00Z', '{}', '{}')`,
    [ids.definition, ids.worker, ids.checker],
  );
  ids.scraping = await insertTask('MENU_SCRAPING', {
    menu_id: ids.menu,
    status: 'REOPENED',
    reopened_by_id: ids.admin,
    reopened_date: '2026-03-04T08:00:00Z',
    reopen_reason: 'MANUAL_CHANGE',
  });
  ids.lateScraping = await insertTask('MENU_SCRAPING', { menu_id: ids.menu, status: 'RESOLVED', resolved_by_id: ids.worker, resolved_date: '2026-03-05T10:00:00Z' });
  ids.review = await insertTask('DISH_REVIEW', { menu_id: ids.menu, status: 'RESOLVED', resolved_by_id: ids.worker, resolved_date: '2026-03-02T12:00:00Z' });

  await insertEvent(ids.worker, 'RESOLVE', 'BRAND_DEFINITION_TASK', ids.definition, '2026-03-02T10:00:00Z', { viewType: 'DEFINE' });
  // 23:30 UTC on 2 March is still 2 March in London (GMT).
  await insertEvent(ids.worker, 'RESOLVE', 'MENU_SCRAPING_TASK', ids.scraping, '2026-03-02T23:30:00Z', { viewType: null });
  await insertEvent(ids.worker, 'RESOLVE', 'DISH_REVIEW_TASK', ids.review, '2026-03-02T12:00:00Z', { viewType: null });
  await insertEvent(ids.worker, 'SAVE', 'BRAND_DEFINITION_TASK', ids.definition, '2026-03-03T09:00:00Z');
  await insertEvent(ids.worker, 'MARK_AS_VERIFIED', 'BRAND_DEFINITION_TASK', ids.definition, '2026-03-03T09:10:00Z', { comment: null });
  await insertEvent(ids.worker, 'MARK_AS_VERIFIED', 'MENU_SCRAPING_TASK', ids.scraping, '2026-03-03T09:20:00Z', { verification: 'VERIFIED_IN_DEFAULT_MODE' });
  // After the range asked for (3 March is its last day).
  await insertEvent(ids.worker, 'RESOLVE', 'MENU_SCRAPING_TASK', ids.lateScraping, '2026-03-05T10:00:00Z', { viewType: null });
  // 23:30 UTC on 1 July is 2 July in London (BST).
  await insertEvent(ids.worker, 'ASSIGN', 'MENU_SCRAPING_TASK', ids.lateScraping, '2026-07-01T23:30:00Z', { assignedToId: ids.worker });
  // Somebody else's resolutions are not =Worker's.
  await insertEvent(ids.checker, 'RESOLVE', 'BRAND_DEFINITION_TASK', ids.definition, '2026-03-03T10:00:00Z', { viewType: 'QC' });
}, 240_000);
afterAll(() => t.close());

describe('GET /api/reports/user-counts', () => {
  it("counts the person's work per London day as UserCountsReport.csv", async () => {
    const response = await download(`user-counts?userId=${ids.worker}`, 'reporter');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="UserCountsReport.csv"');
    const { header, records } = await csvRecords(response);
    expect(header).toEqual([
      'Date',
      'Brand gateway resolved',
      'Brand definition resolved',
      'Menu definition resolved',
      'Menu scraping resolved',
      'Dish review resolved',
      'DEFINE views resolved',
      'QC views resolved',
      'QQA views resolved',
      'Saves',
      'Assignments',
      'Reopens',
      'Misc verifications',
      'Misc QC verifications',
      'Scraping verifications',
      'Marked awaiting',
      'All events',
    ]);
    expect(records.map((record) => record.Date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-05', '2026-07-02']);
    expect(records[0]).toMatchObject({
      'Brand definition resolved': '1',
      'Menu scraping resolved': '1',
      'Dish review resolved': '1',
      'DEFINE views resolved': '1',
      'QC views resolved': '0',
      'All events': '3',
    });
    expect(records[1]).toMatchObject({ Saves: '1', 'Misc verifications': '1', 'Scraping verifications': '1', 'All events': '3' });
    expect(records[3]).toMatchObject({ Assignments: '1', 'All events': '1' });
  });

  it('charts tasks resolved per day by kind over the last 90 days', async () => {
    await insertEvent(ids.checker, 'RESOLVE', 'MENU_DEFINITION_TASK', ids.definition, DateTime.now().toISO(), { viewType: 'DEFINE' });
    await insertEvent(ids.checker, 'RESOLVE', 'MENU_DEFINITION_TASK', ids.definition, DateTime.now().toISO(), { viewType: 'DEFINE' });
    const chart = await reportChart(t, 'user-counts', `userId=${ids.checker}`, ids.admin);
    const today = DateTime.now().setZone('Europe/London').toISODate();
    // The March resolution is older than 90 days.
    expect(chart).toMatchObject({ kind: 'STACKED_BAR', series: [{ name: 'Menu definition', points: [{ x: today, y: 2 }] }] });
  });

  it("pages by London days: a busy person's 30 days arrive whole and in order, and the preview shows the first 20", async () => {
    // A day's events at 00:30 and 23:30 UTC, 10 March to 8 April 2026: after 29 March (BST) 23:30 UTC is the next
    // London day, so those days hold the evening before's event. Pages break after 21 days.
    const busy = await t.createUser('definer', 'busy@example.com', { name: 'Busy' });
    const expected = new Map<string, number>();
    for (let day = 0; day < 30; day += 1) {
      for (const time of ['00:30', '23:30']) {
        const at = DateTime.fromISO(`2026-03-10T${time}:00Z`, { zone: 'utc' }).plus({ days: day });
        await insertEvent(busy, 'SAVE', 'MENU_SCRAPING_TASK', ids.lateScraping, at.toISO()!);
        const london = at.setZone('Europe/London').toISODate()!;
        expected.set(london, (expected.get(london) ?? 0) + 1);
      }
    }
    const { records } = await csvRecords(await download(`user-counts?userId=${busy}`, 'reporter'));
    expect(records.map((record) => [record.Date, Number(record.Saves), Number(record['All events'])])).toEqual(
      [...expected].map(([day, count]) => [day, count, count]),
    );
    const preview = await reportPreview({ db: t.db, signal: new AbortController().signal, viewerId: ids.admin }, ['report.user-counts'], 'user-counts', `userId=${busy}`);
    expect(preview.truncated).toBe(true);
    expect(preview.rows.map((row) => row[0])).toEqual([...expected.keys()].slice(0, 20));
  });

  it('needs a person who exists, and report.user-counts', async () => {
    const missing = await download('user-counts', 'admin');
    expect(missing.status).toBe(422);
    expect(await missing.text()).toBe('User is required');
    expect((await download('user-counts?userId=999999', 'admin')).status).toBe(404);
    expect((await download(`user-counts?userId=${ids.worker}`)).status).toBe(401);
    expect((await download(`user-counts?userId=${ids.worker}`, 'seniorScraper')).status).toBe(403);
    expect((await download(`user-counts?userId=${ids.worker}`, 'admin')).status).toBe(200);
  });
});

describe('GET /api/reports/open-tasks', () => {
  it('lists every open task of the kinds asked for, with its age, as OpenTasksReport.csv', async () => {
    const response = await download('open-tasks?taskTypes=MENU_SCRAPING,BRAND_GATEWAY', 'reporter');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="OpenTasksReport.csv"');
    const { header, records } = await csvRecords(response);
    expect(header).toEqual([
      'Task ID',
      'Task type',
      'Status',
      'Current view',
      'Assigned to',
      'Awaiting',
      'Awaiting reason',
      'Reopen reason',
      'Brand ID',
      'Brand name',
      'Menu ID',
      'Menu URL',
      'Menu status',
      'Created date',
      'Open since',
      'Age (days)',
      'Modified date',
    ]);
    // Kinds in the task lists' order, then by id; the reopened scraping task of 3 March is open too.
    expect(records.map((record) => Number(record['Task ID']))).toEqual([ids.openGateway, ids.openScraping, ids.scraping]);
    expect(records[0]).toMatchObject({ 'Task type': 'Brand gateway', Status: 'NOT_STARTED', 'Current view': 'DEFINE', 'Age (days)': '10', Awaiting: 'No' });
    expect(records[1]).toMatchObject({
      'Task type': 'Menu scraping',
      Status: 'REOPENED',
      'Assigned to': "'=Worker",
      'Brand name': `'=HYPERLINK("x")`,
      'Menu URL': 'https://menu.example/m',
      'Reopen reason': 'MANUAL_CHANGE',
      'Age (days)': '40',
    });
  });

  it('charts open tasks by kind and age bucket', async () => {
    const chart = await reportChart(t, 'open-tasks', 'taskTypes=BRAND_GATEWAY,MENU_SCRAPING', ids.admin);
    expect(chart?.kind).toBe('STACKED_BAR');
    const count = (bucket: string, kind: string) => chart?.series.find((series) => series.name === bucket)?.points.find((point) => point.x === kind)?.y;
    expect(count('7-29 days', 'Brand gateway')).toBe(1);
    expect(count('30-89 days', 'Menu scraping')).toBe(1);
    // The scraping task reopened on 4 March 2026 has been open since then.
    expect(count('90 days or more', 'Menu scraping')).toBe(1);
    expect(count('Under 1 day', 'Brand gateway')).toBe(0);
  });

  it('reads page after page: every open task once, in id order, past the first page of 100', async () => {
    await t.db.query("INSERT INTO tasks (type, brand_id, menu_id, status) SELECT 'DISH_REVIEW', $1, $2, 'NOT_STARTED' FROM generate_series(1, 120)", [ids.brand, ids.menu]);
    const { records } = await csvRecords(await download('open-tasks?taskTypes=DISH_REVIEW', 'admin'));
    const taskIds = records.map((record) => Number(record['Task ID']));
    expect(taskIds).toHaveLength(121);
    expect(taskIds).toEqual([...new Set(taskIds)].sort((a, b) => a - b));
  });

  it('needs a task type, a known one, and report.open-tasks', async () => {
    const missing = await download('open-tasks', 'admin');
    expect(missing.status).toBe(422);
    expect(await missing.text()).toBe('Task type(s) is required');
    expect((await download('open-tasks?taskTypes=NOPE', 'admin')).status).toBe(422);
    expect((await download('open-tasks?taskTypes=DISH_REVIEW', 'seniorScraper')).status).toBe(403);
  });
});

describe('GET /api/reports/misc-tasks-verification', () => {
  const query = () => `userIds=${ids.worker}&startDate=2026-03-01&endDate=2026-03-03&taskTypes=BRAND_DEFINITION,MENU_SCRAPING`;

  it("lists the people's resolutions in the range with what was sent back and the verification, as MiscTasksVerificationReport.csv", async () => {
    const response = await download(`misc-tasks-verification?${query()}`, 'reporter');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="MiscTasksVerificationReport.csv"');
    const { header, records } = await csvRecords(response);
    expect(header).toEqual([
      'Task ID',
      'Task type',
      'Brand ID',
      'Brand name',
      'Menu ID',
      'Resolved by',
      'Resolved view',
      'Resolved date',
      'Task status',
      'View status',
      'Sent back',
      'Brand fields changed after',
      'Locations changed after',
      'Reopened after',
      'Reopened by',
      'Reopened date',
      'Reopen reason',
      'Verification',
      'Verified by',
      'Verified date',
      'Verification comment',
      'QC verified by',
      'QC verified date',
      'QC verification comment',
    ]);
    expect(records.map((record) => Number(record['Task ID']))).toEqual([ids.definition, ids.scraping]);
    expect(records[0]).toMatchObject({
      'Resolved by': "'=Worker",
      'Resolved view': 'DEFINE',
      'Resolved date': '2026-03-02T10:00:00.000Z',
      'View status': 'NEEDS_REVIEW',
      'Sent back': 'Yes',
      'Brand fields changed after': 'name; website',
      'Locations changed after': '7',
      'Reopened after': 'No',
      Verification: 'QC verified',
      'Verified by': 'Checker',
      'Verification comment': "'=1+1",
      'QC verified by': 'admin person',
      'QC verification comment': 'Fine',
    });
    expect(records[1]).toMatchObject({
      'Task type': 'Menu scraping',
      'Resolved view': 'Task',
      'Sent back': 'Yes',
      'Reopened after': 'Yes',
      'Reopened by': 'admin person',
      'Reopen reason': 'MANUAL_CHANGE',
      Verification: 'Not verified',
    });
    // The last day of the range is inclusive.
    const { records: later } = await csvRecords(await download(`misc-tasks-verification?${query().replace('2026-03-03', '2026-03-05')}`, 'admin'));
    expect(later.map((record) => Number(record['Task ID']))).toEqual([ids.definition, ids.scraping, ids.lateScraping]);
  });

  it('charts resolutions per person by outcome', async () => {
    const chart = await reportChart(t, 'misc-tasks-verification', `${query()}&userIds=${ids.checker}`, ids.admin);
    const count = (outcome: string, person: string) => chart?.series.find((series) => series.name === outcome)?.points.find((point) => point.x === person)?.y;
    expect(count('Sent back', '=Worker')).toBe(2);
    expect(count('QC verified', 'Checker')).toBe(1);
    expect(count('Not verified', '=Worker')).toBe(0);
  });

  it('needs users, a date range and task types, each with its message, and report.misc-tasks-verification', async () => {
    const message = async (path: string) => {
      const response = await download(path, 'admin');
      expect(response.status).toBe(422);
      return response.text();
    };
    expect(await message('misc-tasks-verification?startDate=2026-03-01&endDate=2026-03-03&taskTypes=MENU_SCRAPING')).toBe('User(s) is required');
    expect(await message(`misc-tasks-verification?userIds=${ids.worker}&taskTypes=MENU_SCRAPING`)).toBe('Date range is required');
    expect(await message(`misc-tasks-verification?userIds=${ids.worker}&startDate=2026-03-01&endDate=2026-03-03`)).toBe('Task type(s) is required');
    expect((await download(`misc-tasks-verification?${query()}`, 'seniorScraper')).status).toBe(403);
    expect((await download(`misc-tasks-verification?${query()}`)).status).toBe(401);
  });
});
