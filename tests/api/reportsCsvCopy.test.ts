// On a PostgreSQL server a report that gives its rows as one query is written by COPY (server/reports/csvCopy.ts), on
// PGlite and in the preview by csv-stringify from keyset pages: the two must write the same bytes, whatever the cells
// hold (formulas, quotes, commas, line breaks, empty values, other scripts, microseconds). And a client that goes away
// mid-download must end the server's COPY, not leave it waiting on a full socket. Only a server has COPY TO STDOUT, so
// this runs when DATABASE_URL names one (CI's second pass); the user report's own tests run on both engines.
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCsv, copyStatement } from '../../server/reports/csvCopy';
import { csvStringifier, writeCsvRows } from '../../server/reports/csvDownload';
import type { ReportContext, ZipReportEntry } from '../../server/reports/reportDefinition';
import { userReport } from '../../server/reports/userReport';
import { mintSession } from '../support/mintSession';
import { startTestApp, type TestApp } from '../support/testApp';

const serverUrl = process.env.DATABASE_URL;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The messages a spreadsheet or a CSV reader could trip on, each written once as an event's message. */
const MESSAGES = [
  '=1+1',
  '+SUM(A1)',
  '-5',
  '@cmd',
  '\tindented',
  '\rreturn first',
  '\uFF1Dfull-width equals',
  '\uFF0B\uFF0D\uFF20',
  'a, b',
  'say "hi"',
  'two\nlines',
  'crlf\r\ninside',
  ' spaced ',
  '日本語 é ü',
  '\\.',
  "it's",
  '',
];

describe.runIf(serverUrl)('CSV reports written by COPY on a PostgreSQL server', () => {
  let t: TestApp;
  let userId: number;
  let readerToken: string;
  beforeAll(async () => {
    t = await startTestApp();
    readerToken = (await mintSession(t, await t.createUser('reporter', 'reader@example.com', { name: 'Reader' }))).accessToken;
    userId = await t.createUser('juniorScraper', 'sam@example.com', { name: '=Sam, "the" scraper' });
    const [{ id: brandId }] = await t.db.query<{ id: number }>("INSERT INTO brands (name) VALUES ('-Brand, Ltd') RETURNING id");
    const [{ id: taskId }] = await t.db.query<{ id: number }>(
      "INSERT INTO tasks (type, brand_id, status, assigned_to_id) VALUES ('MENU_SCRAPING', $1, 'STARTED', $2) RETURNING id",
      [brandId, userId],
    );
    for (const [index, message] of MESSAGES.entries()) {
      await t.db.query(
        `INSERT INTO events (user_id, type, sub_type, entity_type, entity_id, message, data, created_date)
         VALUES ($1, 'SAVE', $2, 'MENU_SCRAPING_TASK', $3, $4, $5, '2026-02-01T10:00:00.123456Z'::timestamptz + make_interval(secs => $6::float8 * 1.000999))`,
        [userId, index % 2 === 0 ? null : message, taskId, message, index % 3 === 0 ? null : JSON.stringify({ message }), index],
      );
    }
    // Microseconds on every row: the time column is cut to milliseconds the same way by both writers.
    await t.db.query(
      `INSERT INTO events (user_id, type, entity_type, entity_id, message, created_date)
       SELECT NULL, 'REOPEN', 'MENU_SCRAPING_TASK', $1, 'System ' || i, '2026-02-01T00:00:00Z'::timestamptz + make_interval(secs => i * 0.0371)
         FROM generate_series(1, 3000) AS i`,
      [taskId],
    );
    // Enough rows for a COPY that outgrows the buffers on its way when nobody reads it: about 60 MB of CSV that deflate
    // only halves (hex digits).
    await t.db.query(
      `INSERT INTO events (user_id, type, entity_type, entity_id, message, created_date)
       SELECT $1, 'SAVE', 'MENU_SCRAPING_TASK', $2, md5(i::text) || md5((-i)::text) || md5((i * 7)::text) || md5((i * 13)::text),
              '2026-03-01T00:00:00Z'::timestamptz + make_interval(secs => i)
         FROM generate_series(1, 300000) AS i`,
      [userId, taskId],
    );
  });
  afterAll(() => t?.close());

  const ctx = (): ReportContext => ({ db: t.db, signal: new AbortController().signal, viewerId: 0 });

  async function entryOf(query: string): Promise<ZipReportEntry<unknown>> {
    const input = await userReport.parseInput(ctx(), new URLSearchParams(query), undefined);
    const file = await userReport.file(ctx(), input);
    if (file.kind !== 'zip') throw new Error('the user report is a ZIP');
    for await (const entry of file.entries) return entry;
    throw new Error('no entry');
  }

  it('writes the same bytes as csv-stringify does from the pages', async () => {
    const query = `userIds=${userId}&startDate=2026-02-01&endDate=2026-02-01&taskTypes=MENU_SCRAPING&includeSystemEvents=true`;
    const entry = await entryOf(query);
    const csv = csvStringifier(entry.columns);
    const written = bytesOf(csv);
    await writeCsvRows(csv, entry.columns, entry.batches, new AbortController().signal);
    csv.end();
    const expected = await written;
    expect(entry.copy).toBeDefined();
    const copied = await bytesOf(await copyCsv(t.db.copyOut!.bind(t.db), entry.columns, entry.copy!));
    // The header, every row, the end after the last, and the CRLF inside one event's message and sub type.
    expect(expected.toString('utf8').split('\r\n').length).toBe(1 + MESSAGES.length + 3000 + 1 + 2);
    expect(copied.toString('utf8')).toBe(expected.toString('utf8'));
    expect(copied.equals(expected)).toBe(true);
  });

  it('inlines parameters as quoted literals, never as SQL', () => {
    const statement = copyStatement({ sql: 'SELECT $1::text, $2::text[], $3::int', params: ["x'); DROP TABLE events; --", ['a', "b'c"], 7] }, 3);
    expect(statement).toContain(`'x''); DROP TABLE events; --'::text`);
    expect(statement).toContain(`'{"a","b''c"}'::text[]`);
    expect(statement).toContain(`'7'::int`);
    expect(() => copyStatement({ sql: 'SELECT $2', params: [1] }, 1)).toThrow('no parameter $2');
  });

  it('ends the COPY on the server when the client goes away mid-download', async () => {
    const database = new URL(t.db.databaseUrl!).pathname.slice(1);
    const copies = () =>
      t.db.query<{ count: number }>("SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND query LIKE 'COPY (%' AND pid <> pg_backend_pid()", [database]);
    const controller = new AbortController();
    const response = await fetch(`${t.url}/api/reports/user?userIds=${userId}&startDate=2026-03-01&endDate=2026-03-05&taskTypes=MENU_SCRAPING`, {
      headers: { authorization: `Bearer ${readerToken}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    // Unread, the download stalls with its COPY still running on the server (sorting, or blocked on full buffers).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await copies())[0].count).toBe(1);
    controller.abort();
    let running = 1;
    for (let attempt = 0; attempt < 50 && running > 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      running = (await copies())[0].count;
    }
    expect(running).toBe(0);
  });
});
