// Shared by the menu definition API tests: a defined brand with included locations and its menu definition task built
// with SQL, the save and resolve calls, menu payloads, and what the tests read back. People, history reads and the
// gateway's fingerprint come from the gateway's support.
import type { TestApp } from '../support/testApp';
import { createBrandWithGatewayTask, createTask } from '../support/taskFixtures';
import { fingerprint, resolveAllViews } from './brandGatewaySupport';

const ARGS = '$id: ID!, $expectedModifiedDate: DateTime, $brandData: MenuDefinitionBrandInput, $locationsData: [MenuDefinitionLocationInput!]';
const PASS = 'id: $id, expectedModifiedDate: $expectedModifiedDate, brandData: $brandData, locationsData: $locationsData';
export const MENU_TASK_FIELDS = 'databaseId status currentViewType modifiedDate views { type status changedBrandFields changedLocationIds }';
export const SAVE_MENU_DEFINITION = `mutation(${ARGS}) { saveMenuDefinitionTask(${PASS}) { ${MENU_TASK_FIELDS} } }`;
export const RESOLVE_MENU_DEFINITION = `mutation(${ARGS}) { resolveMenuDefinitionTask(${PASS}) { task { ${MENU_TASK_FIELDS} } nextTask { __typename databaseId } isBrandDefinitionAutoResolved } }`;

export interface MenuDefinitionBrand {
  brandId: number;
  taskId: number;
  locationIds: number[];
}

/**
 * An included master whose gateway and brand definition tasks are resolved, with `locations` included locations (no menu
 * status yet), and its menu definition task in DEFINE, assigned to the user and STARTED when asked.
 */
export async function menuDefinitionBrand(t: TestApp, options: { name?: string; locations?: number; assignTo?: number | null } = {}): Promise<MenuDefinitionBrand> {
  const { brandId, gatewayTaskId } = await createBrandWithGatewayTask(t.db, { name: options.name ?? 'Menu Diner', locationRanks: Array.from({ length: options.locations ?? 3 }, () => 'MANUAL') });
  await resolveAllViews(t, gatewayTaskId);
  await resolveAllViews(t, await createTask(t.db, brandId, 'BRAND_DEFINITION'));
  const taskId = await createTask(t.db, brandId, 'MENU_DEFINITION');
  if (options.assignTo) await t.db.query("UPDATE tasks SET assigned_to_id = $2, status = 'STARTED' WHERE id = $1", [taskId, options.assignTo]);
  const locations = await t.db.query<{ id: number }>('SELECT id FROM locations WHERE brand_id = $1 ORDER BY position', [brandId]);
  return { brandId, taskId, locationIds: locations.map((location) => location.id) };
}

/** A menu as MenuDefinitionMenuInput sends it: an HTML page unless told otherwise. */
export const menuInput = (values: Record<string, unknown> = {}) => ({
  url: 'https://diner.example.com/menu',
  format: 'HTML',
  isExample: null,
  notScrapeableReason: null,
  notScrapeableComment: null,
  availabilityComment: null,
  additionalUrls: null,
  ...values,
});

export const locationInput = (id: number, menuStatus: 'OWN_MENU' | 'SAME_AS_BRAND' | 'NO_MENU', menu: Record<string, unknown> | null = null) => ({ id, menuStatus, menu });

export interface StoredMenu {
  id: number;
  brand_id: number;
  url: string | null;
  format: string | null;
  status: string;
  is_example: boolean | null;
  not_scrapeable_reason: string | null;
  not_scrapeable_comment: string | null;
  availability_comment: string | null;
  additional_urls: string[] | null;
  is_deleted: boolean;
}

export async function storedMenu(t: TestApp, id: number | null): Promise<StoredMenu | undefined> {
  if (id === null) return undefined;
  const [row] = await t.db.query<StoredMenu>(
    `SELECT id, brand_id, url, format, status, is_example, not_scrapeable_reason, not_scrapeable_comment, availability_comment, additional_urls, is_deleted
       FROM menus WHERE id = $1`,
    [id],
  );
  return row;
}

export async function brandMenuId(t: TestApp, brandId: number): Promise<number | null> {
  return (await t.db.query<{ menu_id: number | null }>('SELECT menu_id FROM brands WHERE id = $1', [brandId]))[0].menu_id;
}

export async function locationMenus(t: TestApp, brandId: number): Promise<{ id: number; menu_status: string | null; menu_id: number | null }[]> {
  return t.db.query('SELECT id, menu_status, menu_id FROM locations WHERE brand_id = $1 ORDER BY position', [brandId]);
}

export async function scrapingTasksOf(t: TestApp, brandId: number): Promise<{ id: number; menu_id: number; status: string; is_assignable: boolean; reopen_reason: string | null; assigned_to_id: number | null }[]> {
  return t.db.query("SELECT id, menu_id, status, is_assignable, reopen_reason, assigned_to_id FROM tasks WHERE brand_id = $1 AND type = 'MENU_SCRAPING' ORDER BY id", [brandId]);
}

/** The gateway's fingerprint and every menu: equal before and after a refused call. */
export async function menuFingerprint(t: TestApp): Promise<string> {
  return (await fingerprint(t)) + JSON.stringify(await t.db.query('SELECT * FROM menus ORDER BY id'));
}

/** The menu definition task reopened for the definer in DEFINE (as a quality checker's reopen leaves it, reassigned). */
export async function reopenForDefiner(t: TestApp, taskId: number, definerId: number): Promise<void> {
  await t.db.query("UPDATE tasks SET status = 'REOPENED', current_view_type = 'DEFINE', assigned_to_id = $2, resolved_date = NULL WHERE id = $1", [taskId, definerId]);
  await t.db.query("UPDATE task_views SET status = 'NOT_DONE', resolved_date = NULL, resolved_by_id = NULL WHERE task_id = $1", [taskId]);
}
