// The menus list (spec 2, section 2.12) at the bench's 200,000 menus, end to end through POST /graphql with the total,
// as the SPA asks for it (a page of 10 with its columns), with each filter, next to a primary-key lookup through the
// same endpoint in the same run. Not a test: it prints its figures.
//
//   npx tsx scripts/benchMenus.ts                      PostgreSQL at full size (200,000 menus), then PGlite at a tenth
//   npx tsx scripts/benchMenus.ts --only=postgres      one engine (postgres | pglite)
//   npx tsx scripts/benchMenus.ts --scale=0.2          a fraction of the full size (PGlite gets a tenth of that)
//   npx tsx scripts/benchMenus.ts --iterations=100     timed requests per query (after the warm-up)
//   npx tsx scripts/benchMenus.ts --keep               keep the PostgreSQL database bench_<timestamp>
//   npx tsx scripts/benchMenus.ts --database=NAME      measure again on a database kept before (migrates it, loads nothing)
//   npx tsx scripts/benchMenus.ts --cap=1000           where a search's count stops (default: the product's, 10,000)
//
// The data set is scripts/benchData.ts's (the same rows as npm run bench); it has no structure or annotations, so
// those two filters are measured with 2,000 menus given some (set here, after the load); the PostgreSQL server is
// BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
import type { Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { syncRoles } from '../server/db/syncRoles';
import { load, type Sizes } from './benchData';
import { benchOnEngines, closeEngine, measureQuery, openEngine, optionValue, parseEngineOptions, startGraphqlEndpoint, type Answer, type EngineOptions } from './benchSupport';

const TARGET_P95_MS = 30;

interface Options extends EngineOptions {
  /** --cap: where a search's count stops (the product's default when not given). */
  cap: number | undefined;
}

function parseOptions(argv: string[]): Options {
  const cap = optionValue(argv, 'cap');
  return { ...parseEngineOptions(argv), cap: cap ? Number(cap) : undefined };
}

// ---------------------------------------------------------------------------------------------------------------------
// The queries, as src/features/menus/MenusListRoute sends them: a page of 10 with the list's columns and the total
// (exact, or capped with totalIsCapped for a search matching more than the cap: server/menus/menuList.ts).

const PRIMARY_KEY = 'query($id: ID!) { list: menu(id: $id) { databaseId url } }';
const LIST = `query($filters: MenuFilters, $page: Int) {
  page: menus(filters: $filters, page: $page, pageSize: 10) { total totalIsCapped list: menus { databaseId url modifiedDate dishCount locationCount structure fullAnnotations brand { databaseId name website } } } }`;

interface Case {
  group: string;
  label: string;
  query: string;
  variables: Record<string, unknown>;
}

function cases(sizes: Sizes): Case[] {
  const filter = (label: string, filters: Record<string, unknown>, page = 1): Case => ({ group: 'menus list + total', label, query: LIST, variables: { filters, page } });
  return [
    filter('no filter', {}),
    filter('no filter, page 50', {}, 50),
    filter('brandSearchTerm "ma" (prefix)', { brandSearchTerm: 'ma' }),
    filter('brandSearchTerm "the"', { brandSearchTerm: 'the' }),
    filter('brandSearchTerm "golden pizza"', { brandSearchTerm: 'golden pizza' }),
    filter('brandSearchTerm a brand number', { brandSearchTerm: String(Math.ceil(sizes.brands / 2)) }),
    filter('menuSearchTerm a menu number', { menuSearchTerm: String(Math.ceil(sizes.menus / 3)) }),
    filter('menuSearchTerm "leeds" (URL)', { menuSearchTerm: 'leeds' }),
    filter('menuSearchTerm "menu" (most URLs)', { menuSearchTerm: 'menu' }),
    filter('menuFormats HTML', { menuFormats: ['HTML'] }),
    filter('menuFormats PDF, IMAGE', { menuFormats: ['PDF', 'IMAGE'] }),
    filter('menuStatuses SCRAPED', { menuStatuses: ['SCRAPED'] }),
    filter('menuStatuses REJECTED_NEW', { menuStatuses: ['REJECTED_NEW'] }),
    filter('isExample true', { isExample: true }),
    filter('isAwaitingScraping true', { isAwaitingScraping: true }),
    filter('isAwaitingScraping false', { isAwaitingScraping: false }),
    filter('scrapedById', { scrapedById: '2' }),
    filter('structureSearchTerm "garlic"', { structureSearchTerm: 'garlic' }),
    filter('fullAnnotationsSearchTerm "vegan"', { fullAnnotationsSearchTerm: 'vegan' }),
    filter('HTML_NOT_SCRAPEABLE + reason', { menuFormats: ['HTML_NOT_SCRAPEABLE'], menuNotScrapeableReasons: ['CAPTCHA'] }),
    filter('menuScrapingTypes HTML_TEMPLATE', { menuScrapingTypes: ['HTML_TEMPLATE'] }),
    filter('HTML + SCRAPED + "th" brand', { menuFormats: ['HTML'], menuStatuses: ['SCRAPED'], brandSearchTerm: 'th' }),
  ];
}

/** Structure and annotations on 2,000 menus spread over the ids (the bench data has none), example flags and not-scrapeable reasons on some. */
async function addMenuText(db: Database) {
  await db.query(`UPDATE menus SET structure = 'Starters > Garlic bread; Mains > Margherita', full_annotations = 'vegan options, nuts'
    WHERE id % 100 = 7`);
  await db.query(`UPDATE menus SET not_scrapeable_reason = 'CAPTCHA' WHERE format = 'HTML_NOT_SCRAPEABLE' AND id % 3 = 0`);
  await db.query('UPDATE menus SET is_example = true WHERE id % 50 = 3');
  await db.query('VACUUM ANALYZE menus');
}

// ---------------------------------------------------------------------------------------------------------------------
// Measuring.

/** The rows the answer listed: the first array anywhere under data. */
/** The list's total as the SPA shows it ('10,000+' when capped); empty for the primary-key lookup. */
function totalOf(data: Record<string, unknown> | null | undefined): string {
  const page = data?.page as { total?: number; totalIsCapped?: boolean } | undefined;
  return page?.total === undefined ? '' : `${page.total.toLocaleString('en-GB')}${page.totalIsCapped ? '+' : ''}`;
}

function rowsOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') for (const inner of Object.values(value)) if (inner && typeof inner === 'object') return rowsOf(inner);
  return 0;
}

