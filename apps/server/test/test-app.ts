/**
 * Test helpers for integration tests through app.inject() on a real database.
 *
 *   const app = useTestApp();                      // started in beforeAll, closed in afterAll
 *   const alice = await createTestUser(app, { name: 'Алиса', gender: 2, looking: 1 });
 *   await app.inject({ method: 'GET', url: '/api/…', headers: alice.headers });
 *
 * createTestApp() builds one by hand (fresh migrated DB, temp DATA_DIR; close() drops both),
 * for tests about starting and stopping the app itself.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
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

export interface UseTestAppOptions extends Omit<TestAppOptions, 'database'> {
  /** Also listen on a free port of 127.0.0.1; the base URL is then `app.url`. */
  listen?: boolean;
  /**
   * Share the database of an app declared before this one (two instances of one deployment,
   * or a second configuration), instead of loading a database of its own.
   */
  databaseOf?: App;
}

/** The app of a test file or `describe` block, as useTestApp() hands it out. */
export type TestApp = App & {
  /** Base URL of the listening app (`useTestApp({ listen: true })`). */
  readonly url: string;
};

/**
 * An app for the tests of the enclosing file or `describe` block: registers a beforeAll that
 * starts it and an afterAll that closes it. Options may be a function, read when the app
 * starts, for values a beforeAll before it prepares (a temp directory, another app).
 *
 * The returned handle stands for the running app. Before it runs, or when its start failed,
 * using it throws a clear error instead of "cannot read properties of undefined", and the
 * teardown closes only what actually started: after a beforeAll that timed out it adds no
 * failure of its own and closes the app once it is up.
 */
export function useTestApp(options: UseTestAppOptions | (() => UseTestAppOptions) = {}): TestApp {
  let running: App | undefined;
  let url: string | undefined;
  let starting: Promise<App> | undefined;
  let tornDown = false;

  beforeAll(async () => {
    const { listen: listening, databaseOf, ...rest } = typeof options === 'function' ? options() : options;
    starting = createTestApp({ ...rest, ...(databaseOf ? { database: databaseOf.database } : {}) });
    const app = await starting;
    // This hook timed out and afterAll has run already: the app is closed from there.
    if (tornDown) return;
    running = app;
    if (listening) url = await listen(app);
  });

  afterAll(async () => {
    tornDown = true;
    const app = running;
    const pending = starting;
    running = undefined;
    url = undefined;
    if (app) return app.close();
    // The start failed, or is still under way after beforeAll timed out: close the app if it
    // ever comes up, without a second time-out here on top of the one already reported.
    void pending?.then((late) => late.close()).catch(() => undefined);
  });

  function current(): App {
    if (!running) throw new Error('The test app is not running: its beforeAll failed or has not run yet.');
    return running;
  }

  // A stand-in for the app that only exists once beforeAll has run, so test files can keep
  // writing `app.inject(…)` and pass `app` to helpers. Methods are bound to the real instance:
  // Fastify keeps its state on the instance itself.
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (key === 'url') {
        current();
        if (url === undefined)
          throw new Error('The test app does not listen (useTestApp({ listen: true })).');
        return url;
      }
      const app = current();
      const value: unknown = Reflect.get(app, key);
      return typeof value === 'function' ? value.bind(app) : value;
    },
    has: (_target, key) => key === 'url' || Reflect.has(current(), key),
  });
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

/**
 * Letters in the app's outbox, oldest first; only those to `to` when given. Letters go out
 * through the job queue, whose worker does not run in tests: the due ones are sent first, so a
 * letter queued by the request just made is there when this returns.
 */
export async function readOutbox(app: App, to?: string): Promise<OutboxRecord[]> {
  await app.letters.runDue();
  const dir = outboxDir(app.config.dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  const records = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxRecord),
  );
  return to ? records.filter((r) => r.to === to) : records;
}

/** The fields a 422 answer names, sorted. */
export function fieldErrorParams(res: { json: <T>() => T }): string[] {
  return res
    .json<{ errors: Array<{ param: string }> }>()
    .errors.map((e) => e.param)
    .sort();
}
