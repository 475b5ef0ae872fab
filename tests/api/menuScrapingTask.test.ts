// The menu scraping task's API through the real endpoint (spec 2, sections 2.6, 4, 5, 7 and 8): save and resolve with
// the menu's fields and instructions (versions with author and comment), the refusals that change nothing, resolving
// schedules the scrape, rescrape's rules, the try-it run against a local site, test cases, and the scraping reads.
import { describe, expect, it } from 'vitest';
import { validateScrapingInstructions } from '../../domain/scrapingInstructionsSchema';
import { fileStoreOf } from '../../server/files/fileStoreOf';
import { SCRAPING_FILES_BUCKET } from '../../server/files/scrapingFiles';
import { createBrandWithGatewayTask, createMenuWithTask } from '../support/taskFixtures';
import { taskApiTestApp } from './taskApiSupport';
import { instructionsFor, localMenuSite, menuScrapingState } from './menuScrapingTaskSupport';

const site = localMenuSite();
const { app, ids, gql, countRows, taskState } = taskApiTestApp(() => ({ scraperAllowedOrigins: [site.origin] }));

const SAVE = `mutation($id: ID!, $menuData: MenuScrapingMenuInput, $expected: DateTime) {
  saveMenuScrapingTask(id: $id, menuData: $menuData, expectedModifiedDate: $expected) { id status modifiedDate
    menu { format status notScrapeableReason scrapingInstructions scrapingInstructionsVersion } } }`;
const RESOLVE = `mutation($id: ID!, $menuData: MenuScrapingMenuInput, $debug: Boolean, $expected: DateTime) {
  resolveMenuScrapingTask(id: $id, menuData: $menuData, isDebugModeScraping: $debug, expectedModifiedDate: $expected) { task { status } } }`;
const VERSIONS = `query($menuId: Int!) { menuScrapingInstructionsVersions(menuId: $menuId) { version comment createdBy { databaseId } scrapingInstructions } }`;

type Role = Parameters<typeof gql>[0];

/** A menu with its scraping task, assigned to the junior scraper (or left unassigned). */
async function scrapingTask(options: { assign?: boolean; clusterId?: number } = {}) {
  const { brandId } = await createBrandWithGatewayTask(app.t.db, { name: 'Scraping Trattoria' });
  const { menuId, taskId } = await createMenuWithTask(app.t.db, brandId, 'MENU_SCRAPING', { clusterId: options.clusterId, instructions: null });
  if (options.assign !== false) {
    const assigned = await gql('juniorScraper', 'mutation($id: ID!) { assignMenuScrapingTask(id: $id) { id } }', { id: String(taskId) });
    expect(assigned.errors).toBeUndefined();
  }
  return { menuId, taskId, id: String(taskId) };
}

const save = (role: Role, id: string, menuData: Record<string, unknown> | null, expected?: unknown) =>
  gql<{ saveMenuScrapingTask: { modifiedDate: string; menu: { format: string; status: string; notScrapeableReason: string | null; scrapingInstructions: unknown; scrapingInstructionsVersion: number } } }>(
    role,
    SAVE,
    { id, menuData, expected },
  );

const errorOf = (result: { errors?: { message: string; extensions?: { type?: string } }[] }) => ({
  type: result.errors?.[0]?.extensions?.type,
  message: result.errors?.[0]?.message,
});

