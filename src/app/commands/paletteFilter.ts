// How the palette ranks commands for a search: a command whose title matches always ranks above one that matches only
// through its keywords, and within each tier cmdk's own score decides. Without the tiers, "Reopen" could rank a
// related task kept under the keyword 'Reopened' level with the Reopen action, and which came first depended on the
// order screens registered their commands. Search results (brands, menus, people, tasks the API found) are already
// ranked by the API for this very text: they always show, above every command, in the API's order.
import { defaultFilter } from 'cmdk';

/** Starts the cmdk value of every search result item. */
export const SEARCH_RESULT_VALUE_PREFIX = 'search-result:';

export function paletteFilter(value: string, search: string, keywords?: string[]): number {
  if (value.startsWith(SEARCH_RESULT_VALUE_PREFIX)) return 1;
  const byTitle = defaultFilter(value, search);
  if (byTitle > 0) return 0.5 + byTitle / 2;
  return defaultFilter(value, search, keywords) / 2;
}
