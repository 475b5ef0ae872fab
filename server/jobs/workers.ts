// The job workers of one process: pg-boss on the product's database, the outbox dispatcher, and a handler per queue
// (HTML scraping now; document crawling, probing and sessions add theirs here). They run inside the API process by
// default (server/main.ts) and in `npm run worker` processes (server/worker.ts) when DATABASE_URL points at a server:
// pg-boss hands each job to one worker whichever process it is in, so adding workers adds throughput, not code.
// On PGlite only the API process can open the data folder, so it is the only worker there.
import type { PgBoss, JobWithMetadata } from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { fileStoreOf } from '../files/fileStoreOf';
import { createDebugBrowser } from '../scraping/debug/debugBrowser';
import { closeDocumentReader } from '../scraping/documents/readDocumentFile';
import { createFetcher, type FetcherLimits } from '../scraping/fetcher';
import { startBoss, type BossOptions } from './boss';
import { failDocumentCrawlJob, runDocumentCrawlJob } from './documentCrawlWorker';
import { failDocumentScrapeJob, runDocumentScrapeJob } from './documentScrapeWorker';
import { failHtmlScrapeJob, runHtmlScrapeJob, type HtmlScrapeDeps } from './htmlScrapeWorker';
import { startClusteringWorker } from './clusteringJobs';
import { startProbingWorker } from './probingJobs';
import { startOutboxDispatcher } from './outbox';
import { deadLetterQueueOf, QUEUE_OF_KIND, SCRAPING_JOB_KINDS, type ScrapingJobPayload } from './queues';

export interface WorkerSettings extends BossOptions {
  /** How often an idle worker asks its queue for a job (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How often scheduled rows are handed to pg-boss (outbox.ts). */
  dispatchIntervalMs?: number;
  /** HTML scrapes run at once by this process (politeness still spaces requests per domain across all workers). */
  htmlScrapingConcurrency?: number;
  /** How long stop() lets running jobs finish before they are failed (and retried later, here or elsewhere). */
  stopTimeoutMs?: number;
  /** The fetcher's limits and per-domain spacing (tests shorten them); the fetcher is always the real one on the database. */
  fetcherLimits?: Pick<FetcherLimits, 'timeoutMs' | 'maxAttempts' | 'maxRetryAfterMs'> & { spacingMs?: number };
}

export interface JobWorkers {
  boss: PgBoss;
  /** Hands scheduled jobs to their queues now instead of at the next dispatch tick. */
  dispatchNow(): Promise<number>;
  /** Stops taking jobs, lets running ones finish (up to stopTimeoutMs, then fails them for a retry) and closes pg-boss. */
  stop(): Promise<void>;
}

export async function startJobWorkers(db: Database, config: Config, settings: WorkerSettings = {}): Promise<JobWorkers> {
  const boss = await startBoss(db, settings);
  const deps: HtmlScrapeDeps = {
    db,
    files: fileStoreOf(config),
    fetcher: createFetcher({ db, config, ...settings.fetcherLimits }),
    // One Chromium per process, launched by the first debug-mode job.
    debugBrowser: createDebugBrowser(config.chromiumPath),
    extractionBudgetMs: config.scrapingExtractionBudgetMs,
  };
  // Handlers still running (including their last database writes after an abort): stop() waits for them before the
  // caller closes the database.
  const running = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => undefined);
    return work;
  };
  const pollingIntervalSeconds = settings.pollingIntervalSeconds ?? 1;

  const htmlQueue = QUEUE_OF_KIND.HTML_SCRAPING;
  await boss.work(
    htmlQueue,
    { includeMetadata: true, pollingIntervalSeconds, localConcurrency: settings.htmlScrapingConcurrency ?? 2 },
    async (jobs: JobWithMetadata<ScrapingJobPayload>[]) => {
      for (const job of jobs) {
        await track(runHtmlScrapeJob(deps, { scrapingJobId: job.data.scrapingJobId, signal: job.signal, isLastAttempt: job.retryCount >= job.retryLimit }));
      }
    },
  );
  await boss.work<ScrapingJobPayload>(deadLetterQueueOf(htmlQueue), { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await track(failHtmlScrapeJob(deps, job.data.scrapingJobId));
  });

  // Document menus: crawls (find, download and read the files) and scrapes (the chosen files -> titles and dishes). Their
  // fetcher is a second instance on the same database, so politeness and robots.txt are still shared per domain.
  const documentDeps = { db, files: deps.files, config, fetcher: createFetcher({ db, config, ...settings.fetcherLimits }) };
  const crawlQueue = QUEUE_OF_KIND.DOCUMENT_CRAWLING;
  const documentQueue = QUEUE_OF_KIND.DOCUMENT_SCRAPING;
  const attemptOf = (job: JobWithMetadata<ScrapingJobPayload>) => ({ scrapingJobId: job.data.scrapingJobId, signal: job.signal, isLastAttempt: job.retryCount >= job.retryLimit });
  const documentOptions = { includeMetadata: true, pollingIntervalSeconds, localConcurrency: 1 } as const;
  await boss.work(crawlQueue, documentOptions, async (jobs: JobWithMetadata<ScrapingJobPayload>[]) => {
    for (const job of jobs) await track(runDocumentCrawlJob(documentDeps, attemptOf(job)));
  });
  await boss.work<ScrapingJobPayload>(deadLetterQueueOf(crawlQueue), { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await track(failDocumentCrawlJob(documentDeps, job.data.scrapingJobId));
  });
  await boss.work(documentQueue, documentOptions, async (jobs: JobWithMetadata<ScrapingJobPayload>[]) => {
    for (const job of jobs) await track(runDocumentScrapeJob(documentDeps, attemptOf(job)));
  });
  await boss.work<ScrapingJobPayload>(deadLetterQueueOf(documentQueue), { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await track(failDocumentScrapeJob(documentDeps, job.data.scrapingJobId));
  });

  // Probing lead menus: each probe, and the daily probing session (probingJobs.ts). Its own fetcher on the same database,
  // so politeness and robots.txt are shared per domain with the scrapes.
  await startProbingWorker(
    { db, fetcher: createFetcher({ db, config, ...settings.fetcherLimits }), extractionBudgetMs: config.scrapingExtractionBudgetMs },
    boss,
    { pollingIntervalSeconds, schedule: config.probingSchedule, track },
  );

  // Forming clusters: hourly, and once at start when there are platforms (clusteringJobs.ts).
  await startClusteringWorker(db, boss, { pollingIntervalSeconds, track });

  const dispatcher = startOutboxDispatcher(db, boss, SCRAPING_JOB_KINDS, settings.dispatchIntervalMs ?? 500);
  let stopping: Promise<void> | null = null;
  return {
    boss,
    dispatchNow: dispatcher.dispatchNow,
    stop() {
      stopping ??= (async () => {
        await dispatcher.stop();
        await boss.stop({ graceful: true, timeout: settings.stopTimeoutMs ?? 20_000 });
        await Promise.allSettled([...running]);
        // The OCR worker the document crawls started, if any.
        await closeDocumentReader();
        await deps.debugBrowser?.close();
      })();
      return stopping;
    },
  };
}
