// The clusters list (spec 3, section 2: /menu-scraping-templates/clusters) at 5,000 clusters over 1,000,000 menus on
// PostgreSQL (issue 26: p95 <= 30 ms for each filter and sort), end to end through POST /graphql (menuScrapingClusters
// with the list's columns and its total), next to a primary-key lookup through the same endpoint in the same run.
// The data set is the bench's (scripts/benchData.ts) with 1,000,000 menus: clusters with templates, assignees, rerun
// steps and fingerprint flags spread, half the HTML menus attached (the trigger of migration 019 keeps the counts).
// Not a test: it prints its figures.
//
//   npx tsx scripts/benchClusters.ts                     PostgreSQL at full size (1,000,000 menus, 5,000 clusters)
//   npx tsx scripts/benchClusters.ts --scale=0.1         a fraction of the full size
//   npx tsx scripts/benchClusters.ts --iterations=100    timed requests per case (after the warm-up)
//   npx tsx scripts/benchClusters.ts --keep              keep the PostgreSQL database bench_<timestamp>
//   npx tsx scripts/benchClusters.ts --database=NAME     measure on a database kept before
//
// The PostgreSQL server is BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
import { migrate } from '../server/db/migrate';
import { syncRoles } from '../server/db/syncRoles';
import { FULL_SIZE, load, seconds, type Sizes } from './benchData';
import { closeEngine, measureQuery, openEngine, parseEngineOptions, type EngineOptions, startGraphqlEndpoint } from './benchSupport';

const TARGET_P95_MS = 30;
const FULL_MENUS = 1_000_000;
const FULL_CLUSTERS = 5_000;

const PRIMARY_KEY = 'query($id: ID!) { menu(id: $id) { databaseId url } }';
const LIST = `query($filters: MenuScrapingClusterFilters, $page: Int, $pageSize: Int, $criterion: MenuScrapingClusterSortingCriterion, $order: SortingOrder) {
  page: menuScrapingClusters(filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $criterion, sortingOrder: $order) {
    total items { id databaseId menuCount approvedMenuCount menuScrapingTemplate { id name status } assignedTo { name } rerunStepType
      hasUpdatedFingerprints createdDate modifiedDate modifiedBy { name } } } }`;

interface Case {
  label: string;
  variables: Record<string, unknown>;
}

function cases(assigneeId: number): Case[] {
  const list: Case[] = [{ label: 'no filter, by id', variables: {} }];
  const filters: [string, Record<string, unknown>][] = [
    ['has template', { hasTemplate: true }],
    ['no template', { hasTemplate: false }],
    ['template status CONFIRMED', { hasTemplate: true, templateStatus: 'CONFIRMED' }],
    ['assigned', { isAssigned: true }],
    ['not assigned', { isAssigned: false }],
    [`assigned to user ${assigneeId}`, { assignedToId: String(assigneeId) }],
    ...['NONE', 'PREPARATION', 'TEMPLATE_VALIDATION', 'SCRAPING', 'CLEANUP', 'DONE'].map((step): [string, Record<string, unknown>] => [`rerun step ${step}`, { rerunStepType: step }]),
    ['has updated fingerprints', { hasUpdatedFingerprints: true }],
    ['no updated fingerprints', { hasUpdatedFingerprints: false }],
  ];
  for (const [label, value] of filters) list.push({ label: `filter: ${label}`, variables: { filters: value } });
  for (const criterion of ['ID', 'MENU_COUNT', 'APPROVED_MENU_COUNT', 'TEMPLATE_NAME', 'TEMPLATE_STATUS']) {
    for (const order of ['asc', 'desc']) list.push({ label: `sort: ${criterion} ${order}`, variables: { criterion, order } });
  }
  list.push({ label: 'sort: MENU_COUNT desc, has template, page 40', variables: { filters: { hasTemplate: true }, criterion: 'MENU_COUNT', order: 'desc', page: 40 } });
  list.push({ label: 'sort: TEMPLATE_NAME asc, assigned, not fingerprints, page 20', variables: { filters: { isAssigned: true, hasUpdatedFingerprints: false }, criterion: 'TEMPLATE_NAME', order: 'asc', page: 20 } });
  return list;
}

