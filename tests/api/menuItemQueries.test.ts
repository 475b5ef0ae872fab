// Menu.dishes on the real database (PGlite, or PostgreSQL with DATABASE_URL), fed by real scrapes of a local restaurant
// site: the nine filters (contains, case-insensitive, % and _ taken literally), a section with and without its
// sub-sections, the page size bounds, a run's colours (jobId) and who may read the list at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DISH_PAGE_SIZE } from '../../domain/dishReviewSchemas';
import { toGlobalId } from '../../server/graphql/globalIds';
import { startTestApp, type TestApp } from '../support/testApp';
import { createScrapedMenu, finishedJob, schedule, startLocalSite, TEST_WORKERS, type LocalSite } from './scrapingJobsSupport';

let t: TestApp;
let site: LocalSite;
let scraperId: number;
let adminToken: string;
let reviewerToken: string;
let reporterToken: string;

/** A dish with every filterable field: the classes the instructions below read. */
interface FullDish {
  name: string;
  price: string;
  description?: string;
  calories?: string;
  diets?: string;
  addons?: string;
  miscInfo?: string;
  allergens?: string;
  ingredients?: string;
  nutritions?: string;
}

const FIELD_CLASSES = { price: 'price', description: 'desc', calories: 'cal', diets: 'diet', addons: 'addon', miscInfo: 'misc', allergens: 'allergen', ingredients: 'ingr', nutritions: 'nutr' } as const;

function dishHtml(dish: FullDish): string {
  const spans = Object.entries(FIELD_CLASSES)
    .map(([field, css]) => (dish[field as keyof FullDish] ? `<span class="${css}">${dish[field as keyof FullDish]}</span>` : ''))
    .join('');
  return `<div class="dish"><span class="name">${dish.name}</span>${spans}</div>`;
}

function fullMenuPage(sections: { title: string; dishes: FullDish[]; sub?: { title: string; dishes: FullDish[] } }[]): string {
  const body = sections
    .map(
      (section) =>
        `<section class="menu"><h2>${section.title}</h2>${section.dishes.map(dishHtml).join('')}${
          section.sub ? `<section class="sub"><h3>${section.sub.title}</h3>${section.sub.dishes.map(dishHtml).join('')}</section>` : ''
        }</section>`,
    )
    .join('');
  return `<!DOCTYPE html><html><body><main>${body}</main></body></html>`;
}

function fullInstructions(url: string) {
  return {
    format: 1,
    pages: [{ url }],
    menuTitles: { selector: 'section.menu', fields: { title: { selector: 'h2' } }, children: { selector: 'section.sub', fields: { title: { selector: 'h3' } } } },
    dishes: {
      selector: '.dish',
      fields: {
        name: { selector: '.name', required: true },
        ...Object.fromEntries(Object.entries(FIELD_CLASSES).map(([field, css]) => [field, { selector: `.${css}` }])),
      },
    },
  };
}

const SOUP: FullDish = {
  name: 'Tomato Soup',
  price: '£5.00',
  description: 'Rich 100% tomato',
  calories: '250 kcal',
  diets: 'Vegan',
  addons: 'Extra_cheese',
  miscInfo: 'Chef special',
  allergens: 'Celery',
  ingredients: 'Tomato, basil',
  nutritions: 'Protein 5g',
};
const BREAD: FullDish = {
  name: 'Garlic Bread',
  price: '£4.00',
  description: '100 grams of bread',
  calories: '400 kcal',
  diets: 'Vegetarian',
  addons: 'Extra cheese',
  miscInfo: 'Shared plate',
  allergens: 'Gluten',
  ingredients: 'Flour, garlic',
  nutritions: 'Fibre 3g',
};
const OLIVES: FullDish = { name: 'Olives', price: '£3.50', diets: 'Vegan', allergens: 'None' };
const PIE: FullDish = { name: 'Fish Pie', price: '£14.00', description: 'Smoked haddock', allergens: 'Fish, milk' };