async function measure(post: (query: string, variables: Record<string, unknown>) => Promise<Answer>, query: string, variables: Record<string, unknown>, options: Options) {
  const { p50, p95, last } = await measureQuery(post, query, variables, options);
  return { p50, p95, rows: rowsOf(last?.data), total: totalOf(last?.data) };
}

async function benchEngine(engine: 'postgres' | 'pglite', sizes: Sizes, options: Options): Promise<number> {
  console.log(`\n== ${engine === 'postgres' ? 'PostgreSQL server' : 'PGlite (in memory)'}: ${sizes.menus.toLocaleString('en-GB')} menus`);
  const opened = await openEngine(engine, { database: options.database });
  const { db } = opened;
  let failures = 0;
  try {
    await migrate(db);
    await syncRoles(db);
    if (engine === 'postgres' && options.database) await db.query('VACUUM ANALYZE');
    else await load(db, sizes);
    await addMenuText(db);

    const endpoint = await startGraphqlEndpoint(db, { config: { menuListTotalCap: options.cap } });
    try {
      const { post } = endpoint;
      const primaryKey = await measure(post, PRIMARY_KEY, { id: String(Math.ceil(sizes.menus / 2)) }, options);
      const rows: { item: Case; p50: number; p95: number; rows: number; total: string }[] = [];
      for (const item of cases(sizes)) rows.push({ item, ...(await measure(post, item.query, item.variables, options)) });
      const primaryKeyAgain = await measure(post, PRIMARY_KEY, { id: String(Math.ceil(sizes.menus / 3)) }, options);

      const ms = (value: number) => value.toFixed(1).padStart(6);
      console.log(`\n  ${engine}, ${sizes.menus.toLocaleString('en-GB')} menus; ${options.iterations} timed requests each after ${options.warmup} warm-up; target p95 <= ${TARGET_P95_MS} ms`);
      console.log(`  primary key (menu(id)): p50 ${primaryKey.p50.toFixed(2)} ms, p95 ${primaryKey.p95.toFixed(2)} ms; at the end p50 ${primaryKeyAgain.p50.toFixed(2)} ms, p95 ${primaryKeyAgain.p95.toFixed(2)} ms\n`);
      console.log(`  search count cap: ${(options.cap ?? 10_000).toLocaleString('en-GB')}\n`);
      console.log('  | query | case | rows | total | p50 ms | p95 ms | p95 / pk | result |');
      console.log('  | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |');
      const reference = Math.max(primaryKey.p95, primaryKeyAgain.p95);
      for (const row of rows) {
        const pass = row.p95 <= TARGET_P95_MS;
        if (!pass) failures += 1;
        console.log(`  | ${row.item.group} | ${row.item.label} | ${row.rows} | ${row.total} | ${ms(row.p50)} | ${ms(row.p95)} | ${(row.p95 / reference).toFixed(1).padStart(5)} | ${pass ? 'PASS' : 'FAIL'} |`);
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

const options = parseOptions(process.argv.slice(2));
await benchOnEngines(options, (engine, sizes) => benchEngine(engine, sizes, options));
process.exit(0);
