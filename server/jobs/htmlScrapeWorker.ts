// The HTML scraping job: loads the job's menu and the instructions version it was scheduled with, runs the engine
// (runScrape), keeps the response and the report in the files store, and persists the run (persistScrape). A run that
// failed for a reason that may pass (the site down, a timeout) is retried by pg-boss with backoff while attempts remain;
// the last attempt persists it as FAILED with its error. Anything thrown (the worker stopping, a bug, the database gone)
// is retried the same way, and a job whose attempts all failed reaches failHtmlScrapeJob through the dead-letter queue.
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import type { Database } from '../db/database';
import type { FileStore } from '../files/fileStore';
import { SCRAPING_FILES_BUCKET } from '../files/scrapingFiles';
import { persistScrape, type PersistScrapeResult } from '../scraping/persistScrape';
import type { DebugBrowser } from '../scraping/debug/debugBrowser';
import { captureDebugScreenshots, recordScreenshots } from '../scraping/debug/renderScreenshots';
import { runScrape } from '../scraping/runScrape';
import type { Fetcher, FetchFailureCause, RunReportErrorGroup, ScrapeRun } from '../scraping/types';

export interface HtmlScrapeDeps {
  db: Database;
  fetcher: Fetcher;
  files: FileStore;
  /** The process's Chromium for debug-mode jobs (server/scraping/debug/); absent, they scrape without screenshots. */
  debugBrowser?: DebugBrowser;
  /** How long one page's extraction may take (config.scrapingExtractionBudgetMs); default 5 s. */
  extractionBudgetMs?: number;
}

export interface HtmlScrapeAttempt {
  scrapingJobId: number;
  /** Aborted when the worker stops or pg-boss gives the job to another worker. */
  signal: AbortSignal;
  /** No retry follows this attempt: its outcome, whatever it is, is the job's. */
  isLastAttempt: boolean;
}

/** A run that ended in an error that may pass: thrown so that pg-boss retries the job later. */
export class RetryableScrapeError extends Error {}

/** Fetch failures that may pass by themselves; a refused address, robots.txt or a 404 will not. */
const PASSING_CAUSES: ReadonlySet<RunReportErrorGroup['cause']> = new Set<FetchFailureCause>(['TIMEOUT', 'NETWORK', 'DNS', 'HTTP_ERROR']);

function isPassingStatus(statusCode: number | null): boolean {
  return statusCode === null || statusCode >= 500 || statusCode === 429 || statusCode === 408;
}

/** The run failed only because pages could not be read for reasons that may pass (nothing wrong with the instructions). */
export function isRetryableRun(run: ScrapeRun): boolean {
  if (run.scrapingStatus !== 'ERROR' || run.report.errors.length === 0) return false;
  if (!run.report.errors.every((group) => PASSING_CAUSES.has(group.cause))) return false;
  return run.report.pages.filter((page) => page.error !== null).every((page) => isPassingStatus(page.statusCode));
}

interface JobToRun {
  id: number;
  menu_id: number;
  status: string;
  instructions_version: number | null;
  is_debug_mode: boolean;
  instructions: ScrapingInstructions | null;
  baseline_dish_count: number | null;
  menu_url: string | null;
  /** The template of the menu's cluster (or of its master cluster), when it has one: it is scraped with it. */
  template_id: number | null;
  template_version: number | null;
  template_instructions: ScrapingInstructions | null;
}

