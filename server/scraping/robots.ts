// robots.txt honoured (issue 12): each domain's file is read once per TTL and kept in scraping_domains, so every worker
// shares one copy instead of asking the site again per page. The rules are read by robots-parser for our user agent's
// token. A missing file (4xx) allows everything; a file the site failed to serve (5xx, network) is not cached and the
// page is tried, so the run reports the page's own error, which is what the scraper can act on.
import robotsParser from 'robots-parser';
import type { Queryable } from '../db/database';

/** The product token a robots.txt names us by (User-agent: CurationBackOfficeBot). */
export const ROBOTS_USER_AGENT_TOKEN = 'CurationBackOfficeBot';
export const SCRAPER_USER_AGENT = `${ROBOTS_USER_AGENT_TOKEN}/1.0 (Curation back office menu scraper)`;
export const DEFAULT_ROBOTS_TTL_MS = 24 * 60 * 60 * 1000;
/** Google reads the first 500 KiB of a robots.txt; so do we. */
export const MAX_ROBOTS_BYTES = 500 * 1024;

/** Whether robots.txt `text` (served at robotsUrl) lets us fetch pageUrl. An empty text allows everything. */
export function robotsAllows(text: string, robotsUrl: string, pageUrl: string): boolean {
  if (text.trim() === '') return true;
  // undefined means the page is not on the file's host; the caller always passes the page's own robots.txt.
  return robotsParser(robotsUrl, text).isAllowed(pageUrl, ROBOTS_USER_AGENT_TOKEN) !== false;
}

export interface CachedRobots {
  text: string;
  isFresh: boolean;
}

export interface RobotsCache {
  read(domain: string): Promise<CachedRobots | null>;
  write(domain: string, text: string): Promise<void>;
}

export function createDatabaseRobotsCache(db: Queryable, ttlMs = DEFAULT_ROBOTS_TTL_MS): RobotsCache {
  return {
    async read(domain) {
      const [row] = await db.query<{ robots_txt: string | null; is_fresh: boolean }>(
        `SELECT robots_txt, robots_fetched_at > clock_timestamp() - make_interval(secs => $2::float8 / 1000.0) AS is_fresh
           FROM scraping_domains WHERE domain = $1 AND robots_fetched_at IS NOT NULL`,
        [domain, ttlMs],
      );
      return row ? { text: row.robots_txt ?? '', isFresh: row.is_fresh } : null;
    },
    async write(domain, text) {
      await db.query(
        `INSERT INTO scraping_domains (domain, robots_txt, robots_fetched_at) VALUES ($1, $2, clock_timestamp())
         ON CONFLICT (domain) DO UPDATE SET robots_txt = EXCLUDED.robots_txt, robots_fetched_at = EXCLUDED.robots_fetched_at`,
        [domain, text],
      );
    },
  };
}
