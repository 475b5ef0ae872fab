// Regression test cases of a menu's scraping (spec 2, section 2.6): "Create test case" keeps the menu's pages as the
// last run fetched them (from the stored response, or fetched afresh when the response kept none) with the result the
// instructions gave; "Send menu for testing" runs the current instructions on those stored pages, never the network,
// and lists what differs. Nothing of the menu changes; each call leaves a history event.
import { createTestCaseRefusal, sendForTestingRefusal } from '../../domain/menuScrapingActionRules';
import { DISH_FIELDS, MENU_TITLE_FIELDS, type ScrapingInstructions } from '../../domain/scrapingInstructions';
import type { Config } from '../config';
import type { Database, Queryable } from '../db/database';
import type { FileStore } from '../files/fileStore';
import type { Viewer } from '../graphql/context';
import { validationError } from '../graphql/errors';
import { recordEvent } from '../history/eventRows';
import { createFetcher } from '../scraping/fetcher';
import { storedScrapingResponse, type ScrapingJobRow } from '../scraping/jobQueries';
import { runScrape } from '../scraping/runScrape';
import type { ExtractedDish, ExtractedMenuTitle, Fetcher, FetchResult, ScrapeRun, ScrapingStatus } from '../scraping/types';
import { refusalError, scrapingActorOf, scrapingMenuFacts, TRY_IT_TIMEOUT_MS } from './menuScrapingActions';

export interface TestCasePage {
  url: string;
  html: string;
}

export interface TestCaseExpected {
  menuTitles: ExtractedMenuTitle[];
  dishes: ExtractedDish[];
}

export interface TestCaseRow {
  id: number;
  menu_id: number;
  instructions_version: number;
  pages: TestCasePage[];
  expected: TestCaseExpected;
  created_by_id: number | null;
  created_date: Date | string;
}

export const TEST_CASE_MESSAGES = {
  noTestCase: 'This menu has no test case: create one first.',
  unreadable: 'The menu could not be scraped for a test case',
} as const;

const TEST_CASE_COLUMNS = 'id, menu_id, instructions_version, pages, expected, created_by_id, created_date';

export function menuScrapingTestCases(db: Queryable, menuId: number): Promise<TestCaseRow[]> {
  return db.query<TestCaseRow>(`SELECT ${TEST_CASE_COLUMNS} FROM menu_scraping_test_cases WHERE menu_id = $1 ORDER BY id DESC LIMIT 100`, [menuId]);
}

/** MenuScrapingTestCase's counts (the pages and items are kept, not answered). */
export function testCaseFields(row: TestCaseRow) {
  return {
    databaseId: row.id,
    menuId: row.menu_id,
    instructionsVersion: row.instructions_version,
    pageCount: row.pages.length,
    menuTitleCount: row.expected.menuTitles.length,
    dishCount: row.expected.dishes.length,
    createdById: row.created_by_id,
    createdDate: row.created_date,
  };
}

const isPage = (value: unknown): value is TestCasePage =>
  !!value && typeof (value as TestCasePage).url === 'string' && typeof (value as TestCasePage).html === 'string';

/** The pages and items a stored response kept, when it kept its pages (pagesHtml, as a run has them, or pages). */
function pagesOfResponse(response: unknown): { pages: TestCasePage[]; expected: TestCaseExpected } | null {
  if (!response || typeof response !== 'object') return null;
  const value = response as { pagesHtml?: unknown; pages?: unknown; menuTitles?: unknown; dishes?: unknown };
  const pages = Array.isArray(value.pagesHtml) ? value.pagesHtml : Array.isArray(value.pages) ? value.pages : null;
  if (!pages?.length || !pages.every(isPage) || !Array.isArray(value.menuTitles) || !Array.isArray(value.dishes)) return null;
  return {
    pages: pages.map((page) => ({ url: page.url, html: page.html })),
    expected: { menuTitles: value.menuTitles as ExtractedMenuTitle[], dishes: value.dishes as ExtractedDish[] },
  };
}

async function latestSuccessfulHtmlJob(db: Queryable, menuId: number): Promise<ScrapingJobRow | null> {
  const rows = await db.query<ScrapingJobRow>(
    `SELECT id, response_file_key FROM scraping_jobs WHERE menu_id = $1 AND kind = 'HTML_SCRAPING' AND status = 'COMPLETED'
        AND scraping_status IN ('SUCCESS', 'PARTIAL_SUCCESS') ORDER BY id DESC LIMIT 1`,
    [menuId],
  );
  return rows[0] ?? null;
}

async function runWithin(instructions: ScrapingInstructions, fetcher: Fetcher, config: Config): Promise<ScrapeRun> {
  return runScrape({ instructions, fetcher, lastApprovedDishCount: null, signal: AbortSignal.timeout(TRY_IT_TIMEOUT_MS), extractionBudgetMs: config.scrapingExtractionBudgetMs });
}

export interface TestCaseDeps {
  db: Database;
  config: Config;
  store: FileStore;
}

