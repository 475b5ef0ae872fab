// The report downloads' figures (issue 29): a 1,000,000-row events report (the user report, UsersReport.zip: one
// person's events of one task kind over a quarter) end to end through GET /api/reports/user on PostgreSQL, its rows per
// second, the first byte's time and the resident memory's growth while it streams; PostgreSQL's own
// `COPY (the same rows) TO STDOUT` read through Node (pg-copy-streams) in the same run as the anchor, with our ratio to
// it; every tab's preview (reportPreview: first rows and the chart) p50/p95 per report key; then PGlite at a tenth of
// the size. The data is synthetic (scripts/reportsBenchData.ts: the shared data set, scraping runs, probes, dishes and
// menu history at the events' scale), inserted into a database created for the run (never the test or demo database).
// Not a test: it prints its figures.
//
//   npx tsx scripts/benchReports.ts                    PostgreSQL (1,000,000 events), then PGlite (100,000)
//   npx tsx scripts/benchReports.ts --scale=0.1        a fraction of the full size
//   npx tsx scripts/benchReports.ts --only=postgres    one engine
//   npx tsx scripts/benchReports.ts --downloads-only   the download figures, not the tab previews
//   npx tsx scripts/benchReports.ts --keep             keep the PostgreSQL database bench_reports_<timestamp>
//
// The PostgreSQL server is BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { syncRoles } from '../server/db/syncRoles';
import { seconds } from './benchData';
import { loadReportsData, loadSharedReportsData } from './reportsBenchData';
import { closeEngine, createBenchDatabase, measureQuery, openEngine, optionValue, startGraphqlEndpoint, type Engine } from './benchSupport';

const FULL_EVENTS = 1_000_000;
const TASKS = 5_000;
const RANGE = { start: '2026-01-01', end: '2026-03-31' };
const TARGETS = { rowsPerSecond: 300_000, memoryGrowthMb: 64, firstByteMs: 200, previewP95Ms: 150 };
const MB = 1024 * 1024;

const argv = process.argv.slice(2);
const scale = Number(optionValue(argv, 'scale') ?? 1);
const only = optionValue(argv, 'only') as Engine | undefined;
const keep = argv.includes('--keep');
const downloadsOnly = argv.includes('--downloads-only');

/** A person, their tasks and `count` events of theirs spread over the range, and another person's. */
async function load(db: Database, count: number): Promise<{ personId: number; readerId: number }> {
  const started = performance.now();
  // The other tabs' tables first (brands, menus, clusters, tasks of every kind), at the events' scale.
  await loadSharedReportsData(db, count / FULL_EVENTS);
  const [{ id: readerId }] = await db.query<{ id: number }>("INSERT INTO users (name, email, role_id) SELECT 'Bench reader', 'reader@bench.example', id FROM roles WHERE name = 'reporter' RETURNING id");
  const [{ id: personId }] = await db.query<{ id: number }>("INSERT INTO users (name, email, role_id) SELECT 'Bench scraper', 'scraper@bench.example', id FROM roles WHERE name = 'juniorScraper' RETURNING id");
  const [{ id: otherId }] = await db.query<{ id: number }>("INSERT INTO users (name, email, role_id) SELECT 'Other scraper', 'other@bench.example', id FROM roles WHERE name = 'juniorScraper' RETURNING id");
  const [{ id: brandId }] = await db.query<{ id: number }>("INSERT INTO brands (name) VALUES ('Bench brand') RETURNING id");
  await db.query(
    `INSERT INTO tasks (type, brand_id, status, assigned_to_id) SELECT 'MENU_SCRAPING', $1, 'STARTED', $2 FROM generate_series(1, ${TASKS})`,
    [brandId, personId],
  );
  const [{ first }] = await db.query<{ first: number }>('SELECT min(id)::int AS first FROM tasks WHERE brand_id = $1', [brandId]);
  // In slices, so PGlite's single connection is not held by one huge statement. The other person's events (one for
  // every ten of the person's) share the days: the report's index read skips them.
  const slice = 100_000;
  const rangeSeconds = (Date.parse(`${RANGE.end}T23:00:00Z`) - Date.parse(`${RANGE.start}T01:00:00Z`)) / 1000;
  const insert = async (userId: number, total: number) => {
    for (let from = 0; from < total; from += slice) {
      await db.query(
        `INSERT INTO events (user_id, type, entity_type, entity_id, message, data, created_date)
         SELECT $1::int, (ARRAY['ASSIGN', 'START', 'SAVE', 'SAVE', 'RESOLVE'])[1 + i % 5], 'MENU_SCRAPING_TASK', $2::int + i % ${TASKS},
                'Menu scraping task ' || ($2::int + i % ${TASKS}) || ' saved with ' || (i % 97) || ' dishes',
                jsonb_build_object('dishCount', i % 97, 'status', 'STARTED'),
                $3::timestamptz + make_interval(secs => (i::float8 / $4::float8) * ${rangeSeconds})
           FROM generate_series($5::int, $6::int) AS i`,
        [userId, first, `${RANGE.start}T01:00:00Z`, total, from, Math.min(total, from + slice) - 1],
      );
    }
  };
  await insert(personId, count);
  await insert(otherId, Math.round(count / 10));
  await loadReportsData(db, { personId, otherId, firstTaskId: first, taskCount: TASKS, range: RANGE }, count);
  // As autovacuum leaves a table at rest: statistics and the visibility map (index-only reads) up to date.
  await db.query('VACUUM ANALYZE');
  console.log(`  loaded ${count.toLocaleString('en-GB')} events of one person (and others') in ${seconds(performance.now() - started)}`);
  return { personId, readerId };
}

