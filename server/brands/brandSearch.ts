// The brands list and the brand pickers: filters, a search term, paging and five sort orders.
//
// A search term matches a brand when it is the brand's number, when the name starts with it, or, when the term has a
// word of three characters or more, when the name contains every word of it (case-insensitive; through
// brands_name_lower_trgm_idx of 009). Text of one or two characters holds no whole trigram: it matches as a name prefix
// (brands_name_prefix_idx of 007).
//
// NAME_SIMILARITY ranks by pg_trgm similarity of the whole name to the term. Ranking every match would read and sort a
// sixth of all brands for a common word ('the'), so the ranking looks at a capped candidate set, each part read from an
// index and bounded: the brand of that number, the first PREFIX_CANDIDATES names starting with the term in name order,
// and the first CANDIDATES names containing every word (for the similar-brand panels also names containing the term's
// longest word, so 'The Mexican Eatery' finds 'Mexican Eatery'). Those are ordered by similarity, then name and number.
// A page beyond the candidates widens the set to reach it. The total (asked for apart, see BrandPage.total) counts
// every match. Measured by scripts/benchBrands.ts.
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
  /** Also names containing only the term's longest word (the similar-brand panels, which search by a whole name). */
  broadName?: boolean;
}

export interface BrandPageResult {
  brands: BrandRow[];
  /** Counted only when the client asks for it. */
  total: () => Promise<number>;
}

/** How many names containing the words NAME_SIMILARITY ranks (the pickers show 10; the gateway's panels 5 to 20). */
export const CANDIDATES = 200;
/** How many names starting with the term it ranks besides. */
export const PREFIX_CANDIDATES = 50;
const MAX_TERM_LENGTH = 200;

const isRowNumber = (text: string) => /^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) <= 2_147_483_647;
const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
/** A LIKE pattern of names starting with the text, its wildcards taken literally. */
const likePrefix = (text: string) => `${escapeLike(text)}%`;
const PREFIX_KEY = 'lower(b.name) COLLATE "C"';
/** The words of a term; the term is searched by words when one of them is long enough for a trigram. */
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);
const isWordSearch = (text: string) => wordsOf(text).some((word) => [...word].length >= 3);

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

/** Names starting with the text (the prefix index's range). */
const startsWith = (where: Conditions, text: string) => `${PREFIX_KEY} LIKE ${where.param(likePrefix(text))}`;
/** Names containing each word of the text (the trigram index of lower(name)). */
const containsWords = (where: Conditions, words: string[]) => words.map((word) => `lower(b.name) LIKE ${where.param(`%${escapeLike(word)}%`)}`).join(' AND ');

const longestWord = (words: string[]) => [...words].sort((a, b) => [...b].length - [...a].length)[0];

/** The condition of a name matching the text (no id). */
function nameMatch(where: Conditions, text: string, broad = false): string {
  if (!isWordSearch(text)) return startsWith(where, text);
  const words = wordsOf(text);
  return `(${startsWith(where, text)} OR (${containsWords(where, broad ? [longestWord(words)] : words)}))`;
}

export function searchTermOf(filters: BrandListFilters): string {
  return (filters.brandSearchTerm ?? '').trim().slice(0, MAX_TERM_LENGTH);
}

/** Every brand matching the filters and the term (for the total and the plain sort orders). */
function matchingConditions(filters: BrandListFilters): Conditions {
  const where = filterConditions(filters);
  const term = searchTermOf(filters);
  if (term) {
    const name = nameMatch(where, term, filters.broadName);
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
export async function rankBySimilarity(
  db: Queryable,
  filters: BrandListFilters,
  term: string,
  offset: number,
  limit: number,
): Promise<BrandRow[]> {
  const where = filterConditions(filters);
  const reach = offset + limit;
  const source = (condition: string, cap: number, order = '') =>
    `(SELECT b.id, b.name, 0 AS exact FROM brands b ${where.sql([condition])} ${order} LIMIT ${where.param(Math.max(cap, reach))})`;
  const words = wordsOf(term);
  const sources = [source(startsWith(where, term), isWordSearch(term) ? PREFIX_CANDIDATES : CANDIDATES, `ORDER BY ${PREFIX_KEY}`)];
  if (isWordSearch(term)) {
    sources.push(source(containsWords(where, words), CANDIDATES));
    if (filters.broadName && words.length > 1) sources.push(source(containsWords(where, [longestWord(words)]), CANDIDATES / 2));
  }
  if (isRowNumber(term)) sources.push(`(SELECT b.id, b.name, 1 AS exact FROM brands b ${where.sql([`b.id = ${where.param(Number(term))}`])})`);
  const text = where.param(term);
  // Ranked on the candidates' names; only the page's rows are read whole.
  return db.query<BrandRow>(
    `SELECT ${prefixed(BRAND_COLUMNS)} FROM (
        SELECT id, exact, similarity(${text}, name) AS score, lower(name) COLLATE "C" AS sort_name FROM (
          SELECT id, name, max(exact) AS exact FROM (${sources.join(' UNION ALL ')}) found GROUP BY id, name) c
        ORDER BY exact DESC, score DESC, sort_name, id
        LIMIT ${where.param(limit)} OFFSET ${where.param(offset)}) page
      JOIN brands b ON b.id = page.id
      ORDER BY page.exact DESC, page.score DESC, page.sort_name, b.id`,
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
