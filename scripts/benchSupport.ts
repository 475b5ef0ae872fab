// What the benchmark scripts (scripts/bench*.ts) share: the nearest-rank percentile of sorted times, the --name=value
// options of the engine benches and their run on PostgreSQL then PGlite, the database to measure on (PGlite in memory,
// or a database created for the run on the bench's PostgreSQL server), the app serving POST /graphql on a free port
// with an access token, and the loop that times one query after its warm-up. Not a test and not part of the product.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApp } from '../server/app';
import { issueAccessToken } from '../server/auth/tokens';
import { loadConfig, type Config } from '../server/config';
import { openDatabase, type Database } from '../server/db/database';
import { seconds, sized, type Sizes } from './benchData';

// ---------------------------------------------------------------------------------------------------------------------
// Figures and options.

/** The value at percentile p (0 to 100) of times sorted ascending, by nearest rank. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The value of the option --name=value in argv, if given. */
export function optionValue(argv: string[], name: string): string | undefined {
  return argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
}

export type Engine = 'postgres' | 'pglite';

/** The options of the engine benches (bench.ts, benchBrands.ts, benchMenus.ts, benchPlaces.ts). */
export interface EngineOptions {
  /** --only=postgres|pglite: one engine; null for both. */
  only: Engine | null;
  /** --scale: a fraction of the full size (1). */
  scale: number;
  /** --iterations: timed requests per query (60). */
  iterations: number;
  /** --warmup: requests per query before the timed ones (5). */
  warmup: number;
  /** --keep: keep the PostgreSQL database created for the run. */
  keep: boolean;
  /** --database=NAME: measure on a database kept before instead of creating one. */
  database: string | null;
}

export function parseEngineOptions(argv: string[]): EngineOptions {
  const value = (name: string) => optionValue(argv, name);
  const only = value('only');
  if (only && only !== 'postgres' && only !== 'pglite') throw new Error('--only is postgres or pglite');
  return {
    only: (only as EngineOptions['only']) ?? null,
    scale: Number(value('scale') ?? 1),
    iterations: Number(value('iterations') ?? 60),
    warmup: Number(value('warmup') ?? 5),
    keep: argv.includes('--keep'),
    database: value('database') ?? null,
  };
}

/**
 * The run of bench.ts, benchBrands.ts and benchMenus.ts: PostgreSQL at options.scale of the full size, then PGlite in
 * memory at a tenth of that (or the one engine of --only), then the time it all took.
 */
export async function benchOnEngines(options: Pick<EngineOptions, 'only' | 'scale'>, benchEngine: (engine: Engine, sizes: Sizes) => Promise<unknown>): Promise<void> {
  const started = performance.now();
  if (options.only !== 'pglite') await benchEngine('postgres', sized(options.scale));
  if (options.only !== 'postgres') await benchEngine('pglite', sized(options.scale / 10));
  console.log(`\nbench finished in ${seconds(performance.now() - started)}`);
}

// ---------------------------------------------------------------------------------------------------------------------
// The database to measure on.

/** The PostgreSQL server the benches create their databases on: BENCH_DATABASE_URL, else DATABASE_URL, else the local test server. */
export function benchServerUrl(): string {
  return process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

export interface BenchDatabase {
  name: string;
  /** The database's connection URL. */
  url: string;
  /** The server's host and port, as the benches print it. */
  host: string;
  /** Drops the database; null for one kept before (not created by this run). */
  drop: (() => Promise<void>) | null;
}

/**
 * A database on a PostgreSQL server: a new one named `<prefix>_<timestamp>` (yyyymmddhhmmss, UTC), or with `existing`
 * the one of that name, kept before. The name is checked, as it goes into SQL unquoted.
 */
export async function createBenchDatabase({
  serverUrl = benchServerUrl(),
  prefix = 'bench',
  existing = null,
}: { serverUrl?: string; prefix?: string; existing?: string | null } = {}): Promise<BenchDatabase> {
  const name = existing ?? `${prefix}_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a database name: ${name}`);
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  if (!existing) await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), host: url.host, drop: existing ? null : () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** 'PostgreSQL <version>' of the server at url. */
export async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  await client.end();
  return `PostgreSQL ${rows[0].server_version}`;
}

