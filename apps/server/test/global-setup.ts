/**
 * Prepares one migrated database for the whole test run, so no test file pays for initdb and
 * migrations: a PGlite data-directory dump on the embedded default, or a template database on
 * the PostgreSQL server when DATABASE_URL is set. Test files clone it (see test-db.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openPg, PGLITE_EXTENSIONS } from '../src/platform/db/client.ts';
import { adminUrl, databaseUrl, quoteIdent } from './pg-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a PGlite data-directory dump (plain tar) with all migrations applied. */
    pgliteDump: string;
    /** Name of the migrated template database on the DATABASE_URL server ('' without one). */
    pgTemplate: string;
  }
}

async function preparePglite(): Promise<{ path: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'iskra-pglite-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  // Uncompressed: every test file loads it, and without gunzip a load takes about a fifth less
  // CPU; the 40 MB live in the run's temp dir.
  const dump = await client.dumpDataDir('none');
  await client.close();
  const path = join(dir, 'migrated.tar');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  return { path, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

async function preparePgTemplate(url: string): Promise<{ name: string; cleanup: () => Promise<void> }> {
  const name = `iskra_test_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
  const template = await openPg({ url: databaseUrl(url, name), max: 1 });
  await template.migrate();
  // A template must have no open connections while it is being copied.
  await template.close();
  return {
    name,
    async cleanup() {
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = await preparePgTemplate(url);
    project.provide('pgTemplate', template.name);
    project.provide('pgliteDump', '');
    return template.cleanup;
  }
  const dump = await preparePglite();
  project.provide('pgliteDump', dump.path);
  project.provide('pgTemplate', '');
  return dump.cleanup;
}
