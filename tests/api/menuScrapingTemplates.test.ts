// Menu scraping templates through the real endpoint (spec 3, sections 2, 5 and 7; spec 2 section 7's comments): who may
// call each operation, the spec's messages, versions, the CONFLICT of a stale save, the delete refusal while clusters use
// a template, and Try it on a menu with page URLs relative to the menu. Every refusal writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp';
import { createScrapedMenu, instructionsFor, menuPage, startLocalSite, type LocalSite } from './scrapingJobsSupport';

const TEMPLATE_FIELDS = `id databaseId name status comment scrapingIssueComment scrapingInstructions scrapingInstructionsVersionNumber menuCount
  createdDate createdBy { name } modifiedDate modifiedBy { name }`;
const CREATE = `mutation($data: CreateMenuScrapingTemplateInput!) { createMenuScrapingTemplate(data: $data) { ${TEMPLATE_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $data: UpdateMenuScrapingTemplateInput!, $expected: DateTime) {
  updateMenuScrapingTemplate(id: $id, data: $data, expectedModifiedDate: $expected) { ${TEMPLATE_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteMenuScrapingTemplate(id: $id) { databaseId name } }';
const GET = `query($id: ID!) { menuScrapingTemplate(id: $id) { ${TEMPLATE_FIELDS} } }`;
const LIST = `query($filters: MenuScrapingTemplateFilters, $page: Int, $pageSize: Int, $sortingCriterion: MenuScrapingTemplateSortingCriterion, $sortingOrder: SortingOrder) {
  menuScrapingTemplates(filters: $filters, page: $page, pageSize: $pageSize, sortingCriterion: $sortingCriterion, sortingOrder: $sortingOrder) { total items { databaseId name status } } }`;
const BASIC = '{ basicMenuScrapingTemplates { databaseId name scrapingInstructionsVersionNumber } }';
const VERSIONS = `query($id: ID!) { menuScrapingTemplateInstructionVersions(menuScrapingTemplateId: $id) { number comment createdBy { name } createdDate scrapingInstructions menuScrapingTemplateId } }`;
const CLUSTERS = 'query($id: ID!) { menuScrapingTemplateClusters(id: $id, page: 1) { total items { clusterId menuCount } } }';
const COMMENT = 'mutation($id: ID!, $comment: String) { setMenuScrapingTemplateComment(id: $id, comment: $comment) { comment modifiedDate } }';
const ISSUE = 'mutation($id: ID!, $text: String) { setMenuScrapingTemplateScrapingIssue(id: $id, scrapingIssueComment: $text) { scrapingIssueComment } }';
const TRY = `mutation($menuId: Int!, $instructions: JSON!) { tryMenuScrapingTemplateInstructions(menuId: $menuId, scrapingInstructions: $instructions) {
  scrapingStatus menuTitles { title } dishes { name price } report { pages { url statusCode } } } }`;

interface Template {
  id: string;
  databaseId: number;
  name: string;
  status: string;
  comment: string | null;
  scrapingIssueComment: string | null;
  scrapingInstructions: string;
  scrapingInstructionsVersionNumber: number;
  menuCount: number;
  createdBy: { name: string } | null;
  modifiedDate: string;
  modifiedBy: { name: string } | null;
}

let t: TestApp;
let site: LocalSite;
let admin: string;
let senior: string;
let junior: string;
let seniorId: number;

/** A template's instructions: the menu's own page, written relative to each menu's URL. */
const relativeInstructions = (extra: Record<string, unknown> = {}) => ({ ...instructionsFor('#'), ...extra });

async function countRows(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM (${sql}) rows`, params);
  return row.count;
}

/** Templates, versions and events: what a refusal must leave as it was. */
const storedState = async () => ({
  templates: JSON.stringify(await t.db.query('SELECT * FROM menu_scraping_templates ORDER BY id')),
  versions: await countRows('SELECT 1 FROM menu_scraping_template_versions'),
  events: await countRows('SELECT 1 FROM events'),
});

async function create(name: string, token = senior, instructions: unknown = relativeInstructions()): Promise<Template> {
  const result = await t.gql<{ createMenuScrapingTemplate: Template }>(CREATE, { data: { name, scrapingInstructionsFileName: `${name}.json`, scrapingInstructions: instructions } }, token);
  expect(result.errors).toBeUndefined();
  return result.data!.createMenuScrapingTemplate;
}

