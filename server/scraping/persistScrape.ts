// The last stage of a scrape (types.ts): in one transaction, the run becomes the menu's titles and dishes (compared with
// the stored ones by changes.ts), each change is recorded for review by difference, the job gets its outcome and counts,
// and the menu its status edge (machines/menuScrapingOutcome.ts, carried out by server/tasks/scrapeOutcomePipeline.ts).
// Idempotent per job: the job row is locked first and a job that is no longer IN_PROGRESS is left alone, so a job run
// twice (a worker presumed dead that was only slow) persists once. A broken run (ERROR) writes no item and no change.
import { decideScrapeOutcome, hasSignificantChange, type RunOutcome } from '../../machines/menuScrapingOutcome';
import type { Database, Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { recordEvent } from '../history/eventRows';
import { recordSessionJobEnded } from '../sessions/sessionProgress';
import { carryOutScrapeOutcome } from '../tasks/scrapeOutcomePipeline';
import { compareScrape } from './changes';
import { markApproved } from './menuApproval';
import type { DocumentDiscrepancy } from './documents/types';
import type { ChangeCounts, ScrapeRun } from './types';
import { storedItems, writeDishes, writeItemChanges, writeTitles, type WrittenItems } from './writeScrapedItems';

export interface PersistScrapeInput {
  jobId: number;
  /** The run, or null when no run ended (the job failed on an exception, or its attempts ran out). */
  run: ScrapeRun | null;
  /** COMPLETED: the run came to a verdict (its scraping status says which); FAILED: the job could not run to its end. */
  status: 'COMPLETED' | 'FAILED';
  /** Why the job failed, added to its exceptions (after what its failed attempts noted there). */
  failure?: string | null;
  responseFileKey?: string | null;
  reportFileKey?: string | null;
  /** Document jobs: where the engines disagree (PDF_AI against our rules). */
  discrepancies?: DocumentDiscrepancy[] | null;
}

export interface PersistScrapeResult {
  /** False: the job was already finished (by another attempt); nothing was written. */
  persisted: boolean;
  scrapingStatus: RunOutcome | null;
  menuStatus: string | null;
}

interface JobRow {
  id: number;
  /** HTML_SCRAPING or DOCUMENT_SCRAPING: the same edges, each kind its own job column and scraping type on the menu. */
  kind: 'HTML_SCRAPING' | 'DOCUMENT_SCRAPING';
  menu_id: number;
  status: string;
  reason: string;
  is_rerun: boolean;
  is_debug_mode: boolean;
  requested_by_id: number | null;
  started_date: Date | null;
  created_date: Date;
}

interface MenuRow {
  id: number;
  brand_id: number;
  status: string;
  format: string | null;
  last_approved_job_id: number | null;
}

const SIGNIFICANT_COUNT_SQL = (counts: string) =>
  `(coalesce((${counts}->>'created')::int, 0) + coalesce((${counts}->>'deleted')::int, 0) + coalesce((${counts}->>'restored')::int, 0)
    + coalesce((${counts}->>'significantlyUpdated')::int, 0)) > 0`;

/** A successful run since the approved one (not this job) changed something significant that nobody approved yet. */
async function hasUnapprovedSignificantRun(tx: Queryable, menu: MenuRow, jobId: number): Promise<boolean> {
  const [row] = await tx.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM scraping_jobs j WHERE j.menu_id = $1 AND j.kind IN ('HTML_SCRAPING', 'DOCUMENT_SCRAPING') AND j.id > coalesce($2::int, 0) AND j.id <> $3
       AND j.status = 'COMPLETED' AND j.scraping_status IN ('SUCCESS', 'PARTIAL_SUCCESS')
       AND (${SIGNIFICANT_COUNT_SQL("j.change_counts->'menuTitles'")} OR ${SIGNIFICANT_COUNT_SQL("j.change_counts->'dishes'")})) AS found`,
    [menu.id, menu.last_approved_job_id, jobId],
  );
  return row.found;
}

export async function persistScrape(db: Database, input: PersistScrapeInput): Promise<PersistScrapeResult> {
  return db.transaction(async (tx) => {
    const [job] = await tx.query<JobRow>(
      'SELECT id, kind, menu_id, status, reason, is_rerun, is_debug_mode, requested_by_id, started_date, created_date FROM scraping_jobs WHERE id = $1 FOR UPDATE',
      [input.jobId],
    );
    if (!job || job.status !== 'IN_PROGRESS') return { persisted: false, scrapingStatus: null, menuStatus: null };
    const [menu] = await tx.query<MenuRow>('SELECT id, brand_id, status, format, last_approved_job_id FROM menus WHERE id = $1 FOR UPDATE', [job.menu_id]);
    const at = new Date().toISOString();
    const run = input.run;
    const outcome: RunOutcome = input.status === 'COMPLETED' && run ? run.scrapingStatus : 'ERROR';

    let changeCounts: { menuTitles: ChangeCounts; dishes: ChangeCounts } | null = null;
    let runIsSignificant = false;
    let comparison: ReturnType<typeof compareScrape> | null = null;
    let isFirstRun = false;
    if (outcome !== 'ERROR' && run) {
      const stored = await storedItems(tx, menu.id);
      isFirstRun = stored.menuTitles.length === 0 && stored.dishes.length === 0;
      comparison = compareScrape(stored, run);
      changeCounts = { menuTitles: comparison.menuTitles.counts, dishes: comparison.dishes.counts };
      runIsSignificant = hasSignificantChange([...comparison.menuTitles.decisions, ...comparison.dishes.decisions].flatMap((d) => (d.status ? [d.status] : [])));
    }
    const decision = decideScrapeOutcome({
      outcome,
      isRerun: job.is_rerun,
      hasSignificantChanges: runIsSignificant || (job.is_rerun && outcome !== 'ERROR' && (await hasUnapprovedSignificantRun(tx, menu, job.id))),
    });

    let written: WrittenItems | null = null;
    if (decision.keepsItems && run && comparison) {
      const titleIds = await writeTitles(tx, menu.id, job.id, run, comparison.menuTitles.decisions, isFirstRun);
      const dishIds = await writeDishes(tx, menu.id, job.id, run, comparison.dishes.decisions, titleIds, isFirstRun);
      await writeItemChanges(tx, job.id, 'MENU_TITLE', comparison.menuTitles.decisions, titleIds);
      await writeItemChanges(tx, job.id, 'DISH', comparison.dishes.decisions, dishIds);
      written = { titleIds, dishIds };
    }

    const startedMs = new Date(job.started_date ?? job.created_date).getTime();
    await tx.query(
      `UPDATE scraping_jobs SET status = $2, scraping_status = $3, finished_date = $4, duration_ms = $5, messages = $6, exceptions = exceptions || $7::text[], flags = $8,
         change_counts = $9, report = COALESCE($10, report), scraped_menu_title_count = $11, scraped_dish_count = $12,
         response_file_key = COALESCE($13, response_file_key), report_file_key = COALESCE($14, report_file_key),
         started_date = COALESCE(started_date, $4), discrepancies = COALESCE($15, discrepancies)
       WHERE id = $1`,
      [
        job.id,
        input.status,
        outcome,
        at,
        run?.report.durationMs ?? Math.max(0, Date.parse(at) - startedMs),
        run?.messages ?? [],
        [...(run?.exceptions ?? []), ...(input.failure ? [input.failure] : [])],
        run?.flags ?? [],
        changeCounts === null ? null : JSON.stringify(changeCounts),
        run ? JSON.stringify(run.report) : null,
        run ? run.menuTitles.length : null,
        run ? run.dishes.length : null,
        input.responseFileKey ?? null,
        input.reportFileKey ?? null,
        input.discrepancies ? JSON.stringify(input.discrepancies) : null,
      ],
    );

    // A session's job counts on its session (which may end COMPLETED, or be aborted by the failure rule).
    await recordSessionJobEnded(tx, job.id, outcome);

    const stillAwaiting = await tx.query<{ id: number }>(
      "SELECT id FROM scraping_jobs WHERE menu_id = $1 AND kind IN ('HTML_SCRAPING', 'DOCUMENT_SCRAPING') AND status = 'IN_PROGRESS' AND id <> $2 LIMIT 1",
      [menu.id, job.id],
    );
    const isDocument = job.kind === 'DOCUMENT_SCRAPING';
    await tx.query(
      isDocument
        ? `UPDATE menus SET status = $2, is_awaiting_scraping = $3, document_menu_scraping_job_id = $4, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`
        : `UPDATE menus SET status = $2, is_awaiting_scraping = $3, html_menu_scraping_job_id = $4, is_html_menu_scraped_in_debug_mode = $5,
         modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`,
      isDocument ? [menu.id, decision.menuStatus, stillAwaiting.length > 0, job.id] : [menu.id, decision.menuStatus, stillAwaiting.length > 0, job.id, job.is_debug_mode],
    );
    // The menu's last scraping outcome (the cluster's menus table and its reset read it): this run's, unless a later
    // run of the menu has already finished.
    await tx.query(
      `UPDATE menus SET scraping_status = $2 WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM scraping_jobs j WHERE j.menu_id = $1 AND j.id > $3
         AND j.kind IN ('HTML_SCRAPING', 'DOCUMENT_SCRAPING', 'SESSION') AND j.scraping_status IS NOT NULL AND j.status <> 'IN_PROGRESS')`,
      [menu.id, outcome, job.id],
    );
    if (written) {
      await tx.query(
        `UPDATE menus SET scraped_date = $2, scraped_by_id = COALESCE($3, scraped_by_id), scraping_type = $5, is_scraped_automatically = $4,
           dish_count = (SELECT count(*)::int FROM dishes d WHERE d.menu_id = $1 AND NOT d.is_deleted)
         WHERE id = $1`,
        [menu.id, at, job.requested_by_id, job.reason === 'RERUN', isDocument ? (menu.format === 'IMAGE' ? 'DOCUMENT_IMAGE' : 'DOCUMENT_PDF') : 'HTML_MANUAL'],
      );
    }
    if (decision.isApproved) await markApproved(tx, menu.id, job.id);

    const taskChanges = await carryOutScrapeOutcome(tx, { id: menu.id, brandId: menu.brand_id }, decision.edges, job.id, at);
    const failed = outcome === 'ERROR';
    await recordEvent(tx, {
      userId: null,
      type: failed ? 'SCRAPE_ERROR' : 'SCRAPE',
      entityType: 'MENU',
      entityId: menu.id,
      message: failed
        ? `Menu scrape failed (job ${job.id}): ${[...(run?.messages ?? []), ...(input.failure ? [input.failure] : [])].slice(0, 3).join('; ') || 'no result'}`
        : `Menu scraped (job ${job.id}): ${run!.menuTitles.length} titles, ${run!.dishes.length} dishes; ${decision.menuStatus}`,
      data: {
        menuStatus: decision.menuStatus,
        previousMenuStatus: menu.status,
        jobId: job.id,
        scrapingStatus: outcome,
        jobStatus: input.status,
        changeCounts,
        tasks: taskChanges,
      },
    });
    return { persisted: true, scrapingStatus: outcome, menuStatus: decision.menuStatus };
  });
}
