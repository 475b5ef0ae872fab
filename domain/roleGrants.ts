// Who may give whom a role (docs/threat-model.md, Roles and ownership), as the messages a person sees: the API refuses
// with them and the user form disables what they refuse. Nobody changes their own role, nobody gives a role holding a
// permission they lack, and nobody edits an account whose role holds one (changing its email would hand over its sign-in).
import { permissionsOfRoles, roleLabel } from './roles';

/** The permissions of `roleName` that `held` lacks. */
export function permissionsBeyond(roleName: string, held: readonly string[]): string[] {
  return permissionsOfRoles([roleName]).filter((permission) => !held.includes(permission));
}

/** Why someone holding `held` may not give `roleName`, or null when they may. */
export function roleGrantRefusal(roleName: string, held: readonly string[]): string | null {
  return permissionsBeyond(roleName, held).length > 0 ? `You cannot give the role ${roleLabel(roleName)}: it has permissions your own role does not have.` : null;
}

/** Why someone holding `held` may not change an account whose role is `roleName`, or null when they may. */
export function userManagementRefusal(roleName: string, held: readonly string[]): string | null {
  return permissionsBeyond(roleName, held).length > 0 ? `You cannot change a user whose role (${roleLabel(roleName)}) has permissions your own role does not have.` : null;
}

export const OWN_ROLE_CHANGE_REFUSAL = 'You cannot change your own role.';
