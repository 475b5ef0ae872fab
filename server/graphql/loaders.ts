// Per-request batch loaders, so a list of tasks costs one query per kind of related data, not one per row.
import DataLoader from 'dataloader';
import type { Queryable } from '../db/database';
import { everExcludedLocationIds } from '../locations/restoredLocations';

export interface UserSummaryRow {
  id: number;
  name: string;
}

/** A brand as the brands table holds it (task lists pass narrower brand objects: see brandResolvers' brandColumn). */
export interface BrandRow {
  id: number;
  name: string;
  website: string | null;
  additional_urls: string[] | null;
  is_has_no_website_confirmed: boolean;
  rank: string | null;
  status: string;
  exclusion_reason: string | null;
  exclusion_reason_comment: string | null;
  messiness_score: number;
  master_brand_id: number | null;
  has_only_unsupported_business_types: boolean;
  use_brand_name_as_location_name: boolean;
  use_dish_type_icon: boolean;
  is_for_testing: boolean;
  icon_file_key: string | null;
  image_file_key: string | null;
  are_assets_active: boolean;
  business_status: string;
  menu_id: number | null;
  created_date: string | Date;
  modified_date: string | Date;
}

export const BRAND_COLUMNS = `id, name, website, additional_urls, is_has_no_website_confirmed, rank, status, exclusion_reason, exclusion_reason_comment,
  messiness_score, master_brand_id, has_only_unsupported_business_types, use_brand_name_as_location_name, use_dish_type_icon, is_for_testing,
  icon_file_key, image_file_key, are_assets_active, business_status, menu_id, created_date, modified_date`;

export interface LocationRow {
  id: number;
  brand_id: number;
  original_brand_id: number | null;
  position: number;
  name: string;
  website: string | null;
  phone: string | null;
  status: string;
  business_status: string;
  menu_status: string | null;
  exclusion_reason: string | null;
  exclusion_reason_comment: string | null;
  duplicate_of_id: number | null;
  fsa_id: string | null;
  fsa_location: Record<string, unknown> | null;
  google_location_id: number | null;
  google_match_rank: string;
  is_has_no_google_match_confirmed: boolean;
  formatted_address: string | null;
  latitude: number | null;
  longitude: number | null;
  working_hours: unknown;
  menu_id: number | null;
  created_date: string | Date;
  modified_date: string | Date;
}

export const LOCATION_COLUMNS = `id, brand_id, original_brand_id, position, name, website, phone, status, business_status, menu_status, exclusion_reason,
  exclusion_reason_comment, duplicate_of_id, fsa_id, fsa_location, google_location_id, google_match_rank, is_has_no_google_match_confirmed,
  formatted_address, latitude, longitude, working_hours, menu_id, created_date, modified_date`;

export interface GoogleLocationRow {
  id: number;
  place_id: string;
  name: string;
  phone: string | null;
  website: string | null;
  business_status: string | null;
  street_number: string | null;
  street: string | null;
  city: string | null;
  post_code: string | null;
  country: string | null;
  formatted_address: string | null;
  rating: string | number | null;
  latitude: number | null;
  longitude: number | null;
  types: string[] | null;
}

export interface MenuRow {
  id: number;
  url: string | null;
  format: string | null;
  status: string;
  scraping_type: string | null;
  scraping_issue_comment: string | null;
  scraped_date: string | Date | null;
  scraped_by_id: number | null;
  dish_count: number;
  is_deleted: boolean;
  is_awaiting_scraping: boolean;
  is_awaiting_probing: boolean;
  menu_scraping_cluster_id: number | null;
  modified_date: string | Date;
}

export interface RelatedTaskRow {
  id: number;
  type: string;
  status: string;
  is_auto_resolved: boolean;
  menu_id: number | null;
  brand_id: number;
}

