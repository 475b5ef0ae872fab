// What a process says at start against its database and the other processes on it (issue 24): the demo sites' origin
// kept with the demo data, the shared files folder (a worker with another one refuses to start) and the API processes'
// shared secret. The checks read only the database, so PGlite stands in for the PostgreSQL server here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { storeDemoSitesOrigin } from './demo-sites/demoSitesOrigin';
import { checkAtStart } from './startupChecks';

let db: Database;
const folders: string[] = [];

function settings(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'startup-checks-'));
  folders.push(dataDir);
  return { ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'the-api-secret-0123456789-0123456789', NODE_ENV: 'test', PORT: '4601' }), ...overrides };
}

beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
});
afterAll(async () => {
  await db?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('checks at start', () => {
  it('on PGlite, says only where the demo data put the demo sites when this process would say otherwise', async () => {
    expect(await checkAtStart(db, settings(), 'api')).toEqual({ notes: [], refusal: null });
    await storeDemoSitesOrigin(db, 'http://localhost:4601');
    expect(await checkAtStart(db, settings(), 'api')).toEqual({ notes: [], refusal: null });
    const { notes } = await checkAtStart(db, settings({ demoSitesOrigin: 'http://localhost:4000' }), 'api');
    expect(notes).toEqual([expect.stringContaining("Demo sites: the demo data's menus are under http://localhost:4601")]);
    expect(notes[0]).toContain('would have said http://localhost:4000');
  });

  it('on PostgreSQL, a worker before any API says so, and its files folder becomes the shared one', async () => {
    const worker = settings({ databaseUrl: 'postgres://db.internal:5432/curation' });
    const first = await checkAtStart(db, worker, 'worker');
    expect(first).toEqual({ notes: [expect.stringContaining('No API process has started on db.internal:5432/curation yet')], refusal: null });
    // The API with the same folder agrees, and keeps its secret's fingerprint; the worker then has nothing to say.
    expect(await checkAtStart(db, { ...worker, jwtSecret: 'the-api-secret-0123456789-0123456789' }, 'api')).toEqual({ notes: [], refusal: null });
    expect(await checkAtStart(db, worker, 'worker')).toEqual({ notes: [], refusal: null });
  });

  it('refuses a worker whose files folder is not the shared one; an API process with one only warns', async () => {
    const elsewhere = settings({ databaseUrl: 'postgres://db.internal:5432/curation' });
    const worker = await checkAtStart(db, elsewhere, 'worker');
    expect(worker.refusal).toContain(`Files: this process keeps its files in ${path.join(elsewhere.dataDir, 'files')}, which is not the folder the other processes on this database share`);
    expect(worker.refusal).toContain('Give every process the same DATA_DIR');
    const api = await checkAtStart(db, elsewhere, 'api');
    expect(api.refusal).toBeNull();
    expect(api.notes).toEqual([expect.stringContaining('Files: this process keeps its files in')]);
  });

  it('warns an API process whose secret differs from the one kept by the API before it', async () => {
    const shared = settings({ databaseUrl: 'postgres://db.internal:5432/curation' });
    // Same secret (the one kept by the test before): nothing to say, whatever the folder says.
    expect((await checkAtStart(db, shared, 'api')).notes.filter((note) => note.startsWith('JWT_SECRET'))).toEqual([]);
    const other = { ...shared, jwtSecret: 'another-secret-0123456789-0123456789' };
    expect((await checkAtStart(db, other, 'api')).notes.filter((note) => note.startsWith('JWT_SECRET'))).toEqual([
      expect.stringContaining('this API process signs with another secret than the API process that started on this database before it'),
    ]);
    // The secret of the latest start is kept: started again with it, the process has nothing to say.
    expect((await checkAtStart(db, other, 'api')).notes.filter((note) => note.startsWith('JWT_SECRET'))).toEqual([]);
    const [row] = await db.query<{ value: Record<string, string> }>("SELECT value FROM settings WHERE key = 'sessionSecret'");
    expect(JSON.stringify(row.value)).not.toContain('another-secret');
  });
});
