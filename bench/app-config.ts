/** The app's configuration in the benchmarks: production mode on a scratch data directory. */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type Config, parseConfig } from '../apps/server/src/platform/config.ts';
import { users } from '../apps/server/src/platform/db/schema.ts';
import type { App } from '../apps/server/src/platform/types.ts';

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

/**
 * The baseline of the database-bound rows: a route added to the app for the run that reads one
 * user by primary key (one statement) and answers a little JSON, i.e. what any request that
 * touches the database costs in this app on this database. Returns its path.
 */
export function addPrimaryKeyRead(app: App, userId: string): string {
  app.get(PK_READ_PATH, async () => {
    const [row] = await app.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    return { id: row?.id, name: row?.name };
  });
  return PK_READ_PATH;
}

const PK_READ_PATH = '/bench/pk';

/**
 * The floor of a rule-checked write: a route added for the run whose transaction reads one user
 * by primary key and inserts one row of a table of its own (BEGIN, the read, the insert, COMMIT:
 * four statements), the least any write that checks a rule before it writes costs on this
 * database. Returns its path (POST).
 */
export async function addWriteFloor(app: App, userId: string): Promise<string> {
  await app.db.execute(
    sql`create table if not exists bench_write_floor (id bigserial primary key, user_id text not null)`,
  );
  app.post(WRITE_FLOOR_PATH, async () => {
    await app.db.transaction(async (tx) => {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      await tx.execute(sql`insert into bench_write_floor (user_id) values (${row?.id ?? userId})`);
    });
    return { ok: true };
  });
  return WRITE_FLOOR_PATH;
}

const WRITE_FLOOR_PATH = '/bench/write-floor';
