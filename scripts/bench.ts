// npm run bench: the five task lists and the palette's search on a large data set, end to end through POST /graphql,
// next to a primary-key lookup through the same endpoint in the same run. Not a test: it prints its figures (README, "Performance").
//
//   npm run bench                       PostgreSQL at full size, then PGlite in memory at a tenth of the size
//   npm run bench -- --only=postgres    one engine (postgres | pglite)
//   npm run bench -- --scale=0.2        a fraction of the full size (PGlite gets a tenth of that)
//   npm run bench -- --iterations=100   timed requests per query (after the warm-up)
//   npm run bench -- --keep             keep the PostgreSQL database bench_<timestamp> instead of dropping it
//   npm run bench -- --database=NAME    measure again on a database kept before (migrates it, loads nothing)
//
// The PostgreSQL server is BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; the run
// creates a fresh database bench_<timestamp> on it. The data set is generated with set-based SQL from hashes of the
// series number, so every run loads the same rows.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApp } from '../server/app';
import { issueAccessToken } from '../server/auth/tokens';
import { loadConfig, type Config } from '../server/config';
import { openDatabase, type Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { syncRoles } from '../server/db/syncRoles';
import { DEFAULT_LIST_FILTERS } from '../server/tasks/taskLists';
import { load, seconds, sized, type Sizes } from './benchData';

const TARGET_P95_MS = 30;
const TARGET_RATIO = 30;

interface Options {
  only: 'postgres' | 'pglite' | null;
  scale: number;
  iterations: number;
  warmup: number;
  keep: boolean;
  database: string | null;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const only = value('only');
  if (only && only !== 'postgres' && only !== 'pglite') throw new Error('--only is postgres or pglite');
  return {
    only: (only as Options['only']) ?? null,
    scale: Number(value('scale') ?? 1),
    iterations: Number(value('iterations') ?? 60),
    warmup: Number(value('warmup') ?? 5),
    keep: argv.includes('--keep'),
    database: value('database') ?? null,
  };
}


// ---------------------------------------------------------------------------------------------------------------------
// The queries, as the list screens send them (the fragments of src/features/tasks/*TaskList.tsx).

const ROW_FIELDS = `id databaseId status modifiedDate isAwaiting assignedTo { name }
  brand { databaseId name locationCount includedLocationCount messinessScore hasOnlyUnsupportedBusinessTypes }`;

const LISTS = [
  { field: 'brandGatewayTasks', filterType: 'BrandGatewayTaskFilters', type: 'BRAND_GATEWAY', pageSize: 10, fields: '' },
  { field: 'brandDefinitionTasks', filterType: 'BrandDefinitionTaskFilters', type: 'BRAND_DEFINITION', pageSize: 10, fields: 'includedBy { name }' },
  { field: 'menuDefinitionTasks', filterType: 'MenuDefinitionTaskFilters', type: 'MENU_DEFINITION', pageSize: 10, fields: 'brandDefinedBy { name } isClosedBusiness' },
  {
    field: 'menuScrapingTasks',
    filterType: 'MenuScrapingTaskFilters',
    type: 'MENU_SCRAPING',
    pageSize: 10,
    fields: 'menu { databaseId url status format scrapingIssueComment scrapedDate locationCount }',
  },
  { field: 'dishReviewTasks', filterType: 'DishReviewTaskFilters', type: 'DISH_REVIEW', pageSize: 40, fields: 'menu { databaseId url status scrapedDate locationCount }' },
] as const;

/**
 * Brand search terms: two letters (matched as a name prefix), three letters (one trigram: the trigram index's worst
 * case) and a whole word. 'th' and 'the' are the most common prefix and trigram of the generated names (about 15% of
 * brands each); 'ma' and 'bur' are ordinary ones (2% and 4%).
 */
const SEARCH_TERMS = ['ma', 'th', 'bur', 'the', 'kitchen'];

interface Case {
  list: string;
  label: string;
  query: string;
  variables: Record<string, unknown>;
}

function cases(): Case[] {
  const all: Case[] = [];
  for (const list of LISTS) {
    const query = `query($filters: ${list.filterType}, $page: Int!, $pageSize: Int!) {
      list: ${list.field}(filters: $filters, page: $page, pageSize: $pageSize) { total items { ${ROW_FIELDS} ${list.fields} } } }`;
    const filters = DEFAULT_LIST_FILTERS[list.type];
    all.push({ list: list.field, label: `default filters, page 1 (${list.pageSize} rows)`, query, variables: { filters, page: 1, pageSize: list.pageSize } });
    for (const term of SEARCH_TERMS) {
      all.push({ list: list.field, label: `+ brand search "${term}"`, query, variables: { filters: { ...filters, brandSearchTerm: term }, page: 1, pageSize: list.pageSize } });
    }
    all.push({ list: list.field, label: 'default filters, page 1,000 (10 rows)', query, variables: { filters, page: 1000, pageSize: 10 } });
  }
  for (const term of PALETTE_SEARCH_TERMS) {
    all.push({ list: 'search', label: `palette "${term}", first 8`, query: PALETTE_SEARCH_QUERY, variables: { term } });
  }
  return all;
}

/** The palette's search as src/app/commands/usePaletteSearch.ts sends it; 'matching' is the results it returned. */
const PALETTE_SEARCH_QUERY = 'query($term: String!) { list: search(term: $term, first: 8) { kind databaseId title subtitle path } }';

/**
 * Two letters (brand names starting 'ma'), the commonest trigram ('the'), a word, two partial words, a part every menu
 * URL has, an email, a pasted menu URL, a task number (brands, menus and people of that number too), a kind and number,
 * a number nothing has, and tasks of a kind by brand name.
 */
const PALETTE_SEARCH_TERMS = ['ma', 'the', 'kitchen', 'marco kitch', 'co.uk', 'bench7@example', 'https://www.the-new-grill.co.uk/menu', '123456', 'gateway 123456', '9999999', 'scraping rosa'];

// ---------------------------------------------------------------------------------------------------------------------
// Measuring.

interface Result {
  list: string;
  label: string;
  total: number | null;
  rows: number;
  p50: number;
  p95: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

async function measure(
  post: (query: string, variables: Record<string, unknown>) => Promise<{ data?: { list?: { total?: number; items?: unknown[] } | unknown[] } | null; errors?: unknown[] }>,
  query: string,
  variables: Record<string, unknown>,
  options: Options,
): Promise<{ p50: number; p95: number; total: number | null; rows: number }> {
  let last: Awaited<ReturnType<typeof post>> | null = null;
  for (let i = 0; i < options.warmup; i += 1) last = await post(query, variables);
  if (last?.errors) throw new Error(`${query}\n${JSON.stringify(last.errors)}`);
  const times: number[] = [];
  for (let i = 0; i < options.iterations; i += 1) {
    const at = performance.now();
    last = await post(query, variables);
    times.push(performance.now() - at);
  }
  if (last?.errors) throw new Error(JSON.stringify(last.errors));
  times.sort((a, b) => a - b);
  const list = last?.data?.list;
  // The search answers a list of results; the task lists a page with its total.
  if (Array.isArray(list)) return { p50: percentile(times, 50), p95: percentile(times, 95), total: list.length, rows: list.length };
  return { p50: percentile(times, 50), p95: percentile(times, 95), total: list?.total ?? null, rows: list?.items?.length ?? 0 };
}

async function benchEngine(engine: 'postgres' | 'pglite', sizes: Sizes, options: Options): Promise<void> {
  console.log(`\n== ${engine === 'postgres' ? 'PostgreSQL server' : 'PGlite (in memory)'}: ${sizes.brands.toLocaleString('en-GB')} brands`);
  let db: Database;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (engine === 'postgres') {
    const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
    const name = options.database ?? `bench_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a database name: ${name}`);
    if (!options.database) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const version = await serverVersion(url.toString());
    console.log(`  database ${name} on ${url.host} (${version})`);
    db = await openDatabase({ databaseUrl: url.toString() });
    if (!options.database) {
      dropDatabase = async () => {
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      };
    }
  } else {
    db = await openDatabase({});
  }
  try {
    const applied = await migrate(db);
    await syncRoles(db);
    if (engine === 'postgres' && options.database) {
      if (applied.length) console.log(`  applied ${applied.join(', ')}`);
      await db.query('VACUUM ANALYZE');
    } else {
      await load(db, sizes);
    }

    const config: Config = {
      ...loadConfig({ DATA_DIR: path.join(tmpdir(), 'curation-bench'), JWT_SECRET: 'bench-secret-0123456789-0123456789-0123456789' }),
      databaseUrl: undefined,
      loadDemoData: false,
    };
    const app = createApp({ config, db, deliverCode: async () => {}, spaDir: '/nonexistent' });
    const port = await app.listen(0);
    try {
      const token = await issueAccessToken(config.jwtSecret, 1);
      const post = async (query: string, variables: Record<string, unknown>) => {
        const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query, variables }),
        });
        return (await response.json()) as { data?: { list?: { total?: number; items?: unknown[] } | unknown[] } | null; errors?: unknown[] };
      };

      const primaryKey = await measure(post, 'query($id: ID!) { list: brandGatewayTask(id: $id) { databaseId } }', { id: String(Math.ceil(sizes.brands / 2)) }, options);
      const results: Result[] = [];
      for (const item of cases()) {
        const measured = await measure(post, item.query, item.variables, options);
        results.push({ list: item.list, label: item.label, ...measured });
      }
      // The primary-key figure again at the end, so a drift during the run shows.
      const primaryKeyAgain = await measure(post, 'query($id: ID!) { list: brandGatewayTask(id: $id) { databaseId } }', { id: String(Math.ceil(sizes.brands / 3)) }, options);
      printTable(engine, sizes, options, primaryKey, primaryKeyAgain, results);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    if (dropDatabase) {
      if (options.keep) console.log('  kept the database (--keep)');
      else await dropDatabase();
    }
  }
}

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  await client.end();
  return `PostgreSQL ${rows[0].server_version}`;
}

