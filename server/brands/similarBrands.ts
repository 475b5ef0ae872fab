// Brands like a given one, for the panels of a master brand's gateway task: by name (the capped similarity ranking of
// brandSearch.ts, broadened to names sharing the name's longest word) and by website host (a host of the brand's locations or of its own website that a location of another
// brand has, unless the host is on a common website domain; hosts compare through website_host() of 009_brand_search.sql
// and its index on locations).
import type { Queryable } from '../db/database';
import { isNotCommonHost } from '../commonWebsites/commonWebsiteDomainRows';
import { BRAND_COLUMNS, type BrandRow } from '../graphql/loaders';
import { countBrands, prefixed, rankBySimilarity, type BrandPageResult, type SortingOrder } from './brandSearch';

/** The set shown is the pageSize closest brands; ID orders that set by number instead of closeness. */
export async function similarBrandsByName(
  db: Queryable,
  brandId: number,
  name: string,
  pageSize: number,
  criterion: string | null | undefined,
  order: SortingOrder | null | undefined,
): Promise<BrandRow[]> {
  const brands = await rankBySimilarity(db, { exceptIds: [brandId], broadName: true }, name, 0, pageSize);
  if (criterion !== 'ID') return brands;
  const sign = order === 'desc' ? -1 : 1;
  return [...brands].sort((a, b) => sign * (a.id - b.id));
}

/** Master brands other than this one, closest by name to its name, paged. */
export async function similarMasterBrandsByName(db: Queryable, brand: BrandRow, page: number, pageSize: number): Promise<BrandPageResult> {
  const filters = { rank: 'MASTER', exceptIds: [brand.id], brandSearchTerm: brand.name, broadName: true };
  const brands = await rankBySimilarity(db, filters, brand.name, (page - 1) * pageSize, pageSize);
  return { brands, total: () => countBrands(db, filters) };
}

/**
 * The hosts of the brand: of its locations' websites and of its own website, except those on a common website domain
 * (a social page or delivery platform says nothing about who owns a location: DESIGN.md section 5).
 */
const HOSTS = `SELECT host FROM (SELECT website_host(website) AS host FROM locations WHERE brand_id = $1 AND website IS NOT NULL
    UNION SELECT website_host(website) FROM brands WHERE id = $1 AND website IS NOT NULL) own
  WHERE ${isNotCommonHost('own.host')}`;

/** Other brands with a location on one of the brand's hosts (masters only when asked), as a subquery of brand ids. */
function sharingHost(mastersOnly: boolean): string {
  return `SELECT DISTINCT l.brand_id FROM (${HOSTS}) h
      JOIN locations l ON website_host(l.website) = h.host AND l.website IS NOT NULL
      WHERE l.brand_id <> $1 ${mastersOnly ? "AND EXISTS (SELECT 1 FROM brands m WHERE m.id = l.brand_id AND m.rank = 'MASTER')" : ''}`;
}

export function similarBrandsByLocationWebsite(db: Queryable, brandId: number, pageSize: number, order: SortingOrder | null | undefined): Promise<BrandRow[]> {
  return db.query<BrandRow>(
    `SELECT ${prefixed(BRAND_COLUMNS)} FROM brands b WHERE b.id IN (${sharingHost(false)})
      ORDER BY b.id ${order === 'desc' ? 'DESC' : 'ASC'} LIMIT $2`,
    [brandId, pageSize],
  );
}

export async function similarMasterBrandsByLocationWebsite(db: Queryable, brandId: number, page: number, pageSize: number): Promise<BrandPageResult> {
  const brands = await db.query<BrandRow>(
    `SELECT ${prefixed(BRAND_COLUMNS)} FROM brands b WHERE b.id IN (${sharingHost(true)}) ORDER BY b.id LIMIT $2 OFFSET $3`,
    [brandId, pageSize, (page - 1) * pageSize],
  );
  const total = () => db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${sharingHost(true)}) s`, [brandId]).then((rows) => rows[0].total);
  return { brands, total };
}
