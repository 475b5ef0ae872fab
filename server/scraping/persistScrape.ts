// The last stage of a scrape (types.ts): in one transaction, the run becomes the menu's titles and dishes (compared with
// the stored ones by changes.ts), each change is recorded for review by difference, the job gets its outcome and counts,
// and the menu its status edge (machines/menuScrapingOutcome.ts, carried out by server/tasks/scrapeOutcomePipeline.ts).
// Idempotent per job: the job row is locked first and a job that is no longer IN_PROGRESS is left alone, so a job run
// twice (a worker presumed dead that was only slow) persists once. A broken run (ERROR) writes no item and no change.
import { decideScrapeOutcome, hasSignificantChange, type RunOutcome } from '../../machines/menuScrapingOutcome';
import type { Database, Queryable } from '../db/database';
import { NEXT_MODIFIED_DATE } from '../db/rowVersions';
import { recordEvent } from '../history/eventRows';
import { carryOutScrapeOutcome } from '../tasks/scrapeOutcomePipeline';
import { compareScrape, DISH_COMPARED_FIELDS, MENU_TITLE_COMPARED_FIELDS, type ItemChangeDecision, type ItemFieldValues, type StoredItem } from './changes';
import { markApproved } from './menuApproval';
import type { DocumentDiscrepancy } from './documents/types';
import type { ChangeCounts, ExtractedDish, ExtractedMenuTitle, ScrapeRun } from './types';

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

const TITLE_COLUMNS: Record<(typeof MENU_TITLE_COMPARED_FIELDS)[number], string> = {
  title: 'title',
  description: 'description',
  calories: 'calories',
  diets: 'diets',
  addons: 'addons',
  miscInfo: 'misc_info',
  allergens: 'allergens',
  nutritions: 'nutritions',
  isEverywhereAvailable: 'is_everywhere_available',
  isPlaceholder: 'is_placeholder',
};

const DISH_COLUMNS: Record<(typeof DISH_COMPARED_FIELDS)[number], string> = {
  name: 'name',
  description: 'description',
  price: 'price',
  calories: 'calories',
  diets: 'diets',
  addons: 'addons',
  miscInfo: 'misc_info',
  allergens: 'allergens',
  ingredients: 'ingredients',
  nutritions: 'nutritions',
  isCorrupt: 'is_corrupt',
};

function valuesOf(row: Record<string, unknown>, columns: Record<string, string>): ItemFieldValues {
  return Object.fromEntries(
    Object.entries(columns).map(([field, column]) => {
      const value = row[column];
      return [field, value === null || value === undefined ? null : String(value)];
    }),
  );
}

async function storedItems(tx: Queryable, menuId: number): Promise<{ menuTitles: StoredItem[]; dishes: StoredItem[] }> {
  const titles = await tx.query<Record<string, unknown> & { id: number; identity_key: string; parent_key: string | null; position: number; hash: string; is_deleted: boolean }>(
    `SELECT t.*, p.identity_key AS parent_key FROM menu_titles t LEFT JOIN menu_titles p ON p.id = t.parent_id WHERE t.menu_id = $1 ORDER BY t.id`,
    [menuId],
  );
  const dishes = await tx.query<Record<string, unknown> & { id: number; identity_key: string; title_key: string | null; position: number; hash: string; is_deleted: boolean }>(
    `SELECT d.*, t.identity_key AS title_key FROM dishes d LEFT JOIN menu_titles t ON t.id = d.menu_title_id WHERE d.menu_id = $1 ORDER BY d.id`,
    [menuId],
  );
  return {
    menuTitles: titles.map((row) => ({ id: row.id, key: row.identity_key, sectionKey: row.parent_key, position: row.position, hash: row.hash, isDeleted: row.is_deleted, values: valuesOf(row, TITLE_COLUMNS) })),
    dishes: dishes.map((row) => ({ id: row.id, key: row.identity_key, sectionKey: row.title_key, position: row.position, hash: row.hash, isDeleted: row.is_deleted, values: valuesOf(row, DISH_COLUMNS) })),
  };
}

/**
 * Frees the identity keys of rows that take another key in this run (a renamed item keeps its row), so that writing the
 * new keys cannot collide with a key another row is giving up in the same run.
 */
async function releaseChangedKeys(tx: Queryable, table: 'menu_titles' | 'dishes', decisions: readonly ItemChangeDecision[]): Promise<void> {
  const ids = decisions.filter((d) => d.previous && d.current && d.previous.key !== d.current.key).map((d) => d.previous!.id);
  if (ids.length) await tx.query(`UPDATE ${table} SET identity_key = '~released~' || id WHERE id = ANY($1::int[])`, [ids]);
}