const PAGE_V1 = fullMenuPage([
  { title: 'Starters', dishes: [SOUP, BREAD], sub: { title: 'Cold', dishes: [OLIVES] } },
  { title: 'Mains', dishes: [PIE] },
]);
const PAGE_V2 = fullMenuPage([
  { title: 'Starters', dishes: [SOUP, { ...BREAD, price: '£4.50' }], sub: { title: 'Cold', dishes: [OLIVES] } },
  { title: 'Mains', dishes: [PIE, { name: 'Lamb Stew', price: '£15.00' }] },
]);

let menuId: number;
let firstJobId: number;
let secondJobId: number;

async function scrape(): Promise<number> {
  const jobId = await schedule(t.db, menuId, scraperId, 'RESCRAPE');
  expect(await finishedJob(t.db, jobId)).toMatchObject({ status: 'COMPLETED', scraping_status: 'SUCCESS' });
  return jobId;
}

beforeAll(async () => {
  site = await startLocalSite();
  t = await startTestApp({ scraperAllowedOrigins: [site.origin] }, { workers: TEST_WORKERS });
  scraperId = await t.createUser('juniorScraper', 'items-scraper@example.com');
  await t.createUser('admin', 'items-admin@example.com');
  await t.createUser('reviewer', 'items-reviewer@example.com');
  await t.createUser('reporter', 'items-reporter@example.com');
  [adminToken, reviewerToken, reporterToken] = (
    await Promise.all(['items-admin@example.com', 'items-reviewer@example.com', 'items-reporter@example.com'].map((email) => t.signIn(email)))
  ).map((tokens) => tokens.accessToken);
  site.pages.set('/full', { body: PAGE_V1 });
  ({ menuId } = await createScrapedMenu(t.db, `${site.origin}/full`, scraperId, fullInstructions(`${site.origin}/full`)));
  firstJobId = await scrape();
  site.pages.set('/full', { body: PAGE_V2 });
  secondJobId = await scrape();
}, 90_000);

afterAll(async () => {
  await t?.close();
  await site?.close();
});

interface DishView {
  databaseId: number;
  name: string;
  changeStatus: string | null;
}
interface DishPageView {
  dishes: DishView[];
  total: number;
  changedTotal: number;
}

const DISHES_QUERY = `query($id: ID!, $menuTitleId: Int, $includeChildTitles: Boolean, $filters: DishFilters, $jobId: Int, $page: Int, $pageSize: Int) {
  menu(id: $id) { dishes(menuTitleId: $menuTitleId, includeChildTitles: $includeChildTitles, filters: $filters, jobId: $jobId, page: $page, pageSize: $pageSize) {
    dishes { databaseId name changeStatus } total changedTotal } } }`;

async function dishes(variables: Record<string, unknown>, token = adminToken) {
  return t.gql<{ menu: { dishes: DishPageView } }>(DISHES_QUERY, { id: String(menuId), ...variables }, token);
}

async function dishNames(variables: Record<string, unknown>): Promise<string[]> {
  const answer = await dishes(variables);
  expect(answer.errors).toBeUndefined();
  return answer.data!.menu.dishes.dishes.map((dish) => dish.name);
}

async function titleId(title: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM menu_titles WHERE menu_id = $1 AND title = $2', [menuId, title]);
  return row.id;
}

