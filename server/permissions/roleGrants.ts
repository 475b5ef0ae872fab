// Who may give whom a role (docs/threat-model.md, Roles): nobody changes their own role, nobody gives a role holding a
// permission they lack, and nobody edits an account whose role holds one (changing its email would hand them its sign-in).
import { permissionsOfRoles, roleLabel } from '../../domain/roles';
import { forbidden } from '../graphql/errors';
import type { Viewer } from '../graphql/context';

/** The permissions of `roleName` that `held` lacks. */
export function permissionsBeyond(roleName: string, held: readonly string[]): string[] {
  return permissionsOfRoles([roleName]).filter((permission) => !held.includes(permission));
}

/** Refuses giving `roleName` to anyone when the viewer lacks one of its permissions. */
export function assertMayGrantRole(viewer: Viewer | null, roleName: string): void {
  if (permissionsBeyond(roleName, viewer?.permissions ?? []).length > 0) {
    throw forbidden(`You cannot give the role ${roleLabel(roleName)}: it has permissions your own role does not have.`);
  }
}

/** Refuses changing an account whose current role holds a permission the viewer lacks. */
export function assertMayManageUser(viewer: Viewer | null, user: { role_name: string }): void {
  if (permissionsBeyond(user.role_name, viewer?.permissions ?? []).length > 0) {
    throw forbidden(`You cannot change a user whose role (${roleLabel(user.role_name)}) has permissions your own role does not have.`);
  }
}

/** Refuses a change of the viewer's own role (their other details they may still edit). */
export function assertNotOwnRoleChange(viewer: Viewer | null, userId: number, fromRoleId: number, toRoleId: number): void {
  if (viewer?.id === userId && fromRoleId !== toRoleId) throw forbidden('You cannot change your own role.');
}
