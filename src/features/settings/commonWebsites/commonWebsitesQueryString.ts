// The common websites search in the query string: websiteDomain (the spec's filter name), sent to the API's
// commonWebsiteDomains(filters: { websiteDomain }). A new term goes back to the first page; paging is pagingParams'.
export const WEBSITE_DOMAIN_PARAM = 'websiteDomain';
export const COMMON_WEBSITES_DEFAULT_PAGE_SIZE = 10;

export function readWebsiteSearch(params: URLSearchParams): string {
  return (params.get(WEBSITE_DOMAIN_PARAM) ?? '').trim();
}

/** The query string with the term set ('' removes it) and the page back to the first. */
export function withWebsiteSearch(params: URLSearchParams, term: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (term.trim()) next.set(WEBSITE_DOMAIN_PARAM, term.trim());
  else next.delete(WEBSITE_DOMAIN_PARAM);
  next.delete('page');
  return next;
}
