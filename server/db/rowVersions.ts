// A row's version is its modified_date: clients read it (as a millisecond JS Date) and send it back as
// expectedModifiedDate, and a write based on an older version is refused with CONFLICT. Two rules keep that exact:
// - the check runs in SQL at millisecond precision, after the row is locked in the same transaction, so a microsecond
//   the client never saw cannot refuse a current version, and no writer can slip in between the check and the write;
// - every write moves the version on by at least a millisecond, so two versions never look alike to a client (two
//   writes within one millisecond, or a transaction that began before the previous write committed, would otherwise
//   leave a version a stale client still matches).
import type { Queryable } from './database';

/** The tables whose rows carry a version. */
export type VersionedTable = 'users' | 'tasks' | 'brands' | 'locations' | 'menus' | 'menu_scraping_templates' | 'menu_scraping_clusters';

/** The new modified_date of a versioned row, for `UPDATE … SET modified_date = ${NEXT_MODIFIED_DATE}`. */
export const NEXT_MODIFIED_DATE = "greatest(now(), modified_date + interval '1 millisecond')";

/**
 * Whether the row is still at the version the client read (no expected version: the client asks for no check). Call it
 * only after locking the row (SELECT … FOR UPDATE) in the same transaction, and refuse with CONFLICT when it is not.
 */
export async function isAtVersion(tx: Queryable, table: VersionedTable, id: number, expected: Date | string | null | undefined): Promise<boolean> {
  if (expected === null || expected === undefined || expected === '') return true;
  const expectedDate = new Date(expected);
  if (Number.isNaN(expectedDate.getTime())) return false;
  const rows = await tx.query<{ is_current: boolean }>(
    `SELECT date_trunc('milliseconds', modified_date) = $2::timestamptz AS is_current FROM ${table} WHERE id = $1`,
    [id, expectedDate.toISOString()],
  );
  return rows[0]?.is_current === true;
}
