// The menu page's titles-and-dishes state in the query string (spec 2, sections 2.1, 2.13 and 9), so a reload or a
// shared link shows the same page: the dish part (page, pageSize defaulting to 10, titleId, the nine filters) as
// menuItems/dishFilters.ts writes it for dish review, plus the tab, the chosen scraping run and, on the Changes tab,
// the item kind and change statuses. Defaults stay out of the URL; any change but the page goes back to page 1.
import { PAGE_SIZES } from '../../components/Paginator';
import { dishQueryString, parseDishQuery, type DishQuery } from '../menuItems/dishFilters';

export const MENU_ITEMS_DEFAULT_PAGE_SIZE = 10;

export type MenuItemsTab = 'full' | 'changes';
export type ChangeItemKind = 'DISH' | 'MENU_TITLE';
export const CHANGE_STATUSES = ['CREATED', 'UPDATED', 'UPDATED_SIGNIFICANTLY', 'DELETED', 'RESTORED'] as const;
export type ChangeStatusValue = (typeof CHANGE_STATUSES)[number];

export interface MenuItemsState extends Omit<DishQuery, 'changedOnly'> {
  tab: MenuItemsTab;
  /** The chosen run's job id; null: the newest. */
  runId: number | null;
  /** Changes tab: titles or dishes only; null: both. */
  itemKind: ChangeItemKind | null;
  /** Changes tab: these change statuses only; empty: all. */
  changeStatuses: ChangeStatusValue[];
}

const positiveInt = (raw: string | null) => (raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

export function readMenuItemsState(search: URLSearchParams): MenuItemsState {
  const { changedOnly: _ignored, ...dish } = parseDishQuery(search, MENU_ITEMS_DEFAULT_PAGE_SIZE);
  const kind = search.get('itemKind');
  const statuses = (search.get('changeStatuses') ?? '').split(',');
  return {
    ...dish,
    // The menu page offers the shared page sizes (5 to 100); anything else in a hand-edited URL falls back to 10.
    pageSize: PAGE_SIZES.includes(dish.pageSize) ? dish.pageSize : MENU_ITEMS_DEFAULT_PAGE_SIZE,
    tab: search.get('tab') === 'changes' ? 'changes' : 'full',
    runId: positiveInt(search.get('runId')),
    itemKind: kind === 'DISH' || kind === 'MENU_TITLE' ? kind : null,
    changeStatuses: CHANGE_STATUSES.filter((status) => statuses.includes(status)),
  };
}

/** `state` written over `base`, keeping parameters that are not the card's. */
export function writeMenuItemsState(state: MenuItemsState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = dishQueryString({ ...state, changedOnly: null }, MENU_ITEMS_DEFAULT_PAGE_SIZE, base);
  const put = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  put('tab', state.tab === 'changes' ? 'changes' : null);
  put('runId', state.runId === null ? null : String(state.runId));
  put('itemKind', state.itemKind);
  put('changeStatuses', state.changeStatuses.length ? state.changeStatuses.join(',') : null);
  return next;
}

/** The next state after a change: a new page keeps everything else; any other change starts at page 1. */
export function changeMenuItemsState(state: MenuItemsState, change: Partial<MenuItemsState>): MenuItemsState {
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  return { ...state, ...change, page: onlyPage ? (change.page ?? state.page) : (change.page ?? 1) };
}
