// The MenuHost platform family (menuHostRestaurants.ts, menuHostPages.ts): two layout variants on two URL signatures,
// and each variant's template (menuHostTemplates.ts), its pages resolved against each menu's URL, scraping every menu of
// its variant through the engine: the plain pages give exactly the generated data, each COMPLEX page gives what its
// mark-up lets the template see (said per page below), and the restaurant that is down fails as such.
import { describe, expect, it } from 'vitest';
import { RE2JS } from 're2js';
import { platformIdentifier } from '../../domain/platformIdentification';
import { urlSignature } from '../../domain/urlSignature';
import { memoryRobotsCache, recordingPoliteness } from '../../tests/support/scrapingStandIns';
import { createFetcher } from '../scraping/fetcher';
import { instructionsForMenu } from '../scraping/menuRelativePages';
import { runScrape } from '../scraping/runScrape';
import { validateInstructionsForEngine } from '../scraping/validateInstructions';
import type { ExtractedDish, ExtractedMenuTitle, ScrapeRun } from '../scraping/types';
import { DEMO_SITE_PATHS, FAILING_SITE_RETRY_AFTER_SECONDS, handleDemoSiteRequest } from './demoSites';
import { MENU_HOST_RESTAURANTS, MENU_HOST_STYLESHEET, menuHostMenuPath, type MenuHostRestaurant, type MenuHostSection } from './menuHostRestaurants';
import { MENU_HOST_TEMPLATES } from './menuHostTemplates';
import { MENU_HOST_PLATFORM } from '../demo/demoMenuHost';

const ORIGIN = 'http://demo-sites.test';

interface Items {
  menuTitles: Record<string, unknown>[];
  dishes: Record<string, unknown>[];
}

/** What the engine gives, in the shape of the generated data: a title by its path, null fields left out. */
function asItems(result: { menuTitles: ExtractedMenuTitle[]; dishes: ExtractedDish[] }): Items {
  const paths = new Map<string, string[]>();
  const menuTitles = result.menuTitles.map((title) => {
    const titlePath = [...(title.parentKey ? (paths.get(title.parentKey) ?? ['?']) : []), title.title];
    paths.set(title.key, titlePath);
    return { path: titlePath, ...(title.description !== null ? { description: title.description } : {}) };
  });
  const dishes = result.dishes.map((dish) => {
    const item: Record<string, unknown> = { path: dish.menuTitlePath, name: dish.name };
    for (const field of ['description', 'price', 'calories', 'diets', 'addons', 'miscInfo', 'allergens', 'ingredients', 'nutritions'] as const) if (dish[field] !== null) item[field] = dish[field];
    if (dish.isCorrupt) item.isCorrupt = true;
    return item;
  });
  return { menuTitles, dishes };
}

/** The generated menu in the same shape: every section and dish as the restaurant's data has them. */
function generated(sections: readonly MenuHostSection[]): Items {
  return {
    menuTitles: sections.map((section) => ({ path: [section.title], ...(section.note ? { description: section.note } : {}) })),
    dishes: sections.flatMap((section) =>
      section.dishes.map((dish) => ({
        path: [section.title],
        name: dish.name,
        ...(dish.description ? { description: dish.description } : {}),
        price: dish.price,
        ...(dish.diets.length ? { diets: dish.diets.join(', ') } : {}),
        ...(dish.allergens.length ? { allergens: dish.allergens.join(', ') } : {}),
      })),
    ),
  };
}

const menuUrl = (restaurant: MenuHostRestaurant) => `${ORIGIN}${menuHostMenuPath(restaurant)}`;

async function scrapeWithTemplate(restaurant: MenuHostRestaurant, variant = restaurant.variant): Promise<ScrapeRun> {
  const fetcher = createFetcher({ config: { scraperAllowedOrigins: [], demoSitesOrigin: ORIGIN }, politeness: recordingPoliteness(), robotsCache: memoryRobotsCache(), maxAttempts: 1 });
  return runScrape({ instructions: instructionsForMenu(MENU_HOST_TEMPLATES[variant].instructions, menuUrl(restaurant)), fetcher, lastApprovedDishCount: null });
}

const variantA = MENU_HOST_RESTAURANTS.filter((restaurant) => restaurant.variant === 'A');
const variantB = MENU_HOST_RESTAURANTS.filter((restaurant) => restaurant.variant === 'B');
const plain = MENU_HOST_RESTAURANTS.filter((restaurant) => !restaurant.complexity && !restaurant.isDown);
const complexOf = (kind: MenuHostRestaurant['complexity']) => MENU_HOST_RESTAURANTS.find((restaurant) => restaurant.complexity === kind) as MenuHostRestaurant;
const down = MENU_HOST_RESTAURANTS.filter((restaurant) => restaurant.isDown);

