// The locations table's page size of the task editors, kept in the query string as `locationsPageSize` (spec 2,
// section 2.1); the default is left out of the URL.
import { PAGE_SIZES } from '../../components/Paginator';

export const DEFAULT_LOCATIONS_PAGE_SIZE = 20;

export function readLocationsPageSize(params: URLSearchParams): number {
  const size = Number(params.get('locationsPageSize'));
  return PAGE_SIZES.includes(size) ? size : DEFAULT_LOCATIONS_PAGE_SIZE;
}

/** The query string with the new page size (the default removes the parameter). */
export function withLocationsPageSize(params: URLSearchParams, pageSize: number): URLSearchParams {
  const query = new URLSearchParams(params);
  if (pageSize === DEFAULT_LOCATIONS_PAGE_SIZE) query.delete('locationsPageSize');
  else query.set('locationsPageSize', String(pageSize));
  return query;
}
