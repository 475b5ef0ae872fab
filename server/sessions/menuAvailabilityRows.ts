// The stored opening hours behind each menu's scraping availability (server/sessions/menuAvailability.ts): the
// working_hours of the locations that use the menu, the same set as server/menus/menuQueries.ts locationIdsOfMenus
// (locations whose menu is this one and that do not share the brand's menu, plus the brand's SAME_AS_BRAND locations
// when the menu is the brand's). One query for a whole session's menus.
import type { Queryable } from '../db/database';
import { menuAvailabilityOf, type MenuScrapingAvailability } from './menuAvailability';

export async function menuAvailabilities(db: Queryable, menuIds: readonly number[]): Promise<Map<number, MenuScrapingAvailability>> {
  const hours = new Map<number, unknown[]>(menuIds.map((id) => [id, []]));
  if (menuIds.length === 0) return new Map();
  const rows = await db.query<{ menu_id: number; working_hours: unknown }>(
    `SELECT m.id AS menu_id, l.working_hours FROM menus m JOIN locations l ON l.menu_id = m.id AND l.menu_status IS DISTINCT FROM 'SAME_AS_BRAND'
      WHERE m.id = ANY($1::int[])
     UNION ALL
     SELECT m.id, l.working_hours FROM menus m JOIN brands b ON b.id = m.brand_id AND b.menu_id = m.id
       JOIN locations l ON l.brand_id = m.brand_id AND l.menu_status = 'SAME_AS_BRAND'
      WHERE m.id = ANY($1::int[])`,
    [[...new Set(menuIds)]],
  );
  for (const row of rows) hours.get(row.menu_id)?.push(row.working_hours);
  return new Map([...hours].map(([menuId, stored]) => [menuId, menuAvailabilityOf(stored)]));
}
