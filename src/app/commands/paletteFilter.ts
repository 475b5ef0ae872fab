// How the palette ranks commands for a search: a command with a word that starts with the text ranks above a fuzzy
// title match, which ranks above one that matches only through its keywords; within each tier cmdk's own score decides. Without the tiers, "Reopen" could rank a
// related task kept under the keyword 'Reopened' level with the Reopen action, and which came first depended on the
// order screens registered their commands. Search results (brands, menus, people, tasks the API found) are already
// ranked by the API for this very text: they always show, above every command, in the API's order.
import { defaultFilter } from 'cmdk';

/** Starts the cmdk value of every search result item. */
export const SEARCH_RESULT_VALUE_PREFIX = 'search-result:';

/** Whether a word of the value starts with the whole search text ('Reopen' in 'Task Reopen', not in 'Open related'). */
function hasWordStartingWith(value: string, search: string): boolean {
  const term = search.trim().toLowerCase();
  return term.length > 0 && value.toLowerCase().split(/\s+/).some((word) => word.startsWith(term));
}

export function paletteFilter(value: string, search: string, keywords?: string[]): number {
  if (value.startsWith(SEARCH_RESULT_VALUE_PREFIX)) return 1;
  const byTitle = defaultFilter(value, search);
  // Three tiers under the results: a word starting with the text, then cmdk's fuzzy title match, then keywords only.
  if (byTitle > 0 && hasWordStartingWith(value, search)) return 0.75 + byTitle / 5;
  if (byTitle > 0) return 0.5 + byTitle / 4;
  return defaultFilter(value, search, keywords) / 2;
}
