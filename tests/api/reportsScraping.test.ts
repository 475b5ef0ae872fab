// The scraping reports through the real endpoint (docs/reports.md): scraping-engine, scraping-attempts, scraping-issue
// and scraping-verification (a ZIP, read back by a real unzip). For a known slice of runs and history events: the file
// names, header rows, rows and their values, cells a spreadsheet would run as formulas escaped, each required input's
// message, the permission refused and allowed; and each report's chart for the same slice. The no-input reports
// (changed-menu-urls, counts, menus-having-allergens) are in reportsScrapingData.test.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintSession } from '../support/mintSession';
import { startTestApp, type TestApp } from '../support/testApp';
import { insertBrand } from './brandsFixture';
import { attemptRows } from '../../server/reports/scrapingAttemptsReport';
import { issueRows } from '../../server/reports/scrapingIssueReport';
import { csvRecords, parseCsv, reportChart, reportDownloader } from './reportTestSupport';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const download = reportDownloader(() => t, tokens);
const RANGE = 'startDate=2026-03-10&endDate=2026-03-11';

async function insertRow(table: string, values: Record<string, unknown>): Promise<number> {
  const keys = Object.keys(values);
  const [{ id }] = await t.db.query<{ id: number }>(
    `INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    Object.values(values).map((value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : value)),
  );
  return id;
}

const insertRun = (values: Record<string, unknown>) => insertRow('scraping_jobs', { kind: 'HTML_SCRAPING', status: 'COMPLETED', reason: 'RESOLVE', ...values });
const insertEvent = (userId: number | null, type: string, subType: string | null, entityType: string, entityId: number, createdDate: string, data: unknown) =>
  insertRow('events', { user_id: userId, type, sub_type: subType, entity_type: entityType, entity_id: entityId, message: `${type} in a report test`, data, created_date: createdDate });

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['reporter', 'seniorScraper']) {
    ids[role] = await t.createUser(role, `${role.toLowerCase()}@example.com`, { name: `${role} person` });
    tokens[role] = (await mintSession(t, ids[role])).accessToken;
  }
  ids.alice = await t.createUser('seniorScraper', 'alice@example.com', { name: '@Alice' });
  ids.bob = await t.createUser('middleScraper', 'bob@example.com', { name: 'Bob' });
  ids.reviewer = await t.createUser('seniorScraperReviewer', 'rita@example.com', { name: 'Rita' });
  ids.brand = await insertBrand(t.db, {}, '=cmd|calc');
  ids.m1 = await insertRow('menus', { brand_id: ids.brand, url: 'https://one.example/menu', format: 'HTML', status: 'REJECTED_RESCRAPE' });
  ids.m2 = await insertRow('menus', { brand_id: ids.brand, url: 'https://two.example/menu.pdf', format: 'PDF', status: 'SCRAPED' });
  ids.m3 = await insertRow('menus', { brand_id: ids.brand, url: 'https://three.example/menu', format: 'HTML_NOT_SCRAPEABLE', status: 'NOT_SCRAPEABLE' });

  // Runs: Alice's two attempts at menu 1 on the 10th (a success, then an error the site blocked), a failed document
  // scrape of menu 2 on the 11th, one on the 20th (outside the range); Bob's run on the 10th and his error on the 12th.
  ids.j1 = await insertRun({ menu_id: ids.m1, requested_by_id: ids.alice, scraping_status: 'SUCCESS', created_date: '2026-03-10T10:00:00Z', finished_date: '2026-03-10T10:01:00Z', duration_ms: 60000, scraped_menu_title_count: 3, scraped_dish_count: 12, attempts: 1 });
  ids.j2 = await insertRun({
    menu_id: ids.m1, requested_by_id: ids.alice, scraping_status: 'ERROR', is_debug_mode: true, created_date: '2026-03-10T12:00:00Z', finished_date: '2026-03-10T12:00:30Z', duration_ms: 30000, attempts: 2,
    messages: ['=robots said no'], report: { pages: [{ url: 'https://one.example/menu', statusCode: null }], retries: 0, errors: [{ cause: 'ROBOTS_DISALLOWED', message: 'no', count: 1, urls: [] }], durationMs: 30000 },
  });
  ids.j3 = await insertRun({ kind: 'DOCUMENT_SCRAPING', menu_id: ids.m2, requested_by_id: ids.alice, status: 'FAILED', reason: 'RESCRAPE', scraping_engine: 'PDF_AI', created_date: '2026-03-11T09:00:00Z', finished_date: '2026-03-11T09:05:00Z', exceptions: ['engine down'] });
  await insertRun({ menu_id: ids.m1, requested_by_id: ids.alice, scraping_status: 'SUCCESS', created_date: '2026-03-20T09:00:00Z', finished_date: '2026-03-20T09:01:00Z' });
  await insertRun({ menu_id: ids.m1, requested_by_id: ids.bob, scraping_status: 'SUCCESS', created_date: '2026-03-10T15:00:00Z', finished_date: '2026-03-10T15:01:00Z' });
  await insertRun({ menu_id: ids.m2, requested_by_id: ids.bob, scraping_status: 'ERROR', created_date: '2026-03-12T09:00:00Z', finished_date: '2026-03-12T09:01:00Z' });

  // Menu issues people recorded: menu 3 marked not scrapeable on the 10th, an issue comment on menu 2 on the 11th
  // (and its removal, no issue), one outside the range.
  await insertEvent(ids.alice, 'UPDATE', 'FORMAT', 'MENU', ids.m3, '2026-03-10T08:00:00Z', { format: { from: 'HTML', to: 'HTML_NOT_SCRAPEABLE' }, notScrapeableReason: { from: null, to: 'CAPTCHA' } });
  await insertEvent(ids.bob, 'UPDATE', 'SCRAPING_ISSUE_COMMENT', 'MENU', ids.m2, '2026-03-11T11:00:00Z', { scrapingIssueComment: { from: null, to: '=HYPERLINK("x")' } });
  await insertEvent(ids.bob, 'UPDATE', 'SCRAPING_ISSUE_COMMENT', 'MENU', ids.m2, '2026-03-11T12:00:00Z', { scrapingIssueComment: { from: '=HYPERLINK("x")', to: null } });
  await insertEvent(ids.bob, 'UPDATE', 'SCRAPING_ISSUE_COMMENT', 'MENU', ids.m2, '2026-03-13T12:00:00Z', { scrapingIssueComment: { from: null, to: 'later' } });

  // Verification: Alice resolves the scraping task of menu 1 on the 10th and verifies the scrape; Rita rejects the menu on
  // its dish review, which reopens the task; Alice resolves it again on the 11th (still standing), and the task of menu 2
  // (standing). Bob resolves a task on the 10th that a failed scrape reopens. An automatic resolution is no one's work.
  ids.t1 = await insertRow('tasks', { type: 'MENU_SCRAPING', brand_id: ids.brand, menu_id: ids.m1, status: 'RESOLVED' });
  ids.t2 = await insertRow('tasks', { type: 'MENU_SCRAPING', brand_id: ids.brand, menu_id: ids.m2, status: 'RESOLVED' });
  ids.d1 = await insertRow('tasks', { type: 'DISH_REVIEW', brand_id: ids.brand, menu_id: ids.m1, status: 'RESOLVED' });
  ids.t3 = await insertRow('tasks', { type: 'MENU_SCRAPING', brand_id: ids.brand, menu_id: ids.m3, status: 'REOPENED' });
  await insertEvent(ids.alice, 'RESOLVE', null, 'MENU_SCRAPING_TASK', ids.t1, '2026-03-10T09:00:00Z', { viewType: null });
  await insertEvent(ids.alice, 'MARK_AS_VERIFIED', null, 'MENU_SCRAPING_TASK', ids.t1, '2026-03-10T10:30:00Z', { verification: 'VERIFIED_IN_DEFAULT_MODE' });
  await insertEvent(ids.reviewer, 'UPDATE', 'REJECTED_RESCRAPE', 'MENU', ids.m1, '2026-03-10T14:00:00Z', { taskId: ids.d1, scrapingRejectedComment: '=prices missing' });
  await insertEvent(ids.reviewer, 'REOPEN', null, 'MENU_SCRAPING_TASK', ids.t1, '2026-03-10T14:00:00Z', { reopenReason: 'REJECT_DISH_REVIEW_TASK', dishReviewTaskId: ids.d1 });
  await insertEvent(ids.alice, 'RESOLVE', null, 'MENU_SCRAPING_TASK', ids.t1, '2026-03-11T09:00:00Z', { viewType: null });
  await insertEvent(ids.alice, 'RESOLVE', null, 'MENU_SCRAPING_TASK', ids.t2, '2026-03-11T10:00:00Z', { viewType: null });
  await insertEvent(ids.alice, 'RESOLVE', 'AUTOMATIC', 'DISH_REVIEW_TASK', ids.d1, '2026-03-11T11:00:00Z', {});
  await insertEvent(ids.alice, 'RESOLVE', null, 'MENU_SCRAPING_TASK', ids.t2, '2026-03-21T10:00:00Z', { viewType: null });
  await insertEvent(ids.bob, 'RESOLVE', null, 'MENU_SCRAPING_TASK', ids.t3, '2026-03-10T09:00:00Z', { viewType: null });
  await insertEvent(null, 'REOPEN', null, 'MENU_SCRAPING_TASK', ids.t3, '2026-03-10T16:00:00Z', { reopenReason: 'MENU_SCRAPING_ERROR' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the people-and-dates reports refuse and check their inputs', () => {
  for (const key of ['scraping-engine', 'scraping-attempts', 'scraping-verification']) {
    it(`${key}: no session, no permission, each required input's message`, async () => {
      const query = () => `userIds=${ids.alice}&${RANGE}`;
      expect((await download(`${key}?${query()}`)).status).toBe(401);
      expect((await download(`${key}?${query()}`, 'seniorScraper')).status).toBe(403);
      const noUsers = await download(`${key}?${RANGE}`, 'reporter');
      expect([noUsers.status, await noUsers.text()]).toEqual([422, 'User(s) is required']);
      const noDates = await download(`${key}?userIds=${ids.alice}`, 'reporter');
      expect([noDates.status, await noDates.text()]).toEqual([422, 'Date range is required']);
      const noEnd = await download(`${key}?userIds=${ids.alice}&startDate=2026-03-10`, 'reporter');
      expect([noEnd.status, await noEnd.text()]).toEqual([422, 'Date range is required']);
      expect((await download(`${key}?userIds=999999&${RANGE}`, 'reporter')).status).toBe(404);
    });
  }

  it('scraping-issue: no session, no permission, the date range required', async () => {
    expect((await download(`scraping-issue?${RANGE}`)).status).toBe(401);
    expect((await download(`scraping-issue?${RANGE}`, 'seniorScraper')).status).toBe(403);
    const noDates = await download('scraping-issue', 'reporter');
    expect([noDates.status, await noDates.text()]).toEqual([422, 'Date range is required']);
    const reversed = await download('scraping-issue?startDate=2026-03-11&endDate=2026-03-10', 'reporter');
    expect(reversed.status).toBe(422);
  });
});

