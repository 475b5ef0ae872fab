// The menus list's state in the query string (spec 2, sections 2.1 and 2.12), under the spec's names: brandSearchTerm,
// menuSearchTerm, menuFormats, menuStatuses, isExample, structureSearchTerm, fullAnnotationsSearchTerm,
// isAwaitingScraping, scrapedById, and once formats are chosen menuNotScrapeableReasons and menuScrapingTypes; page and
// pageSize. Lists are comma-separated. Changing a filter resets the page; defaults stay out of the URL.
import { MENU_FORMATS, MENU_NOT_SCRAPEABLE_REASONS, MENU_STATUSES, type MenuStatus } from '../../../domain/menuValues';
import { PAGE_SIZES } from '../../components/Paginator';

export const SCRAPING_TYPES = ['HTML_MANUAL', 'HTML_AUTOMATIC', 'HTML_TEMPLATE', 'DOCUMENT_PDF', 'DOCUMENT_IMAGE'] as const;
export { MENU_FORMATS, MENU_NOT_SCRAPEABLE_REASONS, MENU_STATUSES };

type MenuFormat = (typeof MENU_FORMATS)[number];
type ScrapingType = (typeof SCRAPING_TYPES)[number];
type NotScrapeableReason = (typeof MENU_NOT_SCRAPEABLE_REASONS)[number];

export const MENUS_DEFAULT_PAGE_SIZE = 10;

export interface MenuListState {
  brandSearchTerm: string;
  menuSearchTerm: string;
  structureSearchTerm: string;
  fullAnnotationsSearchTerm: string;
  menuFormats: MenuFormat[];
  menuStatuses: MenuStatus[];
  menuNotScrapeableReasons: NotScrapeableReason[];
  menuScrapingTypes: ScrapingType[];
  isExample: boolean | null;
  isAwaitingScraping: boolean | null;
  scrapedById: string | null;
  page: number;
  pageSize: number;
}

export type MenuTermName = 'brandSearchTerm' | 'menuSearchTerm' | 'structureSearchTerm' | 'fullAnnotationsSearchTerm';
export type MenuListName = 'menuFormats' | 'menuStatuses' | 'menuNotScrapeableReasons' | 'menuScrapingTypes';
export type MenuFlagName = 'isExample' | 'isAwaitingScraping';

const TERMS: MenuTermName[] = ['brandSearchTerm', 'menuSearchTerm', 'structureSearchTerm', 'fullAnnotationsSearchTerm'];
const LISTS: Record<MenuListName, readonly string[]> = {
  menuFormats: MENU_FORMATS,
  menuStatuses: MENU_STATUSES,
  menuNotScrapeableReasons: MENU_NOT_SCRAPEABLE_REASONS,
  menuScrapingTypes: SCRAPING_TYPES,
};
const FLAGS: MenuFlagName[] = ['isExample', 'isAwaitingScraping'];

const listOf = (allowed: readonly string[], value: string | null) => [...new Set((value ?? '').split(',').filter((item) => allowed.includes(item)))];
const flagOf = (value: string | null) => (value === 'true' ? true : value === 'false' ? false : null);

/** The extra filters apply once formats are chosen: reasons with HTML_NOT_SCRAPEABLE, scraping types with the others. */
export const offersReasons = (state: Pick<MenuListState, 'menuFormats'>) => state.menuFormats.includes('HTML_NOT_SCRAPEABLE');
export const offersScrapingTypes = (state: Pick<MenuListState, 'menuFormats'>) => state.menuFormats.some((format) => format !== 'HTML_NOT_SCRAPEABLE');

