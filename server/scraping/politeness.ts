// Per-domain politeness shared by every worker through the database (issue 12): a request to a domain first claims the
// domain's next slot in scraping_domains. The claim is one UPDATE ... RETURNING, so the row lock orders concurrent
// claimers and each gets its own slot, spaced by the domain's gap: adding workers queues them, it never doubles the rate
// at one restaurant's site. The gap is the spacing, or the back-off when the site is struggling (429, 503, 5xx, network
// errors): 2 s, doubling per failure up to 60 s, back to nothing after a success. A Retry-After pushes the next slot out.
// Times are the database's clock, so workers on machines whose clocks differ still agree.
import type { Queryable } from '../db/database';

export const DEFAULT_SPACING_MS = 1_000;
export const FIRST_BACKOFF_MS = 2_000;
export const MAX_BACKOFF_MS = 60_000;

export interface Politeness {
  /** Waits until this worker may send the domain a request (its claimed slot). Rejects if the signal aborts. */
  waitForTurn(domain: string, signal?: AbortSignal): Promise<void>;
  /** The site answered well: its back-off is cleared. */
  recordSuccess(domain: string): Promise<void>;
  /** The site is struggling: the back-off doubles (2 s to 60 s), and the next slot is at least retryAfterMs away. */
  recordFailure(domain: string, retryAfterMs?: number): Promise<void>;
}

export interface PolitenessOptions {
  /** Gap between two requests to one domain when it answers well (tests use a few milliseconds). */
  spacingMs?: number;
  firstBackoffMs?: number;
  maxBackoffMs?: number;
}

/** The doubling rule alone (a pure function, so its cap is tested without waiting a minute). */
export function nextBackoffMs(currentMs: number, first = FIRST_BACKOFF_MS, max = MAX_BACKOFF_MS): number {
  return Math.min(max, currentMs > 0 ? currentMs * 2 : first);
}

export function createDatabasePoliteness(db: Queryable, options: PolitenessOptions = {}): Politeness {
  const spacingMs = options.spacingMs ?? DEFAULT_SPACING_MS;
  const firstBackoffMs = options.firstBackoffMs ?? FIRST_BACKOFF_MS;
  const maxBackoffMs = options.maxBackoffMs ?? MAX_BACKOFF_MS;

  return {
    async waitForTurn(domain, signal) {
      signal?.throwIfAborted();
      await ensureDomainRow(db, domain);
      // The slot is the later of the domain's next allowed moment and now; the next claimer's starts one gap after it.
      // wait_ms is computed by the database against its own clock.
      const [claim] = await db.query<{ wait_ms: number }>(
        `UPDATE scraping_domains
            SET next_allowed_at = greatest(next_allowed_at, clock_timestamp())
                                  + make_interval(secs => greatest(backoff_ms, $2::integer) / 1000.0)
          WHERE domain = $1
      RETURNING greatest(0, extract(epoch FROM (next_allowed_at
                  - make_interval(secs => greatest(backoff_ms, $2::integer) / 1000.0) - clock_timestamp())) * 1000)::float8 AS wait_ms`,
        [domain, spacingMs],
      );
      const waitMs = Number(claim?.wait_ms ?? 0);
      if (waitMs > 0) await sleep(waitMs, signal);
    },
    async recordSuccess(domain) {
      await db.query('UPDATE scraping_domains SET backoff_ms = 0 WHERE domain = $1 AND backoff_ms <> 0', [domain]);
    },
    async recordFailure(domain, retryAfterMs = 0) {
      await ensureDomainRow(db, domain);
      // The doubling of nextBackoffMs, in SQL so two workers failing at once double it once each, not from a stale read;
      // the next request waits the new back-off (or the Retry-After, if longer).
      await db.query(
        `UPDATE scraping_domains
            SET backoff_ms = least($3::integer, CASE WHEN backoff_ms > 0 THEN backoff_ms * 2 ELSE $2::integer END),
                next_allowed_at = greatest(next_allowed_at, clock_timestamp() + make_interval(secs => greatest(
                  $4::integer, least($3::integer, CASE WHEN backoff_ms > 0 THEN backoff_ms * 2 ELSE $2::integer END)) / 1000.0))
          WHERE domain = $1`,
        [domain, firstBackoffMs, maxBackoffMs, Math.max(0, Math.round(retryAfterMs))],
      );
    },
  };
}

async function ensureDomainRow(db: Queryable, domain: string): Promise<void> {
  await db.query('INSERT INTO scraping_domains (domain) VALUES ($1) ON CONFLICT (domain) DO NOTHING', [domain]);
}

/** The domain a URL's politeness and robots.txt are kept under: its host with the port (a port is its own server). */
export function politenessDomainOf(url: URL): string {
  return url.host.toLowerCase();
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