describe('scraping-engine', () => {
  it("writes a row per person and day of the runs they asked for, with their outcomes", async () => {
    const response = await download(`scraping-engine?userIds=${ids.alice},${ids.bob}&${RANGE}`, 'reporter');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="ScrapingEngineReport.csv"');
    const { header, records } = await csvRecords(response);
    expect(header.slice(0, 5)).toEqual(['Date', 'User ID', 'User name', 'Runs', 'Menus']);
    expect(records.map((row) => [row.Date, row['User name'], row.Runs, row.Success, row.Error, row.Failed])).toEqual([
      ['2026-03-10', "'@Alice", '2', '1', '1', '0'],
      ['2026-03-11', "'@Alice", '1', '0', '0', '1'],
      ['2026-03-10', 'Bob', '1', '1', '0', '0'],
    ]);
    expect(records[0]).toMatchObject({ 'HTML scrapes': '2', 'Debug mode': '1', 'Dishes scraped': '12', 'Menu titles scraped': '3', 'Average duration (s)': '45' });
    expect(records[1]).toMatchObject({ 'Document scrapes': '1', Rescrapes: '1', 'PDF AI engine': '1' });
  });

  it("pages a person's days: 30 busy London days arrive whole and in order, after the person before, inside the range", async () => {
    // Runs at 00:30 and 23:30 UTC, 10 March to 8 April 2026: from 29 March (BST) 23:30 UTC is the next London day.
    // Pages break after 21 days; a run after the range and a probe (not a person's run) are left out.
    const busy = await t.createUser('seniorScraper', 'busy@example.com', { name: 'Busy' });
    const expected = new Map<string, number>();
    for (let day = 0; day < 30; day += 1) {
      for (const hour of [0, 23]) {
        const at = new Date(Date.UTC(2026, 2, 10 + day, hour, 30));
        await insertRun({ menu_id: ids.m1, requested_by_id: busy, created_date: at.toISOString() });
        const london = at.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
        expected.set(london, (expected.get(london) ?? 0) + 1);
      }
    }
    await insertRun({ menu_id: ids.m1, requested_by_id: busy, created_date: '2026-04-21T10:00:00Z' });
    await insertRun({ menu_id: ids.m1, requested_by_id: busy, kind: 'PROBING', created_date: '2026-03-12T10:00:00Z' });
    const { records } = await csvRecords(await download(`scraping-engine?userIds=${ids.bob},${busy}&startDate=2026-03-10&endDate=2026-04-20`, 'reporter'));
    // People in id order: Bob's days first.
    expect(records.map((row) => [row.Date, row['User name'], Number(row.Runs)])).toEqual([
      ['2026-03-10', 'Bob', 1],
      ['2026-03-12', 'Bob', 1],
      ...[...expected].map(([day, runs]) => [day, 'Busy', runs]),
    ]);
  });

  it('charts runs per day, a part per person', async () => {
    const chart = await reportChart(t, 'scraping-engine', `userIds=${ids.alice},${ids.bob}&${RANGE}`, ids.reporter);
    expect(chart?.kind).toBe('STACKED_BAR');
    expect(chart?.series).toEqual([
      { name: `@Alice (${ids.alice})`, points: [{ x: '2026-03-10', y: 2 }, { x: '2026-03-11', y: 1 }] },
      { name: `Bob (${ids.bob})`, points: [{ x: '2026-03-10', y: 1 }, { x: '2026-03-11', y: 0 }] },
    ]);
  });
});

