// The made-up restaurants whose menus have scraping instructions (the scenarios in which a scraper wrote them) get a
// site the product serves (issue 24): their menu moves from https://{brand}.example.co.uk/… (hosts that do not exist,
// so every rescrape failed after its retries) to `${origin}/demo-sites/restaurants/{brand}/…`, with instructions for
// its page, and the page shows what the menu's last run found (renderDemoRestaurantPage.ts), so a rescrape reads the
// menu unchanged.
import type { MenuTitleRule, ScrapingInstructions } from '../../domain/scrapingInstructions';
import { DEMO_RESTAURANTS_PATH } from '../demo-sites/demoRestaurantPages';
import { composeDemoMenu, type DemoMenuContent } from './composeDemoMenu';
import type { DemoContext } from './context';
import type { MenuRow } from './demoMenuRow';
import { menuRandom } from './planDemoRuns';
import { DEMO_RESTAURANT_TITLE_LEVELS, renderDemoRestaurantExtraPage, renderDemoRestaurantPage, sectionClassOf } from './renderDemoRestaurantPage';

/**
 * https://{brand}.example.co.uk/{town}/menu -> `${origin}/demo-sites/restaurants/{brand}/{town}/menu`. Two locations of
 * a brand in one town have the same made-up address: the second one's page is `{town}-2` (`copy` 2).
 */
export function demoRestaurantUrl(origin: string, url: string, copy = 1): string {
  const { hostname, pathname } = new URL(url);
  const segments = [hostname.split('.')[0], ...pathname.split('/').filter(Boolean)];
  if (copy > 1) segments[segments.length - 2] += `-${copy}`;
  return `${origin}${DEMO_RESTAURANTS_PATH}${segments.join('/')}`;
}

/** The page's path under the origin (demo_site_pages.path). */
export function demoRestaurantPath(url: string): string {
  return new URL(url).pathname;
}

/**
 * Instructions for a demo restaurant page, as a scraper would write them: every field the page shows, three levels of
 * sections (only the top one required: most pages have no third level).
 */
export function demoRestaurantInstructions(url: string): string {
  const level = (depth: number): MenuTitleRule => {
    const section = sectionClassOf(depth);
    const parent = depth === 1 ? 'main' : `section.${sectionClassOf(depth - 1)}`;
    return {
      selector: `${parent} > section.${section}`,
      fields: { title: { selector: `h${depth + 1}`, ...(depth === 1 ? { required: true } : {}) }, description: { selector: `p.${section}-note` } },
      ...(depth < DEMO_RESTAURANT_TITLE_LEVELS ? { children: level(depth + 1) } : {}),
    };
  };
  const instructions: ScrapingInstructions = {
    format: 1,
    pages: [{ url }],
    menuTitles: level(1),
    dishes: {
      selector: 'article.dish',
      fields: {
        name: { selector: '.dish-name', required: true },
        description: { selector: '.dish-desc' },
        price: { selector: '.price' },
        diets: { selector: '.diets' },
        allergens: { selector: '.allergens' },
      },
    },
  };
  return JSON.stringify(instructions);
}

/**
 * Moves a menu with instructions onto the demo restaurant sites: its URLs, its instructions and what its history says.
 * `served` holds the menu URLs already moved, so that every menu gets a page of its own.
 */
export function moveToDemoRestaurantSite(ctx: DemoContext, row: MenuRow, origin: string, served: Set<string>): void {
  const from = row.url;
  let copy = 1;
  while (served.has(demoRestaurantUrl(origin, from, copy))) copy += 1;
  row.url = demoRestaurantUrl(origin, from, copy);
  served.add(row.url);
  row.additional_urls = row.additional_urls?.map((url) => demoRestaurantUrl(origin, url, copy)) ?? null;
  row.scraping_instructions = demoRestaurantInstructions(row.url);
  ctx.rewriteEvents('MENU', row.id, from, row.url);
}

/** A menu that has instructions but was never scraped (its first scrape is scheduled) shows this many dishes. */
const UNSCRAPED_MENU_DISHES = 24;

/**
 * The pages of the demo restaurant sites (demo_site_pages rows): each moved menu's page shows what its last run read
 * (one that was never scraped, a menu composed for it), and its additional pages a short note.
 */
export function demoRestaurantPages(input: {
  origin: string;
  seed: number;
  menus: readonly MenuRow[];
  restaurantOf: (menu: MenuRow) => string;
  lastContent: ReadonlyMap<number, DemoMenuContent>;
}): { path: string; html: string }[] {
  const pages = new Map<string, string>();
  for (const menu of input.menus) {
    if (!menu.url.startsWith(`${input.origin}${DEMO_RESTAURANTS_PATH}`)) continue;
    const restaurant = input.restaurantOf(menu);
    const content = input.lastContent.get(menu.id) ?? composeDemoMenu(restaurant, UNSCRAPED_MENU_DISHES, menuRandom(input.seed, menu.id));
    if (pages.has(demoRestaurantPath(menu.url))) throw new Error(`Demo menu ${menu.id}: another menu has its page ${menu.url}`);
    pages.set(demoRestaurantPath(menu.url), renderDemoRestaurantPage(restaurant, content));
    for (const url of menu.additional_urls ?? []) pages.set(demoRestaurantPath(url), renderDemoRestaurantExtraPage(restaurant));
  }
  return [...pages].map(([path, html]) => ({ path, html }));
}