async function loadJob(db: Database, scrapingJobId: number): Promise<JobToRun | null> {
  const rows = await db.query<JobToRun>(
    `SELECT j.id, j.menu_id, j.status, j.instructions_version, j.is_debug_mode,
       COALESCE(v.scraping_instructions, m.scraping_instructions) AS instructions,
       -- The baseline of "fell by more than half": the approved run's count, or for a menu approved before the engine
       -- kept runs (a rerun without last_approved_dish_count) the dish count it has.
       COALESCE(m.last_approved_dish_count, CASE WHEN j.is_rerun THEN m.dish_count END) AS baseline_dish_count,
       m.url AS menu_url,
       -- A session's job runs the template version pinned when the session started (docs/sessions.md, "Running"), even
       -- if the template has a newer one or the menu left the cluster since; any other job the current template.
       CASE WHEN j.html_scraping_session_id IS NOT NULL THEN j.menu_scraping_template_id ELSE t.id END AS template_id,
       CASE WHEN j.html_scraping_session_id IS NOT NULL THEN j.template_version ELSE t.scraping_instructions_version END AS template_version,
       CASE WHEN j.html_scraping_session_id IS NOT NULL
            THEN COALESCE(pv.scraping_instructions, CASE WHEN pt.scraping_instructions_version = j.template_version THEN pt.scraping_instructions END)
            ELSE t.scraping_instructions END AS template_instructions
       FROM scraping_jobs j JOIN menus m ON m.id = j.menu_id
       LEFT JOIN menu_scraping_instructions_versions v ON v.menu_id = j.menu_id AND v.version = j.instructions_version
       -- A menu in a cluster is scraped with its cluster's template, or its master cluster's when it sets none
       -- (docs/clusters.md, "Scraping with the template"); a deleted template is no template.
       LEFT JOIN menu_scraping_clusters c ON c.id = m.menu_scraping_cluster_id
       LEFT JOIN menu_scraping_clusters master ON master.id = c.master_id
       LEFT JOIN menu_scraping_templates t ON t.id = COALESCE(c.menu_scraping_template_id, master.menu_scraping_template_id) AND t.deleted_date IS NULL
       LEFT JOIN menu_scraping_templates pt ON pt.id = j.menu_scraping_template_id
       LEFT JOIN menu_scraping_template_versions pv ON pv.menu_scraping_template_id = j.menu_scraping_template_id AND pv.number = j.template_version
      WHERE j.id = $1 AND j.kind = 'HTML_SCRAPING'`,
    [scrapingJobId],
  );
  return rows[0] ?? null;
}

/** Notes an attempt that did not end the job (its error, and the run's report when there was one) on the row. */
async function recordFailedAttempt(db: Database, scrapingJobId: number, message: string, run: ScrapeRun | null): Promise<void> {
  await db.query(
    `UPDATE scraping_jobs SET exceptions = exceptions || $2::text[], report = COALESCE($3::jsonb, report)
      WHERE id = $1 AND status = 'IN_PROGRESS'`,
    [scrapingJobId, [`Attempt ${await attemptNumber(db, scrapingJobId)}: ${message}`], run ? JSON.stringify(run.report) : null],
  );
}

async function attemptNumber(db: Database, scrapingJobId: number): Promise<number> {
  const rows = await db.query<{ attempts: number }>('SELECT attempts FROM scraping_jobs WHERE id = $1', [scrapingJobId]);
  return rows[0]?.attempts ?? 0;
}

function fileKey(scrapingJobId: number, part: string, extension: 'json' | 'html'): string {
  return `html-job-${scrapingJobId}-${part}.${extension}`;
}

async function storeJson(files: FileStore, key: string, value: unknown): Promise<string> {
  await files.put(SCRAPING_FILES_BUCKET, key, Buffer.from(JSON.stringify(value)));
  return key;
}

