import { createHmac } from 'node:crypto';
import { SERVER_MESSAGE } from '@iskra/contract';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestUser, useTestApp } from '../../test/test-app.ts';
import { createAuth, readToken, requireAuth, type SignedIn, signToken } from './auth.ts';
import { sessions } from './db/schema.ts';
import { createSessionCache } from './session-cache.ts';

const app = useTestApp({
  routes(app) {
    // The claims; the user's row the check read comes apart (`/test/me/user`).
    const claims = (auth: SignedIn | null) => {
      if (!auth) return null;
      const { user: _, ...rest } = auth;
      return rest;
    };
    app.get('/test/me', { onRequest: app.authenticate }, async (request) => claims(requireAuth(request)));
    app.get('/test/me/user', { onRequest: app.authenticate }, async (request) => {
      const { user } = requireAuth(request);
      return { id: user.id, email: user.email };
    });
    app.get('/test/maybe', { onRequest: app.auth.identify }, async (request) => ({
      auth: claims(request.auth),
    }));
  },
});

const me = (authorization?: string) =>
  app.inject({ method: 'GET', url: '/test/me', headers: authorization ? { authorization } : {} });

function b64(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('access tokens', () => {
  it('lets a signed-in user through and tells the route who it is', async () => {
    const alice = await createTestUser(app);
    const res = await me(alice.headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: alice.user.id,
      sessionId: alice.sessionId,
      expiresAt: readToken(app.config.jwtSecret, alice.token)?.expiresAt,
    });
    // The session check read the user's row with it.
    const user = await app.inject({
      method: 'GET',
      url: '/test/me/user',
      headers: { authorization: alice.headers.authorization },
    });
    expect(user.json()).toEqual({ id: alice.user.id, email: alice.user.email });
  });

  it('answers 401 without a token and with a malformed one', async () => {
    const none = await me();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: SERVER_MESSAGE.unauthorized, code: 'unauthorized' });
    for (const header of [
      'Bearer',
      'Bearer abc.def.ghi',
      'Basic dXNlcjpwYXNz',
      `Bearer ${'a'.repeat(3000)}`,
    ]) {
      expect((await me(header)).statusCode, header).toBe(401);
    }
  });

  it('rejects a token whose payload or signature was changed', async () => {
    const alice = await createTestUser(app);
    const bob = await createTestUser(app);
    const [header, , signature] = alice.token.split('.');
    const [, bobBody] = bob.token.split('.');
    expect((await me(`Bearer ${header}.${bobBody}.${signature}`)).statusCode).toBe(401);
    const foreign = signToken('another-secret-of-enough-length-000000', {
      sub: alice.user.id,
      sid: alice.sessionId,
      exp: new Date(Date.now() + 60_000),
    });
    expect((await me(`Bearer ${foreign}`)).statusCode).toBe(401);
  });

  it('rejects the "none" algorithm and other headers', async () => {
    const alice = await createTestUser(app);
    const body = alice.token.split('.')[1];
    expect((await me(`Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${body}.`)).statusCode).toBe(401);
    const hs512 = `${b64({ alg: 'HS512', typ: 'JWT' })}.${body}`;
    const sig = createHmac('sha512', app.config.jwtSecret).update(hs512).digest('base64url');
    expect((await me(`Bearer ${hs512}.${sig}`)).statusCode).toBe(401);
  });

  it('rejects an expired token even with a live session', async () => {
    const alice = await createTestUser(app);
    const expired = signToken(app.config.jwtSecret, {
      sub: alice.user.id,
      sid: alice.sessionId,
      exp: new Date(Date.now() - 1000),
    });
    expect(readToken(app.config.jwtSecret, expired)).toBeNull();
    expect((await me(`Bearer ${expired}`)).statusCode).toBe(401);
  });

  it('ends a token the moment its session is revoked', async () => {
    const alice = await createTestUser(app);
    expect((await me(alice.headers.authorization)).statusCode).toBe(200);
    await app.auth.revokeSession(alice.sessionId);
    const res = await me(alice.headers.authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: SERVER_MESSAGE.sessionExpired, code: 'sessionExpired' });
  });

  it('ends a token whose session expired in the database', async () => {
    const alice = await createTestUser(app);
    await app.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, alice.sessionId));
    expect((await me(alice.headers.authorization)).statusCode).toBe(401);
  });

  it('signs a user out everywhere, or everywhere but here', async () => {
    const alice = await createTestUser(app);
    const phone = await app.auth.issueSession(alice.user.id, { ip: '10.0.0.2', userAgent: 'phone' });
    const laptop = await app.auth.issueSession(alice.user.id, { ip: '10.0.0.3', userAgent: 'laptop' });
    await app.auth.revokeAllSessions(alice.user.id, { exceptSessionId: laptop.sessionId });
    expect((await me(`Bearer ${phone.token}`)).statusCode).toBe(401);
    expect((await me(alice.headers.authorization)).statusCode).toBe(401);
    expect((await me(`Bearer ${laptop.token}`)).statusCode).toBe(200);
    await app.auth.revokeAllSessions(alice.user.id);
    expect((await me(`Bearer ${laptop.token}`)).statusCode).toBe(401);
  });

  it('renews a live session with a fresh token and refuses a revoked one', async () => {
    const alice = await createTestUser(app);
    const renewed = await app.auth.renewSession(alice.sessionId);
    expect(renewed?.sessionId).toBe(alice.sessionId);
    expect((await me(`Bearer ${renewed?.token}`)).json()).toEqual({
      userId: alice.user.id,
      sessionId: alice.sessionId,
      expiresAt: Math.floor((renewed?.expiresAt.getTime() ?? 0) / 1000) * 1000,
    });
    await app.auth.revokeSession(alice.sessionId);
    expect(await app.auth.renewSession(alice.sessionId)).toBeNull();
  });

  it('renews a session at most to 90 days after its sign-in, then asks for a new login', async () => {
    const alice = await createTestUser(app);
    const day = 24 * 60 * 60 * 1000;
    const signedInAt = (daysAgo: number) =>
      app.db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - daysAgo * day) })
        .where(eq(sessions.id, alice.sessionId));

    await signedInAt(80);
    const renewed = await app.auth.renewSession(alice.sessionId);
    const left = (renewed?.expiresAt.getTime() ?? 0) - Date.now();
    expect(left).toBeGreaterThan(9 * day);
    expect(left).toBeLessThan(11 * day);

    await signedInAt(91);
    expect(await app.auth.renewSession(alice.sessionId)).toBeNull();
  });

  it('stores who opened the session', async () => {
    const alice = await createTestUser(app);
    const [row] = await app.db.select().from(sessions).where(eq(sessions.id, alice.sessionId));
    expect(row).toMatchObject({
      userId: alice.user.id,
      ip: '127.0.0.1',
      userAgent: 'vitest',
      revokedAt: null,
    });
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('identifies guests and users on open routes without refusing anyone', async () => {
    const alice = await createTestUser(app);
    const guest = await app.inject({ method: 'GET', url: '/test/maybe' });
    expect(guest.json()).toEqual({ auth: null });
    const bad = await app.inject({
      method: 'GET',
      url: '/test/maybe',
      headers: { authorization: 'Bearer x.y.z' },
    });
    expect(bad.json()).toEqual({ auth: null });
    const user = await app.inject({ method: 'GET', url: '/test/maybe', headers: alice.headers });
    expect(user.json()).toEqual({
      auth: {
        userId: alice.user.id,
        sessionId: alice.sessionId,
        expiresAt: readToken(app.config.jwtSecret, alice.token)?.expiresAt,
      },
    });
  });
});

