// The menu scraping task page's actions on its menu besides save and resolve (spec 2, sections 2.6 and 4): Rescrape
// (a scrape with the current instructions, its comment kept on the job) and the "try it" run of the instructions being
// edited (nothing stored). The enabling rules are domain/menuScrapingActionRules.ts, the same the page's buttons use.
import { allowsDebugModeScraping, DEBUG_MODE_SCRAPING_REFUSAL } from '../../domain/debugModeScraping';
import { commentSchema } from '../../domain/inputLimits';
import { rescrapeRefusal, SCRAPING_ACTION_MESSAGES, type ScrapingActionFacts, type ScrapingActor } from '../../domain/menuScrapingActionRules';
import type { MenuFormat } from '../../domain/menuSchemas';
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import { isLeader } from '../../machines/taskRules';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import { appError, forbidden, notFound, validationError } from '../graphql/errors';
import type { Viewer } from '../graphql/context';
import { validateArgument } from '../graphql/validate';
import { scheduleHtmlScrape } from '../jobs/scrapeJobs';
import { createFetcher } from '../scraping/fetcher';
import { runScrape } from '../scraping/runScrape';
import type { ScrapeRun } from '../scraping/types';
import { assertValidTemplateInstructions } from '../templates/templateWrites';
import { assertValidInstructions } from './menuScrapingSave';

/** A try-it run answers within this, whatever the site does (the page waits for it). */
export const TRY_IT_TIMEOUT_MS = 30_000;

export interface ScrapingMenuFacts {
  facts: ScrapingActionFacts;
  menuId: number;
  taskId: number | null;
  instructions: ScrapingInstructions | null;
  instructionsVersion: number;
  lastApprovedDishCount: number | null;
}

/** The actor as the rules see them: admins and team leaders lead; the scraper's tools need the task's resolve or admin permission. */
export function scrapingActorOf(viewer: Viewer): ScrapingActor {
  const permissions = viewer.permissions;
  return {
    id: viewer.id,
    isLeader: isLeader({ id: viewer.id, roleName: viewer.roleName, permissions }),
    mayScrape: permissions.includes('menuScrapingTask.resolve') || permissions.includes('menuScrapingTask.admin'),
  };
}

/** The menu (locked when `lock`) with its newest scraping task's assignee and cluster membership. */
export async function scrapingMenuFacts(db: Queryable, menuId: number, options: { lock?: boolean } = {}): Promise<ScrapingMenuFacts> {
  const [menu] = await db.query<{
    id: number;
    status: string;
    format: MenuFormat | null;
    scraping_type: string | null;
    is_deleted: boolean;
    menu_scraping_cluster_id: number | null;
    scraping_instructions: ScrapingInstructions | null;
    scraping_instructions_version: number;
    last_approved_dish_count: number | null;
  }>(
    `SELECT id, status, format, scraping_type, is_deleted, menu_scraping_cluster_id, scraping_instructions, scraping_instructions_version,
            last_approved_dish_count
       FROM menus WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [menuId],
  );
  if (!menu) throw notFound('Menu');
  const [task] = await db.query<{ id: number; assigned_to_id: number | null }>(
    "SELECT id, assigned_to_id FROM tasks WHERE menu_id = $1 AND type = 'MENU_SCRAPING' ORDER BY id DESC LIMIT 1",
    [menuId],
  );
  const [running] = await db.query<{ running: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM scraping_jobs WHERE menu_id = $1 AND status = 'IN_PROGRESS' AND kind = 'HTML_SCRAPING') AS running",
    [menuId],
  );
  return {
    menuId: menu.id,
    taskId: task?.id ?? null,
    instructions: menu.scraping_instructions,
    instructionsVersion: menu.scraping_instructions_version,
    lastApprovedDishCount: menu.last_approved_dish_count,
    facts: {
      assignedToId: task?.assigned_to_id ?? null,
      isInScrapingCluster: menu.menu_scraping_cluster_id !== null,
      menu: {
        status: menu.status,
        format: menu.format,
        scrapingType: menu.scraping_type,
        isDeleted: menu.is_deleted,
        isScrapeRunning: running.running,
        hasInstructions: menu.scraping_instructions !== null,
      },
    },
  };
}

/** A rule's refusal as the API answers it: who may act is FORBIDDEN, the menu's state a VALIDATION the page explains. */
export function refusalError(message: string) {
  const isWho = message.startsWith('Only the assignee') || message.startsWith('You do not have permission');
  return isWho ? forbidden(message) : validationError(message);
}

/**
 * Rescrape: schedules a scrape of the menu with its current instructions (reason RESCRAPE); the comment stays on the job
 * (the rescraping comments history is the menu's RESCRAPE jobs). Inside the caller's transaction.
 */
export async function rescrapeMenu(
  tx: Queryable,
  menuId: number,
  viewer: Viewer,
  options: { isDebugMode: boolean; comment: string | null | undefined },
): Promise<{ jobId: number }> {
  const { facts } = await scrapingMenuFacts(tx, menuId, { lock: true });
  const refusal = rescrapeRefusal(facts, scrapingActorOf(viewer));
  if (refusal) throw refusalError(refusal);
  // Document menus are crawled and scraped by their own jobs; this schedules the HTML scraper only.
  if (facts.menu.format !== 'HTML') throw validationError(SCRAPING_ACTION_MESSAGES.notHtml);
  if (options.isDebugMode && !allowsDebugModeScraping(facts.menu.format)) throw validationError(DEBUG_MODE_SCRAPING_REFUSAL);
  const comment = (await validateArgument(commentSchema, options.comment ?? null, 'comment')) || null;
  return scheduleHtmlScrape(tx, { menuId, requestedById: viewer.id, reason: 'RESCRAPE', isDebugMode: options.isDebugMode, comment });
}

/**
 * The try-it run: the instructions (checked as a save checks them) scraped from the network now, answered and not
 * stored; capped at TRY_IT_TIMEOUT_MS. The fetcher is the workers' (address guard, robots.txt, politeness). A template's
 * instructions ('template') are checked as a template's and their page URLs resolved against the menu's URL.
 */
export async function tryScrapingInstructions(
  db: Queryable,
  config: Config,
  menuId: number,
  instructions: unknown,
  kind: 'menu' | 'template' = 'menu',
): Promise<ScrapeRun> {
  const [menu] = await db.query<{ id: number; url: string | null; last_approved_dish_count: number | null }>(
    'SELECT id, url, last_approved_dish_count FROM menus WHERE id = $1',
    [menuId],
  );
  if (!menu) throw notFound('Menu');
  if (kind === 'template') {
    assertValidTemplateInstructions(instructions);
    if (!menu.url) throw validationError(`Menu ${menuId} has no URL to resolve the template's page URLs against.`, 'menuId');
  } else {
    assertValidInstructions(instructions);
  }
  const signal = AbortSignal.timeout(TRY_IT_TIMEOUT_MS);
  const fetcher = createFetcher({ config, db });
  try {
    return await runScrape({
      instructions: instructions as ScrapingInstructions,
      menuUrl: kind === 'template' ? (menu.url ?? undefined) : undefined,
      fetcher,
      lastApprovedDishCount: menu.last_approved_dish_count,
      signal,
      extractionBudgetMs: config.scrapingExtractionBudgetMs,
    });
  } catch (error) {
    if (signal.aborted) throw appError('VALIDATION', `The trial run took longer than ${TRY_IT_TIMEOUT_MS / 1000} seconds and was stopped.`);
    throw error;
  }
}
