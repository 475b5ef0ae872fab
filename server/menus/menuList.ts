// The menus list (spec 2, section 2.12): newest change first (modified_date, then number, both descending), every filter
// narrowing it, a page and its total. Measured by scripts/benchMenus.ts.
//
// Filters:
// - brandSearchTerm: the brand's number, or a brand name starting with the term or containing each of its words (as the
//   brands list, server/brands/brandSearch.ts; through 014's name_key index and 009's trigram index);
// - menuSearchTerm: the menu's number or a fragment of its URL (case-insensitive, 011's trigram index of lower(url));
// - structureSearchTerm, fullAnnotationsSearchTerm: text the structure or annotations contain (011's trigram indexes);
// - menuFormats, menuStatuses, isExample, isAwaitingScraping, scrapedById, menuNotScrapeableReasons, menuScrapingTypes:
//   equality on the menu's columns (011's date index carries them).
//
// The ways to a page and its total:
// - Without search terms the page is read in date order from 011's date index and the total summed from
//   menu_list_counts (011_menus_list_counts.sql): exact, whatever the size.
// - With search terms the total is exact up to a cap (MENU_LIST_TOTAL_CAP, 10,000) and otherwise the cap with
//   totalIsCapped (the SPA shows '10,000+' and pages on while pages come back full). Which way is decided by trying the
//   search on the newest 500 menus (isCommon): would it match more than the cap over all menus?
//   - A rare search: every match, at most the cap plus one, is collected through the terms' indexes (trigram indexes,
//     the brands' name indexes and 014's menus_brand_listing_idx), counted, and the page sorted from them, in one
//     statement.
//   - A common search: the page is read by walking the date index (the equality filters in the walk) and testing the
//     terms on each menu walked, which finds a page at once since such a search matches densely; the count stops at
//     the cap plus one, reading brands in number order for a brand term (each brand found looking up its menus),
//     menus in table order otherwise.
//   A wrong guess costs time, never a wrong answer: both ways count exactly up to the cap. Before, the count was exact
//   and grew with the matches (a term in most menus: 0.1-0.8 s on a quiet machine); a rare term walked in date order
//   read every menu (0.5 s).
import type { Queryable } from '../db/database';
import { MENU_COLUMNS, type MenuDetailRow } from './menuQueries';

/** Where a search's count stops (MenuPage.totalIsCapped); Config.menuListTotalCap overrides it (tests). */
export const MENU_LIST_TOTAL_CAP = 10_000;

export interface MenuListFilters {
  brandSearchTerm?: string | null;
  menuSearchTerm?: string | null;
  menuFormats?: readonly string[] | null;
  menuStatuses?: readonly string[] | null;
  isExample?: boolean | null;
  structureSearchTerm?: string | null;
  fullAnnotationsSearchTerm?: string | null;
  isAwaitingScraping?: boolean | null;
  scrapedById?: number | null;
  menuNotScrapeableReasons?: readonly string[] | null;
  menuScrapingTypes?: readonly string[] | null;
}

const MAX_TERM_LENGTH = 200;
const termOf = (text: string | null | undefined) => (text ?? '').trim().slice(0, MAX_TERM_LENGTH);
const isRowNumber = (text: string) => /^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) <= 2_147_483_647;
const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

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
  sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

/** Lower-case text (`lowered`: an expression already lower-case) containing each word of the term. */
const containsWords = (where: Conditions, lowered: string, term: string) =>
  wordsOf(term)
    .map((word) => `${lowered} LIKE ${where.param(`%${escapeLike(word)}%`)}`)
    .join(' AND ');

/**
 * A brand search term's test on brands `b` (as server/brands/brandSearch.ts reads it): the name starting with the term,
 * or containing each of its words when one has three characters or more, or the brand's number.
 * - 'indexed', for the brands a term finds through indexes: the prefix from 014's name_key index (index-only), the
 *   words through 009's trigram index of lower(name);
 * - 'scan', for a test of each brand read: one test of name_key (no lower() per brand); the prefix is left out when
 *   the words are tested, as a name starting with the term contains each of its words.
 */
