// The demo restaurant sites the product serves under /demo-sites/ (issue 12): the demo data's menus point at them, so the
// scraping pipeline runs end to end offline. The product answers them over HTTP (app.ts) and the scraper's fetcher
// answers the demo sites' origins (demoSitesOrigin.ts) through this same function in-process, so any worker and any
// test reaches them whatever port it listens on. Pages are hand-written files in ./sites (static, no scripts); some routes are dynamic: the
// changing site's menu cycles through versions per request, the failing site answers 503 with a Retry-After, and the
// MenuHost platform's 32 restaurants (/demo-sites/menuhost/) are generated from their data (menuHostPages.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerMenuHostRequest } from './menuHostPages';
import { MENU_HOST_PREFIX } from './menuHostRestaurants';

export interface DemoSiteResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export const DEMO_SITES_PATH = '/demo-sites/';

/** Where each demo site's menu lives (paths under the demo origin): the demo data, the tests and the docs use these. */
export const DEMO_SITE_PATHS = {
  /** (a) Nested sections in containers: sections with sub-sections, dishes with every field. */
  oliveGrove: '/demo-sites/olive-grove/menu',
  /** (b) One table: heading rows and dish rows are siblings (the instructions' 'heading' mode). */
  harbourGrill: '/demo-sites/harbour-grill/menu',
  /** A page robots.txt disallows (proves robots.txt is honoured). */
  harbourGrillStaffOnly: '/demo-sites/harbour-grill/staff-only/menu',
  /** (c) Tabs served as pages of their own, linked from the first one. */
  sakura: '/demo-sites/sakura-noodle-bar/menu',
  /** (c) Pagination over three pages with a 'next' link. */
  napoli: '/demo-sites/pizzeria-napoli/menu',
  /** (d) Changes between runs: a new version per request (see CHANGING_SITE_VERSIONS). */
  cornerBistro: '/demo-sites/corner-bistro/menu',
  /** (e) Always down for maintenance: 503 with Retry-After and a page without dishes. */
  lighthouseDiner: '/demo-sites/lighthouse-diner/menu',
  /** (f) A PDF menu, linked from the site's menu page. */
  greenLeafPage: '/demo-sites/green-leaf-cafe/',
  greenLeafPdf: '/demo-sites/green-leaf-cafe/files/menu.pdf',
  /** (g) An image menu, linked from the site's menu page. */
  tacoFiestaPage: '/demo-sites/taco-fiesta/',
  tacoFiestaImage: '/demo-sites/taco-fiesta/images/menu.png',
  /** (h) A platform family: 32 restaurants on one made-up menu host, two layouts (menuHostRestaurants.ts). */
  menuHost: '/demo-sites/menuhost/',
} as const;

/**
 * The changing site's versions, served in turn (1, 2, 3, 4, 1, ...) one per request to its menu page:
 * 2 is version 1 with mark-up-only changes (attribute order, entity forms, whitespace, utm_ tracking parameters): no
 * change; 3 changes a price, adds a dish and removes one, the rest unchanged; 4 is 3 with mark-up-only changes. Going
 * from 4 back to 1 restores the removed dish.
 */
export const CHANGING_SITE_VERSIONS = [1, 2, 3, 4] as const;
export type ChangingSiteVersion = (typeof CHANGING_SITE_VERSIONS)[number];
export type ChangingSite = 'corner-bistro';

/** Per process: the index of the version the next request gets. */
const nextVersionIndex: Record<ChangingSite, number> = { 'corner-bistro': 0 };

/** For tests and the demo: the next request to the changing site's menu gets version `version`, then the cycle goes on. */
export function setDemoSiteVersion(site: ChangingSite, version: ChangingSiteVersion): void {
  nextVersionIndex[site] = CHANGING_SITE_VERSIONS.indexOf(version);
}

/** Seconds the failing site asks clients to wait. Short, so a scrape of it fails in seconds rather than minutes. */
export const FAILING_SITE_RETRY_AFTER_SECONDS = 2;

