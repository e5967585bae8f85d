/**
 * `npm run migrate`: applies the pending migrations and exits, for deploys that migrate before
 * starting instances (the server also migrates at its start; both are safe to run together on
 * PostgreSQL, where an advisory lock lets one migrate at a time).
 *
 * On the embedded database (PGlite, no DATABASE_URL) stop the server first: only one process
 * can open its data directory.
 */
import { join } from 'node:path';
import { loadConfig } from '../platform/config.ts';
import { openPg, openPglite } from '../platform/db/client.ts';
import { runCli } from './cli.ts';

runCli(async () => {
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openPg({ url: config.databaseUrl, max: 1 })
    : await openPglite({ dataDir: join(config.dataDir, 'db') });
  try {
    const before = await database.pendingMigrations();
    await database.migrate();
    process.stdout.write(`Migrations applied: ${before} (database: ${database.kind}).\n`);
  } finally {
    await database.close();
  }
});