function brandCondition(where: Conditions, term: string, form: 'indexed' | 'scan'): string {
  const hasWords = wordsOf(term).some((word) => [...word].length >= 3);
  const prefix = () => `b.name_key COLLATE "C" LIKE ${where.param(`${escapeLike(term)}%`)}`;
  let test: string;
  if (!hasWords) test = prefix();
  else if (form === 'scan') test = containsWords(where, 'b.name_key', term);
  else test = `${prefix()} OR (${containsWords(where, 'lower(b.name)', term)})`;
  return isRowNumber(term) ? `(${test}) OR b.id = ${where.param(Number(term))}` : test;
}

/**
 * The search terms as conditions on menus `m` (a menu matches every term given); false without terms.
 * - 'array': the brand term as the list of its brands, read through the brands' name indexes once, each looked up in
 *   014's menus_brand_listing_idx (the way for a rare term: the planner, left to choose, read every menu to join them);
 * - 'join': the same set of brands, joined with the menus the other filters find as the planner finds cheaper (the way
 *   for a common term narrowed by the equality filters to a rare search);
 * - 'rows': the brand term tested on each menu's own brand, a scalar subquery the planner keeps per row (never turned
 *   into a join), so that a walk of the menus stops as soon as it has found enough (the way for a common term).
 */
function termConditions(where: Conditions, filters: MenuListFilters, form: 'array' | 'join' | 'rows'): boolean {
  const before = where.clauses.length;
  const brandTerm = termOf(filters.brandSearchTerm);
  if (brandTerm) {
    const test = brandCondition(where, brandTerm, form === 'rows' ? 'scan' : 'indexed');
    const set = `SELECT b.id FROM brands b WHERE ${test}`;
    where.add(form === 'rows' ? `(SELECT ${test} FROM brands b WHERE b.id = m.brand_id)` : form === 'array' ? `m.brand_id = ANY(ARRAY(${set}))` : `m.brand_id IN (${set})`);
  }
  const menuTerm = termOf(filters.menuSearchTerm);
  if (menuTerm) {
    const url = `(m.url IS NOT NULL AND lower(m.url) LIKE ${where.param(`%${escapeLike(menuTerm)}%`)})`;
    where.add(isRowNumber(menuTerm) ? `(m.id = ${where.param(Number(menuTerm))} OR ${url})` : url);
  }
  const text = (column: string, term: string) => where.add(`(m.${column} IS NOT NULL AND ${containsWords(where, `lower(m.${column})`, term)})`);
  const structureTerm = termOf(filters.structureSearchTerm);
  if (structureTerm) text('structure', structureTerm);
  const annotationsTerm = termOf(filters.fullAnnotationsSearchTerm);
  if (annotationsTerm) text('full_annotations', annotationsTerm);
  return where.clauses.length > before;
}

/** The equality filters, on menus or on menu_list_counts (both aliased `alias`). */
function equalityConditions(where: Conditions, filters: MenuListFilters, alias: string) {
  const list = (column: string, values: readonly string[] | null | undefined) => {
    if (values?.length) where.add(`${alias}.${column} = ANY(${where.param([...values])}::text[])`);
  };
  list('format', filters.menuFormats);
  list('status', filters.menuStatuses);
  list('not_scrapeable_reason', filters.menuNotScrapeableReasons);
  list('scraping_type', filters.menuScrapingTypes);
  if (filters.isExample != null) where.add(filters.isExample ? `${alias}.is_example` : `${alias}.is_example IS NOT TRUE`);
  if (filters.isAwaitingScraping != null) where.add(filters.isAwaitingScraping ? `${alias}.is_awaiting_scraping` : `NOT ${alias}.is_awaiting_scraping`);
  if (filters.scrapedById != null) where.add(`${alias}.scraped_by_id = ${where.param(filters.scrapedById)}`);
}

export interface MenuPageResult {
  menus: () => Promise<MenuDetailRow[]>;
  /** Exact, or the cap when totalIsCapped. */
  total: () => Promise<number>;
  totalIsCapped: () => Promise<boolean>;
}

export interface MenuListPaging {
  page: number;
  pageSize: number;
  /** MENU_LIST_TOTAL_CAP unless given. */
  totalCap?: number;
}

interface Counted {
  total: number;
  capped: boolean;
  /** The page's menus in order when the matches were all collected (not capped); null otherwise. */
  pageIds: number[] | null;
}

