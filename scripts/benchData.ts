// The benchmark's data set (npm run bench): brands, locations, menus, users and their tasks generated with set-based
// SQL from hashes of the series number, so every run loads the same rows.
import { performance } from 'node:perf_hooks';
import type { Database } from '../server/db/database';

// ---------------------------------------------------------------------------------------------------------------------
// The data set.

export interface Sizes {
  brands: number;
  locations: number;
  menus: number;
  /** Menu scraping clusters (5,000 at full size; at least 1), with a template for one in ten of them. */
  clusters?: number;
}

export const FULL_SIZE: Required<Sizes> = { brands: 100_000, locations: 300_000, menus: 200_000, clusters: 5_000 };

export function sized(scale: number): Sizes {
  return {
    brands: Math.round(FULL_SIZE.brands * scale),
    locations: Math.round(FULL_SIZE.locations * scale),
    menus: Math.round(FULL_SIZE.menus * scale),
    clusters: Math.max(1, Math.round(FULL_SIZE.clusters * scale)),
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
  const C = sizes.clusters ?? Math.max(1, Math.round((FULL_SIZE.clusters * M) / FULL_SIZE.menus));
  const T = Math.max(1, Math.round(C / 10));
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
      label: `${T} templates`,
      sql: `INSERT INTO menu_scraping_templates (id, name, status, scraping_instructions, scraping_instructions_version, created_by_id, modified_by_id,
          created_date, modified_date, deleted_date)
        SELECT g, ${pick('g', 100, ADJECTIVES)} || ' ' || ${pick('g', 101, NOUNS)} || ' layout ' || g,
          ${pick('g', 102, ['NEW', 'VALIDATED', 'OPTIMIZED', 'CONFIRMED'])},
          '{"format":1,"pages":[{"url":"menu"}],"dishes":{"selector":".dish","fields":{"name":{"selector":".name","required":true}}}}'::json,
          1 + ${rnd('g', 103, 12)}, ${user('g', 104)}, ${user('g', 105)}, ${ago('g', 106, 700)}, ${ago('g', 107, 300)},
          CASE WHEN ${rnd('g', 108, 100)} < 3 THEN ${ago('g', 109, 100)} END
        FROM generate_series(1, ${T}) g`,
    },
    {
      label: `${C} clusters`,
      // Templates on 60% (a few on a deleted one), assignees on 40%, a rerun step on half (every step), updated
      // fingerprints on 15%, a master for 5%; the menu counts come from the menus below (019's trigger).
      sql: `INSERT INTO menu_scraping_clusters (id, menu_scraping_template_id, assigned_to_id, expected_menu_format, are_working_hours_irrelevant,
          master_id, has_updated_fingerprints, rerun_step_type, next_rerun_start_date, created_date, modified_date, modified_by_id)
        SELECT g, CASE WHEN ${rnd('g', 110, 100)} < 60 THEN 1 + ${rnd('g', 111, T)} END,
          CASE WHEN ${rnd('g', 112, 100)} < 40 THEN ${user('g', 113)} END,
          CASE WHEN ${rnd('g', 114, 100)} < 90 THEN 'HTML' WHEN ${rnd('g', 114, 100)} < 95 THEN 'IMAGE' ELSE 'DOCUMENT' END,
          ${rnd('g', 115, 100)} < 10,
          CASE WHEN g > 1 AND ${rnd('g', 116, 100)} < 5 THEN 1 + ${rnd('g', 117, 1000000)} % (g - 1) END,
          ${rnd('g', 118, 100)} < 15,
          CASE WHEN ${rnd('g', 119, 100)} >= 50 THEN ${pick('g', 120, ['PREPARATION', 'TEMPLATE_VALIDATION', 'SCRAPING', 'CLEANUP', 'DONE'])} END,
          CASE WHEN ${rnd('g', 121, 100)} < 30 THEN timestamptz '2026-01-01 00:00:00+00' + ${rnd('g', 122, 60 * 86_400)} * interval '1 second' END,
          ${ago('g', 123, 700)}, ${ago('g', 124, 300)}, ${user('g', 125)}
        FROM generate_series(1, ${C}) g`,
    },
    {
      label: `${M} menus`,
      sql: `INSERT INTO menus (id, brand_id, url, format, status, scraping_type, scraping_issue_comment, scraped_by_id, scraped_date,
          is_awaiting_scraping, is_awaiting_probing, menu_scraping_cluster_id, attached_to_scraping_cluster_date, dish_count, created_date, modified_date)
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
          -- Half the HTML menus are in a cluster, low cluster ids holding more of them (a few big layouts, many small).
          CASE WHEN f.format = 'HTML' AND ${rnd('g', 29, 100)} < 50 THEN 1 + floor(${C} * power(${rnd('g', 30, 1_000_000)} / 1000000.0, 2))::int END,
          CASE WHEN f.format = 'HTML' AND ${rnd('g', 29, 100)} < 50 THEN ${ago('g', 34, 300)} END,
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
          setval('menus_id_seq', (SELECT max(id) FROM menus)), setval('locations_id_seq', (SELECT max(id) FROM locations)),
          setval('menu_scraping_templates_id_seq', (SELECT max(id) FROM menu_scraping_templates)),
          setval('menu_scraping_clusters_id_seq', (SELECT max(id) FROM menu_scraping_clusters))`,
    },
  ];
}

export async function load(db: Database, sizes: Sizes): Promise<void> {
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
            (SELECT count(*) FROM task_views)::int AS task_views, (SELECT count(*) FROM menu_scraping_clusters)::int AS clusters,
            (SELECT count(*) FROM menus WHERE menu_scraping_cluster_id IS NOT NULL)::int AS clustered_menus`,
  );
  console.log(
    `  ${Object.entries(counts).map(([table, count]) => `${count.toLocaleString('en-GB')} ${table}`).join(', ')} in ${seconds(performance.now() - started)}`,
  );
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
