// Which menus a session start form picks (spec 3, sections 5 and 7; docs/sessions.md, "Storage"), before planning:
// - the cluster's statuses form: the cluster's live HTML menus whose menu status is among menuStatuses and whose scraping
//   status is among scrapingStatuses (a list left empty does not filter);
// - the cluster's roles-or-ids form: the menus given by id (each must be a live menu of the cluster), or the menus of the
//   given roles, plus randomlySelectedMenuCount other live HTML menus of the cluster chosen at random;
// - the reruns page: the HTML menus given by id (any cluster or none), or the live HTML menus in menuStatuses last scraped
//   before scrapedBeforeDate (never scraped counts as before), the longest unscraped first, up to the form's count.
// A menu whose job still waits in another session in progress is left out of the statuses, roles and random picks, so
// two sessions do not scrape it twice; menus given by id are taken as asked.
// Every candidate says why it was picked (its id, its role, chance, or the statuses), which the start decision's
// answers need (unavailable ids per role, unavailable random count).
import type { Queryable } from '../db/database';
import { validationError } from '../graphql/errors';
import type { ClusterRole } from './sessionPlanner';

export type SelectionSource = 'ID' | 'ROLE' | 'RANDOM' | 'STATUS';

export interface SessionCandidate {
  menuId: number;
  url: string | null;
  role: ClusterRole | null;
  source: SelectionSource;
}

interface CandidateRow {
  id: number;
  url: string | null;
  scraping_cluster_role: ClusterRole | null;
}

const LIVE_HTML = "NOT m.is_deleted AND m.format = 'HTML'";
/** A menu whose job still waits in a session in progress is not picked again by statuses, role or chance (ids are asked for). */
const NOT_IN_A_SESSION = `NOT EXISTS (SELECT 1 FROM scraping_jobs sj WHERE sj.menu_id = m.id AND sj.status = 'IN_PROGRESS' AND sj.html_scraping_session_id IS NOT NULL)`;

const candidates = (rows: CandidateRow[], source: SelectionSource): SessionCandidate[] =>
  rows.map((row) => ({ menuId: row.id, url: row.url, role: row.scraping_cluster_role, source }));

export const menusNotInClusterMessage = (ids: number[]) =>
  `Menu${ids.length === 1 ? '' : 's'} ${ids.join(', ')} ${ids.length === 1 ? 'is' : 'are'} not an HTML menu of this cluster.`;
export const menusNotHtmlMessage = (ids: number[]) => `Menu${ids.length === 1 ? '' : 's'} ${ids.join(', ')} ${ids.length === 1 ? 'is' : 'are'} not a live HTML menu.`;

export async function selectByStatuses(db: Queryable, clusterId: number, menuStatuses: readonly string[], scrapingStatuses: readonly string[]): Promise<SessionCandidate[]> {
  const rows = await db.query<CandidateRow>(
    `SELECT m.id, m.url, m.scraping_cluster_role FROM menus m
      WHERE m.menu_scraping_cluster_id = $1 AND ${LIVE_HTML} AND ${NOT_IN_A_SESSION}
        AND (cardinality($2::text[]) = 0 OR m.status = ANY($2::text[]))
        AND (cardinality($3::text[]) = 0 OR m.scraping_status = ANY($3::text[]))
      ORDER BY m.id`,
    [clusterId, [...menuStatuses], [...scrapingStatuses]],
  );
  return candidates(rows, 'STATUS');
}

/** Menus by id; an id that is not a live HTML menu (of the cluster, when one is given) refuses the start. */
async function selectByIds(db: Queryable, clusterId: number | null, menuIds: readonly number[]): Promise<SessionCandidate[]> {
  const ids = [...new Set(menuIds)];
  const rows = await db.query<CandidateRow>(
    `SELECT m.id, m.url, m.scraping_cluster_role FROM menus m
      WHERE m.id = ANY($1::int[]) AND ${LIVE_HTML} AND ($2::int IS NULL OR m.menu_scraping_cluster_id = $2)
      ORDER BY m.id`,
    [ids, clusterId],
  );
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id)).sort((a, b) => a - b);
  if (missing.length > 0) throw validationError(clusterId === null ? menusNotHtmlMessage(missing) : menusNotInClusterMessage(missing), 'menuIds');
  return candidates(rows, 'ID');
}

export async function selectByRolesOrIds(
  db: Queryable,
  clusterId: number,
  form: { menuIds: readonly number[]; menuRoles: readonly ClusterRole[]; randomlySelectedMenuCount: number },
): Promise<SessionCandidate[]> {
  const chosen =
    form.menuIds.length > 0
      ? await selectByIds(db, clusterId, form.menuIds)
      : candidates(
          await db.query<CandidateRow>(
            `SELECT m.id, m.url, m.scraping_cluster_role FROM menus m
              WHERE m.menu_scraping_cluster_id = $1 AND ${LIVE_HTML} AND ${NOT_IN_A_SESSION} AND m.scraping_cluster_role = ANY($2::text[]) ORDER BY m.id`,
            [clusterId, [...form.menuRoles]],
          ),
          'ROLE',
        );
  if (form.randomlySelectedMenuCount <= 0) return chosen;
  const random = await db.query<CandidateRow>(
    `SELECT m.id, m.url, m.scraping_cluster_role FROM menus m
      WHERE m.menu_scraping_cluster_id = $1 AND ${LIVE_HTML} AND ${NOT_IN_A_SESSION} AND NOT (m.id = ANY($2::int[]))
      ORDER BY random() LIMIT $3`,
    [clusterId, chosen.map((menu) => menu.menuId), form.randomlySelectedMenuCount],
  );
  return [...chosen, ...candidates(random, 'RANDOM')];
}

export async function selectForReruns(
  db: Queryable,
  form: { menuIds: readonly number[]; menuStatuses: readonly string[]; scrapedBeforeDate: string | null; limit: number },
): Promise<SessionCandidate[]> {
  if (form.menuIds.length > 0) return selectByIds(db, null, form.menuIds);
  // The day is London's: menus last scraped before its midnight there.
  const rows = await db.query<CandidateRow>(
    `SELECT m.id, m.url, m.scraping_cluster_role FROM menus m
      WHERE ${LIVE_HTML} AND ${NOT_IN_A_SESSION} AND m.status = ANY($1::text[])
        AND (m.scraped_date IS NULL OR m.scraped_date < ($2::date::timestamp AT TIME ZONE 'Europe/London'))
      ORDER BY m.scraped_date ASC NULLS FIRST, m.id LIMIT $3`,
    [[...form.menuStatuses], form.scrapedBeforeDate, form.limit],
  );
  return candidates(rows, 'STATUS');
}