describe('the MenuHost family', () => {
  it('has 32 restaurants in two layout variants on exactly two URL signatures, three COMPLEX pages and one site down', () => {
    expect(MENU_HOST_RESTAURANTS).toHaveLength(32);
    expect(new Set(MENU_HOST_RESTAURANTS.map((restaurant) => restaurant.slug)).size).toBe(32);
    expect([variantA.length, variantB.length]).toEqual([20, 12]);
    expect(MENU_HOST_RESTAURANTS.filter((restaurant) => restaurant.complexity).map((restaurant) => [restaurant.variant, restaurant.complexity])).toEqual([
      ['A', 'specials-table'],
      ['A', 'grouped-sections'],
      ['A', 'card-section'],
    ]);
    expect(down.map((restaurant) => restaurant.variant)).toEqual(['A']);
    const signatures = (restaurants: readonly MenuHostRestaurant[]) => [...new Set(restaurants.map((restaurant) => urlSignature(menuUrl(restaurant))))];
    expect(signatures(variantA)).toEqual(['demo-sites.test/{slug}/menuhost/r/{slug}/menu']);
    expect(signatures(variantB)).toEqual(['demo-sites.test/{slug}/menuhost/r/{slug}/food']);
    // The platform's regexes hold every menu URL, on any origin, and nothing else of the demo sites.
    const identifier = platformIdentifier([{ id: 1, urlIdentificationRegex: MENU_HOST_PLATFORM.urlIdentificationRegex }]);
    const normalization = RE2JS.compile(MENU_HOST_PLATFORM.urlNormalizationRegex);
    for (const restaurant of MENU_HOST_RESTAURANTS) {
      for (const origin of [ORIGIN, 'http://localhost:4601', 'https://backoffice.example.com']) {
        expect(identifier.platformOf(`${origin}${menuHostMenuPath(restaurant)}`), restaurant.slug).toBe(1);
        expect(normalization.test(`${origin}${menuHostMenuPath(restaurant)}`), restaurant.slug).toBe(true);
      }
    }
    expect(identifier.platformOf(`${ORIGIN}${DEMO_SITE_PATHS.oliveGrove}`)).toBeNull();
    expect(normalization.test(`${ORIGIN}${menuHostMenuPath(variantA[0])}/`)).toBe(false);
  });

  it('has a template per variant that a template check accepts, its page URL relative to the menu', () => {
    for (const variant of ['A', 'B'] as const) {
      const { instructions } = MENU_HOST_TEMPLATES[variant];
      expect(validateInstructionsForEngine(JSON.parse(JSON.stringify(instructions)), { pageUrls: 'relativeToMenu' }), variant).toMatchObject({ ok: true });
      expect(instructions.pages.map((page) => page.url)).toEqual([variant === 'A' ? 'menu' : 'food']);
    }
  });

  it('spreads opening hours over the week: days closed, lunch-only, evening-only and split days', () => {
    const hours = MENU_HOST_RESTAURANTS.map((restaurant) => restaurant.openingHours);
    expect(new Set(MENU_HOST_RESTAURANTS.map((restaurant) => restaurant.hoursPattern)).size).toBe(8);
    for (const day of [0, 1, 2, 3, 4, 5, 6]) {
      const open = hours.filter((week) => week.some((entry) => entry.dayOfWeek === day)).length;
      expect(open, `day ${day}`).toBeGreaterThan(10);
      expect(open, `day ${day}`).toBeLessThan(32);
    }
    expect(hours.some((week) => week.some((day) => day.intervals.length === 2))).toBe(true);
    expect(hours.some((week) => week.every((day) => day.intervals.every((interval) => interval.closeTime <= '15:00')))).toBe(true);
    expect(hours.some((week) => week.every((day) => day.intervals.every((interval) => interval.openTime >= '17:00')))).toBe(true);
  });
});

