// The people a report tab's user picker offers (spec 3, section 5): the scraping engine, verification and attempts
// reports pick among the scraping roles of REPORT_USER_PICKER_ROLES; the user, user counts and misc tasks verification
// reports among everyone. Active, not deleted, by name. A query of its own, like the clusters' assignee picker, so a
// team leader or a reporter (who cannot list users) can pick.
import { REPORT_USER_PICKER_ROLES } from '../../domain/reportInputs';
import type { Queryable } from '../db/database';
import { toGlobalId } from '../graphql/globalIds';

/** The reports whose picker spec 3 section 5 limits to REPORT_USER_PICKER_ROLES. */
export const SCRAPING_ROLE_PICKER_REPORTS: readonly string[] = ['scraping-engine', 'scraping-verification', 'scraping-attempts'];

export interface ReportUserOption {
  id: string;
  databaseId: number;
  name: string;
}

export async function reportUserOptions(db: Queryable, reportKey: string): Promise<ReportUserOption[]> {
  const roles = SCRAPING_ROLE_PICKER_REPORTS.includes(reportKey) ? [...REPORT_USER_PICKER_ROLES] : null;
  const rows = await db.query<{ id: number; name: string }>(
    `SELECT u.id, u.name FROM users u JOIN roles r ON r.id = u.role_id
      WHERE u.is_active AND NOT u.is_deleted AND ($1::text[] IS NULL OR r.name = ANY($1)) ORDER BY u.name, u.id`,
    [roles],
  );
  return rows.map((row) => ({ id: toGlobalId('User', row.id), databaseId: row.id, name: row.name }));
}
