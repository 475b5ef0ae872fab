// Users and roles: the list, one user, and create, update and (soft) delete with their history events.
import { userSchema } from '../../../domain/userSchemas';
import type { Queryable } from '../../db/database';
import { endUserSessions } from '../../auth/sessions';
import { NEXT_MODIFIED_DATE, isAtVersion } from '../../db/rowVersions';
import { findUserById, listRoles, listUsers, lockUser, permissionsOf, type UserRow } from '../../db/userRows';
import { recordEvent } from '../../history/eventRows';
import type { MutationResolvers, QueryResolvers, RoleResolvers, UserResolvers } from '../__generated__/resolvers';
import { appError, conflict, forbidden, notFound, validationError } from '../errors';
import { parseId, toGlobalId } from '../globalIds';
import { validateInput } from '../validate';
import { assertMayGrantRole, assertMayManageUser, assertNotOwnRoleChange } from '../../permissions/roleGrants';
import { MESSAGES } from '../../../domain/userSchemas';

const MAX_PAGE_SIZE = 100;

export function pageArgs(page: number | null | undefined, pageSize: number | null | undefined, defaultSize: number) {
  const safePage = Math.max(1, Math.floor(page ?? 1));
  const safeSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize ?? defaultSize)));
  return { page: safePage, pageSize: safeSize };
}

async function readUserInput(tx: Queryable, data: unknown) {
  const input = await validateInput(userSchema, data);
  const roleId = parseId('Role', input.roleIds[0]);
  const roles = await tx.query<{ id: number; name: string }>('SELECT id, name FROM roles WHERE id = $1', [roleId]);
  if (!roles[0]) throw validationError(MESSAGES.roleRequired, 'roleIds');
  return { name: input.name.trim(), email: input.email.trim().toLowerCase(), isActive: input.isActive, role: roles[0] };
}

async function assertEmailFree(tx: Queryable, email: string, exceptUserId?: number) {
  const rows = await tx.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1) AND NOT is_deleted AND id <> $2', [
    email,
    exceptUserId ?? 0,
  ]);
  if (rows[0]) throw appError('CONFLICT', `A user with the email ${email} already exists.`, { field: 'email' });
}

/** The user unless deleted; with lock, their row stays locked until the transaction ends (see lockUser). */
async function liveUser(tx: Queryable, id: number, options: { lock?: boolean } = {}): Promise<UserRow> {
  const user = options.lock ? await lockUser(tx, id) : await findUserById(tx, id);
  if (!user || user.is_deleted) throw notFound('User');
  return user;
}

export const userQueryResolvers: Pick<QueryResolvers, 'roles' | 'users' | 'user' | 'me'> = {
  me: async (_parent, _args, { db, viewer }) => (viewer ? findUserById(db, viewer.id) : null),
  roles: (_parent, _args, { db }) => listRoles(db),
  async users(_parent, { filters, page, pageSize }, { db }) {
    const paging = pageArgs(page, pageSize, 10);
    const roleIds = filters?.roleIds?.map((id) => parseId('Role', id));
    return listUsers(db, { roleIds, searchTerm: filters?.searchTerm ?? undefined }, paging.page, paging.pageSize);
  },
  async user(_parent, { id }, { db }) {
    const user = await findUserById(db, parseId('User', id));
    return user && !user.is_deleted ? user : null;
  },
};

