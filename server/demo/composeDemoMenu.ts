// A demo menu's contents and the runs that scraped it (issue 13): the dishes come from the cuisine's sections of the
// dish catalogue, as many as the menu's dish count, and each run is a ScrapeRun as runScrape.ts would hand it to
// persistScrape.ts: the same keys (title path, normalised name, occurrence), document-order positions and hashes, so the
// engine's change rules (changes.ts) compare demo runs exactly as they compare real ones.
import { hashDish, hashMenuTitle } from '../scraping/hash';
import { normaliseText } from '../scraping/normalise';
import type { ExtractedDish, ExtractedMenuTitle, RunReport, ScrapeRun, ScrapingStatus } from '../scraping/types';
import { CUISINE_SECTIONS, cuisineOf, SHARED_SECTIONS, type CatalogueSection } from './dishCatalogue';
import type { Random } from './random';

export interface DemoDish {
  /** Titles from the top section down to the dish's own. */
  path: string[];
  name: string;
  description: string | null;
  price: string | null;
  allergens: string | null;
  diets: string | null;
}

export interface DemoMenuContent {
  /** Every title in menu order (a parent before its children), with its description. */
  titles: { path: string[]; description: string | null }[];
  dishes: DemoDish[];
}

/** Sections repeated, at their own prices, once a long menu has used up the catalogue (as real menus repeat dishes). */
const REPEATED_MENUS: readonly { title: string; priceFactor: number; description: string }[] = [
  { title: 'Lunch Menu', priceFactor: 0.8, description: 'Monday to Friday, 12:00 to 15:00; smaller portions' },
  { title: 'Takeaway Menu', priceFactor: 0.9, description: 'Order by phone or collect from the bar' },
  { title: 'Early Evening Menu', priceFactor: 0.85, description: 'Sunday to Thursday, 17:00 to 18:30' },
  { title: 'Set Menu', priceFactor: 1, description: 'For parties of eight or more' },
];