describe('Menu.dishes', () => {
  it('lists the live dishes in menu order with the total', async () => {
    const answer = await dishes({});
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.menu.dishes.dishes.map((dish) => dish.name)).toEqual(['Tomato Soup', 'Garlic Bread', 'Olives', 'Fish Pie', 'Lamb Stew']);
    expect(answer.data!.menu.dishes.total).toBe(5);
  });

  it.each([
    ['name', 'tomato SOUP', ['Tomato Soup']],
    ['description', 'SMOKED', ['Fish Pie']],
    ['calories', '400 KCAL', ['Garlic Bread']],
    ['diets', 'vegan', ['Tomato Soup', 'Olives']],
    ['addons', 'extra CHEESE', ['Garlic Bread']],
    ['miscInfo', 'chef', ['Tomato Soup']],
    ['allergens', 'MILK', ['Fish Pie']],
    ['ingredients', 'GARLIC', ['Garlic Bread']],
    ['nutritions', 'protein', ['Tomato Soup']],
  ])('filters by %s, case-insensitive, on the text anywhere in the field', async (field, text, expected) => {
    expect(await dishNames({ filters: { [field]: text } })).toEqual(expected);
  });

  it('takes % and _ literally, ignores blank filters and combines filters with AND', async () => {
    expect(await dishNames({ filters: { description: '100%' } })).toEqual(['Tomato Soup']);
    expect(await dishNames({ filters: { addons: 'extra_' } })).toEqual(['Tomato Soup']);
    expect(await dishNames({ filters: { name: '%' } })).toEqual([]);
    expect(await dishNames({ filters: { name: '\\' } })).toEqual([]);
    expect(await dishNames({ filters: { name: '   ', diets: null } })).toHaveLength(5);
    expect(await dishNames({ filters: { diets: 'vegan', allergens: 'none' } })).toEqual(['Olives']);
  });

  it("keeps one section's own dishes, or with includeChildTitles its sub-sections' too", async () => {
    const starters = await titleId('Starters');
    expect(await dishNames({ menuTitleId: starters })).toEqual(['Tomato Soup', 'Garlic Bread']);
    expect(await dishNames({ menuTitleId: starters, includeChildTitles: true })).toEqual(['Tomato Soup', 'Garlic Bread', 'Olives']);
    expect(await dishNames({ menuTitleId: await titleId('Cold'), includeChildTitles: true })).toEqual(['Olives']);
    expect(await dishNames({ menuTitleId: starters, includeChildTitles: true, filters: { diets: 'vegan' } })).toEqual(['Tomato Soup', 'Olives']);
  });

  it('pages up to 5000 dishes and refuses a larger or empty page with a clear message', async () => {
    expect(await dishNames({ page: 2, pageSize: 2 })).toEqual(['Olives', 'Fish Pie']);
    expect(await dishNames({ pageSize: MAX_DISH_PAGE_SIZE })).toHaveLength(5);
    for (const pageSize of [MAX_DISH_PAGE_SIZE + 1, 0]) {
      const refused = await dishes({ pageSize });
      expect(refused.errors?.[0]).toMatchObject({ message: 'Page size must be between 1 and 5000.', extensions: { type: 'VALIDATION' } });
    }
  });

  it("colours the dishes by the newest run, or by the run asked for; another menu's run is not found", async () => {
    const colours = async (jobId?: number) => {
      const answer = await dishes(jobId === undefined ? {} : { jobId });
      expect(answer.errors).toBeUndefined();
      return Object.fromEntries(answer.data!.menu.dishes.dishes.map((dish) => [dish.name, dish.changeStatus]));
    };
    expect(await colours()).toEqual({ 'Tomato Soup': null, 'Garlic Bread': 'UPDATED_SIGNIFICANTLY', Olives: null, 'Fish Pie': null, 'Lamb Stew': 'CREATED' });
    expect(await colours(secondJobId)).toEqual(await colours());
    // The first run created what it found; Lamb Stew did not exist then.
    expect(await colours(firstJobId)).toEqual({ 'Tomato Soup': 'CREATED', 'Garlic Bread': 'CREATED', Olives: 'CREATED', 'Fish Pie': 'CREATED', 'Lamb Stew': null });
    const [{ id: otherJob }] = await t.db.query<{ id: number }>(
      "INSERT INTO scraping_jobs (kind, menu_id, status) VALUES ('HTML_SCRAPING', NULL, 'COMPLETED') RETURNING id",
    );
    const refused = await dishes({ jobId: otherJob });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Scraping run was not found.', extensions: { type: 'NOT_FOUND' } });
  });

  it('answers a reviewer through the dish review task and refuses a user with neither menu.get nor dishReviewTask.get', async () => {
    const throughTask = await t.gql<{ dishReviewTaskByMenuId: { menu: { dishes: DishPageView } } | null }>(
      'query($menuId: Int!) { dishReviewTaskByMenuId(menuId: $menuId) { menu { dishes(pageSize: 2) { total dishes { name reviewStatus changeSinceApproval { changeStatus } } } } } }',
      { menuId },
      reviewerToken,
    );
    expect(throughTask.errors).toBeUndefined();
    expect(throughTask.data!.dishReviewTaskByMenuId!.menu.dishes).toMatchObject({ total: 5, dishes: [{ name: 'Tomato Soup', reviewStatus: null }, { name: 'Garlic Bread' }] });

    const refused = await dishes({}, reporterToken);
    expect(refused.errors?.[0].extensions).toMatchObject({ type: 'FORBIDDEN' });
    const refusedThroughTask = await t.gql('query($menuId: Int!) { dishReviewTaskByMenuId(menuId: $menuId) { menu { dishes { total } } } }', { menuId }, reporterToken);
    expect(refusedThroughTask.errors?.[0].extensions).toMatchObject({ type: 'FORBIDDEN' });
    for (const field of ['scrapingRuns { jobId }', 'itemChanges { total }', 'reviewDifference { hasBaseline }', 'debugData { jobId }']) {
      const answer = await t.gql(`query($id: ID!) { menu(id: $id) { ${field} } }`, { id: String(menuId) }, reporterToken);
      expect(answer.errors?.[0].extensions, field).toMatchObject({ type: 'FORBIDDEN' });
    }
  });
});