beforeAll(async () => {
  site = await startLocalSite();
  site.pages.set('/r/olive/menu', { body: menuPage([{ title: 'Starters', dishes: [{ name: 'Soup', price: '£5.00' }, { name: 'Bread', price: '£3.00' }] }]) });
  t = await startTestApp({ scraperAllowedOrigins: [site.origin] });
  await t.createUser('admin', 'admin@example.com', { name: 'Ada Admin' });
  seniorId = await t.createUser('seniorScraper', 'senior@example.com', { name: 'Sid Senior' });
  await t.createUser('juniorScraper', 'junior@example.com', { name: 'Jo Junior' });
  admin = (await t.signIn('admin@example.com')).accessToken;
  senior = (await t.signIn('senior@example.com')).accessToken;
  junior = (await t.signIn('junior@example.com')).accessToken;
}, 240_000);

afterAll(async () => {
  await t?.close();
  await site?.close();
});

describe('who may use templates', () => {
  it('refuses every operation to a scraper without menuScrapingTemplate.admin, writing nothing', async () => {
    const template = await create('Guarded');
    const before = await storedState();
    const calls: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [BASIC, {}],
      [GET, { id: template.id }],
      [VERSIONS, { id: template.id }],
      [CLUSTERS, { id: template.id }],
      [CREATE, { data: { name: 'X', scrapingInstructionsFileName: 'x.json', scrapingInstructions: relativeInstructions() } }],
      [UPDATE, { id: template.id, data: { name: 'X', status: 'NEW' } }],
      [DELETE, { id: template.id }],
      [COMMENT, { id: template.id, comment: 'x' }],
      [ISSUE, { id: template.id, text: 'x' }],
      [TRY, { menuId: 1, instructions: relativeInstructions() }],
    ];
    for (const [query, variables] of calls) {
      const result = await t.gql(query, variables, junior);
      expect(result.errors?.[0].extensions?.type, query).toBe('FORBIDDEN');
    }
    expect(await storedState()).toEqual(before);
  });

  it('lets admins and senior scrapers in', async () => {
    const byAdmin = await create('By the admin', admin);
    expect(byAdmin.createdBy?.name).toBe('Ada Admin');
    const read = await t.gql<{ menuScrapingTemplate: Template }>(GET, { id: String(byAdmin.databaseId) }, senior);
    expect(read.data!.menuScrapingTemplate.name).toBe('By the admin');
  });
});

describe('createMenuScrapingTemplate', () => {
  it('creates a New template at version 1 with its version row and a CREATE event', async () => {
    const template = await create('Site builder A');
    expect(template).toMatchObject({ name: 'Site builder A', status: 'NEW', scrapingInstructionsVersionNumber: 1, menuCount: 0, createdBy: { name: 'Sid Senior' } });
    expect(JSON.parse(template.scrapingInstructions)).toEqual(relativeInstructions());
    const versions = await t.gql<{ menuScrapingTemplateInstructionVersions: { number: number; createdBy: { name: string } }[] }>(VERSIONS, { id: template.id }, senior);
    expect(versions.data!.menuScrapingTemplateInstructionVersions.map((version) => [version.number, version.createdBy.name])).toEqual([[1, 'Sid Senior']]);
    expect(await countRows("SELECT 1 FROM events WHERE entity_type = 'MENU_SCRAPING_TEMPLATE' AND type = 'CREATE' AND entity_id = $1 AND user_id = $2", [template.databaseId, seniorId])).toBe(1);
  });

  it('refuses with the spec messages, then the instructions schema’s own with the path of the fault, writing nothing', async () => {
    const before = await storedState();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', scrapingInstructionsFileName: 'a.json', scrapingInstructions: relativeInstructions() }, 'Template name is required'],
      [{ name: 'A', scrapingInstructionsFileName: '', scrapingInstructions: relativeInstructions() }, 'Scraping instructions are required'],
      [{ name: 'A', scrapingInstructionsFileName: 'a.txt', scrapingInstructions: relativeInstructions() }, 'Only .json files are accepted'],
      [{ name: 'A'.repeat(101), scrapingInstructionsFileName: 'a.json', scrapingInstructions: relativeInstructions() }, 'Template name must be at most 100 characters'],
      // A file whose text is no JSON object reaches the API as text at most: the schema refuses it.
      [{ name: 'A', scrapingInstructionsFileName: 'a.json', scrapingInstructions: 'not json {' }, 'instructions: must be an object ({ ... })'],
      [{ name: 'A', scrapingInstructionsFileName: 'a.json', scrapingInstructions: { format: 1, pages: [{ url: '#' }] } }, 'dishes: is required'],
      [{ name: 'A', scrapingInstructionsFileName: 'a.json', scrapingInstructions: relativeInstructions({ pages: [{ url: 'mailto:x@example.com' }] }) }, "pages[0].url: must be an http(s) URL or a URL relative to the menu's URL"],
      [
        { name: 'A', scrapingInstructionsFileName: 'a.json', scrapingInstructions: relativeInstructions({ cleanup: { replace: [{ pattern: '(?<=a)b', with: '' }] } }) },
        'cleanup.replace[0].pattern',
      ],
    ];
    for (const [data, message] of cases) {
      const result = await t.gql(CREATE, { data }, senior);
      expect(result.errors?.[0].extensions?.type, message).toBe('VALIDATION');
      expect(result.errors?.[0].message, JSON.stringify(data).slice(0, 120)).toContain(message);
    }
    expect(await storedState()).toEqual(before);
  });
});

