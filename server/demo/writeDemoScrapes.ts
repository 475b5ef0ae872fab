// The demo's scraping runs (issue 13): every menu the demo shows as scraped gets the completed jobs its story implies
// (planDemoRuns.ts) and the titles, dishes and item changes those runs leave (applyDemoRun.ts, the engine's rules), so
// every dish review task opens on a real menu and the rerun one on review by difference. Approved runs are marked by
// the engine's markApproved. The debug-mode run gets drawn screenshots in the scraping bucket of the file store.
// Everything is computed in memory and inserted in a few multi-row statements: the demo load stays quick on PGlite.
import type { Queryable } from '../db/database';
import type { FileStore } from '../files/fileStore';
import { SCRAPING_FILES_BUCKET } from '../files/scrapingFiles';
import type { ScrapingScreenshotRecord } from '../scraping/debug/renderScreenshots';
import { markApproved } from '../scraping/menuApproval';
import type { ScrapeRun } from '../scraping/types';
import { DemoMenuItems, type DemoDishRow, type DemoTitleRow, type ItemChangeRow } from './applyDemoRun';
import type { MenuRow } from './demoMenuRow';
import type { DemoScrapeHistory } from './menuScenarios';
import { demoScrapeRun, type DemoMenuContent } from './composeDemoMenu';
import { IdSequence, type DemoContext } from './context';
import { dishScreenshot, menuTitleScreenshot } from './demoScreenshotPng';
import { syncSequences } from './insertRows';
import { menuRandom, planDemoRuns, type PlannedRun } from './planDemoRuns';
import { iso } from './random';

export interface DemoScrapesInput {
  seed: number;
  /** The demo's history: a run the story did not tell (the rescrape before a review) gets its event as persistScrape writes it. */
  ctx: DemoContext;
  histories: readonly DemoScrapeHistory[];
  menus: readonly MenuRow[];
  /** Where the debug-mode screenshots go; without one, the debug run notes that its screenshots are unavailable. */
  files: FileStore | null;
}

/**
 * Inserts rows (objects keyed by column) as one JSON parameter: for thousands of rows PGlite reads one JSON document
 * several times quicker than tens of thousands of bound parameters. jsonb columns take objects, text[] columns arrays.
 */
