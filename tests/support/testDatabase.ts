// A fresh, migrated database per test file: PGlite in memory by default, or a new database on the PostgreSQL server
// that DATABASE_URL names (dropped again at the end), so the API suite runs on both engines. Within `vitest run` each is
// a copy of the run's migrated template (databaseTemplates.ts); elsewhere it is migrated here.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { syncRoles } from '../../server/db/syncRoles';
import { emptyTemplate } from './databaseTemplates';

export interface TestDatabase {
  db: Database;
  engine: 'pglite' | 'postgres';
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const template = await emptyTemplate();
  if (!serverUrl) {
    const db = template && 'dump' in template ? await openDatabase({ loadDataDir: new Blob([readFileSync(template.dump)]) }) : await openDatabase({});
    if (!template) {
      await migrate(db);
      await syncRoles(db);
    }
    return { db, engine: 'pglite', drop: () => db.close() };
  }
  const server = await createServerDatabase(serverUrl, 'test', template && 'database' in template ? template.database : undefined);
  const db = await openDatabase({ databaseUrl: server.url });
  if (!template) {
    await migrate(db);
    await syncRoles(db);
  }
  return {
    db,
    engine: 'postgres',
    async drop() {
      await db.close();
      await server.drop();
    },
  };
}

/** A new database on the server DATABASE_URL names (empty, or a copy of a template database), and how to drop it again. */
export async function createServerDatabase(serverUrl: string, prefix: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
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
