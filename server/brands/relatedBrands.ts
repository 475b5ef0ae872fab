// A brand's related brands on its gateway task: its slaves (brands.master_brand_id) and the brands marked NOT_SAME with
// it (brand_relations, stored once per pair, so read from either side). Slaves first, then by brand number.
import type { Queryable } from '../db/database';

export interface RelatedBrandRow {
  related_id: number;
  relationship: 'SLAVE' | 'NOT_SAME';
}

const RELATED = `SELECT id AS related_id, 'SLAVE' AS relationship FROM brands WHERE master_brand_id = $1
  UNION SELECT CASE WHEN brand_id = $1 THEN related_brand_id ELSE brand_id END, 'NOT_SAME' FROM brand_relations
    WHERE (brand_id = $1 OR related_brand_id = $1) AND relationship = 'NOT_SAME'`;

export function relatedBrands(db: Queryable, brandId: number, page: number, pageSize: number): Promise<RelatedBrandRow[]> {
  return db.query<RelatedBrandRow>(`SELECT related_id, relationship FROM (${RELATED}) r ORDER BY relationship DESC, related_id LIMIT $2 OFFSET $3`, [
    brandId,
    pageSize,
    (page - 1) * pageSize,
  ]);
}

export async function countRelatedBrands(db: Queryable, brandId: number): Promise<number> {
  const [row] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${RELATED}) r`, [brandId]);
  return row.total;
}
