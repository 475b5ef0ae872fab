// The menu scraping task's API (spec 2, sections 2.6, 4, 5, 7 and 8): save and resolve with the menu's fields (replacing
// the generic ones of taskResolvers.ts for this kind), rescrape, the try-it run, test cases, and the scraping queries.
// Thin: check, call server/menus/ and server/scraping/, one transaction per write with its history.
import DataLoader from 'dataloader';
import type { GraphQLFieldResolver } from 'graphql';
import { allowsDebugModeScraping, DEBUG_MODE_SCRAPING_REFUSAL } from '../../../domain/debugModeScraping';
import { crawlingRejectionCommentSchema, isDocumentFormat, MENU_SCRAPING_MESSAGES } from '../../../domain/menuScrapingSchemas';
import type { MenuFormat } from '../../../domain/menuSchemas';
import type { TaskEvent } from '../../../machines/taskLifecycleMachine';
import type { Queryable } from '../../db/database';
import { NEXT_MODIFIED_DATE } from '../../db/rowVersions';
import { fileStoreOf } from '../../files/fileStoreOf';
import { MENU_DOCUMENT_FILES_BUCKET, menuDocumentFileUrl } from '../../files/menuDocumentFiles';
import { scheduleDocumentCrawl, scheduleDocumentScrape } from '../../jobs/documentJobs';
import { scheduleHtmlScrape } from '../../jobs/scrapeJobs';
import { menuDocumentFilesInputOf, saveMenuDocumentFiles } from '../../menus/menuDocumentFilesSave';
import { menuTitlesOfMenus } from '../../menus/menuItemQueries';
import type { MenuTitleRow } from '../../menus/menuItemRows';
import { rescrapeMenu, tryScrapingInstructions } from '../../menus/menuScrapingActions';
import { menuScrapingRejections, type MenuScrapingRejectionView } from '../../menus/menuScrapingRejections';
import { menuScrapingInputOf, saveMenuScrapingData, type MenuScrapingMode } from '../../menus/menuScrapingSave';
import { createMenuScrapingTestCase, menuScrapingTestCases, sendMenuForTesting, testCaseFields, type TestCaseRow } from '../../menus/menuScrapingTestCases';
import {
  completedHtmlScrapingJobs,
  findHtmlScrapingJob,
  htmlJobView,
  latestHtmlScrapingJobsOfMenus,
  menuScrapingReportUrl,
  menusWithScrapeRunning,
  scrapingScreenshotUrl,
  signedRunReport,
  storedScrapingResponse,
  type HtmlJobView,
  type ScrapingJobRow,
} from '../../scraping/jobQueries';
import {
  completedDocumentScrapingJobs,
  crawlJobView,
  documentFilesOfMenus,
  documentJobView,
  findDocumentJob,
  isMenuDocumentFile,
  latestDocumentJobsOfMenus,
  menuDocumentFileView,
  type CrawlJobView,
  type DocumentJobRow,
  type DocumentJobView,
  type MenuDocumentFileRow,
  type MenuDocumentFileView,
} from '../../scraping/documentJobQueries';
import type { ExtractedDish, ExtractedMenuTitle, ScrapeRun } from '../../scraping/types';
import { recordEvent } from '../../history/eventRows';
import { actorOf, applyTaskEvent, assertVersion, lockTask } from '../../tasks/applyTaskEvent';
import { runPipelineAfterResolve } from '../../tasks/pipeline';
import { kindOf } from '../../tasks/taskKinds';
import type { TaskRow } from '../../tasks/taskRows';
import type { GraphQLContext } from '../context';
import { notFound, validationError } from '../errors';
import { validateArgument } from '../validate';
import { parseId, toGlobalId } from '../globalIds';
import { asConflict, refuseEvent, reload, viewerOf } from './brandTaskWork';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, Record<string, unknown>>;
type Context = GraphQLContext;
type None = Record<string, never>;

