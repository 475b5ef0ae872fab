// A fresh, migrated database per test file: PGlite in memory by default, or a new database on the PostgreSQL server
// that DATABASE_URL names (dropped again at the end), so the API suite runs on both engines.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { syncRoles } from '../../server/db/syncRoles';

export interface TestDatabase {
  db: Database;
  engine: 'pglite' | 'postgres';
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openDatabase({});
    await migrate(db);
    await syncRoles(db);
    return { db, engine: 'pglite', drop: () => db.close() };
  }
  const server = await createServerDatabase(serverUrl, 'test');
  const db = await openDatabase({ databaseUrl: server.url });
  await migrate(db);
  await syncRoles(db);
  return {
    db,
    engine: 'postgres',
    async drop() {
      await db.close();
      await server.drop();
    },
  };
}

/** A new, empty database on the server DATABASE_URL names, and how to drop it again. */
export async function createServerDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
