// The demo data's own restaurant pages (issue 24): the made-up restaurants whose menus have scraping instructions get a
// page under /demo-sites/restaurants/, written into the database with the demo data (demo_site_pages), so every demo
// menu with instructions points at a site the product serves, whichever process or port answers it. The hand-written
// sites (demoSites.ts) are files; these depend on the demo rows, so they live with them.
import type { Queryable } from '../db/database';
import { handleDemoSiteRequest, notFound, type DemoSiteResponse } from './demoSites';

export const DEMO_RESTAURANTS_PATH = '/demo-sites/restaurants/';

/**
 * Answers a path of the demo sites, the restaurant pages from the database included; null for any path that is not the
 * demo sites' (as handleDemoSiteRequest).
 */
export async function answerDemoSiteRequest(db: Queryable, pathname: string): Promise<DemoSiteResponse | null> {
  const pathOnly = pathname.split(/[?#]/)[0];
  if (!pathOnly.startsWith(DEMO_RESTAURANTS_PATH)) return handleDemoSiteRequest(pathname);
  const [page] = await db.query<{ html: string }>('SELECT html FROM demo_site_pages WHERE path = $1', [pathOnly]);
  if (!page) return notFound();
  const body = Buffer.from(page.html);
  return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.length), 'cache-control': 'no-store' }, body };
}
