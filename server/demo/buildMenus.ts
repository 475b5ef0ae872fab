// Menus made by resolved menu definitions (a brand menu and some locations' own menus, a couple of replaced ones kept
// deleted), each with its menu scraping task, and the dish review task a scrape opens. Each live menu plays one scenario
// of DESIGN.md's pipeline (menuScenarios.ts), so every menu status that matters, and every task status of both kinds,
// shows up.
import type { DemoBrand, DemoLocation } from './buildBrands';
import type { DemoContext, DemoUser, IdSequence } from './context';
import { newMenu, type DemoMenu, type MenuRow } from './demoMenuRow';
import { moveToDemoRestaurantSite } from './demoRestaurantSite';
import { playScenario, SCENARIO_WEIGHTS, SCENARIOS, type DemoScrapeHistory } from './menuScenarios';
import { planValues } from './random';
import type { TaskRow } from './taskDraft';

export interface MenuResult {
  menus: MenuRow[];
  brandMenus: { brand_id: number; menu_id: number }[];
  tasks: TaskRow[];
  /** What each scraped menu's runs were, for writeDemoScrapes.ts to give them their jobs, titles and dishes. */
  scrapes: DemoScrapeHistory[];
}

export function buildMenus(
  ctx: DemoContext,
  menuDefined: readonly { brand: DemoBrand; at: Date; definer: DemoUser | null }[],
  ids: { menus: IdSequence; tasks: IdSequence },
  /** Where the demo restaurant sites are served: the menus given instructions move there (demoRestaurantSite.ts). */
  demoSitesOrigin: string,
): MenuResult {
  const { random } = ctx;
  const live: DemoMenu[] = [];
  const deleted: DemoMenu[] = [];
  const brandMenus: MenuResult['brandMenus'] = [];

  for (const { brand, at, definer } of menuDefined) {
    const create = (location: DemoLocation | null) => {
      const menu = newMenu(random, ids.menus.next(), brand, location, at);
      ctx.event({ user: definer, type: 'CREATE', entityType: 'MENU', entityId: menu.row.id, message: `Menu created: ${menu.row.url}`, data: { url: menu.row.url, format: menu.row.format }, at });
      return menu;
    };
    const brandMenu = ctx.count('brandMenu') % 10 !== 0 ? create(null) : null;
    if (brandMenu) {
      live.push(brandMenu);
      brandMenus.push({ brand_id: brand.id, menu_id: brandMenu.row.id });
    }
    for (const location of brand.locations) {
      if (location.row.status !== 'INCLUDED') continue;
      const menuStatus = brandMenu
        ? random.weighted([['SAME_AS_BRAND', 70], ['OWN_MENU', 22], ['NO_MENU', 8]] as const)
        : random.weighted([['OWN_MENU', 60], ['NO_MENU', 40]] as const);
      location.row.menu_status = menuStatus;
      if (menuStatus === 'SAME_AS_BRAND' && brandMenu) location.row.menu_id = brandMenu.row.id;
      if (menuStatus === 'OWN_MENU') {
        const own = create(location);
        live.push(own);
        location.row.menu_id = own.row.id;
      }
    }
    // A couple of brands replaced an earlier menu: the old one is kept, deleted.
    if (brandMenu && ctx.count('deletedMenu') <= 2) {
      const old = create(null);
      old.row.url = `https://${brand.domain}/old-menu`;
      old.row.is_deleted = true;
      old.row.notes = 'Replaced by the current menu page.';
      deleted.push(old);
      ctx.event({ user: definer, type: 'DELETE', entityType: 'MENU', entityId: old.row.id, message: `Menu deleted: ${old.row.url}`, data: { url: old.row.url }, at });
    }
  }

  const tasks: TaskRow[] = [];
  const scrapes: DemoScrapeHistory[] = [];
  const served = new Set<string>();
  planValues(random, live.length, SCENARIOS, SCENARIO_WEIGHTS).forEach((scenario, index) => {
    const history: Partial<DemoScrapeHistory> = { menuId: live[index].row.id, brandName: live[index].brand.entry.name, approvedAt: null, rerun: null };
    tasks.push(...playScenario(ctx, live[index], scenario, ids.tasks, history));
    if (live[index].row.scraping_instructions) moveToDemoRestaurantSite(ctx, live[index].row, demoSitesOrigin, served);
    if (history.firstRun) scrapes.push(history as DemoScrapeHistory);
  });
  const menus = [...live, ...deleted].sort((a, b) => a.row.id - b.row.id).map((menu) => menu.row);
  return { menus, brandMenus, tasks, scrapes };
}