const SCRAPING = kindOf('MENU_SCRAPING');

export const userSummary = async (context: Context, id: number | null | undefined) => {
  if (!id) return null;
  const user = await context.loaders.userSummary.load(id);
  return user ? { id: toGlobalId('User', user.id), databaseId: user.id, name: user.name } : null;
};

/**
 * Save and resolve in one transaction: the task locked at the expected version, the caller allowed by the task's machine,
 * the menu's fields written (refusals first: nothing is written before every check passed), then the task's event.
 * Resolve also schedules the scrape: HTML menus through the job queue (SCRAPE_SCHEDULED); an HTML_NOT_SCRAPEABLE menu
 * is NOT_SCRAPEABLE by its format and is not scraped; document menus are crawled by their own jobs.
 */
function menuScrapingWorkResolver(mode: MenuScrapingMode): Resolver {
  return async (_parent, args, context) => {
    const viewer = viewerOf(context);
    const id = parseId('MenuScrapingTask', String(args.id));
    return asConflict(() =>
      context.db.transaction(async (tx) => {
        const row = await lockTask(tx, SCRAPING, id);
        await assertVersion(tx, row, args.expectedModifiedDate as Date | null);
        const at = new Date().toISOString();
        const event: TaskEvent = { type: mode === 'save' ? 'SAVE' : 'RESOLVE', actor: actorOf(viewer), at };
        refuseEvent(row, event);
        const saved = await saveMenuScrapingData(tx, row, menuScrapingInputOf(args), mode, viewer.id);
        const isDebugModeScraping = mode === 'done' && args.isDebugModeScraping === true;
        if (isDebugModeScraping && !allowsDebugModeScraping(saved.format)) throw validationError(DEBUG_MODE_SCRAPING_REFUSAL);
        const changedFileIds = await saveMenuDocumentFiles(tx, row, { id: saved.menuId, format: saved.format }, menuDocumentFilesInputOf(args), mode, viewer.id);
        const changes = { menuId: saved.menuId, changedFields: saved.changedFields, instructionsVersion: saved.instructionsVersion, changedFileIds };
        if (mode === 'save') {
          await applyTaskEvent(tx, row, event, { userId: viewer.id, type: 'SAVE', message: 'Task saved', data: changes });
          return reload(tx, id);
        }
        // False asks for the PDF_AI engine on document menus: offered only when it is configured.
        const isDefaultScrapingEngine = args.isDefaultScrapingEngine !== false;
        const isDocument = isDocumentFormat(saved.format);
        if (isDocument && !isDefaultScrapingEngine && !context.config.pdfAiUrl) throw validationError('The PDF_AI engine is not configured.');
        await applyTaskEvent(
          tx,
          row,
          event,
          {
            userId: viewer.id,
            type: 'RESOLVE',
            message: isDebugModeScraping ? 'Task resolved with debug mode scraping' : 'Task resolved',
            data: { viewType: null, isDebugModeScraping, isDefaultScrapingEngine, ...changes },
          },
          { resolvedType: 'MANUAL' },
        );
        await tx.query(
          `UPDATE menus SET is_html_menu_scraped_in_debug_mode = $2, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1 AND is_html_menu_scraped_in_debug_mode <> $2`,
          [saved.menuId, isDebugModeScraping],
        );
        const outcome = await runPipelineAfterResolve(tx, row, null, at);
        if (saved.format === 'HTML' && !saved.isDeleted) {
          await scheduleHtmlScrape(tx, { menuId: saved.menuId, requestedById: viewer.id, reason: 'RESOLVE', isDebugMode: isDebugModeScraping, comment: null });
        } else if (isDocument && !saved.isDeleted) {
          await scheduleDocumentScrape(tx, { menuId: saved.menuId, requestedById: viewer.id, reason: 'RESOLVE', engine: isDefaultScrapingEngine ? 'MULTI_FORMAT' : 'PDF_AI' });
        }
        return {
          task: await reload(tx, id),
          nextTask: outcome.nextTaskId ? await reload(tx, outcome.nextTaskId) : null,
          isBrandDefinitionAutoResolved: outcome.isBrandDefinitionAutoResolved,
        };
      }),
    );
  };
}

