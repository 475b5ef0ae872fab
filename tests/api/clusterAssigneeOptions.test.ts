// The clusters list's assigned-to picker through the real endpoint (spec 3, section 2): menuScrapingClusterAssigneeOptions
// answers the active admins and team leaders, by name, to everyone with the cluster screens' permission (a senior
// scraper, who cannot list users), and is refused to a role without it.
import { describe, expect, it } from 'vitest';
import { gql, ok, setUpClusterSuite, t, users } from './menuScrapingClustersSupport';

setUpClusterSuite();

const OPTIONS = '{ menuScrapingClusterAssigneeOptions { id databaseId name } }';
type Options = { menuScrapingClusterAssigneeOptions: { id: string; databaseId: number; name: string }[] };

describe('menuScrapingClusterAssigneeOptions', () => {
  it('gives a senior scraper the active admins and team leaders, by name, and nobody else', async () => {
    const leader = await t.createUser('teamLeader', 'leader@example.com', { name: 'Bea Leader' });
    const formerLeader = await t.createUser('teamLeader', 'former@example.com', { name: 'Cy Former', isActive: false });
    const deletedAdmin = await t.createUser('admin', 'gone@example.com', { name: 'Abe Gone' });
    await t.db.query('UPDATE users SET is_deleted = true WHERE id = $1', [deletedAdmin]);

    // The senior scraper cannot list users, yet gets the picker's people.
    const users403 = await gql('{ users(page: 1, pageSize: 10) { total } }', {}, 'assignee');
    expect(users403.errors?.[0]?.extensions?.type).toBe('FORBIDDEN');
    const { menuScrapingClusterAssigneeOptions: people } = await ok<Options>(OPTIONS, {}, 'assignee');

    const ids = people.map((person) => person.databaseId);
    const names = people.map((person) => person.name);
    expect(ids).toContain(users.admin);
    expect(ids).toContain(leader);
    expect(ids).not.toContain(formerLeader);
    expect(ids).not.toContain(deletedAdmin);
    expect(ids).not.toContain(users.assignee);
    expect(ids).not.toContain(users.other);
    expect(ids).not.toContain(users.junior);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names.slice(0, 2)).toEqual(['Ada Admin', 'Bea Leader']);
    const leaderRow = people.find((person) => person.databaseId === leader);
    expect(leaderRow).toBeDefined();
    expect(leaderRow?.id).not.toBe(String(leader));
    // Every one of them holds the admin or team leader role, active and not deleted.
    const roles = await t.db.query<{ name: string; is_active: boolean; is_deleted: boolean }>(
      'SELECT r.name, u.is_active, u.is_deleted FROM users u JOIN roles r ON r.id = u.role_id WHERE u.id = ANY($1)',
      [ids],
    );
    expect(roles).toHaveLength(ids.length);
    for (const row of roles) {
      expect(['admin', 'teamLeader']).toContain(row.name);
      expect(row.is_active && !row.is_deleted).toBe(true);
    }
  });

  it('is refused to a junior scraper, who has no cluster screens, and to a visitor who is not signed in', async () => {
    const junior = await gql<Options>(OPTIONS, {}, 'junior');
    expect(junior.errors?.[0]?.extensions?.type, JSON.stringify(junior.errors)).toBe('FORBIDDEN');
    expect(junior.data?.menuScrapingClusterAssigneeOptions ?? null).toBeNull();
    const anonymous = await t.gql(OPTIONS, {});
    expect(anonymous.errors?.[0]?.extensions?.type, JSON.stringify(anonymous.errors)).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });
});