function byId<T extends { id: number }>(rows: T[], ids: readonly number[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

export function createLoaders(db: Queryable) {
  return {
    userSummary: new DataLoader<number, UserSummaryRow | null>(async (ids) =>
      byId(await db.query<UserSummaryRow>('SELECT id, name FROM users WHERE id = ANY($1)', [[...ids]]), ids),
    ),
    brand: new DataLoader<number, BrandRow | null>(async (ids) =>
      byId(await db.query<BrandRow>(`SELECT ${BRAND_COLUMNS} FROM brands WHERE id = ANY($1)`, [[...ids]]), ids),
    ),
    location: new DataLoader<number, LocationRow | null>(async (ids) =>
      byId(await db.query<LocationRow>(`SELECT ${LOCATION_COLUMNS} FROM locations WHERE id = ANY($1)`, [[...ids]]), ids),
    ),
    /** Whether each location's history holds an EXCLUDED status (Location.isRestored asks only for included ones). */
    locationEverExcluded: new DataLoader<number, boolean>(async (ids) => {
      const found = await everExcludedLocationIds(db, ids);
      return ids.map((id) => found.has(id));
    }),
    googleLocation: new DataLoader<number, GoogleLocationRow | null>(async (ids) =>
      byId(await db.query<GoogleLocationRow>('SELECT * FROM google_locations WHERE id = ANY($1)', [[...ids]]), ids),
    ),
    /** The brand's first brand gateway task, for links. */
    brandGatewayTaskId: new DataLoader<number, number | null>(async (brandIds) => {
      const rows = await db.query<{ brand_id: number; id: number }>(
        "SELECT DISTINCT ON (brand_id) brand_id, id FROM tasks WHERE brand_id = ANY($1) AND type = 'BRAND_GATEWAY' ORDER BY brand_id, id",
        [[...brandIds]],
      );
      const map = new Map(rows.map((row) => [row.brand_id, row.id]));
      return brandIds.map((id) => map.get(id) ?? null);
    }),
    /** Scraping instructions apart from the menu row: they can be large, and most readers of a menu never ask for them. */
    menuScrapingInstructions: new DataLoader<number, { scraping_instructions: unknown; scraping_instructions_version: number } | null>(async (ids) =>
      byId(
        await db.query<{ id: number; scraping_instructions: unknown; scraping_instructions_version: number }>(
          'SELECT id, scraping_instructions, scraping_instructions_version FROM menus WHERE id = ANY($1)',
          [[...ids]],
        ),
        ids,
      ),
    ),
    menu: new DataLoader<number, MenuRow | null>(async (ids) =>
      byId(
        await db.query<MenuRow>(
          `SELECT id, url, format, status, scraping_type, scraping_issue_comment, scraped_date, scraped_by_id, dish_count, is_deleted,
                  is_awaiting_scraping, is_awaiting_probing, menu_scraping_cluster_id, modified_date FROM menus WHERE id = ANY($1)`,
          [[...ids]],
        ),
        ids,
      ),
    ),
    brandLocationCounts: new DataLoader<number, { total: number; included: number }>(async (ids) => {
      const rows = await db.query<{ brand_id: number; total: number; included: number }>(
        `SELECT brand_id, count(*)::int AS total, count(*) FILTER (WHERE status = 'INCLUDED')::int AS included
           FROM locations WHERE brand_id = ANY($1) GROUP BY brand_id`,
        [[...ids]],
      );
      const map = new Map(rows.map((row) => [row.brand_id, row]));
      return ids.map((id) => ({ total: map.get(id)?.total ?? 0, included: map.get(id)?.included ?? 0 }));
    }),
    menuLocationCounts: new DataLoader<number, number>(async (ids) => {
      const rows = await db.query<{ menu_id: number; total: number }>(
        `SELECT m.id AS menu_id, (SELECT count(*)::int FROM locations l WHERE l.menu_id = m.id
            OR (l.brand_id = m.brand_id AND l.menu_status = 'SAME_AS_BRAND' AND EXISTS (SELECT 1 FROM brands b WHERE b.id = m.brand_id AND b.menu_id = m.id))) AS total
           FROM menus m WHERE m.id = ANY($1)`,
        [[...ids]],
      );
      const map = new Map(rows.map((row) => [row.menu_id, row.total]));
      return ids.map((id) => map.get(id) ?? 0);
    }),
    relatedTasks: new DataLoader<number, RelatedTaskRow[]>(async (brandIds) => {
      const rows = await db.query<RelatedTaskRow>(
        'SELECT id, type, status, is_auto_resolved, menu_id, brand_id FROM tasks WHERE brand_id = ANY($1) ORDER BY id',
        [[...brandIds]],
      );
      return brandIds.map((brandId) => rows.filter((row) => row.brand_id === brandId));
    }),
    defineResolver: new DataLoader<string, number | null>(async (keys) => {
      const pairs = keys.map((key) => key.split(':'));
      const rows = await db.query<{ brand_id: number; type: string; resolved_by_id: number | null }>(
        `SELECT t.brand_id, t.type, v.resolved_by_id FROM tasks t JOIN task_views v ON v.task_id = t.id AND v.type = 'DEFINE'
          WHERE t.brand_id = ANY($1) AND t.menu_id IS NULL`,
        [pairs.map(([brandId]) => Number(brandId))],
      );
      return pairs.map(([brandId, type]) => rows.find((row) => row.brand_id === Number(brandId) && row.type === type)?.resolved_by_id ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
