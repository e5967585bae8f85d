/**
 * What the discover generator (discover-seed.ts) and the discover benchmark (discover.ts) share:
 * where the benchmark database is and how its bookkeeping tables are named.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { openPg } from '../apps/server/src/platform/db/client.ts';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/iskra_bench';

/** The benchmark database: BENCH_DATABASE_URL, else a local server's iskra_bench. */
export function benchUrl(): string {
  return process.env.BENCH_DATABASE_URL?.trim() || DEFAULT_BENCH_URL;
}

/** The same server's maintenance database, from which the benchmark database is created. */
export function maintenanceUrl(url: string): { url: string; database: string } {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) {
    throw new Error(`benchmark database name must be a plain identifier, got "${database}"`);
  }
  parsed.pathname = '/postgres';
  return { url: parsed.toString(), database };
}

/**
 * A hash of the public schema (columns, indexes, constraints): a dataset is valid while its
 * database has the schema the app's migrations make today, however the migrations are split.
 */
export async function schemaFingerprint(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ line: string }>(
    `select line from (
       select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' '
         || coalesce(column_default, '') as line
       from information_schema.columns where table_schema = 'public'
       union all
       select 'index ' || pg_get_indexdef(x.indexrelid)
       from pg_index x join pg_class c on c.oid = x.indrelid where c.relnamespace = 'public'::regnamespace
       union all
       select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
       from pg_constraint where connamespace = 'public'::regnamespace
     ) t order by line`,
  );
  const hash = createHash('sha256');
  for (const { line } of rows) hash.update(`${line}\n`);
  return hash.digest('hex').slice(0, 16);
}

/** The fingerprint of what the app's migrations make now, from a scratch database beside `url`'s. */
export async function migratedSchemaFingerprint(url: string): Promise<string> {
  const scratch = await scratchDatabase(url, 'schema');
  try {
    const app = await openPg({ url: scratch.url, max: 1 });
    try {
      await app.migrate();
    } finally {
      await app.close();
    }
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      return await schemaFingerprint(client);
    } finally {
      await client.end();
    }
  } finally {
    await scratch.drop();
  }
}

/**
 * A fresh database named after `url`'s with `_${suffix}`, on the same server, with the app's
 * migrations to be applied by the caller; `drop()` removes it.
 */
export async function scratchDatabase(
  url: string,
  suffix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const { url: adminUrl, database } = maintenanceUrl(url);
  const name = `${database}_${suffix}`;
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  return { url: scratchUrl.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** The viewers the benchmark measures; the generator picks them and stores them in bench.viewers. */
export const VIEWER_ROLES = ['dense', 'sparse', 'heavy'] as const;
export type ViewerRole = (typeof VIEWER_ROLES)[number];

export const VIEWER_LABEL: Record<ViewerRole, string> = {
  dense: 'dense-city viewer',
  sparse: 'sparse-city viewer',
  heavy: 'heavy-history viewer',
};

export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** The value at percentile `p` (0–100) of ascending `sorted` values. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export function ms(value: number): string {
  return `${value.toFixed(value < 10 ? 2 : 1)} ms`;
}
