// The clusters list's assigned-to picker (spec 3, section 2): the people it offers are the active admins and team
// leaders, by name. A query of its own, like the task lists' assigneeOptions, so everyone who sees the clusters list can
// pick (the users and roles queries need user.list, which a senior scraper does not hold).
import type { RoleName } from '../../domain/roles';
import type { Queryable } from '../db/database';
import { toGlobalId } from '../graphql/globalIds';

/** Spec 3, section 2: the assigned-to picker is limited to these roles. */
export const CLUSTER_ASSIGNEE_OPTION_ROLES: readonly RoleName[] = ['admin', 'teamLeader'];

export interface UserSummaryRow {
  id: string;
  databaseId: number;
  name: string;
}

/** Active, not deleted people holding the admin or team leader role, by name (then id), as UserSummary. */
export async function clusterAssigneeOptions(db: Queryable): Promise<UserSummaryRow[]> {
  const rows = await db.query<{ id: number; name: string }>(
    `SELECT u.id, u.name FROM users u JOIN roles r ON r.id = u.role_id
      WHERE u.is_active AND NOT u.is_deleted AND r.name = ANY($1) ORDER BY u.name, u.id`,
    [[...CLUSTER_ASSIGNEE_OPTION_ROLES]],
  );
  return rows.map((row) => ({ id: toGlobalId('User', row.id), databaseId: row.id, name: row.name }));
}
