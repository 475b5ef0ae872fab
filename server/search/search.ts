// The palette's search (Query.search): reads what the term names (domain/searchTerms.ts), asks each kind of thing the
// person may see, and ranks the answers together: things whose number is the term first, then by similarity.
import { DEFAULT_SEARCH_RESULTS, MAX_SEARCH_RESULTS, MAX_SEARCH_TERM_LENGTH, MIN_SEARCH_TEXT_LENGTH, kindWordsAllow, parseSearchTerm } from '../../domain/searchTerms';
import { tooLongMessage } from '../../domain/inputLimits';
import type { Queryable } from '../db/database';
import { validationError } from '../graphql/errors';
import { kindOf } from '../tasks/taskKinds';
import { brandPagePath, menuPagePath, taskPagePath, userPagePath } from './searchPaths';
import { brandNumbered, brandsNamed, menuNumbered, menusOfBrandsNamed, menusWithUrl, taskNumbered, tasksOfBrandsNamed, userNumbered, usersNamed } from './searchQueries';
import type { BrandHit, MenuHit, TaskHit, UserHit } from './searchQueries';
import { searchScopeOf, type SearchScope } from './searchScope';

export type SearchResultKind = 'BRAND' | 'MENU' | 'USER' | 'TASK';

export interface SearchResult {
  kind: SearchResultKind;
  databaseId: number;
  title: string;
  subtitle: string | null;
  path: string;
  /** 2 for a number match, else the word similarity (0..1). */
  score: number;
}

/** Among equal scores: tasks first (what a number usually means), then brands, menus and people. */
const KIND_ORDER: Record<SearchResultKind, number> = { TASK: 0, BRAND: 1, MENU: 2, USER: 3 };

export function searchLimits(term: string, first: number | null | undefined): { term: string; first: number } {
  if (term.length > MAX_SEARCH_TERM_LENGTH) throw validationError(tooLongMessage('Search term', MAX_SEARCH_TERM_LENGTH), 'term');
  if (first != null && first < 1) throw validationError('first must be at least 1', 'first');
  return { term, first: Math.min(first ?? DEFAULT_SEARCH_RESULTS, MAX_SEARCH_RESULTS) };
}

export async function search(db: Queryable, permissions: readonly string[], term: string, first: number): Promise<SearchResult[]> {
  const scope = searchScopeOf(permissions);
  const parsed = parseSearchTerm(term);
  const reads: Promise<SearchResult[]>[] = [];
  if (parsed.number !== null) {
    reads.push(...numbered(db, scope, parsed.number, parsed.kindWords));
  } else if (parsed.text.length >= MIN_SEARCH_TEXT_LENGTH) {
    reads.push(...named(db, scope, parsed.text, parsed.namesTaskKind ? parsed.kindWords : null, first));
  }
  const results = (await Promise.all(reads)).flat();
  results.sort((a, b) => b.score - a.score || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.databaseId - b.databaseId);
  return results.slice(0, first);
}

/** What a number names: the brand, menu, person and task of that number, narrowed by the words before it. */
function numbered(db: Queryable, scope: SearchScope, id: number, kindWords: readonly string[]): Promise<SearchResult[]>[] {
  const reads: Promise<SearchResult[]>[] = [];
  const numberScore = 2;
  if (searchesBrands(scope) && kindWordsAllow(kindWords, 'brand')) {
    reads.push(brandNumbered(db, id, scope.brandPageTaskTypes, scope.brandPages).then((rows) => rows.map((row) => brandResult(row, numberScore, scope))));
  }
  if (searchesMenus(scope) && kindWordsAllow(kindWords, 'menu')) {
    reads.push(menuNumbered(db, id, scope.menuPageTaskTypes, scope.menuPages).then((rows) => rows.map((row) => menuResult(row, numberScore, scope))));
  }
  if (scope.users && kindWordsAllow(kindWords, 'user')) {
    reads.push(userNumbered(db, id).then((rows) => rows.map((row) => userResult(row, scope, numberScore))));
  }
  const taskTypes = scope.taskTypes.filter((type) => kindWordsAllow(kindWords, `${kindOf(type).label} task`));
  if (taskTypes.length) reads.push(taskNumbered(db, id, taskTypes).then((rows) => rows.map((row) => taskResult(row, numberScore))));
  return reads;
}

