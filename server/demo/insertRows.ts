// Multi-row INSERTs in a few large batches: PGlite is a single connection, so thousands of one-row statements would
// dominate the load time.
import type { Queryable } from '../db/database';

export type SqlValue = string | number | boolean | null | readonly string[] | readonly number[];
export type SqlRow = Record<string, SqlValue>;

/** PostgreSQL allows 65535 parameters per statement; stay well below. */
const MAX_PARAMS = 30_000;

/**
 * Inserts rows (objects whose keys are column names; every row has the same keys) into table. jsonb values are passed
 * as JSON text, dates as ISO strings; the target columns give every parameter its type.
 */
export async function insertRows(tx: Queryable, table: string, rows: readonly SqlRow[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const batchSize = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const params: SqlValue[] = [];
    const tuples = batch.map((row) => {
      const placeholders = columns.map((column) => {
        if (!(column in row)) throw new Error(`Demo row for ${table} lacks column ${column}`);
        params.push(row[column]);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

/** Moves a serial column's sequence past the ids inserted explicitly. */
export async function syncSequences(tx: Queryable, tables: readonly string[]): Promise<void> {
  const calls = tables.map(
    (table) => `setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1), (SELECT max(id) FROM ${table}) IS NOT NULL)`,
  );
  await tx.query(`SELECT ${calls.join(', ')}`);
}