interface DownloadFigures {
  rows: number;
  bytes: number;
  csvBytes: number;
  totalMs: number;
  firstByteMs: number;
  rssGrowthMb: number;
}

/** GET the report, the body written to a file; RSS sampled every 20 ms against the figure just before the request. */
async function download(url: string, token: string, file: string): Promise<DownloadFigures> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  let firstByteMs = -1;
  let bytes = 0;
  try {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200 || !response.body) throw new Error(`${response.status} ${await response.text()}`);
    const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
    body.on('data', (chunk: Buffer) => {
      if (firstByteMs < 0) firstByteMs = performance.now() - started;
      bytes += chunk.length;
    });
    await pipeline(body, createWriteStream(file));
  } finally {
    clearInterval(sampler);
  }
  const totalMs = performance.now() - started;
  // Read back by Info-ZIP's unzip: the rows and the CSV's size are the file's, not the bench's belief.
  const lines = Number(execFileSync('sh', ['-c', `unzip -p '${file}' | wc -l`], { encoding: 'utf8' }).trim());
  const listing = execFileSync('unzip', ['-l', file], { encoding: 'utf8' }).trim().split('\n');
  const csvBytes = Number(listing[listing.length - 1].trim().split(/\s+/)[0]);
  return { rows: lines - 1, bytes, csvBytes, totalMs, firstByteMs, rssGrowthMb: (peak - baseline) / MB };
}

/** PostgreSQL's COPY of the same rows (the report's own SELECT, as CSV) read through Node: the anchor. */
async function copyAnchor(databaseUrl: string, personId: number): Promise<{ bytes: number; ms: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    let bytes = 0;
    const stream = client.query(
      copyTo(`COPY (
        SELECT e.id, (e.created_date AT TIME ZONE 'Europe/London')::date, e.created_date, u.name, t.type, e.entity_id, e.type, e.sub_type, e.message,
               t.brand_id, b.name, t.menu_id, t.status, e.data
          FROM events e LEFT JOIN users u ON u.id = e.user_id LEFT JOIN tasks t ON t.id = e.entity_id LEFT JOIN brands b ON b.id = t.brand_id
         WHERE e.user_id = ${Number(personId)} AND e.entity_type = 'MENU_SCRAPING_TASK'
           AND e.created_date >= ('${RANGE.start}'::date::timestamp AT TIME ZONE 'Europe/London')
           AND e.created_date < (('${RANGE.end}'::date + 1)::timestamp AT TIME ZONE 'Europe/London')
         ORDER BY e.created_date, e.id) TO STDOUT WITH (FORMAT csv, HEADER)`),
    );
    for await (const chunk of stream) bytes += (chunk as Buffer).length;
    return { bytes, ms: performance.now() - started };
  } finally {
    await client.end();
  }
}

const PREVIEW = `query($key: String!, $query: String!) { reportPreview(key: $key, query: $query) { columns rows truncated chart { title series { name points { x y } } } } }`;

/** Each tab's inputs as the tab writes them in its query string: the person's quarter where a report asks for people and days. */
function previewQueries(personId: number): Array<{ key: string; query: string }> {
  const quarter = `startDate=${RANGE.start}&endDate=${RANGE.end}`;
  const allKinds = 'taskTypes=BRAND_GATEWAY,BRAND_DEFINITION,MENU_DEFINITION,MENU_SCRAPING,DISH_REVIEW';
  return [
    { key: 'user', query: `userIds=${personId}&${quarter}&taskTypes=MENU_SCRAPING` },
    { key: 'user-counts', query: `userId=${personId}` },
    { key: 'menus-having-allergens', query: '' },
    { key: 'scraping-engine', query: `userIds=${personId}&${quarter}` },
    { key: 'scraping-issue', query: quarter },
    { key: 'scraping-attempts', query: `userIds=${personId}&${quarter}` },
    { key: 'scraping-verification', query: `userIds=${personId}&${quarter}` },
    { key: 'scraping-clusters', query: '' },
    { key: 'counts', query: '' },
    { key: 'open-tasks', query: allKinds },
    { key: 'changed-menu-urls', query: '' },
    { key: 'menus-in-probing-status', query: 'includeOnlyStuckMenus=true' },
    { key: 'misc-tasks-verification', query: `userIds=${personId}&${quarter}&${allKinds}` },
  ];
}