/** Live dishes directly under each title, and under its descendants. */
export function titleDishCounts(titles: readonly ExtractedMenuTitle[], dishes: readonly ExtractedDish[]): Map<string, { direct: number; children: number }> {
  const counts = new Map(titles.map((title) => [title.key, { direct: 0, children: 0 }]));
  const parentOf = new Map(titles.map((title) => [title.key, title.parentKey]));
  for (const dish of dishes) {
    if (dish.menuTitleKey === null) continue;
    const own = counts.get(dish.menuTitleKey);
    if (own) own.direct += 1;
    const seen = new Set<string>([dish.menuTitleKey]);
    for (let key = parentOf.get(dish.menuTitleKey) ?? null; key !== null && !seen.has(key); key = parentOf.get(key) ?? null) {
      seen.add(key);
      const ancestor = counts.get(key);
      if (ancestor) ancestor.children += 1;
    }
  }
  return counts;
}

interface WrittenItems {
  titleIds: Map<string, number>;
  dishIds: Map<string, number>;
}

async function writeTitles(tx: Queryable, menuId: number, jobId: number, run: ScrapeRun, decisions: readonly ItemChangeDecision[], isFirstRun: boolean): Promise<Map<string, number>> {
  await releaseChangedKeys(tx, 'menu_titles', decisions);
  const byKey = new Map(run.menuTitles.map((title) => [title.key, title]));
  const counts = titleDishCounts(run.menuTitles, run.dishes);
  const rows = decisions
    .filter((d) => d.current)
    .map((d) => {
      const title = byKey.get(d.current!.key)!;
      const count = counts.get(title.key)!;
      return {
        id: d.previous?.id ?? null,
        identity_key: title.key,
        position: title.position,
        title: title.title,
        description: title.description,
        calories: title.calories,
        diets: title.diets,
        addons: title.addons,
        misc_info: title.miscInfo,
        allergens: title.allergens,
        nutritions: title.nutritions,
        is_everywhere_available: title.isEverywhereAvailable,
        is_placeholder: title.isPlaceholder,
        hash: title.hash,
        change_status: d.status === 'CREATED' && isFirstRun ? null : d.status,
        dish_count: count.direct,
        child_dish_count: count.children,
      };
    });
  const recordset = `json_to_recordset($1::json) AS r(id int, identity_key text, position int, title text, description text, calories text, diets text,
      addons text, misc_info text, allergens text, nutritions text, is_everywhere_available boolean, is_placeholder boolean, hash text,
      change_status text, dish_count int, child_dish_count int)`;
  await tx.query(
    `UPDATE menu_titles t SET identity_key = r.identity_key, position = r.position, title = r.title, description = r.description,
       calories = r.calories, diets = r.diets, addons = r.addons, misc_info = r.misc_info, allergens = r.allergens, nutritions = r.nutritions,
       is_everywhere_available = r.is_everywhere_available, is_placeholder = r.is_placeholder, hash = r.hash, is_deleted = false,
       change_status = COALESCE(r.change_status, t.change_status), dish_count = r.dish_count, child_dish_count = r.child_dish_count,
       last_job_id = $3, modified_date = now()
       FROM ${recordset} WHERE t.id = r.id AND t.menu_id = $2`,
    [JSON.stringify(rows.filter((row) => row.id !== null)), menuId, jobId],
  );
  await tx.query(
    `INSERT INTO menu_titles (menu_id, identity_key, position, title, description, calories, diets, addons, misc_info, allergens, nutritions,
       is_everywhere_available, is_placeholder, hash, change_status, dish_count, child_dish_count, last_job_id)
     SELECT $2, r.identity_key, r.position, r.title, r.description, r.calories, r.diets, r.addons, r.misc_info, r.allergens, r.nutritions,
       r.is_everywhere_available, r.is_placeholder, r.hash, r.change_status, r.dish_count, r.child_dish_count, $3
       FROM ${recordset}`,
    [JSON.stringify(rows.filter((row) => row.id === null)), menuId, jobId],
  );
  const ids = new Map(
    (await tx.query<{ id: number; identity_key: string }>('SELECT id, identity_key FROM menu_titles WHERE menu_id = $1 AND identity_key = ANY($2::text[])', [menuId, rows.map((row) => row.identity_key)])).map(
      (row) => [row.identity_key, row.id],
    ),
  );
  // Parent links once every title of the run has its row.
  const links = run.menuTitles.map((title) => ({ id: ids.get(title.key)!, parent_id: title.parentKey === null ? null : (ids.get(title.parentKey) ?? null) }));
  await tx.query(
    `UPDATE menu_titles t SET parent_id = r.parent_id FROM json_to_recordset($1::json) AS r(id int, parent_id int)
      WHERE t.id = r.id AND t.parent_id IS DISTINCT FROM r.parent_id`,
    [JSON.stringify(links)],
  );
  await markDeleted(tx, 'menu_titles', decisions, jobId);
  return ids;
}

