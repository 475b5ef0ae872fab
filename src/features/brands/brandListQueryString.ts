// The brands list's state in the query string (spec 2, sections 2.1 and 2.9): brandSearchTerm, status, businessStatus,
// page and pageSize. Changing a filter resets the page; defaults are left out of the URL so a plain /brands is the default.
import { BRAND_STATUSES, BUSINESS_STATUSES } from '../../../domain/brandSchemas';
import { PAGE_SIZES } from '../../components/Paginator';

export { BRAND_STATUSES, BUSINESS_STATUSES };
export type BrandStatusValue = (typeof BRAND_STATUSES)[number];
export type BusinessStatusValue = (typeof BUSINESS_STATUSES)[number];

export const BRANDS_DEFAULT_PAGE_SIZE = 10;

export interface BrandListState {
  brandSearchTerm: string;
  status: BrandStatusValue | null;
  businessStatus: BusinessStatusValue | null;
  page: number;
  pageSize: number;
}

export type BrandFilterName = 'brandSearchTerm' | 'status' | 'businessStatus';

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | null => (value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null);

export function readBrandListState(params: URLSearchParams): BrandListState {
  const pageSize = Number(params.get('pageSize'));
  return {
    brandSearchTerm: (params.get('brandSearchTerm') ?? '').trim(),
    status: oneOf(BRAND_STATUSES, params.get('status')),
    businessStatus: oneOf(BUSINESS_STATUSES, params.get('businessStatus')),
    page: Math.max(1, Math.floor(Number(params.get('page')) || 1)),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : BRANDS_DEFAULT_PAGE_SIZE,
  };
}

export function writeBrandListState(state: BrandListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.brandSearchTerm.trim()) params.set('brandSearchTerm', state.brandSearchTerm.trim());
  if (state.status) params.set('status', state.status);
  if (state.businessStatus) params.set('businessStatus', state.businessStatus);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== BRANDS_DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

/** A filter's new value ('' or null clears it); the page goes back to the first. */
export function withBrandFilter(state: BrandListState, name: BrandFilterName, value: string | null): BrandListState {
  if (name === 'brandSearchTerm') return { ...state, brandSearchTerm: (value ?? '').trim(), page: 1 };
  if (name === 'status') return { ...state, status: oneOf(BRAND_STATUSES, value), page: 1 };
  return { ...state, businessStatus: oneOf(BUSINESS_STATUSES, value), page: 1 };
}

export interface BrandListVariables {
  filters: { brandSearchTerm?: string; status?: BrandStatusValue; businessStatus?: BusinessStatusValue };
  page: number;
  pageSize: number;
  /** A search ranks by name similarity (best match first); otherwise the latest changed brands come first. */
  sortingCriterion: 'NAME_SIMILARITY' | 'MODIFIED_DATE';
  sortingOrder: 'asc' | 'desc';
}

export function toBrandListVariables(state: BrandListState): BrandListVariables {
  const filters: BrandListVariables['filters'] = {};
  if (state.brandSearchTerm) filters.brandSearchTerm = state.brandSearchTerm;
  if (state.status) filters.status = state.status;
  if (state.businessStatus) filters.businessStatus = state.businessStatus;
  const searching = Boolean(state.brandSearchTerm);
  return {
    filters,
    page: state.page,
    pageSize: state.pageSize,
    sortingCriterion: searching ? 'NAME_SIMILARITY' : 'MODIFIED_DATE',
    sortingOrder: 'desc',
  };
}

export const hasBrandFilters = (state: BrandListState): boolean => Boolean(state.brandSearchTerm || state.status || state.businessStatus);
