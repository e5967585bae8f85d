/**
 * Test helpers for integration tests through app.inject() on a real database.
 *
 *   const app = await createTestApp();            // fresh migrated DB, temp DATA_DIR
 *   afterAll(() => app.close());                   // also drops the DB and the temp dir
 *   const alice = await createTestUser(app, { name: 'Алиса', gender: 2, looking: 1 });
 *   await app.inject({ method: 'GET', url: '/api/…', headers: alice.headers });
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppDeps, buildApp } from '../src/app.ts';
import { hashPassword } from '../src/features/auth/passwords.ts';
import { type Config, parseConfig } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db/client.ts';
import { users } from '../src/platform/db/schema.ts';
import { type OutboxRecord, outboxDir } from '../src/platform/mail.ts';
import type { App } from '../src/platform/types.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export interface TestAppOptions {
  /** Extra environment variables, parsed like real ones (e.g. { WEB_DIST_DIR: dir }). */
  env?: Record<string, string>;
  /** Direct overrides of the parsed config. */
  config?: Partial<Config>;
  deps?: Omit<AppDeps, 'database'>;
  /**
   * Use this database instead of a fresh one (two app instances on one database). The app
   * does not close it; close it yourself after the apps.
   */
  database?: TestDatabase;
  /** Registers extra routes (test-only endpoints) before the app becomes ready. */
  routes?: (app: App) => void | Promise<void>;
}

/** Redis prefix per test file, so parallel files never share rooms or limits. */
const FILE_REDIS_PREFIX = `iskra-test-${process.pid}-${randomBytes(3).toString('hex')}`;

/** A database handle whose close() is left to its owner. */
function borrowed(database: Database): Database {
  return { ...database, close: async () => undefined };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<App> {
  const dataDir = await mkdtemp(join(tmpdir(), 'iskra-test-'));
  const database = options.database ?? (await createTestDatabase());
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://localhost:8080',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...options.env,
  });
  Object.assign(config, options.config);
  const app = await buildApp(config, {
    redisPrefix: FILE_REDIS_PREFIX,
    ...options.deps,
    database: options.database ? borrowed(options.database) : database,
  });
  app.addHook('onClose', async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  await options.routes?.(app);
  await app.ready();
  return app;
}

/** Starts the app on a free port of 127.0.0.1 and returns its base URL. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

export type NewTestUser = Partial<typeof users.$inferInsert> & { password?: string };

export interface TestUser {
  user: typeof users.$inferSelect;
  token: string;
  sessionId: string;
  /** Headers of a signed-in request: `{ authorization: 'Bearer …' }`. */
  headers: { authorization: string };
}

let userCounter = 0;

/**
 * A user row plus a signed-in session. Without `password` the stored hash matches no password
 * (enough for everything but login tests); with it the hash is the real one.
 */
export async function createTestUser(app: App, fields: NewTestUser = {}): Promise<TestUser> {
  const { password, ...columns } = fields;
  userCounter += 1;
  const passwordHash = password ? await hashPassword(password) : '!no-password';
  const [user] = await app.db
    .insert(users)
    .values({
      name: 'Тестовый',
      email: `user-${userCounter}-${randomBytes(4).toString('hex')}@test.iskra.example`,
      passwordHash,
      isActivated: true,
      birthday: '1995-05-15',
      gender: 1,
      looking: 2,
      goal: 3,
      city: 'Москва',
      region: '',
      country: 'Россия',
      lat: 55.7558,
      lng: 37.6173,
      ...columns,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  const session = await app.auth.issueSession(user.id, { ip: '127.0.0.1', userAgent: 'vitest' });
  return {
    user,
    token: session.token,
    sessionId: session.sessionId,
    headers: { authorization: `Bearer ${session.token}` },
  };
}

/** Letters in the app's outbox, oldest first; only those to `to` when given. */
export async function readOutbox(app: App, to?: string): Promise<OutboxRecord[]> {
  const dir = outboxDir(app.config.dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  const records = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxRecord),
  );
  return to ? records.filter((r) => r.to === to) : records;
}
