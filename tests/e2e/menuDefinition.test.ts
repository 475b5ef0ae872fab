// The menu definition task page in Chromium (issue 11): a definer opens a menu definition task from the demo data, gives
// the brand a menu, sets every location to the brand menu, then one own menu, one location without menu and one
// not-scrapeable own menu, and resolves; the database holds exactly that, the page returns to the brand gateway list,
// and the menu scraping list shows exactly the new scraping tasks (the brand menu and the scrapeable own menu). Refused,
// each with the spec's message and nothing saved: a bad brand menu URL, a missing format, a bad own menu URL, bad
// additional links. Screenshots at 1440x900.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { browserSession, toast } from './support/browserSession';

const { session, signedInPage, graphql } = browserSession('menu-definition');

/** A full-page screenshot from the top (the sticky header stays at the top of the picture). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

interface StoredMenu {
  databaseId: number;
  url: string | null;
  format: string | null;
  status: string;
  isExample: boolean | null;
  notScrapeableReason: string | null;
  additionalUrls: string[] | null;
}

interface StoredLocation {
  databaseId: number;
  name: string;
  status: string;
  menuStatus: string | null;
  menu: StoredMenu | null;
}

interface StoredBrand {
  databaseId: number;
  name: string;
  hasMenu: boolean;
  modifiedDate: string;
  menu: StoredMenu | null;
  locations: { locations: StoredLocation[] };
}

interface MenuDefinitionTask {
  databaseId: number;
  isAwaiting: boolean;
  isAssignable: boolean;
  brand: { databaseId: number; name: string; locationCount: number };
}

const MENU_FIELDS = 'databaseId url format status isExample notScrapeableReason additionalUrls';

async function storedBrand(brandId: number): Promise<StoredBrand> {
  const data = await graphql<{ brand: StoredBrand }>(
    `query($id: ID!) { brand(id: $id) { databaseId name hasMenu modifiedDate menu { ${MENU_FIELDS} } locations(pageSize: 100) { locations { databaseId name status menuStatus menu { ${MENU_FIELDS} } } } } }`,
    { id: String(brandId) },
  );
  data.brand.locations.locations.sort((a, b) => a.databaseId - b.databaseId);
  return data.brand;
}

async function storedTask(id: number): Promise<{ status: string; modifiedDate: string; currentViewType: string | null }> {
  return (await graphql<{ menuDefinitionTask: { status: string; modifiedDate: string; currentViewType: string | null } }>(`{ menuDefinitionTask(id: "${id}") { status modifiedDate currentViewType } }`)).menuDefinitionTask;
}

interface ScrapingTask {
  databaseId: number;
  status: string;
  brand: { databaseId: number };
  menu: { databaseId: number; url: string | null; format: string | null };
}

/** Every menu scraping task of the brand, open or not. */
async function scrapingTasksOf(brand: { databaseId: number; name: string }): Promise<ScrapingTask[]> {
  const data = await graphql<{ menuScrapingTasks: { items: ScrapingTask[] } }>(
    'query($f: MenuScrapingTaskFilters) { menuScrapingTasks(filters: $f, pageSize: 100) { items { databaseId status brand { databaseId } menu { databaseId url format } } } }',
    { f: { brandSearchTerm: brand.name } },
  );
  return data.menuScrapingTasks.items.filter((task) => task.brand.databaseId === brand.databaseId).sort((a, b) => a.databaseId - b.databaseId);
}

const usedTasks = new Set<number>();

interface DefinitionLocation {
  databaseId: number;
  status: string;
  googleLocation: { databaseId: number } | null;
  duplicateOf: { databaseId: number } | null;
  isHasNoGoogleMatchConfirmed: boolean;
}

/**
 * A menu definition task a definer can take, on a brand just defined: the demo's menu definition tasks open to a
 * definer have brands of two or three locations, so a brand definition task at DEFINE whose brand has at least four
 * included locations on one page is resolved first through the API (as an admin would; the location the demo left
 * undecided confirmed without a match), which makes its menu definition task assignable in DEFINE.
 */
