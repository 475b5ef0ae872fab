// The scraping job suite's pieces: local restaurant sites on 127.0.0.1 (let through by config.scraperAllowedOrigins),
// their menu pages, a menu with its resolved scraping task, scheduling and waiting for a job, and the approval a dish
// review would give (issue 13).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database, Queryable } from '../../server/db/database';
import { scheduleHtmlScrape } from '../../server/jobs/scrapeJobs';
import type { WorkerSettings } from '../../server/jobs/workers';
import { markApproved } from '../../server/scraping/menuApproval';
import { createBrandWithGatewayTask, createTask } from '../support/taskFixtures';

/**
 * Quick retries, no per-domain spacing, one fetch attempt per page, pg-boss's shortest heartbeat (10 s) watched every
 * second: the suite's jobs end in seconds, and a killed worker's job is taken back within about 11 s.
 */
export const TEST_WORKERS: WorkerSettings = {
  pollingIntervalSeconds: 0.5,
  dispatchIntervalMs: 100,
  stopTimeoutMs: 1000,
  superviseIntervalSeconds: 1,
  monitorIntervalSeconds: 1,
  queuePolicies: { HTML_SCRAPING: { retryLimit: 1, retryDelaySeconds: 1, retryDelayMaxSeconds: 1, heartbeatSeconds: 10 } },
  fetcherLimits: { spacingMs: 0, maxAttempts: 1, timeoutMs: 10_000, maxRetryAfterMs: 0 },
};

export interface Page {
  status?: number;
  body: string;
  /** Held until released (a page that answers slowly): the request waits on it. */
  hold?: Promise<void>;
}