async function insertJsonRows(tx: Queryable, table: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).join(', ');
  await tx.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`, [JSON.stringify(rows)]);
}

/** Screenshots of the debug-mode run: its menu titles and the first dishes (the viewer pages through them). */
const DEBUG_DISH_SCREENSHOTS = 8;

/** The synthetic instructions' selectors (menuScenarios.ts), for the screenshot records. */
function selectorsOf(menu: MenuRow): { titles: string; children: string; dishes: string } {
  const fallback = { titles: 'section.menu-section', children: 'section.menu-subsection', dishes: '.dish' };
  if (!menu.scraping_instructions) return fallback;
  const parsed = JSON.parse(menu.scraping_instructions) as { menuTitles?: { selector: string; children?: { selector: string } }; dishes?: { selector: string } };
  return {
    titles: parsed.menuTitles?.selector ?? fallback.titles,
    children: parsed.menuTitles?.children?.selector ?? fallback.children,
    dishes: parsed.dishes?.selector ?? fallback.dishes,
  };
}

async function debugScreenshots(files: FileStore | null, jobId: number, planned: PlannedRun, run: ScrapeRun, seed: number): Promise<{ records: ScrapingScreenshotRecord[]; messages: string[] }> {
  if (!files) return { records: [], messages: ['Debug mode screenshots unavailable: the demo data was loaded without a file store'] };
  const random = menuRandom(seed, planned.menu.id);
  const selectors = selectorsOf(planned.menu);
  const url = planned.pageUrls[0];
  const started = planned.at.getTime() - planned.durationMs;
  const topTitles = run.menuTitles.filter((title) => title.parentKey === null);
  const childTitles = run.menuTitles.filter((title) => title.parentKey !== null);
  const shots: { title: string; selectorName: string; selectorCss: string; elementCount: number; png: Buffer }[] = [
    ...topTitles.map((title) => ({ title: title.title, selectorName: 'menuTitles', selectorCss: selectors.titles, elementCount: topTitles.length, png: menuTitleScreenshot(title.title) })),
    ...childTitles.map((title) => ({ title: title.title, selectorName: 'menuTitles.children', selectorCss: selectors.children, elementCount: childTitles.length, png: menuTitleScreenshot(title.title) })),
    ...run.dishes.slice(0, DEBUG_DISH_SCREENSHOTS).map((dish) => ({
      title: dish.name,
      selectorName: 'dishes',
      selectorCss: selectors.dishes,
      elementCount: run.dishes.length,
      png: dishScreenshot(dish.name, dish.description, dish.price),
    })),
  ];
  let elapsed = 0;
  const records: ScrapingScreenshotRecord[] = [];
  // Written side by side: one after the other, the file store's write-and-rename dominates the demo load.
  await Promise.all(shots.map((shot, index) => files.put(SCRAPING_FILES_BUCKET, `html-job-${jobId}-shot-${index + 1}.png`, shot.png)));
  for (const [index, shot] of shots.entries()) {
    const fileKey = `html-job-${jobId}-shot-${index + 1}.png`;
    const elapsedTimeMs = random.int(35, 140);
    elapsed += elapsedTimeMs;
    records.push({
      url,
      title: shot.title,
      selectorName: shot.selectorName,
      selectorCss: shot.selectorCss,
      elementCount: shot.elementCount,
      elapsedTimeMs,
      timestamp: new Date(started + planned.durationMs + elapsed).toISOString(),
      fileBucketName: SCRAPING_FILES_BUCKET,
      fileKey,
    });
  }
  return { records, messages: [] };
}

/** What each scraped menu's site showed at its last run that read it (a failed run read nothing), by menu id. */
export type LastScrapedContent = Map<number, DemoMenuContent>;

export async function writeDemoScrapes(tx: Queryable, input: DemoScrapesInput): Promise<LastScrapedContent> {
  const menuById = new Map(input.menus.map((menu) => [menu.id, menu]));
  const planned = input.histories
    .flatMap((history) => planDemoRuns(input.seed, history, menuById.get(history.menuId)!))
    // Job ids grow with time, as they do in real use.
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.menu.id - b.menu.id);
  const lastContent: LastScrapedContent = new Map();
  for (const plan of planned) if (plan.content) lastContent.set(plan.menu.id, plan.content);
  if (planned.length === 0) return lastContent;

  const [last] = await tx.query<{ jobs: number; titles: number; dishes: number }>(
    `SELECT (SELECT coalesce(max(id), 0) FROM scraping_jobs)::int AS jobs, (SELECT coalesce(max(id), 0) FROM menu_titles)::int AS titles,
            (SELECT coalesce(max(id), 0) FROM dishes)::int AS dishes`,
  );
  const ids = { jobs: new IdSequence(last.jobs), titles: new IdSequence(last.titles), dishes: new IdSequence(last.dishes) };
  const items = new Map<number, DemoMenuItems>();
  const jobs: object[] = [];
  const changes: ItemChangeRow[] = [];
  const lastJob = new Map<number, { kind: PlannedRun['kind']; id: number; scrapingStatus: string }>();
  const approved = new Map<number, number>();

  for (const plan of planned) {
    const jobId = ids.jobs.next();
    const finished = iso(plan.at);
    const run = demoScrapeRun({ content: plan.content ?? { titles: [], dishes: [] }, scrapingStatus: plan.scrapingStatus, pageUrls: plan.pageUrls, failedPageUrl: plan.failedPageUrl, durationMs: plan.durationMs });
    let counts = null;
    if (plan.scrapingStatus !== 'ERROR') {
      const menuItems = items.get(plan.menu.id) ?? new DemoMenuItems(plan.menu.id);
      items.set(plan.menu.id, menuItems);
      const applied = menuItems.apply(jobId, finished, run, ids);
      counts = applied.counts;
      changes.push(...applied.changes);
    }
    const debug = plan.isDebugMode ? await debugScreenshots(input.files, jobId, plan, run, input.seed) : null;
    const started = plan.at.getTime() - plan.durationMs;
    jobs.push({
      id: jobId,
      kind: plan.kind,
      menu_id: plan.menu.id,
      status: 'COMPLETED',
      scraping_status: plan.scrapingStatus,
      reason: plan.reason,
      is_debug_mode: plan.isDebugMode,
      is_rerun: plan.isRerun,
      scraping_engine: plan.kind === 'DOCUMENT_SCRAPING' ? 'MULTI_FORMAT' : null,
      instructions_version: plan.kind === 'HTML_SCRAPING' && plan.menu.scraping_instructions_version > 0 ? plan.menu.scraping_instructions_version : null,
      requested_by_id: plan.requestedById,
      attempts: 1,
      started_date: iso(new Date(started)),
      finished_date: finished,
      duration_ms: plan.durationMs,
      messages: [...run.messages, ...(debug?.messages ?? [])],
      exceptions: run.exceptions,
      flags: run.flags,
      change_counts: counts,
      report: run.report,
      scraped_menu_title_count: run.menuTitles.length,
      scraped_dish_count: run.dishes.length,
      screenshots: debug ? debug.records : null,
      created_date: iso(new Date(started - 15_000)),
    });
    if (plan.reason === 'RESCRAPE') {
      input.ctx.event({
        user: null,
        type: 'SCRAPE',
        entityType: 'MENU',
        entityId: plan.menu.id,
        message: `Menu scraped (job ${jobId}): ${run.menuTitles.length} titles, ${run.dishes.length} dishes; SCRAPED`,
        data: { menuStatus: 'SCRAPED', previousMenuStatus: 'SCRAPE_SCHEDULED', jobId, scrapingStatus: plan.scrapingStatus, jobStatus: 'COMPLETED', changeCounts: counts, tasks: [] },
        at: plan.at,
      });
    }
    lastJob.set(plan.menu.id, { kind: plan.kind, id: jobId, scrapingStatus: plan.scrapingStatus });
    if (plan.isApproved) approved.set(plan.menu.id, jobId);
  }

  for (const [menuId, menuItems] of items) {
    const menu = menuById.get(menuId)!;
    if (menuItems.liveDishCount() !== menu.dish_count) throw new Error(`Demo menu ${menuId}: ${menuItems.liveDishCount()} dishes written, dish count ${menu.dish_count}`);
  }
  const titles: DemoTitleRow[] = [...items.values()].flatMap((menuItems) => menuItems.titles).sort((a, b) => a.id - b.id);
  const dishes: DemoDishRow[] = [...items.values()].flatMap((menuItems) => menuItems.dishes).sort((a, b) => a.id - b.id);

  await insertJsonRows(tx, 'scraping_jobs', jobs);
  await insertJsonRows(tx, 'menu_titles', titles);
  await insertJsonRows(tx, 'dishes', dishes);
  await insertJsonRows(tx, 'scraping_job_item_changes', changes);
  const latest = [...lastJob.entries()];
  await tx.query(
    `UPDATE menus m SET html_menu_scraping_job_id = CASE WHEN l.kind = 'HTML_SCRAPING' THEN l.job_id ELSE m.html_menu_scraping_job_id END,
       document_menu_scraping_job_id = CASE WHEN l.kind = 'DOCUMENT_SCRAPING' THEN l.job_id ELSE m.document_menu_scraping_job_id END,
       -- The menu's last scraping outcome, as persistScrape.ts keeps it.
       scraping_status = l.scraping_status
       FROM unnest($1::int[], $2::text[], $3::int[], $4::text[]) AS l(menu_id, kind, job_id, scraping_status) WHERE m.id = l.menu_id`,
    [latest.map(([menuId]) => menuId), latest.map(([, job]) => job.kind), latest.map(([, job]) => job.id), latest.map(([, job]) => job.scrapingStatus)],
  );
  for (const [menuId, jobId] of approved) await markApproved(tx, menuId, jobId);
  await syncSequences(tx, ['scraping_jobs', 'menu_titles', 'dishes']);
  return lastContent;
}
