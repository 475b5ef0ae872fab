// What a process checks at start against the data and the other processes on its database (issue 24): where the demo
// data put the demo sites (answered there in-process whatever this process's PORT), whether it keeps its files in the
// shared folder, and, for API processes, whether it signs with the shared secret. Whatever disagrees is said once, at
// start, instead of failing each job; a worker whose files would be lost to the others refuses to start.
import { checkSharedSecret, hasApiProcessStarted } from './auth/sharedSecret';
import type { Config } from './config';
import type { Queryable } from './db/database';
import { readStoredDemoSitesOrigin } from './demo-sites/demoSitesOrigin';
import { checkSharedFileStore } from './files/sharedFileStore';

export interface StartupCheck {
  /** Lines for the log: what this process found that another process or its own settings would not expect. */
  notes: string[];
  /** Set when this process must not run: why, and what to change. */
  refusal: string | null;
}

function databaseName(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

export async function checkAtStart(db: Queryable, config: Config, kind: 'api' | 'worker'): Promise<StartupCheck> {
  const notes: string[] = [];
  let refusal: string | null = null;
  const demoOrigin = await readStoredDemoSitesOrigin(db);
  if (demoOrigin && demoOrigin !== config.demoSitesOrigin) {
    notes.push(
      `Demo sites: the demo data's menus are under ${demoOrigin} (kept with the demo data in the database), and this process answers ` +
        `that origin in-process; its own DEMO_SITES_ORIGIN (or localhost:PORT) would have said ${config.demoSitesOrigin}.`,
    );
  }
  // PGlite: one process owns the data folder, its files and its secret; there is no one to disagree with.
  if (!config.databaseUrl) return { notes, refusal };
  if (kind === 'worker' && !(await hasApiProcessStarted(db))) {
    notes.push(`No API process has started on ${databaseName(config.databaseUrl)} yet: jobs come from the API. Is DATABASE_URL the API's?`);
  }
  const files = await checkSharedFileStore(db, config.dataDir);
  if (files && kind === 'worker') refusal = files;
  else if (files) notes.push(files);
  if (kind === 'api') {
    const secret = await checkSharedSecret(db, config.jwtSecret);
    if (secret) notes.push(secret);
  }
  return { notes, refusal };
}
