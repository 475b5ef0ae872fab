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
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  await migrate(db);
  await syncRoles(db);
  return {
    db,
    engine: 'postgres',
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