/** Create test case: the last successful job's pages and result, or a fresh run's with the current instructions. */
export async function createMenuScrapingTestCase(deps: TestCaseDeps, menuId: number, viewer: Viewer): Promise<TestCaseRow> {
  const menu = await scrapingMenuFacts(deps.db, menuId);
  const refusal = createTestCaseRefusal(menu.facts, scrapingActorOf(viewer));
  if (refusal) throw refusalError(refusal);
  if (!menu.instructions) throw validationError('Save scraping instructions first.');
  const job = await latestSuccessfulHtmlJob(deps.db, menuId);
  let snapshot = job ? pagesOfResponse(await storedScrapingResponse(deps.store, job)) : null;
  if (!snapshot) {
    const run = await runWithin(menu.instructions, createFetcher({ config: deps.config, db: deps.db }), deps.config);
    if (run.scrapingStatus === 'ERROR' || !run.pagesHtml.length) {
      throw validationError(`${TEST_CASE_MESSAGES.unreadable}: ${[...run.exceptions, ...run.messages][0] ?? 'no page was read'}.`);
    }
    snapshot = { pages: run.pagesHtml, expected: { menuTitles: run.menuTitles, dishes: run.dishes } };
  }
  const taken = snapshot;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.query<TestCaseRow>(
      `INSERT INTO menu_scraping_test_cases (menu_id, instructions_version, pages, expected, created_by_id) VALUES ($1, $2, $3, $4, $5)
       RETURNING ${TEST_CASE_COLUMNS}`,
      [menuId, menu.instructionsVersion, JSON.stringify(taken.pages), JSON.stringify(taken.expected), viewer.id],
    );
    await recordEvent(tx, {
      userId: viewer.id,
      type: 'CREATE',
      subType: 'SCRAPING_TEST_CASE',
      entityType: 'MENU',
      entityId: menuId,
      message: `Scraping test case ${row.id} created: ${taken.pages.length} pages, ${taken.expected.menuTitles.length} menu titles, ${taken.expected.dishes.length} dishes`,
      data: { testCaseId: row.id, instructionsVersion: menu.instructionsVersion, sourceJobId: job?.id ?? null },
    });
    return row;
  });
}

/** A fetcher that answers only the test case's pages: a dry run never reaches the network. */
export function storedPagesFetcher(pages: readonly TestCasePage[]): Fetcher {
  const byUrl = new Map(pages.map((page) => [page.url, page.html]));
  return {
    async fetchPage(url): Promise<FetchResult> {
      const html = byUrl.get(url);
      if (html === undefined) {
        return { ok: false, url, cause: 'NETWORK', message: `The test case has no page ${url}`, statusCode: null, durationMs: 0, attempts: 1 };
      }
      const bytes = Buffer.byteLength(html);
      return { ok: true, url, finalUrl: url, statusCode: 200, contentType: 'text/html; charset=utf-8', body: html, bytes, durationMs: 0, attempts: 1 };
    },
  };
}

const shownValue = (value: unknown) => (value === null || value === undefined || value === '' ? '(none)' : String(value));

/** Lines naming what the actual run lost, added or changed against the expected result, matched by item key. */
export function testCaseDifferences(expected: TestCaseExpected, actual: TestCaseExpected): string[] {
  const lines: string[] = [];
  const compare = <T extends { key: string }>(label: string, nameOf: (item: T) => string, fields: readonly string[], before: T[], after: T[]) => {
    const afterByKey = new Map(after.map((item) => [item.key, item]));
    const beforeKeys = new Set(before.map((item) => item.key));
    for (const item of before) {
      const found = afterByKey.get(item.key);
      if (!found) {
        lines.push(`${label} ${nameOf(item)}: missing`);
        continue;
      }
      for (const field of fields) {
        const from = (item as Record<string, unknown>)[field];
        const to = (found as Record<string, unknown>)[field];
        if (shownValue(from) !== shownValue(to)) lines.push(`${label} ${nameOf(item)}: ${field} ${shownValue(from)} -> ${shownValue(to)}`);
      }
    }
    for (const item of after) if (!beforeKeys.has(item.key)) lines.push(`${label} ${nameOf(item)}: new`);
  };
  compare<ExtractedMenuTitle>('Menu title', (title) => title.title, MENU_TITLE_FIELDS, expected.menuTitles, actual.menuTitles);
  compare<ExtractedDish>('Dish', (dish) => dish.name, DISH_FIELDS, expected.dishes, actual.dishes);
  return lines;
}

export interface TestResult {
  testCase: TestCaseRow;
  isPassed: boolean;
  scrapingStatus: ScrapingStatus;
  differences: string[];
}

/** Send menu for testing: the current instructions on the newest test case's pages; differences, nothing changed. */
export async function sendMenuForTesting(deps: TestCaseDeps, menuId: number, viewer: Viewer): Promise<TestResult> {
  const menu = await scrapingMenuFacts(deps.db, menuId);
  const refusal = sendForTestingRefusal(menu.facts, scrapingActorOf(viewer));
  if (refusal) throw refusalError(refusal);
  if (!menu.instructions) throw validationError('Save scraping instructions first.');
  const [testCase] = await menuScrapingTestCases(deps.db, menuId);
  if (!testCase) throw validationError(TEST_CASE_MESSAGES.noTestCase);
  const run = await runWithin(menu.instructions, storedPagesFetcher(testCase.pages), deps.config);
  const differences = [...run.exceptions.map((exception) => `Run: ${exception}`), ...testCaseDifferences(testCase.expected, run)];
  const isPassed = run.scrapingStatus !== 'ERROR' && differences.length === 0;
  await deps.db.transaction((tx) =>
    recordEvent(tx, {
      userId: viewer.id,
      type: 'UPDATE',
      subType: 'SCRAPING_TEST_RUN',
      entityType: 'MENU',
      entityId: menuId,
      message: `Menu sent for testing against test case ${testCase.id}: ${isPassed ? 'passed' : `${differences.length} differences`}`,
      data: { testCaseId: testCase.id, instructionsVersion: menu.instructionsVersion, isPassed, differences: differences.slice(0, 50) },
    }),
  );
  return { testCase, isPassed, scrapingStatus: run.scrapingStatus, differences };
}
