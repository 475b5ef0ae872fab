// The menus list (spec 2, section 2.12) and the reads of the menu detail (2.13).
//
// The list is newest change first (modified_date, then number, both descending) and every filter narrows it:
// - brandSearchTerm: the brand's number, or a brand name starting with the term or containing each of its words (as the
//   brands list, server/brands/brandSearch.ts; through 007's and 009's name indexes);
// - menuSearchTerm: the menu's number or a fragment of its URL (case-insensitive, 011's trigram index of lower(url));
// - structureSearchTerm, fullAnnotationsSearchTerm: text the structure or annotations contain (011's trigram indexes);
// - menuFormats, menuStatuses, isExample, isAwaitingScraping, scrapedById, menuNotScrapeableReasons, menuScrapingTypes:
//   equality on the menu's columns: a page is read in date order from 011's date index (which carries them), and the
//   total is summed from menu_list_counts (011_menus_list_counts.sql) instead of counting rows.
// Search terms are matched first, each through its index, then filtered, ordered and counted (see listMenus).
// The total is read only when the client asks for it (MenuPage.total). Measured by scripts/benchMenus.ts.
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

/** Text containing each word of the term, case-insensitive (the trigram index of lower(column)). */
const containsWords = (where: Conditions, column: string, term: string) =>
  wordsOf(term)
    .map((word) => `lower(${column}) LIKE ${where.param(`%${escapeLike(word)}%`)}`)
    .join(' AND ');

/** The brands a brand search term finds (as server/brands/brandSearch.ts reads them). */
function brandMatch(where: Conditions, term: string): string {
  const prefix = `lower(b.name) COLLATE "C" LIKE ${where.param(`${escapeLike(term)}%`)}`;
  const words = wordsOf(term).some((word) => [...word].length >= 3) ? ` OR (${containsWords(where, 'b.name', term)})` : '';
  const number = isRowNumber(term) ? ` OR b.id = ${where.param(Number(term))}` : '';
  return `SELECT t.id FROM menus t WHERE t.brand_id IN (SELECT b.id FROM brands b WHERE ${prefix}${words}${number})`;
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

/**
 * The menus the search terms find, each term through its own index (a menu matches every term given): null without
 * terms. Read apart from the date order: walking the date index and testing each row found a rare URL fragment only
 * after reading every menu (0.5 s).
 */
function termMatches(where: Conditions, filters: MenuListFilters): string | null {
  const sets: string[] = [];
  const brandTerm = termOf(filters.brandSearchTerm);
  if (brandTerm) sets.push(brandMatch(where, brandTerm));
  const menuTerm = termOf(filters.menuSearchTerm);
  if (menuTerm) {
    const url = `SELECT t.id FROM menus t WHERE t.url IS NOT NULL AND lower(t.url) LIKE ${where.param(`%${escapeLike(menuTerm)}%`)}`;
    sets.push(isRowNumber(menuTerm) ? `(SELECT t.id FROM menus t WHERE t.id = ${where.param(Number(menuTerm))} UNION ${url})` : url);
  }
  const text = (column: string, term: string) => `SELECT t.id FROM menus t WHERE t.${column} IS NOT NULL AND ${containsWords(where, `t.${column}`, term)}`;
  const structureTerm = termOf(filters.structureSearchTerm);
  if (structureTerm) sets.push(text('structure', structureTerm));
  const annotationsTerm = termOf(filters.fullAnnotationsSearchTerm);
  if (annotationsTerm) sets.push(text('full_annotations', annotationsTerm));
  return sets.length ? sets.map((set) => `(${set})`).join(' INTERSECT ') : null;
}

export interface MenuPageResult {
  menus: () => Promise<MenuDetailRow[]>;
  total: () => Promise<number>;
}

const prefixed = (columns: string) =>
  columns
    .split(',')
    .map((column) => `m.${column.trim()}`)
    .join(', ');

/**
 * A page of the list and, when asked, its total. Without search terms the page is read in date order from 011's index
 * and the total summed from menu_list_counts (011_menus_list_counts.sql); with terms the matching menus are found first
 * through the term indexes, then filtered, ordered and counted.
 */
export function listMenus(db: Queryable, filters: MenuListFilters, paging: { page: number; pageSize: number }): MenuPageResult {
  return {
    async menus() {
      const where = new Conditions();
      const found = termMatches(where, filters);
      equalityConditions(where, filters, 'm');
      const limit = where.param(paging.pageSize);
      const offset = where.param((paging.page - 1) * paging.pageSize);
      const source = found ? `(WITH found AS MATERIALIZED (${found}) SELECT m.* FROM menus m JOIN found ON found.id = m.id) m` : 'menus m';
      return db.query<MenuDetailRow>(
        `SELECT ${prefixed(MENU_COLUMNS)} FROM ${source} ${where.sql()} ORDER BY m.modified_date DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}`,
        where.params,
      );
    },
    async total() {
      const where = new Conditions();
      const found = termMatches(where, filters);
      if (!found) {
        equalityConditions(where, filters, 'c');
        const rows = await db.query<{ total: number }>(`SELECT coalesce(sum(c.total), 0)::int AS total FROM menu_list_counts c ${where.sql()}`, where.params);
        return rows[0].total;
      }
      equalityConditions(where, filters, 'm');
      const source = where.clauses.length ? `found JOIN menus m ON m.id = found.id ${where.sql()}` : 'found';
      const rows = await db.query<{ total: number }>(`WITH found AS MATERIALIZED (${found}) SELECT count(*)::int AS total FROM ${source}`, where.params);
      return rows[0].total;
    },
  };
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
