// Which menus a platform's two patterns pick out (DESIGN.md section 5): a menu is the platform's when its URL holds a
// match of the identification regex, and valid when it also holds one of the normalization regex (people anchor
// them with ^ and $). The patterns run on RE2 (RE2JS's DFA through test()), never on PostgreSQL's or JavaScript's
// backtracking engines.
//
// Fast: PostgreSQL hands over only the URLs that contain the identification regex's required text (requiredLiteral.ts;
// LIKE through the trigram index of url), so a platform anchored to its host reads its own menus, not all of them.
// Bounded: RE2 is linear, but text times pattern can still be large over 200,000 URLs, so the matching works in
// batches, gives the event loop back between them (other requests go on), and stops with a clear error once it has
// spent its time budget.
import { RE2JS } from 're2js';
import type { Queryable } from '../db/database';
import { validationError } from '../graphql/errors';
import { requiredLiteral } from './requiredLiteral';

export interface PlatformRegexes {
  urlIdentificationRegex: string;
  urlNormalizationRegex: string;
}

export interface MatchedBatch {
  /** Ids (ascending) of the platform's menus whose URL matches the normalization regex. */
  valid: number[];
  /** Ids (ascending) of the platform's menus whose URL does not. */
  invalid: number[];
}

export interface MatchOptions {
  /** Time the matching itself may take (the database's time is not counted). */
  budgetMs: number;
  batchSize?: number;
}

/** The default budget of an interactive request: well above a real platform's cost, well below a person's patience. */
export const MENUS_BY_URL_REGEX_BUDGET_MS = 3000;
const DEFAULT_BATCH_SIZE = 10_000;
/** URLs matched between two looks at the clock. */
const CLOCK_EVERY = 128;

export function matchingTooSlowError(budgetMs: number) {
  return validationError(
    `The regexes took more than ${budgetMs / 1000} s over the menus' URLs and were stopped: make the identification regex more specific (anchor it with ^ and the site's address).`,
    'urlIdentificationRegex',
  );
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A LIKE pattern for text anywhere (byte-exact: LIKE's own % _ and \ escaped), which 002's trigram index of url serves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The platform's menus, batch by batch in id order, split into valid and invalid. */
export async function* matchPlatformMenus(db: Queryable, regexes: PlatformRegexes, options: MatchOptions): AsyncGenerator<MatchedBatch> {
  const identification = RE2JS.compile(regexes.urlIdentificationRegex);
  const normalization = RE2JS.compile(regexes.urlNormalizationRegex);
  const literal = requiredLiteral(regexes.urlIdentificationRegex);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let spentMs = 0;
  let after = 0;
  for (;;) {
    const rows = await db.query<{ id: number; url: string }>(
      `SELECT id, url FROM menus
        WHERE id > $1 AND NOT is_deleted AND url IS NOT NULL ${literal === null ? '' : 'AND url LIKE $3'}
        ORDER BY id LIMIT $2`,
      literal === null ? [after, batchSize] : [after, batchSize, containing(literal)],
    );
    if (rows.length === 0) return;
    const batch: MatchedBatch = { valid: [], invalid: [] };
    let started = performance.now();
    for (let index = 0; index < rows.length; index += 1) {
      const { id, url } = rows[index];
      if (identification.test(url)) (normalization.test(url) ? batch.valid : batch.invalid).push(id);
      if (index % CLOCK_EVERY === CLOCK_EVERY - 1) {
        const now = performance.now();
        spentMs += now - started;
        started = now;
        if (spentMs > options.budgetMs) throw matchingTooSlowError(options.budgetMs);
      }
    }
    spentMs += performance.now() - started;
    if (spentMs > options.budgetMs) throw matchingTooSlowError(options.budgetMs);
    yield batch;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1].id;
    await yieldToEventLoop();
  }
}
