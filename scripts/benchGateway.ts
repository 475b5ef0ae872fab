// The brand gateway task of a brand with 500 locations, end to end through POST /graphql (issue 9, "Speed"): opening the
// page (the task, its brand and the first page of locations, as the SPA asks) and saving 50 changed locations, each
// next to a primary-key lookup through the same endpoint in the same run. Not a test: it prints its figures.
//
//   npx tsx scripts/benchGateway.ts                     PGlite in memory (the bench's data set at a tenth of full size)
//   DATABASE_URL=postgres://… npx tsx scripts/benchGateway.ts   a fresh database bench_gateway_<timestamp> on that server
//                                                        (full size), dropped at the end
//   … -- --scale=0.2 --iterations=100 --warmup=5
import { performance } from 'node:perf_hooks';
import { openDatabase, type Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { syncRoles } from '../server/db/syncRoles';
import { load, seconds, sized } from './benchData';
import { closeEngine, createBenchDatabase, optionValue, percentile, startGraphqlEndpoint, type Answer } from './benchSupport';

const LOCATIONS = 500;
const CHANGED = 50;
const GOALS = { open: 100, save: 150 };

const value = (name: string) => optionValue(process.argv, name);
const serverUrl = process.env.DATABASE_URL || null;
const scale = Number(value('scale') ?? (serverUrl ? 1 : 0.1));
const iterations = Number(value('iterations') ?? 60);
const warmup = Number(value('warmup') ?? 5);

/** The task page as the SPA opens it: the frame's and the editor's task fields, the brand, the first locations page. */
const OPEN_QUERY = `query($id: ID!, $brandId: ID!, $pageSize: Int!) {
  task: brandGatewayTask(id: $id) {
    id databaseId status isAssigned assignedTo { id name } isAssignable isAwaiting awaitingReason awaitingReasonComment
    isDone modifiedDate reopenedDate reopenReason currentViewType
    views { type status resolvedBy { name } resolvedDate changedBrandFields changedLocationIds modifiedBrandFields modifiedLocationIds }
    relatedTasks { id databaseId type status isAutoResolved }
    brand {
      id databaseId name website isHasNoWebsiteConfirmed rank messinessScore status exclusionReason exclusionReasonComment
      hasOnlyUnsupportedBusinessTypes modifiedDate locationCount
      masterBrand { databaseId name brandGatewayTaskId }
    }
  }
  brand(id: $brandId) {
    locations(page: 1, pageSize: $pageSize) {
      total
      locations {
        databaseId position name website phone status menuStatus exclusionReason exclusionReasonComment googleMatchRank formattedAddress
        originalBrand { databaseId name brandGatewayTaskId }
        duplicateOf { databaseId name }
        fsaLocation { name businessType formattedAddress postCode rating }
        googleLocation { name website phone }
      }
    }
  }
}`;

const SAVE_MUTATION = `mutation($id: ID!, $expectedModifiedDate: DateTime, $brandData: BrandGatewayBrandInput, $locationsData: [BrandGatewayLocationInput!]) {
  task: saveBrandGatewayTask(id: $id, expectedModifiedDate: $expectedModifiedDate, brandData: $brandData, locationsData: $locationsData) {
    databaseId modifiedDate brand { modifiedDate }
  }
}`;

const PRIMARY_KEY_QUERY = 'query($id: ID!) { task: brandGatewayTask(id: $id) { databaseId } }';

async function timed(run: (iteration: number) => Promise<Answer>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < warmup; i += 1) {
    const answer = await run(i);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  }
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const at = performance.now();
    const answer = await run(warmup + i);
    times.push(performance.now() - at);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** A master brand with 500 locations (food authority data on each) and its gateway task, started by the bench admin. */
async function addGatewayBrand(db: Database): Promise<{ brandId: number; taskId: number; locationIds: number[] }> {
  const [{ id: brandId }] = await db.query<{ id: number }>(
    "INSERT INTO brands (name, website, rank, status) VALUES ('Bench Gateway Chain', 'https://www.bench-gateway-chain.co.uk', 'MASTER', 'INCLUDED') RETURNING id",
  );
  const locations = await db.query<{ id: number }>(
    `INSERT INTO locations (brand_id, original_brand_id, position, name, status, fsa_id, fsa_location, formatted_address, google_match_rank)
     SELECT $1, $1, g, 'Bench Gateway Chain ' || g, 'NEW', 'BENCH-FSA-' || g,
       jsonb_build_object('name', 'Bench Gateway Chain ' || g, 'businessType', 'Restaurant/Cafe/Canteen', 'postCode', 'LS' || (g % 30) || ' 1AA',
         'formattedAddress', g || ' High Street, Leeds', 'rating', 5),
       g || ' High Street, Leeds', 'LOW'
       FROM generate_series(1, ${LOCATIONS}) g RETURNING id`,
    [brandId],
  );
  const [{ id: taskId }] = await db.query<{ id: number }>(
    "INSERT INTO tasks (type, brand_id, status, assigned_to_id, current_view_type) VALUES ('BRAND_GATEWAY', $1, 'STARTED', 1, 'DEFINE') RETURNING id",
    [brandId],
  );
  await db.query("INSERT INTO task_views (task_id, type) SELECT $1, unnest(ARRAY['DEFINE','QC','QQA'])", [taskId]);
  await db.query('ANALYZE locations');
  return { brandId, taskId, locationIds: locations.map((row) => row.id).sort((a, b) => a - b) };
}

async function openEngine(): Promise<{ db: Database; label: string; drop: () => Promise<void> }> {
  if (!serverUrl) {
    const db = await openDatabase({});
    return { db, label: 'PGlite (in memory)', drop: () => db.close() };
  }
  // DATABASE_URL only (not BENCH_DATABASE_URL): without it this bench runs on PGlite.
  const target = await createBenchDatabase({ serverUrl, prefix: 'bench_gateway' });
  const db = await openDatabase({ databaseUrl: target.url });
  return { db, label: `PostgreSQL server, database ${target.name} on ${target.host}`, drop: () => closeEngine({ db, drop: target.drop }) };
}

async function main(): Promise<void> {
  const started = performance.now();
  const sizes = sized(scale);
  const engine = await openEngine();
  console.log(`== ${engine.label}: ${sizes.brands.toLocaleString('en-GB')} brands, then one with ${LOCATIONS} locations`);
  try {
    await migrate(engine.db);
    await syncRoles(engine.db);
    await load(engine.db, sizes);
    const gateway = await addGatewayBrand(engine.db);
    const endpoint = await startGraphqlEndpoint(engine.db);
    try {
      const { post } = endpoint;
      const rows: { label: string; p50: number; p95: number; goal: number | null }[] = [];
      const primaryKey = await timed(() => post(PRIMARY_KEY_QUERY, { id: String(gateway.taskId) }));
      rows.push({ label: 'primary key: brandGatewayTask(id) { databaseId }', ...primaryKey, goal: null });
      for (const pageSize of [10, 50]) {
        const open = await timed(() => post(OPEN_QUERY, { id: String(gateway.taskId), brandId: String(gateway.brandId), pageSize }));
        rows.push({ label: `open the task page: task + brand + first ${pageSize} of ${LOCATIONS} locations`, ...open, goal: GOALS.open });
      }
      // Each save changes the same 50 locations (alternately included and excluded), carrying the versions it last read.
      let versions = { task: null as string | null, brand: null as string | null };
      const save = await timed(async (iteration) => {
        const status = iteration % 2 === 0 ? 'EXCLUDED' : 'INCLUDED';
        const answer = await post(SAVE_MUTATION, {
          id: String(gateway.taskId),
          expectedModifiedDate: versions.task,
          brandData: versions.brand ? { expectedModifiedDate: versions.brand } : null,
          locationsData: gateway.locationIds.slice(0, CHANGED).map((id) => ({ id, status, ...(status === 'EXCLUDED' ? { exclusionReason: 'GROCERY' } : {}) })),
        });
        const task = answer.data?.task as { modifiedDate: string; brand: { modifiedDate: string } } | undefined;
        if (task) versions = { task: task.modifiedDate, brand: task.brand.modifiedDate };
        return answer;
      });
      rows.push({ label: `save ${CHANGED} changed locations (one history event each)`, ...save, goal: GOALS.save });
      const primaryKeyAgain = await timed(() => post(PRIMARY_KEY_QUERY, { id: String(gateway.taskId) }));
      rows.push({ label: 'primary key again, at the end', ...primaryKeyAgain, goal: null });

      console.log(`\n  ${iterations} timed requests each after ${warmup} warm-up\n`);
      console.log('  | request | p50 ms | p95 ms | p95 / pk | goal p95 | result |');
      console.log('  | --- | ---: | ---: | ---: | ---: | --- |');
      const reference = Math.max(primaryKey.p95, primaryKeyAgain.p95);
      for (const row of rows) {
        const result = row.goal === null ? '' : row.p95 <= row.goal ? 'PASS' : 'FAIL';
        console.log(`  | ${row.label} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${(row.p95 / reference).toFixed(1)} | ${row.goal ?? ''} | ${result} |`);
      }
    } finally {
      await endpoint.close();
    }
  } finally {
    await engine.drop();
  }
  console.log(`\nbenchGateway finished in ${seconds(performance.now() - started)}`);
}

await main();
process.exit(0);
