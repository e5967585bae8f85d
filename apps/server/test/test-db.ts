/**
 * A fresh, migrated database for one test file: a PGlite loaded from the run's dump (under a
 * second), or a new database cloned from the run's template on the DATABASE_URL server and
 * dropped when closed.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPg, openPglite } from '../src/platform/db/client.ts';
import { adminUrl, databaseUrl, quoteIdent } from './pg-admin.ts';

export interface TestDatabase extends Database {
  /** The connection string of this database (server mode only). */
  url?: string;
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(url) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function clonePg(serverUrl: string, template: string): Promise<TestDatabase> {
  const name = `iskra_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    // Cloning fails while another clone of the same template is starting; retry briefly.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
        return;
      } catch (error) {
        if (attempt >= 20 || !String(error).includes('is being accessed by other users')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  const url = databaseUrl(serverUrl, name);
  const database = await openPg({ url, max: 5 });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await withAdmin(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
      );
    },
  };
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (serverUrl && template) return clonePg(serverUrl, template);
  const dump = await readFile(inject('pgliteDump'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}
