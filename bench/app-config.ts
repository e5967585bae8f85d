/** The app's configuration in the benchmarks: production mode on a scratch data directory. */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { type Config, parseConfig } from '../apps/server/src/platform/config.ts';

export function benchConfig(dataDir: string, databaseUrl?: string): Config {
  return parseConfig({
    NODE_ENV: 'production',
    // No payments are made here: the test checkout is fine in production mode.
    PAYMENTS_SANDBOX: 'true',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://127.0.0.1',
    SEED_DEMO: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}
