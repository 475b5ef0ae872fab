// Page and page size of a table, read from and written to the query string.
export interface Paging {
  page: number;
  pageSize: number;
}

export function readPaging(params: URLSearchParams, defaultPageSize: number, allowed: readonly number[]): Paging {
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const requested = Number(params.get('pageSize'));
  return { page, pageSize: allowed.includes(requested) ? requested : defaultPageSize };
}

export function writePaging(params: URLSearchParams, paging: Paging, defaultPageSize: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (paging.page === 1) next.delete('page');
  else next.set('page', String(paging.page));
  if (paging.pageSize === defaultPageSize) next.delete('pageSize');
  else next.set('pageSize', String(paging.pageSize));
  return next;
}
