// The dish review benchmarks' menus (issue 13), written straight in SQL: a menu of titles and dishes scraped once (the
// approved run, every dish CREATED) and a second run that changed some of them since, as persistScrape.ts leaves them.
// Used by scripts/benchDishReview.ts (the page's data on PostgreSQL) and scripts/benchDishTableScroll.ts (the table in
// Chromium). Works on PostgreSQL and PGlite alike.
import type { Database } from '../server/db/database';
import { ITEM_FIELD_COLUMNS } from '../server/menus/menuItemRows';

/** A change's JSON of a dish row (what persistScrape.ts writes: the identity key and the compared fields as text). */
const dishDataSql = (alias: string) =>
  `jsonb_build_object('key', ${alias}.identity_key, ${Object.entries(ITEM_FIELD_COLUMNS.DISH).map(([field, column]) => `'${field}', ${alias}.${column}::text`).join(', ')})`;

export async function job(db: Database, menuId: number): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO scraping_jobs (kind, menu_id, status, scraping_status, reason, started_date, finished_date, change_counts)
     VALUES ('HTML_SCRAPING', $1, 'COMPLETED', 'SUCCESS', 'RESCRAPE', now(), now(), '{}') RETURNING id`,
    [menuId],
  );
  return id;
}

/** A menu with 60 titles and `dishes` dishes, scraped once (the approved run): its id. */
export async function scrapedMenu(db: Database, brandId: number, dishes: number): Promise<{ menuId: number; firstJob: number }> {
  const [{ id: menuId }] = await db.query<{ id: number }>("INSERT INTO menus (brand_id, url, format, status) VALUES ($1, 'https://bench.example/menu', 'HTML', 'SCRAPED') RETURNING id", [brandId]);
  const firstJob = await job(db, menuId);
  await db.query(
    `INSERT INTO menu_titles (menu_id, identity_key, position, title, hash, last_job_id)
     SELECT $1, 'top-' || g, g * 100, 'Section ' || g, md5('t' || g), $2 FROM generate_series(1, 12) g`,
    [menuId, firstJob],
  );
  await db.query(
    `INSERT INTO menu_titles (menu_id, parent_id, identity_key, position, title, hash, last_job_id)
     SELECT $1, p.id, p.identity_key || '/' || c, p.position + c, p.title || '.' || c, md5(p.identity_key || c), $2
       FROM menu_titles p CROSS JOIN generate_series(1, 4) c WHERE p.menu_id = $1`,
    [menuId, firstJob],
  );
  await db.query(
    `INSERT INTO dishes (menu_id, menu_title_id, identity_key, position, name, description, price, calories, diets, addons, misc_info, allergens,
       ingredients, nutritions, menu_title_path, hash, last_job_id)
     SELECT $1, t.id, 'dish-' || g, t.position * 10000 + g, 'Dish ' || g, 'Slow-cooked dish ' || g || ' with seasonal vegetables', '£' || (5 + g % 20) || '.50',
       (200 + g % 500) || ' kcal', CASE WHEN g % 3 = 0 THEN 'Vegan' ELSE 'Vegetarian' END, 'Extra cheese', 'House special', 'Gluten, milk',
       'Flour, tomato, basil', 'Protein ' || (g % 30) || 'g', ARRAY[t.title], md5('d' || g), $3
       FROM generate_series(1, $2) g JOIN (SELECT id, title, position, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM menu_titles WHERE menu_id = $1) t ON t.n = g % 60`,
    [menuId, dishes, firstJob],
  );
  await db.query(
    `INSERT INTO scraping_job_item_changes (job_id, item_kind, item_id, change_status, data)
     SELECT $2, 'DISH', d.id, 'CREATED', ${dishDataSql('d')} FROM dishes d WHERE d.menu_id = $1`,
    [menuId, firstJob],
  );
  await db.query('UPDATE menu_titles t SET dish_count = (SELECT count(*) FROM dishes d WHERE d.menu_title_id = t.id) WHERE t.menu_id = $1', [menuId]);
  await db.query('UPDATE menus SET last_approved_job_id = $2, dish_count = $3 WHERE id = $1', [menuId, firstJob, dishes]);
  return { menuId, firstJob };
}

/** The reviewed menu's second run: prices of every 17th dish changed, every 167th dish gone, 50 new dishes. */
export async function changedRun(db: Database, menuId: number): Promise<number> {
  const second = await job(db, menuId);
  await db.query(
    `INSERT INTO scraping_job_item_changes (job_id, item_kind, item_id, change_status, previous_data, data)
     SELECT $2, 'DISH', d.id, 'UPDATED_SIGNIFICANTLY', ${dishDataSql('d')}, ${dishDataSql('d')} || jsonb_build_object('price', d.price || '0')
       FROM dishes d WHERE d.menu_id = $1 AND substr(d.identity_key, 6)::int % 17 = 0`,
    [menuId, second],
  );
  await db.query("UPDATE dishes SET price = price || '0', change_status = 'UPDATED_SIGNIFICANTLY', last_job_id = $2 WHERE menu_id = $1 AND substr(identity_key, 6)::int % 17 = 0", [menuId, second]);
  await db.query(
    `INSERT INTO scraping_job_item_changes (job_id, item_kind, item_id, change_status, previous_data)
     SELECT $2, 'DISH', d.id, 'DELETED', ${dishDataSql('d')} FROM dishes d WHERE d.menu_id = $1 AND substr(d.identity_key, 6)::int % 167 = 0 AND substr(d.identity_key, 6)::int % 17 <> 0`,
    [menuId, second],
  );
  await db.query("UPDATE dishes SET is_deleted = true, change_status = 'DELETED', last_job_id = $2 WHERE menu_id = $1 AND substr(identity_key, 6)::int % 167 = 0 AND substr(identity_key, 6)::int % 17 <> 0", [menuId, second]);
  await db.query(
    `INSERT INTO dishes (menu_id, menu_title_id, identity_key, position, name, price, menu_title_path, hash, change_status, last_job_id)
     SELECT $1, t.id, 'new-' || g, t.position * 10000 + 9000 + g, 'New dish ' || g, '£9.00', ARRAY[t.title], md5('n' || g), 'CREATED', $2
       FROM generate_series(1, 50) g JOIN (SELECT id, title, position, (row_number() OVER (ORDER BY id) - 1)::int AS n FROM menu_titles WHERE menu_id = $1) t ON t.n = g`,
    [menuId, second],
  );
  await db.query(
    `INSERT INTO scraping_job_item_changes (job_id, item_kind, item_id, change_status, data)
     SELECT $2, 'DISH', d.id, 'CREATED', ${dishDataSql('d')} FROM dishes d WHERE d.menu_id = $1 AND d.identity_key LIKE 'new-%'`,
    [menuId, second],
  );
  return second;
}
