// The reads of the menu detail (spec 2, section 2.13) and of Menu's fields; the list is server/menus/menuList.ts.
import type { Queryable } from '../db/database';
import type { MenuRow } from '../graphql/loaders';

/** Every column of a menu but its scraping instructions (read apart: they can be large). */
export const MENU_COLUMNS = `id, brand_id, url, format, status, is_example, not_scrapeable_reason, not_scrapeable_comment, notes,
  availability_comment, additional_urls, scraping_instructions_version, menu_scraping_cluster_id, menu_scraping_template_id,
  is_excluded_from_curation, is_cluster_assignable, is_html_menu_scraped_in_debug_mode, is_awaiting_scraping, is_awaiting_probing,
  is_deleted, scraping_type, scraping_issue_comment, scraped_by_id, scraped_date, is_scraped_automatically, dish_count, structure,
  full_annotations, scraping_rejected_comment, scraping_rejected_by_id, scraping_rejected_date, scraping_rejected_assigned_to_id,
  created_date, modified_date`;

export interface MenuDetailRow extends MenuRow {
  brand_id: number;
  is_example: boolean | null;
  not_scrapeable_reason: string | null;
  not_scrapeable_comment: string | null;
  notes: string | null;
  availability_comment: string | null;
  additional_urls: string[] | null;
  scraping_instructions_version: number;
  menu_scraping_template_id: number | null;
  is_excluded_from_curation: boolean;
  is_cluster_assignable: boolean;
  is_html_menu_scraped_in_debug_mode: boolean;
  is_scraped_automatically: boolean;
  structure: string | null;
  full_annotations: string | null;
  scraping_rejected_comment: string | null;
  scraping_rejected_by_id: number | null;
  scraping_rejected_date: string | Date | null;
  scraping_rejected_assigned_to_id: number | null;
  created_date: string | Date;
}

export async function findMenu(db: Queryable, id: number, options: { lock?: boolean } = {}): Promise<MenuDetailRow | null> {
  const rows = await db.query<MenuDetailRow>(`SELECT ${MENU_COLUMNS} FROM menus WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function findMenus(db: Queryable, ids: readonly number[]): Promise<MenuDetailRow[]> {
  return db.query<MenuDetailRow>(`SELECT ${MENU_COLUMNS} FROM menus WHERE id = ANY($1::int[])`, [[...ids]]);
}

/** The locations that use each menu: their own (menu_id), or the brand's menu through SAME_AS_BRAND. */
export async function locationIdsOfMenus(db: Queryable, menuIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await db.query<{ menu_id: number; location_id: number }>(
    `SELECT m.id AS menu_id, l.id AS location_id FROM menus m JOIN locations l ON l.menu_id = m.id AND l.menu_status IS DISTINCT FROM 'SAME_AS_BRAND'
      WHERE m.id = ANY($1::int[])
     UNION
     SELECT m.id, l.id FROM menus m JOIN brands b ON b.id = m.brand_id AND b.menu_id = m.id
       JOIN locations l ON l.brand_id = m.brand_id AND l.menu_status = 'SAME_AS_BRAND'
      WHERE m.id = ANY($1::int[])
     ORDER BY 1, 2`,
    [[...menuIds]],
  );
  const map = new Map<number, number[]>();
  for (const row of rows) map.set(row.menu_id, [...(map.get(row.menu_id) ?? []), row.location_id]);
  return map;
}

/**
 * How many locations use each menu (as locationIdsOfMenus reads them), each part through an index: own menus by
 * locations.menu_id, the brand menu by the brand's locations.
 */
export async function locationCountsOfMenus(db: Queryable, menuIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db.query<{ menu_id: number; total: number }>(
    `SELECT m.id AS menu_id,
        (SELECT count(*) FROM locations l WHERE l.menu_id = m.id AND l.menu_status IS DISTINCT FROM 'SAME_AS_BRAND')::int
        + CASE WHEN b.menu_id = m.id THEN (SELECT count(*) FROM locations l WHERE l.brand_id = m.brand_id AND l.menu_status = 'SAME_AS_BRAND')::int ELSE 0 END AS total
       FROM menus m JOIN brands b ON b.id = m.brand_id WHERE m.id = ANY($1::int[])`,
    [[...menuIds]],
  );
  return new Map(rows.map((row) => [row.menu_id, row.total]));
}

/** The newest task of each kind per menu (MENU_SCRAPING, DISH_REVIEW), as 'menuId:type' keys. */
export async function newestTaskIdsOfMenus(db: Queryable, keys: readonly string[]): Promise<(number | null)[]> {
  const pairs = keys.map((key) => key.split(':'));
  const rows = await db.query<{ menu_id: number; type: string; id: number }>(
    `SELECT DISTINCT ON (menu_id, type) menu_id, type, id FROM tasks WHERE menu_id = ANY($1::int[]) AND type = ANY($2::text[])
      ORDER BY menu_id, type, id DESC`,
    [pairs.map(([menuId]) => Number(menuId)), [...new Set(pairs.map(([, type]) => type))]],
  );
  return pairs.map(([menuId, type]) => rows.find((row) => row.menu_id === Number(menuId) && row.type === type)?.id ?? null);
}

export interface InstructionsVersionRow {
  version: number;
  scraping_instructions: unknown;
  /** Why this version was written, when its author said (menuScrapingSave.ts). */
  comment: string | null;
  created_date: string | Date;
  created_by_id: number | null;
}

/** The stored versions of a menu's scraping instructions, newest first. */
export function scrapingInstructionsVersions(db: Queryable, menuId: number): Promise<InstructionsVersionRow[]> {
  return db.query<InstructionsVersionRow>(
    'SELECT version, scraping_instructions, comment, created_date, created_by_id FROM menu_scraping_instructions_versions WHERE menu_id = $1 ORDER BY version DESC',
    [menuId],
  );
}
