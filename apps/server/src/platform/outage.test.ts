/**
 * Outages of Redis and of the database, played by a TCP proxy between the app and the shared
 * servers (which stay up for everyone else). CI runs these with REDIS_URL and DATABASE_URL set.
 */
import { SERVER_MESSAGE } from '@iskra/contract';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeSockets, drained, openTab } from '../../test/sockets.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { createTestApp, createTestUser, listen } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import { type Database, openPg } from './db/client.ts';
import type { App } from './types.ts';

/** Polls `check` until it holds (recovery happens by itself, in its own time). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function readiness(app: App) {
  const res = await app.inject({ method: 'GET', url: '/api/ready' });
  return { status: res.statusCode, body: res.json() as { redis: string; database: string } };
}

const PASSWORD = 'outage-test-password-1';

async function logIn(app: App, email: string) {
  return app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: PASSWORD } });
}

describe.skipIf(!process.env.REDIS_URL)('a Redis outage', () => {
  let proxy: TcpProxy;
  let app: App;
  let url: string;

  beforeAll(async () => {
    const redis = new URL(process.env.REDIS_URL ?? '');
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    // Redis is down when the app starts.
    await proxy.refuse();
    app = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` } });
    url = await listen(app);
  });
  afterEach(closeSockets);
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
  });

  it('starts without Redis, serves sign-in and local sockets, and takes Redis up when it returns', async () => {
    expect(await readiness(app)).toMatchObject({ status: 200, body: { redis: 'down', database: 'up' } });
    const anna = await createTestUser(app, { password: PASSWORD });
    // Limits count in memory meanwhile: the login (limited per address and account) works.
    expect((await logIn(app, anna.user.email)).statusCode).toBe(200);
    // A broadcast to Anna reaches her tab on this instance.
    const tab = await openTab(url, anna);
    await drained(app, anna, tab);

    await proxy.pass();
    await eventually(async () => (await readiness(app)).body.redis === 'up');
    expect((await logIn(app, anna.user.email)).statusCode).toBe(200);
    await drained(app, anna, tab);
  });

  it('keeps serving through Redis going away under traffic, and recovers by itself', async () => {
    const boris = await createTestUser(app, { password: PASSWORD });
    const tab = await openTab(url, boris);
    await proxy.refuse();
    await eventually(async () => (await readiness(app)).body.redis === 'down');
    // Broadcasts, presence lookups, limits and sign-out while Redis is gone: nothing crashes.
    for (let i = 0; i < 5; i += 1) {
      expect((await logIn(app, boris.user.email)).statusCode).toBe(200);
      await drained(app, boris, tab);
      expect(await app.realtime.isOnline(boris.user.id)).toBe(true);
    }
    const signOut = await app.inject({ method: 'POST', url: '/api/user/logout', headers: boris.headers });
    expect(signOut.statusCode).toBe(200);

    await proxy.pass();
    await eventually(async () => (await readiness(app)).body.redis === 'up');
    // Limits are counted in Redis again: another client sees the key of this login.
    expect((await logIn(app, boris.user.email)).statusCode).toBe(200);
    const direct = new Redis(process.env.REDIS_URL ?? '');
    try {
      const keys = await direct.keys('*:rl:login:*');
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      direct.disconnect();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a database outage', () => {
  let proxy: TcpProxy;
  let template: TestDatabase;
  let proxied: Database;
  let app: App;

  beforeAll(async () => {
    // A migrated database of its own, then the app connected to it through the proxy.
    template = await createTestDatabase();
    const direct = new URL(template.url ?? '');
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const through = new URL(direct);
    through.host = `127.0.0.1:${proxy.port}`;
    proxied = await openPg({
      url: through.toString(),
      max: 4,
      timeouts: { connectMs: 1000, statementMs: 1500 },
    });
    app = await createTestApp({ database: proxied });
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await proxy?.close();
    await template?.close();
  });

  async function timed<T>(run: () => Promise<T>) {
    const started = Date.now();
    const res = await run();
    return { res, ms: Date.now() - started };
  }

  it('answers 503 with Retry-After within seconds while the server hangs or refuses, then recovers', async () => {
    const carla = await createTestUser(app);
    // A signed-in read whose handler asks the database (the session itself may come from the
    // session cache).
    const signedIn = () =>
      app.inject({ method: 'GET', url: '/api/dialogs?kind=matches', headers: carla.headers });
    expect((await signedIn()).statusCode).toBe(200);

    for (const outage of ['hang', 'refuse'] as const) {
      if (outage === 'hang') proxy.hang();
      else await proxy.refuse();
      const { res, ms } = await timed(signedIn);
      expect(res.statusCode, outage).toBe(503);
      expect(ms, outage).toBeLessThan(5000);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: SERVER_MESSAGE.unavailable, code: 'unavailable' });
      const ready = await timed(() => app.inject({ method: 'GET', url: '/api/ready' }));
      expect(ready.res.statusCode, outage).toBe(503);
      expect(ready.ms, outage).toBeLessThan(5000);
      // Liveness does not depend on the database.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      await proxy.pass();
      await eventually(async () => (await signedIn()).statusCode === 200);
      expect((await readiness(app)).status).toBe(200);
    }
  });
});
