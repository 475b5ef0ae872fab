// The demo data set: loaded once into an empty database, never twice, the same rows everywhere, and showing every task
// kind in every status and view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '../../domain/roles';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { countTasks, DEFAULT_LIST_FILTERS } from '../tasks/taskLists';
import { MAX_OPEN_ASSIGNED_PER_KIND } from './context';
import { loadDemoData } from './loadDemoData';
import { relatedBrands } from '../brands/relatedBrands';
import { similarBrandsByLocationWebsite, similarMasterBrandsByLocationWebsite, similarMasterBrandsByName } from '../brands/similarBrands';
import type { BrandRow } from '../graphql/loaders';
import { DEMO_COMMON_WEBSITE_DOMAINS, SOCIAL_PAGE_BRANDS } from './demoCommonWebsites';
import { validateScrapingInstructions } from '../../domain/scrapingInstructionsSchema';
import { MENU_HOST_RESTAURANTS } from '../demo-sites/menuHostRestaurants';

const TASK_TYPES = ['BRAND_GATEWAY', 'BRAND_DEFINITION', 'MENU_DEFINITION', 'MENU_SCRAPING', 'DISH_REVIEW'];
const BRAND_TASK_TYPES = ['BRAND_GATEWAY', 'BRAND_DEFINITION', 'MENU_DEFINITION'];
const STATUSES = ['NOT_STARTED', 'STARTED', 'REOPENED', 'RESOLVED'];
const VIEWS = ['DEFINE', 'QC', 'QQA'];
const TABLES = ['roles', 'users', 'brands', 'brand_relations', 'google_locations', 'menus', 'locations', 'tasks', 'task_views', 'events', 'scraping_jobs', 'menu_titles', 'dishes', 'scraping_job_item_changes', 'common_website_domains'];

async function freshDatabase(): Promise<Database> {
  const db = await openDatabase({});
  await migrate(db);
  return db;
}

async function counts(db: Database): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) result[table] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  return result;
}

