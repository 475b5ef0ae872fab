// Demo menus that really scrape (issue 12): new menus, each with its open, unassigned scraping task, on the demo
// restaurant sites the product serves itself (server/demo-sites/), so a new user can resolve a task and see a menu
// scraped within a minute of `npm start`, offline. Some have instructions already (version 1, with a comment), one has
// none (write them: docs/scraping-instructions.md has its worked example), one changes between runs, one always fails,
// and two are documents. Each is the own menu of an included location that had no menu (the menu definition's NO_MENU
// locations, lowest ids first), added after buildMenus without drawing from the random source, so every other demo row
// stays as it was and every brand menu keeps its story.
import { DEMO_SITE_PATHS } from '../demo-sites/demoSites';
import { demoSiteInstructionsJson, type DemoSiteWithInstructions } from '../demo-sites/demoSiteInstructions';
import type { DemoBrand } from './buildBrands';
import type { MenuRow } from './demoMenuRow';
import type { DemoContext, DemoUser, IdSequence } from './context';
import { iso } from './random';
import { TaskDraft, type TaskRow } from './taskDraft';

interface DemoSiteMenu {
  path: string;
  format: 'HTML' | 'PDF' | 'IMAGE';
  /** Instructions set in the demo data (version 1); none: the scraper writes them. */
  instructions: DemoSiteWithInstructions | null;
  notes: string;
}

export const DEMO_SITE_MENUS: readonly DemoSiteMenu[] = [
  { path: DEMO_SITE_PATHS.oliveGrove, format: 'HTML', instructions: 'olive-grove', notes: 'Demo restaurant site: sections with sub-sections. Instructions are set: resolve the task to scrape it.' },
  { path: DEMO_SITE_PATHS.sakura, format: 'HTML', instructions: 'sakura-noodle-bar', notes: 'Demo restaurant site: the menu tabs are pages of their own. Instructions are set: resolve the task to scrape it.' },
  { path: DEMO_SITE_PATHS.napoli, format: 'HTML', instructions: 'pizzeria-napoli', notes: 'Demo restaurant site: the menu runs over three pages. Instructions are set: resolve the task to scrape it.' },
  { path: DEMO_SITE_PATHS.cornerBistro, format: 'HTML', instructions: 'corner-bistro', notes: 'Demo restaurant site whose menu changes between visits (prices, new and removed dishes, and mark-up that is not a change): scrape it, approve, then rescrape.' },
  { path: DEMO_SITE_PATHS.lighthouseDiner, format: 'HTML', instructions: 'lighthouse-diner', notes: 'Demo restaurant site that is down for maintenance: every scrape fails and the task comes back.' },
  { path: DEMO_SITE_PATHS.harbourGrill, format: 'HTML', instructions: null, notes: 'Demo restaurant site laid out as one table. No instructions yet: write them (see the Harbour Grill example in docs/scraping-instructions.md).' },
  { path: DEMO_SITE_PATHS.greenLeafPage, format: 'PDF', instructions: null, notes: 'Demo restaurant site with its menu as a PDF linked from the page.' },
  { path: DEMO_SITE_PATHS.tacoFiestaPage, format: 'IMAGE', instructions: null, notes: 'Demo restaurant site with its menu as a picture linked from the page.' },
];

export const DEMO_SITE_INSTRUCTIONS_COMMENT = 'Demo data: instructions for this demo restaurant site (worked example in docs/scraping-instructions.md).';

export interface DemoSiteMenuResult {
  menus: MenuRow[];
  tasks: TaskRow[];
  /** Menus created with instructions: their version 1 gets its author and comment after the insert. */
  withInstructions: number[];
  /** PDF and image menus: crawled as the pipeline does when their scraping task is created (CRAWL_SCHEDULED). */
  documentMenus: { menuId: number; at: string }[];
}

/**
 * Creates one menu per demo site under `origin`, as the own menu of an included location that had none, with its
 * scraping task; the locations' rows are changed in place.
 */
export function buildDemoSiteMenus(
  ctx: DemoContext,
  menuDefined: readonly { brand: DemoBrand; at: Date; definer: DemoUser | null }[],
  ids: { menus: IdSequence; tasks: IdSequence },
  origin: string,
  author: DemoUser | null,
): DemoSiteMenuResult {
  const locations = menuDefined
    .flatMap(({ brand, at, definer }) => brand.locations.map((location) => ({ brand, location, at, definer })))
    .filter(({ location }) => location.row.status === 'INCLUDED' && location.row.menu_status === 'NO_MENU')
    .sort((a, b) => a.location.row.id - b.location.row.id);
  const result: DemoSiteMenuResult = { menus: [], tasks: [], withInstructions: [], documentMenus: [] };
  DEMO_SITE_MENUS.forEach((site, index) => {
    const place = locations[index];
    if (!place) return;
    const { brand, location, definer } = place;
    const created = iso(place.at);
    const url = `${origin}${site.path}`;
    const menu: MenuRow = {
      id: ids.menus.next(),
      brand_id: brand.id,
      url,
      format: site.format,
      status: site.format === 'HTML' ? 'NEW' : 'CRAWL_SCHEDULED',
      is_example: false,
      not_scrapeable_reason: null,
      not_scrapeable_comment: null,
      notes: site.notes,
      availability_comment: null,
      additional_urls: null,
      scraping_instructions: site.instructions ? demoSiteInstructionsJson(site.instructions, origin) : null,
      scraping_instructions_version: site.instructions ? 1 : 0,
      is_html_menu_scraped_in_debug_mode: false,
      is_awaiting_scraping: false,
      is_awaiting_probing: false,
      is_deleted: false,
      scraping_type: null,
      scraping_issue_comment: null,
      scraped_by_id: null,
      scraped_date: null,
      is_scraped_automatically: false,
      dish_count: 0,
      created_date: created,
      modified_date: created,
    };
    location.row.menu_status = 'OWN_MENU';
    location.row.menu_id = menu.id;
    ctx.event({ user: definer, type: 'CREATE', entityType: 'MENU', entityId: menu.id, message: `Menu created: ${url}`, data: { url, format: menu.format }, at: place.at });
    if (site.instructions) {
      ctx.event({ user: author, type: 'UPDATE', entityType: 'MENU', entityId: menu.id, message: 'Scraping instructions version 1 uploaded', data: { scrapingInstructionsVersion: 1, comment: DEMO_SITE_INSTRUCTIONS_COMMENT }, at: place.at });
      result.withInstructions.push(menu.id);
    }
    if (site.format !== 'HTML') result.documentMenus.push({ menuId: menu.id, at: created });
    const task = new TaskDraft(ctx, { id: ids.tasks.next(), type: 'MENU_SCRAPING', brandId: brand.id, menuId: menu.id, createdAt: place.at });
    result.menus.push(menu);
    result.tasks.push(task.row);
  });
  return result;
}
