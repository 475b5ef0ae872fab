// What the reports bench (scripts/benchReports.ts) loads besides the user report's events, so every tab's preview reads
// a realistic volume: the shared data set (scripts/benchData.ts: brands, locations, menus, clusters, tasks), scraping
// runs by the bench's people over the quarter, probes of the clusters' lead menus, dishes with allergens, the menu
// history the issue and URL reports read, reopens and verifications of the person's tasks, and their recent work (the
// user counts chart reads the last 90 days). Set-based SQL from the series number, so every run loads the same rows.
import { performance } from 'node:perf_hooks';
import type { Database } from '../server/db/database';
import { load as loadSharedData, seconds, sized } from './benchData';

export interface ReportsBenchPeople {
  personId: number;
  otherId: number;
  /** The person's bench tasks (MENU_SCRAPING): ids firstTaskId .. firstTaskId + taskCount - 1. */
  firstTaskId: number;
  taskCount: number;
  range: { start: string; end: string };
}

/** The shared data set at `scale` (100,000 brands, 300,000 locations, 200,000 menus, 5,000 clusters at 1). */
export async function loadSharedReportsData(db: Database, scale: number): Promise<void> {
  await loadSharedData(db, sized(scale));
}

/** A deterministic number in [0, mod) from a row number and a salt. */
const rnd = (expr: string, salt: number, mod: number) => `((hashint8((${expr})::bigint * 128 + ${salt})::bigint + 2147483648) % ${mod})`;

/**
 * The rows the other tabs read, `runs` scraping runs (a tenth of them the person's) over the range; the rest scaled
 * from it. Returns what it loaded, for the bench's log.
 */