describe('scraping-attempts', () => {
  it("writes each menu's last attempt, with how many it took", async () => {
    const response = await download(`scraping-attempts?userIds=${ids.alice}&${RANGE}`, 'reporter');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="ScrapingAttemptsReport.csv"');
    const { header, records } = await csvRecords(response);
    expect(header.slice(0, 9)).toEqual(['Menu ID', 'Brand ID', 'Brand name', 'Menu URL', 'Menu format', 'Menu status', 'Attempt', 'Attempts', 'Job ID']);
    expect(records.map((row) => [row['Menu ID'], row['Job ID'], row.Attempt, row.Attempts, row['Job status'], row['Scraping status']])).toEqual([
      [String(ids.m1), String(ids.j2), '2', '2', 'COMPLETED', 'ERROR'],
      [String(ids.m2), String(ids.j3), '1', '1', 'FAILED', ''],
    ]);
    expect(records[0]).toMatchObject({ 'Brand name': "'=cmd|calc", 'Requested by': "'@Alice", 'Error causes': 'ROBOTS_DISALLOWED (1)', Blocked: 'Yes', Messages: "'=robots said no", 'Debug mode': 'Yes', Tries: '2' });
  });

  it('writes every attempt with includeAllAttempts', async () => {
    const { records } = await csvRecords(await download(`scraping-attempts?userIds=${ids.alice}&${RANGE}&includeAllAttempts=true`, 'reporter'));
    expect(records.map((row) => [row['Job ID'], row.Attempt, row.Attempts])).toEqual([
      [String(ids.j1), '1', '2'],
      [String(ids.j2), '2', '2'],
      [String(ids.j3), '1', '1'],
    ]);
    const bad = await download(`scraping-attempts?userIds=${ids.alice}&${RANGE}&includeAllAttempts=maybe`, 'reporter');
    expect(bad.status).toBe(422);
  });

  it('charts the attempts by outcome per day', async () => {
    const last = await reportChart(t, 'scraping-attempts', `userIds=${ids.alice}&${RANGE}`, ids.reporter);
    expect(last?.series).toEqual([
      { name: 'ERROR', points: [{ x: '2026-03-10', y: 1 }, { x: '2026-03-11', y: 0 }] },
      { name: 'FAILED', points: [{ x: '2026-03-10', y: 0 }, { x: '2026-03-11', y: 1 }] },
    ]);
    const all = await reportChart(t, 'scraping-attempts', `userIds=${ids.alice}&${RANGE}&includeAllAttempts=true`, ids.reporter);
    expect(all?.series.map((series) => [series.name, series.points.map((point) => point.y)])).toEqual([
      ['SUCCESS', [1, 0]],
      ['ERROR', [1, 0]],
      ['FAILED', [0, 1]],
    ]);
  });
});

