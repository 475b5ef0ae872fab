// The user report through the real endpoint (docs/reports.md, "User"): GET /api/reports/user -> UsersReport.zip, a CSV
// per chosen person. For a known slice of tasks and history events around London's summer time (London days, not UTC
// ones): the file name, the ZIP's entries read by a real unzip, each entry's header row and rows, formula cells
// escaped, system events only when asked; each required input's message; the permission refused and allowed; and the
// tab's preview (reportPreview) of the same download with its chart.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintSession } from '../support/mintSession';
import { startTestApp, type TestApp } from '../support/testApp';
import { insertBrand } from './brandsFixture';
import { parseCsv, reportDownloader } from './reportTestSupport';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const download = reportDownloader(() => t, tokens);
const folder = mkdtempSync(join(tmpdir(), 'users-report-'));

const HEADER = ['Event ID', 'Date', 'Time (UTC)', 'By', 'Task type', 'Task ID', 'Event', 'Event detail', 'Message', 'Brand ID', 'Brand name', 'Menu ID', 'Task status now', 'Data'];

async function insertTask(type: string, values: Record<string, unknown>): Promise<number> {
  const columns = { type, brand_id: ids.brand, ...values };
  const keys = Object.keys(columns);
  const [{ id }] = await t.db.query<{ id: number }>(
    `INSERT INTO tasks (${keys.join(', ')}) VALUES (${keys.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    Object.values(columns),
  );
  return id;
}

async function insertEvent(userId: number | null, type: string, entityType: string, entityId: number, createdDate: string, message = `${type} event`): Promise<void> {
  await t.db.query('INSERT INTO events (user_id, type, entity_type, entity_id, message, data, created_date) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    userId,
    type,
    entityType,
    entityId,
    message,
    JSON.stringify({ note: type }),
    createdDate,
  ]);
}

/** The archive saved and read by Info-ZIP's unzip: its entries' names (in order) and each entry's CSV. */
function unzipped(zip: Buffer, name: string): { names: string[]; csv(entry: string): string[][] } {
  const path = join(folder, name);
  writeFileSync(path, zip);
  execFileSync('unzip', ['-tq', path]);
  const listing = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' });
  return {
    names: listing.split('\n').filter((line) => line !== ''),
    csv: (entry) => parseCsv(execFileSync('unzip', ['-p', path, entry], { encoding: 'utf8' })),
  };
}

const SLICE = () => `userIds=${ids.alice},${ids.bob}&startDate=2026-06-01&endDate=2026-06-02&taskTypes=MENU_SCRAPING,DISH_REVIEW`;

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['reporter', 'seniorScraper']) {
    tokens[role] = (await mintSession(t, await t.createUser(role, `${role.toLowerCase()}@example.com`, { name: `${role} person` }))).accessToken;
  }
  ids.alice = await t.createUser('juniorScraper', 'alice@example.com', { name: 'Alice Able' });
  ids.bob = await t.createUser('reviewer', 'bob@example.com', { name: 'Bob Baker' });
  ids.carol = await t.createUser('juniorScraper', 'carol@example.com', { name: 'Carol Cole' });
  ids.brand = await insertBrand(t.db, {}, '+Brand');
  const [{ id: menuId }] = await t.db.query<{ id: number }>("INSERT INTO menus (brand_id, url, format) VALUES ($1, 'https://menu.example/a', 'HTML') RETURNING id", [ids.brand]);
  ids.menu = menuId;
  ids.scraping = await insertTask('MENU_SCRAPING', { menu_id: menuId, status: 'RESOLVED', assigned_to_id: ids.alice, resolved_by_id: ids.alice });
  ids.review = await insertTask('DISH_REVIEW', { menu_id: menuId, status: 'STARTED', assigned_to_id: ids.bob });
  ids.gateway = await insertTask('BRAND_GATEWAY', { status: 'STARTED', assigned_to_id: ids.alice, current_view_type: 'DEFINE' });
  // London is on summer time (UTC+1) in June: 23:30 UTC on 31 May is 1 June in London, 23:30 UTC on 2 June is 3 June.
  await insertEvent(ids.alice, 'SAVE', 'MENU_SCRAPING_TASK', ids.scraping, '2026-05-31T23:30:00Z', '=HYPERLINK("http://evil.example")');
  await insertEvent(ids.alice, 'RESOLVE', 'MENU_SCRAPING_TASK', ids.scraping, '2026-06-02T22:59:00Z');
  await insertEvent(ids.alice, 'SAVE', 'MENU_SCRAPING_TASK', ids.scraping, '2026-06-02T23:30:00Z');
  await insertEvent(ids.alice, 'SAVE', 'MENU_SCRAPING_TASK', ids.scraping, '2026-05-31T22:59:00Z');
  // Another kind than the ones asked for, and the system on Alice's task.
  await insertEvent(ids.alice, 'ASSIGN', 'BRAND_GATEWAY_TASK', ids.gateway, '2026-06-01T12:00:00Z');
  await insertEvent(null, 'REOPEN', 'MENU_SCRAPING_TASK', ids.scraping, '2026-06-01T08:00:00Z', 'Reopened by the system');
  await insertEvent(ids.bob, 'RESOLVE', 'DISH_REVIEW_TASK', ids.review, '2026-06-01T10:00:00Z');
  // Carol: 150 events on one day, two by two at the same instant (the preview shows 20 and says there are more; the
  // file reads past its first page of 100, ties in time ordered by id).
  await t.db.query(
    `INSERT INTO events (user_id, type, entity_type, entity_id, message, created_date)
     SELECT $1, 'SAVE', 'MENU_SCRAPING_TASK', $2, 'Save ' || i, '2026-06-01T09:00:00Z'::timestamptz + make_interval(secs => i / 2)
       FROM generate_series(0, 149) AS i`,
    [ids.carol, ids.scraping],
  );
});
afterAll(async () => {
  await t.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('GET /api/reports/user', () => {
  it('streams UsersReport.zip: a CSV per person, by name, of their events of the chosen kinds on the London days asked', async () => {
    const response = await download(`user?${SLICE()}`, 'reporter');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('filename="UsersReport.zip"');
    const zip = unzipped(Buffer.from(await response.arrayBuffer()), 'slice.zip');
    expect(zip.names).toEqual([`Alice Able (${ids.alice}).csv`, `Bob Baker (${ids.bob}).csv`]);

    const [header, ...alice] = zip.csv(zip.names[0]);
    expect(header).toEqual(HEADER);
    const records = alice.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
    expect(records.map((record) => [record.Date, record['Time (UTC)'], record.Event])).toEqual([
      ['2026-06-01', '2026-05-31T23:30:00.000Z', 'SAVE'],
      ['2026-06-02', '2026-06-02T22:59:00.000Z', 'RESOLVE'],
    ]);
    expect(records[0]).toMatchObject({
      By: 'Alice Able',
      'Task type': 'Menu scraping',
      'Task ID': String(ids.scraping),
      // A cell a spreadsheet would run is written as text.
      Message: `'=HYPERLINK("http://evil.example")`,
      'Brand ID': String(ids.brand),
      'Brand name': "'+Brand",
      'Menu ID': String(ids.menu),
      'Task status now': 'RESOLVED',
      Data: '{"note": "SAVE"}',
    });

    const [, ...bob] = zip.csv(zip.names[1]);
    expect(bob.map((row) => [row[1], row[4], row[6]])).toEqual([['2026-06-01', 'Dish review', 'RESOLVE']]);
  });

  it("adds the system's events on a person's tasks only with includeSystemEvents, and other kinds only when chosen", async () => {
    const withSystem = unzipped(Buffer.from(await (await download(`user?${SLICE()}&includeSystemEvents=true`, 'reporter')).arrayBuffer()), 'system.zip');
    const [, ...alice] = withSystem.csv(withSystem.names[0]);
    expect(alice.map((row) => [row[3], row[6], row[8]])).toEqual([
      ['Alice Able', 'SAVE', `'=HYPERLINK("http://evil.example")`],
      ['System', 'REOPEN', 'Reopened by the system'],
      ['Alice Able', 'RESOLVE', 'RESOLVE event'],
    ]);
    const [, ...bob] = withSystem.csv(withSystem.names[1]);
    expect(bob).toHaveLength(1);

    const gateway = unzipped(Buffer.from(await (await download(`user?userIds=${ids.alice}&startDate=2026-06-01&endDate=2026-06-01&taskTypes=BRAND_GATEWAY`, 'reporter')).arrayBuffer()), 'gateway.zip');
    expect(gateway.names).toEqual([`Alice Able (${ids.alice}).csv`]);
    expect(gateway.csv(gateway.names[0]).slice(1).map((row) => [row[4], row[6]])).toEqual([['Brand gateway', 'ASSIGN']]);
  });

  it('answers a person with nothing in the range with a header-only CSV', async () => {
    const empty = unzipped(Buffer.from(await (await download(`user?userIds=${ids.bob}&startDate=2026-01-01&endDate=2026-01-31&taskTypes=DISH_REVIEW`, 'reporter')).arrayBuffer()), 'empty.zip');
    expect(empty.csv(empty.names[0])).toEqual([HEADER]);
  });

  it('refuses without a session and without report.user', async () => {
    expect((await download(`user?${SLICE()}`)).status).toBe(401);
    const refused = await download(`user?${SLICE()}`, 'seniorScraper');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('You do not have permission to do this.');
    expect((await download(`user/12?${SLICE()}`, 'reporter')).status).toBe(404);
  });

  it.each([
    ['startDate=2026-06-01&endDate=2026-06-02&taskTypes=DISH_REVIEW', 'User(s) is required'],
    ['userIds=1&taskTypes=DISH_REVIEW', 'Date range is required'],
    ['userIds=1&startDate=2026-06-01&taskTypes=DISH_REVIEW', 'Date range is required'],
    ['userIds=1&startDate=2026-06-01&endDate=2026-06-02', 'Task type(s) is required'],
    ['userIds=1&startDate=2026-06-03&endDate=2026-06-02&taskTypes=DISH_REVIEW', 'The start date must not be after the end date'],
    ['userIds=1&startDate=2026-06-31&endDate=2026-07-02&taskTypes=DISH_REVIEW', 'Dates must be YYYY-MM-DD'],
  ])('answers 422 for %s: %s', async (query, message) => {
    const response = await download(`user?${query}`, 'reporter');
    expect(response.status).toBe(422);
    expect(await response.text()).toBe(message);
  });

  it('answers 404 for a person who does not exist, 422 for an id that is no user id', async () => {
    const missing = await download('user?userIds=999999&startDate=2026-06-01&endDate=2026-06-02&taskTypes=DISH_REVIEW', 'reporter');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('User 999999 was not found.');
    expect((await download('user?userIds=nobody&startDate=2026-06-01&endDate=2026-06-02&taskTypes=DISH_REVIEW', 'reporter')).status).toBe(422);
  });
});