/** Every tab's preview (first rows and chart), p50/p95 of 30 after 3 warm-ups, against the target. */
async function benchPreviews(post: Parameters<typeof measureQuery>[0], personId: number): Promise<void> {
  console.log(`  tab previews (first ${20} rows and the chart), p50 / p95 in ms (target p95 <= ${TARGETS.previewP95Ms}):`);
  const over: string[] = [];
  for (const { key, query } of previewQueries(personId)) {
    const preview = await measureQuery(post, PREVIEW, { key, query }, { iterations: 30, warmup: 3 });
    const answer = (preview.last as { data?: { reportPreview?: { rows: unknown[]; chart: { series: unknown[] } | null } } } | null)?.data?.reportPreview;
    if (preview.p95 > TARGETS.previewP95Ms) over.push(key);
    console.log(
      `    ${key.padEnd(26)} ${preview.p50.toFixed(0).padStart(5)} / ${preview.p95.toFixed(0).padStart(5)}` +
        `  (${answer?.rows.length ?? 0} rows, ${answer?.chart ? `${answer.chart.series.length} series` : 'no chart'})${preview.p95 > TARGETS.previewP95Ms ? '  over' : ''}`,
    );
  }
  console.log(`  previews over the target: ${over.length === 0 ? 'none' : over.join(', ')}`);
}

async function benchEngine(engine: Engine, events: number): Promise<void> {
  console.log(`\n== ${engine === 'postgres' ? 'PostgreSQL server' : 'PGlite (in memory)'}: the user report over ${events.toLocaleString('en-GB')} events`);
  const target = engine === 'postgres' ? await createBenchDatabase({ prefix: 'bench_reports' }) : null;
  const opened = target ? await openEngine('postgres', { database: target.name, prefix: 'bench_reports' }) : await openEngine('pglite');
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-reports-'));
  try {
    await migrate(opened.db);
    await syncRoles(opened.db);
    const { personId, readerId } = await load(opened.db, events);
    const endpoint = await startGraphqlEndpoint(opened.db, { userId: readerId });
    try {
      const query = `userIds=${personId}&startDate=${RANGE.start}&endDate=${RANGE.end}&taskTypes=MENU_SCRAPING`;
      const url = `${endpoint.url}/api/reports/user?${query}`;
      // A one-day run warms the code paths and the connection; the measured run reads the quarter.
      await download(`${endpoint.url}/api/reports/user?${query.replace(`endDate=${RANGE.end}`, `endDate=${RANGE.start}`)}`, endpoint.token, path.join(folder, 'warm.zip'));
      const figures = await download(url, endpoint.token, path.join(folder, 'UsersReport.zip'));
      const rowsPerSecond = figures.rows / (figures.totalMs / 1000);
      const csvMbPerSecond = figures.csvBytes / MB / (figures.totalMs / 1000);
      console.log(`  rows in the ZIP (unzip): ${figures.rows.toLocaleString('en-GB')} (expected ${events.toLocaleString('en-GB')})`);
      console.log(
        `  download: ${seconds(figures.totalMs)}, ${Math.round(rowsPerSecond).toLocaleString('en-GB')} rows/s (target >= ${TARGETS.rowsPerSecond.toLocaleString('en-GB')}), ` +
          `CSV ${(figures.csvBytes / MB).toFixed(1)} MB at ${csvMbPerSecond.toFixed(1)} MB/s, ZIP ${(figures.bytes / MB).toFixed(1)} MB`,
      );
      console.log(`  first byte: ${figures.firstByteMs.toFixed(0)} ms (target <= ${TARGETS.firstByteMs})`);
      console.log(`  resident memory growth while streaming: ${figures.rssGrowthMb.toFixed(1)} MB (target <= ${TARGETS.memoryGrowthMb})`);
      if (target) {
        await copyAnchor(target.url, personId);
        const copy = await copyAnchor(target.url, personId);
        const copyMbPerSecond = copy.bytes / MB / (copy.ms / 1000);
        const copyRowsPerSecond = events / (copy.ms / 1000);
        console.log(
          `  anchor, COPY (same rows) TO STDOUT through Node: ${seconds(copy.ms)}, ${copyMbPerSecond.toFixed(1)} MB/s, ${Math.round(copyRowsPerSecond).toLocaleString('en-GB')} rows/s`,
        );
        console.log(`  ours / COPY: ${(csvMbPerSecond / copyMbPerSecond).toFixed(2)} by CSV MB/s, ${(rowsPerSecond / copyRowsPerSecond).toFixed(2)} by rows/s`);
      }
      if (!downloadsOnly) await benchPreviews(endpoint.post, personId);
    } finally {
      await endpoint.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await closeEngine(opened, keep);
    if (target && !keep) await target.drop?.();
  }
}

const started = performance.now();
if (only !== 'pglite') await benchEngine('postgres', Math.round(FULL_EVENTS * scale));
if (only !== 'postgres') await benchEngine('pglite', Math.round((FULL_EVENTS * scale) / 10));
console.log(`\nbench finished in ${seconds(performance.now() - started)}`);
