// Loads the demo data set into an empty database, in one transaction, the same rows on every machine (seeded random,
// fixed dates). A database that already has users is left alone, so a restart keeps its data and never duplicates.
import { ROLE_NAMES } from '../../domain/roles';
import type { Database, Queryable } from '../db/database';
import type { FileStore } from '../files/fileStore';
import { buildBrands } from './buildBrands';
import { buildBrandTasks } from './buildBrandTasks';
import { buildMenus } from './buildMenus';
import { buildPlaces } from './buildPlaces';
import { buildUsers } from './buildUsers';
import { buildCommonWebsites, insertCommonWebsites } from './demoCommonWebsites';
import { buildDemoSiteMenus, DEMO_SITE_INSTRUCTIONS_COMMENT } from './buildDemoSiteMenus';
import { insertDemoTemplates } from './demoTemplates';
import { DEMO_INSTRUCTIONS_ORIGIN } from '../demo-sites/demoSiteInstructions';
import { DemoContext, IdSequence } from './context';
import { insertRows, syncSequences } from './insertRows';
import { Random } from './random';
import { writeDemoScrapes } from './writeDemoScrapes';
import { insertDemoPlatforms } from './demoPlatforms';
import { insertDemoMenuHost } from './demoMenuHost';
import { demoRestaurantPages } from './demoRestaurantSite';
import { storeDemoSitesOrigin } from '../demo-sites/demoSitesOrigin';

export const DEMO_SEED = 20_261_101;
const ADVISORY_LOCK_KEY = 80_421_338;

export interface DemoDataOptions {
  /** Where the demo restaurant sites are served (config.demoSitesOrigin); default the plain `npm start` origin. */
  demoSitesOrigin?: string;
  /** The app's file store (fileStoreOf(config)): the debug-mode demo run's screenshots are written there. */
  files?: FileStore | null;
}

export async function loadDemoData(db: Database, options: DemoDataOptions = {}): Promise<{ loaded: boolean }> {
  return db.transaction(async (tx) => {
    // Several processes may start together on a PostgreSQL server; only one loads.
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK_KEY]);
    await tx.query('INSERT INTO roles (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING', [[...ROLE_NAMES]]);
    const [{ has_users: hasUsers }] = await tx.query<{ has_users: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS has_users');
    if (hasUsers) return { loaded: false };
    await insertDemoData(tx, (options.demoSitesOrigin ?? DEMO_INSTRUCTIONS_ORIGIN).replace(/\/+$/, ''), options.files ?? null);
    return { loaded: true };
  });
}

