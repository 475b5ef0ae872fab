// The demo restaurant sites against the engine (issue 12): each HTML site, scraped with its instructions, gives exactly
// the titles and dishes of its fixture (expected/*.json, checked by hand against the pages); 20 reruns of an unchanged
// site give 0 changes; the changing site's mark-up-only versions give 0 changes and its real changes are the ones
// written into it; the failing site fails; robots.txt is honoured; documents are served and linked.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'htmlparser2';
import { selectAll } from 'css-select';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryRobotsCache, recordingPoliteness } from '../../tests/support/scrapingStandIns';
import { compareScrape, dishComparable, menuTitleComparable, type ScrapeComparison, type StoredItem } from '../scraping/changes';
import { extractPage } from '../scraping/extract';
import { createFetcher } from '../scraping/fetcher';
import { runScrape } from '../scraping/runScrape';
import type { ChangeCounts, ExtractedDish, ExtractedMenuTitle, ScrapeRun } from '../scraping/types';
import { DEMO_INSTRUCTIONS_ORIGIN, demoSiteInstructions, DEMO_SITES_WITH_INSTRUCTIONS, type DemoSiteWithInstructions } from './demoSiteInstructions';
import { DEMO_SITE_PATHS, FAILING_SITE_RETRY_AFTER_SECONDS, handleDemoSiteRequest, setDemoSiteVersion } from './demoSites';

// Not the default origin: proves the instructions and the in-process answer follow config.demoSitesOrigin.
const ORIGIN = 'http://demo-sites.test';
const HERE = path.dirname(fileURLToPath(import.meta.url));

type HtmlSite = Exclude<DemoSiteWithInstructions, 'lighthouse-diner'>;
const SINGLE_PAGE_SITES: HtmlSite[] = ['olive-grove', 'harbour-grill', 'corner-bistro'];
const MULTI_PAGE_SITES: HtmlSite[] = ['sakura-noodle-bar', 'pizzeria-napoli'];
const UNCHANGING_SITES: HtmlSite[] = ['olive-grove', 'harbour-grill', 'sakura-noodle-bar', 'pizzeria-napoli'];

interface ExpectedItems {
  menuTitles: Record<string, unknown>[];
  dishes: Record<string, unknown>[];
}

function expectedItems(site: HtmlSite): ExpectedItems {
  const text = readFileSync(path.join(HERE, 'expected', `${site}.json`), 'utf8');
  return JSON.parse(text.split(`${DEMO_INSTRUCTIONS_ORIGIN}/`).join(`${ORIGIN}/`)) as ExpectedItems;
}

/** The fixture's shape: a title by its path of titles, a dish by its section path, null fields left out. */
function asFixture(result: { menuTitles: ExtractedMenuTitle[]; dishes: ExtractedDish[] }): ExpectedItems {
  const paths = new Map<string, string[]>();
  const menuTitles = result.menuTitles.map((title) => {
    const titlePath = [...(title.parentKey ? (paths.get(title.parentKey) ?? ['?']) : []), title.title];
    paths.set(title.key, titlePath);
    const item: Record<string, unknown> = { path: titlePath };
    for (const field of ['description', 'calories', 'diets', 'addons', 'miscInfo', 'allergens', 'nutritions'] as const) if (title[field] !== null) item[field] = title[field];
    if (title.isEverywhereAvailable) item.isEverywhereAvailable = true;
    if (title.isPlaceholder) item.isPlaceholder = true;
    return item;
  });
  const dishes = result.dishes.map((dish) => {
    const item: Record<string, unknown> = { path: dish.menuTitlePath, name: dish.name };
    for (const field of ['description', 'price', 'calories', 'diets', 'addons', 'miscInfo', 'allergens', 'ingredients', 'nutritions'] as const) if (dish[field] !== null) item[field] = dish[field];
    if (dish.isCorrupt) item.isCorrupt = true;
    return item;
  });
  return { menuTitles, dishes };
}

function demoFetcher() {
  // One attempt: the failing site's Retry-After is the fetcher's own test; here a failure is enough.
  return createFetcher({ config: { scraperAllowedOrigins: [], demoSitesOrigin: ORIGIN }, politeness: recordingPoliteness(), robotsCache: memoryRobotsCache(), maxAttempts: 1 });
}