describe('updateMenuScrapingTemplate', () => {
  it('changes name and status, uploads a new version with its comment, and keeps the same document as the same version', async () => {
    const template = await create('Layout B');
    const second = relativeInstructions({ dishes: { selector: '.dish', fields: { name: { selector: '.name', required: true } } } });
    const updated = await t.gql<{ updateMenuScrapingTemplate: Template }>(
      UPDATE,
      { id: template.id, expected: template.modifiedDate, data: { name: 'Layout B2', status: 'VALIDATED', scrapingInstructionsFileName: 'b2.json', scrapingInstructions: second, versionComment: 'Prices dropped' } },
      admin,
    );
    expect(updated.errors).toBeUndefined();
    const saved = updated.data!.updateMenuScrapingTemplate;
    expect(saved).toMatchObject({ name: 'Layout B2', status: 'VALIDATED', scrapingInstructionsVersionNumber: 2, modifiedBy: { name: 'Ada Admin' } });
    const versions = await t.gql<{ menuScrapingTemplateInstructionVersions: { number: number; comment: string | null; scrapingInstructions: string }[] }>(VERSIONS, { id: template.id }, senior);
    expect(versions.data!.menuScrapingTemplateInstructionVersions.map((version) => [version.number, version.comment])).toEqual([[2, 'Prices dropped'], [1, null]]);
    expect(JSON.parse(versions.data!.menuScrapingTemplateInstructionVersions[1].scrapingInstructions)).toEqual(relativeInstructions());

    const again = await t.gql<{ updateMenuScrapingTemplate: Template }>(
      UPDATE,
      { id: template.id, expected: saved.modifiedDate, data: { name: 'Layout B2', status: 'OPTIMIZED', scrapingInstructionsFileName: 'b2.json', scrapingInstructions: second } },
      admin,
    );
    expect(again.data!.updateMenuScrapingTemplate.scrapingInstructionsVersionNumber).toBe(2);
    const events = await t.db.query<{ type: string; message: string }>("SELECT type, message FROM events WHERE entity_type = 'MENU_SCRAPING_TEMPLATE' AND entity_id = $1 ORDER BY id", [template.databaseId]);
    expect(events.map((event) => event.message)).toEqual([
      'Menu scraping template Layout B created',
      'Menu scraping template Layout B2 updated: name, status, scraping instructions',
      'Menu scraping template Layout B2 updated: status',
    ]);
  });

  it('refuses a stale save with CONFLICT, a missing status and a bad file, writing nothing', async () => {
    const template = await create('Layout C');
    const commented = await t.gql<{ setMenuScrapingTemplateComment: { modifiedDate: string } }>(COMMENT, { id: template.id, comment: 'Someone else' }, admin);
    expect(commented.errors).toBeUndefined();
    const before = await storedState();
    const stale = await t.gql(UPDATE, { id: template.id, expected: template.modifiedDate, data: { name: 'Mine', status: 'NEW' } }, senior);
    expect(stale.errors?.[0].extensions?.type).toBe('CONFLICT');
    const noStatus = await t.gql(UPDATE, { id: template.id, data: { name: 'Mine', status: null } }, senior);
    expect(noStatus.errors?.[0].message).toMatch(/Status|status/);
    const badFile = await t.gql(UPDATE, { id: template.id, data: { name: 'Mine', status: 'NEW', scrapingInstructionsFileName: 'a.yaml', scrapingInstructions: relativeInstructions() } }, senior);
    expect(badFile.errors?.[0].message).toBe('Only .json files are accepted');
    const badSchema = await t.gql(UPDATE, { id: template.id, data: { name: 'Mine', status: 'NEW', scrapingInstructionsFileName: 'a.json', scrapingInstructions: { format: 2, pages: [], dishes: {} } } }, senior);
    expect(badSchema.errors?.[0].extensions?.type).toBe('VALIDATION');
    expect(await storedState()).toEqual(before);
    const current = await t.gql(UPDATE, { id: template.id, expected: commented.data!.setMenuScrapingTemplateComment.modifiedDate, data: { name: 'Mine', status: 'NEW' } }, senior);
    expect(current.errors).toBeUndefined();
  });
});

