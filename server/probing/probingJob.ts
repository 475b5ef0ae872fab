// The probing job (docs/probing.md, "Jobs"): reads a lead menu's pages through the engine (runScrape: the fetcher's
// politeness and robots.txt, pagination and tabs as a scrape follows them), each page fingerprinted under the cluster's
// template by the extraction that reads it (fingerprint.ts, in the extraction threads: one parse per page), and
// compares with the cluster's stored fingerprint of the menu (probingWrites.ts). Pages that could not be read for a
// reason that may pass are retried by pg-boss as scrapes are (isRetryableRun); a probe whose attempts are spent ends
// FAILED with its error, and the menu is no longer held back from scraping.
import type { ScrapingInstructions } from '../../domain/scrapingInstructions';
import type { Database } from '../db/database';
import { isRetryableRun, RetryableScrapeError } from '../jobs/htmlScrapeWorker';
import { runScrape } from '../scraping/runScrape';
import type { Fetcher, ScrapeRun } from '../scraping/types';
import { mergeFingerprints } from './fingerprint';
import { recordProbe, recordProbeFailure, type ProbeOutcome } from './probingWrites';

export interface ProbingDeps {
  db: Database;
  fetcher: Fetcher;
  extractionBudgetMs?: number;
}

export interface ProbingAttempt {
  scrapingJobId: number;
  signal: AbortSignal;
  isLastAttempt: boolean;
}

interface ProbeToRun {
  id: number;
  menu_id: number;
  job_status: string;
  menu_url: string | null;
  template_id: number | null;
  template_version: number | null;
  template_instructions: ScrapingInstructions | null;
}

async function loadProbe(db: Database, scrapingJobId: number): Promise<ProbeToRun | null> {
  const rows = await db.query<ProbeToRun>(
    `SELECT p.id, p.menu_id, p.job_status, m.url AS menu_url, t.id AS template_id,
            t.scraping_instructions_version AS template_version, t.scraping_instructions AS template_instructions
       FROM menu_probing_jobs p JOIN menus m ON m.id = p.menu_id
       JOIN menu_scraping_clusters c ON c.id = p.menu_scraping_cluster_id
       LEFT JOIN menu_scraping_clusters master ON master.id = c.master_id
       LEFT JOIN menu_scraping_templates t ON t.id = COALESCE(c.menu_scraping_template_id, master.menu_scraping_template_id) AND t.deleted_date IS NULL
      WHERE p.scraping_job_id = $1`,
    [scrapingJobId],
  );
  return rows[0] ?? null;
}

async function noteAttempt(db: Database, scrapingJobId: number, message: string): Promise<void> {
  await db.query(
    `UPDATE scraping_jobs SET exceptions = exceptions || ARRAY['Attempt ' || attempts || ': ' || $2::text] WHERE id = $1 AND status = 'IN_PROGRESS'`,
    [scrapingJobId, message],
  );
}

/** The response kept on the job: what was read, without the pages' HTML. */
function responseOf(run: ScrapeRun) {
  return {
    scrapingStatus: run.scrapingStatus,
    pages: run.report.pages,
    messages: run.messages,
    exceptions: run.exceptions,
    flags: run.flags,
    menuTitleCount: run.menuTitles.length,
    dishCount: run.dishes.length,
  };
}

export async function runProbingJob(deps: ProbingDeps, attempt: ProbingAttempt): Promise<ProbeOutcome | null> {
  const probe = await loadProbe(deps.db, attempt.scrapingJobId);
  if (!probe || probe.job_status !== 'IN_PROGRESS') return null;
  const started = await deps.db.query(
    "UPDATE scraping_jobs SET attempts = attempts + 1, started_date = COALESCE(started_date, now()) WHERE id = $1 AND status = 'IN_PROGRESS' RETURNING id",
    [attempt.scrapingJobId],
  );
  if (started.length === 0) return null;
  if (!probe.template_instructions || probe.template_id === null || !probe.menu_url) {
    return recordProbeFailure(deps.db, attempt.scrapingJobId, 'The cluster has no template (or the menu no URL): there is nothing to probe with.');
  }
  let run: ScrapeRun;
  try {
    run = await runScrape({
      instructions: probe.template_instructions,
      menuUrl: probe.menu_url,
      fetcher: deps.fetcher,
      lastApprovedDishCount: null,
      signal: attempt.signal,
      extractionBudgetMs: deps.extractionBudgetMs,
      fingerprint: true,
    });
  } catch (error) {
    const message = attempt.signal.aborted ? 'the worker stopped during the probe; it is run again' : error instanceof Error ? error.message : String(error);
    await noteAttempt(deps.db, attempt.scrapingJobId, message).catch(() => undefined);
    throw error;
  }
  // The pages extracted, each with its fingerprint; none (no page fetched, or none could be extracted): the probe failed.
  const pageFingerprints = run.pageFingerprints ?? [];
  if (pageFingerprints.length === 0) {
    const message = run.messages[0] ?? 'No page could be read';
    if (isRetryableRun(run) && !attempt.isLastAttempt) {
      await noteAttempt(deps.db, attempt.scrapingJobId, message);
      throw new RetryableScrapeError(message);
    }
    return recordProbeFailure(deps.db, attempt.scrapingJobId, message, responseOf(run));
  }
  return recordProbe(deps.db, {
    scrapingJobId: attempt.scrapingJobId,
    fingerprint: mergeFingerprints(pageFingerprints),
    templateId: probe.template_id,
    templateVersion: probe.template_version,
    response: responseOf(run),
  });
}

/** pg-boss's dead letter: the probe's attempts are spent (thrown or expired); it ends FAILED with what they noted. */
export async function failProbingJob(deps: Pick<ProbingDeps, 'db'>, scrapingJobId: number): Promise<ProbeOutcome | null> {
  const [row] = await deps.db.query<{ attempts: number; exceptions: string[] }>('SELECT attempts, exceptions FROM scraping_jobs WHERE id = $1', [scrapingJobId]);
  if (!row) return null;
  const last = row.exceptions.at(-1);
  return recordProbeFailure(deps.db, scrapingJobId, `The probe failed after ${row.attempts} attempt${row.attempts === 1 ? '' : 's'}${last ? ` (${last})` : ''}.`);
}
