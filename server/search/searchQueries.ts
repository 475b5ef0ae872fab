// The search's reads, one per kind of thing and way of finding it. Names, URLs and emails are matched by pg_trgm's word
// similarity (`term <% column`: the term is close to a word run of the column, so 'chick' finds "Brambleford Chicken
// House"); brands best first through the trigram GiST index's distance order (007_search_indexes.sql), so a common
// term reads only the first rows the index returns. The order must be the distance alone: a tie-breaker column would make
// PostgreSQL read and sort every match. Two characters hold no whole trigram: a brand name then matches as a prefix,
// as in the task lists' brand search, and URLs are not searched. Ids are primary-key reads.
import type { TaskType } from '../../machines/taskTypes';
import type { Queryable } from '../db/database';
import { distinctiveUrlPart } from './urlTerms';

export interface BrandHit {
  id: number;
  name: string;
  status: string;
  score: number;
  page_task_id: number;
  page_task_type: TaskType;
}

export interface MenuHit {
  id: number;
  url: string | null;
  brand_name: string;
  score: number;
  page_task_id: number;
  page_task_type: TaskType;
}

export interface UserHit {
  id: number;
  name: string;
  email: string;
  score: number;
}

export interface TaskHit {
  id: number;
  type: TaskType;
  status: string;
  brand_name: string;
  score: number;
}

/**
 * The task whose page opens a brand or menu (`owner` is b or m): the first of the page types (parameter `types`) it has;
 * `optional` keeps results without one (they open a page of their own).
 */
const pageTask = (owner: 'b' | 'm', types: string, optional = false) => `${optional ? 'LEFT' : 'CROSS'} JOIN LATERAL (
    SELECT t.id AS page_task_id, t.type AS page_task_type FROM tasks t
    WHERE t.${owner === 'b' ? 'brand_id' : 'menu_id'} = ${owner}.id AND t.type = ANY(${types}::text[])
    ORDER BY array_position(${types}::text[], t.type), t.id LIMIT 1) page${optional ? ' ON true' : ''}`;

/** Terms too short for a trigram. */
export const isShortTerm = (text: string) => text.length < 3;
/** A LIKE pattern of names starting with the text, its wildcards taken literally. */
export const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
const brandTerm = (text: string) => (isShortTerm(text) ? likePrefix(text) : text);

/**
 * The best brands for $1 (brandTerm), at most $2, with a score between 0 and 1: by word similarity, or for a short term
 * the names starting with it in name order (brands_name_prefix_idx), scored as a word start would be.
 */
function brandsMatching(columns: string, text: string): string {
  return isShortTerm(text)
    ? `(SELECT ${columns}, 0.6::float8 AS score FROM brands WHERE lower(name) COLLATE "C" LIKE $1 ORDER BY lower(name) COLLATE "C" LIMIT $2)`
    : `(SELECT ${columns}, 1 - ($1 <<-> name) AS score FROM brands WHERE $1 <% name ORDER BY $1 <<-> name LIMIT $2)`;
}

export function brandsNamed(db: Queryable, text: string, limit: number, pageTypes: readonly TaskType[], brandPages = false): Promise<BrandHit[]> {
  return db.query<BrandHit>(
    `SELECT b.id, b.name, b.status, b.score, page.* FROM (
        ${brandsMatching('id, name, status', text)}) b
      ${pageTask('b', '$3', brandPages)}
      ORDER BY b.score DESC, b.id`,
    [brandTerm(text), limit, pageTypes],
  );
}

export function brandNumbered(db: Queryable, id: number, pageTypes: readonly TaskType[], brandPages = false): Promise<BrandHit[]> {
  return db.query<BrandHit>(`SELECT b.id, b.name, b.status, 1 AS score, page.* FROM brands b ${pageTask('b', '$2', brandPages)} WHERE b.id = $1`, [id, pageTypes]);
}

