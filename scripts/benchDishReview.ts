// The dish review page's data (spec 2, section 2.7; issue 13) on PostgreSQL, end to end through POST /graphql: a menu of
// 5,000 dishes in 60 titles (12 sections of 4 sub-sections) whose newest run changed about 370 dishes after the approved
// one, among 100 other menus of 1,000 dishes each (their own runs and item changes). The query is the one the page sends:
// the title tree, what changed since approval, and a page of dishes with reviewStatus and changeSinceApproval; at the
// review's page size (40) and at the largest (5,000), plus review by difference (changedOnly) and a filter. Printed next
// to two baselines from the same run: menu(id) through the same endpoint, and a bare SELECT of the same 40 dishes. Then
// where the page of 5,000's time goes: its SQL alone, the GraphQL execution in process, the JSON (dishPageBreakdown.ts).
// Not a test: it prints its figures.
//
//   npx tsx scripts/benchDishReview.ts                    200 timed requests per query after 10 warm-up
//   npx tsx scripts/benchDishReview.ts --iterations=50
//   npx tsx scripts/benchDishReview.ts --keep             keep the database bench_dish_review_<timestamp>
//
// The PostgreSQL server is BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { syncRoles } from '../server/db/syncRoles';
import { DISH_ROW_SELECT_OF_D } from '../server/menus/menuItemRows';
import { seconds } from './benchData';
import { createBenchDatabase, optionValue, percentile, startGraphqlEndpoint } from './benchSupport';
import { changedRun, scrapedMenu } from './dishReviewBenchData';
import { dishPageBreakdown } from './dishPageBreakdown';

/** The page's budget at its own page size (40). */
const TARGET_P95_MS = 80;
const REVIEWED_DISHES = 5000;
const OTHER_MENUS = 100;
const OTHER_MENU_DISHES = 1000;

const value = (name: string) => optionValue(process.argv, name);
const options = { iterations: Number(value('iterations') ?? 200), warmup: Number(value('warmup') ?? 10), keep: process.argv.includes('--keep') };

// ---------------------------------------------------------------------------------------------------------------------
// The queries.

const PRIMARY_KEY = 'query($id: ID!) { menu(id: $id) { databaseId url } }';
const REVIEW_PAGE = `query($id: ID!, $pageSize: Int, $changedOnly: Boolean, $filters: DishFilters) { menu(id: $id) {
  databaseId status
  menuTitles { id databaseId parentId title dishCount childDishCount isEverywhereAvailable isPlaceholder changeStatus }
  reviewDifference { hasBaseline approvedJobId created updated updatedSignificantly deleted restored changedDishCount dishCount }
  dishes(page: 1, pageSize: $pageSize, changedOnly: $changedOnly, filters: $filters) { total changedTotal dishes {
    id databaseId menuTitleId name description ingredients price calories diets addons miscInfo allergens nutritions isCorrupt menuTitlePath
    changeStatus reviewStatus changeSinceApproval { changeStatus label fields { field previous current } } } } } }`;

async function measure(run: () => Promise<unknown>): Promise<{ p50: number; p95: number; last: unknown }> {
  let last: unknown = null;
  for (let i = 0; i < options.warmup; i += 1) last = await run();
  const times: number[] = [];
  for (let i = 0; i < options.iterations; i += 1) {
    const at = performance.now();
    last = await run();
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), last };
}

