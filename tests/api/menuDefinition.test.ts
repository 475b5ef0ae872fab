// The menu definition save and resolve through the real endpoint (spec 2, sections 4, 5 and 7): the brand menu and own
// menus created, updated and retired, locations pointed at them, the form's rules with their messages (nothing changed
// by a refusal), the payload rules, permissions, stale writes, history, and the pipeline edge to menu scraping tasks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_DEFINITION_MESSAGES } from '../../domain/menuDefinitionSchemas';
import { notOfBrandMessage } from '../../server/brands/brandTaskWrites';
import { MENU_DEFINITION_SAVE_MESSAGES } from '../../server/menus/menuDefinitionSave';
import { eventsOf, startGatewayTestApp, type GatewayTestContext, type Role } from './brandGatewaySupport';
import {
  brandMenuId,
  locationInput,
  locationMenus,
  menuDefinitionBrand,
  menuFingerprint,
  menuInput,
  reopenForDefiner,
  RESOLVE_MENU_DEFINITION,
  SAVE_MENU_DEFINITION,
  scrapingTasksOf,
  storedMenu,
} from './menuDefinitionSupport';

let c: GatewayTestContext;
beforeAll(async () => {
  c = await startGatewayTestApp();
});
afterAll(() => c.t.close());

type Result = { data?: Record<string, any> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
const save = (taskId: number, variables: Record<string, unknown>, role: Role = 'definer') => c.gql(role, SAVE_MENU_DEFINITION, { id: String(taskId), ...variables }) as Promise<Result>;
const resolve = (taskId: number, variables: Record<string, unknown> = {}, role: Role = 'definer') => c.gql(role, RESOLVE_MENU_DEFINITION, { id: String(taskId), ...variables }) as Promise<Result>;

async function expectRefused(call: () => Promise<Result>, expected: { message?: string; type?: string; locationId?: number }) {
  const before = await menuFingerprint(c.t);
  const result = await call();
  expect(result.errors?.[0], JSON.stringify(result.errors)).toMatchObject({
    ...(expected.message === undefined ? {} : { message: expected.message }),
    extensions: { type: expected.type ?? 'VALIDATION', ...(expected.locationId === undefined ? {} : { locationId: expected.locationId }) },
  });
  expect(await menuFingerprint(c.t)).toBe(before);
}

const ok = (result: Result) => expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();

describe('saving menus', () => {
  it('creates the brand menu and an own menu, points the locations at them, with one event per menu and location', async () => {
    const d = await menuDefinitionBrand(c.t, { assignTo: c.ids.definer });
    const [sharing, owning, none] = d.locationIds;
    const result = await save(d.taskId, {
      brandData: { hasMenu: true, menu: menuInput({ isExample: true, availabilityComment: ' Lunch only ', additionalUrls: ['https://diner.example.com/drinks'] }) },
      locationsData: [locationInput(sharing, 'SAME_AS_BRAND'), locationInput(owning, 'OWN_MENU', menuInput({ url: 'https://owner.example.com/menu.pdf', format: 'PDF', isExample: false })), locationInput(none, 'NO_MENU')],
    });
    ok(result);
    const brandMenu = await brandMenuId(c.t, d.brandId);
    expect(await storedMenu(c.t, brandMenu)).toMatchObject({
      brand_id: d.brandId,
      url: 'https://diner.example.com/menu',
      format: 'HTML',
      status: 'NEW',
      is_example: true,
      availability_comment: 'Lunch only',
      additional_urls: ['https://diner.example.com/drinks'],
      is_deleted: false,
    });
    const locations = await locationMenus(c.t, d.brandId);
    expect(locations[0]).toMatchObject({ menu_status: 'SAME_AS_BRAND', menu_id: brandMenu });
    expect(locations[2]).toMatchObject({ menu_status: 'NO_MENU', menu_id: null });
    const own = await storedMenu(c.t, locations[1].menu_id);
    expect(own).toMatchObject({ url: 'https://owner.example.com/menu.pdf', format: 'PDF', is_example: false, additional_urls: null, status: 'NEW' });
    expect(own!.id).not.toBe(brandMenu);

    expect((await eventsOf(c.t, 'MENU', brandMenu!)).map((event) => [event.type, event.message])).toEqual([['CREATE', `Menu created on menu definition task ${d.taskId} (the brand menu)`]]);
    expect((await eventsOf(c.t, 'MENU', own!.id)).map((event) => event.type)).toEqual(['CREATE']);
    expect((await eventsOf(c.t, 'BRAND', d.brandId)).map((event) => event.data)).toEqual([
      { taskId: d.taskId, changedFields: ['hasMenu', 'menuId'], before: { hasMenu: false, menuId: null }, after: { hasMenu: true, menuId: brandMenu } },
    ]);
    for (const id of d.locationIds) expect((await eventsOf(c.t, 'LOCATION', id)).map((event) => event.type)).toEqual(['UPDATE']);
    expect((await eventsOf(c.t, 'LOCATION', owning))[0].data).toMatchObject({ changedFields: ['menuStatus', 'menuId'], before: { menuStatus: null, menuId: null }, after: { menuStatus: 'OWN_MENU', menuId: own!.id } });
    const [taskEvent] = await eventsOf(c.t, 'MENU_DEFINITION_TASK', d.taskId);
    expect(taskEvent).toMatchObject({ type: 'SAVE', data: { changedBrandFields: ['hasMenu', 'menu'], changedLocationIds: [...d.locationIds].sort((a, b) => a - b) } });
    expect(result.data!.saveMenuDefinitionTask).toMatchObject({ status: 'STARTED' });

    // Location.menu and Brand.menu read what was stored.
    const read = await c.gql<{ menuDefinitionTask: { brand: { hasMenu: boolean; menu: { databaseId: number }; locations: { locations: { databaseId: number; menuStatus: string; menu: { databaseId: number } | null }[] } } } }>(
      'definer',
      'query($id: ID!) { menuDefinitionTask(id: $id) { brand { hasMenu menu { databaseId } locations { locations { databaseId menuStatus menu { databaseId } } } } } }',
      { id: String(d.taskId) },
    );
    expect(read.errors, JSON.stringify(read.errors)).toBeUndefined();
    expect(read.data!.menuDefinitionTask.brand).toMatchObject({ hasMenu: true, menu: { databaseId: brandMenu } });
    expect(read.data!.menuDefinitionTask.brand.locations.locations.map((item) => item.menu?.databaseId ?? null)).toEqual([brandMenu, own!.id, null]);
  });

  it('updates the same menus on the next save, with an event only for what changed', async () => {
    const d = await menuDefinitionBrand(c.t, { assignTo: c.ids.definer, locations: 1 });
    const [location] = d.locationIds;
    ok(await save(d.taskId, { brandData: { hasMenu: true, menu: menuInput() }, locationsData: [locationInput(location, 'OWN_MENU', menuInput({ url: 'https://own.example.com/menu' }))] }));
    const brandMenu = await brandMenuId(c.t, d.brandId);
    const ownMenu = (await locationMenus(c.t, d.brandId))[0].menu_id!;
    const menuCount = async () => (await c.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM menus WHERE brand_id = $1', [d.brandId]))[0].n;
    expect(await menuCount()).toBe(2);

    ok(await save(d.taskId, { brandData: { hasMenu: true, menu: menuInput({ url: 'https://diner.example.com/new-menu' }) }, locationsData: [locationInput(location, 'OWN_MENU', menuInput({ url: 'https://own.example.com/menu' }))] }));
    expect(await menuCount()).toBe(2);
    expect(await brandMenuId(c.t, d.brandId)).toBe(brandMenu);
    expect((await storedMenu(c.t, brandMenu))!.url).toBe('https://diner.example.com/new-menu');
    const brandMenuEvents = await eventsOf(c.t, 'MENU', brandMenu!);
    expect(brandMenuEvents.map((event) => event.type)).toEqual(['CREATE', 'UPDATE']);
    expect(brandMenuEvents[1].data).toEqual({ taskId: d.taskId, changedFields: ['url'], before: { url: 'https://diner.example.com/menu' }, after: { url: 'https://diner.example.com/new-menu' } });
    expect((await eventsOf(c.t, 'MENU', ownMenu)).map((event) => event.type)).toEqual(['CREATE']);
    expect((await eventsOf(c.t, 'LOCATION', location)).length).toBe(1);
  });

  it('HTML_NOT_SCRAPEABLE makes the menu NOT_SCRAPEABLE with its reason; another format clears the reason and makes it NEW', async () => {
    const d = await menuDefinitionBrand(c.t, { assignTo: c.ids.definer, locations: 1 });
    ok(await save(d.taskId, { brandData: { hasMenu: true, menu: menuInput({ format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA', notScrapeableComment: 'A captcha on every visit' }) } }));
    const id = await brandMenuId(c.t, d.brandId);
    expect(await storedMenu(c.t, id)).toMatchObject({ format: 'HTML_NOT_SCRAPEABLE', status: 'NOT_SCRAPEABLE', not_scrapeable_reason: 'CAPTCHA', not_scrapeable_comment: 'A captcha on every visit' });
    ok(await save(d.taskId, { brandData: { hasMenu: true, menu: menuInput({ format: 'HTML', notScrapeableReason: 'CAPTCHA', notScrapeableComment: 'kept?' }) } }));
    expect(await storedMenu(c.t, id)).toMatchObject({ format: 'HTML', status: 'NEW', not_scrapeable_reason: null, not_scrapeable_comment: null });
  });

  it("'has menu' off detaches and retires the brand menu, and turns the brand-menu locations not sent to no menu", async () => {
    const d = await menuDefinitionBrand(c.t, { assignTo: c.ids.definer, locations: 2 });
    const [sharing, owning] = d.locationIds;
    ok(await save(d.taskId, { brandData: { hasMenu: true, menu: menuInput() }, locationsData: [locationInput(sharing, 'SAME_AS_BRAND'), locationInput(owning, 'OWN_MENU', menuInput({ format: 'IMAGE' }))] }));
    const brandMenu = await brandMenuId(c.t, d.brandId);
    const own = (await locationMenus(c.t, d.brandId))[1].menu_id;
    ok(await save(d.taskId, { brandData: { hasMenu: false, menu: null } }));
    expect(await brandMenuId(c.t, d.brandId)).toBeNull();
    expect(await storedMenu(c.t, brandMenu)).toMatchObject({ is_deleted: true, url: 'https://diner.example.com/menu' });
    expect(await locationMenus(c.t, d.brandId)).toEqual([
      { id: sharing, menu_status: 'NO_MENU', menu_id: null },
      { id: owning, menu_status: 'OWN_MENU', menu_id: own },
    ]);
    expect((await eventsOf(c.t, 'MENU', brandMenu!)).at(-1)).toMatchObject({ type: 'UPDATE', data: { changedFields: ['isDeleted'] } });

    // 'Has menu' on again: a new brand menu (the retired one stays with its history).
    ok(await save(d.taskId, { brandData: { hasMenu: true, menu: menuInput({ url: 'https://diner.example.com/again' }) }, locationsData: [locationInput(sharing, 'SAME_AS_BRAND')] }));
    const again = await brandMenuId(c.t, d.brandId);
    expect(again).not.toBe(brandMenu);
    expect((await locationMenus(c.t, d.brandId))[0]).toMatchObject({ menu_status: 'SAME_AS_BRAND', menu_id: again });
  });

  it('a location giving up its own menu retires it; sharing the brand menu never writes the brand menu as its own', async () => {
    const d = await menuDefinitionBrand(c.t, { assignTo: c.ids.definer, locations: 1 });
    const [location] = d.locationIds;
    ok(await save(d.taskId, { brandData: { hasMenu: true, menu: menuInput() }, locationsData: [locationInput(location, 'OWN_MENU', menuInput({ url: 'https://own.example.com/menu' }))] }));
    const own = (await locationMenus(c.t, d.brandId))[0].menu_id!;
    ok(await save(d.taskId, { locationsData: [locationInput(location, 'SAME_AS_BRAND')] }));
    expect((await storedMenu(c.t, own))!.is_deleted).toBe(true);
    const brandMenu = await brandMenuId(c.t, d.brandId);
    ok(await save(d.taskId, { locationsData: [locationInput(location, 'OWN_MENU', menuInput({ url: 'https://own.example.com/second' }))] }));
    const second = (await locationMenus(c.t, d.brandId))[0].menu_id!;
    expect([own, brandMenu]).not.toContain(second);
    expect((await storedMenu(c.t, brandMenu))!.url).toBe('https://diner.example.com/menu');
  });
});

describe('payload rules', () => {
  it('a menu sent for a location that is not OWN_MENU is ignored; additional URLs only for HTML formats, null when empty', async () => {
    const d = await menuDefinitionBrand(c.t, { assignTo: c.ids.definer, locations: 2 });
    const [sharing, none] = d.locationIds;
    ok(await save(d.taskId, {
      brandData: { hasMenu: true, menu: menuInput({ format: 'PDF', additionalUrls: ['https://diner.example.com/drinks'], notScrapeableReason: 'CAPTCHA' }) },
      locationsData: [locationInput(sharing, 'SAME_AS_BRAND', menuInput({ url: 'not even a url' })), locationInput(none, 'NO_MENU', menuInput())],
    }));
    expect(await storedMenu(c.t, await brandMenuId(c.t, d.brandId))).toMatchObject({ format: 'PDF', additional_urls: null, not_scrapeable_reason: null });
    expect((await c.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM menus WHERE brand_id = $1', [d.brandId]))[0].n).toBe(1);
    ok(await save(d.taskId, { brandData: { hasMenu: true, menu: menuInput({ additionalUrls: [] }) } }));
    expect((await storedMenu(c.t, await brandMenuId(c.t, d.brandId)))!.additional_urls).toBeNull();
  });
});

describe('refusals change nothing', () => {
  it("the brand menu: 'Menu format is required!' on resolve, 'Not scrapeable reason is required', 'Website is not valid', additional URLs", async () => {
    const d = await menuDefinitionBrand(c.t, { assignTo: c.ids.definer, locations: 1 });
    const rows = [locationInput(d.locationIds[0], 'SAME_AS_BRAND')];
    await expectRefused(() => resolve(d.taskId, { brandData: { hasMenu: true, menu: menuInput({ format: null }) }, locationsData: rows }), { message: MENU_DEFINITION_MESSAGES.formatRequired });
    await expectRefused(() => resolve(d.taskId, { brandData: { hasMenu: true, menu: menuInput({ url: null }) }, locationsData: rows }), { message: MENU_DEFINITION_MESSAGES.urlRequired });
    await expectRefused(() => save(d.taskId, { brandData: { hasMenu: true, menu: menuInput({ format: 'HTML_NOT_SCRAPEABLE' }) } }), { message: MENU_DEFINITION_MESSAGES.notScrapeableReasonRequired });
    await expectRefused(() => save(d.taskId, { brandData: { hasMenu: true, menu: menuInput({ url: 'diner menu' }) } }), { message: MENU_DEFINITION_MESSAGES.websiteInvalid });
    await expectRefused(() => save(d.taskId, { brandData: { hasMenu: true, menu: menuInput({ additionalUrls: ['  '] }) } }), { message: MENU_DEFINITION_MESSAGES.websiteRequired });
    await expectRefused(() => save(d.taskId, { brandData: { hasMenu: true, menu: menuInput({ additionalUrls: ['drinks'] }) } }), { message: MENU_DEFINITION_MESSAGES.websiteInvalid });
    // Save keeps unfinished work: a menu without format or URL yet.
    ok(await save(d.taskId, { brandData: { hasMenu: true, menu: menuInput({ format: null, url: null }) } }));
  });

  it("a location: its own menu's format and URL on resolve, a menu status for every included location, of this brand, a brand menu to share", async () => {
    const d = await menuDefinitionBrand(c.t, { assignTo: c.ids.definer, locations: 2 });
    const [first, second] = d.locationIds;
    const other = await menuDefinitionBrand(c.t, { name: 'Other Diner', locations: 1 });
    const brandData = { hasMenu: true, menu: menuInput() };
    await expectRefused(() => resolve(d.taskId, { brandData, locationsData: [locationInput(first, 'OWN_MENU', menuInput({ url: '' })), locationInput(second, 'NO_MENU')] }), { message: MENU_DEFINITION_MESSAGES.urlRequired, locationId: first });
    await expectRefused(() => resolve(d.taskId, { brandData, locationsData: [locationInput(first, 'OWN_MENU', menuInput({ format: null })), locationInput(second, 'NO_MENU')] }), { message: MENU_DEFINITION_MESSAGES.formatRequired, locationId: first });
    await expectRefused(() => save(d.taskId, { locationsData: [locationInput(first, 'OWN_MENU', menuInput({ url: 'ftp://own.example.com' }))] }), { message: MENU_DEFINITION_MESSAGES.websiteInvalid, locationId: first });
    // The second location is not sent and has no status yet.
    await expectRefused(() => resolve(d.taskId, { brandData, locationsData: [locationInput(first, 'SAME_AS_BRAND')] }), { message: MENU_DEFINITION_MESSAGES.menuStatusRequired, locationId: second });
    await expectRefused(() => save(d.taskId, { locationsData: [locationInput(other.locationIds[0], 'NO_MENU')] }), { message: notOfBrandMessage(other.locationIds[0]), locationId: other.locationIds[0] });
    await expectRefused(() => save(d.taskId, { brandData: { hasMenu: false }, locationsData: [locationInput(first, 'SAME_AS_BRAND')] }), { message: MENU_DEFINITION_SAVE_MESSAGES.noBrandMenu, locationId: first });
    await expectRefused(() => save(d.taskId, { locationsData: [locationInput(first, 'NO_MENU'), locationInput(first, 'NO_MENU')] }), { locationId: first });
  });

  it('an excluded location needs no menu status on resolve', async () => {
    const d = await menuDefinitionBrand(c.t, { assignTo: c.ids.definer, locations: 2 });
    await c.t.db.query("UPDATE locations SET status = 'EXCLUDED', exclusion_reason = 'GROCERY' WHERE id = $1", [d.locationIds[1]]);
    ok(await resolve(d.taskId, { brandData: { hasMenu: false }, locationsData: [locationInput(d.locationIds[0], 'NO_MENU')] }));
  });

  it('permissions: a trainee on their task and a person the task is not assigned to are refused', async () => {
    const d = await menuDefinitionBrand(c.t, { assignTo: c.ids.trainee, locations: 1 });
    const payload = { brandData: { hasMenu: true, menu: menuInput() }, locationsData: [locationInput(d.locationIds[0], 'SAME_AS_BRAND')] };
    await expectRefused(() => save(d.taskId, payload, 'trainee'), { type: 'FORBIDDEN' });
    await expectRefused(() => resolve(d.taskId, payload, 'trainee'), { type: 'FORBIDDEN' });
    const e = await menuDefinitionBrand(c.t, { assignTo: c.ids.definer, locations: 1 });
    await expectRefused(() => save(e.taskId, payload, 'qualityChecker'), { type: 'FORBIDDEN' });
    await expectRefused(() => resolve(e.taskId, { ...payload, locationsData: [locationInput(e.locationIds[0], 'SAME_AS_BRAND')] }, 'qualityChecker'), { type: 'FORBIDDEN' });
  });

  it('stale writes: an older task or brand version is CONFLICT', async () => {
    const d = await menuDefinitionBrand(c.t, { assignTo: c.ids.definer, locations: 1 });
    const [task] = await c.t.db.query<{ modified_date: Date }>('SELECT modified_date FROM tasks WHERE id = $1', [d.taskId]);
    const [brand] = await c.t.db.query<{ modified_date: Date }>('SELECT modified_date FROM brands WHERE id = $1', [d.brandId]);
    ok(await save(d.taskId, { expectedModifiedDate: task.modified_date.toISOString(), brandData: { hasMenu: true, menu: menuInput(), expectedModifiedDate: brand.modified_date.toISOString() } }));
    await expectRefused(() => save(d.taskId, { expectedModifiedDate: task.modified_date.toISOString(), brandData: { hasMenu: false } }), { type: 'CONFLICT' });
    // The brand moved on (its menu was attached) since the page read it.
    await expectRefused(() => save(d.taskId, { brandData: { hasMenu: false, expectedModifiedDate: brand.modified_date.toISOString() } }), { type: 'CONFLICT' });
  });
});

describe('resolving DEFINE: the menu scraping tasks', () => {
  const SCRAPING_LIST = 'query($term: String) { menuScrapingTasks(filters: { brandSearchTerm: $term }, pageSize: 50) { items { databaseId status menu { databaseId } } } }';

  it('each scrapeable menu gets a NOT_STARTED assignable scraping task, HTML_NOT_SCRAPEABLE none; no next task; in the list at once', async () => {
    const d = await menuDefinitionBrand(c.t, { name: 'Wombat Scraping Diner', assignTo: c.ids.definer, locations: 4 });
    const [sharing, pdf, notScrapeable, none] = d.locationIds;
    const result = await resolve(d.taskId, {
      brandData: { hasMenu: true, menu: menuInput() },
      locationsData: [
        locationInput(sharing, 'SAME_AS_BRAND'),
        locationInput(pdf, 'OWN_MENU', menuInput({ url: 'https://pdf.example.com/menu.pdf', format: 'PDF' })),
        locationInput(notScrapeable, 'OWN_MENU', menuInput({ url: 'https://captcha.example.com', format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'CAPTCHA' })),
        locationInput(none, 'NO_MENU'),
      ],
    });
    ok(result);
    expect(result.data!.resolveMenuDefinitionTask).toMatchObject({ nextTask: null, isBrandDefinitionAutoResolved: false, task: { currentViewType: 'QC' } });
    const menus = await locationMenus(c.t, d.brandId);
    const brandMenu = await brandMenuId(c.t, d.brandId);
    const tasks = await scrapingTasksOf(c.t, d.brandId);
    expect(tasks.map((task) => [task.menu_id, task.status, task.is_assignable, task.assigned_to_id])).toEqual([
      [brandMenu, 'NOT_STARTED', true, null],
      [menus[1].menu_id, 'NOT_STARTED', true, null],
    ]);
    expect((await storedMenu(c.t, menus[2].menu_id))!.status).toBe('NOT_SCRAPEABLE');
    for (const task of tasks) expect((await eventsOf(c.t, 'MENU_SCRAPING_TASK', task.id)).map((event) => event.type)).toEqual(['CREATE']);

    const list = await c.gql<{ menuScrapingTasks: { items: { databaseId: number; status: string; menu: { databaseId: number } }[] } }>('admin', SCRAPING_LIST, { term: 'Wombat Scraping' });
    expect(list.errors).toBeUndefined();
    expect(list.data!.menuScrapingTasks.items.map((item) => item.databaseId).sort((a, b) => a - b)).toEqual(tasks.map((task) => task.id));
  });

  it('resolving again: an open scraping task is not duplicated; a done one is reopened (MANUAL_CHANGE) only when the URL or format changed', async () => {
    const d = await menuDefinitionBrand(c.t, { assignTo: c.ids.definer, locations: 2 });
    const [sharing, owning] = d.locationIds;
    const payload = (brandUrl: string, ownFormat: string) => ({
      brandData: { hasMenu: true, menu: menuInput({ url: brandUrl }) },
      locationsData: [locationInput(sharing, 'SAME_AS_BRAND'), locationInput(owning, 'OWN_MENU', menuInput({ url: 'https://own.example.com/menu', format: ownFormat }))],
    });
    ok(await resolve(d.taskId, payload('https://diner.example.com/menu', 'HTML')));
    const first = await scrapingTasksOf(c.t, d.brandId);
    expect(first).toHaveLength(2);

    // Reopened with nothing changed and the scraping tasks still open: no second task.
    await reopenForDefiner(c.t, d.taskId, c.ids.definer);
    ok(await resolve(d.taskId, payload('https://diner.example.com/menu', 'HTML')));
    expect(await scrapingTasksOf(c.t, d.brandId)).toEqual(first);

    // The scraping is done; a save changes the brand menu's URL, and the resolve (changing nothing itself) reopens only its task.
    await c.t.db.query("UPDATE tasks SET status = 'RESOLVED', resolved_date = now(), resolved_type = 'MANUAL', assigned_to_id = $2 WHERE id = ANY($1::int[])", [first.map((task) => task.id), c.ids.admin]);
    await reopenForDefiner(c.t, d.taskId, c.ids.definer);
    ok(await save(d.taskId, payload('https://diner.example.com/menu-2025', 'HTML')));
    ok(await resolve(d.taskId, payload('https://diner.example.com/menu-2025', 'HTML')));
    const [brandTask, ownTask] = await scrapingTasksOf(c.t, d.brandId);
    expect(brandTask).toMatchObject({ status: 'REOPENED', reopen_reason: 'MANUAL_CHANGE' });
    expect(ownTask).toMatchObject({ status: 'RESOLVED', reopen_reason: null });
    expect((await eventsOf(c.t, 'MENU_SCRAPING_TASK', brandTask.id)).at(-1)).toMatchObject({ type: 'REOPEN', data: { reopenReason: 'MANUAL_CHANGE' } });

    // Next round: the own menu's format changes; the brand menu's earlier change does not count again.
    await c.t.db.query("UPDATE tasks SET status = 'RESOLVED', resolved_date = now() WHERE id = $1", [brandTask.id]);
    await reopenForDefiner(c.t, d.taskId, c.ids.definer);
    ok(await resolve(d.taskId, payload('https://diner.example.com/menu-2025', 'PDF')));
    const after = await scrapingTasksOf(c.t, d.brandId);
    expect(after.map((task) => task.status)).toEqual(['RESOLVED', 'REOPENED']);
    expect(after).toHaveLength(2);
  });

  it('a menu turned HTML_NOT_SCRAPEABLE gets no scraping task', async () => {
    const d = await menuDefinitionBrand(c.t, { assignTo: c.ids.definer, locations: 1 });
    ok(await resolve(d.taskId, { brandData: { hasMenu: true, menu: menuInput({ format: 'HTML_NOT_SCRAPEABLE', notScrapeableReason: 'REQUIRES_LOG_IN' }) }, locationsData: [locationInput(d.locationIds[0], 'SAME_AS_BRAND')] }));
    expect(await scrapingTasksOf(c.t, d.brandId)).toEqual([]);
  });
});