describe('saving the menu scraping form', () => {
  it("refuses each of the form's faults with the spec's message and changes nothing", async () => {
    const { menuId, taskId, id } = await scrapingTask();
    const before = await menuScrapingState(app.t.db, menuId);
    const taskBefore = await taskState(taskId);
    const faults: [Record<string, unknown>, string][] = [
      [{ format: null }, 'Format is required'],
      [{ format: 'HTML_NOT_SCRAPEABLE' }, 'Not scrapeable reason is required'],
      [{ format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: null }, 'Not scrapeable reason is required'],
      [{ additionalUrls: ['not a website'] }, 'Website is not valid'],
    ];
    for (const [menuData, message] of faults) {
      expect(errorOf(await save('juniorScraper', id, menuData)), JSON.stringify(menuData)).toEqual({ type: 'VALIDATION', message });
    }
    // Done is stricter: an HTML menu needs its instructions.
    const resolved = await gql('juniorScraper', RESOLVE, { id, menuData: { format: 'HTML' } });
    expect(errorOf(resolved)).toEqual({ type: 'VALIDATION', message: 'Scraping instructions are required' });
    expect(await menuScrapingState(app.t.db, menuId)).toEqual(before);
    expect(await taskState(taskId)).toEqual(taskBefore);
  });

  it('refuses instructions with a fault with the message naming its path, and stores nothing', async () => {
    const { menuId, taskId, id } = await scrapingTask();
    const before = await menuScrapingState(app.t.db, menuId);
    const taskBefore = await taskState(taskId);
    const broken = { ...instructionsFor(site.origin), dishes: { selector: '.dish', fields: { price: { selector: '.price' } } } };
    const check = validateScrapingInstructions(broken);
    expect(check.ok).toBe(false);
    const expectedMessage = check.ok ? '' : check.errors[0];
    expect(expectedMessage).toMatch(/dishes/);
    const refused = await save('juniorScraper', id, { scrapingInstructions: broken });
    expect(errorOf(refused)).toEqual({ type: 'VALIDATION', message: expectedMessage });
    expect(await menuScrapingState(app.t.db, menuId)).toEqual(before);
    expect(await taskState(taskId)).toEqual(taskBefore);
  });

  it('stores new instructions as a version with its author and comment, and no version when they are unchanged', async () => {
    const { menuId, taskId, id } = await scrapingTask();
    const instructions = instructionsFor(site.origin);
    const saved = await save('juniorScraper', id, { scrapingInstructions: instructions, scrapingInstructionsComment: 'First cut' });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveMenuScrapingTask.menu.scrapingInstructionsVersion).toBe(1);
    expect(saved.data!.saveMenuScrapingTask.menu.scrapingInstructions).toEqual(instructions);

    // The same document with its keys in another order is the same instructions: no new version, no menu event.
    const menuEvents = await countRows("SELECT 1 FROM events WHERE entity_type = 'MENU' AND entity_id = $1", [menuId]);
    const reordered = { dishes: instructions.dishes, menuTitles: instructions.menuTitles, pages: instructions.pages, format: 1 };
    const again = await save('juniorScraper', id, { scrapingInstructions: reordered, scrapingInstructionsComment: 'No change' });
    expect(again.errors).toBeUndefined();
    expect(again.data!.saveMenuScrapingTask.menu.scrapingInstructionsVersion).toBe(1);
    expect(await countRows("SELECT 1 FROM events WHERE entity_type = 'MENU' AND entity_id = $1", [menuId])).toBe(menuEvents);

    const changed = await save('admin', id, { scrapingInstructions: instructionsFor(site.origin, { withPrice: false }), scrapingInstructionsComment: 'Prices dropped' });
    expect(changed.errors).toBeUndefined();
    const versions = await gql<{ menuScrapingInstructionsVersions: { version: number; comment: string | null; createdBy: { databaseId: number } | null }[] }>(
      'admin',
      VERSIONS,
      { menuId },
    );
    expect(versions.data!.menuScrapingInstructionsVersions.map(({ version, comment, createdBy }) => ({ version, comment, by: createdBy?.databaseId }))).toEqual([
      { version: 2, comment: 'Prices dropped', by: ids.admin },
      { version: 1, comment: 'First cut', by: ids.juniorScraper },
    ]);

    // History: the menu's event names the instructions and their version; the task's SAVE events say what changed.
    const [menuEvent] = await app.t.db.query<{ message: string; data: { changedFields: string[]; instructionsVersion: number; taskId: number } }>(
      "SELECT message, data FROM events WHERE entity_type = 'MENU' AND entity_id = $1 AND sub_type = 'MENU_SCRAPING_TASK' ORDER BY id LIMIT 1",
      [menuId],
    );
    expect(menuEvent.data).toMatchObject({ changedFields: ['scrapingInstructions'], instructionsVersion: 1, taskId });
    expect(menuEvent.message).toContain('scraping instructions (instructions version 1)');
    const taskEvents = await app.t.db.query<{ type: string; data: { changedFields?: string[] } }>(
      "SELECT type, data FROM events WHERE entity_type = 'MENU_SCRAPING_TASK' AND entity_id = $1 ORDER BY id",
      [taskId],
    );
    expect(taskEvents.map((event) => [event.type, event.data?.changedFields ?? null])).toEqual([
      ['ASSIGN', null],
      ['SAVE', ['scrapingInstructions']],
      ['SAVE', []],
      ['SAVE', ['scrapingInstructions']],
    ]);
  });

  it('keeps the instructions as written: the menu and its versions answer the keys in the order they were sent', async () => {
    const { menuId, id } = await scrapingTask();
    // jsonb would answer pages, dishes, format, menuTitles (shorter keys first).
    const { format, pages, menuTitles, dishes } = instructionsFor(site.origin);
    const written = { format, pages, menuTitles, dishes: { fields: dishes.fields, selector: dishes.selector } };
    const saved = await save('juniorScraper', id, { scrapingInstructions: written, scrapingInstructionsComment: 'As written' });
    expect(saved.errors).toBeUndefined();
    const keysOf = (value: unknown) => JSON.stringify(value, (_key, item: unknown) => (item && typeof item === 'object' && !Array.isArray(item) ? Object.keys(item) : item));
    const menu = await gql<{ menu: { scrapingInstructions: unknown } }>('juniorScraper', 'query($id: ID!) { menu(id: $id) { scrapingInstructions } }', { id: String(menuId) });
    expect(JSON.stringify(menu.data!.menu.scrapingInstructions)).toBe(JSON.stringify(written));
    expect(keysOf(menu.data!.menu.scrapingInstructions)).toBe('["format","pages","menuTitles","dishes"]');
    const versions = await gql<{ menuScrapingInstructionsVersions: { scrapingInstructions: unknown }[] }>('juniorScraper', VERSIONS, { menuId });
    expect(JSON.stringify(versions.data!.menuScrapingInstructionsVersions[0].scrapingInstructions)).toBe(JSON.stringify(written));
  });

  it("applies section 4's format rules: a non-HTML format clears the instructions, leaving HTML_NOT_SCRAPEABLE clears the reason", async () => {
    const { menuId, id } = await scrapingTask();
    expect((await save('juniorScraper', id, { scrapingInstructions: instructionsFor(site.origin) })).errors).toBeUndefined();
    const notScrapeable = await save('juniorScraper', id, { format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA', notScrapeableComment: 'A captcha on every page' });
    expect(notScrapeable.errors).toBeUndefined();
    expect(notScrapeable.data!.saveMenuScrapingTask.menu).toMatchObject({ format: 'HTML_NOT_SCRAPEABLE', status: 'NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA', scrapingInstructions: null });
    // Instructions sent with a non-HTML format are not kept either.
    const pdf = await save('juniorScraper', id, { format: 'PDF', scrapingInstructions: instructionsFor(site.origin) });
    expect(pdf.errors).toBeUndefined();
    expect(pdf.data!.saveMenuScrapingTask.menu).toMatchObject({ format: 'PDF', status: 'NEW', notScrapeableReason: null, scrapingInstructions: null });
    const [row] = await app.t.db.query<{ not_scrapeable_comment: string | null; scraping_instructions_version: number }>(
      'SELECT not_scrapeable_comment, scraping_instructions_version FROM menus WHERE id = $1',
      [menuId],
    );
    expect(row).toEqual({ not_scrapeable_comment: null, scraping_instructions_version: 1 });
    const [event] = await app.t.db.query<{ data: { changedFields: string[] } }>(
      "SELECT data FROM events WHERE entity_type = 'MENU' AND entity_id = $1 AND sub_type = 'MENU_SCRAPING_TASK' ORDER BY id DESC LIMIT 1",
      [menuId],
    );
    expect(event.data.changedFields.sort()).toEqual(['format', 'notScrapeableComment', 'notScrapeableReason', 'status']);
  });

  it('refuses a stale save with CONFLICT and changes nothing', async () => {
    const { menuId, taskId, id } = await scrapingTask();
    const [{ modified_date: stale }] = await app.t.db.query<{ modified_date: Date }>('SELECT modified_date FROM tasks WHERE id = $1', [taskId]);
    expect((await save('juniorScraper', id, { availabilityComment: 'Lunch only' }, new Date(stale).toISOString())).errors).toBeUndefined();
    const before = await menuScrapingState(app.t.db, menuId);
    const taskBefore = await taskState(taskId);
    const refused = await save('juniorScraper', id, { format: 'PDF' }, new Date(stale).toISOString());
    expect(errorOf(refused).type).toBe('CONFLICT');
    const refusedResolve = await gql('juniorScraper', RESOLVE, {
      id,
      menuData: { scrapingInstructions: instructionsFor(site.origin) },
      expected: new Date(stale).toISOString(),
    });
    expect(errorOf(refusedResolve).type).toBe('CONFLICT');
    expect(await menuScrapingState(app.t.db, menuId)).toEqual(before);
    expect(await taskState(taskId)).toEqual(taskBefore);
  });

  it('refuses people without the permission (FORBIDDEN) and scrapers who are not the assignee, changing nothing', async () => {
    const { menuId, taskId, id } = await scrapingTask({ assign: false });
    const before = await menuScrapingState(app.t.db, menuId);
    const taskBefore = await taskState(taskId);
    for (const role of ['trainee', 'definer'] as const) {
      expect(errorOf(await save(role, id, { format: 'PDF' })).type, role).toBe('FORBIDDEN');
      expect(errorOf(await gql(role, RESOLVE, { id, menuData: { format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA' } })).type, role).toBe('FORBIDDEN');
    }
    expect(errorOf(await save('juniorScraper', id, { format: 'PDF' }))).toEqual({ type: 'FORBIDDEN', message: 'Assign the task to yourself before working on it.' });
    expect(await menuScrapingState(app.t.db, menuId)).toEqual(before);
    expect(await taskState(taskId)).toEqual(taskBefore);
  });
});

describe('resolving the menu scraping task', () => {
  it('saves the instructions, resolves, and schedules the scrape: a scraping job and the menu SCRAPE_SCHEDULED', async () => {
    const { menuId, taskId, id } = await scrapingTask();
    const resolved = await gql<{ resolveMenuScrapingTask: { task: { status: string } } }>('juniorScraper', RESOLVE, {
      id,
      menuData: { scrapingInstructions: instructionsFor(site.origin), scrapingInstructionsComment: 'Ready' },
      debug: true,
    });
    expect(resolved.errors).toBeUndefined();
    expect(resolved.data!.resolveMenuScrapingTask.task.status).toBe('RESOLVED');
    const jobs = await app.t.db.query<{ kind: string; reason: string; is_debug_mode: boolean; requested_by_id: number; instructions_version: number }>(
      'SELECT kind, reason, is_debug_mode, requested_by_id, instructions_version FROM scraping_jobs WHERE menu_id = $1',
      [menuId],
    );
    expect(jobs).toEqual([{ kind: 'HTML_SCRAPING', reason: 'RESOLVE', is_debug_mode: true, requested_by_id: ids.juniorScraper, instructions_version: 1 }]);
    const [menu] = await app.t.db.query<{ status: string; debug: boolean }>('SELECT status, is_html_menu_scraped_in_debug_mode AS debug FROM menus WHERE id = $1', [menuId]);
    // No job workers run in this suite: the menu waits, scheduled.
    expect(menu.status).toBe('SCRAPE_SCHEDULED');
    expect(menu.debug).toBe(true);
    expect(await countRows("SELECT 1 FROM events WHERE entity_type = 'MENU' AND entity_id = $1 AND sub_type = 'SCRAPE_SCHEDULED'", [menuId])).toBe(1);
    const [event] = await app.t.db.query<{ message: string; data: { isDebugModeScraping: boolean; changedFields: string[] } }>(
      "SELECT message, data FROM events WHERE entity_type = 'MENU_SCRAPING_TASK' AND entity_id = $1 AND type = 'RESOLVE'",
      [taskId],
    );
    expect(event.message).toBe('Task resolved with debug mode scraping');
    expect(event.data).toMatchObject({ isDebugModeScraping: true, changedFields: ['scrapingInstructions'] });
  });

  it('resolves an HTML_NOT_SCRAPEABLE menu without a scrape: NOT_SCRAPEABLE, no job', async () => {
    const { menuId, id } = await scrapingTask();
    const resolved = await gql('juniorScraper', RESOLVE, { id, menuData: { format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'REQUIRES_LOG_IN' } });
    expect(resolved.errors).toBeUndefined();
    const [menu] = await app.t.db.query<{ status: string; is_awaiting_scraping: boolean }>('SELECT status, is_awaiting_scraping FROM menus WHERE id = $1', [menuId]);
    expect(menu).toEqual({ status: 'NOT_SCRAPEABLE', is_awaiting_scraping: false });
    expect(await countRows('SELECT 1 FROM scraping_jobs WHERE menu_id = $1', [menuId])).toBe(0);
  });

  it('refuses debug mode for a menu that is not HTML, changing nothing', async () => {
    const { menuId, taskId, id } = await scrapingTask();
    const before = await menuScrapingState(app.t.db, menuId);
    const taskBefore = await taskState(taskId);
    const refused = await gql('juniorScraper', RESOLVE, { id, menuData: { format: 'PDF' }, debug: true });
    expect(errorOf(refused)).toEqual({ type: 'VALIDATION', message: 'Debug mode scraping is only for HTML menus.' });
    expect(await menuScrapingState(app.t.db, menuId)).toEqual(before);
    expect(await taskState(taskId)).toEqual(taskBefore);
  });
});

describe('rescraping a menu', () => {
  const RESCRAPE = 'mutation($menuId: Int!, $comment: String) { rescrapeMenu(menuId: $menuId, comment: $comment) { databaseId status isScrapeRunning } }';

  it("is refused to a scraper who is not the task's assignee, and allowed to an admin with the comment kept on the job", async () => {
    const { menuId } = await scrapingTask({ assign: false });
    await app.t.db.query('UPDATE menus SET scraping_instructions = $2 WHERE id = $1', [menuId, JSON.stringify(instructionsFor(site.origin))]);
    const before = await menuScrapingState(app.t.db, menuId);
    const refused = await gql('juniorScraper', RESCRAPE, { menuId, comment: 'Prices changed' });
    expect(errorOf(refused)).toEqual({ type: 'FORBIDDEN', message: 'Only the assignee, an admin or a team leader can rescrape this menu.' });
    expect(errorOf(await gql('trainee', RESCRAPE, { menuId })).type).toBe('FORBIDDEN');
    expect(await menuScrapingState(app.t.db, menuId)).toEqual(before);

    const rescraped = await gql<{ rescrapeMenu: { databaseId: number; isScrapeRunning: boolean } }>('admin', RESCRAPE, { menuId, comment: 'Prices changed' });
    expect(rescraped.errors).toBeUndefined();
    expect(rescraped.data!.rescrapeMenu.databaseId).toBe(menuId);
    const jobs = await app.t.db.query<{ reason: string; comment: string; requested_by_id: number }>('SELECT reason, comment, requested_by_id FROM scraping_jobs WHERE menu_id = $1', [menuId]);
    expect(jobs).toEqual([{ reason: 'RESCRAPE', comment: 'Prices changed', requested_by_id: ids.admin }]);
  });

  it('is refused for a menu in a cluster, a NOT_SCRAPEABLE menu and an HTML_AUTOMATIC one, even to an admin', async () => {
    const clustered = await scrapingTask({ clusterId: 9, assign: false });
    await app.t.db.query('UPDATE menus SET scraping_instructions = $2 WHERE id = $1', [clustered.menuId, JSON.stringify(instructionsFor(site.origin))]);
    expect(errorOf(await gql('admin', RESCRAPE, { menuId: clustered.menuId }))).toEqual({
      type: 'VALIDATION',
      message: 'This menu belongs to a scraping cluster: it is rescraped with its cluster.',
    });
    const automatic = await scrapingTask();
    await app.t.db.query("UPDATE menus SET scraping_instructions = $2, scraping_type = 'HTML_AUTOMATIC' WHERE id = $1", [automatic.menuId, JSON.stringify(instructionsFor(site.origin))]);
    expect(errorOf(await gql('juniorScraper', RESCRAPE, { menuId: automatic.menuId }))).toEqual({ type: 'VALIDATION', message: 'This HTML menu is scraped automatically.' });
    const notScrapeable = await scrapingTask();
    await app.t.db.query("UPDATE menus SET format = 'HTML_NOT_SCRAPEABLE', status = 'NOT_SCRAPEABLE' WHERE id = $1", [notScrapeable.menuId]);
    expect(errorOf(await gql('admin', RESCRAPE, { menuId: notScrapeable.menuId }))).toEqual({ type: 'VALIDATION', message: 'This menu is not scrapeable.' });
    expect(await countRows('SELECT 1 FROM scraping_jobs WHERE menu_id = ANY($1)', [[clustered.menuId, automatic.menuId, notScrapeable.menuId]])).toBe(0);
  });
});

describe('trying instructions before saving them', () => {
  const TRY = `mutation($menuId: Int!, $instructions: JSON!) { tryMenuScrapingInstructions(menuId: $menuId, scrapingInstructions: $instructions) {
    scrapingStatus messages exceptions menuTitles { key title isPlaceholder } dishes { name price menuTitlePath }
    report { pages { url statusCode } errors { cause } } } }`;

  it('answers the titles and dishes a local page gives, and stores nothing', async () => {
    const { menuId } = await scrapingTask();
    const before = await menuScrapingState(app.t.db, menuId);
    const tried = await gql<{
      tryMenuScrapingInstructions: { scrapingStatus: string; menuTitles: { title: string }[]; dishes: { name: string; price: string; menuTitlePath: string[] }[]; report: { pages: { url: string; statusCode: number }[] } };
    }>('juniorScraper', TRY, { menuId, instructions: instructionsFor(site.origin) });
    expect(tried.errors).toBeUndefined();
    const trial = tried.data!.tryMenuScrapingInstructions;
    expect(trial.scrapingStatus).toBe('SUCCESS');
    expect(trial.menuTitles.map((title) => title.title)).toEqual(['Pizzas', 'Desserts']);
    expect(trial.dishes).toEqual([
      { name: 'Margherita', price: '9.50', menuTitlePath: ['Pizzas'] },
      { name: 'Marinara', price: '8.00', menuTitlePath: ['Pizzas'] },
      { name: 'Tiramisu', price: '5.00', menuTitlePath: ['Desserts'] },
    ]);
    expect(trial.report.pages).toEqual([{ url: `${site.origin}/menu.html`, statusCode: 200 }]);
    expect(await menuScrapingState(app.t.db, menuId)).toEqual(before);
    expect(await countRows('SELECT 1 FROM menu_titles WHERE menu_id = $1', [menuId])).toBe(0);
  });

  it('refuses instructions with a fault, and people who may not scrape', async () => {
    const { menuId } = await scrapingTask();
    const refused = await gql('juniorScraper', TRY, { menuId, instructions: { format: 1, pages: [] } });
    expect(errorOf(refused).type).toBe('VALIDATION');
    expect(errorOf(await gql('trainee', TRY, { menuId, instructions: instructionsFor(site.origin) })).type).toBe('FORBIDDEN');
  });
});

describe('test cases', () => {
  const CREATE = 'mutation($id: Int!) { createMenuScrapingTestCase(id: $id) { databaseId menuId instructionsVersion pageCount menuTitleCount dishCount createdBy { databaseId } } }';
  const SEND = 'mutation($id: Int!) { sendMenuForTesting(id: $id) { isPassed scrapingStatus differences testCase { databaseId } } }';

  it('keeps the pages and result, then tests the current instructions on the kept pages only', async () => {
    const { menuId, id } = await scrapingTask();
    expect((await save('juniorScraper', id, { scrapingInstructions: instructionsFor(site.origin) })).errors).toBeUndefined();
    const created = await gql<{ createMenuScrapingTestCase: Record<string, unknown> }>('juniorScraper', CREATE, { id: menuId });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createMenuScrapingTestCase).toMatchObject({ menuId, instructionsVersion: 1, pageCount: 1, menuTitleCount: 2, dishCount: 3, createdBy: { databaseId: ids.juniorScraper } });

    // The site changes: the kept pages do not, so the same instructions pass, without a request to the site.
    site.margheritaPrice = '11.00';
    const requests = site.requests.length;
    const passed = await gql<{ sendMenuForTesting: { isPassed: boolean; differences: string[] } }>('juniorScraper', SEND, { id: menuId });
    expect(passed.errors).toBeUndefined();
    expect(passed.data!.sendMenuForTesting).toMatchObject({ isPassed: true, differences: [] });
    expect(site.requests.length).toBe(requests);

    // Instructions that no longer read prices: every dish's price differs.
    expect((await save('juniorScraper', id, { scrapingInstructions: instructionsFor(site.origin, { withPrice: false }) })).errors).toBeUndefined();
    const failed = await gql<{ sendMenuForTesting: { isPassed: boolean; differences: string[] } }>('juniorScraper', SEND, { id: menuId });
    expect(failed.data!.sendMenuForTesting.isPassed).toBe(false);
    expect(failed.data!.sendMenuForTesting.differences).toEqual(['Dish Margherita: price 9.50 -> (none)', 'Dish Marinara: price 8.00 -> (none)', 'Dish Tiramisu: price 5.00 -> (none)']);
    site.margheritaPrice = '9.50';
    const cases = await gql<{ menuScrapingTestCases: { databaseId: number }[] }>('juniorScraper', 'query($menuId: Int!) { menuScrapingTestCases(menuId: $menuId) { databaseId } }', { menuId });
    expect(cases.data!.menuScrapingTestCases).toHaveLength(1);
    expect(await countRows("SELECT 1 FROM events WHERE entity_type = 'MENU' AND entity_id = $1 AND sub_type IN ('SCRAPING_TEST_CASE', 'SCRAPING_TEST_RUN')", [menuId])).toBe(3);
  });

  it("leaves a menu's test cases and test runs to its task's assignee, an admin or a team leader", async () => {
    const { menuId, id, taskId } = await scrapingTask();
    expect((await save('juniorScraper', id, { scrapingInstructions: instructionsFor(site.origin) })).errors).toBeUndefined();
    // The task passes to someone else: the junior scraper's tools on the menu go with it.
    await app.t.db.query('UPDATE tasks SET assigned_to_id = $2 WHERE id = $1', [taskId, ids.admin]);
    const events = await countRows("SELECT 1 FROM events WHERE entity_type = 'MENU' AND entity_id = $1", [menuId]);
    expect(errorOf(await gql('juniorScraper', CREATE, { id: menuId }))).toEqual({
      type: 'FORBIDDEN',
      message: 'Only the assignee, an admin or a team leader can create test cases for this menu.',
    });
    expect(await countRows('SELECT 1 FROM menu_scraping_test_cases WHERE menu_id = $1', [menuId])).toBe(0);
    expect((await gql('admin', CREATE, { id: menuId })).errors).toBeUndefined();
    expect(errorOf(await gql('juniorScraper', SEND, { id: menuId }))).toEqual({
      type: 'FORBIDDEN',
      message: 'Only the assignee, an admin or a team leader can send this menu for testing.',
    });
    expect(await countRows("SELECT 1 FROM events WHERE entity_type = 'MENU' AND entity_id = $1", [menuId])).toBe(events + 1);
    // Unassigned, it is nobody's: still an admin's or a team leader's only.
    await app.t.db.query('UPDATE tasks SET assigned_to_id = NULL WHERE id = $1', [taskId]);
    expect(errorOf(await gql('juniorScraper', SEND, { id: menuId })).type).toBe('FORBIDDEN');
    expect((await gql('admin', SEND, { id: menuId })).errors).toBeUndefined();
  });

  it('refuses testing a menu without a test case, and people who may not scrape', async () => {
    const { menuId, id } = await scrapingTask();
    expect((await save('juniorScraper', id, { scrapingInstructions: instructionsFor(site.origin) })).errors).toBeUndefined();
    expect(errorOf(await gql('juniorScraper', SEND, { id: menuId }))).toEqual({ type: 'VALIDATION', message: 'This menu has no test case: create one first.' });
    expect(errorOf(await gql('trainee', CREATE, { id: menuId })).type).toBe('FORBIDDEN');
    expect(await countRows('SELECT 1 FROM menu_scraping_test_cases WHERE menu_id = $1', [menuId])).toBe(0);
  });
});

describe('scraping reads', () => {
  it('answers a finished job, its report with signed URLs, its stored response, and the menu fields', async () => {
    const { menuId } = await scrapingTask();
    const store = fileStoreOf(app.t.config);
    await store.put(SCRAPING_FILES_BUCKET, `response-${menuId}.json`, Buffer.from(JSON.stringify({ menuTitles: [{ title: 'Pizzas' }], dishes: [] })));
    await store.put(SCRAPING_FILES_BUCKET, `report-${menuId}.json`, Buffer.from('{}'));
    const report = {
      pages: [{ url: 'https://example.com/menu', statusCode: 503, durationMs: 12, bytes: 0, attempts: 3, error: 'Service unavailable' }],
      retries: 2,
      durationMs: 40,
      errors: [{ cause: 'HTTP_ERROR', message: 'Service unavailable', count: 1, urls: ['https://example.com/menu'], htmlFileKey: `page-${menuId}.html`, screenshotFileKey: null }],
    };
    const counts = { existing: 0, scraped: 3, deleted: 0, restored: 0, significantlyUpdated: 0, updated: 0, created: 3 };
    const [{ id: jobId }] = await app.t.db.query<{ id: number }>(
      `INSERT INTO scraping_jobs (kind, menu_id, status, scraping_status, reason, comment, requested_by_id, messages, change_counts, report, response_file_key, report_file_key, finished_date)
       VALUES ('HTML_SCRAPING', $1, 'COMPLETED', 'PARTIAL_SUCCESS', 'RESCRAPE', 'Prices changed', $2, ARRAY['One page failed'], $3, $4, $5, $6, now()) RETURNING id`,
      [menuId, ids.admin, JSON.stringify({ menuTitles: counts, dishes: counts }), JSON.stringify(report), `response-${menuId}.json`, `report-${menuId}.json`],
    );
    const [{ id: titleId }] = await app.t.db.query<{ id: number }>(
      "INSERT INTO menu_titles (menu_id, identity_key, position, title, hash, dish_count) VALUES ($1, 'pizzas', 0, 'Pizzas', 'h1', 2) RETURNING id",
      [menuId],
    );
    for (const [position, name] of ['Margherita', 'Marinara', 'Diavola'].entries()) {
      await app.t.db.query("INSERT INTO dishes (menu_id, menu_title_id, identity_key, position, name, price, menu_title_path, hash, is_deleted) VALUES ($1, $2, $3, $4, $3, '9.00', ARRAY['Pizzas'], 'h', $5)", [
        menuId,
        titleId,
        name,
        position,
        name === 'Diavola',
      ]);
    }

    const job = await gql<{ htmlMenuScrapingJob: Record<string, unknown> & { report: { errors: { htmlUrl: string | null }[] } } }>(
      'trainee',
      `query($id: ID!) { htmlMenuScrapingJob(id: $id) { databaseId menuId status scrapingStatus reason comment requestedBy { databaseId } messages
        dishChangeCounts { scraped created } report { retries pages { statusCode attempts } errors { cause count htmlUrl screenshotUrl } } } }`,
      { id: String(jobId) },
    );
    expect(job.errors).toBeUndefined();
    expect(job.data!.htmlMenuScrapingJob).toMatchObject({
      databaseId: jobId,
      menuId,
      status: 'COMPLETED',
      scrapingStatus: 'PARTIAL_SUCCESS',
      reason: 'RESCRAPE',
      comment: 'Prices changed',
      requestedBy: { databaseId: ids.admin },
      messages: ['One page failed'],
      dishChangeCounts: { scraped: 3, created: 3 },
      report: { retries: 2, pages: [{ statusCode: 503, attempts: 3 }], errors: [{ cause: 'HTTP_ERROR', count: 1, screenshotUrl: null }] },
    });
    expect(job.data!.htmlMenuScrapingJob.report.errors[0].htmlUrl).toMatch(new RegExp(`^/files/${SCRAPING_FILES_BUCKET}/page-${menuId}\\.html\\?expires=\\d+&signature=`));

    const reads = await gql<{
      completedHtmlMenuScrapingJobsForMenu: { databaseId: number }[];
      htmlMenuScrapingResponse: unknown;
      menuScrapingReportUrl: string | null;
      screenshot: string | null;
      foreign: string | null;
      menu: { htmlMenuScrapingJob: { databaseId: number }; isScrapeRunning: boolean; menuTitleCount: number; menuTitles: { title: string; dishCount: number }[]; dishes: { total: number; dishes: { name: string; menuTitlePath: string[] }[] } };
    }>(
      'trainee',
      `query($menuId: Int!, $jobId: Int!, $menu: ID!, $key: String!) {
        completedHtmlMenuScrapingJobsForMenu(menuId: $menuId) { databaseId }
        htmlMenuScrapingResponse(htmlMenuScrapingJobId: $jobId)
        menuScrapingReportUrl(id: $menuId)
        screenshot: htmlMenuScrapingScreenshotUrl(bucketName: "scraping", fileKey: $key)
        foreign: htmlMenuScrapingScreenshotUrl(bucketName: "brand-assets", fileKey: $key)
        menu(id: $menu) { htmlMenuScrapingJob { databaseId } isScrapeRunning menuTitleCount menuTitles { title dishCount }
          dishes(page: 1, pageSize: 1) { total dishes { name menuTitlePath } } } }`,
      { menuId, jobId, menu: String(menuId), key: `shot-${menuId}.png` },
    );
    expect(reads.errors).toBeUndefined();
    expect(reads.data!.completedHtmlMenuScrapingJobsForMenu).toEqual([{ databaseId: jobId }]);
    expect(reads.data!.htmlMenuScrapingResponse).toEqual({ menuTitles: [{ title: 'Pizzas' }], dishes: [] });
    expect(reads.data!.menuScrapingReportUrl).toMatch(new RegExp(`^/files/scraping/report-${menuId}\\.json\\?`));
    expect(reads.data!.screenshot).toMatch(/^\/files\/scraping\/shot-/);
    expect(reads.data!.foreign).toBeNull();
    expect(reads.data!.menu).toEqual({
      htmlMenuScrapingJob: { databaseId: jobId },
      isScrapeRunning: false,
      menuTitleCount: 1,
      menuTitles: [{ title: 'Pizzas', dishCount: 2 }],
      dishes: { total: 2, dishes: [{ name: 'Margherita', menuTitlePath: ['Pizzas'] }] },
    });

    const rejected = await gql<{ menuScrapingRejectedComment: string | null }>('trainee', 'query($id: Int!) { menuScrapingRejectedComment(id: $id) }', { id: menuId });
    expect(rejected.data!.menuScrapingRejectedComment).toBeNull();
  });
});