async function scrape(site: DemoSiteWithInstructions): Promise<ScrapeRun> {
  return runScrape({ instructions: demoSiteInstructions(site, ORIGIN), fetcher: demoFetcher(), lastApprovedDishCount: null });
}

function pageHtml(pathname: string): string {
  const answer = handleDemoSiteRequest(pathname);
  expect(answer?.status).toBe(200);
  return (answer as NonNullable<typeof answer>).body.toString('utf8');
}

/** What a run leaves stored, as the next run's comparison reads it; deleted items carried over as deleted. */
function storedAfter(run: ScrapeRun, comparison: ScrapeComparison | null): { menuTitles: StoredItem[]; dishes: StoredItem[] } {
  const stored = (items: ReturnType<typeof menuTitleComparable>[], decisions: ScrapeComparison['dishes']['decisions'] | null): StoredItem[] => {
    const live = items.map((item, index) => ({ ...item, id: index + 1, isDeleted: false }));
    const gone = (decisions ?? []).filter((decision) => decision.current === null && decision.previous).map((decision) => ({ ...(decision.previous as StoredItem), isDeleted: true }));
    return [...live, ...gone];
  };
  return {
    menuTitles: stored(run.menuTitles.map(menuTitleComparable), comparison?.menuTitles.decisions ?? null),
    dishes: stored(run.dishes.map(dishComparable), comparison?.dishes.decisions ?? null),
  };
}

function changes(counts: ChangeCounts): Omit<ChangeCounts, 'existing' | 'scraped'> {
  const { existing: _existing, scraped: _scraped, ...rest } = counts;
  return rest;
}

const NO_CHANGES = { created: 0, updated: 0, significantlyUpdated: 0, deleted: 0, restored: 0 };

beforeEach(() => setDemoSiteVersion('corner-bistro', 1));

describe('demo sites scraped with their instructions', () => {
  it.each(SINGLE_PAGE_SITES)('%s: extractPage on its page gives exactly the fixture', (site) => {
    const instructions = demoSiteInstructions(site, ORIGIN);
    const url = instructions.pages[0].url;
    const page = extractPage(pageHtml(new URL(url).pathname), url, instructions, { positionOffset: 0 });
    expect(page.unmatchedRequiredFields).toEqual([]);
    expect(asFixture(page)).toEqual(expectedItems(site));
  });

  it.each([...SINGLE_PAGE_SITES, ...MULTI_PAGE_SITES])('%s: a run through the fetcher gives exactly the fixture', async (site) => {
    const run = await scrape(site);
    expect(run.scrapingStatus).toBe('SUCCESS');
    expect(run.exceptions).toEqual([]);
    expect(asFixture(run)).toEqual(expectedItems(site));
  });

  it('reads the three pages of the paginated site and the three tabs of the tabbed one, each once', async () => {
    const napoli = await scrape('pizzeria-napoli');
    expect(napoli.report.pages.map((page) => new URL(page.url).pathname)).toEqual(['/demo-sites/pizzeria-napoli/menu', '/demo-sites/pizzeria-napoli/menu/page/2', '/demo-sites/pizzeria-napoli/menu/page/3']);
    const sakura = await scrape('sakura-noodle-bar');
    expect(sakura.report.pages.map((page) => new URL(page.url).pathname)).toEqual(['/demo-sites/sakura-noodle-bar/menu', '/demo-sites/sakura-noodle-bar/menu/small-plates', '/demo-sites/sakura-noodle-bar/menu/drinks']);
  });

  it('leaves out the sold-out dish and the cookie banner, and marks the section served everywhere', async () => {
    const run = await scrape('olive-grove');
    expect(run.dishes.map((dish) => dish.name)).not.toContain('Octopus a la Plancha');
    expect(pageHtml(DEMO_SITE_PATHS.oliveGrove)).toContain('Octopus a la Plancha');
    expect(run.menuTitles.filter((title) => title.isEverywhereAvailable).map((title) => title.title)).toEqual(['Small Plates', 'Mezze', 'From the Oven']);
  });
});

