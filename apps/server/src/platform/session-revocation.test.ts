/**
 * The session cache (session-cache.ts) keeps revocation instant: whatever ends a session or
 * changes a person's row on instance A is seen by the next request on instance B, although B
 * answered that session from its cache a moment before. Run on one instance (embedded) and,
 * with DATABASE_URL and REDIS_URL, on two instances of one deployment.
 */
import { randomBytes } from 'node:crypto';
import { ACCOUNT_DELETION_REASON } from '@iskra/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/staff.ts';
import { createTestUser, type TestApp, type TestUser, useTestApp } from '../../test/test-app.ts';
import { sessions, users } from './db/schema.ts';
import type { App } from './types.ts';

/** What the viewer of a signed-in request is, as the route sees it. */
function routes(app: App) {
  app.get('/test/viewer', { onRequest: app.authenticate, preHandler: app.loadViewer }, async (request) => {
    const user = request.viewer?.user;
    return { description: user?.description };
  });
}

async function waitFor(check: () => boolean, what: string): Promise<void> {
  const until = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const PASSWORD = 'пароль-для-теста-1';

function revocationHolds(a: TestApp, b: TestApp) {
  const viewer = (app: TestApp, who: Pick<TestUser, 'headers'>) =>
    app.inject({ method: 'GET', url: '/test/viewer', headers: who.headers });

  /** The session answered on both instances, and now in B's cache. */
  async function cachedOnB(who: Pick<TestUser, 'headers' | 'sessionId'>): Promise<void> {
    // With Redis, a cache is on once its subscription is live.
    await waitFor(() => a.sessionCache.cache.enabled && b.sessionCache.cache.enabled, 'the caches');
    expect((await viewer(a, who)).statusCode).toBe(200);
    expect((await viewer(b, who)).statusCode).toBe(200);
    expect(b.sessionCache.cache.get(who.sessionId)).toBeDefined();
  }

  it('answers a session from the cache: a write from outside the app is not seen until forgotten', async () => {
    const alice = await createTestUser(a);
    await cachedOnB(alice);
    await a.database.db.update(users).set({ description: 'Мимо кэша' }).where(eq(users.id, alice.user.id));
    expect((await viewer(b, alice)).json()).toMatchObject({ description: '' });
    await a.sessionCache.forget({ users: [alice.user.id] });
    expect((await viewer(b, alice)).json()).toMatchObject({ description: 'Мимо кэша' });
  });

  it('logout ends the token on the next request', async () => {
    const alice = await createTestUser(a);
    await cachedOnB(alice);
    const out = await a.inject({ method: 'POST', url: '/api/user/logout', headers: alice.headers });
    expect(out.statusCode).toBe(200);
    expect((await viewer(b, alice)).statusCode).toBe(401);
  });

  it('logout everywhere ends every session of the person', async () => {
    const alice = await createTestUser(a);
    const phone = await a.auth.issueSession(alice.user.id, { ip: '10.0.0.2', userAgent: 'phone' });
    const onPhone = { headers: { authorization: `Bearer ${phone.token}` }, sessionId: phone.sessionId };
    await cachedOnB(alice);
    await cachedOnB(onPhone);
    await a.auth.revokeAllSessions(alice.user.id);
    expect((await viewer(b, alice)).statusCode).toBe(401);
    expect((await viewer(b, onPhone)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions; the one that changed it goes on', async () => {
    const alice = await createTestUser(a, { password: PASSWORD });
    const phone = await a.auth.issueSession(alice.user.id, { ip: '10.0.0.2', userAgent: 'phone' });
    const onPhone = { headers: { authorization: `Bearer ${phone.token}` }, sessionId: phone.sessionId };
    await cachedOnB(alice);
    await cachedOnB(onPhone);
    const changed = await a.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: alice.headers,
      payload: { oldPassword: PASSWORD, newPassword: 'новый-пароль-для-теста-2' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await viewer(b, onPhone)).statusCode).toBe(401);
    expect((await viewer(b, alice)).statusCode).toBe(200);
  });

  it('a ban ends every session of the account', async () => {
    const staff = await signedInStaff(a, 'moderator');
    const alice = await createTestUser(a);
    await cachedOnB(alice);
    const banned = await a.inject({
      method: 'POST',
      url: `/api/staff/users/${alice.user.id}/ban`,
      headers: staff.headers,
      payload: { reason: 'spam', note: '' },
    });
    expect(banned.statusCode).toBe(200);
    expect((await viewer(b, alice)).statusCode).toBe(401);
  });

  it('a deletion request ends every session of the account', async () => {
    const alice = await createTestUser(a);
    await cachedOnB(alice);
    await a.services.account.requestDeletion(alice.user.id, ACCOUNT_DELETION_REASON.support);
    expect((await viewer(b, alice)).statusCode).toBe(401);
  });

  it('a session past its end is refused, though it was cached', async () => {
    const alice = await createTestUser(a);
    await a.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1500 milliseconds'` })
      .where(eq(sessions.id, alice.sessionId));
    await cachedOnB(alice);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await viewer(b, alice)).statusCode).toBe(401);
  });

  it('a profile edit is seen by the next request', async () => {
    const alice = await createTestUser(a);
    await cachedOnB(alice);
    const edited = await a.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: alice.headers,
      payload: { description: 'Люблю море' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await viewer(b, alice)).json()).toMatchObject({ description: 'Люблю море' });
  });

  // The grant writes the row inside a transaction: B hears of it once that is committed.
  it('a tier granted by an admin is seen by the next request', async () => {
    const admin = await signedInStaff(a, 'admin');
    const alice = await createTestUser(a);
    await cachedOnB(alice);
    const premium = () =>
      b
        .inject({ method: 'GET', url: '/api/user/check-premium', headers: alice.headers })
        .then((res) => res.json<{ premium: boolean }>().premium);
    expect(await premium()).toBe(false);
    const granted = await a.inject({
      method: 'POST',
      url: '/api/staff/tiers',
      headers: admin.headers,
      payload: { email: alice.user.email, tier: 'premium', days: 30 },
    });
    expect(granted.statusCode).toBe(200);
    expect(await premium()).toBe(true);
  });
}

describe('on one instance', () => {
  const app = useTestApp({ routes });
  revocationHolds(app, app);
});

describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)(
  'across two instances on one database and Redis',
  () => {
    // One deployment: both instances on one database, signing with one secret.
    const env = { JWT_SECRET: randomBytes(32).toString('hex') };
    const a = useTestApp({ env, routes });
    const b = useTestApp({ env, routes, databaseOf: a });
    revocationHolds(a, b);
  },
);