export interface LocalSite {
  origin: string;
  pages: Map<string, Page>;
  /** How many requests each path received. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startLocalSite(): Promise<LocalSite> {
  const pages = new Map<string, Page>();
  const hits = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const page = pages.get(path);
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const answer = () => {
      if (!response.destroyed) response.writeHead(page.status ?? 200, { 'content-type': 'text/html; charset=utf-8' }).end(page.body);
    };
    if (page.hold) void page.hold.then(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    pages,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface MenuDish {
  name: string;
  price?: string;
  description?: string;
}

export interface MenuSection {
  title: string;
  dishes: MenuDish[];
  subsections?: MenuSection[];
}

function sectionHtml(section: MenuSection, level: number): string {
  const dishes = section.dishes
    .map((dish) => `<div class="dish"><span class="name">${dish.name}</span>${dish.price ? ` <span class="price">${dish.price}</span>` : ''}${dish.description ? `<p class="desc">${dish.description}</p>` : ''}</div>`)
    .join('\n');
  const children = (section.subsections ?? []).map((child) => sectionHtml(child, level + 1)).join('\n');
  return `<section class="${level === 0 ? 'menu' : 'sub'}"><h${level + 2}>${section.title}</h${level + 2}>\n${dishes}\n${children}</section>`;
}

export function menuPage(sections: MenuSection[]): string {
  return `<!DOCTYPE html><html><head><title>Menu</title></head><body><main>\n${sections.map((section) => sectionHtml(section, 0)).join('\n')}\n</main></body></html>`;
}

/** Sections (with sub-sections) holding dishes with a name (required), a price and a description. */
export function instructionsFor(url: string) {
  return {
    format: 1,
    pages: [{ url }],
    menuTitles: {
      selector: 'section.menu',
      fields: { title: { selector: 'h2' } },
      children: { selector: 'section.sub', fields: { title: { selector: 'h3' } } },
    },
    dishes: { selector: '.dish', fields: { name: { selector: '.name', required: true }, price: { selector: '.price' }, description: { selector: '.desc' } } },
  };
}

export interface ScrapedMenuFixture {
  brandId: number;
  menuId: number;
  scrapingTaskId: number;
}

/** An HTML menu with instructions for `url` and its scraping task, resolved (as a scraper's resolve leaves it). */
export async function createScrapedMenu(db: Queryable, url: string, resolverId: number, instructions: unknown = instructionsFor(url)): Promise<ScrapedMenuFixture> {
  const { brandId } = await createBrandWithGatewayTask(db, { name: `Scraped brand ${url}` });
  const [{ id: menuId }] = await db.query<{ id: number }>(
    "INSERT INTO menus (brand_id, url, format, status, scraping_instructions) VALUES ($1, $2, 'HTML', 'NEW', $3) RETURNING id",
    [brandId, url, JSON.stringify(instructions)],
  );
  const scrapingTaskId = await createTask(db, brandId, 'MENU_SCRAPING', { menuId });
  await db.query("UPDATE tasks SET status = 'RESOLVED', resolved_by_id = $2, resolved_date = now(), resolved_type = 'MANUAL' WHERE id = $1", [scrapingTaskId, resolverId]);
  return { brandId, menuId, scrapingTaskId };
}

export async function schedule(db: Database, menuId: number, requestedById: number | null, reason: 'RESOLVE' | 'RESCRAPE' | 'RERUN' = 'RESOLVE'): Promise<number> {
  const { jobId } = await db.transaction((tx) => scheduleHtmlScrape(tx, { menuId, requestedById, reason, isDebugMode: false }));
  return jobId;
}

export interface JobState {
  status: string;
  scraping_status: string | null;
  attempts: number;
  messages: string[];
  exceptions: string[];
  change_counts: { menuTitles: Record<string, number>; dishes: Record<string, number> } | null;
  scraped_dish_count: number | null;
  scraped_menu_title_count: number | null;
  response_file_key: string | null;
  report_file_key: string | null;
  boss_job_id: string | null;
}

export async function jobState(db: Queryable, jobId: number): Promise<JobState> {
  const [row] = await db.query<JobState>(
    `SELECT status, scraping_status, attempts, messages, exceptions, change_counts, scraped_dish_count, scraped_menu_title_count,
       response_file_key, report_file_key, boss_job_id FROM scraping_jobs WHERE id = $1`,
    [jobId],
  );
  return row;
}

/** Waits until the job is no longer IN_PROGRESS (or fails the test after timeoutMs). */
export async function finishedJob(db: Queryable, jobId: number, timeoutMs = 30_000): Promise<JobState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await jobState(db, jobId);
    if (state.status !== 'IN_PROGRESS') return state;
    if (Date.now() > deadline) throw new Error(`Job ${jobId} still IN_PROGRESS after ${timeoutMs} ms: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What a reviewer's approval does (issue 13): the run becomes the baseline, the menu APPROVED, the review done. */
export async function approve(db: Database, menuId: number, jobId: number, reviewerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await markApproved(tx, menuId, jobId);
    await tx.query("UPDATE menus SET status = 'APPROVED' WHERE id = $1", [menuId]);
    await tx.query(
      "UPDATE tasks SET status = 'RESOLVED', resolved_by_id = $2, resolved_date = now(), resolved_type = 'MANUAL' WHERE menu_id = $1 AND type = 'DISH_REVIEW'",
      [menuId, reviewerId],
    );
  });
}

export interface StoredDish {
  id: number;
  identity_key: string;
  name: string;
  price: string | null;
  description: string | null;
  is_deleted: boolean;
  change_status: string | null;
  menu_title_id: number | null;
}

export async function storedDishes(db: Queryable, menuId: number): Promise<StoredDish[]> {
  return db.query<StoredDish>(
    'SELECT id, identity_key, name, price, description, is_deleted, change_status, menu_title_id FROM dishes WHERE menu_id = $1 ORDER BY position, id',
    [menuId],
  );
}

export async function itemChanges(db: Queryable, jobId: number): Promise<{ item_kind: string; change_status: string; name: string | null; previous_name: string | null }[]> {
  return db.query(
    `SELECT item_kind, change_status, coalesce(data->>'name', data->>'title') AS name, coalesce(previous_data->>'name', previous_data->>'title') AS previous_name
       FROM scraping_job_item_changes WHERE job_id = $1 ORDER BY item_kind, change_status, name`,
    [jobId],
  );
}
