// How the palette's search reads what a person types, for the SPA (when to ask) and the API (what to look for) alike:
// a number names a brand, menu, user or task by its number; words before it narrow the kind ('gateway 37', 'menu 12');
// task-kind words before a name look for that kind's tasks of matching brands ('scraping nando'); anything else is a
// name, an email or a URL part.

export const MAX_SEARCH_TERM_LENGTH = 200;
export const DEFAULT_SEARCH_RESULTS = 10;
export const MAX_SEARCH_RESULTS = 20;
/** Shorter text finds too much to rank usefully; a number of any length is still asked for. */
export const MIN_SEARCH_TEXT_LENGTH = 2;

/** PostgreSQL integer ids: a longer number names nothing. */
const MAX_ID = 2_147_483_647;

export type SearchEntity = 'BRAND' | 'MENU' | 'USER' | 'TASK';

export interface ParsedSearchTerm {
  /** The number typed last ('37' of 'gateway 37'), when it can be an id. */
  number: number | null;
  /** Lower-case words before the number, or the kind words before a name. */
  kindWords: string[];
  /** Whether the kind words name task kinds only ('gateway', 'scraping', 'task'…), so the name searches tasks. */
  namesTaskKind: boolean;
  /** The text to match names, emails and URLs against ('' when the term is a number). */
  text: string;
}

/** Words that name a task kind and nothing else. */
const TASK_KIND_WORDS = new Set(['gateway', 'definition', 'scraping', 'dish', 'review', 'task', 'tasks']);
/** Words that may stand before a number to say what it is. */
const KIND_WORDS = new Set([...TASK_KIND_WORDS, 'brand', 'menu', 'user', 'open', '#']);

export function parseSearchTerm(term: string): ParsedSearchTerm {
  const trimmed = term.trim().replace(/\s+/g, ' ');
  const numbered = /^(.*?)#?\s*(\d+)$/.exec(trimmed);
  if (numbered) {
    const words = wordsOf(numbered[1]);
    const value = Number(numbered[2]);
    if (words.every((word) => KIND_WORDS.has(word)) && numbered[2].length <= 10 && value > 0 && value <= MAX_ID) {
      return { number: value, kindWords: words.filter((word) => word !== 'open' && word !== '#'), namesTaskKind: false, text: '' };
    }
  }
  const words = trimmed.split(' ');
  const leading: string[] = [];
  while (leading.length < words.length - 1 && KIND_WORDS.has(words[leading.length].toLowerCase())) leading.push(words[leading.length].toLowerCase());
  if (leading.some((word) => TASK_KIND_WORDS.has(word))) {
    return { number: null, kindWords: leading.filter((word) => word !== 'open' && word !== '#'), namesTaskKind: true, text: words.slice(leading.length).join(' ') };
  }
  return { number: null, kindWords: [], namesTaskKind: false, text: trimmed };
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[\s:#-]+/).filter(Boolean);
}

/** Whether a term is worth asking the API about: a number, or text of at least two characters. */
export function isSearchable(term: string): boolean {
  const parsed = parseSearchTerm(term);
  return parsed.number !== null || parsed.text.length >= MIN_SEARCH_TEXT_LENGTH;
}

/** Whether the kind words allow a thing named by `name` ('brand', 'menu definition task'…): every word must be in it. */
export function kindWordsAllow(kindWords: readonly string[], name: string): boolean {
  const words = name.toLowerCase().split(' ');
  return kindWords.every((word) => word === 'tasks' ? words.includes('task') : words.includes(word));
}