function field(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

function pounds(value: number): string {
  return `£${(Math.round(Math.max(0, value) * 20) / 20).toFixed(2)}`;
}

function union(a: string | null, b: string | null): string | null {
  const parts = [...(a ?? '').split(','), ...(b ?? '').split(',')].map((part) => part.trim()).filter(Boolean);
  return parts.length ? [...new Set(parts)].join(', ') : null;
}

/** The dishes of one catalogue section, in the order a menu lists them. */
function sectionDishes(section: CatalogueSection, path: string[], priceFactor = 1): DemoDish[] {
  const dishes: DemoDish[] = (section.dishes ?? []).map((line) => {
    const [name, description, price, allergens, diets] = line.split('|');
    return { path, name, description: field(description), price: pounds(Number(price) * priceFactor), allergens: field(allergens), diets: field(diets) };
  });
  for (const style of section.combos?.styles ?? []) {
    const [styleName, description, price, allergens, diets] = style.split('|');
    for (const [kind, delta, kindAllergens, kindDiets] of section.combos!.kinds) {
      dishes.push({
        path,
        name: `${kind} ${styleName}`,
        description: field(description),
        price: pounds((Number(price) + delta) * priceFactor),
        allergens: union(field(allergens), kindAllergens),
        diets: kindDiets ?? field(diets),
      });
    }
  }
  return dishes;
}

interface SectionPlan {
  path: string[];
  description: string | null;
  dishes: DemoDish[];
}

function plansOf(section: CatalogueSection, parent: string[], priceFactor = 1, title = section.title, description = section.description ?? null): SectionPlan[] {
  const path = [...parent, title];
  return [
    { path, description, dishes: sectionDishes(section, path, priceFactor) },
    ...(section.children ?? []).flatMap((child) => plansOf(child, path, priceFactor)),
  ];
}

/**
 * Takes `count` dishes from the stages in order: the cuisine's sections, then the shared ones, then the repeated menus.
 * Within the stage that runs out, every section gives its share (largest remainder), keeping dishes in catalogue order.
 */
export function composeDemoMenu(brandName: string, count: number, random: Random): DemoMenuContent {
  const own = CUISINE_SECTIONS[cuisineOf(brandName)];
  // A cuisine with desserts of its own does not list the shared ones too (a title is one section).
  const shared = SHARED_SECTIONS.filter((section) => !own.some((ownSection) => ownSection.title === section.title));
  const stages: SectionPlan[][] = [own.flatMap((section) => plansOf(section, [])), shared.flatMap((section) => plansOf(section, []))];
  for (const repeated of REPEATED_MENUS) {
    stages.push([
      { path: [repeated.title], description: repeated.description, dishes: [] },
      ...own.flatMap((section) => plansOf(section, [repeated.title], repeated.priceFactor)),
    ]);
  }
  const content: DemoMenuContent = { titles: [], dishes: [] };
  let left = count;
  for (const stage of stages) {
    if (left <= 0) break;
    const capacity = stage.reduce((sum, plan) => sum + plan.dishes.length, 0);
    const shares = left >= capacity ? stage.map((plan) => plan.dishes.length) : largestRemainder(stage.map((plan) => plan.dishes.length), left, capacity);
    stage.forEach((plan, index) => {
      const take = shares[index];
      const hasDishesBelow = stage.some((other, otherIndex) => shares[otherIndex] > 0 && other.path.length > plan.path.length && plan.path.every((title, i) => other.path[i] === title));
      if (take === 0 && !hasDishesBelow) return;
      content.titles.push({ path: plan.path, description: plan.description });
      // A seeded choice of which dishes, kept in the catalogue's order.
      const chosen = new Set(random.sample(plan.dishes.map((_, i) => i), take));
      content.dishes.push(...plan.dishes.filter((_, i) => chosen.has(i)));
    });
    left -= Math.min(left, capacity);
  }
  if (content.dishes.length !== count) throw new Error(`Demo menu of ${brandName}: ${content.dishes.length} dishes composed, ${count} wanted`);
  return content;
}

function largestRemainder(sizes: readonly number[], wanted: number, total: number): number[] {
  const exact = sizes.map((size) => (size * wanted) / total);
  const shares = exact.map(Math.floor);
  let missing = wanted - shares.reduce((sum, share) => sum + share, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (missing === 0) break;
    if (shares[index] < sizes[index]) {
      shares[index] += 1;
      missing -= 1;
    }
  }
  return shares;
}

/** extract.ts's key segment: the normalised, lower-case text with the key syntax's reserved characters replaced. */
function keySegment(text: string): string {
  return normaliseText(text).toLowerCase().replace(/[/#|]/g, '-');
}

export interface DemoRunInput {
  content: DemoMenuContent;
  scrapingStatus: ScrapingStatus;
  pageUrls: string[];
  /** For PARTIAL_SUCCESS: the page that could not be read (it is in pageUrls too). */
  failedPageUrl?: string | null;
  durationMs: number;
}

/** The run a scrape of this content gives, shaped as runScrape.ts returns it (no items when it ended in ERROR). */
export function demoScrapeRun(input: DemoRunInput): ScrapeRun {
  const report: RunReport = {
    pages: input.pageUrls.map((url, index) => {
      const failed = url === input.failedPageUrl || input.scrapingStatus === 'ERROR';
      return {
        url,
        statusCode: failed ? (input.scrapingStatus === 'ERROR' ? 503 : 404) : 200,
        durationMs: Math.round(input.durationMs / (input.pageUrls.length + 1)) + index * 37,
        bytes: failed ? 1_204 : 38_000 + Math.round((input.content.dishes.length * 611) / input.pageUrls.length),
        attempts: failed ? 3 : 1,
        error: failed ? (input.scrapingStatus === 'ERROR' ? 'HTTP 503 Service Unavailable' : 'HTTP 404 Not Found') : null,
      };
    }),
    retries: 0,
    errors: [],
    durationMs: input.durationMs,
  };
  const failedPages = report.pages.filter((page) => page.error);
  report.retries = failedPages.length * 2;
  if (failedPages.length) {
    report.errors.push({
      cause: 'HTTP_ERROR',
      message: failedPages[0].error!,
      count: failedPages.length,
      urls: failedPages.map((page) => page.url),
      htmlFileKey: null,
      screenshotFileKey: null,
    });
  }
  const messages = failedPages.map((page) => `${page.url} could not be read: ${page.error}`);
  if (input.scrapingStatus === 'ERROR') {
    return { scrapingStatus: 'ERROR', menuTitles: [], dishes: [], messages: [...messages, 'No menu titles or dishes were found: the run is broken.'], exceptions: [], flags: [], report, pagesHtml: [] };
  }

  const menuTitles: ExtractedMenuTitle[] = [];
  const dishes: ExtractedDish[] = [];
  const occurrences = new Map<string, number>();
  const next = (key: string) => {
    const seen = occurrences.get(key) ?? 0;
    occurrences.set(key, seen + 1);
    return `${key}#${seen}`;
  };
  const titleByPath = new Map<string, ExtractedMenuTitle>();
  let position = 0;
  const addTitle = (path: string[], description: string | null) => {
    const parent = path.length > 1 ? titleByPath.get(JSON.stringify(path.slice(0, -1))) ?? null : null;
    const content = {
      title: path[path.length - 1],
      description,
      calories: null,
      diets: null,
      addons: null,
      miscInfo: null,
      allergens: null,
      nutritions: null,
      isEverywhereAvailable: false,
      isPlaceholder: false,
    };
    const title: ExtractedMenuTitle = {
      key: next(`${parent ? `${parent.key}/` : ''}${keySegment(content.title)}`),
      parentKey: parent?.key ?? null,
      position: position++,
      ...content,
      hash: hashMenuTitle(content),
    };
    titleByPath.set(JSON.stringify(path), title);
    menuTitles.push(title);
  };
  const dishesByPath = new Map<string, DemoDish[]>();
  for (const dish of input.content.dishes) {
    const key = JSON.stringify(dish.path);
    dishesByPath.set(key, [...(dishesByPath.get(key) ?? []), dish]);
  }
  for (const { path, description } of input.content.titles) {
    addTitle(path, description);
    const section = titleByPath.get(JSON.stringify(path))!;
    for (const dish of dishesByPath.get(JSON.stringify(path)) ?? []) {
      const values = {
        name: dish.name,
        description: dish.description,
        price: dish.price,
        calories: null,
        diets: dish.diets,
        addons: null,
        miscInfo: null,
        allergens: dish.allergens,
        ingredients: null,
        nutritions: null,
        isCorrupt: false,
      };
      dishes.push({
        key: next(`${section.key}|${keySegment(dish.name)}`),
        menuTitleKey: section.key,
        menuTitlePath: path,
        position: position++,
        ...values,
        hash: hashDish(values),
      });
    }
  }
  return {
    scrapingStatus: input.scrapingStatus,
    menuTitles,
    dishes,
    messages,
    exceptions: [],
    flags: [],
    report,
    pagesHtml: [],
  };
}
