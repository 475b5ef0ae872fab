// The brand pickers at the bench's size, end to end through POST /graphql, next to a primary-key lookup through the
// same endpoint in the same run: similar brands by name (a master brand's gateway task) and the Change brand search
// (brands that are not slaves, by name similarity, 10 a page), with two-letter terms. Not a test: it prints its figures.
//
//   npx tsx scripts/benchBrands.ts                      PostgreSQL at full size (100,000 brands), then PGlite at a tenth
//   npx tsx scripts/benchBrands.ts --only=postgres      one engine (postgres | pglite)
//   npx tsx scripts/benchBrands.ts --scale=0.2          a fraction of the full size (PGlite gets a tenth of that)
//   npx tsx scripts/benchBrands.ts --iterations=100     timed requests per query (after the warm-up)
//   npx tsx scripts/benchBrands.ts --keep               keep the PostgreSQL database bench_<timestamp>
//   npx tsx scripts/benchBrands.ts --database=NAME      measure again on a database kept before (migrates it, loads nothing)
//
// The data set is scripts/benchData.ts's (the same rows as npm run bench); the PostgreSQL server is BENCH_DATABASE_URL,
// else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
import { migrate } from '../server/db/migrate';
import { syncRoles } from '../server/db/syncRoles';
import { load, type Sizes } from './benchData';
import { benchOnEngines, closeEngine, measureQuery, openEngine, parseEngineOptions, startGraphqlEndpoint, type Answer, type EngineOptions } from './benchSupport';

const TARGET_P95_MS = 30;

// ---------------------------------------------------------------------------------------------------------------------
// The queries, as the gateway task page and the Change brand picker send them (src/features/brandGateway: the picker
// asks no total; the '+ total' rows show what counting every match of a common term costs, as the brands list does).

const PRIMARY_KEY = 'query($id: ID!) { list: brand(id: $id) { databaseId name } }';
const SIMILAR_BY_NAME = `query($id: ID!, $name: String) {
  similar: similarBrands(id: $id, name: $name, pageSize: 10) { list: byName { databaseId name status rank } } }`;
const CHANGE_BRAND = `query($term: String!) {
  page: brands(filters: { brandSearchTerm: $term, notRank: SLAVE }, sortingCriterion: NAME_SIMILARITY, pageSize: 10) { list: brands { databaseId name brandGatewayTaskId } } }`;
const CHANGE_BRAND_WITH_TOTAL = `query($term: String!) {
  page: brands(filters: { brandSearchTerm: $term, notRank: SLAVE }, sortingCriterion: NAME_SIMILARITY, pageSize: 10) { total list: brands { databaseId name } } }`;

/**
 * Two letters (a name prefix: 'ma' is an ordinary one, 'th' the commonest, about 15% of names), one trigram ('bur',
 * 'the': the trigram index's worst case), a word, two words and a typo.
 */
const TERMS = ['ma', 'th', 'go', 'bur', 'the', 'kitchen', 'golden pizza', 'tandori'];

interface Case {
  group: string;
  label: string;
  query: string;
  variables: Record<string, unknown>;
}

function cases(sizes: Sizes): Case[] {
  const all: Case[] = [];
  // Brands spread over the ids: their own names are the default search (the panel as the page opens).
  for (const id of [1, Math.ceil(sizes.brands / 7), Math.ceil(sizes.brands / 3), Math.ceil(sizes.brands / 2), sizes.brands - 3]) {
    all.push({ group: 'similarBrands byName', label: `brand ${id}'s own name`, query: SIMILAR_BY_NAME, variables: { id: String(id) } });
  }
  for (const term of TERMS) {
    all.push({ group: 'similarBrands byName', label: `name "${term}"`, query: SIMILAR_BY_NAME, variables: { id: '1', name: term } });
  }
  for (const term of TERMS) all.push({ group: 'Change brand search', label: `"${term}"`, query: CHANGE_BRAND, variables: { term } });
  for (const term of ['th', 'the']) {
    all.push({ group: 'Change brand search + total', label: `"${term}" (counts every match)`, query: CHANGE_BRAND_WITH_TOTAL, variables: { term } });
  }
  return all;
}

// ---------------------------------------------------------------------------------------------------------------------
// Measuring.

/** The rows the answer listed: the first array anywhere under data. */
function rowsOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') for (const inner of Object.values(value)) if (inner && typeof inner === 'object') return rowsOf(inner);
  return 0;
}

async function measure(post: (query: string, variables: Record<string, unknown>) => Promise<Answer>, query: string, variables: Record<string, unknown>, options: EngineOptions) {
  const { p50, p95, last } = await measureQuery(post, query, variables, options);
  return { p50, p95, rows: rowsOf(last?.data) };
}

async function benchEngine(engine: 'postgres' | 'pglite', sizes: Sizes, options: EngineOptions): Promise<number> {
  console.log(`\n== ${engine === 'postgres' ? 'PostgreSQL server' : 'PGlite (in memory)'}: ${sizes.brands.toLocaleString('en-GB')} brands`);
  const opened = await openEngine(engine, { database: options.database });
  const { db } = opened;
  let failures = 0;
  try {
    await migrate(db);
    await syncRoles(db);
    if (engine === 'postgres' && options.database) await db.query('VACUUM ANALYZE');
    else await load(db, sizes);

    const endpoint = await startGraphqlEndpoint(db);
    try {
      const { post } = endpoint;
      const primaryKey = await measure(post, PRIMARY_KEY, { id: String(Math.ceil(sizes.brands / 2)) }, options);
      const rows: { item: Case; p50: number; p95: number; rows: number }[] = [];
      for (const item of cases(sizes)) rows.push({ item, ...(await measure(post, item.query, item.variables, options)) });
      const primaryKeyAgain = await measure(post, PRIMARY_KEY, { id: String(Math.ceil(sizes.brands / 3)) }, options);

      const ms = (value: number) => value.toFixed(1).padStart(6);
      console.log(`\n  ${engine}, ${sizes.brands.toLocaleString('en-GB')} brands; ${options.iterations} timed requests each after ${options.warmup} warm-up; target p95 <= ${TARGET_P95_MS} ms`);
      console.log(`  primary key (brand(id)): p50 ${primaryKey.p50.toFixed(2)} ms, p95 ${primaryKey.p95.toFixed(2)} ms; at the end p50 ${primaryKeyAgain.p50.toFixed(2)} ms, p95 ${primaryKeyAgain.p95.toFixed(2)} ms\n`);
      console.log('  | query | case | rows | p50 ms | p95 ms | p95 / pk | result |');
      console.log('  | --- | --- | ---: | ---: | ---: | ---: | --- |');
      const reference = Math.max(primaryKey.p95, primaryKeyAgain.p95);
      for (const row of rows) {
        const pass = row.p95 <= TARGET_P95_MS;
        if (!pass) failures += 1;
        console.log(`  | ${row.item.group} | ${row.item.label} | ${row.rows} | ${ms(row.p50)} | ${ms(row.p95)} | ${(row.p95 / reference).toFixed(1).padStart(5)} | ${pass ? 'PASS' : 'FAIL'} |`);
      }
      console.log(`\n  ${engine}: ${rows.length - failures} of ${rows.length} queries within ${TARGET_P95_MS} ms p95`);
    } finally {
      await endpoint.close();
    }
  } finally {
    await closeEngine(opened, options.keep);
  }
  return failures;
}

const options = parseEngineOptions(process.argv.slice(2));
await benchOnEngines(options, (engine, sizes) => benchEngine(engine, sizes, options));
process.exit(0);