describe('an item outside the list is coloured as the list colours it', () => {
  // Last in the file: two more runs. The third renames a section, the fourth changes nothing, so each item's stored
  // change_status (the last change ever: Garlic Bread's new price, the renamed section) differs from what the newest
  // run did to it (nothing).
  it('node(id) and Menu.menuTitles by the newest run, MenuItemChange.dish by its change', async () => {
    const renamed = fullMenuPage([
      { title: 'Starters', dishes: [SOUP, { ...BREAD, price: '£4.50' }], sub: { title: 'Cold', dishes: [OLIVES] } },
      { title: 'Main Courses', dishes: [PIE, { name: 'Lamb Stew', price: '£15.00' }] },
    ]);
    site.pages.set('/full', { body: renamed });
    await scrape();
    await scrape();
    const [bread] = await t.db.query<{ id: number; change_status: string | null }>("SELECT id, change_status FROM dishes WHERE menu_id = $1 AND name = 'Garlic Bread'", [menuId]);
    const [mains] = await t.db.query<{ id: number; change_status: string | null }>("SELECT id, change_status FROM menu_titles WHERE menu_id = $1 AND title = 'Main Courses'", [menuId]);
    // The fixture is what the test needs: both rows carry an older run's status.
    expect(bread.change_status).toBe('UPDATED_SIGNIFICANTLY');
    expect(mains.change_status).not.toBeNull();

    const listed = await dishes({});
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.menu.dishes.dishes.find((dish) => dish.name === 'Garlic Bread')!.changeStatus).toBeNull();
    const nodes = await t.gql<{ dish: { changeStatus: string | null }; title: { changeStatus: string | null }; menu: { menuTitles: { title: string; changeStatus: string | null }[] } }>(
      `query($dish: ID!, $title: ID!, $menu: ID!) {
        dish: node(id: $dish) { ... on Dish { changeStatus } }
        title: node(id: $title) { ... on MenuTitle { changeStatus } }
        menu(id: $menu) { menuTitles { title changeStatus } } }`,
      { dish: toGlobalId('Dish', bread.id), title: toGlobalId('MenuTitle', mains.id), menu: String(menuId) },
      adminToken,
    );
    expect(nodes.errors).toBeUndefined();
    expect(nodes.data!.dish.changeStatus).toBeNull();
    expect(nodes.data!.title.changeStatus).toBeNull();
    expect(nodes.data!.menu.menuTitles.find((title) => title.title === 'Main Courses')!.changeStatus).toBeNull();

    // The first run's change of Garlic Bread shows the dish as that change left it: CREATED, not its latest status.
    const changes = await t.gql<{ menu: { itemChanges: { items: { label: string; changeStatus: string; dish: { changeStatus: string | null } | null }[] } } }>(
      'query($id: ID!, $jobId: Int) { menu(id: $id) { itemChanges(jobId: $jobId, itemKind: DISH, pageSize: 50) { items { label changeStatus dish { changeStatus } } } } }',
      { id: String(menuId), jobId: firstJobId },
      adminToken,
    );
    expect(changes.errors).toBeUndefined();
    const breadChange = changes.data!.menu.itemChanges.items.find((item) => item.label === 'Garlic Bread')!;
    expect(breadChange).toMatchObject({ changeStatus: 'CREATED', dish: { changeStatus: 'CREATED' } });
  });
});
