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
// The data set.

interface Sizes {
  brands: number;
  locations: number;
  menus: number;
}

const FULL_SIZE: Sizes = { brands: 100_000, locations: 300_000, menus: 200_000 };

function sized(scale: number): Sizes {
  return {
    brands: Math.round(FULL_SIZE.brands * scale),
    locations: Math.round(FULL_SIZE.locations * scale),
    menus: Math.round(FULL_SIZE.menus * scale),
  };
}

const USERS = 50;

/** A deterministic pseudo-random integer in [0, mod) from a row number and a salt (hashint8 is a stable built-in). */
const rnd = (expr: string, salt: number, mod: number) => `((hashint8((${expr})::bigint * 128 + ${salt})::bigint + 2147483648) % ${mod})`;
const pick = (expr: string, salt: number, words: string[]) => `(ARRAY[${words.map((word) => `'${word.replace(/'/g, "''")}'`).join(',')}])[1 + ${rnd(expr, salt, words.length)}]`;
const ago = (expr: string, salt: number, days: number) => `(timestamptz '2026-01-01 00:00:00+00' - ${rnd(expr, salt, days * 86_400)} * interval '1 second')`;

const PEOPLE = [
  'Mario', 'Luigi', 'Franco', 'Rosa', 'Giovanni', 'Ali', 'Hassan', 'Wong', 'Chen', 'Patel', 'Singh', 'Kumar', 'Jones', 'Smith',
  'Taylor', 'Brown', 'Wilson', 'Evans', 'Murphy', 'Kelly', 'Garcia', 'Lopez', 'Kim', 'Park', 'Tanaka', 'Nguyen', 'Tran', 'Rossi',
  'Romano', 'Costa', 'Silva', 'Santos', 'Khan', 'Ahmed', 'Yilmaz', 'Demir', 'Papadopoulos', 'Dimitri', 'Olga', 'Ivan', 'Sofia',
  'Maria', 'Joe', 'Sam', 'Charlie', 'Frankie', 'Nando', 'Bella', 'Zorba', 'Ming', 'Raj', 'Anita', 'Pedro', 'Carlos', 'Dino',
  'Toni', 'Marco', 'Paolo', 'Hiro', 'Yuki',
];
const ADJECTIVES = [
  'Golden', 'Royal', 'Little', 'Big', 'Old', 'New', 'Happy', 'Lucky', 'Red', 'Green', 'Blue', 'Silver', 'Grand', 'Jolly',
  'Hungry', 'Crispy', 'Spicy', 'Sunny', 'Urban', 'Rustic', 'Fresh', 'Wild', 'Tasty', 'Humble', 'Famous', 'Original', 'Great',
  'Best', 'Corner', 'Village', 'Country', 'Garden', 'Ocean', 'Mountain', 'River', 'Imperial', 'Oriental', 'Bombay', 'Tokyo',
  'Napoli', 'Roma', 'Athens', 'Istanbul', 'Bangkok', 'Seoul', 'Havana', 'Mexican', 'Texas', 'Cajun', 'Smoky',
];
const NOUNS = [
  'Pizza', 'Pizzeria', 'Kebab', 'Grill', 'Burger', 'Burgers', 'Kitchen', 'Cafe', 'Bistro', 'Diner', 'Noodle Bar', 'Sushi',
  'Curry House', 'Tandoori', 'Chippy', 'Fish Bar', 'Bakery', 'Deli', 'Tavern', 'Inn', 'Pub', 'Steakhouse', 'Taqueria',
  'Cantina', 'Wok', 'Dragon', 'Palace', 'Express', 'Shack', 'Brasserie', 'Trattoria', 'Osteria', 'Canteen', 'Eatery',
  'Smokehouse', 'BBQ', 'Chicken', 'Fried Chicken', 'Dumpling House', 'Ramen', 'Pho', 'Tapas', 'Mezze', 'Falafel', 'Shawarma',
  'Gelato', 'Creamery', 'Coffee House', 'Tea Room', 'Juice Bar', 'Bar & Grill', 'Crepes', 'Bagels', 'Noodles', 'Thai',
];
const TOWNS = [
  'London', 'Leeds', 'Bristol', 'Camden', 'Soho', 'Brixton', 'Hackney', 'Islington', 'Manchester', 'Liverpool', 'Glasgow',
  'Edinburgh', 'Cardiff', 'Bath', 'York', 'Oxford', 'Cambridge', 'Brighton', 'Norwich', 'Leicester', 'Nottingham', 'Sheffield',
  'Croydon', 'Ealing', 'Putney', 'Clapham', 'Greenwich', 'Peckham', 'Shoreditch', 'Wimbledon',
];

