/**
 * `npm run seed`: adds the demo community to the configured database (PGlite or DATABASE_URL)
 * and storage, whatever SEED_DEMO says. Does nothing when demo people already exist.
 */
import { pino } from 'pino';
import { demoLoginsExist, printDemoCredentials, seedDemo } from './demo/seed.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { createDb } from './platform/db/client.ts';
import { loggerOptions } from './platform/logging.ts';
import { createStorage } from './platform/storage.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino(loggerOptions(config.logLevel));
  const database = await createDb(config, (error) => log.error({ err: error }, 'database connection error'));
  try {
    await database.migrate();
    await seedDemo({
      db: database.db,
      storage: createStorage(config),
      config: { ...config, seedDemo: 'true' },
      log,
    });
    if (await demoLoginsExist(database.db)) printDemoCredentials(log, config.publicUrl);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A configuration problem is the user's to fix: its message names the variable; no stack.
  const text =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`Seeding failed: ${text}\n`);
  process.exitCode = 1;
});
