// One small interface over the two PostgreSQL engines: PGlite in a data folder (the default) or a PostgreSQL server.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Readable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: every write inside it lands together or not at all. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The PGlite instance, for pg-boss's PGlite backend; undefined on a PostgreSQL server. */
  readonly pglite?: PGlite;
  /** The server's postgres:// URL, for pg-boss's own pool; undefined on PGlite. */
  readonly databaseUrl?: string;
  /**
   * PostgreSQL server only: a `COPY ... TO STDOUT` statement's output as bytes, on a pooled connection of its own
   * (pg-copy-streams; read as the consumer drains). Destroying the stream before its end closes that connection, which
   * ends the statement on the server instead of letting it run for nobody.
   */
  copyOut?(statement: string): Promise<Readable>;
}

export interface DatabaseOptions {
  /** postgres:// URL of a server; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' keeps everything in memory (tests). */
  dataDir?: string;
  /** PGlite: starts from this data folder dump (PGlite's dumpDataDir) instead of an empty cluster. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<Database> {
  const db = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, { extensions: { pg_trgm }, loadDataDir });
  return {
    kind: 'pglite',
    pglite: db,
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return db.transaction(async (tx) =>
        fn({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            return (await tx.query<Row>(sql, params as unknown[])).rows;
          },
        }),
      );
    },
    async close() {
      await db.close();
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle connection the server ends (a restart, a failover, a dropped database) is an event to log, not a crash:
  // the pool replaces it on the next query, and a query on a broken connection fails as its own error.
  pool.on('error', (error) => console.error('Database: an idle connection ended', error.message));
  // bigint counts (count(*)) come back as numbers; our counts stay far below 2^53.
  pg.types.setTypeParser(20, (value) => Number(value));
  pg.types.setTypeParser(1700, (value) => Number(value));
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    databaseUrl,
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, params as unknown[]);
      return result.rows as Row[];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            return (await client.query(sql, params as unknown[])).rows as Row[];
          },
        });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async copyOut(statement: string) {
      const client = await pool.connect();
      let released = false;
      const release = (error?: Error) => {
        if (released) return;
        released = true;
        // With an error the pool ends the connection rather than reuse it: the server stops the COPY.
        client.release(error);
      };
      const stream = client.query(copyTo(statement));
      stream.once('end', () => release());
      stream.on('error', (error) => release(error));
      stream.once('close', () => {
        if (stream.readableEnded) return release();
        // Ending the connection politely is not enough: the server never reads the goodbye while it sorts or while it
        // is blocked writing rows nobody reads. The statement is cancelled (it may still be sorting, writing nothing)
        // and the socket destroyed (reset), so the server's next write fails too.
        const { processID } = client as unknown as { processID: number };
        pool.query('SELECT pg_cancel_backend($1)', [processID]).catch(() => {});
        (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        release(new Error('COPY abandoned before its end'));
      });
      return stream;
    },
    async close() {
      await pool.end();
    },
  };
}