async function insertDemoData(tx: Queryable, demoSitesOrigin: string, files: FileStore | null): Promise<void> {
  const roles = await tx.query<{ id: number; name: string }>('SELECT id, name FROM roles');
  const [last] = await tx.query<Record<'users' | 'brands' | 'locations' | 'google_locations' | 'menus' | 'tasks', number>>(
    `SELECT (SELECT coalesce(max(id), 0) FROM users)::int AS users,
            (SELECT coalesce(max(id), 0) FROM brands)::int AS brands,
            (SELECT coalesce(max(id), 0) FROM locations)::int AS locations,
            (SELECT coalesce(max(id), 0) FROM google_locations)::int AS google_locations,
            (SELECT coalesce(max(id), 0) FROM menus)::int AS menus,
            (SELECT coalesce(max(id), 0) FROM tasks)::int AS tasks`,
  );

  const random = new Random(DEMO_SEED);
  const people = buildUsers(random, new Map(roles.map((role) => [role.name, role.id])), new IdSequence(last.users));
  const ctx = new DemoContext(random, people.pools);
  const admin = people.users.find((user) => user.role === 'admin') ?? null;
  for (const row of people.rows) {
    const by = row.id === admin?.id ? null : admin;
    ctx.event({ user: by, type: 'CREATE', entityType: 'USER', entityId: row.id, message: `User ${row.name} created`, data: { email: row.email, roleId: row.role_id }, at: new Date(row.created_date) });
  }
  const googleLocationIds = new IdSequence(last.google_locations);
  const { brands, relations, googleLocations } = buildBrands(random, {
    brands: new IdSequence(last.brands),
    locations: new IdSequence(last.locations),
    googleLocations: googleLocationIds,
  });
  // Before the locations are listed: two brands' pages on a common domain (server/demo/demoCommonWebsites.ts).
  const commonWebsites = buildCommonWebsites(ctx, brands, admin);
  const taskIds = new IdSequence(last.tasks);
  const brandWork = buildBrandTasks(ctx, brands, taskIds);
  const menuIds = new IdSequence(last.menus);
  const menuWork = buildMenus(ctx, brandWork.menuDefined, { menus: menuIds, tasks: taskIds }, demoSitesOrigin);
  const demoSites = buildDemoSiteMenus(ctx, brandWork.menuDefined, { menus: menuIds, tasks: taskIds }, demoSitesOrigin, admin);
  const locations = brands.flatMap((brand) => brand.locations.map((location) => location.row)).sort((a, b) => a.id - b.id);

  await insertRows(tx, 'users', people.rows);
  await insertRows(tx, 'brands', brands.map((brand) => brand.row));
  await insertRows(tx, 'brand_relations', relations);
  await insertCommonWebsites(tx, commonWebsites);
  await insertRows(tx, 'menus', [...menuWork.menus, ...demoSites.menus]);
  // The menus' insert trigger kept version 1 of their instructions; who wrote it and why are known only here.
  if (demoSites.withInstructions.length) {
    await tx.query(
      `UPDATE menu_scraping_instructions_versions SET comment = $2, created_by_id = $3 WHERE version = 1 AND menu_id = ANY($1::int[])`,
      [demoSites.withInstructions, DEMO_SITE_INSTRUCTIONS_COMMENT, admin?.id ?? null],
    );
  }
  await insertRows(tx, 'google_locations', googleLocations);
  // After the brands' own places, with a random source of its own: the map's catalogue around every location.
  await insertRows(tx, 'google_locations', buildPlaces(brands, googleLocationIds, googleLocations));
  await insertRows(tx, 'locations', locations);
  if (menuWork.brandMenus.length) {
    await tx.query(
      `UPDATE brands b SET menu_id = m.menu_id FROM unnest($1::int[], $2::int[]) AS m(brand_id, menu_id) WHERE b.id = m.brand_id`,
      [menuWork.brandMenus.map((pair) => pair.brand_id), menuWork.brandMenus.map((pair) => pair.menu_id)],
    );
  }
  await insertRows(tx, 'tasks', [...brandWork.tasks, ...menuWork.tasks, ...demoSites.tasks]);
  // The demo's PDF and image menus wait for their crawl as the pipeline leaves them (server/jobs/documentJobs.ts): a
  // job row in the outbox, which the workers pick up once the product runs, so their files are there within seconds.
  for (const { menuId, at } of demoSites.documentMenus) {
    const [{ id }] = await tx.query<{ id: number }>(
      "INSERT INTO scraping_jobs (kind, menu_id, status, reason, created_date) VALUES ('DOCUMENT_CRAWLING', $1, 'IN_PROGRESS', 'PIPELINE', $2) RETURNING id",
      [menuId, at],
    );
    await tx.query('UPDATE menus SET menu_crawling_job_id = $2 WHERE id = $1', [menuId, id]);
  }
  // The scraped menus' runs: jobs, titles, dishes and item changes as the engine leaves them (dish review tasks).
  const lastContent = await writeDemoScrapes(tx, { seed: DEMO_SEED, ctx, histories: menuWork.scrapes, menus: menuWork.menus, files });
  // The made-up restaurants' pages the menus with instructions point at, and where every demo site is: data the demo
  // wrote, which every process on this database reads (server/demo-sites/demoSitesOrigin.ts).
  const brandNames = new Map(brands.map((brand) => [brand.id, brand.entry.name]));
  await insertRows(tx, 'demo_site_pages', demoRestaurantPages({ origin: demoSitesOrigin, seed: DEMO_SEED, menus: menuWork.menus, restaurantOf: (menu) => brandNames.get(menu.brand_id)!, lastContent }));
  await storeDemoSitesOrigin(tx, demoSitesOrigin);
  // Templates in every status with their versions, from the demo sites' layouts (server/demo/demoTemplates.ts).
  await insertDemoTemplates(tx, ctx, demoSitesOrigin, people.users);
  await insertRows(tx, 'task_views', brandWork.views);
  await insertRows(tx, 'events', ctx.events());
  await syncSequences(tx, ['users', 'brands', 'locations', 'google_locations', 'menus', 'tasks']);
  await insertDemoPlatforms(tx);
  // The MenuHost family: a platform of 32 restaurants on the demo sites, its two layout templates and their clusters.
  await insertDemoMenuHost(tx, demoSitesOrigin);
}
