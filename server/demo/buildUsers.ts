// Demo users: one per role (`${role}@example.com`), a disabled one, and named staff who do most of the work.
import { ROLE_NAMES, ROLE_PERMISSIONS, type RoleName } from '../../domain/roles';
import type { Permission } from '../../domain/permissions';
import { DISABLED_USER, ROLE_USER_NAMES, STAFF } from './catalogue';
import type { DemoUser, IdSequence, WorkerPools } from './context';
import { daysAgo, iso, type Random } from './random';

export type UserRow = {
  id: number;
  name: string;
  email: string;
  role_id: number;
  is_active: boolean;
  is_deleted: boolean;
  login_date: string | null;
  created_date: string;
  modified_date: string;
};

export interface DemoPeople {
  rows: UserRow[];
  users: DemoUser[];
  pools: WorkerPools;
}

const staffEmail = (name: string) => `${name.toLowerCase().replace(/[^a-z ]/g, '').trim().replace(/\s+/g, '.')}@example.com`;

export function buildUsers(random: Random, roleIds: ReadonlyMap<string, number>, ids: IdSequence): DemoPeople {
  const specs: { name: string; email: string; role: RoleName; isActive: boolean }[] = [
    ...ROLE_NAMES.map((role) => ({ name: ROLE_USER_NAMES[role], email: `${role}@example.com`, role, isActive: true })),
    { name: DISABLED_USER.name, email: DISABLED_USER.email, role: DISABLED_USER.role, isActive: false },
    ...STAFF.map((person) => ({ name: person.name, email: staffEmail(person.name), role: person.role, isActive: true })),
  ];
  const rows: UserRow[] = [];
  const users: DemoUser[] = [];
  for (const spec of specs) {
    const roleId = roleIds.get(spec.role);
    if (roleId === undefined) throw new Error(`Role ${spec.role} is missing from the roles table`);
    const created = daysAgo(random, 200, 260);
    const modified = daysAgo(random, 120, 199);
    const hasSignedIn = spec.isActive ? random.chance(0.75) : true;
    const login = hasSignedIn ? (spec.isActive ? daysAgo(random, 0, 20) : daysAgo(random, 90, 119)) : null;
    const id = ids.next();
    rows.push({
      id,
      name: spec.name,
      email: spec.email,
      role_id: roleId,
      is_active: spec.isActive,
      is_deleted: false,
      login_date: login ? iso(login) : null,
      created_date: iso(created),
      modified_date: iso(modified),
    });
    users.push({ id, name: spec.name, role: spec.role, isActive: spec.isActive });
  }
  return { rows, users, pools: workerPools(users) };
}

function workerPools(users: readonly DemoUser[]): WorkerPools {
  const workers = users.filter((user) => user.isActive && user.role !== 'admin' && user.role !== 'teamLeader');
  const holding = (permission: Permission) => workers.filter((user) => ROLE_PERMISSIONS[user.role].includes(permission));
  const pools: WorkerPools = {
    define: holding('brandGatewayTask.resolveDefineView'),
    qualityCheck: holding('brandGatewayTask.resolveQcView'),
    scrape: holding('menuScrapingTask.resolve'),
    review: holding('dishReviewTask.resolve'),
    leads: users.filter((user) => user.isActive && (user.role === 'admin' || user.role === 'teamLeader')),
  };
  for (const [name, pool] of Object.entries(pools)) if (pool.length === 0) throw new Error(`No demo user can do ${name} work`);
  return pools;
}