/**
 * Reject and recrawl resolve a document menu's task another way (spec 2, section 2.6): the task locked at the expected
 * version, the caller allowed to resolve it by the task's machine, the menu a PDF or IMAGE one, then `act` (the menu's
 * side) and the task's RESOLVE event, in one transaction.
 */
function documentMenuResolver(
  message: string,
  act: (tx: Queryable, task: TaskRow, menu: { id: number; format: MenuFormat | null }, args: Record<string, unknown>, viewerId: number) => Promise<Record<string, unknown>>,
): Resolver {
  return async (_parent, args, context) => {
    const viewer = viewerOf(context);
    const id = parseId('MenuScrapingTask', String(args.id));
    return asConflict(() =>
      context.db.transaction(async (tx) => {
        const row = await lockTask(tx, SCRAPING, id);
        await assertVersion(tx, row, args.expectedModifiedDate as Date | null);
        const at = new Date().toISOString();
        const event: TaskEvent = { type: 'RESOLVE', actor: actorOf(viewer), at };
        refuseEvent(row, event);
        const [menu] = row.menu_id ? await tx.query<{ id: number; format: MenuFormat | null }>('SELECT id, format FROM menus WHERE id = $1 FOR UPDATE', [row.menu_id]) : [];
        if (!menu) throw notFound('Menu');
        if (!isDocumentFormat(menu.format)) throw validationError(MENU_SCRAPING_MESSAGES.documentMenuOnly);
        const data = await act(tx, row, menu, args, viewer.id);
        await applyTaskEvent(tx, row, event, { userId: viewer.id, type: 'RESOLVE', message, data: { viewType: null, menuId: menu.id, ...data } }, { resolvedType: 'MANUAL' });
        const outcome = await runPipelineAfterResolve(tx, row, null, at);
        return {
          task: await reload(tx, id),
          nextTask: outcome.nextTaskId ? await reload(tx, outcome.nextTaskId) : null,
          isBrandDefinitionAutoResolved: outcome.isBrandDefinitionAutoResolved,
        };
      }),
    );
  };
}

/** The crawl is rejected: the files' choices saved, CRAWL_REJECTED with who, when and why. */
const rejectDocumentMenu = documentMenuResolver('Task resolved by rejecting the crawl', async (tx, task, menu, args, viewerId) => {
  const menuId = menu.id;
  const comment = await validateArgument(crawlingRejectionCommentSchema, args.crawlingRejectedComment ?? null, 'crawlingRejectedComment');
  const changedFileIds = await saveMenuDocumentFiles(tx, task, menu, menuDocumentFilesInputOf(args), 'save', viewerId);
  const [before] = await tx.query<{ status: string }>('SELECT status FROM menus WHERE id = $1', [menuId]);
  await tx.query(
    `UPDATE menus SET status = 'CRAWL_REJECTED', crawling_rejected_comment = $2, crawling_rejected_by_id = $3, crawling_rejected_date = now(),
       modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`,
    [menuId, comment, viewerId],
  );
  await recordEvent(tx, {
    userId: viewerId,
    type: 'UPDATE',
    subType: 'CRAWL_REJECTED',
    entityType: 'MENU',
    entityId: menuId,
    message: `Menu crawl rejected on menu scraping task ${task.id}: ${comment}`,
    data: { taskId: task.id, menuStatus: 'CRAWL_REJECTED', previousMenuStatus: before.status, crawlingRejectedComment: comment },
  });
  return { crawlingRejectedComment: comment, changedFileIds };
});

