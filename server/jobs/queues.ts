// The pg-boss queues of the scraping engine, one per kind of scraping_jobs row. Every queue exists from the first start
// (with its retry, backoff, expiry and heartbeat), so a later issue adds a handler for its kind, not plumbing: the outbox
// already dispatches every kind (outbox.ts), and a job waits in its queue until a worker for it runs.

export const SCRAPING_JOB_KINDS = ['HTML_SCRAPING', 'DOCUMENT_CRAWLING', 'DOCUMENT_SCRAPING', 'PROBING', 'SESSION'] as const;
export type ScrapingJobKind = (typeof SCRAPING_JOB_KINDS)[number];

export const QUEUE_OF_KIND: Readonly<Record<ScrapingJobKind, string>> = {
  HTML_SCRAPING: 'html-scraping',
  DOCUMENT_CRAWLING: 'document-crawling',
  DOCUMENT_SCRAPING: 'document-scraping',
  PROBING: 'menu-probing',
  SESSION: 'scraping-sessions',
};

/** Where a job lands once its retries are spent (or it expired on its last attempt): its handler records the failure. */
export function deadLetterQueueOf(queue: string): string {
  return `${queue}-failed`;
}

/** The payload of every queued job: our record is the row; pg-boss only carries its id. */
export interface ScrapingJobPayload {
  scrapingJobId: number;
}

export interface QueuePolicy {
  /** Attempts after the first. */
  retryLimit: number;
  /** Seconds before the first retry; doubled per retry (retryBackoff), at most retryDelayMaxSeconds. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** An attempt running longer is failed (and retried): a bound above the fetcher's own timeouts. */
  expireInSeconds: number;
  /**
   * A worker that stops sending heartbeats (killed, frozen, its machine gone) loses the job after this many seconds,
   * and another worker retries it: a killed worker's job does not wait out the whole expiry. pg-boss's minimum is 10.
   */
  heartbeatSeconds: number;
}

/**
 * HTML scraping: a run of a few pages, each fetch bounded by 15 s and retried by the fetcher; a whole job gets 3 more
 * attempts, 10 s, 20 s, 40 s apart (capped at 2 minutes), because a site that is down now is often up a minute later.
 */
export const DEFAULT_QUEUE_POLICY: QueuePolicy = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 120,
  expireInSeconds: 10 * 60,
  heartbeatSeconds: 30,
};

/** Document crawling and scraping download files and extract text (OCR): longer attempts. */
export const QUEUE_POLICIES: Readonly<Record<ScrapingJobKind, QueuePolicy>> = {
  HTML_SCRAPING: DEFAULT_QUEUE_POLICY,
  DOCUMENT_CRAWLING: { ...DEFAULT_QUEUE_POLICY, expireInSeconds: 20 * 60 },
  DOCUMENT_SCRAPING: { ...DEFAULT_QUEUE_POLICY, expireInSeconds: 30 * 60 },
  PROBING: DEFAULT_QUEUE_POLICY,
  SESSION: { ...DEFAULT_QUEUE_POLICY, retryLimit: 1, expireInSeconds: 60 * 60 },
};

/** pg-boss's own job id for a row: derived from the row's id, so dispatching a row twice queues it once (outbox.ts). */
export function bossJobIdOf(scrapingJobId: number): string {
  // A fixed namespace prefix and the id, zero-padded into the last group: a valid UUID that no random v4 id can equal
  // (version nibble 0).
  const id = scrapingJobId.toString(16).padStart(12, '0');
  if (id.length > 12) throw new Error(`Scraping job id ${scrapingJobId} is too large for a pg-boss job id`);
  return `5c4a9e00-0000-0000-8000-${id}`;
}