export function readMenuListState(params: URLSearchParams): MenuListState {
  const pageSize = Number(params.get('pageSize'));
  const scrapedById = params.get('scrapedById');
  const state: MenuListState = {
    brandSearchTerm: '',
    menuSearchTerm: '',
    structureSearchTerm: '',
    fullAnnotationsSearchTerm: '',
    menuFormats: listOf(MENU_FORMATS, params.get('menuFormats')) as MenuFormat[],
    menuStatuses: listOf(MENU_STATUSES, params.get('menuStatuses')) as MenuStatus[],
    menuNotScrapeableReasons: [],
    menuScrapingTypes: [],
    isExample: flagOf(params.get('isExample')),
    isAwaitingScraping: flagOf(params.get('isAwaitingScraping')),
    scrapedById: scrapedById && /^\d{1,10}$/.test(scrapedById) ? scrapedById : null,
    page: Math.max(1, Math.floor(Number(params.get('page')) || 1)),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : MENUS_DEFAULT_PAGE_SIZE,
  };
  for (const name of TERMS) state[name] = (params.get(name) ?? '').trim();
  if (offersReasons(state)) state.menuNotScrapeableReasons = listOf(MENU_NOT_SCRAPEABLE_REASONS, params.get('menuNotScrapeableReasons')) as NotScrapeableReason[];
  if (offersScrapingTypes(state)) state.menuScrapingTypes = listOf(SCRAPING_TYPES, params.get('menuScrapingTypes')) as ScrapingType[];
  return state;
}

export function writeMenuListState(state: MenuListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of TERMS) if (state[name].trim()) params.set(name, state[name].trim());
  for (const name of Object.keys(LISTS) as MenuListName[]) if (state[name].length) params.set(name, state[name].join(','));
  for (const name of FLAGS) if (state[name] !== null) params.set(name, String(state[name]));
  if (state.scrapedById) params.set('scrapedById', state.scrapedById);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== MENUS_DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

/** A filter's new value; the page goes back to the first, and extra filters the formats no longer offer are dropped. */
export function withMenuFilter(state: MenuListState, name: MenuTermName | MenuListName | MenuFlagName | 'scrapedById', value: unknown): MenuListState {
  const next: MenuListState = { ...state, page: 1 };
  if ((TERMS as string[]).includes(name)) next[name as MenuTermName] = String(value ?? '').trim();
  else if (name in LISTS) (next as unknown as Record<string, string[]>)[name] = listOf(LISTS[name as MenuListName], (value as string[] | null)?.join(',') ?? '');
  else if ((FLAGS as string[]).includes(name)) next[name as MenuFlagName] = typeof value === 'boolean' ? value : null;
  else next.scrapedById = typeof value === 'string' && /^\d{1,10}$/.test(value) ? value : null;
  if (!offersReasons(next)) next.menuNotScrapeableReasons = [];
  if (!offersScrapingTypes(next)) next.menuScrapingTypes = [];
  return next;
}

export const clearedMenuFilters = (state: MenuListState): MenuListState => readMenuListState(new URLSearchParams(state.pageSize !== MENUS_DEFAULT_PAGE_SIZE ? { pageSize: String(state.pageSize) } : {}));

export function hasMenuFilters(state: MenuListState): boolean {
  return TERMS.some((name) => state[name]) || Object.keys(LISTS).some((name) => state[name as MenuListName].length > 0) || FLAGS.some((name) => state[name] !== null) || Boolean(state.scrapedById);
}

export interface MenuListVariables {
  filters: Record<string, unknown>;
  page: number;
  pageSize: number;
}

export function toMenuListVariables(state: MenuListState): MenuListVariables {
  const filters: Record<string, unknown> = {};
  for (const name of TERMS) if (state[name]) filters[name] = state[name];
  for (const name of Object.keys(LISTS) as MenuListName[]) if (state[name].length) filters[name] = state[name];
  for (const name of FLAGS) if (state[name] !== null) filters[name] = state[name];
  if (state.scrapedById) filters.scrapedById = state.scrapedById;
  return { filters, page: state.page, pageSize: state.pageSize };
}

export const menuPath = (databaseId: number) => `/menus/${databaseId}`;