const SITES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sites');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
};

// Only these characters reach the file system: no '..', no backslashes, no encoded anything.
const SAFE_PATH = /^[a-z0-9][a-z0-9/-]*(\.[a-z]+)?$/;

const fileCache = new Map<string, Buffer | null>();

function readSiteFile(relative: string): Buffer | null {
  if (!fileCache.has(relative)) {
    const file = path.join(SITES_DIR, relative);
    let body: Buffer | null = null;
    if (file.startsWith(SITES_DIR + path.sep)) {
      try {
        body = readFileSync(file);
      } catch {
        body = null;
      }
    }
    fileCache.set(relative, body);
  }
  return fileCache.get(relative) ?? null;
}

function respond(status: number, relative: string, extraHeaders: Record<string, string> = {}): DemoSiteResponse | null {
  const body = readSiteFile(relative);
  if (!body) return null;
  const type = CONTENT_TYPES[path.extname(relative)] ?? 'application/octet-stream';
  return { status, headers: { 'content-type': type, 'content-length': String(body.length), ...extraHeaders }, body };
}

/** The demo sites' 404 page. */
export function notFound(): DemoSiteResponse {
  const body = Buffer.from('<!DOCTYPE html><html><head><title>Page not found</title></head><body><h1>Page not found</h1></body></html>');
  return { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.length) }, body };
}

/** Whether the demo sites answer this path (a query string, if passed, is ignored): /robots.txt and /demo-sites/…. */
export function isDemoSitesPath(pathname: string): boolean {
  const pathOnly = pathname.split(/[?#]/)[0];
  return pathOnly === '/robots.txt' || pathOnly.startsWith(DEMO_SITES_PATH);
}

/**
 * Answers a path of the demo sites (a query string, if passed, is ignored), or null for any path not under /demo-sites/.
 * /robots.txt is answered too: robots.txt lives at an origin's root, and the demo sites' origin is the product's own.
 */
export function handleDemoSiteRequest(pathname: string): DemoSiteResponse | null {
  const pathOnly = pathname.split(/[?#]/)[0];
  if (!isDemoSitesPath(pathOnly)) return null;
  if (pathOnly === '/robots.txt' || pathOnly === '/demo-sites/robots.txt') return respond(200, 'robots.txt');

  if (pathOnly === DEMO_SITE_PATHS.cornerBistro) {
    const index = nextVersionIndex['corner-bistro'];
    nextVersionIndex['corner-bistro'] = (index + 1) % CHANGING_SITE_VERSIONS.length;
    return respond(200, `corner-bistro/menu-v${CHANGING_SITE_VERSIONS[index]}.html`, { 'cache-control': 'no-store' }) ?? notFound();
  }
  if (pathOnly === DEMO_SITE_PATHS.lighthouseDiner) {
    return respond(503, 'lighthouse-diner/maintenance.html', { 'retry-after': String(FAILING_SITE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' }) ?? notFound();
  }

  if (pathOnly.startsWith(MENU_HOST_PREFIX)) return answerMenuHostRequest(pathOnly, FAILING_SITE_RETRY_AFTER_SECONDS) ?? notFound();

  let relative = pathOnly.slice(DEMO_SITES_PATH.length);
  if (relative === '' || relative.endsWith('/')) relative += 'index.html';
  if (!SAFE_PATH.test(relative) || relative.includes('//')) return notFound();
  // Version files are reached through the cycling route only.
  if (/^corner-bistro\/menu-v\d/.test(relative)) return notFound();
  if (path.extname(relative)) return respond(200, relative, { 'cache-control': 'public, max-age=300' }) ?? notFound();
  const page = respond(200, `${relative}.html`, { 'cache-control': 'public, max-age=300' });
  if (page) return page;
  // A site's folder asked for without its slash: where a real server would send it.
  if (readSiteFile(`${relative}/index.html`)) return { status: 301, headers: { location: `${pathOnly}/`, 'content-length': '0' }, body: Buffer.alloc(0) };
  return notFound();
}