const ORDER = 'ORDER BY m.modified_date DESC, m.id DESC';
/** How many of the newest menus the search terms are tried on, to tell a common term from a rare one. */
const SAMPLE_SIZE = 500;
/** The columns the terms and the equality filters test, all in 011's date index but the texts. */
const SAMPLED_COLUMNS = 'm.id, m.brand_id, m.url, m.structure, m.full_annotations, m.format, m.status, m.not_scrapeable_reason, m.scraping_type, m.is_example, m.is_awaiting_scraping, m.scraped_by_id';

/** A page of the list and, when asked, its total (see the head of this file for the ways to them). */
export function listMenus(db: Queryable, filters: MenuListFilters, paging: MenuListPaging): MenuPageResult {
  const cap = Math.max(1, Math.floor(paging.totalCap ?? MENU_LIST_TOTAL_CAP));
  const offset = (paging.page - 1) * paging.pageSize;
  const hasTerms = termConditions(new Conditions(), filters, 'rows');

  /** Without terms: a page in date order from 011's date index, the equality filters tested on its entries. */
  const pageInDateOrder = () => {
    const where = new Conditions();
    equalityConditions(where, filters, 'm');
    return db.query<MenuDetailRow>(
      `SELECT ${MENU_COLUMNS} FROM menus m ${where.sql()} ${ORDER} LIMIT ${where.param(paging.pageSize)} OFFSET ${where.param(offset)}`,
      where.params,
    );
  };

  /** The menus of these numbers, in the list's order. */
  const menusOf = (ids: readonly number[]) =>
    ids.length ? db.query<MenuDetailRow>(`SELECT ${MENU_COLUMNS} FROM menus m WHERE m.id = ANY($1::int[]) ${ORDER}`, [[...ids]]) : Promise.resolve([]);

  /**
   * With a common term, the menus walked: the equality filters inside the walk (where the planner reads them from 011's
   * date index, or from the table when the walk is unordered), the terms tested on each menu walked. OFFSET 0 keeps the
   * terms out of the walk, so that the planner cannot trade it for a trigram index read of every match.
   */
  const commonTermWalk = (ordered: boolean) => {
    const where = new Conditions();
    equalityConditions(where, filters, 'm');
    const walk = `SELECT ${SAMPLED_COLUMNS} FROM menus m ${where.sql()} ${ordered ? ORDER : ''} OFFSET 0`;
    where.clauses.length = 0;
    termConditions(where, filters, 'rows');
    return { where, from: `(${walk}) m ${where.sql()}` };
  };

  /** With a common term: the page's menus, the walk in date order stopping at the page's end. */
  const pageOfCommonTerm = async () => {
    const { where, from } = commonTermWalk(true);
    const rows = await db.query<{ id: number }>(`SELECT m.id FROM ${from} LIMIT ${where.param(paging.pageSize)} OFFSET ${where.param(offset)}`, where.params);
    return menusOf(rows.map((row) => Number(row.id)));
  };

  /**
   * With a common term: its matches counted up to the cap plus one, stopping there. With a brand term the brands are
   * read in number order (014's brands_id_name_key_idx, index-only) and each brand found looks up its menus (014's
   * menus_brand_listing_idx, whose pages then come in order), the other terms and the equality filters tested on
   * those: a brand name is tested once for all its menus and no brand is read past the cap. Without one the menus are
   * read in table order (the equality filters inside the read), the terms tested on each.
   */
  const countCommonTerm = async (): Promise<Counted> => {
    const brandTerm = termOf(filters.brandSearchTerm);
    let sql: string;
    let params: unknown[];
    if (brandTerm) {
      const where = new Conditions();
      const brandTest = brandCondition(where, brandTerm, 'scan');
      termConditions(where, { ...filters, brandSearchTerm: null }, 'rows');
      equalityConditions(where, filters, 'm');
      const perMenu = where.clauses.length ? ` AND ${where.clauses.join(' AND ')}` : '';
      sql = `SELECT count(*)::int AS total FROM (SELECT 1 FROM (SELECT b.id, b.name_key FROM brands b ORDER BY b.id OFFSET 0) b
        CROSS JOIN LATERAL (SELECT 1 FROM menus m WHERE m.brand_id = b.id${perMenu}) m WHERE ${brandTest} LIMIT ${where.param(cap + 1)}) hits`;
      params = where.params;
    } else {
      const { where, from } = commonTermWalk(false);
      sql = `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${from} LIMIT ${where.param(cap + 1)}) hits`;
      params = where.params;
    }
    const [row] = await db.query<{ total: number }>(sql, params);
    return row.total > cap ? { total: cap, capped: true, pageIds: null } : { total: row.total, capped: false, pageIds: null };
  };

  /**
   * With a rare term: every match (up to the cap plus one) through the terms' indexes, counted, and the page sorted
   * from them, in one statement.
   */
  const countRareTerm = async (termsAreCommon: boolean): Promise<Counted> => {
    const where = new Conditions();
    termConditions(where, filters, termsAreCommon ? 'join' : 'array');
    equalityConditions(where, filters, 'm');
    const [row] = await db.query<{ total: number; ids: number[] }>(
      `WITH hits AS MATERIALIZED (SELECT m.id, m.modified_date FROM menus m ${where.sql()} LIMIT ${where.param(cap + 1)})
       SELECT (SELECT count(*) FROM hits)::int AS total,
         ARRAY(SELECT m.id FROM hits m ${ORDER} LIMIT ${where.param(paging.pageSize)} OFFSET ${where.param(offset)}) AS ids`,
      where.params,
    );
    return row.total > cap ? { total: cap, capped: true, pageIds: null } : { total: row.total, capped: false, pageIds: row.ids.map(Number) };
  };

  /**
   * Whether the search is common: tried on the newest SAMPLE_SIZE menus, the terms and the equality filters together
   * would match more than the cap over all menus. A wrong guess costs time, never a wrong answer: both ways count
   * exactly up to the cap.
   */
  let common: Promise<{ search: boolean; terms: boolean }> | null = null;
  const isCommon = () =>
    (common ??= (async () => {
      const where = new Conditions();
      termConditions(where, filters, 'rows');
      const terms = where.clauses.join(' AND ');
      where.clauses.length = 0;
      equalityConditions(where, filters, 'm');
      const equalities = where.clauses.length ? `AND ${where.clauses.join(' AND ')}` : '';
      // The terms tested once per menu (OFFSET 0 keeps the planner from copying the test into both counts). The number
      // of menus as the planner's statistics have it (-1 before the first ANALYZE): a sample smaller than SAMPLE_SIZE
      // is every menu.
      const [row] = await db.query<{ matched: number; matchedTerms: number; sampled: number; estimated: number }>(
        `SELECT count(*) FILTER (WHERE m.matches_terms ${equalities})::int AS matched, count(*) FILTER (WHERE m.matches_terms)::int AS "matchedTerms",
           count(*)::int AS sampled,
           (SELECT c.reltuples FROM pg_class c WHERE c.oid = 'menus'::regclass)::float8 AS estimated
         FROM (SELECT m.*, (${terms}) AS matches_terms FROM (SELECT ${SAMPLED_COLUMNS} FROM menus m ${ORDER} LIMIT ${where.param(SAMPLE_SIZE)}) m OFFSET 0) m`,
        where.params,
      );
      const menus = row.sampled < SAMPLE_SIZE ? row.sampled : Math.max(Number(row.estimated), row.sampled);
      const exceeds = (matched: number) => row.sampled > 0 && (matched / row.sampled) * menus > cap;
      return { search: exceeds(row.matched), terms: exceeds(row.matchedTerms) };
    })());

  let counted: Promise<Counted> | null = null;
  const countMatches = () => (counted ??= isCommon().then((common) => (common.search ? countCommonTerm() : countRareTerm(common.terms))));

  /** The exact total of the equality filters alone, summed from menu_list_counts. */
  const summedTotal = async () => {
    const where = new Conditions();
    equalityConditions(where, filters, 'c');
    const rows = await db.query<{ total: number }>(`SELECT coalesce(sum(c.total), 0)::int AS total FROM menu_list_counts c ${where.sql()}`, where.params);
    return rows[0].total;
  };

  return {
    async menus() {
      if (!hasTerms) return pageInDateOrder();
      if ((await isCommon()).search) return pageOfCommonTerm();
      const { pageIds } = await countMatches();
      return pageIds ? menusOf(pageIds) : pageOfCommonTerm();
    },
    async total() {
      return hasTerms ? (await countMatches()).total : summedTotal();
    },
    async totalIsCapped() {
      return hasTerms ? (await countMatches()).capped : false;
    },
  };
}
