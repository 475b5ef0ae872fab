// The menu definition form's state as pure functions (spec 2, sections 2.5 and 4). Like the other editors, the page keeps
// the server's values and, on top, only what the person changed: the brand's menu fields, and the locations whose menu
// status or own menu changed (kept across pages, so the payload carries every one).
import {
  emptyMenuDefinitionMenu,
  type MenuDefinitionBrandValues,
  type MenuDefinitionLocationValues,
  type MenuDefinitionMenuValues,
  type MenuFormat,
  type MenuNotScrapeableReason,
} from '../../../domain/menuDefinitionSchemas';

export type { MenuDefinitionBrandValues, MenuDefinitionLocationValues };
export type MenuValues = MenuDefinitionMenuValues;

export const EMPTY_MENU: MenuValues = emptyMenuDefinitionMenu();

/** A stored menu (the API's Menu) as form values. */
export function menuValuesOf(menu: {
  readonly url?: string | null;
  readonly format?: string | null;
  readonly isExample?: boolean | null;
  readonly notScrapeableReason?: string | null;
  readonly notScrapeableComment?: string | null;
  readonly availabilityComment?: string | null;
  readonly additionalUrls?: readonly string[] | null;
} | null | undefined): MenuValues {
  if (!menu) return EMPTY_MENU;
  return {
    url: menu.url ?? '',
    format: (menu.format as MenuFormat | null | undefined) ?? null,
    isExample: menu.isExample ?? null,
    notScrapeableReason: (menu.notScrapeableReason as MenuNotScrapeableReason | null | undefined) ?? null,
    notScrapeableComment: menu.notScrapeableComment ?? '',
    availabilityComment: menu.availabilityComment ?? '',
    additionalUrls: [...(menu.additionalUrls ?? [])],
  };
}

export function sameMenu(a: MenuValues, b: MenuValues): boolean {
  return (
    a.url === b.url &&
    a.format === b.format &&
    a.isExample === b.isExample &&
    a.notScrapeableReason === b.notScrapeableReason &&
    a.notScrapeableComment === b.notScrapeableComment &&
    a.availabilityComment === b.availabilityComment &&
    a.additionalUrls.length === b.additionalUrls.length &&
    a.additionalUrls.every((url, index) => url === b.additionalUrls[index])
  );
}

/** The brand menu fields that differ from the server's (the panel marks them as unsaved). */
export function changedBrandFields(server: MenuDefinitionBrandValues, values: MenuDefinitionBrandValues): string[] {
  const changed: string[] = [];
  if (server.hasMenu !== values.hasMenu) changed.push('hasMenu');
  for (const key of Object.keys(EMPTY_MENU) as Array<keyof MenuValues>) {
    const a = server.menu[key];
    const b = values.menu[key];
    const same = Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, index) => item === b[index]) : a === b;
    if (!same) changed.push(key);
  }
  return changed;
}

/**
 * What the location's status means for the payload: only OWN_MENU carries the location's menu, so a change to the own
 * menu of a row that is not OWN_MENU is no change at all.
 */
export function sameLocation(a: MenuDefinitionLocationValues, b: MenuDefinitionLocationValues): boolean {
  if (a.menuStatus !== b.menuStatus) return false;
  return a.menuStatus !== 'OWN_MENU' || sameMenu(a.menu, b.menu);
}

export interface MenuLocationEdit {
  values: MenuDefinitionLocationValues;
  original: MenuDefinitionLocationValues;
  /** The page the row was on when changed (for the error wording). */
  page: number;
  /** An excluded location: done asks no menu status of it. */
  excluded: boolean;
}

export type MenuLocationEdits = ReadonlyMap<number, MenuLocationEdit>;

/** Records a row's new values; a row changed back to what the server has is no longer an edit. */
export function withLocationEdit(edits: MenuLocationEdits, original: MenuDefinitionLocationValues, page: number, values: MenuDefinitionLocationValues, excluded = false): Map<number, MenuLocationEdit> {
  const next = new Map(edits);
  const previous = edits.get(original.id);
  const base = previous?.original ?? original;
  if (sameLocation(base, values)) next.delete(original.id);
  else next.set(original.id, { values, original: base, page: previous?.page ?? page, excluded });
  return next;
}

/**
 * A stored location as form values. Its `menu` field answers the brand menu for SAME_AS_BRAND: only an OWN_MENU row's menu
 * is its own, the others start from an empty own menu.
 */
export function locationValuesOf(row: {
  readonly databaseId: number;
  readonly menuStatus?: string | null;
  readonly menu?: Parameters<typeof menuValuesOf>[0];
}): MenuDefinitionLocationValues {
  const menuStatus = (row.menuStatus as MenuDefinitionLocationValues['menuStatus'] | undefined) ?? null;
  return { id: row.databaseId, menuStatus, menu: menuStatus === 'OWN_MENU' ? menuValuesOf(row.menu) : EMPTY_MENU };
}
