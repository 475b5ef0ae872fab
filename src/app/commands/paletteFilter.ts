// How the palette matches and ranks commands for a search. A command matches when every word typed starts a word of
// its title (or group), then, one tier below, of its title and keywords together; within each tier cmdk's own score
// decides. Letters scattered through a title do not match: with cmdk's fuzzy matching a person's name ('rory') listed
// page commands that merely hold its letters in order, and 'Reopen' found 'Related tasks … Open related'. Search
// results (brands, menus, people, tasks the API found) are already ranked by the API for this very text: they always
// show, above every command, in the API's order.
import { defaultFilter } from 'cmdk';

/** Starts the cmdk value of every search result item. */
export const SEARCH_RESULT_VALUE_PREFIX = 'search-result:';

const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Whether each typed word starts one of the words. */
function everyWordStarts(typed: readonly string[], words: readonly string[]): boolean {
  return typed.every((part) => words.some((word) => word.startsWith(part)));
}

export function paletteFilter(value: string, search: string, keywords?: string[]): number {
  if (value.startsWith(SEARCH_RESULT_VALUE_PREFIX)) return 1;
  const typed = wordsOf(search);
  if (typed.length === 0) return 1;
  const titleWords = wordsOf(value);
  // cmdk's score orders commands inside a tier; it can be 0 for words typed out of order, which still match.
  const order = (score: number) => Math.max(score, 0.01);
  if (everyWordStarts(typed, titleWords)) return 0.75 + order(defaultFilter(value, search)) / 5;
  if (everyWordStarts(typed, [...titleWords, ...wordsOf((keywords ?? []).join(' '))])) return 0.5 + order(defaultFilter(value, search, keywords)) / 4;
  return 0;
}
