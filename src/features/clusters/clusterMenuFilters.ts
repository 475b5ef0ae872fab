// The cluster menus table's filters (spec 3, section 2): menu id, formats (every one but PDF and IMAGE), menu statuses,
// scraping statuses, cluster roles, not-scrapeable reasons, and the two switches: 'Show similar menus' only while the
// menu id names a lead, 'Show standalone menus' only while the menu id is empty; each is cleared when disabled.
import { MENU_FORMATS } from '../../../domain/menuValues';
import { FORMATS_KEPT_IN_CLUSTER } from '../../../machines/clusterRules';

export const MENU_FILTER_FORMATS = MENU_FORMATS.filter((format) => format !== 'PDF' && format !== 'IMAGE');
export const SCRAPING_STATUSES = ['SUCCESS', 'PARTIAL_SUCCESS', 'ERROR'] as const;
export const MENU_SORT_CRITERIA = ['SCRAPED_DATE', 'ATTACHED_DATE'] as const;

export interface ClusterMenuFilters {
  menuId: string;
  menuFormats: string[];
  menuStatuses: string[];
  scrapingStatuses: string[];
  scrapingClusterRoles: string[];
  menuNotScrapeableReasons: string[];
  showSimilarMenus: boolean;
  showStandaloneMenus: boolean;
  sortingCriterion: (typeof MENU_SORT_CRITERIA)[number];
  sortingOrder: 'asc' | 'desc';
}

export const NO_MENU_FILTERS: ClusterMenuFilters = {
  menuId: '',
  menuFormats: [],
  menuStatuses: [],
  scrapingStatuses: [],
  scrapingClusterRoles: [],
  menuNotScrapeableReasons: [],
  showSimilarMenus: false,
  showStandaloneMenus: false,
  sortingCriterion: 'SCRAPED_DATE',
  sortingOrder: 'desc',
};

/** The menu id typed, as a number; null when empty or not a whole positive number. */
export function menuIdOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) && Number(trimmed) > 0 ? Number(trimmed) : null;
}

/** The filters with the switches their conditions disable cleared. */
export function withSwitchRules(filters: ClusterMenuFilters, menuIdIsLead: boolean): ClusterMenuFilters {
  const emptyId = filters.menuId.trim() === '';
  return {
    ...filters,
    showSimilarMenus: filters.showSimilarMenus && menuIdIsLead && !emptyId,
    showStandaloneMenus: filters.showStandaloneMenus && emptyId,
  };
}

/** The API's MenuScrapingClusterMenuFilters. */
export function apiMenuFilters(filters: ClusterMenuFilters) {
  const list = (values: string[]) => (values.length ? values : null);
  return {
    menuId: menuIdOf(filters.menuId),
    menuFormats: list(filters.menuFormats),
    menuStatuses: list(filters.menuStatuses),
    scrapingStatuses: list(filters.scrapingStatuses),
    scrapingClusterRoles: list(filters.scrapingClusterRoles),
    menuNotScrapeableReasons: list(filters.menuNotScrapeableReasons),
    showSimilarMenus: filters.showSimilarMenus || null,
    showStandaloneMenus: filters.showStandaloneMenus || null,
  };
}

export type FormatChoice = { kind: 'save' } | { kind: 'needsReason' } | { kind: 'confirmRemoval' };

/** What choosing a format in a row does (spec 3, section 4). */
export function formatChoice(format: string): FormatChoice {
  if (format === 'HTML_NOT_SCRAPEABLE') return { kind: 'needsReason' };
  if ((FORMATS_KEPT_IN_CLUSTER as readonly string[]).includes(format)) return { kind: 'save' };
  return { kind: 'confirmRemoval' };
}
