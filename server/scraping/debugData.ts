// The scraping debug viewers' data (spec 2, section 2.14; Menu.debugData): the menu's newest debug run and its screenshots
// tied to the items they show, so the viewers can step from item to item. A debug run is an HTML run in debug mode or a
// document run (its engines' comparison, the discrepancy summary, is what its viewer shows).
// Tying (docs/decisions.md): a screenshot's selectorName says what it shows ('dishes' a dish, 'menuTitles' a top-level
// title, 'menuTitles.children' one level down...); its title is the element's first line of text. In page order, each
// screenshot takes the first item of that kind not taken yet whose normalised text is the line (exactly; else the line
// starts with it, a dish's name before its price; else contains it), longest text first among the partial matches.
// A screenshot with no such item (an item hidden by the extraction rules, an error page) is tied to the MENU.
import type { Queryable } from '../db/database';
import type { FileStore } from '../files/fileStore';
import type { DocumentDiscrepancy } from './documents/types';
import type { ScrapingScreenshotRecord } from './debug/renderScreenshots';
import { scrapingScreenshotUrl } from './jobQueries';

export type DebugItemKind = 'MENU' | 'MENU_TITLE' | 'DISH';

export interface DebugScreenshotView {
  index: number;
  itemKind: DebugItemKind;
  itemId: number | null;
  screenshot: ScrapingScreenshotRecord;
  imageUrl: string | null;
}

export interface MenuDebugDataView {
  jobId: number;
  kind: string;
  finishedDate: Date | string | null;
  screenshots: DebugScreenshotView[];
  discrepancies: (DocumentDiscrepancy & { description: string | null })[];
  highDiscrepancyCount: number;
  mediumDiscrepancyCount: number;
  lowDiscrepancyCount: number;
}

/** An item a screenshot can show: its text, and for titles how deep it sits (0: top level). */
export interface DebugItem {
  kind: 'MENU_TITLE' | 'DISH';
  id: number;
  text: string;
  depth: number;
}

export function normalisedText(text: string | null | undefined): string {
  return (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** What a selector photographs: a dish, a title at a depth, or (an unknown name) the menu. */
export function selectorTarget(selectorName: string): { kind: DebugItemKind; depth: number } {
  if (selectorName === 'dishes') return { kind: 'DISH', depth: 0 };
  if (selectorName === 'menuTitles' || selectorName.startsWith('menuTitles.')) return { kind: 'MENU_TITLE', depth: selectorName.split('.children').length - 1 };
  return { kind: 'MENU', depth: 0 };
}

/** Ties each screenshot (in run order) to an item (in menu order), each item at most once. */
export function tieScreenshots(screenshots: readonly Pick<ScrapingScreenshotRecord, 'selectorName' | 'title'>[], items: readonly DebugItem[]): { itemKind: DebugItemKind; itemId: number | null }[] {
  const used = new Set<DebugItem>();
  const pick = (candidates: DebugItem[], line: string): DebugItem | null => {
    const free = candidates.filter((item) => !used.has(item) && item.text !== '');
    const exact = free.find((item) => item.text === line);
    if (exact) return exact;
    const longestFirst = (a: DebugItem, b: DebugItem) => b.text.length - a.text.length;
    const prefix = free.filter((item) => line.startsWith(item.text)).sort(longestFirst)[0];
    return prefix ?? free.filter((item) => line.includes(item.text)).sort(longestFirst)[0] ?? null;
  };
  return screenshots.map((shot) => {
    const target = selectorTarget(shot.selectorName);
    const line = normalisedText(shot.title);
    if (target.kind === 'MENU' || !line) return { itemKind: 'MENU', itemId: null };
    const ofKind = items.filter((item) => item.kind === target.kind);
    // A title at the screenshot's depth first; the extraction may have flattened levels, so any title next.
    const item = (target.kind === 'MENU_TITLE' ? pick(ofKind.filter((title) => title.depth === target.depth), line) : null) ?? pick(ofKind, line);
    if (!item) return { itemKind: 'MENU', itemId: null };
    used.add(item);
    return { itemKind: item.kind, itemId: item.id };
  });
}

interface DebugJobRow {
  id: number;
  kind: string;
  finished_date: Date | string | null;
  screenshots: ScrapingScreenshotRecord[] | null;
  discrepancies: DocumentDiscrepancy[] | null;
}

/**
 * The items the run can have photographed: those live now and those a later run deleted (a run deletes by setting its
 * own id as last_job_id), titles then dishes, each in menu order.
 */
async function itemsOfRun(db: Queryable, menuId: number, jobId: number): Promise<DebugItem[]> {
  const titles = await db.query<{ id: number; parent_id: number | null; title: string }>(
    'SELECT id, parent_id, title FROM menu_titles WHERE menu_id = $1 AND (NOT is_deleted OR last_job_id > $2) ORDER BY position, id',
    [menuId, jobId],
  );
  const dishes = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM dishes WHERE menu_id = $1 AND (NOT is_deleted OR last_job_id > $2) ORDER BY position, id',
    [menuId, jobId],
  );
  const parentOf = new Map(titles.map((title) => [title.id, title.parent_id]));
  const depthOf = (id: number) => {
    let depth = 0;
    const seen = new Set([id]);
    for (let parent = parentOf.get(id) ?? null; parent !== null && !seen.has(parent); parent = parentOf.get(parent) ?? null) {
      seen.add(parent);
      depth += 1;
    }
    return depth;
  };
  return [
    ...titles.map((title): DebugItem => ({ kind: 'MENU_TITLE', id: title.id, text: normalisedText(title.title), depth: depthOf(title.id) })),
    ...dishes.map((dish): DebugItem => ({ kind: 'DISH', id: dish.id, text: normalisedText(dish.name), depth: 0 })),
  ];
}

const countOf = (discrepancies: readonly DocumentDiscrepancy[], level: DocumentDiscrepancy['impactLevel']) =>
  discrepancies.filter((discrepancy) => discrepancy.impactLevel === level).length;

/** The newest finished debug run of the menu with its screenshots tied to items and signed; null when it has none. */
export async function menuDebugData(db: Queryable, store: FileStore, menuId: number): Promise<MenuDebugDataView | null> {
  const [job] = await db.query<DebugJobRow>(
    `SELECT id, kind, finished_date, screenshots, discrepancies FROM scraping_jobs
      WHERE menu_id = $1 AND status <> 'IN_PROGRESS' AND ((kind = 'HTML_SCRAPING' AND is_debug_mode) OR kind = 'DOCUMENT_SCRAPING')
      ORDER BY id DESC LIMIT 1`,
    [menuId],
  );
  if (!job) return null;
  const records = job.screenshots ?? [];
  const ties = records.length ? tieScreenshots(records, await itemsOfRun(db, menuId, job.id)) : [];
  const screenshots = await Promise.all(
    records.map(async (screenshot, index) => ({
      index,
      ...ties[index],
      screenshot,
      imageUrl: await scrapingScreenshotUrl(store, screenshot.fileBucketName, screenshot.fileKey),
    })),
  );
  const discrepancies = job.discrepancies ?? [];
  return {
    jobId: job.id,
    kind: job.kind,
    finishedDate: job.finished_date,
    screenshots,
    discrepancies: discrepancies.map((discrepancy) => ({ ...discrepancy, description: discrepancy.description ?? null })),
    highDiscrepancyCount: countOf(discrepancies, 'HIGH'),
    mediumDiscrepancyCount: countOf(discrepancies, 'MEDIUM'),
    lowDiscrepancyCount: countOf(discrepancies, 'LOW'),
  };
}
