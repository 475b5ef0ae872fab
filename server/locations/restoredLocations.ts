// Which locations are "restored": included again after having been excluded (spec 2, section 2.4 highlights them). A
// location's history says so: an event of the location whose data has the status EXCLUDED before or after the change
// (the gateway's UPDATE events carry { before: { status }, after: { status } }). Asked for a page of locations at once,
// and only for those included now, so it is one indexed read (events_entity_idx) per page, not one per row.
import type { Queryable } from '../db/database';

/** The ids, among these, of locations whose history holds an EXCLUDED status. */
export async function everExcludedLocationIds(db: Queryable, locationIds: readonly number[]): Promise<Set<number>> {
  if (!locationIds.length) return new Set();
  const rows = await db.query<{ entity_id: number }>(
    `SELECT DISTINCT entity_id FROM events
      WHERE entity_type = 'LOCATION' AND entity_id = ANY($1::int[])
        AND (data->'before'->>'status' = 'EXCLUDED' OR data->'after'->>'status' = 'EXCLUDED')`,
    [[...locationIds]],
  );
  return new Set(rows.map((row) => row.entity_id));
}