describe('reportPreview for the user report', () => {
  const PREVIEW = `query($key: String!, $query: String!) {
    reportPreview(key: $key, query: $query) { columns rows truncated chart { title kind xLabel yLabel series { name points { x y } } } }
  }`;

  it("shows the ZIP's first rows with the entry each comes from, and the tasks resolved per day per person", async () => {
    const result = await t.gql<{ reportPreview: { columns: string[]; rows: string[][]; truncated: boolean; chart: unknown } }>(PREVIEW, { key: 'user', query: SLICE() }, tokens.reporter);
    expect(result.errors).toBeUndefined();
    const preview = result.data!.reportPreview;
    expect(preview.columns).toEqual(['File', ...HEADER]);
    expect(preview.rows.map((row) => [row[0], row[7]])).toEqual([
      [`Alice Able (${ids.alice}).csv`, 'SAVE'],
      [`Alice Able (${ids.alice}).csv`, 'RESOLVE'],
      [`Bob Baker (${ids.bob}).csv`, 'RESOLVE'],
    ]);
    // The preview shows the text as it is (a table, not a spreadsheet).
    expect(preview.rows[0][9]).toBe('=HYPERLINK("http://evil.example")');
    expect(preview.truncated).toBe(false);
    expect(preview.chart).toEqual({
      title: 'Tasks resolved per day',
      kind: 'STACKED_BAR',
      xLabel: 'Day',
      yLabel: 'Tasks resolved',
      series: [
        { name: 'Alice Able', points: [{ x: '2026-06-01', y: 0 }, { x: '2026-06-02', y: 1 }] },
        { name: 'Bob Baker', points: [{ x: '2026-06-01', y: 1 }, { x: '2026-06-02', y: 0 }] },
      ],
    });
  });

  it('shows 20 rows and says the file holds more; the file reads every page once, in order', async () => {
    const query = `userIds=${ids.carol}&startDate=2026-06-01&endDate=2026-06-01&taskTypes=MENU_SCRAPING`;
    const result = await t.gql<{ reportPreview: { rows: string[][]; truncated: boolean } }>(PREVIEW, { key: 'user', query }, tokens.reporter);
    expect(result.data!.reportPreview.rows).toHaveLength(20);
    expect(result.data!.reportPreview.truncated).toBe(true);
    const file = unzipped(Buffer.from(await (await download(`user?${query}`, 'reporter')).arrayBuffer()), 'carol.zip');
    const [, ...rows] = file.csv(file.names[0]);
    expect(rows.map((row) => row[8])).toEqual(Array.from({ length: 150 }, (_, index) => `Save ${index}`));
  });

  it("refuses without report.user and answers the download's messages", async () => {
    const refused = await t.gql(PREVIEW, { key: 'user', query: SLICE() }, tokens.seniorScraper);
    expect(refused.errors?.[0]?.extensions?.type).toBe('FORBIDDEN');
    const invalid = await t.gql(PREVIEW, { key: 'user', query: 'startDate=2026-06-01' }, tokens.reporter);
    expect(invalid.errors?.[0]).toMatchObject({ message: 'User(s) is required', extensions: { type: 'VALIDATION' } });
    const unknown = await t.gql(PREVIEW, { key: 'no-such-report', query: '' }, tokens.reporter);
    expect(unknown.errors?.[0]?.extensions?.type).toBe('NOT_FOUND');
  });
});
