// Who may give whom a role, enforced: the rules and their messages are domain/roleGrants.ts (the user form shows them too).
import { OWN_ROLE_CHANGE_REFUSAL, roleGrantRefusal, userManagementRefusal } from '../../domain/roleGrants';
import { forbidden } from '../graphql/errors';
import type { Viewer } from '../graphql/context';

/** Refuses giving `roleName` to anyone when the viewer lacks one of its permissions. */
export function assertMayGrantRole(viewer: Viewer | null, roleName: string): void {
  const refusal = roleGrantRefusal(roleName, viewer?.permissions ?? []);
  if (refusal) throw forbidden(refusal);
}

/** Refuses changing an account whose current role holds a permission the viewer lacks. */
export function assertMayManageUser(viewer: Viewer | null, user: { role_name: string }): void {
  const refusal = userManagementRefusal(user.role_name, viewer?.permissions ?? []);
  if (refusal) throw forbidden(refusal);
}

/** Refuses a change of the viewer's own role (their other details they may still edit). */
export function assertNotOwnRoleChange(viewer: Viewer | null, userId: number, fromRoleId: number, toRoleId: number): void {
  if (viewer?.id === userId && fromRoleId !== toRoleId) throw forbidden(OWN_ROLE_CHANGE_REFUSAL);
}