describe('reruns', () => {
  it.each(UNCHANGING_SITES)('%s: 20 reruns of the unchanged site give 0 changes', async (site) => {
    const first = await scrape(site);
    let stored = storedAfter(first, null);
    for (let rerun = 1; rerun <= 20; rerun += 1) {
      const run = await scrape(site);
      const comparison = compareScrape(stored, run);
      expect(changes(comparison.menuTitles.counts), `titles, rerun ${rerun}`).toEqual(NO_CHANGES);
      expect(changes(comparison.dishes.counts), `dishes, rerun ${rerun}`).toEqual(NO_CHANGES);
      expect(comparison.dishes.counts.scraped).toBe(first.dishes.length);
      stored = storedAfter(run, comparison);
    }
  });

  it('the changing site: mark-up-only versions give 0 changes, the real changes are detected, and going back restores', async () => {
    const html = [1, 2, 3, 4].map(() => pageHtml(DEMO_SITE_PATHS.cornerBistro));
    // The versions are really different pages (mark-up only for 2 and 4), served in turn.
    expect(new Set(html).size).toBe(4);
    expect(html[1]).toContain('utm_source=newsletter');
    expect(html[1]).toContain('&#233;');

    setDemoSiteVersion('corner-bistro', 1);
    const v1 = await scrape('corner-bistro');
    expect(asFixture(v1)).toEqual(expectedItems('corner-bistro'));
    let stored = storedAfter(v1, null);

    const v2 = await scrape('corner-bistro');
    const markupOnly = compareScrape(stored, v2);
    expect(changes(markupOnly.menuTitles.counts)).toEqual(NO_CHANGES);
    expect(changes(markupOnly.dishes.counts)).toEqual(NO_CHANGES);
    stored = storedAfter(v2, markupOnly);

    const v3 = await scrape('corner-bistro');
    const real = compareScrape(stored, v3);
    expect(changes(real.menuTitles.counts)).toEqual(NO_CHANGES);
    expect(changes(real.dishes.counts)).toEqual({ ...NO_CHANGES, created: 1, significantlyUpdated: 1, deleted: 1 });
    const byStatus = (status: string) => real.dishes.decisions.filter((decision) => decision.status === status).map((decision) => decision.current?.values.name ?? decision.previous?.values.name);
    expect(byStatus('CREATED')).toEqual(['Moules Marinières']);
    expect(byStatus('DELETED')).toEqual(['Soupe à l’Oignon']);
    expect(byStatus('UPDATED_SIGNIFICANTLY')).toEqual(['Steak Frites']);
    const steak = real.dishes.decisions.find((decision) => decision.status === 'UPDATED_SIGNIFICANTLY');
    expect(steak?.changedFields).toEqual(['price']);
    expect(steak?.previousValues).toEqual({ price: '£21.50' });
    expect(steak?.current?.values.price).toBe('£23.00');
    stored = storedAfter(v3, real);

    const v4 = await scrape('corner-bistro');
    const markupOnlyAgain = compareScrape(stored, v4);
    expect(changes(markupOnlyAgain.dishes.counts)).toEqual(NO_CHANGES);
    expect(changes(markupOnlyAgain.menuTitles.counts)).toEqual(NO_CHANGES);
    stored = storedAfter(v4, markupOnlyAgain);

    // The cycle goes back to version 1: the soup comes back, the mussels go, the steak's price is back.
    const back = await scrape('corner-bistro');
    const restored = compareScrape(stored, back);
    expect(changes(restored.dishes.counts)).toEqual({ ...NO_CHANGES, restored: 1, deleted: 1, significantlyUpdated: 1 });
    expect(asFixture(back)).toEqual(expectedItems('corner-bistro'));
  });
});

describe('the failing site', () => {
  it('answers 503 with a Retry-After and a maintenance page without dishes', () => {
    const answer = handleDemoSiteRequest(DEMO_SITE_PATHS.lighthouseDiner);
    expect(answer?.status).toBe(503);
    expect(answer?.headers['retry-after']).toBe(String(FAILING_SITE_RETRY_AFTER_SECONDS));
    expect(answer?.body.toString()).toContain('right back');
  });

  it('a run of it ends in error with the status in its report, and no items', async () => {
    const run = await scrape('lighthouse-diner');
    expect(run.scrapingStatus).toBe('ERROR');
    expect(run.menuTitles).toEqual([]);
    expect(run.dishes).toEqual([]);
    expect(run.report.pages[0].statusCode).toBe(503);
    expect(run.report.errors.map((error) => error.cause)).toEqual(['HTTP_ERROR']);
  });
});