/** The site is crawled again (with the broader link rules when asked); the crawl reopens the task when it ends. */
const recrawlDocumentMenu = documentMenuResolver('Task resolved by recrawling the menu', async (tx, _task, { id: menuId }, args, viewerId) => {
  const useFallbackSettings = args.useFallbackSettings === true;
  const { jobId } = await scheduleDocumentCrawl(tx, { menuId, requestedById: viewerId, useFallbackSettings, reason: 'RECRAWL' });
  return { useFallbackSettings, crawlingJobId: jobId };
});

/** ScrapingTrial: what a run found, as the page shows it (the try-it run stores nothing, so the items are not nodes). */
export async function trialOf(run: ScrapeRun, context: Context) {
  return {
    scrapingStatus: run.scrapingStatus,
    menuTitles: run.menuTitles.map((title: ExtractedMenuTitle) => ({ ...title })),
    dishes: run.dishes.map((dish: ExtractedDish) => ({ ...dish })),
    messages: run.messages,
    exceptions: run.exceptions,
    report: await signedRunReport(fileStoreOf(context.config), run.report),
  };
}

const menuIdArg = (value: unknown) => parseId('Menu', String(value));

/** A test case as MenuScrapingTestCase (createdBy resolved from createdById when asked for). */
const testCaseView = (row: TestCaseRow) => ({ id: toGlobalId('MenuScrapingTestCase', row.id), ...testCaseFields(row) });
type TestCaseView = ReturnType<typeof testCaseView>;

const testCaseDeps = (context: Context) => ({ db: context.db, config: context.config, store: fileStoreOf(context.config) });

export const menuScrapingMutationResolvers: Record<string, Resolver> = {
  saveMenuScrapingTask: menuScrapingWorkResolver('save'),
  resolveMenuScrapingTask: menuScrapingWorkResolver('done'),
  resolveMenuScrapingTaskByRejectDocumentMenu: rejectDocumentMenu,
  resolveMenuScrapingTaskByRecrawlDocumentMenu: recrawlDocumentMenu,
  rescrapeMenu: async (_parent, args, context) => {
    const viewer = viewerOf(context);
    const menuId = menuIdArg(args.menuId);
    await context.db.transaction((tx) =>
      rescrapeMenu(tx, menuId, viewer, { isDebugMode: args.isDebugMode === true, comment: args.comment as string | null | undefined }),
    );
    return { id: menuId };
  },
  tryMenuScrapingInstructions: async (_parent, args, context) => {
    viewerOf(context);
    const run = await tryScrapingInstructions(context.db, context.config, menuIdArg(args.menuId), args.scrapingInstructions);
    return trialOf(run, context);
  },
  createMenuScrapingTestCase: async (_parent, args, context) =>
    testCaseView(await createMenuScrapingTestCase(testCaseDeps(context), menuIdArg(args.id), viewerOf(context))),
  sendMenuForTesting: async (_parent, args, context) => {
    const result = await sendMenuForTesting(testCaseDeps(context), menuIdArg(args.id), viewerOf(context));
    return { ...result, testCase: testCaseView(result.testCase) };
  },
};