async function main() {
  const { name, url, host, drop } = await createBenchDatabase({ prefix: 'bench_dish_review' });
  console.log(`\n== Dish review page data, PostgreSQL server (database ${name} on ${host})`);
  const db = await openDatabase({ databaseUrl: url });
  const started = performance.now();
  let failures = 0;
  try {
    await migrate(db);
    await syncRoles(db);
    const [{ id: userId }] = await db.query<{ id: number }>("INSERT INTO users (name, email, role_id) SELECT 'Bench reviewer', 'bench@example.com', id FROM roles WHERE name = 'admin' RETURNING id");
    const [{ id: brandId }] = await db.query<{ id: number }>("INSERT INTO brands (name) VALUES ('Bench bistro') RETURNING id");
    const loadStarted = performance.now();
    const { menuId } = await scrapedMenu(db, brandId, REVIEWED_DISHES);
    await changedRun(db, menuId);
    for (let i = 0; i < OTHER_MENUS; i += 1) await scrapedMenu(db, brandId, OTHER_MENU_DISHES);
    await db.query('VACUUM ANALYZE');
    const [counts] = await db.query<{ dishes: number; changes: number }>('SELECT (SELECT count(*)::int FROM dishes) AS dishes, (SELECT count(*)::int FROM scraping_job_item_changes) AS changes');
    console.log(`  loaded ${counts.dishes.toLocaleString('en-GB')} dishes, ${counts.changes.toLocaleString('en-GB')} item changes in ${seconds(performance.now() - loadStarted)}`);

    const endpoint = await startGraphqlEndpoint(db, { userId });
    try {
      const { config, token } = endpoint;
      const post = async (query: string, variables: Record<string, unknown>) => {
        const answer = await endpoint.post(query, variables);
        if (answer.errors) throw new Error(JSON.stringify(answer.errors));
        return answer;
      };
      const id = String(menuId);
      const bareSelect = await measure(() =>
        db.query(`SELECT ${DISH_ROW_SELECT_OF_D} FROM dishes d WHERE d.menu_id = $1 AND NOT d.is_deleted ORDER BY d.position, d.id LIMIT 40`, [menuId]),
      );
      const primaryKey = await measure(() => post(PRIMARY_KEY, { id }));
      const cases: { label: string; variables: Record<string, unknown>; budget: number | null }[] = [
        { label: 'review page: titles, difference, dishes page 1 of 40', variables: { pageSize: 40 }, budget: TARGET_P95_MS },
        { label: 'review by difference: changedOnly, page 1 of 40', variables: { pageSize: 40, changedOnly: true }, budget: TARGET_P95_MS },
        { label: 'filter name "dish 12" + diets "vegan", page of 40', variables: { pageSize: 40, filters: { name: 'dish 12', diets: 'vegan' } }, budget: TARGET_P95_MS },
        { label: 'review page: every dish (pageSize 5000)', variables: { pageSize: 5000 }, budget: null },
      ];
      const rows = [];
      for (const item of cases) {
        const result = await measure(() => post(REVIEW_PAGE, { id, ...item.variables }));
        const page = (result.last as { data: { menu: { dishes: { total: number; changedTotal: number; dishes: { changeSinceApproval: unknown }[] } } } }).data.menu.dishes;
        rows.push({ ...item, ...result, listed: page.dishes.length, total: page.total, changed: page.dishes.filter((dish) => dish.changeSinceApproval).length, changedTotal: page.changedTotal });
      }
      const ms = (value: number) => value.toFixed(1).padStart(6);
      console.log(`\n  ${options.iterations} timed requests each after ${options.warmup} warm-up; budget p95 <= ${TARGET_P95_MS} ms at the page size of 40`);
      console.log(`  baselines (same run): menu(id) through the endpoint p50 ${primaryKey.p50.toFixed(2)} ms, p95 ${primaryKey.p95.toFixed(2)} ms; bare SELECT of the same 40 dishes p50 ${bareSelect.p50.toFixed(2)} ms, p95 ${bareSelect.p95.toFixed(2)} ms\n`);
      console.log('  | query | dishes listed / total | changed listed / changedTotal | p50 ms | p95 ms | p95 / menu(id) | result |');
      console.log('  | --- | ---: | ---: | ---: | ---: | ---: | --- |');
      for (const row of rows) {
        const pass = row.budget === null || row.p95 <= row.budget;
        if (!pass) failures += 1;
        console.log(
          `  | ${row.label} | ${row.listed} / ${row.total} | ${row.changed} / ${row.changedTotal} | ${ms(row.p50)} | ${ms(row.p95)} | ${(row.p95 / primaryKey.p95).toFixed(1).padStart(5)} | ${row.budget === null ? 'figure' : pass ? 'PASS' : 'FAIL'} |`,
        );
      }
      // Where the largest page's time goes (dishPageBreakdown.ts).
      const largest = rows.at(-1)!;
      const breakdown = await dishPageBreakdown({ db, config, token, menuId, query: REVIEW_PAGE, pageSize: 5000, iterations: Math.max(5, Math.round(options.iterations / 10)) });
      console.log(`\n  where the time of the page of 5,000 goes (${(breakdown.bytes / 1024).toFixed(0)} KB of JSON; ${Math.max(5, Math.round(options.iterations / 10))} timed runs each, in this process):`);
      console.log('  | part | p50 ms | p95 ms |');
      console.log('  | --- | ---: | ---: |');
      for (const part of breakdown.parts) console.log(`  | ${part.label} | ${ms(part.p50)} | ${ms(part.p95)} |`);
      console.log(`  | the whole request through POST /graphql (above) | ${ms(largest.p50)} | ${ms(largest.p95)} |`);
    } finally {
      await endpoint.close();
    }
  } finally {
    await db.close();
    if (options.keep) console.log(`  kept the database ${name} (--keep)`);
    else await drop?.();
  }
  console.log(`\nbench finished in ${seconds(performance.now() - started)}${failures ? `; ${failures} over budget` : ''}`);
}

await main();
process.exit(0);
