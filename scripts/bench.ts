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
import { migrate } from '../server/db/migrate';
import { syncRoles } from '../server/db/syncRoles';
import { DEFAULT_LIST_FILTERS } from '../server/tasks/taskLists';
import { load, type Sizes } from './benchData';
import { benchOnEngines, closeEngine, measureQuery, openEngine, parseEngineOptions, startGraphqlEndpoint, type EngineOptions } from './benchSupport';

const TARGET_P95_MS = 30;
const TARGET_RATIO = 30;

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

/** A task list's page with its total, or the palette search's list of results. */
type ListAnswer = { data?: { list?: { total?: number; items?: unknown[] } | unknown[] } | null; errors?: unknown[] };

async function measure(
  post: (query: string, variables: Record<string, unknown>) => Promise<ListAnswer>,
  query: string,
  variables: Record<string, unknown>,
  options: EngineOptions,
): Promise<{ p50: number; p95: number; total: number | null; rows: number }> {
  const { p50, p95, last } = await measureQuery(post, query, variables, options);
  const list = last?.data?.list;
  // The search answers a list of results; the task lists a page with its total.
  if (Array.isArray(list)) return { p50, p95, total: list.length, rows: list.length };
  return { p50, p95, total: list?.total ?? null, rows: list?.items?.length ?? 0 };
}

async function benchEngine(engine: 'postgres' | 'pglite', sizes: Sizes, options: EngineOptions): Promise<void> {
  console.log(`\n== ${engine === 'postgres' ? 'PostgreSQL server' : 'PGlite (in memory)'}: ${sizes.brands.toLocaleString('en-GB')} brands`);
  const opened = await openEngine(engine, { database: options.database, showServerVersion: true });
  const { db } = opened;
  try {
    const applied = await migrate(db);
    await syncRoles(db);
    if (engine === 'postgres' && options.database) {
      if (applied.length) console.log(`  applied ${applied.join(', ')}`);
      await db.query('VACUUM ANALYZE');
    } else {
      await load(db, sizes);
    }

    const endpoint = await startGraphqlEndpoint(db);
    try {
      const post = (query: string, variables: Record<string, unknown>) => endpoint.post<ListAnswer>(query, variables);

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
      await endpoint.close();
    }
  } finally {
    await closeEngine(opened, options.keep);
  }
}

function printTable(
  engine: string,
  sizes: Sizes,
  options: EngineOptions,
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

const options = parseEngineOptions(process.argv.slice(2));
await benchOnEngines(options, (engine, sizes) => benchEngine(engine, sizes, options));
process.exit(0);