async function takeTask(): Promise<{ task: MenuDefinitionTask; brand: StoredBrand; included: StoredLocation[] }> {
  const queue = await graphql<{ brandDefinitionTasks: { items: (MenuDefinitionTask & { brand: { locations: { locations: DefinitionLocation[] } } })[] } }>(
    '{ brandDefinitionTasks(filters: { statuses: [NOT_STARTED, STARTED, REOPENED], isAssigned: false, viewType: DEFINE }, pageSize: 100) { items { databaseId isAwaiting isAssignable brand { databaseId name locationCount locations(pageSize: 100) { locations { databaseId status googleLocation { databaseId } duplicateOf { databaseId } isHasNoGoogleMatchConfirmed } } } } } }',
  );
  for (const definition of queue.brandDefinitionTasks.items) {
    const locations = definition.brand.locations.locations;
    const included = locations.filter((location) => location.status !== 'EXCLUDED');
    if (usedTasks.has(definition.databaseId) || !definition.isAssignable || definition.brand.locationCount > 20 || included.length < 4) continue;
    usedTasks.add(definition.databaseId);
    const id = String(definition.databaseId);
    if (definition.isAwaiting) await graphql(`mutation { unmarkBrandDefinitionTaskAsAwaiting(id: "${id}") { id } }`);
    await graphql(`mutation { assignBrandDefinitionTask(id: "${id}") { id } }`);
    const undecided = included.filter((location) => !location.googleLocation && !location.duplicateOf && !location.isHasNoGoogleMatchConfirmed);
    const resolution = await graphql<{ resolveBrandDefinitionTask: { nextTask: { databaseId: number } | null } }>(
      'mutation($id: ID!, $l: [BrandDefinitionLocationInput!]) { resolveBrandDefinitionTask(id: $id, locationsData: $l) { nextTask { ... on Task { databaseId } } } }',
      { id, l: undecided.map((location) => ({ id: location.databaseId, duplicateOfId: null, googleLocationId: null, isHasNoGoogleMatchConfirmed: true })) },
    );
    const next = resolution.resolveBrandDefinitionTask.nextTask;
    if (!next) throw new Error(`brand definition task ${id} resolved without a menu definition task`);
    const task = (await graphql<{ menuDefinitionTask: MenuDefinitionTask }>(`{ menuDefinitionTask(id: "${next.databaseId}") { databaseId isAwaiting isAssignable brand { databaseId name locationCount } } }`)).menuDefinitionTask;
    if (!task.isAssignable) throw new Error(`menu definition task ${task.databaseId} is not assignable after its brand definition`);
    const brand = await storedBrand(task.brand.databaseId);
    return { task, brand, included: brand.locations.locations.filter((location) => location.status !== 'EXCLUDED') };
  }
  throw new Error('no brand definition task at DEFINE whose brand has four included locations');
}

/** Opens the task, assigns it to the signed-in definer (A) and waits for the locations table. */
async function openAndAssign(page: Page, taskId: number) {
  await page.goto(`${session.server.url}/tasks/menu-definition/${taskId}`);
  await page.getByRole('table', { name: 'Locations' }).locator('tbody tr').first().waitFor();
  await page.keyboard.press('a');
  await toast(page, 'Menu definition task assigned.');
}

function row(page: Page, locationId: number) {
  return page.getByRole('table', { name: 'Locations' }).locator('tbody tr').filter({ has: page.getByRole('link', { name: String(locationId), exact: true }) });
}

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The brand menu: Has menu on, URL and format as given. */
async function fillBrandMenu(page: Page, url: string, format: string | null) {
  const hasMenu = page.getByRole('switch', { name: 'Has menu' });
  if (!(await hasMenu.isChecked())) await hasMenu.check();
  await page.getByRole('textbox', { name: 'Menu URL', exact: true }).fill(url);
  if (format) await choose(page, 'Menu format', format);
}

async function ownMenu(page: Page, locationId: number, url: string, format: string) {
  await choose(page, `Menu status, location ${locationId}`, 'Own menu');
  await row(page, locationId).getByRole('textbox', { name: `Menu URL, location ${locationId}` }).fill(url);
  await choose(page, `Menu format, location ${locationId}`, format);
}

