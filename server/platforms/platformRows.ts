// Reading platforms: the whole list (a handful of rows: the list screen shows them all) and one by id.
import type { Queryable } from '../db/database';

export interface PlatformRow {
  id: number;
  name: string;
  url_identification_regex: string;
  url_normalization_regex: string;
  created_date: Date;
  created_by_id: number | null;
  modified_date: Date;
  modified_by_id: number | null;
}

const SELECT_PLATFORMS = 'SELECT id, name, url_identification_regex, url_normalization_regex, created_date, created_by_id, modified_date, modified_by_id FROM platforms';

export function listPlatforms(db: Queryable): Promise<PlatformRow[]> {
  return db.query<PlatformRow>(`${SELECT_PLATFORMS} ORDER BY id`);
}

export async function findPlatform(db: Queryable, id: number, options: { lock?: boolean } = {}): Promise<PlatformRow | null> {
  if (options.lock) await db.query('SELECT id FROM platforms WHERE id = $1 FOR UPDATE', [id]);
  const rows = await db.query<PlatformRow>(`${SELECT_PLATFORMS} WHERE id = $1`, [id]);
  return rows[0] ?? null;
}
