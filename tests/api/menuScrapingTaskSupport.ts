// The menu scraping task's API tests: a restaurant site on a local port (the scraper is allowed its origin through
// SCRAPER_ALLOWED_ORIGINS), instructions for it, and the menu's stored state a refusal must leave as it was.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { Queryable } from '../../server/db/database';

export interface LocalMenuSite {
  origin: string;
  /** The price the site shows for the Margherita now (a test changes it to see what reads the network). */
  margheritaPrice: string;
  requests: string[];
}

function menuPage(site: LocalMenuSite): string {
  return `<!doctype html><html><head><title>Local Trattoria</title></head><body>
  <section class="menu-section"><h2 class="title">Pizzas</h2>
    <div class="dish"><span class="name">Margherita</span><span class="price">${site.margheritaPrice}</span></div>
    <div class="dish"><span class="name">Marinara</span><span class="price">8.00</span></div>
  </section>
  <section class="menu-section"><h2 class="title">Desserts</h2>
    <div class="dish"><span class="name">Tiramisu</span><span class="price">5.00</span></div>
  </section>
</body></html>`;
}

/** Call at the top of a test file, before the app's hooks: the site is listening once beforeAll ran. */
export function localMenuSite(): LocalMenuSite {
  const site: LocalMenuSite = { origin: '', margheritaPrice: '9.50', requests: [] };
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      site.requests.push(request.url ?? '/');
      if (request.url === '/menu.html') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(menuPage(site));
        return;
      }
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return site;
}

/** Instructions for the local site's menu page: sections with their dishes, name and price. */
export function instructionsFor(origin: string, options: { withPrice?: boolean } = {}) {
  return {
    format: 1,
    pages: [{ url: `${origin}/menu.html` }],
    menuTitles: { selector: 'section.menu-section', fields: { title: { selector: 'h2.title' } } },
    dishes: {
      selector: '.dish',
      fields: { name: { selector: '.name' }, ...(options.withPrice === false ? {} : { price: { selector: '.price' } }) },
    },
  };
}

/** The menu's scraping columns, its instruction versions and history events, and the scraping jobs: what a refusal keeps. */
export async function menuScrapingState(db: Queryable, menuId: number) {
  const [menu] = await db.query(
    `SELECT format, status, not_scrapeable_reason, not_scrapeable_comment, scraping_instructions, scraping_instructions_version,
            availability_comment, additional_urls, is_html_menu_scraped_in_debug_mode, modified_date FROM menus WHERE id = $1`,
    [menuId],
  );
  const count = async (sql: string) => (await db.query<{ count: number }>(sql, [menuId]))[0].count;
  return {
    menu: JSON.parse(JSON.stringify(menu)),
    versions: await count('SELECT count(*)::int AS count FROM menu_scraping_instructions_versions WHERE menu_id = $1'),
    menuEvents: await count("SELECT count(*)::int AS count FROM events WHERE entity_type = 'MENU' AND entity_id = $1"),
    jobs: await count('SELECT count(*)::int AS count FROM scraping_jobs WHERE menu_id = $1'),
  };
}
