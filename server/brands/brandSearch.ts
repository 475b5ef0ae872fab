// The brands list and the brand pickers: filters, a search term, paging and five sort orders.
//
// A search term matches a brand when it is the brand's number, or, for text, by pg_trgm's word similarity
// (`term <% name`: the term is close to a run of words of the name, so 'kitch' finds "Marco's Kitchen"); text of one or
// two characters holds no whole trigram and matches names starting with it (brands_name_prefix_idx of 007).
//
// NAME_SIMILARITY ranks by closeness to the term. Ranking every match would read and sort a sixth of all brands for a
// common word ('the'), so the ranking looks at a capped candidate set: the CANDIDATES closest by word-similarity distance,
// read in that order from the GiST trigram index (007; the index stops after them), or for a short term the first names
// with that prefix in name order; those are then ordered by word similarity, whole-name similarity, name and id. A page
// beyond the candidates widens the set to reach it. The total (asked for apart, see BrandPage.total) counts every match.
import type { Queryable } from '../db/database';
import { BRAND_COLUMNS, type BrandRow } from '../graphql/loaders';

export type BrandSortingCriterion = 'ID' | 'NAME' | 'NAME_SIMILARITY' | 'LOCATION_COUNT' | 'MODIFIED_DATE';
export type SortingOrder = 'asc' | 'desc';

export interface BrandListFilters {
  brandSearchTerm?: string | null;
  status?: string | null;
  businessStatus?: string | null;
  rank?: string | null;
  notRank?: string | null;
  /** Leaves these brands out (the brand a similar-brands panel is about). */
  exceptIds?: number[];
}

export interface BrandPageResult {
  brands: BrandRow[];
  /** Counted only when the client asks for it. */
  total: () => Promise<number>;
}

/** How many closest brands NAME_SIMILARITY ranks (the pickers show 10; the gateway's panels 5 to 20). */
export const CANDIDATES = 200;
const MAX_TERM_LENGTH = 200;

/** Terms too short for a trigram. */
const isShortText = (text: string) => [...text].length < 3;
const isRowNumber = (text: string) => /^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) <= 2_147_483_647;
/** A LIKE pattern of names starting with the text, its wildcards taken literally. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
const PREFIX_KEY = 'lower(b.name) COLLATE "C"';

/** SQL conditions with numbered parameters. */
class Conditions {
  readonly params: unknown[] = [];
  readonly clauses: string[] = [];
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  add(clause: string) {
    this.clauses.push(clause);
  }
  sql(extra: string[] = []): string {
    const all = [...this.clauses, ...extra];
    return all.length ? `WHERE ${all.join(' AND ')}` : '';
  }
}

/** The filters other than the term, on brands aliased b. */
function filterConditions(filters: BrandListFilters): Conditions {
  const where = new Conditions();
  if (filters.status) where.add(`b.status = ${where.param(filters.status)}`);
  if (filters.businessStatus) where.add(`b.business_status = ${where.param(filters.businessStatus)}`);
  if (filters.rank) where.add(`b.rank = ${where.param(filters.rank)}`);
  if (filters.notRank) where.add(`b.rank IS DISTINCT FROM ${where.param(filters.notRank)}`);
  if (filters.exceptIds?.length) where.add(`b.id <> ALL(${where.param(filters.exceptIds)}::int[])`);
  return where;
}

/** The condition of a name matching the text (no id): word similarity, or a name prefix for short text. */
function nameMatch(where: Conditions, text: string): string {
  return isShortText(text) ? `${PREFIX_KEY} LIKE ${where.param(likePrefix(text))}` : `${where.param(text)} <% b.name`;
}

export function searchTermOf(filters: BrandListFilters): string {
  return (filters.brandSearchTerm ?? '').trim().slice(0, MAX_TERM_LENGTH);
}

/** Every brand matching the filters and the term (for the total and the plain sort orders). */
function matchingConditions(filters: BrandListFilters): Conditions {
  const where = filterConditions(filters);
  const term = searchTermOf(filters);
  if (term) {
    const name = nameMatch(where, term);
    where.add(isRowNumber(term) ? `(b.id = ${where.param(Number(term))} OR ${name})` : name);
  }
  return where;
}