export const userMutationResolvers: Pick<MutationResolvers, 'createUser' | 'updateUser' | 'deleteUser'> = {
  async createUser(_parent, { data }, { db, viewer }) {
    return db.transaction(async (tx) => {
      const input = await readUserInput(tx, data);
      assertMayGrantRole(viewer, input.role.name);
      await assertEmailFree(tx, input.email);
      const [{ id }] = await tx.query<{ id: number }>(
        'INSERT INTO users (name, email, role_id, is_active) VALUES ($1, $2, $3, $4) RETURNING id',
        [input.name, input.email, input.role.id, input.isActive],
      );
      await recordEvent(tx, {
        userId: viewer?.id ?? null,
        type: 'CREATE',
        entityType: 'USER',
        entityId: id,
        message: `User ${input.name} created`,
        data: { name: input.name, email: input.email, role: input.role.name, isActive: input.isActive },
      });
      return liveUser(tx, id);
    });
  },

  async updateUser(_parent, { id, data, expectedModifiedDate }, { db, viewer, sessions }) {
    const userId = parseId('User', id);
    let endsSessions = false;
    const updated = await db.transaction(async (tx) => {
      // Lock, then compare versions: of concurrent writers carrying one version, exactly one gets past this line.
      const before = await liveUser(tx, userId, { lock: true });
      if (!(await isAtVersion(tx, 'users', userId, expectedModifiedDate))) throw conflict();
      assertMayManageUser(viewer, before);
      const input = await readUserInput(tx, data);
      assertNotOwnRoleChange(viewer, userId, before.role_id, input.role.id);
      assertMayGrantRole(viewer, input.role.name);
      await assertEmailFree(tx, input.email, userId);
      await tx.query(`UPDATE users SET name = $2, email = $3, role_id = $4, is_active = $5, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`, [
        userId,
        input.name,
        input.email,
        input.role.id,
        input.isActive,
      ]);
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      if (before.name !== input.name) changes.name = { from: before.name, to: input.name };
      if (before.email !== input.email) changes.email = { from: before.email, to: input.email };
      if (before.role_name !== input.role.name) changes.role = { from: before.role_name, to: input.role.name };
      if (before.is_active !== input.isActive) changes.isActive = { from: before.is_active, to: input.isActive };
      // A new role or a disabled account ends the user's sessions at once (server/auth/sessions.ts).
      endsSessions = Boolean(changes.role || (changes.isActive && !input.isActive));
      if (endsSessions) await endUserSessions(tx, userId);
      await recordEvent(tx, { userId: viewer?.id ?? null, type: 'UPDATE', entityType: 'USER', entityId: userId, message: `User ${input.name} updated`, data: changes });
      return liveUser(tx, userId);
    });
    // After the commit, so that a socket reconnecting at once already meets the ended session.
    if (endsSessions) await sessions.endUser(userId);
    return updated;
  },

  async deleteUser(_parent, { id }, { db, viewer, sessions }) {
    const userId = parseId('User', id);
    if (viewer?.id === userId) throw forbidden('You cannot delete yourself.');
    const deleted = await db.transaction(async (tx) => {
      const user = await liveUser(tx, userId, { lock: true });
      assertMayManageUser(viewer, user);
      await endUserSessions(tx, userId);
      await tx.query(`UPDATE users SET is_deleted = true, is_active = false, modified_date = ${NEXT_MODIFIED_DATE} WHERE id = $1`, [userId]);
      await tx.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
      await tx.query('UPDATE tasks SET assigned_to_id = NULL WHERE assigned_to_id = $1 AND status <> $2', [userId, 'RESOLVED']);
      await recordEvent(tx, { userId: viewer?.id ?? null, type: 'DELETE', entityType: 'USER', entityId: userId, message: `User ${user.name} deleted` });
      return { ...user, is_deleted: true, is_active: false };
    });
    await sessions.endUser(userId);
    return deleted;
  },
};

export const userTypeResolvers: { User: UserResolvers; Role: RoleResolvers } = {
  User: {
    id: (user) => toGlobalId('User', user.id),
    databaseId: (user) => user.id,
    roles: (user) => [{ id: user.role_id, name: user.role_name }],
    permissions: (user) => permissionsOf(user),
    isActive: (user) => user.is_active,
    isDeleted: (user) => user.is_deleted,
    loginDate: (user) => user.login_date,
    modifiedDate: (user) => user.modified_date,
  },
  Role: {
    id: (role) => toGlobalId('Role', role.id),
    databaseId: (role) => role.id,
  },
};