describe('each variant template scrapes every menu of its variant', () => {
  it.each(plain.map((restaurant) => [restaurant.variant, restaurant.slug, restaurant] as const))('variant %s, %s: exactly the generated menu', async (_variant, _slug, restaurant) => {
    const run = await scrapeWithTemplate(restaurant);
    expect(run.scrapingStatus).toBe('SUCCESS');
    expect(run.report.pages.map((page) => page.url)).toEqual([menuUrl(restaurant)]);
    expect(asItems(run)).toEqual(generated(restaurant.sections));
  });

  it("COMPLEX 'specials-table': the day's specials, a table outside the sections, are missed; every other section exactly", async () => {
    const restaurant = complexOf('specials-table');
    const run = await scrapeWithTemplate(restaurant);
    expect(run.scrapingStatus).toBe('SUCCESS');
    const [specials, ...rest] = restaurant.sections;
    expect(specials.title).toBe('Today’s Specials');
    expect(asItems(run)).toEqual(generated(rest));
    expect(run.dishes.map((dish) => dish.name)).not.toContain(specials.dishes[0].name);
  });

  it("COMPLEX 'grouped-sections': every dish is read, but not the Food and Drinks groups above the sections", async () => {
    const restaurant = complexOf('grouped-sections');
    const run = await scrapeWithTemplate(restaurant);
    expect(run.scrapingStatus).toBe('SUCCESS');
    expect(asItems(run)).toEqual(generated(restaurant.sections));
    expect(new Set(restaurant.sections.map((section) => section.group))).toEqual(new Set(['Food', 'Drinks']));
    expect(run.menuTitles.map((title) => title.title)).not.toContain('Food');
  });

  it("COMPLEX 'card-section': the featured section's title is read but its dishes, cards instead of list items, are missed", async () => {
    const restaurant = complexOf('card-section');
    const run = await scrapeWithTemplate(restaurant);
    expect(run.scrapingStatus).toBe('SUCCESS');
    const featured = restaurant.sections[1];
    const expected = generated(restaurant.sections);
    expect(asItems(run)).toEqual({ menuTitles: expected.menuTitles, dishes: expected.dishes.filter((dish) => (dish.path as string[])[0] !== featured.title) });
    expect(featured.dishes.length).toBeGreaterThanOrEqual(3);
  });

  it('the restaurant that is down answers 503 with a Retry-After, and its scrape ends in error with no items', async () => {
    const [restaurant] = down;
    const answer = handleDemoSiteRequest(menuHostMenuPath(restaurant));
    expect(answer?.status).toBe(503);
    expect(answer?.headers['retry-after']).toBe(String(FAILING_SITE_RETRY_AFTER_SECONDS));
    const run = await scrapeWithTemplate(restaurant);
    expect(run.scrapingStatus).toBe('ERROR');
    expect(run.menuTitles).toEqual([]);
    expect(run.dishes).toEqual([]);
    expect(run.report.pages[0].statusCode).toBe(503);
    expect(run.report.errors.map((error) => error.cause)).toEqual(['HTTP_ERROR']);
  });

  it("one variant's template does not fit the other's pages", async () => {
    const onCarte = await scrapeWithTemplate(variantB[0], 'A');
    expect(onCarte.scrapingStatus).toBe('ERROR');
    expect(onCarte.dishes).toEqual([]);
  });
});

describe('serving', () => {
  it('serves the index, the stylesheet and each menu only at its variant path; pages carry no scripts and load nothing from elsewhere', () => {
    const index = handleDemoSiteRequest(DEMO_SITE_PATHS.menuHost);
    expect(index?.status).toBe(200);
    for (const restaurant of MENU_HOST_RESTAURANTS) expect(index?.body.toString()).toContain(`href="${menuHostMenuPath(restaurant)}"`);
    expect(handleDemoSiteRequest(MENU_HOST_STYLESHEET)?.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(handleDemoSiteRequest(`/demo-sites/menuhost/r/${variantA[0].slug}/food`)?.status).toBe(404);
    expect(handleDemoSiteRequest(`/demo-sites/menuhost/r/${variantB[0].slug}/menu`)?.status).toBe(404);
    expect(handleDemoSiteRequest('/demo-sites/menuhost/r/no-such-place/menu')?.status).toBe(404);
    expect(handleDemoSiteRequest('/demo-sites/menuhost/r/../../olive-grove/menu')?.status).toBe(404);
    for (const restaurant of MENU_HOST_RESTAURANTS) {
      const html = handleDemoSiteRequest(`${menuHostMenuPath(restaurant)}?utm_source=x`)?.body.toString() ?? '';
      expect(html, restaurant.slug).toContain(restaurant.name.replace(/&/g, '&amp;'));
      expect(html, restaurant.slug).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
      expect(html, restaurant.slug).not.toMatch(/(src|href)="(https?:)?\/\//i);
    }
  });
});