export function countBrands(db: Queryable, filters: BrandListFilters): Promise<number> {
  const where = matchingConditions(filters);
  return db.query<{ total: number }>(`SELECT count(*)::int AS total FROM brands b ${where.sql()}`, where.params).then((rows) => rows[0].total);
}

function orderOf(criterion: BrandSortingCriterion, order: SortingOrder | null | undefined): string {
  const direction = (fallback: SortingOrder) => ((order ?? fallback) === 'desc' ? 'DESC' : 'ASC');
  switch (criterion) {
    case 'LOCATION_COUNT':
      return `(SELECT count(*) FROM locations l WHERE l.brand_id = b.id) ${direction('desc')}, b.id`;
    case 'MODIFIED_DATE':
      return `b.modified_date ${direction('desc')}, b.id`;
    case 'ID':
      return `b.id ${direction('asc')}`;
    default:
      // NAME, and NAME_SIMILARITY without a term: the prefix index's order, so a page is read, not sorted.
      return `${PREFIX_KEY} ${direction('asc')}, b.id`;
  }
}

export async function listBrands(
  db: Queryable,
  filters: BrandListFilters,
  paging: { page: number; pageSize: number },
  criterion: BrandSortingCriterion = 'ID',
  order?: SortingOrder | null,
): Promise<BrandPageResult> {
  const term = searchTermOf(filters);
  const total = () => countBrands(db, filters);
  if (criterion === 'NAME_SIMILARITY' && term) {
    const ranked = await rankBySimilarity(db, filters, term, (paging.page - 1) * paging.pageSize, paging.pageSize);
    return { brands: ranked, total };
  }
  const where = matchingConditions(filters);
  const limit = where.param(paging.pageSize);
  const offset = where.param((paging.page - 1) * paging.pageSize);
  const brands = await db.query<BrandRow>(
    `SELECT ${prefixed(BRAND_COLUMNS)} FROM brands b ${where.sql()} ORDER BY ${orderOf(criterion, order)} LIMIT ${limit} OFFSET ${offset}`,
    where.params,
  );
  return { brands, total };
}

/**
 * Brands matching the term best first, from the capped candidate set (see the head of this file); the brand numbered
 * by the term, if any, comes first.
 */
export async function rankBySimilarity(db: Queryable, filters: BrandListFilters, term: string, offset: number, limit: number): Promise<BrandRow[]> {
  const where = filterConditions(filters);
  const cap = where.param(Math.max(CANDIDATES, offset + limit));
  const text = where.param(term);
  const short = isShortText(term);
  const candidates = short
    ? `SELECT b.id, 0 AS exact FROM brands b ${where.sql([`${PREFIX_KEY} LIKE ${where.param(likePrefix(term))}`])} ORDER BY ${PREFIX_KEY} LIMIT ${cap}`
    : `SELECT b.id, 0 AS exact FROM brands b ${where.sql([`${text} <% b.name`])} ORDER BY ${text} <<-> b.name LIMIT ${cap}`;
  const numbered = isRowNumber(term) ? `UNION ALL SELECT b.id, 1 FROM brands b ${where.sql([`b.id = ${where.param(Number(term))}`])}` : '';
  return db.query<BrandRow>(
    `SELECT ${prefixed(BRAND_COLUMNS)} FROM (
        SELECT id, max(exact) AS exact FROM ((${candidates}) ${numbered}) found GROUP BY id) c
      JOIN brands b ON b.id = c.id
      ORDER BY c.exact DESC, word_similarity(${text}, b.name) DESC, similarity(${text}, b.name) DESC, ${PREFIX_KEY}, b.id
      LIMIT ${where.param(limit)} OFFSET ${where.param(offset)}`,
    where.params,
  );
}

/** 'id, name' -> 'b.id, b.name'. */
export function prefixed(columns: string, alias = 'b'): string {
  return columns
    .split(',')
    .map((column) => `${alias}.${column.trim()}`)
    .join(', ');
}
