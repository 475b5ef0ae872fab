// Where the demo data's menus live (`${origin}/demo-sites/...`) is part of the data the demo wrote (issue 24): the demo
// load stores the origin in settings, and every process reads it there. So a worker started without the API's PORT or
// DEMO_SITES_ORIGIN, an API restarted on another port, or a test server copied from a template still answers the demo
// menus in-process, instead of taking its own localhost:PORT for their origin and failing each scrape.
import type { Queryable } from '../db/database';
import { DEMO_INSTRUCTIONS_ORIGIN } from './demoSiteInstructions';

export const DEMO_SITES_ORIGIN_SETTING = 'demoSitesOrigin';

/** How long a process that found no stored origin waits before asking again (the API may load the demo data later). */
const RECHECK_MS = 5_000;

export async function storeDemoSitesOrigin(tx: Queryable, origin: string): Promise<void> {
  await tx.query('INSERT INTO settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [
    DEMO_SITES_ORIGIN_SETTING,
    JSON.stringify(origin),
  ]);
}

export async function readStoredDemoSitesOrigin(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [DEMO_SITES_ORIGIN_SETTING]);
  return typeof row?.value === 'string' ? row.value : null;
}

const lookups = new WeakMap<Queryable, () => Promise<string | null>>();

/**
 * The stored origin, read from the database once it is there (it never changes after the demo load); while there is
 * none, asked again at most every few seconds. One lookup per database object, shared by its fetchers.
 */
export function storedDemoSitesOrigin(db: Queryable): () => Promise<string | null> {
  let lookup = lookups.get(db);
  if (!lookup) {
    let found: string | null = null;
    let checkedAt = -Infinity;
    lookup = async () => {
      if (found !== null || Date.now() - checkedAt < RECHECK_MS) return found;
      checkedAt = Date.now();
      found = await readStoredDemoSitesOrigin(db);
      return found;
    };
    lookups.set(db, lookup);
  }
  return lookup;
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Which URLs are the demo sites', answered in-process (fetcher.ts): the origin this process is configured with
 * (DEMO_SITES_ORIGIN, or localhost:PORT), the one the demo data was written under (stored), and the origin the worked
 * examples and instruction files name (http://localhost:4000), so that an example uploaded as written scrapes on any
 * PORT, unless SCRAPER_ALLOWED_ORIGINS names that origin as a real site.
 */
export function demoOriginMatcher(options: { configured: string; db?: Queryable; allowedOrigins: ReadonlySet<string> }): (url: URL) => Promise<boolean> {
  const fixed = new Set([originOf(options.configured), options.allowedOrigins.has(DEMO_INSTRUCTIONS_ORIGIN) ? null : DEMO_INSTRUCTIONS_ORIGIN]);
  fixed.delete(null);
  const stored = options.db ? storedDemoSitesOrigin(options.db) : null;
  return async (url) => {
    if (fixed.has(url.origin)) return true;
    if (!stored) return false;
    const origin = await stored();
    return origin !== null && originOf(origin) === url.origin;
  };
}