describe('the two comments', () => {
  it('set and remove the comment and the scraping issue comment, each with its event', async () => {
    const template = await create('Commented');
    const set = await t.gql<{ setMenuScrapingTemplateScrapingIssue: { scrapingIssueComment: string | null } }>(ISSUE, { id: template.id, text: '  Prices missing  ' }, senior);
    expect(set.data!.setMenuScrapingTemplateScrapingIssue.scrapingIssueComment).toBe('Prices missing');
    const removed = await t.gql<{ setMenuScrapingTemplateScrapingIssue: { scrapingIssueComment: string | null } }>(ISSUE, { id: template.id, text: '' }, senior);
    expect(removed.data!.setMenuScrapingTemplateScrapingIssue.scrapingIssueComment).toBeNull();
    await t.gql(COMMENT, { id: template.id, comment: 'Works for the old layout' }, senior);
    const events = await t.db.query<{ sub_type: string; message: string }>(
      "SELECT sub_type, message FROM events WHERE entity_type = 'MENU_SCRAPING_TEMPLATE' AND entity_id = $1 AND type = 'UPDATE' ORDER BY id",
      [template.databaseId],
    );
    expect(events.map((event) => [event.sub_type, event.message])).toEqual([
      ['SCRAPING_ISSUE_COMMENT', 'Menu scraping template Commented scraping issue comment set'],
      ['SCRAPING_ISSUE_COMMENT', 'Menu scraping template Commented scraping issue comment removed'],
      ['COMMENT', 'Menu scraping template Commented comment set'],
    ]);
    const before = await storedState();
    const tooLong = await t.gql(COMMENT, { id: template.id, comment: 'x'.repeat(2001) }, senior);
    expect(tooLong.errors?.[0].message).toBe('Comment must be at most 2000 characters');
    expect(await storedState()).toEqual(before);
  });
});

describe('the list', () => {
  it('searches names, filters by status, sorts by name and by status in lifecycle order, and pages', async () => {
    const prefix = `List ${Date.now()}`;
    const a = await create(`${prefix} beta`);
    const b = await create(`${prefix} alpha`);
    const c = await create(`${prefix} gamma`);
    await t.gql(UPDATE, { id: a.id, data: { name: a.name, status: 'CONFIRMED' } }, senior);
    await t.gql(UPDATE, { id: c.id, data: { name: c.name, status: 'VALIDATED' } }, senior);
    const list = (variables: Record<string, unknown>) =>
      t.gql<{ menuScrapingTemplates: { total: number; items: { name: string; status: string }[] } }>(LIST, variables, senior).then((result) => result.data!.menuScrapingTemplates);
    const byName = await list({ filters: { templateSearchTerm: prefix.toUpperCase() }, sortingCriterion: 'NAME', sortingOrder: 'asc' });
    expect(byName.items.map((item) => item.name)).toEqual([b.name, a.name, c.name]);
    const byStatus = await list({ filters: { templateSearchTerm: prefix }, sortingCriterion: 'STATUS', sortingOrder: 'desc' });
    expect(byStatus.items.map((item) => item.status)).toEqual(['CONFIRMED', 'VALIDATED', 'NEW']);
    const confirmed = await list({ filters: { templateSearchTerm: prefix, templateStatus: 'CONFIRMED' } });
    expect(confirmed).toEqual({ total: 1, items: [{ databaseId: a.databaseId, name: a.name, status: 'CONFIRMED' }] });
    const second = await list({ filters: { templateSearchTerm: prefix }, sortingCriterion: 'NAME', page: 2, pageSize: 2 });
    expect(second.total).toBe(3);
    expect(second.items.map((item) => item.name)).toEqual([c.name]);
    const wildcard = await list({ filters: { templateSearchTerm: '%' } });
    expect(wildcard.total).toBe(0);
  });
});