function printTable(
  engine: string,
  sizes: Sizes,
  options: Options,
  primaryKey: { p50: number; p95: number },
  primaryKeyAgain: { p50: number; p95: number },
  results: Result[],
) {
  const ms = (value: number) => value.toFixed(1).padStart(6);
  const reference = Math.max(primaryKey.p95, primaryKeyAgain.p95);
  console.log(
    `\n  ${engine}, ${sizes.brands.toLocaleString('en-GB')} brands; ${options.iterations} timed requests each after ${options.warmup} warm-up; ` +
      `target p95 <= ${TARGET_P95_MS} ms and <= ${TARGET_RATIO} x primary key`,
  );
  console.log(`  primary key (brandGatewayTask(id)): p50 ${primaryKey.p50.toFixed(2)} ms, p95 ${primaryKey.p95.toFixed(2)} ms; at the end p50 ${primaryKeyAgain.p50.toFixed(2)} ms, p95 ${primaryKeyAgain.p95.toFixed(2)} ms`);
  console.log('');
  console.log(`  | list | query | matching | p50 ms | p95 ms | p95 / pk | result |`);
  console.log(`  | --- | --- | ---: | ---: | ---: | ---: | --- |`);
  let failures = 0;
  for (const result of results) {
    const ratio = result.p95 / reference;
    const pass = result.p95 <= TARGET_P95_MS && ratio <= TARGET_RATIO;
    if (!pass) failures += 1;
    console.log(
      `  | ${result.list} | ${result.label} | ${(result.total ?? 0).toLocaleString('en-GB')} | ${ms(result.p50)} | ${ms(result.p95)} | ${ratio.toFixed(1).padStart(5)} | ${pass ? 'PASS' : 'FAIL'} |`,
    );
  }
  console.log(`\n  ${engine}: ${results.length - failures} of ${results.length} queries within the targets`);
}

const options = parseOptions(process.argv.slice(2));
const started = performance.now();
if (options.only !== 'pglite') await benchEngine('postgres', sized(options.scale), options);
if (options.only !== 'postgres') await benchEngine('pglite', sized(options.scale / 10), options);
console.log(`\nbench finished in ${seconds(performance.now() - started)}`);
process.exit(0);
