// The /users search in the query string: userSearchTerm (named like the spec's brandSearchTerm and menuSearchTerm),
// sent to the API's users(filters: { searchTerm }). A new term goes back to the first page; paging is pagingParams'.
export const USER_SEARCH_PARAM = 'userSearchTerm';

export function readUserSearch(params: URLSearchParams): string {
  return (params.get(USER_SEARCH_PARAM) ?? '').trim();
}

/** The query string with the term set ('' removes it) and the page back to the first. */
export function withUserSearch(params: URLSearchParams, term: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (term.trim()) next.set(USER_SEARCH_PARAM, term.trim());
  else next.delete(USER_SEARCH_PARAM);
  next.delete('page');
  return next;
}