export async function runHtmlScrapeJob(deps: HtmlScrapeDeps, attempt: HtmlScrapeAttempt): Promise<PersistScrapeResult | null> {
  const job = await loadJob(deps.db, attempt.scrapingJobId);
  // Gone, or already finished by an earlier attempt that pg-boss did not hear about: nothing to do.
  if (!job || job.status !== 'IN_PROGRESS') return null;
  const started = await deps.db.query<{ id: number }>(
    "UPDATE scraping_jobs SET attempts = attempts + 1, started_date = COALESCE(started_date, now()) WHERE id = $1 AND status = 'IN_PROGRESS' RETURNING id",
    [job.id],
  );
  // Ended since it was read (a session's abort cancelled it): it does not run.
  if (started.length === 0) return null;
  // In a cluster with a template: the template's current instructions, pages relative to the menu's URL, and the job
  // says which version ran. The menu's own instructions are not used while it is there.
  const template = job.template_id !== null && job.template_instructions && job.menu_url ? { instructions: job.template_instructions, menuUrl: job.menu_url } : null;
  await deps.db.query('UPDATE scraping_jobs SET menu_scraping_template_id = $2, template_version = $3 WHERE id = $1', [
    job.id,
    template ? job.template_id : null,
    template ? job.template_version : null,
  ]);
  if (template) job.instructions = template.instructions;
  if (!job.instructions) {
    return persistScrape(deps.db, { jobId: job.id, run: null, status: 'FAILED', failure: `The menu has no scraping instructions (version ${job.instructions_version ?? 'none'}): upload them on the scraping task, then rescrape.` });
  }

  let run: ScrapeRun;
  try {
    run = await runScrape({
      instructions: job.instructions,
      menuUrl: template?.menuUrl,
      fetcher: deps.fetcher,
      lastApprovedDishCount: job.baseline_dish_count,
      signal: attempt.signal,
      extractionBudgetMs: deps.extractionBudgetMs,
      keepPage: async (_url, html, cause) => {
        const key = fileKey(job.id, `page-${cause.toLowerCase().replace(/_/g, '-')}`, 'html');
        await deps.files.put(SCRAPING_FILES_BUCKET, key, Buffer.from(html));
        return key;
      },
    });
  } catch (error) {
    const message = attempt.signal.aborted ? 'the worker stopped during the run; the job is run again' : error instanceof Error ? error.message : String(error);
    await recordFailedAttempt(deps.db, job.id, message, null).catch(() => undefined);
    throw error;
  }
  const retryable = isRetryableRun(run);
  if (retryable && !attempt.isLastAttempt) {
    const message = run.messages[0] ?? 'The pages could not be read';
    await recordFailedAttempt(deps.db, job.id, message, run);
    throw new RetryableScrapeError(message);
  }
  if (job.is_debug_mode) {
    const debug = await captureDebugScreenshots({ browser: deps.debugBrowser, files: deps.files }, { jobId: job.id, instructions: job.instructions, run, signal: attempt.signal });
    run.messages.push(...debug.messages);
    await recordScreenshots(deps.db, job.id, debug.screenshots);
  }

  const responseFileKey = await storeJson(deps.files, fileKey(job.id, 'response', 'json'), {
    jobId: job.id,
    menuId: job.menu_id,
    scrapingStatus: run.scrapingStatus,
    menuTitles: run.menuTitles,
    dishes: run.dishes,
    messages: run.messages,
    exceptions: run.exceptions,
    flags: run.flags,
    pages: run.pagesHtml,
  });
  const reportFileKey = await storeJson(deps.files, fileKey(job.id, 'report', 'json'), { jobId: job.id, menuId: job.menu_id, scrapingStatus: run.scrapingStatus, ...run.report });
  return persistScrape(deps.db, {
    jobId: job.id,
    run,
    status: retryable ? 'FAILED' : 'COMPLETED',
    failure: retryable ? `Every attempt failed: ${run.messages[0] ?? 'the pages could not be read'}` : null,
    responseFileKey,
    reportFileKey,
  });
}

/** The job's attempts are spent (errors thrown, or expired): it ends FAILED with what its attempts noted. */
export async function failHtmlScrapeJob(deps: Pick<HtmlScrapeDeps, 'db'>, scrapingJobId: number): Promise<PersistScrapeResult> {
  const attempts = await attemptNumber(deps.db, scrapingJobId);
  return persistScrape(deps.db, {
    jobId: scrapingJobId,
    run: null,
    status: 'FAILED',
    failure: `The job failed after ${attempts} attempt${attempts === 1 ? '' : 's'}.`,
  });
}