describe('scraping-issue', () => {
  it('writes the failed runs and the menus people flagged in the range, oldest first', async () => {
    const response = await download(`scraping-issue?${RANGE}`, 'reporter');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="ScrapingIssueReport.csv"');
    const { header, records } = await csvRecords(response);
    expect(header).toEqual(['Date', 'Issue', 'Menu ID', 'Brand ID', 'Brand name', 'Menu URL', 'Menu format', 'Menu status', 'Scraping cluster ID', 'Job ID', 'Run reason', 'Error causes', 'Blocked', 'Detail', 'By']);
    expect(records.map((row) => [row.Issue, row['Menu ID'], row['Job ID'], row.Blocked, row.Detail, row.By])).toEqual([
      ['Marked not scrapeable', String(ids.m3), '', '', 'CAPTCHA', "'@Alice"],
      ['Scrape error', String(ids.m1), String(ids.j2), 'Yes', "'=robots said no", "'@Alice"],
      ['Scrape failed', String(ids.m2), String(ids.j3), 'No', 'engine down', "'@Alice"],
      ['Scraping issue comment', String(ids.m2), '', '', `'=HYPERLINK("x")`, 'Bob'],
    ]);
  });

  it('charts the issues per day by kind', async () => {
    const chart = await reportChart(t, 'scraping-issue', RANGE, ids.reporter);
    expect(chart?.series.map((series) => [series.name, series.points])).toEqual([
      ['Scrape error', [{ x: '2026-03-10', y: 1 }, { x: '2026-03-11', y: 0 }]],
      ['Scrape failed', [{ x: '2026-03-10', y: 0 }, { x: '2026-03-11', y: 1 }]],
      ['Marked not scrapeable', [{ x: '2026-03-10', y: 1 }, { x: '2026-03-11', y: 0 }]],
      ['Scraping issue comment', [{ x: '2026-03-10', y: 0 }, { x: '2026-03-11', y: 1 }]],
    ]);
  });
});