describe('serving', () => {
  it('answers only paths under /demo-sites/ (and the origin robots.txt), never outside its folder', () => {
    expect(handleDemoSiteRequest('/graphql')).toBeNull();
    expect(handleDemoSiteRequest('/')).toBeNull();
    expect(handleDemoSiteRequest('/demo-sitesx/olive-grove/menu')).toBeNull();
    for (const hostile of ['/demo-sites/../package.json', '/demo-sites/..%2f..%2fpackage.json', '/demo-sites/olive-grove/../../demoSites.ts', '/demo-sites//etc/passwd', '/demo-sites/corner-bistro/menu-v3']) {
      expect(handleDemoSiteRequest(hostile)?.status, hostile).toBe(404);
    }
    expect(handleDemoSiteRequest('/demo-sites/olive-grove/menu?utm_source=x')?.status).toBe(200);
    expect(handleDemoSiteRequest('/demo-sites/taco-fiesta')).toMatchObject({ status: 301, headers: { location: '/demo-sites/taco-fiesta/' } });
  });

  it('robots.txt disallows the staff page, and the fetcher refuses it while reading the menu next to it', async () => {
    expect(handleDemoSiteRequest('/robots.txt')?.body.toString()).toContain('Disallow: /demo-sites/harbour-grill/staff-only/');
    const fetcher = demoFetcher();
    expect(await fetcher.fetchPage(`${ORIGIN}${DEMO_SITE_PATHS.harbourGrillStaffOnly}`)).toMatchObject({ ok: false, cause: 'ROBOTS_DISALLOWED' });
    expect(await fetcher.fetchPage(`${ORIGIN}${DEMO_SITE_PATHS.harbourGrill}`)).toMatchObject({ ok: true, statusCode: 200 });
  });

  it('serves the PDF and the image menus, linked from their sites pages', () => {
    const pdf = handleDemoSiteRequest(DEMO_SITE_PATHS.greenLeafPdf);
    expect(pdf?.headers['content-type']).toBe('application/pdf');
    const pdfText = pdf?.body.toString('latin1') ?? '';
    expect(pdfText.startsWith('%PDF-1.4')).toBe(true);
    expect(pdfText.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdfText).toContain('(Avocado Toast  \\2438.50) Tj');
    // Every cross-reference entry points at its object: a reader opens the file without repairing it.
    const offsets = [...pdfText.matchAll(/(\d{10}) 00000 n/g)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(pdfText.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));

    const png = handleDemoSiteRequest(DEMO_SITE_PATHS.tacoFiestaImage);
    expect(png?.headers['content-type']).toBe('image/png');
    expect(png?.body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    const links = (pathname: string) => selectAll('a[href]', parseDocument(pageHtml(pathname))).map((element) => (element as unknown as { attribs: Record<string, string> }).attribs.href);
    expect(links(DEMO_SITE_PATHS.greenLeafPage)).toContain(DEMO_SITE_PATHS.greenLeafPdf);
    expect(links(DEMO_SITE_PATHS.tacoFiestaPage)).toContain(DEMO_SITE_PATHS.tacoFiestaImage);
  });

  it('pages carry no scripts and load nothing from elsewhere', () => {
    const pages = [DEMO_SITE_PATHS.oliveGrove, DEMO_SITE_PATHS.harbourGrill, DEMO_SITE_PATHS.sakura, '/demo-sites/sakura-noodle-bar/menu/drinks', DEMO_SITE_PATHS.napoli, '/demo-sites/pizzeria-napoli/menu/page/2', DEMO_SITE_PATHS.greenLeafPage, DEMO_SITE_PATHS.tacoFiestaPage, '/demo-sites/'];
    for (const pathname of pages) {
      const html = pageHtml(pathname);
      expect(html, pathname).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
      expect(html, pathname).not.toMatch(/(src|href)="(https?:)?\/\//i);
    }
  });

  it('every instructions file names a demo site page', () => {
    for (const site of DEMO_SITES_WITH_INSTRUCTIONS) {
      for (const page of demoSiteInstructions(site, ORIGIN).pages) {
        expect(page.url.startsWith(`${ORIGIN}/demo-sites/`), site).toBe(true);
      }
    }
  });
});