/** Leaves the field being edited (a shortcut typed into a field or a list is the field's), as a click elsewhere would. */
async function leaveField(page: Page) {
  await page.keyboard.press('Escape');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function done(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Done', exact: true }).click();
}

describe('menu definition task page', () => {
  it('refuses bad URLs and a missing format with the spec’s messages; nothing is saved', { timeout: 240_000 }, async () => {
    const { task, brand: before, included } = await takeTask();
    const definer = await signedInPage('definer@example.com');
    await openAndAssign(definer, task.databaseId);
    const assigned = await storedTask(task.databaseId);
    const [first] = included;

    // A brand menu without format and with a URL that is not a website; an own menu with a bad URL.
    await fillBrandMenu(definer, 'not a website', null);
    await definer.getByText('Website is not valid').first().waitFor();
    await ownMenu(definer, first.databaseId, 'menu please', 'PDF');
    await done(definer);
    await toast(definer, 'Menu format is required!');
    await toast(definer, `Location with id ${first.databaseId} on page 1 has the following error: Website is not valid`);
    await row(definer, first.databaseId).getByRole('alert').filter({ hasText: 'Website is not valid' }).first().waitFor();
    expect(await definer.getByText('Are you sure you want to resolve this task?').count()).toBe(0);
    await shot(definer, 'menu-definition-refused');

    // A not-scrapeable menu needs its reason.
    await fillBrandMenu(definer, 'https://example.com/menu', 'HTML not scrapeable');
    await definer.keyboard.press('Control+Shift+S');
    await toast(definer, 'Not scrapeable reason is required');

    // Additional links: each one a website ('Website is required' / 'Website is not valid'); nothing is taken in.
    await choose(definer, 'Menu format', 'HTML');
    await leaveField(definer);
    await definer.keyboard.press('d');
    const dialog = definer.getByRole('dialog', { name: 'Additional links' });
    await dialog.getByRole('textbox', { name: 'Link 1' }).fill('not a link');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('Website is not valid').waitFor();
    await dialog.getByText('Website is required').waitFor();
    await shot(definer, 'menu-definition-additional-links-refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await definer.getByText(/\d+ links?$/).count()).toBe(0);

    // Nothing reached the database.
    expect(await storedBrand(task.brand.databaseId)).toEqual(before);
    expect((await storedTask(task.databaseId)).modifiedDate).toBe(assigned.modifiedDate);
  });

  it('a definer resolves a brand menu, an own menu, a location without menu and a not-scrapeable menu; the scraping list shows exactly the new tasks', { timeout: 240_000 }, async () => {
    const { task, brand: before, included } = await takeTask();
    const scrapingBefore = await scrapingTasksOf(before);
    const [own, none, notScrapeable] = included;
    const sameAsBrand = included.slice(3);
    const definer = await signedInPage('definer@example.com');
    await openAndAssign(definer, task.databaseId);
    await shot(definer, 'menu-definition-page');

    // The brand menu (HTML, with an additional link), then every location on it (M), then three exceptions.
    await fillBrandMenu(definer, 'https://brand.example.com/menu', 'HTML');
    await definer.getByRole('checkbox', { name: 'Example menu', exact: true }).check();
    await leaveField(definer);
    await definer.keyboard.press('d');
    const dialog = definer.getByRole('dialog', { name: 'Additional links' });
    await dialog.getByRole('textbox', { name: 'Link 1' }).fill('https://brand.example.com/drinks');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await definer.getByText('1 link', { exact: true }).waitFor();
    await leaveField(definer);
    await definer.keyboard.press('m');
    for (const location of included) await expect.poll(() => row(definer, location.databaseId).getByRole('combobox', { name: `Menu status, location ${location.databaseId}` }).textContent()).toContain('Same as brand');

    await ownMenu(definer, own.databaseId, 'https://own.example.com/menu.pdf', 'PDF');
    await choose(definer, `Menu status, location ${none.databaseId}`, 'No menu');
    await ownMenu(definer, notScrapeable.databaseId, 'https://hard.example.com/menu', 'HTML not scrapeable');
    await choose(definer, `Not scrapeable reason, location ${notScrapeable.databaseId}`, 'Captcha');
    await shot(definer, 'menu-definition-edited');

    await done(definer);
    await definer.getByText('Are you sure you want to resolve this task?').waitFor();
    await definer.keyboard.press('Enter');
    await toast(definer, 'Menu definition task view resolved.');
    await definer.waitForURL(/\/tasks\/brand-gateway(\?|$)/);

    // The database holds exactly that.
    const after = await storedBrand(task.brand.databaseId);
    expect(after.hasMenu).toBe(true);
    expect(after.menu).toMatchObject({ url: 'https://brand.example.com/menu', format: 'HTML', isExample: true, additionalUrls: ['https://brand.example.com/drinks'] });
    const stored = new Map(after.locations.locations.map((location) => [location.databaseId, location]));
    expect(stored.get(own.databaseId)).toMatchObject({ menuStatus: 'OWN_MENU', menu: { url: 'https://own.example.com/menu.pdf', format: 'PDF', isExample: false } });
    expect(stored.get(none.databaseId)).toMatchObject({ menuStatus: 'NO_MENU' });
    expect(stored.get(notScrapeable.databaseId)).toMatchObject({ menuStatus: 'OWN_MENU', menu: { url: 'https://hard.example.com/menu', format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA', status: 'NOT_SCRAPEABLE' } });
    for (const location of sameAsBrand) expect(stored.get(location.databaseId)).toMatchObject({ menuStatus: 'SAME_AS_BRAND', menu: { databaseId: after.menu!.databaseId } });
    for (const location of before.locations.locations.filter((row) => row.status === 'EXCLUDED')) expect(stored.get(location.databaseId)?.menuStatus).toBe(location.menuStatus);

    // Exactly the new scraping tasks: the brand menu's and the scrapeable own menu's; none for the not-scrapeable one.
    const known = new Set(scrapingBefore.map((item) => item.databaseId));
    const created = (await scrapingTasksOf(after)).filter((item) => !known.has(item.databaseId));
    expect(created.map((item) => item.menu.databaseId).sort((a, b) => a - b)).toEqual([after.menu!.databaseId, stored.get(own.databaseId)!.menu!.databaseId].sort((a, b) => a - b));

    // The menu scraping list shows them, filtered by the brand (HTML and PDF menus), to someone who may list them.
    const admin = await signedInPage('admin@example.com', `/tasks/menu-scraping?brandSearchTerm=${encodeURIComponent(after.name)}&menuFormats=HTML%2CPDF&statuses=NOT_STARTED`);
    const rows = admin.getByRole('table').first().locator('tbody tr');
    await rows.first().waitFor();
    await admin.getByText(`${created.length} matching records`).waitFor();
    // The Menu ID column: exactly the new tasks' menus.
    const menuIds = (await rows.locator('td:nth-child(2)').allTextContents()).map((text) => Number(text.trim())).sort((a, b) => a - b);
    expect(menuIds).toEqual(created.map((item) => item.menu.databaseId).sort((a, b) => a - b));
    await shot(admin, 'menu-definition-scraping-list');
  });
});