export const menuScrapingQueryResolvers: Record<string, Resolver> = {
  htmlMenuScrapingJob: async (_parent, args, { db }) => {
    const job = await findHtmlScrapingJob(db, parseId('HtmlMenuScrapingJob', String(args.id)));
    return job ? htmlJobView(job) : null;
  },
  completedHtmlMenuScrapingJobsForMenu: async (_parent, args, { db }) => (await completedHtmlScrapingJobs(db, menuIdArg(args.menuId))).map(htmlJobView),
  htmlMenuScrapingResponse: async (_parent, args, { db, config }) => {
    const job = await findHtmlScrapingJob(db, parseId('HtmlMenuScrapingJob', String(args.htmlMenuScrapingJobId)));
    return job ? storedScrapingResponse(fileStoreOf(config), job) : null;
  },
  menuScrapingReportUrl: (_parent, args, { db, config }) => menuScrapingReportUrl(db, fileStoreOf(config), menuIdArg(args.id)),
  htmlMenuScrapingScreenshotUrl: (_parent, args, { config }) => scrapingScreenshotUrl(fileStoreOf(config), String(args.bucketName), String(args.fileKey)),
  menuScrapingRejectedComment: async (_parent, args, { db }) => {
    const [menu] = await db.query<{ comment: string | null }>('SELECT scraping_rejected_comment AS comment FROM menus WHERE id = $1', [menuIdArg(args.id)]);
    return menu?.comment ?? null;
  },
  menuScrapingRejections: (_parent, args, { db }) => menuScrapingRejections(db, menuIdArg(args.menuId)),
  menuScrapingTestCases: async (_parent, args, { db }) => (await menuScrapingTestCases(db, menuIdArg(args.menuId))).map(testCaseView),
  documentMenuScrapingJob: async (_parent, args, { db }) => {
    const job = await findDocumentJob(db, 'DOCUMENT_SCRAPING', parseId('DocumentMenuScrapingJob', String(args.id)));
    return job ? documentJobView(job) : null;
  },
  completedDocumentMenuScrapingJobsForMenu: async (_parent, args, { db }) => (await completedDocumentScrapingJobs(db, menuIdArg(args.menuId))).map(documentJobView),
  documentMenuScrapingResponse: async (_parent, args, { db, config }) => {
    const job = await findDocumentJob(db, 'DOCUMENT_SCRAPING', parseId('DocumentMenuScrapingJob', String(args.documentMenuScrapingJobId)));
    return job ? storedScrapingResponse(fileStoreOf(config), job) : null;
  },
  // Only a live file of a menu is signed: this query must not become a way to sign any key of the bucket.
  menuDocumentFileUrl: async (_parent, args, { db, config }) => {
    const bucketName = String(args.fileBucketName);
    const fileKey = String(args.fileKey);
    if (bucketName !== MENU_DOCUMENT_FILES_BUCKET || !(await isMenuDocumentFile(db, bucketName, fileKey))) return null;
    return menuDocumentFileUrl(fileStoreOf(config), bucketName, fileKey);
  },
  documentMenuScrapingScreenshotUrl: (_parent, args, { config }) => scrapingScreenshotUrl(fileStoreOf(config), String(args.bucketName), String(args.fileKey)),
};

export const menuScrapingTypeResolvers = {
  HtmlMenuScrapingJob: {
    requestedBy: (job: HtmlJobView, _args: None, context: Context) => userSummary(context, job.requestedById),
    report: (job: HtmlJobView, _args: None, context: Context) => signedRunReport(fileStoreOf(context.config), job.runReport),
  },
  MenuScrapingRejection: {
    rejectedBy: (rejection: MenuScrapingRejectionView, _args: None, context: Context) => userSummary(context, rejection.rejectedById),
  },
  MenuScrapingTestCase: {
    createdBy: (testCase: TestCaseView, _args: None, context: Context) => userSummary(context, testCase.createdById),
  },
  DocumentMenuScrapingJob: {
    requestedBy: (job: DocumentJobView, _args: None, context: Context) => userSummary(context, job.requestedById),
  },
  MenuCrawlingJob: {
    report: (job: CrawlJobView, _args: None, context: Context) => signedRunReport(fileStoreOf(context.config), job.runReport),
  },
  MenuDocumentFile: {
    url: (file: MenuDocumentFileView, _args: None, context: Context) => menuDocumentFileUrl(fileStoreOf(context.config), file.fileBucketName, file.fileKey),
  },
};

/** Loaders of the menus' scraping reads, per request (the context), so a page of menus asks once per field. */
interface MenuScrapingLoaders {
  latestHtmlJob: DataLoader<number, ScrapingJobRow | null>;
  scrapeRunning: DataLoader<number, boolean>;
  menuTitles: DataLoader<number, MenuTitleRow[]>;
  documentFiles: DataLoader<number, MenuDocumentFileRow[]>;
  latestDocumentJob: DataLoader<number, DocumentJobRow | null>;
  latestCrawlJob: DataLoader<number, DocumentJobRow | null>;
  crawlingRejectedComment: DataLoader<number, string | null>;
}
const LOADERS = new WeakMap<Context, MenuScrapingLoaders>();