describe('scraping-verification', () => {
  it('writes a ZIP with a CSV per person of their resolutions and what became of them', async () => {
    const response = await download(`scraping-verification?userIds=${ids.alice},${ids.bob},${ids.reviewer}&${RANGE}`, 'reporter');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('filename="ScrapingVerificationReport.zip"');
    const folder = mkdtempSync(path.join(tmpdir(), 'verification-'));
    try {
      const zipPath = path.join(folder, 'report.zip');
      writeFileSync(zipPath, Buffer.from(await response.arrayBuffer()));
      const listing = execFileSync('unzip', ['-Z1', zipPath], { encoding: 'utf8' }).trim().split('\n');
      expect(listing).toEqual([`@Alice (${ids.alice}).csv`, `Bob (${ids.bob}).csv`, `Rita (${ids.reviewer}).csv`]);
      execFileSync('unzip', ['-q', zipPath, '-d', folder]);
      const [aliceHeader, ...alice] = parseCsv(readFileSync(path.join(folder, listing[0]), 'utf8'));
      expect(aliceHeader).toEqual([
        'Task ID', 'Task type', 'Menu ID', 'Brand ID', 'Brand name', 'Menu URL', 'Resolved date', 'Scraper verification', 'Result',
        'Reopen reason', 'Reopened by', 'Reopened date', 'Dish review task ID', 'Rejected menu status', 'Rejection comment',
      ]);
      const cells = (row: string[]) => Object.fromEntries(aliceHeader.map((name, index) => [name, row[index]]));
      expect(alice.map((row) => [cells(row)['Task ID'], cells(row)['Scraper verification'], cells(row).Result, cells(row)['Reopened by']])).toEqual([
        [String(ids.t1), 'VERIFIED_IN_DEFAULT_MODE', 'Failed', 'Rita'],
        [String(ids.t1), 'NOT_VERIFIED', 'Not reopened', ''],
        [String(ids.t2), 'NOT_VERIFIED', 'Not reopened', ''],
      ]);
      expect(cells(alice[0])).toMatchObject({
        'Task type': 'Menu scraping', 'Brand name': "'=cmd|calc", 'Reopen reason': 'REJECT_DISH_REVIEW_TASK', 'Dish review task ID': String(ids.d1),
        'Rejected menu status': 'REJECTED_RESCRAPE', 'Rejection comment': "'=prices missing", 'Resolved date': '2026-03-10T09:00:00.000Z',
      });
      const [, ...bob] = parseCsv(readFileSync(path.join(folder, listing[1]), 'utf8'));
      expect(bob.map((row) => [row[0], row[8], row[9], row[10]])).toEqual([[String(ids.t3), 'Scrape error', 'MENU_SCRAPING_ERROR', 'System']]);
      // Rita resolved nothing in the range: her file is the header alone.
      expect(parseCsv(readFileSync(path.join(folder, listing[2]), 'utf8'))).toEqual([aliceHeader]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('charts each person by result', async () => {
    const chart = await reportChart(t, 'scraping-verification', `userIds=${ids.alice},${ids.bob}&${RANGE}`, ids.reporter);
    const people = [`@Alice (${ids.alice})`, `Bob (${ids.bob})`];
    expect(chart?.series).toEqual([
      { name: 'Failed', points: [{ x: people[0], y: 1 }, { x: people[1], y: 0 }] },
      { name: 'Scrape error', points: [{ x: people[0], y: 0 }, { x: people[1], y: 1 }] },
      { name: 'Not reopened', points: [{ x: people[0], y: 2 }, { x: people[1], y: 0 }] },
    ]);
  });
});

describe('reportPreview for the scraping reports', () => {
  const PREVIEW = `query($key: String!, $query: String!) {
    reportPreview(key: $key, query: $query) { columns rows truncated chart { title kind } }
  }`;
  type Preview = { reportPreview: { columns: string[]; rows: string[][]; truncated: boolean; chart: { title: string; kind: string } | null } };

  it("shows the verification ZIP's first rows with the file each comes from, and its chart", async () => {
    const result = await t.gql<Preview>(PREVIEW, { key: 'scraping-verification', query: `userIds=${ids.alice},${ids.bob}&${RANGE}` }, tokens.reporter);
    expect(result.errors).toBeUndefined();
    const preview = result.data!.reportPreview;
    expect(preview.columns.slice(0, 3)).toEqual(['File', 'Task ID', 'Task type']);
    expect(preview.rows.map((row) => [row[0], row[1], row[9]])).toEqual([
      [`@Alice (${ids.alice}).csv`, String(ids.t1), 'Failed'],
      [`@Alice (${ids.alice}).csv`, String(ids.t1), 'Not reopened'],
      [`@Alice (${ids.alice}).csv`, String(ids.t2), 'Not reopened'],
      [`Bob (${ids.bob}).csv`, String(ids.t3), 'Scrape error'],
    ]);
    expect(preview.truncated).toBe(false);
    expect(preview.chart).toEqual({ title: 'Resolutions by result', kind: 'STACKED_BAR' });
  });

  it("answers the download's messages and refuses without the permission", async () => {
    const missing = await t.gql<Preview>(PREVIEW, { key: 'scraping-issue', query: '' }, tokens.reporter);
    expect(missing.errors?.[0]).toMatchObject({ message: 'Date range is required', extensions: { type: 'VALIDATION' } });
    const refused = await t.gql<Preview>(PREVIEW, { key: 'scraping-attempts', query: `userIds=${ids.alice}&${RANGE}` }, tokens.seniorScraper);
    expect(refused.errors?.[0].extensions?.type).toBe('FORBIDDEN');
  });
});

describe('reading page by page', () => {
  const ctx = () => ({ db: t.db, signal: new AbortController().signal, viewerId: ids.reporter });
  async function all<Row>(batches: AsyncIterable<Row[]>): Promise<Row[]> {
    const rows: Row[] = [];
    for await (const batch of batches) rows.push(...batch);
    return rows;
  }

  it('crosses page boundaries without losing or repeating a row, instants within one millisecond included', async () => {
    // Three flags within one millisecond (a Date keeps milliseconds, PostgreSQL microseconds) and a failed run at the same instant.
    for (const micro of ['100', '200', '300']) {
      await insertEvent(ids.bob, 'UPDATE', 'SCRAPING_ISSUE_COMMENT', 'MENU', ids.m3, `2026-04-01T10:00:00.000${micro}Z`, { scrapingIssueComment: { from: null, to: `flag ${micro}` } });
    }
    const jobId = await insertRun({ menu_id: ids.m3, requested_by_id: ids.bob, scraping_status: 'ERROR', created_date: '2026-04-01T09:00:00Z', finished_date: '2026-04-01T10:00:00.0002Z' });
    const dates = { startDate: '2026-04-01', endDate: '2026-04-01' };
    const whole = await all(issueRows(ctx(), dates));
    expect(whole.map((row) => row.detail ?? row.job_id)).toEqual(['flag 100', '', 'flag 200', 'flag 300']);
    expect(whole[1].job_id).toBe(jobId);
    for (const pageSize of [1, 2, 3]) expect(await all(issueRows(ctx(), dates, pageSize))).toEqual(whole);
  });

  it("crosses page boundaries in the attempts' (menu, run) order", async () => {
    const input = { users: [{ id: ids.alice, name: '@Alice' }, { id: ids.bob, name: 'Bob' }], startDate: '2026-03-10', endDate: '2026-03-11', includeAllAttempts: true };
    const whole = await all(attemptRows(ctx(), input));
    expect(whole).toHaveLength(4);
    for (const pageSize of [1, 2, 3]) expect((await all(attemptRows(ctx(), input, pageSize))).map((row) => row.id)).toEqual(whole.map((row) => row.id));
  });
});
