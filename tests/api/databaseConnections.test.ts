// A PostgreSQL server that ends the API's idle connections (a restart, a failover, an administrator) must not take
// the process down: the pool logs it and the next query gets a new connection. Only a server has connections to lose,
// so this runs when DATABASE_URL names one (CI's second pass).
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { createServerDatabase } from '../support/testDatabase';

const serverUrl = process.env.DATABASE_URL;

describe.runIf(serverUrl)('database connections on a PostgreSQL server', () => {
  let db: Database | undefined;
  let server: Awaited<ReturnType<typeof createServerDatabase>> | undefined;
  afterAll(async () => {
    await db?.close();
    await server?.drop();
  });

  it('survives the server ending its idle connections', async () => {
    server = await createServerDatabase(serverUrl!, 'conn');
    db = await openDatabase({ databaseUrl: server.url });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await Promise.all([db.query('SELECT pg_sleep(0.05)'), db.query('SELECT pg_sleep(0.05)')]);

    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const { rows } = await admin.query<{ ended: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [new URL(server.url).pathname.slice(1)],
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);

    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Database: an idle connection ended', expect.any(String)));
    expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    logged.mockRestore();
  });
});
