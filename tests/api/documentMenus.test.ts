// Document menus end to end on the real database (PGlite, or PostgreSQL with DATABASE_URL): the pipeline crawls a PDF
// menu as soon as its scraping task exists (the Green Leaf demo site, served in-process), the task's file table with its
// refusals, resolve -> the document scrape -> SCRAPED with the dish review task, reject -> CRAWL_REJECTED, recrawl with
// fallback settings -> the task reopened with its files, and a page without files -> CRAWL_AUTO_REJECTED
// (docs/task-lifecycle.md, "Menu statuses after a scrape").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_PATHS } from '../../server/demo-sites/demoSites';
import { toGlobalId } from '../../server/graphql/globalIds';
import { scheduleDocumentCrawl } from '../../server/jobs/documentJobs';
import { persistCrawl, type StoredCrawledFile } from '../../server/scraping/persistCrawl';
import { findTask } from '../../server/tasks/taskRows';
import { createBrandWithGatewayTask, createMenuWithTask, createTask } from '../support/taskFixtures';
import { startTestApp, type TestApp } from '../support/testApp';
import { menuDefinitionBrand, menuInput, RESOLVE_MENU_DEFINITION } from './menuDefinitionSupport';
import { finishedJob, TEST_WORKERS } from './scrapingJobsSupport';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const PEOPLE = [
  ['definer', 'definer@example.com'],
  ['juniorScraper', 'scraper@example.com'],
  ['trainee', 'trainee@example.com'],
] as const;
type Person = (typeof PEOPLE)[number][0];

const quick = { retryLimit: 1, retryDelaySeconds: 1, retryDelayMaxSeconds: 1, heartbeatSeconds: 10 };

