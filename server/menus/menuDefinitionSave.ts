// The menu definition task's work (spec 2, sections 4, 5 and 7): the brand's menu ('has menu' and its fields) and each
// location's menu status with, for OWN_MENU, its own menu, written inside the caller's transaction with one history
// event per changed menu and location. Everything is checked before anything is written, so a refusal (VALIDATION with
// the form's message, CONFLICT on a stale brand) changes nothing.
//
// Where menus live: brands.menu_id is the brand menu (Brand.hasMenu reads it); an OWN_MENU location's menu_id is its own
// menu; a SAME_AS_BRAND location's menu_id is the brand menu too (as the demo data stores it and Menu.locationCount
// counts it); NO_MENU clears it. A menu nobody uses any more is kept and marked deleted (server/menus/menuWrites.ts).
import {
  menuDefinitionBrandSchema,
  menuDefinitionLocationPayload,
  menuDefinitionLocationSchema,
  menuDefinitionMenuPayload,
  menuDefinitionMenuSchema,
  firstAdditionalUrlError,
  firstMenuDefinitionError,
  MENU_DEFINITION_MESSAGES,
  type LocationMenuStatus,
  type MenuDefinitionMenuPayload,
  type MenuDefinitionMode,
} from '../../domain/menuDefinitionSchemas';
import { lockBrand, locationError, notOfBrandMessage, recordBrandEvent, recordLocationEvents, refuseRepeatedLocations, type LocationChanges } from '../brands/brandTaskWrites';
import type { Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { validationError } from '../graphql/errors';
import type { TaskRow } from '../tasks/taskRows';
import {
  createDefinedMenu,
  lockMenus,
  menuStateFrom,
  menuStateOf,
  retireMenu,
  updateDefinedMenu,
  type MenuRowForDefinition,
} from './menuWrites';

/** MenuDefinitionMenuInput: every field optional (the GraphQL input type refuses any other). */
export type MenuInput = Partial<MenuDefinitionMenuPayload>;

export interface MenuDefinitionBrandInput {
  hasMenu: boolean;
  menu?: MenuInput | null;
  expectedModifiedDate?: Date | string | null;
}

export interface MenuDefinitionLocationInput {
  id: number;
  menuStatus: LocationMenuStatus;
  menu?: MenuInput | null;
}

export interface MenuDefinitionPayload {
  brandData: MenuDefinitionBrandInput | null;
  locationsData: MenuDefinitionLocationInput[];
}

export interface MenuDefinitionSaveResult {
  changedBrandFields: string[];
  changedLocationIds: number[];
}

export const MENU_DEFINITION_SAVE_MESSAGES = {
  noBrandMenu: 'The brand has no menu to share: choose own menu or no menu.',
} as const;

export function menuDefinitionPayloadOf(args: Record<string, unknown>): MenuDefinitionPayload {
  return {
    brandData: (args.brandData as MenuDefinitionBrandInput | null | undefined) ?? null,
    locationsData: (args.locationsData as MenuDefinitionLocationInput[] | null | undefined) ?? [],
  };
}

interface BrandLocationRow {
  id: number;
  position: number;
  status: string;
  menu_status: LocationMenuStatus | null;
  menu_id: number | null;
}

interface LocationMenuState {
  menuStatus: LocationMenuStatus | null;
  menuId: number | null;
}

/** The menu a location owns: OWN_MENU with a menu that is not the brand's (a shared brand menu is never written as an own one). */
const ownMenuIdOf = (row: BrandLocationRow, brandMenuId: number | null) =>
  row.menu_status === 'OWN_MENU' && row.menu_id !== null && row.menu_id !== brandMenuId ? row.menu_id : null;

/** A sent menu's fields, or the stored menu's when the input leaves the menu out (null keeps what is stored). */
function plannedMenu(input: MenuInput | null | undefined, stored: MenuRowForDefinition | undefined): MenuDefinitionMenuPayload {
  if (input) return menuDefinitionMenuPayload(input);
  if (stored) {
    const { status: _status, ...fields } = menuStateOf(stored);
    return fields;
  }
  return menuDefinitionMenuPayload({});
}

export async function saveMenuDefinitionWork(tx: Queryable, task: TaskRow, payload: MenuDefinitionPayload, mode: MenuDefinitionMode, userId: number): Promise<MenuDefinitionSaveResult> {
  const brand = await lockBrand(tx, task.brand_id, payload.brandData?.expectedModifiedDate);
  refuseRepeatedLocations(payload.locationsData.map((input) => input.id));
  // Locked in id order, as every writer of a brand's locations does.
  const locked = await tx.query<BrandLocationRow>('SELECT id, position, status, menu_status, menu_id FROM locations WHERE brand_id = $1 ORDER BY id FOR UPDATE', [brand.id]);
  const rows = [...locked].sort((a, b) => a.position - b.position || a.id - b.id);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const storedBrandMenuId = brand.menu_id;
  const menus = await lockMenus(tx, [...(storedBrandMenuId ? [storedBrandMenuId] : []), ...rows.flatMap((row) => (row.menu_id ? [row.menu_id] : []))]);

  // The brand: 'has menu' and the brand menu's fields, checked when sent and always on done.
  const hasMenu = payload.brandData ? payload.brandData.hasMenu : storedBrandMenuId !== null;
  const storedBrandMenu = storedBrandMenuId ? menus.get(storedBrandMenuId) : undefined;
  const brandMenu = hasMenu ? plannedMenu(payload.brandData?.menu, storedBrandMenu) : null;
  if (payload.brandData || mode === 'done') {
    const message = (hasMenu ? firstAdditionalUrlError(payload.brandData?.menu?.additionalUrls) : null) ?? firstMenuDefinitionError(menuDefinitionBrandSchema(mode), { hasMenu, menu: brandMenu });
    if (message) throw validationError(message);
  }

  // The sent rows: of this brand, the form's rules, and the brand menu only when there is one.
  const sent = new Map<number, { menuStatus: LocationMenuStatus; menu: MenuDefinitionMenuPayload | null }>();
  for (const input of payload.locationsData) {
    const row = byId.get(input.id);
    if (!row) throw locationError(input.id, notOfBrandMessage(input.id));
    // A menu sent with any other status than OWN_MENU is dropped, as the form's payload drops it.
    const normalised = menuDefinitionLocationPayload({ id: input.id, menuStatus: input.menuStatus, menu: null });
    const menu = normalised.menuStatus === 'OWN_MENU' ? plannedMenu(input.menu, menus.get(ownMenuIdOf(row, storedBrandMenuId) ?? -1)) : null;
    const message =
      (menu ? firstAdditionalUrlError(input.menu?.additionalUrls) : null) ??
      firstMenuDefinitionError(menuDefinitionLocationSchema(mode), { id: input.id, menuStatus: normalised.menuStatus, menu });
    if (message) throw locationError(input.id, message);
    if (normalised.menuStatus === 'SAME_AS_BRAND' && !hasMenu) throw locationError(input.id, MENU_DEFINITION_SAVE_MESSAGES.noBrandMenu);
    sent.set(input.id, { menuStatus: normalised.menuStatus, menu });
  }

  // Every location's status after the save: a row not sent keeps its own, but no brand menu turns SAME_AS_BRAND to NO_MENU
  // (spec 2, section 4, for the rows the page did not hold).
  const statusOf = (row: BrandLocationRow): LocationMenuStatus | null => {
    const status = sent.get(row.id)?.menuStatus ?? row.menu_status;
    return status === 'SAME_AS_BRAND' && !hasMenu ? 'NO_MENU' : status;
  };
  if (mode === 'done') refuseUndecided(rows, sent, statusOf, menus, storedBrandMenuId);

  // The brand menu: created or updated when the brand has one, retired when 'has menu' goes off.
  const changedBrandFields: string[] = [];
  let brandMenuId: number | null = null;
  if (hasMenu && brandMenu) {
    if (storedBrandMenu) {
      const fields = await updateDefinedMenu(tx, task, userId, storedBrandMenu, menuStateFrom(brandMenu, storedBrandMenu.status));
      if (fields.length || storedBrandMenu.is_deleted) changedBrandFields.push('menu');
      brandMenuId = storedBrandMenu.id;
    } else {
      brandMenuId = await createDefinedMenu(tx, task, userId, menuStateFrom(brandMenu, 'NEW'), 'the brand menu');
      changedBrandFields.push('hasMenu', 'menu');
    }
  } else if (storedBrandMenuId !== null) {
    await retireMenu(tx, task, userId, storedBrandMenuId, "the brand's 'has menu' is off");
    changedBrandFields.push('hasMenu', 'menu');
  }
  if (brandMenuId !== storedBrandMenuId) {
    await tx.query(`UPDATE brands SET menu_id = $2, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`, [brand.id, brandMenuId]);
    const before = { hasMenu: storedBrandMenuId !== null, menuId: storedBrandMenuId };
    const after = { hasMenu: brandMenuId !== null, menuId: brandMenuId };
    const fields = (['hasMenu', 'menuId'] as const).filter((field) => before[field] !== after[field]);
    await recordBrandEvent(tx, task, userId, { changedFields: fields, before: pick(before, fields), after: pick(after, fields) });
  }

  // The locations: own menus created or updated, the brand menu pointed at, the rest cleared; given-up own menus retired.
  const changes: LocationChanges<LocationMenuState>[] = [];
  const ownMenuChanged = new Set<number>();
  for (const row of rows) {
    const status = statusOf(row);
    const ownId = ownMenuIdOf(row, storedBrandMenuId);
    let menuId = row.menu_id;
    if (status === 'OWN_MENU') {
      const menu = sent.get(row.id)?.menu;
      const own = ownId === null ? undefined : menus.get(ownId);
      if (menu && own) {
        if ((await updateDefinedMenu(tx, task, userId, own, menuStateFrom(menu, own.status))).length || own.is_deleted) ownMenuChanged.add(row.id);
        menuId = own.id;
      } else if (menu) {
        menuId = await createDefinedMenu(tx, task, userId, menuStateFrom(menu, 'NEW'), `the own menu of location ${row.id}`);
      } else if (ownId !== null) {
        menuId = ownId;
      }
    } else if (status === 'SAME_AS_BRAND') {
      menuId = brandMenuId;
    } else if (status === 'NO_MENU') {
      menuId = null;
    }
    if (ownId !== null && status !== 'OWN_MENU') await retireMenu(tx, task, userId, ownId, `location ${row.id} no longer has its own menu`);
    const before: LocationMenuState = { menuStatus: row.menu_status, menuId: row.menu_id };
    const after: LocationMenuState = { menuStatus: status, menuId };
    const fields = (['menuStatus', 'menuId'] as const).filter((field) => before[field] !== after[field]);
    if (fields.length) changes.push({ id: row.id, changedFields: fields, before: pick(before, fields), after: pick(after, fields) });
  }
  await writeLocationMenus(tx, changes.map((change) => ({ id: change.id, ...nextOf(byId.get(change.id)!, change) })));
  await recordLocationEvents(tx, task, userId, changes);

  const changedLocationIds = [...new Set([...changes.map((change) => change.id), ...ownMenuChanged])].sort((a, b) => a - b);
  return { changedBrandFields, changedLocationIds };
}

function pick<T extends object, K extends keyof T>(values: T, fields: readonly K[]): Partial<T> {
  return Object.fromEntries(fields.map((field) => [field, values[field]])) as unknown as Partial<T>;
}

function nextOf(row: BrandLocationRow, change: LocationChanges<LocationMenuState>): LocationMenuState {
  return { menuStatus: change.after.menuStatus !== undefined ? change.after.menuStatus : row.menu_status, menuId: change.after.menuId !== undefined ? change.after.menuId : row.menu_id };
}

/**
 * Done needs every included location of the brand decided, not only the rows sent: a menu status, and an own menu that
 * the done schema accepts (format and URL), first in the page's order.
 */
function refuseUndecided(
  rows: readonly BrandLocationRow[],
  sent: Map<number, { menu: MenuDefinitionMenuPayload | null }>,
  statusOf: (row: BrandLocationRow) => LocationMenuStatus | null,
  menus: Map<number, MenuRowForDefinition>,
  brandMenuId: number | null,
): void {
  const schema = menuDefinitionMenuSchema('done');
  for (const row of rows) {
    if (row.status !== 'INCLUDED') continue;
    const status = statusOf(row);
    if (status === null) throw locationError(row.id, MENU_DEFINITION_MESSAGES.menuStatusRequired);
    if (status !== 'OWN_MENU' || sent.has(row.id)) continue;
    const ownId = ownMenuIdOf(row, brandMenuId);
    const message = firstMenuDefinitionError(schema, plannedMenu(null, ownId === null ? undefined : menus.get(ownId)));
    if (message) throw locationError(row.id, message);
  }
}

/** The changed rows in one statement. */
async function writeLocationMenus(tx: Queryable, rows: { id: number; menuStatus: LocationMenuStatus | null; menuId: number | null }[]): Promise<void> {
  if (!rows.length) return;
  await tx.query(
    `UPDATE locations l SET menu_status = c.menu_status, menu_id = c.menu_id, modified_date = ${NEXT_MODIFIED_DATE}
       FROM unnest($1::int[], $2::text[], $3::int[]) AS c(id, menu_status, menu_id) WHERE l.id = c.id`,
    [rows.map((row) => row.id), rows.map((row) => row.menuStatus), rows.map((row) => row.menuId)],
  );
}

