// A menu is in at most one session in progress (docs/sessions.md, "Starting"): a second session naming a menu whose job
// still waits in another would scrape it twice and count it in both. Such a start is refused, naming the menus and the
// sessions, so the person can wait for those sessions to end or abort them; a refusal writes nothing.
import type { Queryable } from '../db/database';
import { appError } from '../graphql/errors';

/** How many menu ids the refusal lists (the data carries them all, up to this many). */
const LISTED = 20;

export function menusInRunningSessionMessage(menuIds: number[], sessionIds: number[]): string {
  const menus = menuIds.slice(0, LISTED).join(', ') + (menuIds.length > LISTED ? ` and ${menuIds.length - LISTED} more` : '');
  const sessions = sessionIds.join(', ');
  return `${menuIds.length === 1 ? 'Menu' : 'Menus'} ${menus} ${menuIds.length === 1 ? 'is' : 'are'} already in HTML scraping session${sessionIds.length === 1 ? '' : 's'} ${sessions}, still in progress. Wait for ${sessionIds.length === 1 ? 'it' : 'them'} to end or abort ${sessionIds.length === 1 ? 'it' : 'them'} first.`;
}

export async function refuseMenusInRunningSessions(tx: Queryable, menuIds: number[]): Promise<void> {
  if (menuIds.length === 0) return;
  const rows = await tx.query<{ menu_id: number; session_id: number }>(
    `SELECT DISTINCT j.menu_id, j.html_scraping_session_id AS session_id
       FROM scraping_jobs j JOIN html_scraping_sessions s ON s.id = j.html_scraping_session_id AND s.status = 'IN_PROGRESS'
      WHERE j.menu_id = ANY($1::int[]) AND j.status = 'IN_PROGRESS'
      ORDER BY j.menu_id, session_id`,
    [menuIds],
  );
  if (rows.length === 0) return;
  const overlapping = [...new Set(rows.map((row) => row.menu_id))];
  const sessionIds = [...new Set(rows.map((row) => row.session_id))].sort((a, b) => a - b);
  throw appError('SCRAPING_SESSION_ALREADY_IN_PROGRESS', menusInRunningSessionMessage(overlapping, sessionIds), { menuIds: overlapping, sessionIds });
}