/** A fingerprint of every demo table's full contents, in a stable order. */
async function fingerprint(db: Database): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const order =
      table === 'task_views' ? 'task_id, type' : table === 'brand_relations' ? 'brand_id, related_brand_id' : table === 'scraping_job_item_changes' ? 'job_id, item_kind, item_id' : 'id';
    const [row] = await db.query<{ hash: string }>(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY ${order}), '')) AS hash FROM ${table} t`);
    result[table] = row.hash;
  }
  return result;
}

let db: Database;
let firstLoad: { loaded: boolean };
let loadMs: number;

beforeAll(async () => {
  db = await freshDatabase();
  const started = performance.now();
  firstLoad = await loadDemoData(db);
  loadMs = performance.now() - started;
});
afterAll(async () => {
  await db?.close();
});

describe('loadDemoData', () => {
  it('loads into an empty database, quickly', () => {
    expect(firstLoad.loaded).toBe(true);
    expect(loadMs).toBeLessThan(10_000);
  });

  it('loads nothing when the database already has users', async () => {
    const before = await counts(db);
    expect(await loadDemoData(db)).toEqual({ loaded: false });
    expect(await counts(db)).toEqual(before);
  });

  it('has a user per role, a disabled user and named staff', async () => {
    const users = await db.query<{ email: string; role: string; is_active: boolean; login_date: Date | null }>(
      'SELECT u.email, r.name AS role, u.is_active, u.login_date FROM users u JOIN roles r ON r.id = u.role_id',
    );
    for (const role of ROLE_NAMES) expect(users).toContainEqual(expect.objectContaining({ email: `${role}@example.com`, role, is_active: true }));
    expect(users).toContainEqual(expect.objectContaining({ email: 'disabled@example.com', is_active: false }));
    expect(users.filter((user) => /^[a-z]+\.[a-z]+@example\.com$/.test(user.email)).length).toBeGreaterThanOrEqual(8);
    expect(users.some((user) => user.login_date !== null)).toBe(true);
    expect(new Set(users.map((user) => user.email.toLowerCase())).size).toBe(users.length);
  });

  it('has about fifty brands with masters, slaves, exclusions and locations around the map centre (and the MenuHost family, one location each)', async () => {
    const [brands] = await db.query<{ total: number; slaves: number; excluded: number; reasons: number; with_menu: number; included: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE rank = 'SLAVE' AND master_brand_id IS NOT NULL)::int AS slaves,
              count(*) FILTER (WHERE status = 'EXCLUDED')::int AS excluded, count(DISTINCT exclusion_reason)::int AS reasons,
              count(*) FILTER (WHERE status = 'INCLUDED' AND menu_id IS NOT NULL)::int AS with_menu,
              count(*) FILTER (WHERE status = 'INCLUDED' AND rank = 'MASTER')::int AS included
         FROM brands`,
    );
    // The MenuHost family (server/demo/demoMenuHost.ts) adds a brand and a location per restaurant.
    const family = MENU_HOST_RESTAURANTS.length;
    expect(brands.total - family).toBeGreaterThanOrEqual(45);
    expect(brands.total - family).toBeLessThanOrEqual(60);
    expect(brands.slaves).toBeGreaterThanOrEqual(6);
    expect(brands.reasons).toBe(10);
    expect(brands.with_menu * 2).toBeGreaterThan(brands.included);

    const [locations] = await db.query<{ total: number; far: number; google: number; per_brand_max: number }>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE abs(latitude - 53.8584624) > 0.5 OR abs(longitude + 1.3298334) > 0.5)::int AS far,
              count(google_location_id)::int AS google,
              (SELECT max(n) FROM (SELECT count(*)::int AS n FROM locations GROUP BY brand_id) per) AS per_brand_max
         FROM locations`,
    );
    expect(locations.total - family).toBeGreaterThanOrEqual(150);
    expect(locations.total - family).toBeLessThanOrEqual(260);
    expect(locations.far).toBe(0);
    expect(locations.google / locations.total).toBeGreaterThan(0.55);
    const ranks = await db.query<{ google_match_rank: string }>('SELECT DISTINCT google_match_rank FROM locations');
    expect(ranks.map((row) => row.google_match_rank).sort()).toEqual(['HIGH', 'HIGHEST', 'LOW', 'MANUAL', 'MEDIUM', 'NO']);
  });

  it('has every task kind in every status', async () => {
    const rows = await db.query<{ type: string; status: string }>('SELECT DISTINCT type, status FROM tasks');
    for (const type of TASK_TYPES) for (const status of STATUSES) expect(rows).toContainEqual({ type, status });
  });

  it('has every brand task kind at every current view, with three views each; menu tasks have none', async () => {
    const rows = await db.query<{ type: string; current_view_type: string | null }>('SELECT DISTINCT type, current_view_type FROM tasks');
    for (const type of BRAND_TASK_TYPES) for (const view of VIEWS) expect(rows).toContainEqual({ type, current_view_type: view });
    expect(rows.filter((row) => !BRAND_TASK_TYPES.includes(row.type)).every((row) => row.current_view_type === null)).toBe(true);

    const viewCounts = await db.query<{ type: string; views: number }>(
      'SELECT t.type, count(v.task_id)::int AS views FROM tasks t LEFT JOIN task_views v ON v.task_id = t.id GROUP BY t.id, t.type',
    );
    for (const row of viewCounts) expect(row.views).toBe(BRAND_TASK_TYPES.includes(row.type) ? 3 : 0);
    const [menuTasks] = await db.query<{ missing: number }>(`SELECT count(*)::int AS missing FROM tasks WHERE type IN ('MENU_SCRAPING', 'DISH_REVIEW') AND menu_id IS NULL`);
    expect(menuTasks.missing).toBe(0);
  });

  it('gives every default queue work: each list under its default filters, brand lists in each View a person may default to', async () => {
    for (const type of TASK_TYPES) {
      const defaults = DEFAULT_LIST_FILTERS[type as keyof typeof DEFAULT_LIST_FILTERS];
      const views = BRAND_TASK_TYPES.includes(type) ? VIEWS : [undefined];
      for (const viewType of views) {
        const total = await countTasks(db, type as keyof typeof DEFAULT_LIST_FILTERS, viewType ? { ...defaults, viewType } : defaults);
        expect(total, `${type} ${viewType ?? ''}`).toBeGreaterThan(0);
      }
    }
  });

  it('keeps views coherent: earlier views done, resolved tasks fully done, some needing review', async () => {
    const [broken] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tasks t JOIN task_views v ON v.task_id = t.id
        WHERE (t.status = 'RESOLVED' AND v.status <> 'DONE')
           OR (t.status <> 'RESOLVED' AND array_position(ARRAY['DEFINE','QC','QQA'], v.type) < array_position(ARRAY['DEFINE','QC','QQA'], t.current_view_type)
               AND (v.status = 'NOT_DONE' OR v.resolved_date IS NULL))
           OR (t.status <> 'RESOLVED' AND array_position(ARRAY['DEFINE','QC','QQA'], v.type) >= array_position(ARRAY['DEFINE','QC','QQA'], t.current_view_type)
               AND v.status <> 'NOT_DONE')`,
    );
    expect(broken.n).toBe(0);
    const review = await db.query<{ type: string }>(
      `SELECT DISTINCT t.type FROM task_views v JOIN tasks t ON t.id = v.task_id
        WHERE v.status = 'NEEDS_REVIEW' AND cardinality(v.modified_brand_fields) > 0 AND cardinality(v.modified_location_ids) > 0`,
    );
    expect(review.map((row) => row.type).sort()).toEqual([...BRAND_TASK_TYPES].sort());
  });

  it('follows the pipeline: brand definition only after the gateway DEFINE view', async () => {
    const [orphans] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tasks d
        WHERE d.type = 'BRAND_DEFINITION' AND NOT EXISTS (
          SELECT 1 FROM tasks g JOIN task_views v ON v.task_id = g.id AND v.type = 'DEFINE'
           WHERE g.brand_id = d.brand_id AND g.type = 'BRAND_GATEWAY' AND (v.status <> 'NOT_DONE' OR g.status = 'REOPENED'))`,
    );
    expect(orphans.n).toBe(0);
    const [unassignable] = await db.query<{ n: number; assigned: number }>(
      `SELECT count(*)::int AS n, count(assigned_to_id)::int AS assigned FROM tasks WHERE NOT is_assignable`,
    );
    expect(unassignable.n).toBeGreaterThan(0);
    expect(unassignable.assigned).toBe(0);
  });

  it('assigns work to fitting users, at most five open tasks of a kind each', async () => {
    const [busiest] = await db.query<{ n: number }>(
      `SELECT coalesce(max(n), 0)::int AS n FROM (SELECT count(*) AS n FROM tasks WHERE status <> 'RESOLVED' AND assigned_to_id IS NOT NULL GROUP BY assigned_to_id, type) per`,
    );
    expect(busiest.n).toBeLessThanOrEqual(MAX_OPEN_ASSIGNED_PER_KIND);
    const [mix] = await db.query<{ assigned: number; unassigned: number }>(
      `SELECT count(*) FILTER (WHERE assigned_to_id IS NOT NULL)::int AS assigned, count(*) FILTER (WHERE assigned_to_id IS NULL)::int AS unassigned
         FROM tasks WHERE status <> 'RESOLVED'`,
    );
    expect(mix.assigned).toBeGreaterThan(0);
    expect(mix.unassigned).toBeGreaterThan(0);
    const misfits = await db.query<{ role: string; type: string; view: string | null }>(
      `SELECT r.name AS role, t.type, t.current_view_type AS view FROM tasks t JOIN users u ON u.id = t.assigned_to_id JOIN roles r ON r.id = u.role_id
        WHERE t.status <> 'RESOLVED'`,
    );
    for (const { role, type, view } of misfits) {
      if (role === 'admin' || role === 'teamLeader') continue;
      if (type === 'MENU_SCRAPING') expect(role).toMatch(/Scraper/i);
      else if (type === 'DISH_REVIEW') expect(role).toMatch(/reviewer/i);
      else if (view === 'DEFINE') expect(role).toMatch(/^definer/);
      else expect(role).toMatch(/^qualityChecker/);
    }
  });

  it('has awaiting, reopened, auto-resolved, rerun and verified tasks', async () => {
    const [flags] = await db.query<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE awaiting_reason = 'MESSY_BRAND')::int AS messy,
              count(*) FILTER (WHERE awaiting_reason = 'NEED_ASSISTANCE' AND awaiting_reason_comment IS NOT NULL)::int AS assistance,
              count(*) FILTER (WHERE status = 'REOPENED' AND reopened_date IS NOT NULL AND reopen_reason IS NOT NULL)::int AS reopened,
              count(*) FILTER (WHERE status = 'REOPENED' AND reopened_by_id IS NOT NULL)::int AS reopened_by_someone,
              count(*) FILTER (WHERE status = 'RESOLVED' AND resolved_type = 'MANUAL' AND resolved_by_id IS NOT NULL AND resolved_date IS NOT NULL)::int AS manual,
              count(*) FILTER (WHERE status = 'RESOLVED' AND resolved_type = 'AUTOMATIC' AND is_auto_resolved)::int AS automatic,
              count(*) FILTER (WHERE is_rerun_flow)::int AS rerun,
              count(*) FILTER (WHERE verification = 'VERIFIED_IN_DEFAULT_MODE' AND verified_by_id IS NOT NULL)::int AS verified_default,
              count(*) FILTER (WHERE verification = 'VERIFIED_IN_DEBUG_MODE' AND verified_by_id IS NOT NULL)::int AS verified_debug,
              count(misc_verified_by_id)::int AS misc_verified,
              count(misc_qc_verified_by_id)::int AS misc_qc_verified
         FROM tasks`,
    );
    for (const [name, value] of Object.entries(flags)) expect(value, name).toBeGreaterThan(0);
    const [unresolvedWithResolution] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tasks WHERE status <> 'RESOLVED' AND resolved_date IS NOT NULL`);
    expect(unresolvedWithResolution.n).toBe(0);
  });

  it('has menus in many statuses and formats, linked to brands and locations', async () => {
    const statuses = (await db.query<{ status: string }>('SELECT DISTINCT status FROM menus')).map((row) => row.status);
    for (const status of ['NEW', 'NOT_SCRAPEABLE', 'SCRAPE_SCHEDULED', 'PARTIALLY_SCRAPED', 'SCRAPED', 'APPROVED', 'AUTO_APPROVED', 'REJECTED_RESCRAPE', 'REJECTED_NEW', 'SCRAPING_RERUN_ERROR']) {
      expect(statuses).toContain(status);
    }
    const [menus] = await db.query<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE format = 'HTML_NOT_SCRAPEABLE' AND not_scrapeable_reason IS NOT NULL)::int AS not_scrapeable,
              count(*) FILTER (WHERE is_deleted)::int AS deleted,
              count(*) FILTER (WHERE scraped_date IS NOT NULL AND dish_count > 0)::int AS scraped,
              count(*) FILTER (WHERE scraping_issue_comment IS NOT NULL)::int AS issues,
              count(*) FILTER (WHERE is_awaiting_probing)::int AS probing,
              count(*) FILTER (WHERE is_awaiting_scraping)::int AS awaiting_scraping,
              (SELECT count(*) FROM locations WHERE menu_status = 'OWN_MENU' AND menu_id IS NOT NULL)::int AS own_menus
         FROM menus`,
    );
    for (const [name, value] of Object.entries(menus)) expect(value, name).toBeGreaterThan(0);
  });

  it("stores only instructions the scraper accepts (a scraper may resolve any demo task as it stands)", async () => {
    const rows = await db.query<{ id: number; scraping_instructions: unknown }>('SELECT id, scraping_instructions FROM menus WHERE scraping_instructions IS NOT NULL');
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(validateScrapingInstructions(row.scraping_instructions), `menu ${row.id}`).toMatchObject({ ok: true });
  });

  it('writes history: a CREATE per brand, and assign and resolve events for tasks', async () => {
    const [events] = await db.query<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE entity_type = 'BRAND' AND type = 'CREATE' AND user_id IS NULL)::int AS brand_creates,
              (SELECT count(*) FROM brands)::int AS brands,
              count(*) FILTER (WHERE entity_type = 'BRAND_GATEWAY_TASK' AND type = 'ASSIGN' AND message LIKE 'Task assigned to %')::int AS assigns,
              count(*) FILTER (WHERE entity_type = 'DISH_REVIEW_TASK' AND type = 'RESOLVE')::int AS resolves
         FROM events`,
    );
    expect(events.brand_creates).toBe(events.brands);
    expect(events.assigns).toBeGreaterThan(0);
    expect(events.resolves).toBeGreaterThan(0);
    const [missing] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM tasks t WHERE t.assigned_to_id IS NOT NULL AND NOT EXISTS (
         SELECT 1 FROM events e WHERE e.entity_type = t.type || '_TASK' AND e.entity_id = t.id AND e.type = 'ASSIGN' AND (e.data->>'assignedToId')::int = t.assigned_to_id)`,
    );
    expect(missing.n).toBe(0);
  });

  it('gives the same rows on every load', { timeout: 90_000 }, async () => {
    const other = await freshDatabase();
    try {
      expect((await loadDemoData(other)).loaded).toBe(true);
      expect(await fingerprint(other)).toEqual(await fingerprint(db));
    } finally {
      await other.close();
    }
  });

  it("fills every panel of a master brand's gateway task", async () => {
    const brandNamed = async (name: string) => (await db.query<BrandRow>('SELECT * FROM brands WHERE name = $1', [name]))[0];
    const names = (brands: BrandRow[]) => brands.map((brand) => brand.name);
    // Slaves and not-same brands (related brands).
    const kirkgate = await brandNamed('Kirkgate Fish & Chips');
    expect((await relatedBrands(db, kirkgate.id, 1, 5)).map((row) => row.relationship).sort()).toEqual(['NOT_SAME', 'SLAVE']);
    // Similar master brands by name, and by the website host of a location (the shared ordering site).
    expect(names((await similarMasterBrandsByName(db, await brandNamed('Dales Kitchen'), 1, 5)).brands)).toContain('Bangkok Street Kitchen');
    expect(names((await similarMasterBrandsByLocationWebsite(db, kirkgate.id, 1, 10)).brands).sort()).toEqual(['Burger Barn', 'Pizza Palace', 'The Golden Dragon']);
    // Similar brands by location website: a slave whose location moved to its master shares its host with the master.
    const [moved] = await db.query<{ brand_id: number; original_brand_id: number }>(
      'SELECT brand_id, original_brand_id FROM locations WHERE brand_id <> original_brand_id ORDER BY id LIMIT 1',
    );
    expect(moved).toBeDefined();
    expect((await similarBrandsByLocationWebsite(db, moved.brand_id, 20, 'asc')).map((brand) => brand.id)).toContain(moved.original_brand_id);
  });

  it('lists common websites, and shows two brands that only a common domain made look similar', async () => {
    expect((await db.query<{ website_domain: string }>('SELECT website_domain FROM common_website_domains ORDER BY id')).map((row) => row.website_domain)).toEqual([
      ...DEMO_COMMON_WEBSITE_DOMAINS,
    ]);
    const [saffron, casa] = await Promise.all(SOCIAL_PAGE_BRANDS.map(async ({ name }) => (await db.query<BrandRow>('SELECT * FROM brands WHERE name = $1', [name]))[0]));
    const similarByWebsite = async () => (await similarMasterBrandsByLocationWebsite(db, saffron.id, 1, 10)).brands.map((brand) => brand.name);
    expect(await similarByWebsite()).toEqual([]);
    // Without facebook.com on the list, in a transaction rolled back so the tests after this one see the demo as loaded.
    const withoutFacebook = db.transaction(async (tx) => {
      await tx.query("DELETE FROM common_website_domains WHERE website_domain = 'facebook.com'");
      expect((await similarMasterBrandsByLocationWebsite(tx, saffron.id, 1, 10)).brands.map((brand) => brand.name)).toEqual([casa.name]);
      expect((await similarBrandsByLocationWebsite(tx, casa.id, 10, 'asc')).map((brand) => brand.name)).toEqual([saffron.name]);
      throw new Error('rolled back');
    });
    await expect(withoutFacebook).rejects.toThrow('rolled back');
    expect(await similarByWebsite()).toEqual([]);
  });

  it('keeps new rows from colliding with the demo ids', async () => {
    const [row] = await db.query<{ id: number }>(`INSERT INTO brands (name) VALUES ('After the demo') RETURNING id`);
    const [{ max }] = await db.query<{ max: number }>(`SELECT max(id)::int AS max FROM brands WHERE name <> 'After the demo'`);
    expect(row.id).toBe(max + 1);
    await db.query(`DELETE FROM brands WHERE id = $1`, [row.id]);
  });
});