describe('verifying through the session cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An auth of its own on the app's database, with a cache that keeps entries for an hour. */
  function cachedAuth() {
    const cache = createSessionCache({ ttlMs: 60 * 60 * 1000 });
    const forgotten: unknown[] = [];
    const auth = createAuth({
      db: app.db,
      secret: app.config.jwtSecret,
      cache: {
        cache,
        forget: async (what) => {
          forgotten.push(what);
          cache.forget(what);
        },
      },
    });
    return { auth, cache, forgotten };
  }

  const lastSeen = async (sessionId: string) =>
    (await app.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]?.lastSeenAt.getTime();

  it('answers from the cache, and still moves lastSeenAt every five minutes', async () => {
    const { auth, cache } = cachedAuth();
    const alice = await createTestUser(app);
    const first = await auth.verifyToken(alice.token);
    expect(first?.user.id).toBe(alice.user.id);
    expect(cache.get(alice.sessionId)).toBeDefined();
    const seenAt = await lastSeen(alice.sessionId);

    // The database is not asked while the entry lives: a row changed behind the cache's back
    // is not seen (the app's writes go through user-writes.ts, which forgets it).
    await app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(0) })
      .where(eq(sessions.id, alice.sessionId));
    expect((await auth.verifyToken(alice.token))?.user.id).toBe(alice.user.id);
    expect(await lastSeen(alice.sessionId)).toBe(0);
    expect(seenAt).toBeGreaterThan(0);

    // Six minutes later the cached session is still answered, and lastSeenAt is written.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);
    expect((await auth.verifyToken(alice.token))?.sessionId).toBe(alice.sessionId);
    expect(await lastSeen(alice.sessionId)).toBeGreaterThan(0);
  });

  it('refuses a cached session once its end has passed', async () => {
    const { auth } = cachedAuth();
    const alice = await createTestUser(app);
    const endIn = (interval: string) =>
      app.db
        .update(sessions)
        .set({ expiresAt: sql`now() + ${interval}::interval` })
        .where(eq(sessions.id, alice.sessionId));
    await endIn('1 minute');
    expect(await auth.verifyToken(alice.token)).not.toBeNull();
    // Ended behind the cache's back: the cached end (a minute ahead) still holds…
    await endIn('-1 second');
    expect(await auth.verifyToken(alice.token)).not.toBeNull();
    // …until it has passed: then the session is read again, and refused.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    expect(await auth.verifyToken(alice.token)).toBeNull();
  });

  it('forgets what it revokes', async () => {
    const { auth, cache, forgotten } = cachedAuth();
    const alice = await createTestUser(app);
    const phone = await auth.issueSession(alice.user.id, { ip: '10.0.0.2', userAgent: 'phone' });
    await auth.verifyToken(alice.token);
    await auth.verifyToken(phone.token);
    await auth.revokeSession(phone.sessionId);
    expect(cache.get(phone.sessionId)).toBeUndefined();
    expect(await auth.verifyToken(phone.token)).toBeNull();
    await auth.revokeAllSessions(alice.user.id);
    expect(cache.get(alice.sessionId)).toBeUndefined();
    expect(await auth.verifyToken(alice.token)).toBeNull();
    expect(forgotten).toEqual([{ sessions: [phone.sessionId] }, { users: [alice.user.id] }]);
  });
});