function loadersOf(context: Context): MenuScrapingLoaders {
  const cached = LOADERS.get(context);
  if (cached) return cached;
  const loaders: MenuScrapingLoaders = {
    latestHtmlJob: new DataLoader(async (ids) => {
      const jobs = await latestHtmlScrapingJobsOfMenus(context.db, ids);
      return ids.map((id) => jobs.get(id) ?? null);
    }),
    scrapeRunning: new DataLoader(async (ids) => {
      const running = await menusWithScrapeRunning(context.db, ids);
      return ids.map((id) => running.has(id));
    }),
    menuTitles: new DataLoader(async (ids) => {
      const titles = await menuTitlesOfMenus(context.db, ids);
      return ids.map((id) => titles.get(id) ?? []);
    }),
    documentFiles: new DataLoader(async (ids) => {
      const files = await documentFilesOfMenus(context.db, ids);
      return ids.map((id) => files.get(id) ?? []);
    }),
    latestDocumentJob: new DataLoader(async (ids) => {
      const jobs = await latestDocumentJobsOfMenus(context.db, 'DOCUMENT_SCRAPING', ids);
      return ids.map((id) => jobs.get(id) ?? null);
    }),
    latestCrawlJob: new DataLoader(async (ids) => {
      const jobs = await latestDocumentJobsOfMenus(context.db, 'DOCUMENT_CRAWLING', ids);
      return ids.map((id) => jobs.get(id) ?? null);
    }),
    crawlingRejectedComment: new DataLoader(async (ids) => {
      const rows = await context.db.query<{ id: number; comment: string | null }>('SELECT id, crawling_rejected_comment AS comment FROM menus WHERE id = ANY($1::int[])', [[...ids]]);
      const comments = new Map(rows.map((row) => [row.id, row.comment]));
      return ids.map((id) => comments.get(id) ?? null);
    }),
  };
  LOADERS.set(context, loaders);
  return loaders;
}

/** Menu's scraping fields, spread into Menu's resolvers (menuResolvers.ts). */
export const menuScrapingMenuFields = {
  htmlMenuScrapingJob: async (menu: { id: number }, _args: None, context: Context) => {
    const job = await loadersOf(context).latestHtmlJob.load(menu.id);
    return job ? htmlJobView(job) : null;
  },
  isScrapeRunning: (menu: { id: number }, _args: None, context: Context) => loadersOf(context).scrapeRunning.load(menu.id),
  menuTitles: (menu: { id: number }, _args: None, context: Context) => loadersOf(context).menuTitles.load(menu.id),
  menuTitleCount: async (menu: { id: number }, _args: None, context: Context) => (await loadersOf(context).menuTitles.load(menu.id)).length,
  documentFiles: async (menu: { id: number }, _args: None, context: Context) => (await loadersOf(context).documentFiles.load(menu.id)).map(menuDocumentFileView),
  documentMenuScrapingJob: async (menu: { id: number }, _args: None, context: Context) => {
    const job = await loadersOf(context).latestDocumentJob.load(menu.id);
    return job ? documentJobView(job) : null;
  },
  menuCrawlingJob: async (menu: { id: number }, _args: None, context: Context) => {
    const job = await loadersOf(context).latestCrawlJob.load(menu.id);
    return job ? crawlJobView(job) : null;
  },
  crawlingRejectedComment: (menu: { id: number }, _args: None, context: Context) => loadersOf(context).crawlingRejectedComment.load(menu.id),
  isPdfAiEngineAvailable: (_menu: { id: number }, _args: None, context: Context) => Boolean(context.config.pdfAiUrl),
};
