/**
 * The server process: configuration, database migrations, background jobs, the demo seed on a
 * first embedded start, then listen. SIGTERM/SIGINT shut down in order (sockets, HTTP, jobs,
 * Redis, database, queued error reports); a second signal or a stuck shutdown forces the exit.
 * With SENTRY_DSN, an unhandled rejection or uncaught exception is reported before the process
 * exits, as Node would have exited without it.
 */
import { buildApp } from './app.ts';
import { seedDemoIfNeeded } from './demo/seed.ts';
import { loadCities } from './features/cities/cities.repo.ts';
import { type Config, ConfigError, loadConfig } from './platform/config.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const app = await buildApp(config);
  app.errorReporter.watchProcess();

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.database.migrate();
  app.log.info({ database: app.database.kind }, 'database migrated');
  const cities = await loadCities(app.db);
  app.log.info(cities, 'city list ready');
  app.jobs.start();
  await seedDemoIfNeeded(app);
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: `${config.publicUrl}/app/` }, 'Искра is ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