describe('deleteMenuScrapingTemplate', () => {
  it('deletes an unused template (gone from the list and the get) with a DELETE event, answering its name', async () => {
    const template = await create('To delete');
    const deleted = await t.gql<{ deleteMenuScrapingTemplate: { name: string } }>(DELETE, { id: template.id }, senior);
    expect(deleted.data!.deleteMenuScrapingTemplate.name).toBe('To delete');
    expect((await t.gql<{ menuScrapingTemplate: null }>(GET, { id: template.id }, senior)).data!.menuScrapingTemplate).toBeNull();
    expect(await countRows("SELECT 1 FROM events WHERE entity_type = 'MENU_SCRAPING_TEMPLATE' AND type = 'DELETE' AND entity_id = $1", [template.databaseId])).toBe(1);
    const again = await t.gql(DELETE, { id: template.id }, senior);
    expect(again.errors?.[0].extensions?.type).toBe('NOT_FOUND');
  });

  it('refuses while clusters use the template, saying how many, and lists them with their menu counts', async () => {
    const template = await create('Used by clusters');
    {
      const clusters = await t.db.query<{ id: number }>('INSERT INTO menu_scraping_clusters (menu_scraping_template_id) VALUES ($1), ($1) RETURNING id', [template.databaseId]);
      const { menuId } = await createScrapedMenu(t.db, `${site.origin}/r/olive/menu`, seniorId);
      await t.db.query('UPDATE menus SET menu_scraping_cluster_id = $1 WHERE id = $2', [clusters[0].id, menuId]);
      // The clustered menu is scraped with the template: it counts among the template's menus.
      const counted = await t.gql<{ menuScrapingTemplate: { menuCount: number } }>(`{ menuScrapingTemplate(id: "${template.id}") { menuCount } }`, {}, senior);
      expect(counted.data!.menuScrapingTemplate.menuCount).toBe(1);
      const before = await storedState();
      const refused = await t.gql(DELETE, { id: template.id }, senior);
      expect(refused.errors?.[0].message).toBe('This template is used by 2 clusters: give them another template before deleting it.');
      expect(await storedState()).toEqual(before);
      const listed = await t.gql<{ menuScrapingTemplateClusters: unknown }>(CLUSTERS, { id: template.id }, senior);
      expect(listed.data!.menuScrapingTemplateClusters).toEqual({ total: 2, items: [{ clusterId: clusters[0].id, menuCount: 1 }, { clusterId: clusters[1].id, menuCount: 0 }] });
      // Given other templates, the clusters no longer hold this one back.
      await t.db.query('UPDATE menu_scraping_clusters SET menu_scraping_template_id = NULL WHERE id = ANY($1)', [clusters.map((cluster) => cluster.id)]);
    }
    const unused = await t.gql<{ menuScrapingTemplateClusters: unknown }>(CLUSTERS, { id: template.id }, senior);
    expect(unused.data!.menuScrapingTemplateClusters).toEqual({ total: 0, items: [] });
  });
});

describe('Try it on a menu', () => {
  it('runs unsaved template instructions on a menu, its page URLs resolved against the menu’s URL', async () => {
    const { menuId } = await createScrapedMenu(t.db, `${site.origin}/r/olive/menu`, seniorId);
    const trial = await t.gql<{ tryMenuScrapingTemplateInstructions: { scrapingStatus: string; menuTitles: { title: string }[]; dishes: { name: string; price: string }[]; report: { pages: { url: string }[] } } }>(
      TRY,
      { menuId, instructions: relativeInstructions({ pages: [{ url: 'menu' }] }) },
      senior,
    );
    expect(trial.errors).toBeUndefined();
    const run = trial.data!.tryMenuScrapingTemplateInstructions;
    expect(run.scrapingStatus).toBe('SUCCESS');
    expect(run.report.pages.map((page) => page.url)).toEqual([`${site.origin}/r/olive/menu`]);
    expect(run.menuTitles.map((title) => title.title)).toEqual(['Starters']);
    expect(run.dishes.map((dish) => [dish.name, dish.price])).toEqual([['Soup', '£5.00'], ['Bread', '£3.00']]);
  });

  it('refuses instructions the schema refuses and an unknown menu', async () => {
    const { menuId } = await createScrapedMenu(t.db, `${site.origin}/r/olive/menu`, seniorId);
    const bad = await t.gql(TRY, { menuId, instructions: { format: 1 } }, senior);
    expect(bad.errors?.[0].extensions?.type).toBe('VALIDATION');
    const missing = await t.gql(TRY, { menuId: 2_000_000, instructions: relativeInstructions() }, senior);
    expect(missing.errors?.[0].extensions?.type).toBe('NOT_FOUND');
  });
});