beforeAll(async () => {
  t = await startTestApp({}, { workers: { ...TEST_WORKERS, queuePolicies: { ...TEST_WORKERS.queuePolicies, DOCUMENT_CRAWLING: quick, DOCUMENT_SCRAPING: quick } } });
  for (const [role, email] of PEOPLE) {
    ids[role] = await t.createUser(role, email, { name: `${role} person` });
    tokens[role] = (await t.signIn(email)).accessToken;
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const gql = <T>(person: Person, query: string, variables: Record<string, unknown> = {}) => t.gql<T>(query, variables, tokens[person]);
const demoUrl = (path: string) => `${t.config.demoSitesOrigin}${path}`;
const errorOf = (result: { errors?: { message: string; extensions?: { type?: string } }[] }) => ({ type: result.errors?.[0]?.extensions?.type, message: result.errors?.[0]?.message });

interface FileView {
  databaseId: number;
  fileName: string;
  fileBucketName: string;
  fileKey: string;
  isSelected: boolean;
  fileCategory: string | null;
  fileTitle: string | null;
  fileInheritedCategory: string | null;
  filePredictionCategory: string | null;
  filePredictionTitle: string | null;
  filePredictionMenuScore: number | null;
  filePredictionDishCount: number | null;
  filePredictionRationale: string | null;
  fileText: string | null;
  url: string | null;
}

interface MenuView {
  status: string;
  scrapingType: string | null;
  crawlingRejectedComment: string | null;
  isPdfAiEngineAvailable: boolean;
  documentFiles: FileView[];
  menuCrawlingJob: { databaseId: number; crawlingStatus: string; useFallbackSettings: boolean; filesFound: number | null } | null;
  documentMenuScrapingJob: { databaseId: number; status: string; scrapingStatus: string | null; scrapingEngine: string; scrapingReason: string; scrapedDishCount: number | null; requestedBy: { databaseId: number } | null } | null;
  menuTitles: { title: string }[];
  dishes: { dishes: { name: string; price: string | null }[] };
}

const MENU = `query($id: ID!) { node(id: $id) { ... on Menu { status scrapingType crawlingRejectedComment isPdfAiEngineAvailable
  documentFiles { databaseId fileName fileBucketName fileKey isSelected fileCategory fileTitle fileInheritedCategory filePredictionCategory
    filePredictionTitle filePredictionMenuScore filePredictionDishCount filePredictionRationale fileText url }
  menuCrawlingJob { databaseId crawlingStatus useFallbackSettings filesFound }
  documentMenuScrapingJob { databaseId status scrapingStatus scrapingEngine scrapingReason scrapedDishCount requestedBy { databaseId } }
  menuTitles { title } dishes(pageSize: 100) { dishes { name price } } } } }`;

async function menuView(menuId: number): Promise<MenuView> {
  const result = await gql<{ node: MenuView }>('juniorScraper', MENU, { id: toGlobalId('Menu', menuId) });
  expect(result.errors).toBeUndefined();
  return result.data!.node;
}

const SAVE = `mutation($id: ID!, $files: [MenuDocumentFileInput!]) { saveMenuScrapingTask(id: $id, menuDocumentFilesData: $files) { status } }`;
const RESOLVE = `mutation($id: ID!, $files: [MenuDocumentFileInput!], $isDefaultScrapingEngine: Boolean) {
  resolveMenuScrapingTask(id: $id, menuDocumentFilesData: $files, isDefaultScrapingEngine: $isDefaultScrapingEngine) { task { status } } }`;
const REJECT = `mutation($id: ID!, $files: [MenuDocumentFileInput!], $comment: String) {
  resolveMenuScrapingTaskByRejectDocumentMenu(id: $id, menuDocumentFilesData: $files, crawlingRejectedComment: $comment) { task { status } nextTask { databaseId } } }`;
const RECRAWL = `mutation($id: ID!, $fallback: Boolean) { resolveMenuScrapingTaskByRecrawlDocumentMenu(id: $id, useFallbackSettings: $fallback) { task { status } } }`;

async function latestJob(menuId: number, kind: 'DOCUMENT_CRAWLING' | 'DOCUMENT_SCRAPING'): Promise<{ id: number; use_fallback_settings: boolean; reason: string } | undefined> {
  const rows = await t.db.query<{ id: number; use_fallback_settings: boolean; reason: string }>(
    'SELECT id, use_fallback_settings, reason FROM scraping_jobs WHERE menu_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 1',
    [menuId, kind],
  );
  return rows[0];
}

async function finishLatest(menuId: number, kind: 'DOCUMENT_CRAWLING' | 'DOCUMENT_SCRAPING') {
  const job = await latestJob(menuId, kind);
  expect(job, `a ${kind} job of menu ${menuId}`).toBeDefined();
  await t.workers!.dispatchNow();
  return finishedJob(t.db, job!.id, 60_000);
}

/** A PDF menu at `url` with its scraping task assigned to the scraper, crawled by the pipeline's crawl. */
async function crawledDocumentMenu(url: string) {
  const { brandId } = await createBrandWithGatewayTask(t.db, { name: `Document brand ${url}` });
  const [{ id: menuId }] = await t.db.query<{ id: number }>("INSERT INTO menus (brand_id, url, format, status) VALUES ($1, $2, 'PDF', 'NEW') RETURNING id", [brandId, url]);
  const taskId = await createTask(t.db, brandId, 'MENU_SCRAPING', { menuId });
  await t.db.transaction((tx) => scheduleDocumentCrawl(tx, { menuId, requestedById: null, useFallbackSettings: false, reason: 'PIPELINE' }));
  await finishLatest(menuId, 'DOCUMENT_CRAWLING');
  const assigned = await gql('juniorScraper', 'mutation($id: ID!) { assignMenuScrapingTask(id: $id) { id } }', { id: String(taskId) });
  expect(assigned.errors).toBeUndefined();
  return { menuId, taskId, id: String(taskId) };
}

/** What a refusal must leave as it was: the files' choices, the menu's status, the task, the jobs and the history. */
async function documentState(menuId: number, taskId: number) {
  const files = await t.db.query('SELECT id, is_selected, file_category, file_title, is_deleted FROM menu_document_files WHERE menu_id = $1 ORDER BY id', [menuId]);
  const [menu] = await t.db.query('SELECT status, crawling_rejected_comment, modified_date FROM menus WHERE id = $1', [menuId]);
  const [{ jobs }] = await t.db.query<{ jobs: number }>('SELECT count(*)::int AS jobs FROM scraping_jobs WHERE menu_id = $1', [menuId]);
  const [{ events }] = await t.db.query<{ events: number }>("SELECT count(*)::int AS events FROM events WHERE (entity_type = 'MENU' AND entity_id = $1) OR (entity_type = 'MENU_SCRAPING_TASK' AND entity_id = $2)", [menuId, taskId]);
  return JSON.parse(JSON.stringify({ files, menu, jobs, events, task: await findTask(t.db, taskId) }));
}

describe('a PDF menu through the pipeline (Green Leaf)', () => {
  let menuId: number;
  let taskId: number;
  let file: FileView;

  it('is crawled as soon as menu definition creates its scraping task: CRAWLED with its file, its text and a prediction', async () => {
    const brand = await menuDefinitionBrand(t, { name: 'Green Leaf Document Brand', locations: 1, assignTo: ids.definer });
    const resolved = await gql('definer', RESOLVE_MENU_DEFINITION, {
      id: String(brand.taskId),
      brandData: { hasMenu: true, menu: menuInput({ url: demoUrl(DEMO_SITE_PATHS.greenLeafPage), format: 'PDF' }) },
      locationsData: [{ id: brand.locationIds[0], menuStatus: 'SAME_AS_BRAND', menu: null }],
    });
    expect(resolved.errors).toBeUndefined();
    const [task] = await t.db.query<{ id: number; menu_id: number; status: string }>("SELECT id, menu_id, status FROM tasks WHERE brand_id = $1 AND type = 'MENU_SCRAPING'", [brand.brandId]);
    expect(task.status).toBe('NOT_STARTED');
    ({ menu_id: menuId, id: taskId } = task);
    // Scheduled in the resolving transaction.
    expect((await menuView(menuId)).status).toBe('CRAWL_SCHEDULED');
    expect((await latestJob(menuId, 'DOCUMENT_CRAWLING'))?.reason).toBe('PIPELINE');

    const crawl = await finishLatest(menuId, 'DOCUMENT_CRAWLING');
    expect(crawl.status, JSON.stringify(crawl)).toBe('COMPLETED');
    const menu = await menuView(menuId);
    expect(menu.status).toBe('CRAWLED');
    expect(menu.menuCrawlingJob).toMatchObject({ crawlingStatus: 'COMPLETED', useFallbackSettings: false, filesFound: 1 });
    expect(menu.isPdfAiEngineAvailable).toBe(false);
    expect(menu.documentFiles).toHaveLength(1);
    file = menu.documentFiles[0];
    expect(file).toMatchObject({ fileName: 'menu.pdf', fileBucketName: 'menu-documents', isSelected: false, fileCategory: null, fileTitle: null });
    expect(file.fileText).toContain('Avocado Toast');
    expect(file.filePredictionMenuScore).toBeGreaterThan(0);
    expect(file.filePredictionDishCount).toBeGreaterThan(0);
    expect(file.filePredictionRationale).toBeTruthy();
    // The signed URL serves the PDF's bytes; the URL query signs only live files of the bucket.
    expect(file.url).toMatch(/^\/files\/menu-documents\//);
    const download = await fetch(`${t.url}${file.url}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).toString('latin1').startsWith('%PDF-')).toBe(true);
    const signed = await gql<{ a: string | null; b: string | null; c: string | null }>(
      'juniorScraper',
      `query($key: String!) { a: menuDocumentFileUrl(fileBucketName: "menu-documents", fileKey: $key) b: menuDocumentFileUrl(fileBucketName: "scraping", fileKey: $key)
        c: menuDocumentFileUrl(fileBucketName: "menu-documents", fileKey: "menu-1-nothing.pdf") }`,
      { key: file.fileKey },
    );
    expect(signed.data).toEqual({ a: file.url, b: null, c: null });

    const assigned = await gql('juniorScraper', 'mutation($id: ID!) { assignMenuScrapingTask(id: $id) { id } }', { id: String(taskId) });
    expect(assigned.errors).toBeUndefined();
  }, 90_000);

  it("refuses the file table's faults with the spec's messages, and someone without the permission, changing nothing", async () => {
    const id = String(taskId);
    const before = await documentState(menuId, taskId);
    const refusals: [Person, string, Record<string, unknown>, { type: string; message?: string }][] = [
      ['juniorScraper', SAVE, { files: [{ id: file.databaseId, isSelected: false, fileCategory: null, fileTitle: null }] }, { type: 'VALIDATION', message: 'File category is mandatory' }],
      ['juniorScraper', SAVE, { files: [{ id: file.databaseId, isSelected: true, fileCategory: null, fileTitle: 'Menu' }] }, { type: 'VALIDATION', message: 'File category is mandatory' }],
      ['juniorScraper', SAVE, { files: [{ id: file.databaseId, isSelected: true, fileCategory: 'MAIN', fileTitle: '  ' }] }, { type: 'VALIDATION', message: 'File title is required' }],
      ['juniorScraper', RESOLVE, { files: [{ id: file.databaseId, isSelected: false, fileCategory: 'MAIN', fileTitle: null }] }, { type: 'VALIDATION', message: 'Select at least one menu file to scrape' }],
      ['juniorScraper', RESOLVE, { files: [{ id: file.databaseId, isSelected: true, fileCategory: 'MAIN', fileTitle: 'Menu' }], isDefaultScrapingEngine: false }, { type: 'VALIDATION', message: 'The PDF_AI engine is not configured.' }],
      ['juniorScraper', REJECT, { comment: '   ' }, { type: 'VALIDATION', message: 'Crawling rejection comment is required.' }],
      ['juniorScraper', REJECT, {}, { type: 'VALIDATION', message: 'Crawling rejection comment is required.' }],
      ['juniorScraper', SAVE, { files: [{ id: 999_999, isSelected: false, fileCategory: 'MAIN', fileTitle: null }] }, { type: 'NOT_FOUND' }],
      ['trainee', REJECT, { comment: 'Not a menu' }, { type: 'FORBIDDEN' }],
      ['trainee', RECRAWL, { fallback: true }, { type: 'FORBIDDEN' }],
      ['trainee', RESOLVE, { files: [{ id: file.databaseId, isSelected: true, fileCategory: 'MAIN', fileTitle: 'Menu' }] }, { type: 'FORBIDDEN' }],
    ];
    for (const [person, mutation, variables, expected] of refusals) {
      const refused = errorOf(await gql(person, mutation, { id, ...variables }));
      expect(refused, `${person} ${JSON.stringify(variables)}`).toMatchObject(expected);
    }
    expect(await documentState(menuId, taskId)).toEqual(before);
  });

  it('saves the choices with a history event per changed file', async () => {
    const saved = await gql('juniorScraper', SAVE, { id: String(taskId), files: [{ id: file.databaseId, isSelected: false, fileCategory: 'LUNCH', fileTitle: null }] });
    expect(saved.errors).toBeUndefined();
    expect((await menuView(menuId)).documentFiles[0]).toMatchObject({ fileCategory: 'LUNCH', isSelected: false });
    const events = await t.db.query<{ data: { fileId: number; changedFields: string[] } }>(
      "SELECT data FROM events WHERE entity_type = 'MENU' AND entity_id = $1 AND sub_type = 'MENU_DOCUMENT_FILE' ORDER BY id",
      [menuId],
    );
    expect(events.map((event) => event.data)).toMatchObject([{ fileId: file.databaseId, changedFields: ['fileCategory'] }]);
  });

  it('resolve with the category and title chosen: SCRAPE_SCHEDULED, then SCRAPED with titles and dishes and a dish review task', async () => {
    const resolved = await gql('juniorScraper', RESOLVE, { id: String(taskId), files: [{ id: file.databaseId, isSelected: true, fileCategory: 'MAIN', fileTitle: 'Green Leaf Menu' }] });
    expect(resolved.errors).toBeUndefined();
    expect(resolved.data).toEqual({ resolveMenuScrapingTask: { task: { status: 'RESOLVED' } } });
    expect((await menuView(menuId)).status).toBe('SCRAPE_SCHEDULED');
    const job = await finishLatest(menuId, 'DOCUMENT_SCRAPING');
    expect(job.status, JSON.stringify(job)).toBe('COMPLETED');

    const menu = await menuView(menuId);
    expect(menu.status).toBe('SCRAPED');
    expect(menu.scrapingType).toBe('DOCUMENT_PDF');
    expect(menu.documentMenuScrapingJob).toMatchObject({ status: 'COMPLETED', scrapingStatus: 'SUCCESS', scrapingEngine: 'MULTI_FORMAT', scrapingReason: 'RESOLVE', requestedBy: { databaseId: ids.juniorScraper } });
    expect(menu.menuTitles.length).toBeGreaterThan(0);
    const dishNames = menu.dishes.dishes.map((dish) => dish.name);
    expect(dishNames).toEqual(expect.arrayContaining(['Avocado Toast', 'Falafel Wrap', 'Flat White']));
    expect(menu.documentMenuScrapingJob?.scrapedDishCount).toBe(dishNames.length);
    const reviews = await t.db.query<{ status: string; is_assignable: boolean }>("SELECT status, is_assignable FROM tasks WHERE menu_id = $1 AND type = 'DISH_REVIEW'", [menuId]);
    expect(reviews).toEqual([{ status: 'NOT_STARTED', is_assignable: true }]);

    const jobId = menu.documentMenuScrapingJob!.databaseId;
    const reads = await gql<{ documentMenuScrapingJob: { databaseId: number; highDiscrepancyCount: number } | null; completedDocumentMenuScrapingJobsForMenu: { databaseId: number }[]; documentMenuScrapingResponse: { dishes: unknown[] } | null }>(
      'juniorScraper',
      `query($id: ID!, $jobId: Int!, $menuId: Int!) { documentMenuScrapingJob(id: $id) { databaseId highDiscrepancyCount }
        completedDocumentMenuScrapingJobsForMenu(menuId: $menuId) { databaseId } documentMenuScrapingResponse(documentMenuScrapingJobId: $jobId) }`,
      { id: String(jobId), jobId, menuId },
    );
    expect(reads.errors).toBeUndefined();
    expect(reads.data!.documentMenuScrapingJob).toEqual({ databaseId: jobId, highDiscrepancyCount: 0 });
    expect(reads.data!.completedDocumentMenuScrapingJobsForMenu).toEqual([{ databaseId: jobId }]);
    expect(reads.data!.documentMenuScrapingResponse?.dishes).toHaveLength(dishNames.length);
  }, 90_000);
});

describe('reject and recrawl', () => {
  it('reject: the comment kept, the choices saved, CRAWL_REJECTED, the task resolved', async () => {
    const { menuId, taskId, id } = await crawledDocumentMenu(demoUrl(DEMO_SITE_PATHS.greenLeafPage));
    const [file] = (await menuView(menuId)).documentFiles;
    const rejected = await gql('juniorScraper', REJECT, { id, comment: 'Only a drinks list', files: [{ id: file.databaseId, isSelected: false, fileCategory: 'DRINKS', fileTitle: null }] });
    expect(rejected.errors).toBeUndefined();
    expect(rejected.data).toEqual({ resolveMenuScrapingTaskByRejectDocumentMenu: { task: { status: 'RESOLVED' }, nextTask: null } });
    const menu = await menuView(menuId);
    expect(menu).toMatchObject({ status: 'CRAWL_REJECTED', crawlingRejectedComment: 'Only a drinks list' });
    expect(menu.documentFiles[0]).toMatchObject({ fileCategory: 'DRINKS', isSelected: false });
    const [row] = await t.db.query<{ crawling_rejected_by_id: number; has_date: boolean }>('SELECT crawling_rejected_by_id, crawling_rejected_date IS NOT NULL AS has_date FROM menus WHERE id = $1', [menuId]);
    expect(row).toEqual({ crawling_rejected_by_id: ids.juniorScraper, has_date: true });
    expect((await findTask(t.db, taskId))?.resolved_by_id).toBe(ids.juniorScraper);
  }, 60_000);

  it('recrawl with fallback settings: CRAWL_SCHEDULED, then CRAWLED and the task reopened (MENU_SCRAPING) with its files and their choices', async () => {
    const { menuId, taskId, id } = await crawledDocumentMenu(demoUrl(DEMO_SITE_PATHS.greenLeafPage));
    const [file] = (await menuView(menuId)).documentFiles;
    expect((await gql('juniorScraper', SAVE, { id, files: [{ id: file.databaseId, isSelected: true, fileCategory: 'BREAKFAST', fileTitle: 'Breakfast' }] })).errors).toBeUndefined();
    const recrawled = await gql('juniorScraper', RECRAWL, { id, fallback: true });
    expect(recrawled.errors).toBeUndefined();
    expect(recrawled.data).toEqual({ resolveMenuScrapingTaskByRecrawlDocumentMenu: { task: { status: 'RESOLVED' } } });
    expect((await menuView(menuId)).status).toBe('CRAWL_SCHEDULED');
    expect(await latestJob(menuId, 'DOCUMENT_CRAWLING')).toMatchObject({ use_fallback_settings: true, reason: 'RECRAWL' });

    const crawl = await finishLatest(menuId, 'DOCUMENT_CRAWLING');
    expect(crawl.status).toBe('COMPLETED');
    const menu = await menuView(menuId);
    expect(menu.status).toBe('CRAWLED');
    expect(menu.menuCrawlingJob).toMatchObject({ useFallbackSettings: true, filesFound: 1 });
    // The same file found again keeps its row and the scraper's choices; a scraping task keeps its assignee on a reopen.
    expect(menu.documentFiles).toMatchObject([{ databaseId: file.databaseId, isSelected: true, fileCategory: 'BREAKFAST', fileTitle: 'Breakfast' }]);
    const task = await findTask(t.db, taskId);
    expect({ status: task?.status, reopenReason: task?.reopen_reason, assignedTo: task?.assigned_to_id }).toEqual({ status: 'REOPENED', reopenReason: 'MENU_SCRAPING', assignedTo: ids.juniorScraper });
  }, 90_000);

  it('are refused for an HTML menu, changing nothing', async () => {
    const { brandId } = await createBrandWithGatewayTask(t.db, { name: 'HTML brand for reject' });
    const { menuId, taskId } = await createMenuWithTask(t.db, brandId, 'MENU_SCRAPING');
    const id = String(taskId);
    expect((await gql('juniorScraper', 'mutation($id: ID!) { assignMenuScrapingTask(id: $id) { id } }', { id })).errors).toBeUndefined();
    const before = await documentState(menuId, taskId);
    const message = 'Only PDF and image menus are crawled: reject and recrawl are for document menus.';
    expect(errorOf(await gql('juniorScraper', REJECT, { id, comment: 'Not a menu' }))).toEqual({ type: 'VALIDATION', message });
    expect(errorOf(await gql('juniorScraper', RECRAWL, { id, fallback: true }))).toEqual({ type: 'VALIDATION', message });
    // Document files are not part of an HTML menu's scraping data.
    expect(errorOf(await gql('juniorScraper', SAVE, { id, files: [{ id: 1, isSelected: false, fileCategory: 'MAIN', fileTitle: null }] }))).toEqual({
      type: 'VALIDATION',
      message: 'Document files are saved only for PDF and image menus.',
    });
    expect(await documentState(menuId, taskId)).toEqual(before);
  });
});

describe('a page without menu files', () => {
  it('is CRAWL_AUTO_REJECTED with no file', async () => {
    const { menuId } = await crawledDocumentMenu(demoUrl(DEMO_SITE_PATHS.oliveGrove));
    const menu = await menuView(menuId);
    expect(menu.status).toBe('CRAWL_AUTO_REJECTED');
    expect(menu.documentFiles).toEqual([]);
    expect(menu.menuCrawlingJob).toMatchObject({ crawlingStatus: 'COMPLETED', filesFound: 0 });
  }, 60_000);
});

describe("the file table across crawls (persistCrawl)", () => {
  /** A crawl row the dispatcher leaves alone (it has a boss job id): the test persists its outcome itself. */
  async function crawlRow(menuId: number): Promise<number> {
    const [{ id }] = await t.db.query<{ id: number }>(
      "INSERT INTO scraping_jobs (kind, menu_id, status, reason, boss_job_id) VALUES ('DOCUMENT_CRAWLING', $1, 'IN_PROGRESS', 'PIPELINE', 'held-by-the-test') RETURNING id",
      [menuId],
    );
    return id;
  }
  const found = (sourceUrl: string, contentHash: string): StoredCrawledFile => ({
    sourceUrl,
    fileName: sourceUrl.split('/').pop()!,
    fileKey: `menu-0-${contentHash}.pdf`,
    contentType: 'application/pdf',
    byteSize: 10,
    contentHash,
    text: 'Soup 5.00',
    prediction: { category: 'MAIN', title: 'Menu', menuScore: 0.5, dishCount: 1, rationale: 'One priced line' },
  });
  const files = (menuId: number) =>
    t.db.query<{ content_hash: string; is_deleted: boolean; file_category: string | null; file_title: string | null; file_inherited_category: string | null; file_inherited_title: string | null }>(
      'SELECT content_hash, is_deleted, file_category, file_title, file_inherited_category, file_inherited_title FROM menu_document_files WHERE menu_id = $1 ORDER BY id',
      [menuId],
    );

  it("keeps a file found again with its choices, lets a new file at a confirmed file's link inherit them, and drops unconfirmed files not found again", async () => {
    const { brandId } = await createBrandWithGatewayTask(t.db, { name: 'Crawled twice' });
    const [{ id: menuId }] = await t.db.query<{ id: number }>("INSERT INTO menus (brand_id, url, format, status) VALUES ($1, 'https://twice.example.com', 'PDF', 'CRAWL_SCHEDULED') RETURNING id", [brandId]);
    const first = await persistCrawl(t.db, { jobId: await crawlRow(menuId), files: [found('https://twice.example.com/lunch.pdf', 'a1'), found('https://twice.example.com/flyer.pdf', 'b1'), found('https://twice.example.com/drinks.pdf', 'c1')], messages: [], exceptions: [], report: null });
    expect(first).toEqual({ persisted: true, menuStatus: 'CRAWLED', filesFound: 3 });
    await t.db.query("UPDATE menu_document_files SET file_category = 'LUNCH', file_title = 'Lunch', is_selected = true WHERE menu_id = $1 AND content_hash = 'a1'", [menuId]);
    await t.db.query("UPDATE menu_document_files SET file_category = 'DRINKS' WHERE menu_id = $1 AND content_hash = 'c1'", [menuId]);

    // The lunch menu changed (a new file at its link), the flyer is gone, the drinks list is the same file.
    const second = await persistCrawl(t.db, { jobId: await crawlRow(menuId), files: [found('https://twice.example.com/lunch.pdf', 'a2'), found('https://twice.example.com/drinks.pdf', 'c1')], messages: [], exceptions: [], report: null });
    expect(second).toEqual({ persisted: true, menuStatus: 'CRAWLED', filesFound: 2 });
    expect(await files(menuId)).toEqual([
      { content_hash: 'a1', is_deleted: true, file_category: 'LUNCH', file_title: 'Lunch', file_inherited_category: null, file_inherited_title: null },
      { content_hash: 'b1', is_deleted: true, file_category: null, file_title: null, file_inherited_category: null, file_inherited_title: null },
      { content_hash: 'c1', is_deleted: false, file_category: 'DRINKS', file_title: null, file_inherited_category: null, file_inherited_title: null },
      { content_hash: 'a2', is_deleted: false, file_category: null, file_title: null, file_inherited_category: 'LUNCH', file_inherited_title: 'Lunch' },
    ]);
    // A job persisted once: a second attempt's outcome changes nothing.
    const again = await t.db.query<{ id: number }>("SELECT id FROM scraping_jobs WHERE menu_id = $1 ORDER BY id DESC LIMIT 1", [menuId]);
    expect(await persistCrawl(t.db, { jobId: again[0].id, files: [], messages: [], exceptions: [], report: null })).toEqual({ persisted: false, menuStatus: null, filesFound: 0 });
  });
});