/**
 * URLs share most of their trigrams ('https', 'www', 'co.uk'), which leaves a GiST index's distance order reading
 * thousands of pages for a common word: menus are matched through the GIN index of 002 instead, and the matches ranked
 * are the first this many (every match, unless the term is common to more URLs than that).
 */
const MENU_CANDIDATES = 200;

export async function menusWithUrl(db: Queryable, text: string, limit: number, pageTypes: readonly TaskType[], menuPages = false): Promise<MenuHit[]> {
  if (isShortTerm(text)) return [];
  return db.query<MenuHit>(
    `SELECT m.id, m.url, b.name AS brand_name, m.score, page.* FROM (
        SELECT id, url, brand_id, word_similarity($1, url) AS score FROM (
          SELECT id, url, brand_id FROM menus WHERE $4 <% url AND NOT is_deleted LIMIT ${MENU_CANDIDATES}) candidate
        ORDER BY score DESC LIMIT $2) m
      JOIN brands b ON b.id = m.brand_id
      ${pageTask('m', '$3', menuPages)}
      ORDER BY m.score DESC, m.id`,
    [text, limit, pageTypes, distinctiveUrlPart(text)],
  );
}

export function menuNumbered(db: Queryable, id: number, pageTypes: readonly TaskType[], menuPages = false): Promise<MenuHit[]> {
  return db.query<MenuHit>(
    `SELECT m.id, m.url, b.name AS brand_name, 1 AS score, page.* FROM menus m JOIN brands b ON b.id = m.brand_id ${pageTask('m', '$2', menuPages)}
      WHERE m.id = $1 AND NOT m.is_deleted`,
    [id, pageTypes],
  );
}

/** Menus of the brands whose names match best: a word of a name finds the brand's menus without reading the URL index. */
export function menusOfBrandsNamed(db: Queryable, text: string, limit: number, pageTypes: readonly TaskType[], menuPages = false): Promise<MenuHit[]> {
  return db.query<MenuHit>(
    `SELECT m.id, m.url, b.name AS brand_name, b.score * 0.95 AS score, page.* FROM (
        ${brandsMatching('id, name', text)}) b
      JOIN menus m ON m.brand_id = b.id AND NOT m.is_deleted
      ${pageTask('m', '$3', menuPages)}
      ORDER BY b.score DESC, b.id, m.id
      LIMIT $2`,
    [brandTerm(text), limit, pageTypes],
  );
}

/** People are few (tens to hundreds): their names and emails are compared row by row. */
export function usersNamed(db: Queryable, text: string, limit: number): Promise<UserHit[]> {
  return db.query<UserHit>(
    `SELECT id, name, email, greatest(word_similarity($1, name), word_similarity($1, email)) AS score FROM users
      WHERE NOT is_deleted AND ($1 <% name OR $1 <% email)
      ORDER BY score DESC, id LIMIT $2`,
    [text, limit],
  );
}

export function userNumbered(db: Queryable, id: number): Promise<UserHit[]> {
  return db.query<UserHit>('SELECT id, name, email, 1 AS score FROM users WHERE id = $1 AND NOT is_deleted', [id]);
}

export function taskNumbered(db: Queryable, id: number, types: readonly TaskType[]): Promise<TaskHit[]> {
  return db.query<TaskHit>('SELECT id, type, status, brand_name, 1 AS score FROM tasks WHERE id = $1 AND type = ANY($2::text[])', [id, types]);
}

/** Tasks of the given kinds of the brands whose names match best ('scraping nando'). */
export function tasksOfBrandsNamed(db: Queryable, text: string, limit: number, types: readonly TaskType[]): Promise<TaskHit[]> {
  return db.query<TaskHit>(
    `SELECT t.id, t.type, t.status, b.name AS brand_name, b.score FROM (
        ${brandsMatching('id, name', text)}) b
      JOIN tasks t ON t.brand_id = b.id AND t.type = ANY($3::text[])
      ORDER BY b.score DESC, b.id, array_position($3::text[], t.type), t.id
      LIMIT $2`,
    [brandTerm(text), limit, types],
  );
}
