// Rows and queries of users and roles. Permissions come from the role table in domain/roles.ts, read on every request.
import { permissionsOfRoles } from '../../domain/roles';
import type { Queryable } from './database';
import { escapeLike } from './likePattern';

export interface RoleRow {
  id: number;
  name: string;
}

export interface UserRow {
  id: number;
  name: string;
  email: string;
  role_id: number;
  role_name: string;
  is_active: boolean;
  is_deleted: boolean;
  login_date: Date | null;
  modified_date: Date;
}

const USER_COLUMNS = `u.id, u.name, u.email, u.role_id, r.name AS role_name, u.is_active, u.is_deleted, u.login_date, u.modified_date`;

export function permissionsOf(user: Pick<UserRow, 'role_name'>): string[] {
  return permissionsOfRoles([user.role_name]);
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * The user's row, locked until the transaction ends: a writer of the user, and every assignment to them (which counts
 * their open tasks against a limit), takes this lock first, so they run one at a time per person. NO KEY UPDATE still
 * lets other transactions insert rows that reference the user (history events, tasks).
 */
export async function lockUser(tx: Queryable, id: number): Promise<UserRow | null> {
  const rows = await tx.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id = $1 FOR NO KEY UPDATE OF u`, [id]);
  return rows[0] ?? null;
}

/** The live (not deleted) account of an address. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const rows = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u JOIN roles r ON r.id = u.role_id WHERE lower(u.email) = lower($1) AND NOT u.is_deleted`,
    [email.trim()],
  );
  return rows[0] ?? null;
}

export interface UserListFilters {
  roleIds?: number[];
  searchTerm?: string;
}

export async function listUsers(db: Queryable, filters: UserListFilters, page: number, pageSize: number) {
  const where = ['NOT u.is_deleted'];
  const params: unknown[] = [];
  if (filters.roleIds?.length) {
    params.push(filters.roleIds);
    where.push(`u.role_id = ANY($${params.length})`);
  }
  // The /users search: part of the name or email, any case, wildcards taken literally; a number is also the user's ID.
  const term = filters.searchTerm?.trim().slice(0, 200);
  if (term) {
    params.push(`%${escapeLike(term)}%`);
    const byText = `u.name ILIKE $${params.length} OR u.email ILIKE $${params.length}`;
    if (/^\d{1,10}$/.test(term) && Number(term) <= 2_147_483_647) {
      params.push(Number(term));
      where.push(`(${byText} OR u.id = $${params.length})`);
    } else where.push(`(${byText})`);
  }
  const whereSql = where.join(' AND ');
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u WHERE ${whereSql}`, params);
  const items = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u JOIN roles r ON r.id = u.role_id WHERE ${whereSql}
      ORDER BY u.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { items, total };
}

export async function listRoles(db: Queryable): Promise<RoleRow[]> {
  return db.query<RoleRow>('SELECT id, name FROM roles ORDER BY id');
}
