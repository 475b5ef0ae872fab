// Which runs each scraped demo menu had (issue 13), from the story menuScenarios.ts played: every scraped menu has its
// first run; an approved menu's last run before approval is its approved run; a scheduled rerun after approval is a run
// of its own. Reruns change the menu as real ones do, so the dish review shows review by difference:
//   - SCRAPING_RERUN_SIGNIFICANT_CHANGES: a rescrape before the review (one dish gone), approved; then the rerun brings
//     two new dishes, two removed, the gone one back, two new prices and two new descriptions;
//   - AUTO_APPROVED: the rerun found descriptions the site added (not significant), so it was approved automatically;
//   - SCRAPING_RERUN_ERROR: the rerun found the site down.
import type { ScrapingStatus } from '../scraping/types';
import type { MenuRow } from './demoMenuRow';
import type { DemoScrapeHistory } from './menuScenarios';
import { composeDemoMenu, type DemoDish, type DemoMenuContent } from './composeDemoMenu';
import { Random } from './random';

export interface PlannedRun {
  menu: MenuRow;
  kind: 'HTML_SCRAPING' | 'DOCUMENT_SCRAPING';
  /** When the run finished (the job ran for durationMs before). */
  at: Date;
  durationMs: number;
  reason: 'RESOLVE' | 'RESCRAPE' | 'RERUN';
  isRerun: boolean;
  requestedById: number | null;
  scrapingStatus: ScrapingStatus;
  /** What the pages showed; null for a run that ended in ERROR. */
  content: DemoMenuContent | null;
  pageUrls: string[];
  failedPageUrl: string | null;
  /** The menu's approved run (markApproved): the baseline of the next rerun. */
  isApproved: boolean;
  isDebugMode: boolean;
}

/** Seeded per menu, apart from the demo's main random source, so the other demo rows stay as they were. */
export const menuRandom = (seed: number, menuId: number) => new Random(seed + menuId * 7_919);

function midpoint(a: Date, b: Date): Date {
  return new Date(Math.round((a.getTime() + b.getTime()) / 2 / 60_000) * 60_000);
}

const withDescription = (dish: DemoDish, description: string | null): DemoDish => ({ ...dish, description });

/** Dish indexes grouped by their section (path), largest sections first, ties in menu order. */
function sectionsBySize(content: DemoMenuContent): number[][] {
  const groups = new Map<string, number[]>();
  content.dishes.forEach((dish, index) => {
    const key = JSON.stringify(dish.path);
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  return [...groups.values()].sort((a, b) => b.length - a.length || a[0] - b[0]);
}

function raisePrice(price: string | null): string | null {
  if (!price) return price;
  const value = Number(price.replace(/[^0-9.]/g, ''));
  return `£${(Math.round(value * 1.08 * 20) / 20 + 0.05).toFixed(2)}`;
}

export function planDemoRuns(seed: number, history: DemoScrapeHistory, menu: MenuRow): PlannedRun[] {
  const random = menuRandom(seed, menu.id);
  const kind = menu.format === 'HTML' || menu.format === 'HTML_NOT_SCRAPEABLE' ? 'HTML_SCRAPING' : 'DOCUMENT_SCRAPING';
  const pageUrls = [menu.url, ...(kind === 'HTML_SCRAPING' ? (menu.additional_urls ?? []) : [])];
  const partial = history.firstRun.status === 'PARTIALLY_SCRAPED';
  if (partial && pageUrls.length === 1) pageUrls.push(`${menu.url}?page=2`);
  const duration = () => random.int(1_800, 4_500) * pageUrls.length;
  const run = (fields: Partial<PlannedRun> & Pick<PlannedRun, 'at' | 'content'>): PlannedRun => ({
    menu,
    kind,
    durationMs: duration(),
    reason: 'RESOLVE',
    isRerun: false,
    requestedById: history.firstRun.scraperId,
    scrapingStatus: 'SUCCESS',
    pageUrls,
    failedPageUrl: null,
    isApproved: false,
    isDebugMode: false,
    ...fields,
  });
  const count = menu.dish_count;
  const rerun = history.rerun;
  const runs: PlannedRun[] = [];

  if (rerun?.status === 'SCRAPING_RERUN_SIGNIFICANT_CHANGES' && history.approvedAt) {
    // Two dishes more than the menu shows: the two the rerun removes (present before, gone after).
    const all = composeDemoMenu(history.brandName, count + 2, random);
    const sections = sectionsBySize(all);
    if (sections.length < 2 || sections[1].length < 3) throw new Error(`Demo menu ${menu.id} is too small for a rerun with changes`);
    // New dishes in the largest section, removed ones in the next: never paired with each other as a rename.
    const [created1, created2] = sections[0].slice(-2);
    const [deleted1, deleted2] = sections[1].slice(-2);
    const rest = all.dishes.map((_, index) => index).filter((index) => ![created1, created2, deleted1, deleted2].includes(index));
    const [restored, priced1, priced2, described1, described2] = random.sample(rest, 5);
    const first = { titles: all.titles, dishes: all.dishes.filter((_, index) => index !== created1 && index !== created2) };
    const rescraped = { titles: first.titles, dishes: first.dishes.filter((dish) => dish !== all.dishes[restored]) };
    const rerunDishes = all.dishes
      .map((dish, index) => {
        if (index === priced1 || index === priced2) return { ...dish, price: raisePrice(dish.price) };
        if (index === described1 || index === described2) return withDescription(dish, `${dish.description ?? dish.name}; made with local produce`);
        return dish;
      })
      .filter((_, index) => index !== deleted1 && index !== deleted2);
    runs.push(run({ at: history.firstRun.at, content: first }));
    runs.push(run({ at: midpoint(history.firstRun.at, history.approvedAt), content: rescraped, reason: 'RESCRAPE', isApproved: true }));
    runs.push(run({ at: rerun.at, content: { titles: all.titles, dishes: rerunDishes }, reason: 'RERUN', isRerun: true, requestedById: null }));
    return runs;
  }

  const content = composeDemoMenu(history.brandName, count, random);
  if (rerun?.status === 'AUTO_APPROVED') {
    const described = new Set(random.sample(content.dishes.map((_, index) => index), Math.min(3, content.dishes.length)));
    const before = { titles: content.titles, dishes: content.dishes.map((dish, index) => (described.has(index) ? withDescription(dish, null) : dish)) };
    runs.push(run({ at: history.firstRun.at, content: before, isApproved: true }));
    runs.push(run({ at: rerun.at, content, reason: 'RERUN', isRerun: true, requestedById: null, isApproved: true }));
    return runs;
  }
  runs.push(
    run({
      at: history.firstRun.at,
      content,
      scrapingStatus: partial ? 'PARTIAL_SUCCESS' : 'SUCCESS',
      failedPageUrl: partial ? pageUrls[pageUrls.length - 1] : null,
      isApproved: history.approvedAt !== null,
      // The scraper verified this run in debug mode (menuScenarios.ts verify()): it was one.
      isDebugMode: kind === 'HTML_SCRAPING' && menu.is_html_menu_scraped_in_debug_mode,
    }),
  );
  if (rerun?.status === 'SCRAPING_RERUN_ERROR') {
    runs.push(run({ at: rerun.at, content: null, scrapingStatus: 'ERROR', reason: 'RERUN', isRerun: true, requestedById: null }));
  }
  return runs;
}
