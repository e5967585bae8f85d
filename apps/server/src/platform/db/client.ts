/**
 * The database: PostgreSQL in-process (PGlite, data under DATA_DIR/db) on the embedded
 * default, or a PostgreSQL server (node-postgres pool) when DATABASE_URL is set. Both speak the
 * same SQL and run the same migrations; repos are written once against AppDb.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseTimeouts } from '../config.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { startPgliteThread } from './pglite-thread.ts';
import * as schema from './schema.ts';

/** A drizzle database (or transaction) on either driver. */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: AppDb;
  kind: 'pglite' | 'pg';
  /** Applies pending migrations from apps/server/drizzle. Safe to call from several instances. */
  migrate(): Promise<void>;
  /** How many migrations of apps/server/drizzle the database has not applied yet. */
  pendingMigrations(): Promise<number>;
  /** The PostgreSQL pool's connections now (none on the embedded database). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export { MIGRATIONS_DIR };

/** Any fixed number; it only has to be the same for every instance of the app. */
const MIGRATION_LOCK_KEY = 7_215_903_114;

/** The migrations shipped with this build (drizzle-kit's journal). */
function shippedMigrations(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Shipped migrations the database has not recorded as applied (all of them on a new database). */
async function pendingOf(db: AppDb): Promise<number> {
  const [exists] = await queryRows<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return shippedMigrations();
  const [row] = await queryRows<{ applied: number }>(
    db,
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return Math.max(0, shippedMigrations() - (row?.applied ?? 0));
}

/** Extensions PGlite must load when it opens; migrations then CREATE EXTENSION them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export interface PgliteOptions {
  /** Directory of the database files; omitted for an in-memory database. */
  dataDir?: string;
  /** A data directory dump (PGlite.dumpDataDir) to start from, used by tests. */
  loadDataDir?: Blob;
  /**
   * Run the database on a worker thread (pglite-thread.ts), so its statements do not stop the
   * server's event loop; the app does. On the calling thread otherwise (quicker to open, for
   * scripts and tests that only need a database).
   */
  thread?: boolean;
}

export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const start = {
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  };
  // drizzle's driver uses only query() and transaction() of the client, which the thread
  // offers with PGlite's own signatures.
  const client = options.thread
    ? ((await startPgliteThread(start)) as unknown as PGlite)
    : await PGlite.create({ ...start, extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    // A single in-process connection: nobody else can migrate at the same time.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    pendingMigrations: () => pendingOf(db),
    close: () => client.close(),
  };
}

export interface PgOptions {
  url: string;
  max?: number;
  /** Limits on waiting for the server; none when omitted (tests, scripts). */
  timeouts?: DatabaseTimeouts;
  onError?: (error: Error) => void;
}

/**
 * With `timeouts`, a hung or unreachable server fails a request quickly (then answered 503 by
 * errors.ts) instead of holding it for minutes: connecting gives up after `connectMs`; the
 * server cancels a statement after `statementMs` and a transaction left idle after twice that;
 * the client gives up on an answer a second after the statement limit (a server that stopped
 * answering cannot cancel anything). A connection that failed is dropped from the pool, so the
 * app recovers by itself when the server is back.
 */
export async function openPg(options: PgOptions): Promise<Database> {
  const { timeouts } = options;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    application_name: 'iskra',
    keepAlive: true,
    ...(timeouts
      ? {
          connectionTimeoutMillis: timeouts.connectMs,
          statement_timeout: timeouts.statementMs,
          idle_in_transaction_session_timeout: timeouts.statementMs * 2,
          query_timeout: timeouts.statementMs + 1000,
        }
      : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => options.onError?.(error));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'pg',
    async migrate() {
      // A connection of its own without the request limits: a migration may take long.
      const client = new pg.Client({ connectionString: options.url, application_name: 'iskra-migrate' });
      await client.connect();
      try {
        // Several instances may start together; the advisory lock lets one migrate at a time
        // and the others then find nothing left to do.
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    },
    pendingMigrations: () => pendingOf(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

export function createDb(
  config: { databaseUrl?: string; databaseTimeouts: DatabaseTimeouts; dataDir: string },
  onError?: (error: Error) => void,
): Promise<Database> {
  if (config.databaseUrl) {
    return openPg({
      url: config.databaseUrl,
      timeouts: config.databaseTimeouts,
      ...(onError ? { onError } : {}),
    });
  }
  return openPglite({ dataDir: join(config.dataDir, 'db'), thread: true });
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: AppDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/** The pool of a PostgreSQL server's database; undefined on the embedded one and in a transaction. */
export function serverPoolOf(db: AppDb): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * Rows of a hot raw SQL query whose text takes few shapes (the discover bands): on a
 * PostgreSQL server a named prepared statement per shape, so each pool connection plans it
 * once and PostgreSQL may keep a generic plan (it does when that costs no more than planning
 * every time; planning was most of a discover page's time). Timestamps come back as Date. On
 * the embedded database, or inside a transaction, it runs as queryRows does.
 */
export async function preparedRows<T>(db: AppDb, query: SQL): Promise<T[]> {
  const client = serverPoolOf(db);
  if (!client) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `iskra_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const result = await client.query({ name, text, values: params });
  return result.rows as T[];
}