/** What a text names: brands, menus and people by similarity, or, after task-kind words, those kinds' tasks by brand name. */
function named(db: Queryable, scope: SearchScope, text: string, taskKindWords: readonly string[] | null, first: number): Promise<SearchResult[]>[] {
  if (taskKindWords) {
    const taskTypes = scope.taskTypes.filter((type) => kindWordsAllow(taskKindWords, `${kindOf(type).label} task`));
    return taskTypes.length ? [tasksOfBrandsNamed(db, text, first, taskTypes).then((rows) => rows.map((row) => taskResult(row, row.score)))] : [];
  }
  // An address names a person, and a URL a menu: neither is a brand name, and looking for them there costs the most.
  // Words find menus through their brand's name: URLs share too many trigrams for the URL index to answer a common word
  // quickly (server/search/searchQueries.ts); a host or a path ('grill.co.uk', 'example.com/lunch') is a URL.
  const isEmail = text.includes('@');
  const isUrl = /^(https?:|www\.)|\/|^[^\s@]+\.[a-z]{2,}$/i.test(text);
  const reads: Promise<SearchResult[]>[] = [];
  if (isEmail) return scope.users ? [usersNamed(db, text, first).then((rows) => rows.map((row) => userResult(row, scope, row.score)))] : [];
  if (isUrl) return searchesMenus(scope) ? [menusWithUrl(db, text, first, scope.menuPageTaskTypes, scope.menuPages).then((rows) => rows.map((row) => menuResult(row, row.score, scope)))] : [];
  if (searchesBrands(scope)) reads.push(brandsNamed(db, text, first, scope.brandPageTaskTypes, scope.brandPages).then((rows) => rows.map((row) => brandResult(row, row.score, scope))));
  if (searchesMenus(scope)) reads.push(menusOfBrandsNamed(db, text, first, scope.menuPageTaskTypes, scope.menuPages).then((rows) => rows.map((row) => menuResult(row, row.score, scope))));
  if (scope.users) reads.push(usersNamed(db, text, first).then((rows) => rows.map((row) => userResult(row, scope, row.score))));
  return reads;
}

const statusLabel = (status: string) => status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');

const searchesBrands = (scope: SearchScope) => scope.brandPages || scope.brandPageTaskTypes.length > 0;
const searchesMenus = (scope: SearchScope) => scope.menuPages || scope.menuPageTaskTypes.length > 0;

function brandResult(row: BrandHit, score: number, scope: SearchScope): SearchResult {
  const path = scope.brandPages ? brandPagePath(row.id) : taskPagePath(row.page_task_type, row.page_task_id);
  return { kind: 'BRAND', databaseId: row.id, title: row.name, subtitle: `Brand ${row.id} · ${statusLabel(row.status)}`, path, score: Number(score) };
}

function menuResult(row: MenuHit, score: number, scope: SearchScope): SearchResult {
  const path = scope.menuPages ? menuPagePath(row.id) : taskPagePath(row.page_task_type, row.page_task_id);
  return { kind: 'MENU', databaseId: row.id, title: row.url ?? `Menu ${row.id}`, subtitle: `Menu ${row.id} of ${row.brand_name}`, path, score: Number(score) };
}

function userResult(row: UserHit, scope: SearchScope, score: number): SearchResult {
  return { kind: 'USER', databaseId: row.id, title: row.name, subtitle: row.email, path: userPagePath(row.id, scope.userPages), score: Number(score) };
}

function taskResult(row: TaskHit, score: number): SearchResult {
  return {
    kind: 'TASK',
    databaseId: row.id,
    title: `${kindOf(row.type).label} task ${row.id}`,
    subtitle: `${row.brand_name} · ${statusLabel(row.status)}`,
    path: taskPagePath(row.type, row.id),
    score: Number(score),
  };
}
