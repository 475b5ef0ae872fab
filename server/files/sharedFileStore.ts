// Every process on one PostgreSQL database must keep its files in one folder (DATA_DIR/files, shared): a worker that
// writes a crawled document or a screenshot into a folder of its own leaves the API a row that points at nothing, and
// an API process with its own folder serves other images than its peers. The first process to start marks the folder
// with an id (DATA_DIR/files/.store-id) and keeps the id in the database (settings 'fileStore'); every later process
// finds the same id in its folder, or says at start that its folder is not the shared one.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db/database';

export const FILE_STORE_SETTING = 'fileStore';

/** Where the marker lives: the store's root, beside its buckets (never a bucket name, so never a file address). */
export function fileStoreMarkerPath(dataDir: string): string {
  return path.join(dataDir, 'files', '.store-id');
}

function readMarker(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

async function sharedId(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ value: { id?: unknown } }>('SELECT value FROM settings WHERE key = $1', [FILE_STORE_SETTING]);
  return typeof row?.value?.id === 'string' ? row.value.id : null;
}

/** Null when this process's folder is the one the database's processes share; otherwise what is wrong, for the log. */
export async function checkSharedFileStore(db: Queryable, dataDir: string): Promise<string | null> {
  const marker = fileStoreMarkerPath(dataDir);
  let local = readMarker(marker);
  let shared = await sharedId(db);
  if (shared === null) {
    // The first process on this database: its folder becomes the shared one (two starting together: one id wins).
    if (local === null) {
      local = randomUUID();
      mkdirSync(path.dirname(marker), { recursive: true });
      writeFileSync(marker, `${local}\n`);
    }
    await db.query('INSERT INTO settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING', [FILE_STORE_SETTING, JSON.stringify({ id: local })]);
    shared = await sharedId(db);
  }
  if (shared === local) return null;
  return (
    `Files: this process keeps its files in ${path.dirname(marker)}, which is not the folder the other processes on this database share ` +
    `(${local === null ? 'it has no .store-id' : 'its .store-id differs'}): uploaded images, crawled documents and screenshots written by one ` +
    'would be missing for the others. Give every process the same DATA_DIR (a shared folder).'
  );
}