export interface OpenEngine {
  db: Database;
  /** Drops the PostgreSQL database created for the run; null for PGlite and for a database kept before. */
  drop: (() => Promise<void>) | null;
}

/**
 * PGlite in memory, or for 'postgres' a database from createBenchDatabase (a new `<prefix>_<timestamp>`, or `database`
 * kept before), printing `  database NAME on HOST` (with the server's version if asked).
 */
export async function openEngine(
  engine: Engine,
  { database = null, prefix = 'bench', showServerVersion = false }: { database?: string | null; prefix?: string; showServerVersion?: boolean } = {},
): Promise<OpenEngine> {
  if (engine === 'pglite') return { db: await openDatabase({}), drop: null };
  const target = await createBenchDatabase({ prefix, existing: database });
  const version = showServerVersion ? ` (${await serverVersion(target.url)})` : '';
  console.log(`  database ${target.name} on ${target.host}${version}`);
  return { db: await openDatabase({ databaseUrl: target.url }), drop: target.drop };
}

/** Closes the database, then drops the one created for the run, unless keep (which it says). */
export async function closeEngine({ db, drop }: OpenEngine, keep = false): Promise<void> {
  await db.close();
  if (drop) {
    if (keep) console.log('  kept the database (--keep)');
    else await drop();
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// The endpoint and the timing.

/** A GraphQL answer. */
export type Answer = { data?: Record<string, unknown> | null; errors?: unknown[] };

export interface GraphqlEndpoint {
  config: Config;
  /** http://127.0.0.1:{port}, for the routes beside /graphql (the report downloads). */
  url: string;
  /** An access token of the user the requests are sent as. */
  token: string;
  /** Sends a query to POST /graphql as that user; the answer as the server gave it (errors included). */
  post: <T = Answer>(query: string, variables: Record<string, unknown>) => Promise<T>;
  close: () => Promise<void>;
}

/**
 * The app over db on a free port of 127.0.0.1, with the benches' config (a data directory in the temporary folder, a
 * fixed secret, no demo data; `config` on top of that) and an access token for user `userId`.
 */
export async function startGraphqlEndpoint(
  db: Database,
  { config: overrides = {}, userId = 1 }: { config?: Partial<Config>; userId?: number } = {},
): Promise<GraphqlEndpoint> {
  const config: Config = {
    ...loadConfig({ DATA_DIR: path.join(tmpdir(), 'curation-bench'), JWT_SECRET: 'bench-secret-0123456789-0123456789-0123456789' }),
    databaseUrl: undefined,
    loadDemoData: false,
    ...overrides,
  };
  const app = createApp({ config, db, deliverCode: async () => {}, spaDir: '/nonexistent' });
  const port = await app.listen(0);
  let token: string;
  try {
    token = await issueAccessToken(config.jwtSecret, userId);
  } catch (error) {
    await app.close();
    throw error;
  }
  const post = async <T = Answer>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as T;
  };
  return { config, url: `http://127.0.0.1:${port}`, token, post, close: () => app.close() };
}

/**
 * `warmup` requests of the query, then `iterations` timed ones: their p50 and p95 in ms and the last answer. Throws if
 * the last warm-up answer or the last timed answer has errors.
 */
export async function measureQuery<T extends { errors?: unknown[] }>(
  post: (query: string, variables: Record<string, unknown>) => Promise<T>,
  query: string,
  variables: Record<string, unknown>,
  { iterations, warmup }: { iterations: number; warmup: number },
): Promise<{ p50: number; p95: number; last: T | null }> {
  let last: T | null = null;
  for (let i = 0; i < warmup; i += 1) last = await post(query, variables);
  if (last?.errors) throw new Error(`${query}\n${JSON.stringify(last.errors)}`);
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const at = performance.now();
    last = await post(query, variables);
    times.push(performance.now() - at);
  }
  if (last?.errors) throw new Error(JSON.stringify(last.errors));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), last };
}