export async function loadReportsData(db: Database, people: ReportsBenchPeople, runs: number): Promise<void> {
  const { personId, otherId, firstTaskId, taskCount, range } = people;
  const [{ menus }] = await db.query<{ menus: number }>('SELECT count(*)::int AS menus FROM menus');
  const [{ users }] = await db.query<{ users: number }>('SELECT max(id)::int AS users FROM users WHERE id < $1', [personId]);
  const rangeStart = `timestamptz '${range.start}T01:00:00Z'`;
  const rangeSeconds = (Date.parse(`${range.end}T23:00:00Z`) - Date.parse(`${range.start}T01:00:00Z`)) / 1000;
  const inRange = (expr: string, salt: number) => `(${rangeStart} + ${rnd(expr, salt, rangeSeconds)} * interval '1 second')`;
  const menuOf = (expr: string, salt: number) => `(1 + ${rnd(expr, salt, menus)})`;
  const probeLeads = Math.max(1, Math.round(runs / 200));
  const steps: { label: string; sql: string }[] = [
    {
      // Runs by the shared data set's people and the person (one in ten), mostly scrapes that worked.
      label: `${runs.toLocaleString('en-GB')} scraping runs`,
      sql: `INSERT INTO scraping_jobs (kind, menu_id, status, scraping_status, reason, requested_by_id, attempts, started_date, finished_date,
              duration_ms, messages, report, created_date)
            SELECT k.kind, ${menuOf('g', 1)}, s.status, CASE WHEN s.status = 'COMPLETED' THEN s.scraping_status END, 'RESOLVE',
                   CASE WHEN g % 10 = 0 THEN ${personId} ELSE 1 + ${rnd('g', 2, users)} END, 1, c.at, c.at + interval '40 seconds', 40000,
                   CASE WHEN s.status = 'FAILED' THEN ARRAY['Timed out after 3 pages'] ELSE '{}' END,
                   CASE WHEN s.status = 'FAILED' OR s.scraping_status = 'ERROR' THEN '{"errors": [{"cause": "HTTP_ERROR", "count": 2}], "pages": [{"statusCode": 500}]}'::jsonb END,
                   c.at
              FROM generate_series(1, ${runs}) g
              CROSS JOIN LATERAL (SELECT ${inRange('g', 3)} AS at) c
              CROSS JOIN LATERAL (SELECT CASE WHEN ${rnd('g', 4, 100)} < 80 THEN 'HTML_SCRAPING' WHEN ${rnd('g', 4, 100)} < 95 THEN 'DOCUMENT_SCRAPING' ELSE 'DOCUMENT_CRAWLING' END AS kind) k
              CROSS JOIN LATERAL (SELECT CASE WHEN ${rnd('g', 5, 100)} < 6 THEN 'FAILED' WHEN ${rnd('g', 5, 100)} < 7 THEN 'ABORTED' ELSE 'COMPLETED' END AS status,
                                         CASE WHEN ${rnd('g', 6, 100)} < 80 THEN 'SUCCESS' WHEN ${rnd('g', 6, 100)} < 92 THEN 'PARTIAL_SUCCESS' ELSE 'ERROR' END AS scraping_status) s`,
    },
    {
      // A cluster's lead: its lowest menu (probing reads leads and flagged menus).
      label: 'cluster leads',
      sql: `UPDATE menus m SET scraping_cluster_role = 'LEAD' FROM (SELECT min(id) AS id FROM menus WHERE menu_scraping_cluster_id IS NOT NULL GROUP BY menu_scraping_cluster_id) l WHERE m.id = l.id`,
    },
    { label: 'probing session', sql: `INSERT INTO menu_probing_sessions (trigger, job_count, created_date) VALUES ('SCHEDULE', 0, ${rangeStart})` },
    {
      // Ten probes of each of the first leads, each with its PROBING run (the outbox row probing keeps).
      label: `${(probeLeads * 10).toLocaleString('en-GB')} probes`,
      sql: `WITH leads AS (SELECT id, menu_scraping_cluster_id FROM menus WHERE scraping_cluster_role = 'LEAD' ORDER BY id LIMIT ${probeLeads}),
                 probes AS (SELECT l.id AS menu_id, l.menu_scraping_cluster_id, n, ${rangeStart} + (n * 7 + ${rnd('l.id', 7, 5)}) * interval '1 day' AS at
                              FROM leads l CROSS JOIN generate_series(1, 10) n),
                 runs AS (INSERT INTO scraping_jobs (kind, menu_id, status, created_date)
                          SELECT 'PROBING', menu_id, 'COMPLETED', at FROM probes ORDER BY menu_id, n RETURNING id, menu_id, created_date)
            INSERT INTO menu_probing_jobs (menu_id, menu_scraping_cluster_id, menu_probing_session_id, scraping_job_id, job_status, schedule_date,
                   completed_date, probing_status, has_changes, applied_date, risks, error)
            SELECT r.menu_id, m.menu_scraping_cluster_id, (SELECT max(id) FROM menu_probing_sessions), r.id, p.job_status, r.created_date,
                   CASE WHEN p.job_status <> 'IN_PROGRESS' THEN r.created_date + interval '1 minute' END,
                   CASE WHEN p.job_status = 'COMPLETED' THEN 'SUCCESS' WHEN p.job_status = 'FAILED' THEN 'ERROR' END,
                   p.has_changes, CASE WHEN p.has_changes AND ${rnd('r.id', 9, 2)} = 0 THEN r.created_date + interval '2 hours' END,
                   CASE WHEN p.has_changes THEN '[{"rule": "ITEM_XPATH", "reason": "The dish rows moved"}]'::jsonb ELSE '[]'::jsonb END,
                   CASE WHEN p.job_status = 'FAILED' THEN 'Timed out' END
              FROM runs r JOIN menus m ON m.id = r.menu_id
              CROSS JOIN LATERAL (SELECT CASE WHEN ${rnd('r.id', 8, 100)} < 5 THEN 'FAILED' WHEN ${rnd('r.id', 8, 100)} < 8 THEN 'IN_PROGRESS' ELSE 'COMPLETED' END AS job_status,
                                         ${rnd('r.id', 10, 100)} < 15 AS has_changes) p`,
    },
    {
      // One menu in ten has ten dishes and a title, a third of those with allergens or nutrition values.
      label: 'dishes and menu titles',
      sql: `WITH titles AS (INSERT INTO menu_titles (menu_id, identity_key, title, allergens, hash)
                            SELECT id, 't1', 'Mains', CASE WHEN id % 3 = 0 THEN 'Gluten' END, md5(id::text) FROM menus WHERE id % 10 = 0 RETURNING menu_id)
            INSERT INTO dishes (menu_id, identity_key, name, allergens, nutritions, hash)
            SELECT t.menu_id, 'd' || n, 'Dish ' || n, CASE WHEN t.menu_id % 3 = 0 AND n % 2 = 0 THEN 'Milk, Eggs' END,
                   CASE WHEN t.menu_id % 6 = 0 AND n = 1 THEN '500 kcal' END, md5(t.menu_id || '-' || n)
              FROM titles t CROSS JOIN generate_series(1, 10) n`,
    },
    {
      // The menus' history the issue and changed-URL reports read: URL changes, not-scrapeable marks, issue comments.
      label: 'menu history events',
      sql: `INSERT INTO events (user_id, type, sub_type, entity_type, entity_id, message, data, created_date)
            SELECT 1 + ${rnd('g', 11, users)}, CASE WHEN g % 3 = 2 THEN 'SCRAPING_ISSUE_COMMENT' ELSE 'UPDATE' END, NULL, 'MENU', ${menuOf('g', 12)}, 'Menu updated',
                   CASE g % 3 WHEN 0 THEN jsonb_build_object('url', jsonb_build_object('from', 'https://old.example/' || g, 'to', 'https://new.example/' || g))
                              WHEN 1 THEN jsonb_build_object('format', jsonb_build_object('from', 'HTML', 'to', 'HTML_NOT_SCRAPEABLE'))
                              ELSE jsonb_build_object('comment', 'Prices missing ' || g) END,
                   ${inRange('g', 13)}
              FROM generate_series(1, ${Math.round(runs / 20)}) g`,
    },
    {
      // Reopens of the person's tasks (a reason per kind of cause) and their own verifications, in the range.
      label: 'reopens and verifications',
      sql: `INSERT INTO events (user_id, type, entity_type, entity_id, message, data, created_date)
            SELECT CASE WHEN g % 2 = 0 THEN ${otherId} END, CASE WHEN g % 4 = 3 THEN 'MARK_AS_VERIFIED' ELSE 'REOPEN' END, 'MENU_SCRAPING_TASK',
                   ${firstTaskId} + ${rnd('g', 14, taskCount)}, 'Task changed',
                   CASE WHEN g % 4 = 3 THEN jsonb_build_object('verification', 'VERIFIED')
                        ELSE jsonb_build_object('reopenReason', (ARRAY['MANUAL_CHANGE', 'MENU_SCRAPING_ERROR', 'MENU_URL_CHANGED'])[1 + g % 3]) END,
                   ${inRange('g', 15)}
              FROM generate_series(1, ${Math.round(runs / 10)}) g`,
    },
    {
      // The person's work of the last 120 days, every kind, for the user counts chart (its window ends today).
      label: "the person's recent work",
      sql: `INSERT INTO events (user_id, type, entity_type, entity_id, message, data, created_date)
            SELECT ${personId}, (ARRAY['ASSIGN', 'SAVE', 'RESOLVE', 'RESOLVE'])[1 + g % 4],
                   (ARRAY['BRAND_GATEWAY_TASK', 'BRAND_DEFINITION_TASK', 'MENU_DEFINITION_TASK', 'MENU_SCRAPING_TASK', 'DISH_REVIEW_TASK'])[1 + (g / 4) % 5],
                   ${firstTaskId} + g % ${taskCount}, 'Recent work', NULL, now() - ${rnd('g', 16, 120 * 86_400)} * interval '1 second'
              FROM generate_series(1, ${Math.round(runs / 10)}) g`,
    },
  ];
  for (const { label, sql } of steps) {
    const at = performance.now();
    await db.query(sql);
    console.log(`  loaded ${label.padEnd(32)} ${seconds(performance.now() - at)}`);
  }
}
