import { describe, expect, it } from 'vitest';
import { roleGrantRefusal, userManagementRefusal } from './roleGrants';
import { permissionsOfRoles } from './roles';

describe('role grants', () => {
  const teamLeader = permissionsOfRoles(['teamLeader']);
  const admin = permissionsOfRoles(['admin']);

  it('refuse giving a role that holds a permission the giver lacks, naming it', () => {
    expect(roleGrantRefusal('admin', teamLeader)).toBe('You cannot give the role Admin: it has permissions your own role does not have.');
    expect(roleGrantRefusal('admin', admin)).toBeNull();
  });

  it('let a team leader give every role within their own permissions, and no other', () => {
    for (const role of ['definer', 'juniorScraper', 'reviewer', 'teamLeader']) expect(roleGrantRefusal(role, teamLeader)).toBeNull();
    expect(roleGrantRefusal('definer', [])).not.toBeNull();
  });

  it('refuse changing an account whose role holds more than the viewer’s', () => {
    expect(userManagementRefusal('admin', teamLeader)).toBe('You cannot change a user whose role (Admin) has permissions your own role does not have.');
    expect(userManagementRefusal('definer', teamLeader)).toBeNull();
  });
});