async function writeDishes(tx: Queryable, menuId: number, jobId: number, run: ScrapeRun, decisions: readonly ItemChangeDecision[], titleIds: Map<string, number>, isFirstRun: boolean): Promise<Map<string, number>> {
  await releaseChangedKeys(tx, 'dishes', decisions);
  const byKey = new Map(run.dishes.map((dish) => [dish.key, dish]));
  const rows = decisions
    .filter((d) => d.current)
    .map((d) => {
      const dish = byKey.get(d.current!.key)!;
      return {
        id: d.previous?.id ?? null,
        identity_key: dish.key,
        menu_title_id: dish.menuTitleKey === null ? null : (titleIds.get(dish.menuTitleKey) ?? null),
        position: dish.position,
        name: dish.name,
        description: dish.description,
        ingredients: dish.ingredients,
        price: dish.price,
        calories: dish.calories,
        diets: dish.diets,
        addons: dish.addons,
        misc_info: dish.miscInfo,
        allergens: dish.allergens,
        nutritions: dish.nutritions,
        menu_title_path: dish.menuTitlePath,
        is_corrupt: dish.isCorrupt,
        hash: dish.hash,
        change_status: d.status === 'CREATED' && isFirstRun ? null : d.status,
      };
    });
  const recordset = `json_to_recordset($1::json) AS r(id int, identity_key text, menu_title_id int, position int, name text, description text,
      ingredients text, price text, calories text, diets text, addons text, misc_info text, allergens text, nutritions text, menu_title_path text[],
      is_corrupt boolean, hash text, change_status text)`;
  await tx.query(
    `UPDATE dishes d SET identity_key = r.identity_key, menu_title_id = r.menu_title_id, position = r.position, name = r.name,
       description = r.description, ingredients = r.ingredients, price = r.price, calories = r.calories, diets = r.diets, addons = r.addons,
       misc_info = r.misc_info, allergens = r.allergens, nutritions = r.nutritions, menu_title_path = r.menu_title_path,
       is_corrupt = r.is_corrupt, hash = r.hash, is_deleted = false, change_status = COALESCE(r.change_status, d.change_status),
       last_job_id = $3, modified_date = now()
       FROM ${recordset} WHERE d.id = r.id AND d.menu_id = $2`,
    [JSON.stringify(rows.filter((row) => row.id !== null)), menuId, jobId],
  );
  await tx.query(
    `INSERT INTO dishes (menu_id, identity_key, menu_title_id, position, name, description, ingredients, price, calories, diets, addons,
       misc_info, allergens, nutritions, menu_title_path, is_corrupt, hash, change_status, last_job_id)
     SELECT $2, r.identity_key, r.menu_title_id, r.position, r.name, r.description, r.ingredients, r.price, r.calories, r.diets, r.addons,
       r.misc_info, r.allergens, r.nutritions, COALESCE(r.menu_title_path, '{}'), r.is_corrupt, r.hash, r.change_status, $3
       FROM ${recordset}`,
    [JSON.stringify(rows.filter((row) => row.id === null)), menuId, jobId],
  );
  await markDeleted(tx, 'dishes', decisions, jobId);
  return new Map(
    (await tx.query<{ id: number; identity_key: string }>('SELECT id, identity_key FROM dishes WHERE menu_id = $1 AND identity_key = ANY($2::text[])', [menuId, rows.map((row) => row.identity_key)])).map(
      (row) => [row.identity_key, row.id],
    ),
  );
}

async function markDeleted(tx: Queryable, table: 'menu_titles' | 'dishes', decisions: readonly ItemChangeDecision[], jobId: number): Promise<void> {
  const ids = decisions.filter((d) => d.status === 'DELETED').map((d) => d.previous!.id);
  if (!ids.length) return;
  const counts = table === 'menu_titles' ? ', dish_count = 0, child_dish_count = 0' : '';
  await tx.query(`UPDATE ${table} SET is_deleted = true, change_status = 'DELETED', last_job_id = $2, modified_date = now()${counts} WHERE id = ANY($1::int[])`, [ids, jobId]);
}

async function writeItemChanges(tx: Queryable, jobId: number, kind: 'MENU_TITLE' | 'DISH', decisions: readonly ItemChangeDecision[], ids: Map<string, number>): Promise<void> {
  const rows = decisions
    .filter((d) => d.status !== null)
    .map((d) => ({
      item_id: d.current ? ids.get(d.current.key)! : d.previous!.id,
      change_status: d.status,
      data: d.current ? { key: d.current.key, ...d.current.values } : null,
      previous_data: d.previous ? { key: d.previous.key, ...d.previous.values } : null,
    }));
  if (!rows.length) return;
  await tx.query(
    `INSERT INTO scraping_job_item_changes (job_id, item_kind, item_id, change_status, data, previous_data)
     SELECT $1, $2, r.item_id, r.change_status, r.data, r.previous_data
       FROM json_to_recordset($3::json) AS r(item_id int, change_status text, data jsonb, previous_data jsonb)
     ON CONFLICT (job_id, item_kind, item_id) DO NOTHING`,
    [jobId, kind, JSON.stringify(rows)],
  );
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