/** Set-based statements that fill an empty, migrated database (ids are the series numbers). */
function loadStatements(sizes: Sizes): { label: string; sql: string }[] {
  const { brands: B, locations: L, menus: M } = sizes;
  const brandOfMenu = `(CASE WHEN g <= ${B} THEN g ELSE 1 + (g - ${B} - 1) % ${B} END)`;
  // A menu's stage in the pipeline decides its status and both of its tasks, so the data stays coherent.
  const stage = (id: string) => rnd(id, 20, 100);
  const name = `CASE
      WHEN ${rnd('g', 2, 100)} < 30 THEN ${pick('g', 3, PEOPLE)} || '''s ' || ${pick('g', 4, NOUNS)}
      WHEN ${rnd('g', 2, 100)} < 60 THEN ${pick('g', 5, ADJECTIVES)} || ' ' || ${pick('g', 4, NOUNS)}
      WHEN ${rnd('g', 2, 100)} < 75 THEN 'The ' || ${pick('g', 5, ADJECTIVES)} || ' ' || ${pick('g', 4, NOUNS)}
      WHEN ${rnd('g', 2, 100)} < 90 THEN ${pick('g', 5, ADJECTIVES)} || ' ' || ${pick('g', 4, NOUNS)} || ' ' || ${pick('g', 6, TOWNS)}
      ELSE ${pick('g', 3, PEOPLE)} || ' ' || ${pick('g', 4, NOUNS)} || ' ' || (2 + ${rnd('g', 7, 20)})::text
    END`;
  const slug = (column: string) => `trim(both '-' from regexp_replace(lower(${column}), '[^a-z0-9]+', '-', 'g'))`;
  const user = (expr: string, salt: number) => `(2 + ${rnd(expr, salt, USERS - 1)})::int`;

  const brandTasks = (type: string, salt: number) => {
    const s = rnd('b.id', salt, 100);
    const status = `CASE WHEN ${s} < 30 THEN 'NOT_STARTED' WHEN ${s} < 35 THEN 'REOPENED' WHEN ${s} < 45 THEN 'STARTED' ELSE 'RESOLVED' END`;
    const open = `${s} < 35`;
    const v = rnd('b.id', salt + 1, 100);
    return `INSERT INTO tasks (type, brand_id, status, assigned_to_id, is_awaiting, awaiting_reason, current_view_type, is_rerun_flow,
        resolved_type, resolved_date, resolved_by_id, reopen_reason, reopened_date, reopened_by_id, modified_by_id, created_date, modified_date)
      SELECT '${type}', b.id, ${status},
        CASE WHEN ${s} BETWEEN 35 AND 44 OR (${open} AND ${rnd('b.id', salt + 2, 100)} < 10) THEN ${user('b.id', salt + 3)} END,
        ${s} < 45 AND ${rnd('b.id', salt + 4, 100)} < 4,
        CASE WHEN ${s} < 45 AND ${rnd('b.id', salt + 4, 100)} < 4 THEN (CASE WHEN ${rnd('b.id', salt + 5, 2)} = 0 THEN 'MESSY_BRAND' ELSE 'NEED_ASSISTANCE' END) END,
        CASE WHEN ${s} >= 45 OR ${v} >= 85 THEN 'QQA' WHEN ${v} >= 60 THEN 'QC' ELSE 'DEFINE' END,
        ${type === 'MENU_DEFINITION' ? `${rnd('b.id', salt + 6, 100)} < 5` : 'false'},
        CASE WHEN ${s} >= 45 THEN 'MANUAL' END,
        CASE WHEN ${s} >= 45 THEN ${ago('b.id', salt + 7, 365)} END,
        CASE WHEN ${s} >= 45 THEN ${user('b.id', salt + 8)} END,
        CASE WHEN ${s} BETWEEN 30 AND 34 THEN ${pick('b.id', salt + 9, ['LOCATIONS_CHANGED', 'MANUAL_CHANGE', 'SYSTEM_CHANGE', 'LOCATIONS_MOVED_FROM_ANOTHER_BRAND'])} END,
        CASE WHEN ${s} BETWEEN 30 AND 34 THEN ${ago('b.id', salt + 10, 200)} END,
        CASE WHEN ${s} BETWEEN 30 AND 34 THEN ${user('b.id', salt + 11)} END,
        ${user('b.id', salt + 12)},
        ${ago('b.id', salt + 13, 730)},
        ${ago('b.id', salt + 14, 365)}
      FROM brands b ORDER BY b.id`;
  };

  return [
    {
      label: 'users',
      sql: `INSERT INTO users (id, name, email, role_id)
        SELECT g, CASE WHEN g = 1 THEN 'Bench Admin' ELSE ${pick('g', 90, PEOPLE)} || ' ' || ${pick('g', 91, TOWNS)} END,
          'bench' || g || '@example.com',
          (SELECT id FROM roles WHERE name = CASE WHEN g = 1 THEN 'admin' ELSE ${pick('g', 92, ['definer', 'qualityChecker', 'juniorScraper', 'middleScraper', 'seniorScraper', 'reviewer', 'teamLeader'])} END)
        FROM generate_series(1, ${USERS}) g`,
    },
    {
      label: `${B} brands`,
      sql: `INSERT INTO brands (id, name, website, rank, messiness_score, status, exclusion_reason, master_brand_id, business_status,
          has_only_unsupported_business_types, created_date, modified_date)
        SELECT g, name, 'https://www.' || ${slug('name')} || '.co.uk',
          CASE WHEN r < 70 THEN 'MASTER' WHEN r < 90 AND g > 1 THEN 'SLAVE' END,
          ${rnd('g', 11, 11)},
          CASE WHEN s < 30 THEN 'NEW' WHEN s < 85 THEN 'INCLUDED' ELSE 'EXCLUDED' END,
          CASE WHEN s >= 85 THEN ${pick('g', 12, ['NOT_A_RESTAURANT', 'DUPLICATE', 'CLOSED', 'OUT_OF_AREA'])} END,
          CASE WHEN r >= 70 AND r < 90 AND g > 1 THEN greatest(1, g - 1 - ${rnd('g', 13, 1000)}) END,
          CASE WHEN ${rnd('g', 14, 100)} < 95 THEN 'OPERATIONAL' WHEN ${rnd('g', 14, 100)} < 98 THEN 'CLOSED_TEMPORARILY' ELSE 'CLOSED_PERMANENTLY' END,
          ${rnd('g', 15, 100)} < 2,
          ${ago('g', 16, 1000)}, ${ago('g', 17, 365)}
        FROM (SELECT g, ${name} AS name, ${rnd('g', 8, 100)} AS r, ${rnd('g', 9, 100)} AS s FROM generate_series(1, ${B}) g) n`,
    },
    {
      label: `${M} menus`,
      sql: `INSERT INTO menus (id, brand_id, url, format, status, scraping_type, scraping_issue_comment, scraped_by_id, scraped_date,
          is_awaiting_scraping, is_awaiting_probing, menu_scraping_cluster_id, dish_count, created_date, modified_date)
        SELECT g, b.id,
          'https://www.' || ${slug('b.name')} || '.co.uk/' || CASE WHEN g <= ${B} THEN 'menu' ELSE lower(${pick('g', 21, TOWNS)}) || '/menu-' || g END,
          f.format,
          CASE WHEN st < 15 THEN 'NEW' WHEN st < 20 THEN 'SCRAPE_SCHEDULED' WHEN st < 35 THEN 'SCRAPED' WHEN st < 40 THEN 'PARTIALLY_SCRAPED'
               WHEN st < 70 THEN 'APPROVED' WHEN st < 78 THEN 'AUTO_APPROVED' WHEN st < 83 THEN 'REJECTED_RESCRAPE' WHEN st < 85 THEN 'REJECTED_NEW'
               WHEN st < 88 THEN 'NOT_SCRAPEABLE' WHEN st < 90 THEN 'CURRENTLY_UNSCRAPEABLE' WHEN st < 93 THEN 'SCRAPING_RERUN_ERROR'
               WHEN st < 95 THEN 'SCRAPING_RERUN_SIGNIFICANT_CHANGES' WHEN st < 98 THEN 'CRAWLED' ELSE 'CRAWL_REJECTED' END,
          CASE WHEN st >= 20 THEN (CASE f.format WHEN 'PDF' THEN 'DOCUMENT_PDF' WHEN 'IMAGE' THEN 'DOCUMENT_IMAGE' WHEN 'DOCUMENT' THEN 'DOCUMENT_PDF'
               ELSE ${pick('g', 22, ['HTML_MANUAL', 'HTML_AUTOMATIC', 'HTML_TEMPLATE'])} END) END,
          CASE WHEN ${rnd('g', 23, 100)} < 5 THEN 'Prices are missing on the lunch menu' END,
          CASE WHEN st >= 20 THEN ${user('g', 24)} END,
          CASE WHEN st >= 20 OR (st >= 15 AND ${rnd('g', 25, 2)} = 0) THEN ${ago('g', 26, 730)} END,
          ${rnd('g', 27, 100)} < 4,
          ${rnd('g', 28, 100)} < 3,
          CASE WHEN ${rnd('g', 29, 100)} < 10 THEN 1 + ${rnd('g', 30, 500)} END,
          CASE WHEN st >= 20 THEN 10 + ${rnd('g', 31, 150)} ELSE 0 END,
          ${ago('g', 32, 1000)}, ${ago('g', 33, 365)}
        FROM (SELECT g, ${brandOfMenu} AS brand_id, ${stage('g')} AS st FROM generate_series(1, ${M}) g) s
        JOIN brands b ON b.id = s.brand_id
        CROSS JOIN LATERAL (SELECT CASE WHEN ${rnd('g', 21, 100)} < 60 THEN 'HTML' WHEN ${rnd('g', 21, 100)} < 80 THEN 'PDF'
          WHEN ${rnd('g', 21, 100)} < 90 THEN 'IMAGE' WHEN ${rnd('g', 21, 100)} < 95 THEN 'DOCUMENT' ELSE 'HTML_NOT_SCRAPEABLE' END AS format) f
        ORDER BY g`,
    },
    {
      label: `${L} locations`,
      // Every brand has a location; the rest go to brands skewed towards low ids (a few big chains, many single sites).
      // A brand's first location has its own menu when the data set has one for it; the others share the brand's menu.
      sql: `INSERT INTO locations (id, brand_id, original_brand_id, position, name, status, menu_status, google_match_rank, formatted_address,
          latitude, longitude, menu_id, created_date, modified_date)
        SELECT g, b.id, b.id, (g - 1) / ${B}, b.name || ' ' || ${pick('g', 40, TOWNS)},
          CASE WHEN ${rnd('g', 41, 100)} < 70 THEN 'INCLUDED' WHEN ${rnd('g', 41, 100)} < 90 THEN 'NEW' ELSE 'EXCLUDED' END,
          CASE WHEN g + ${B} <= ${M} AND g <= ${B} THEN 'OWN_MENU' WHEN ${rnd('g', 42, 100)} < 85 THEN 'SAME_AS_BRAND' ELSE 'NO_MENU' END,
          ${pick('g', 43, ['NO', 'LOW', 'MEDIUM', 'HIGH', 'HIGHEST', 'HIGHEST', 'MANUAL'])},
          (1 + ${rnd('g', 44, 300)}) || ' High Street, ' || ${pick('g', 40, TOWNS)},
          51.3 + ${rnd('g', 45, 100000)} / 200000.0, -0.5 + ${rnd('g', 46, 100000)} / 100000.0,
          CASE WHEN g + ${B} <= ${M} AND g <= ${B} THEN g + ${B} END,
          ${ago('g', 47, 1000)}, ${ago('g', 48, 365)}
        FROM (SELECT g, CASE WHEN g <= ${B} THEN g ELSE 1 + floor(${B} * power(${rnd('g', 49, 1_000_000)} / 1000000.0, 2))::int END AS brand_id
              FROM generate_series(1, ${L}) g) s
        JOIN brands b ON b.id = s.brand_id ORDER BY g`,
    },
    { label: 'brand menus', sql: `UPDATE brands SET menu_id = id WHERE id <= ${Math.min(B, M)}` },
    { label: `${B} brand gateway tasks`, sql: brandTasks('BRAND_GATEWAY', 50) },
    { label: `${B} brand definition tasks`, sql: brandTasks('BRAND_DEFINITION', 70) },
    { label: `${B} menu definition tasks`, sql: brandTasks('MENU_DEFINITION', 90) },
    {
      label: `${M} menu scraping tasks`,
      // NEW menus wait for their first scrape; rejected and failed reruns are reopened; everything else was done.
      sql: `INSERT INTO tasks (type, brand_id, menu_id, status, assigned_to_id, is_awaiting, awaiting_reason, verification, verified_date,
          verified_by_id, resolved_type, resolved_date, resolved_by_id, reopen_reason, reopened_date, is_rerun_flow, modified_by_id, created_date, modified_date)
        SELECT 'MENU_SCRAPING', m.brand_id, m.id, x.status,
          CASE WHEN x.status = 'STARTED' OR (x.status = 'REOPENED' AND st BETWEEN 78 AND 84 AND ${rnd('m.id', 60, 100)} < 60)
               OR (x.status <> 'RESOLVED' AND ${rnd('m.id', 60, 100)} < 10) THEN ${user('m.id', 61)} END,
          x.status <> 'RESOLVED' AND ${rnd('m.id', 62, 100)} < 3,
          CASE WHEN x.status <> 'RESOLVED' AND ${rnd('m.id', 62, 100)} < 3 THEN 'NEED_ASSISTANCE' END,
          x.verification,
          CASE WHEN x.verification <> 'NOT_VERIFIED' THEN ${ago('m.id', 63, 365)} END,
          CASE WHEN x.verification <> 'NOT_VERIFIED' THEN ${user('m.id', 64)} END,
          CASE WHEN x.status = 'RESOLVED' THEN 'MANUAL' END,
          CASE WHEN x.status = 'RESOLVED' THEN ${ago('m.id', 65, 365)} END,
          CASE WHEN x.status = 'RESOLVED' THEN ${user('m.id', 66)} END,
          CASE WHEN st BETWEEN 78 AND 84 THEN 'REJECT_DISH_REVIEW_TASK' WHEN st BETWEEN 90 AND 92 THEN 'MENU_SCRAPING_ERROR'
               WHEN st BETWEEN 93 AND 94 THEN 'MENU_SCRAPING_SIGNIFICANT_CHANGES' END,
          CASE WHEN x.status = 'REOPENED' THEN ${ago('m.id', 67, 100)} END,
          st BETWEEN 90 AND 94,
          ${user('m.id', 68)}, m.created_date, ${ago('m.id', 69, 365)}
        FROM (SELECT m.*, ${stage('m.id')} AS st FROM menus m) m
        CROSS JOIN LATERAL (SELECT
          CASE WHEN st < 15 THEN (CASE WHEN ${rnd('m.id', 70, 100)} < 85 THEN 'NOT_STARTED' ELSE 'STARTED' END)
               WHEN st BETWEEN 78 AND 84 OR st BETWEEN 90 AND 94 THEN 'REOPENED' ELSE 'RESOLVED' END AS status,
          CASE WHEN st >= 20 AND ${rnd('m.id', 71, 100)} < 60 THEN 'VERIFIED_IN_DEFAULT_MODE' WHEN st >= 20 AND ${rnd('m.id', 71, 100)} < 65
               THEN 'VERIFIED_IN_DEBUG_MODE' ELSE 'NOT_VERIFIED' END AS verification) x
        ORDER BY m.id`,
    },
    {
      label: 'dish review tasks (menus scraped once)',
      // A scrape opens the dish review (DESIGN.md section 4): scraped menus wait for review, approved and rejected ones
      // were reviewed, and menus never scraped have no dish review task yet.
      sql: `INSERT INTO tasks (type, brand_id, menu_id, status, assigned_to_id, is_awaiting, awaiting_reason, resolved_type, resolved_date,
          resolved_by_id, is_auto_resolved, reopen_reason, reopened_date, modified_by_id, created_date, modified_date)
        SELECT 'DISH_REVIEW', m.brand_id, m.id, x.status,
          CASE WHEN x.status = 'STARTED' OR (x.status <> 'RESOLVED' AND ${rnd('m.id', 80, 100)} < 10) THEN ${user('m.id', 81)} END,
          x.status <> 'RESOLVED' AND ${rnd('m.id', 82, 100)} < 3,
          CASE WHEN x.status <> 'RESOLVED' AND ${rnd('m.id', 82, 100)} < 3 THEN 'NEED_ASSISTANCE' END,
          CASE WHEN x.status = 'RESOLVED' THEN (CASE WHEN st BETWEEN 70 AND 77 THEN 'AUTOMATIC' ELSE 'MANUAL' END) END,
          CASE WHEN x.status = 'RESOLVED' THEN ${ago('m.id', 83, 365)} END,
          CASE WHEN x.status = 'RESOLVED' AND NOT st BETWEEN 70 AND 77 THEN ${user('m.id', 84)} END,
          x.status = 'RESOLVED' AND st BETWEEN 70 AND 77,
          CASE WHEN x.status = 'REOPENED' THEN 'MENU_SCRAPING' END,
          CASE WHEN x.status = 'REOPENED' THEN ${ago('m.id', 85, 100)} END,
          ${user('m.id', 86)}, m.created_date, ${ago('m.id', 87, 365)}
        FROM (SELECT m.*, ${stage('m.id')} AS st FROM menus m) m
        CROSS JOIN LATERAL (SELECT
          CASE WHEN st BETWEEN 20 AND 39 THEN (CASE WHEN ${rnd('m.id', 88, 100)} < 75 THEN 'NOT_STARTED' WHEN ${rnd('m.id', 88, 100)} < 80 THEN 'REOPENED' ELSE 'STARTED' END)
               ELSE 'RESOLVED' END AS status) x
        WHERE m.scraped_date IS NOT NULL
        ORDER BY m.id`,
    },
    {
      label: 'task views (3 per brand task)',
      sql: `INSERT INTO task_views (task_id, type, status, resolved_by_id, resolved_date)
        SELECT t.id, v.type,
          CASE WHEN t.status = 'RESOLVED' OR v.ord < array_position(ARRAY['DEFINE','QC','QQA'], t.current_view_type) THEN 'DONE'
               WHEN v.ord = array_position(ARRAY['DEFINE','QC','QQA'], t.current_view_type) AND ${rnd('t.id', 95, 100)} < 3 THEN 'NEEDS_REVIEW'
               ELSE 'NOT_DONE' END,
          CASE WHEN t.status = 'RESOLVED' OR v.ord < array_position(ARRAY['DEFINE','QC','QQA'], t.current_view_type) THEN ${user('t.id * 3 + v.ord', 96)} END,
          CASE WHEN t.status = 'RESOLVED' OR v.ord < array_position(ARRAY['DEFINE','QC','QQA'], t.current_view_type) THEN t.modified_date - (4 - v.ord) * interval '1 day' END
        FROM tasks t CROSS JOIN (VALUES ('DEFINE', 1), ('QC', 2), ('QQA', 3)) v(type, ord)
        WHERE t.type IN ('BRAND_GATEWAY', 'BRAND_DEFINITION', 'MENU_DEFINITION')
        ORDER BY t.id, v.ord`,
    },
    {
      label: 'sequences',
      sql: `SELECT setval('users_id_seq', (SELECT max(id) FROM users)), setval('brands_id_seq', (SELECT max(id) FROM brands)),
          setval('menus_id_seq', (SELECT max(id) FROM menus)), setval('locations_id_seq', (SELECT max(id) FROM locations))`,
    },
  ];
}

async function load(db: Database, sizes: Sizes): Promise<void> {
  const started = performance.now();
  for (const { label, sql } of loadStatements(sizes)) {
    const at = performance.now();
    await db.query(sql);
    console.log(`  loaded ${label.padEnd(32)} ${seconds(performance.now() - at)}`);
  }
  const at = performance.now();
  await db.query('VACUUM ANALYZE');
  console.log(`  ${'VACUUM ANALYZE'.padEnd(39)} ${seconds(performance.now() - at)}`);
  const [counts] = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM brands)::int AS brands, (SELECT count(*) FROM locations)::int AS locations,
            (SELECT count(*) FROM menus)::int AS menus, (SELECT count(*) FROM tasks)::int AS tasks,
            (SELECT count(*) FROM task_views)::int AS task_views`,
  );
  console.log(
    `  ${Object.entries(counts).map(([table, count]) => `${count.toLocaleString('en-GB')} ${table}`).join(', ')} in ${seconds(performance.now() - started)}`,
  );
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

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
