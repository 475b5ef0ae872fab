// A brand's locations as its pages list them: ordered by position then id, searched by name, address or number, and
// filtered by the brand they came from. A brand holds hundreds of locations at most, so the search reads them.
import { LOCATION_EXCLUSION_REASONS } from '../../domain/brandGatewaySchemas';
import type { Queryable } from '../db/database';
import { escapeLike } from '../db/likePattern';
import { LOCATION_COLUMNS, type LocationRow } from '../graphql/loaders';

export interface BrandLocationFilters {
  searchTerm?: string | null;
  originalBrandId?: number | null;
}

function conditions(brandId: number, filters: BrandLocationFilters): { where: string; params: unknown[] } {
  const params: unknown[] = [brandId];
  const clauses = ['l.brand_id = $1'];
  if (filters.originalBrandId) {
    params.push(filters.originalBrandId);
    clauses.push(`l.original_brand_id = $${params.length}`);
  }
  const term = filters.searchTerm?.trim().slice(0, 200);
  if (term) {
    params.push(`%${escapeLike(term)}%`);
    const pattern = `$${params.length}`;
    const byText = `l.name ILIKE ${pattern} OR l.formatted_address ILIKE ${pattern}`;
    if (/^\d{1,10}$/.test(term) && Number(term) <= 2_147_483_647) {
      params.push(Number(term));
      clauses.push(`(l.id = $${params.length} OR ${byText})`);
    } else clauses.push(`(${byText})`);
  }
  return { where: clauses.join(' AND '), params };
}

export function brandLocations(db: Queryable, brandId: number, filters: BrandLocationFilters, page: number, pageSize: number): Promise<LocationRow[]> {
  const { where, params } = conditions(brandId, filters);
  const columns = LOCATION_COLUMNS.split(',').map((column) => `l.${column.trim()}`).join(', ');
  return db.query<LocationRow>(
    `SELECT ${columns} FROM locations l WHERE ${where} ORDER BY l.position, l.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (page - 1) * pageSize],
  );
}

export async function countBrandLocations(db: Queryable, brandId: number, filters: BrandLocationFilters): Promise<number> {
  const { where, params } = conditions(brandId, filters);
  const [row] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM locations l WHERE ${where}`, params);
  return row.total;
}

/** Numbers of the brands a brand's locations came from (the Original brand filter's choices). */
/** The reasons the brand's excluded locations carry, each once, in the enum's order. */
export async function excludedLocationReasonsOf(db: Queryable, brandId: number): Promise<string[]> {
  const rows = await db.query<{ reason: string }>(
    "SELECT DISTINCT exclusion_reason AS reason FROM locations WHERE brand_id = $1 AND status = 'EXCLUDED' AND exclusion_reason IS NOT NULL",
    [brandId],
  );
  const order = (reason: string) => (LOCATION_EXCLUSION_REASONS as readonly string[]).indexOf(reason);
  return rows.map((row) => row.reason).sort((a, b) => order(a) - order(b));
}

export async function originalBrandIdsOf(db: Queryable, brandId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT DISTINCT original_brand_id AS id FROM locations WHERE brand_id = $1 AND original_brand_id IS NOT NULL',
    [brandId],
  );
  return rows.map((row) => row.id);
}