async function bench(scale: number, options: EngineOptions): Promise<number> {
  const sizes: Sizes = {
    brands: Math.round(FULL_SIZE.brands * scale),
    locations: Math.round(FULL_SIZE.locations * scale),
    menus: Math.round(FULL_MENUS * scale),
    clusters: Math.max(1, Math.round(FULL_CLUSTERS * scale)),
  };
  console.log(`\n== PostgreSQL server: ${sizes.clusters!.toLocaleString('en-GB')} clusters over ${sizes.menus.toLocaleString('en-GB')} menus`);
  const opened = await openEngine('postgres', { database: options.database });
  const { db } = opened;
  let failures = 0;
  try {
    await migrate(db);
    await syncRoles(db);
    if (!options.database) await load(db, sizes);
    const [{ assignee }] = await db.query<{ assignee: number }>(
      'SELECT assigned_to_id AS assignee FROM menu_scraping_clusters WHERE assigned_to_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1',
    );
    const [counts] = await db.query<{ drift: number }>(
      `SELECT count(*)::int AS drift FROM menu_scraping_clusters c
        WHERE c.menu_count <> (SELECT count(*) FROM menus m WHERE m.menu_scraping_cluster_id = c.id AND NOT m.is_deleted)`,
    );
    console.log(`  clusters whose kept menu count differs from their menus: ${counts.drift}`);
    const endpoint = await startGraphqlEndpoint(db);
    try {
      const { post } = endpoint;
      const primaryKey = await measureQuery(post, PRIMARY_KEY, { id: String(Math.ceil(sizes.menus / 2)) }, options);
      const rows: { label: string; p50: number; p95: number; total: number }[] = [];
      for (const item of cases(assignee)) {
        const result = await measureQuery(post, LIST, { page: 1, pageSize: 10, ...item.variables }, options);
        const total = (result.last?.data?.page as { total: number } | undefined)?.total ?? 0;
        rows.push({ label: item.label, p50: result.p50, p95: result.p95, total });
      }
      const primaryKeyAgain = await measureQuery(post, PRIMARY_KEY, { id: String(Math.ceil(sizes.menus / 3)) }, options);
      const reference = Math.max(primaryKey.p95, primaryKeyAgain.p95);
      const ms = (value: number) => value.toFixed(1).padStart(6);
      console.log(`\n  ${options.iterations} timed requests each after ${options.warmup} warm-up, page size 10; target p95 <= ${TARGET_P95_MS} ms`);
      console.log(`  baseline, primary key (menu(id)): p50 ${primaryKey.p50.toFixed(2)} ms, p95 ${primaryKey.p95.toFixed(2)} ms; at the end p50 ${primaryKeyAgain.p50.toFixed(2)} ms, p95 ${primaryKeyAgain.p95.toFixed(2)} ms\n`);
      console.log('  | case | total | p50 ms | p95 ms | p95 / pk | result |');
      console.log('  | --- | ---: | ---: | ---: | ---: | --- |');
      for (const row of rows) {
        const pass = row.p95 <= TARGET_P95_MS;
        if (!pass) failures += 1;
        console.log(`  | ${row.label} | ${row.total.toLocaleString('en-GB')} | ${ms(row.p50)} | ${ms(row.p95)} | ${(row.p95 / reference).toFixed(1).padStart(6)} | ${pass ? 'PASS' : 'FAIL'} |`);
      }
    } finally {
      await endpoint.close();
    }
  } finally {
    await closeEngine(opened, options.keep);
  }
  return failures;
}

const options = parseEngineOptions(process.argv.slice(2));
const started = performance.now();
const failures = await bench(options.scale, options);
console.log(`\nbench:clusters finished in ${seconds(performance.now() - started)}${failures ? `: ${failures} case(s) above ${TARGET_P95_MS} ms` : ''}`);
process.exit(0);
