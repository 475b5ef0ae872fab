// Small, explicit data for task tests: a brand with locations and its gateway task, straight into the database.
import type { Queryable } from '../../server/db/database';

export interface BrandFixture {
  brandId: number;
  gatewayTaskId: number;
}

export async function createBrandWithGatewayTask(
  db: Queryable,
  options: { name?: string; rank?: 'MASTER' | 'SLAVE'; status?: 'NEW' | 'INCLUDED' | 'EXCLUDED'; locationRanks?: string[] } = {},
): Promise<BrandFixture> {
  const [{ id: brandId }] = await db.query<{ id: number }>(
    'INSERT INTO brands (name, website, rank, status, exclusion_reason) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    // An excluded brand has its reason, as the gateway's done check requires.
    [options.name ?? 'Test Brand', 'https://brand.example.com', options.rank ?? 'MASTER', options.status ?? 'INCLUDED', options.status === 'EXCLUDED' ? 'GROCERY' : null],
  );
  for (const [index, rank] of (options.locationRanks ?? ['LOW']).entries()) {
    await db.query("INSERT INTO locations (brand_id, original_brand_id, name, status, google_match_rank, position) VALUES ($1, $1, $2, 'INCLUDED', $3, $4)", [
      brandId,
      `Location ${index + 1}`,
      rank,
      index,
    ]);
  }
  const gatewayTaskId = await createTask(db, brandId, 'BRAND_GATEWAY');
  return { brandId, gatewayTaskId };
}

export async function createTask(db: Queryable, brandId: number, type: string, options: { menuId?: number; isAssignable?: boolean } = {}): Promise<number> {
  const isBrandTask = ['BRAND_GATEWAY', 'BRAND_DEFINITION', 'MENU_DEFINITION'].includes(type);
  const [{ id }] = await db.query<{ id: number }>(
    'INSERT INTO tasks (type, brand_id, menu_id, is_assignable, current_view_type) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [type, brandId, options.menuId ?? null, options.isAssignable ?? true, isBrandTask ? 'DEFINE' : null],
  );
  if (isBrandTask) await db.query("INSERT INTO task_views (task_id, type) SELECT $1, unnest(ARRAY['DEFINE','QC','QQA'])", [id]);
  return id;
}

/** Instructions an HTML menu of the fixtures has, so that its scraping task may be resolved ('Scraping instructions are required'). */
export const FIXTURE_INSTRUCTIONS = { format: 1, pages: [{ url: 'https://brand.example.com/menu' }], dishes: { selector: '.dish', fields: { name: { selector: '.name' } } } };

/** A cluster with this id (an empty one: no template, nobody assigned), made if missing; later clusters number after it. */
export async function ensureCluster(db: Queryable, clusterId: number): Promise<void> {
  await db.query('INSERT INTO menu_scraping_clusters (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [clusterId]);
  await db.query("SELECT setval(pg_get_serial_sequence('menu_scraping_clusters', 'id'), (SELECT max(id) FROM menu_scraping_clusters))");
}

export async function createMenuWithTask(
  db: Queryable,
  brandId: number,
  type: 'MENU_SCRAPING' | 'DISH_REVIEW',
  options: { clusterId?: number; instructions?: unknown } = {},
) {
  const instructions = options.instructions === undefined ? FIXTURE_INSTRUCTIONS : options.instructions;
  if (options.clusterId !== undefined) await ensureCluster(db, options.clusterId);
  const [{ id: menuId }] = await db.query<{ id: number }>(
    `INSERT INTO menus (brand_id, url, format, status, menu_scraping_cluster_id, scraping_instructions)
     VALUES ($1, 'https://brand.example.com/menu', 'HTML', 'NEW', $2, $3) RETURNING id`,
    [brandId, options.clusterId ?? null, instructions === null ? null : JSON.stringify(instructions)],
  );
  const taskId = await createTask(db, brandId, type, { menuId });
  return { menuId, taskId };
}
