import { randomBytes } from 'node:crypto';
import { SERVER_MESSAGE } from '@iskra/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ClientSocket, closeSockets, connected, openSocket } from '../../test/sockets.ts';
import { createTestApp, createTestUser, listen, useTestApp } from '../../test/test-app.ts';
import { signToken } from './auth.ts';
import { SOCKET_EVENT_LIMIT, SOCKETS_PER_USER } from './realtime.ts';
import type { App } from './types.ts';

function connectError(socket: ClientSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected unexpectedly')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

/** The machine code a refused handshake carries in the error's data. */
function refusalCode(socket: ClientSocket): Promise<unknown> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected unexpectedly')));
    socket.once('connect_error', (error: Error & { data?: { code?: unknown } }) => resolve(error.data?.code));
  });
}

/** Resolves when the server has seen the user's sockets fall to `left`. */
function disconnectedOnServer(app: App, userId: string, left: number): Promise<void> {
  return new Promise((resolve) => {
    const check = async () => {
      const sockets = await app.realtime.io.local.in(`user:${userId}`).fetchSockets();
      if (sockets.length <= left) resolve();
      else setImmediate(() => void check());
    };
    void check();
  });
}

function disconnected(socket: ClientSocket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

afterEach(closeSockets);

describe('realtime on one instance', () => {
  const joined = vi.fn();
  const presence: Array<[string, boolean]> = [];
  const app = useTestApp({
    listen: true,
    routes(app) {
      app.realtime.on('join', (socket, payload, ...rest: unknown[]) => {
        joined(socket.data.userId, payload);
        const ack = rest.at(-1);
        if (typeof ack === 'function') ack({ ok: true, data: null });
      });
      app.realtime.onPresence((userId, online) => {
        presence.push([userId, online]);
      });
    },
  });

  it('accepts a signed-in user and delivers events addressed to them', async () => {
    const alice = await createTestUser(app);
    const socket = openSocket(app.url, alice.token);
    await connected(socket);
    const received = new Promise((resolve) => socket.once('SERVER:INVITE_MEETUP', resolve));
    app.realtime.emitToUser(alice.user.id, 'SERVER:INVITE_MEETUP', { userId: 'someone' });
    expect(await received).toEqual({ userId: 'someone' });
    expect(await app.realtime.isOnline(alice.user.id)).toBe(true);
  });

  it("checks a socket's token without keeping it in the session cache, which requests fill", async () => {
    const alice = await createTestUser(app);
    await app.sessionCache.forget({ users: [alice.user.id] });
    const socket = openSocket(app.url, alice.token);
    await connected(socket);
    expect(app.sessionCache.cache.get(alice.sessionId)).toBeUndefined();
    const res = await app.inject({ method: 'GET', url: '/api/user/check-premium', headers: alice.headers });
    expect(res.statusCode).toBe(200);
    expect(app.sessionCache.cache.get(alice.sessionId)?.userId).toBe(alice.user.id);
  });

  it('reports who is online', async () => {
    const alice = await createTestUser(app);
    const bob = await createTestUser(app);
    await connected(openSocket(app.url, alice.token));
    expect(await app.realtime.isOnline(bob.user.id)).toBe(false);
    expect(await app.realtime.onlineUsers([alice.user.id, bob.user.id])).toEqual(new Set([alice.user.id]));
  });

  it('hands client events to the registered handler with the sender', async () => {
    const alice = await createTestUser(app);
    const socket = openSocket(app.url, alice.token);
    await connected(socket);
    socket.emit('join', 'd1');
    await vi.waitFor(() => expect(joined).toHaveBeenCalledWith(alice.user.id, 'd1'));
  });

  it('refuses a handshake without a token or with a bad one', async () => {
    expect(await connectError(openSocket(app.url))).toBe(SERVER_MESSAGE.unauthorized);
    expect(await connectError(openSocket(app.url, 'not.a.token'))).toBe(SERVER_MESSAGE.sessionExpired);
    const alice = await createTestUser(app);
    await app.auth.revokeSession(alice.sessionId);
    expect(await connectError(openSocket(app.url, alice.token))).toBe(SERVER_MESSAGE.sessionExpired);
  });

  it('names the reason of a refused handshake with a machine code', async () => {
    expect(await refusalCode(openSocket(app.url))).toBe('unauthorized');
    expect(await refusalCode(openSocket(app.url, 'not.a.token'))).toBe('sessionExpired');
  });

  it('disconnects the sockets of a revoked session, and only those', async () => {
    const alice = await createTestUser(app);
    const other = await app.auth.issueSession(alice.user.id, { ip: '127.0.0.1', userAgent: 'tablet' });
    const revoked = openSocket(app.url, alice.token);
    const kept = openSocket(app.url, other.token);
    await Promise.all([connected(revoked), connected(kept)]);
    const gone = disconnected(revoked);
    await app.auth.revokeSession(alice.sessionId);
    expect(await gone).toBe('io server disconnect');
    expect(kept.connected).toBe(true);
    const allGone = disconnected(kept);
    await app.auth.revokeAllSessions(alice.user.id);
    expect(await allGone).toBe('io server disconnect');
  });

  it('disconnects a socket when the token it connected with expires', async () => {
    const alice = await createTestUser(app);
    // A token of her live session that expires in about two seconds (expiry has whole seconds).
    const soon = signToken(app.config.jwtSecret, {
      sub: alice.user.id,
      sid: alice.sessionId,
      exp: new Date(Date.now() + 2500),
    });
    const expiring = openSocket(app.url, soon);
    const lasting = openSocket(app.url, alice.token);
    await Promise.all([connected(expiring), connected(lasting)]);
    expect(await disconnected(expiring)).toBe('io server disconnect');
    expect(lasting.connected).toBe(true);
  });

  it(`refuses a user's socket beyond ${SOCKETS_PER_USER}, and takes one again when a tab closes`, async () => {
    const alice = await createTestUser(app);
    const tabs = Array.from({ length: SOCKETS_PER_USER }, () => openSocket(app.url, alice.token));
    await Promise.all(tabs.map(connected));
    expect(await refusalCode(openSocket(app.url, alice.token))).toBe('rateLimited');
    tabs[0]?.disconnect();
    await disconnectedOnServer(app, alice.user.id, SOCKETS_PER_USER - 1);
    await connected(openSocket(app.url, alice.token));
  });

  it('drops client events over the per-user budget, across the tabs of the user', async () => {
    const alice = await createTestUser(app);
    const tab1 = openSocket(app.url, alice.token);
    const tab2 = openSocket(app.url, alice.token);
    await Promise.all([connected(tab1), connected(tab2)]);
    joined.mockClear();
    const events = SOCKET_EVENT_LIMIT.burst + 30;
    for (let i = 0; i < events; i += 1) (i % 2 ? tab1 : tab2).emit('join', `e${i}`);
    // An event with an acknowledgement, sent after the others on each tab: the server has
    // handled (or dropped) everything before it when it answers.
    const emitAck = (socket: ClientSocket) =>
      (socket as unknown as { emitWithAck(event: string, ...args: unknown[]): Promise<unknown> }).emitWithAck(
        'join',
        'last',
      );
    const answers = await Promise.all([emitAck(tab1), emitAck(tab2)]);
    expect(answers).toContainEqual({
      ok: false,
      message: SERVER_MESSAGE.tooManyRequests,
      code: 'rateLimited',
    });
    const handled = joined.mock.calls.filter(([userId]) => userId === alice.user.id).length;
    expect(handled).toBeGreaterThanOrEqual(SOCKET_EVENT_LIMIT.burst);
    expect(handled).toBeLessThan(events);
    // Another user has a budget of their own.
    const bob = await createTestUser(app);
    const bobSocket = openSocket(app.url, bob.token);
    await connected(bobSocket);
    bobSocket.emit('join', 'bob');
    await vi.waitFor(() => expect(joined).toHaveBeenCalledWith(bob.user.id, 'bob'));
  });

  it('announces a user online with each tab and offline with the last one', async () => {
    const alice = await createTestUser(app);
    const mine = () => presence.filter(([userId]) => userId === alice.user.id).map(([, online]) => online);
    const tab1 = openSocket(app.url, alice.token);
    await connected(tab1);
    const tab2 = openSocket(app.url, alice.token);
    await connected(tab2);
    await app.realtime.settled();
    expect(mine()).toEqual([true, true]);
    const gone1 = disconnectedOnServer(app, alice.user.id, 1);
    tab1.disconnect();
    await gone1;
    await app.realtime.settled();
    expect(mine()).toEqual([true, true]);
    const gone2 = disconnectedOnServer(app, alice.user.id, 0);
    tab2.disconnect();
    await gone2;
    await app.realtime.settled();
    expect(mine()).toEqual([true, true, false]);
  });

  it('refuses oversized frames', async () => {
    const alice = await createTestUser(app);
    const socket = openSocket(app.url, alice.token);
    await connected(socket);
    const gone = disconnected(socket);
    socket.emit('CLIENT:TYPING', { dialogId: 'x'.repeat(64 * 1024) });
    expect(await gone).toBe('transport close');
  });
});

describe('shutdown', () => {
  it('closes promptly while sockets are connected', async () => {
    const app = await createTestApp();
    const url = await listen(app);
    const alice = await createTestUser(app);
    const socket = openSocket(url, alice.token);
    await connected(socket);
    const gone = disconnected(socket);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await gone).toMatch(/server disconnect|transport close/);
  });
});

// Two instances behind a load balancer meet through Redis; CI runs this with REDIS_URL set.
describe.skipIf(!process.env.REDIS_URL)('realtime across two instances (Redis)', () => {
  // One deployment: both instances on one database, signing with one secret.
  const env = { JWT_SECRET: randomBytes(32).toString('hex') };
  const a = useTestApp({ env, listen: true });
  const b = useTestApp({ env, listen: true, databaseOf: a });

  it('emitToUser on instance A reaches a client connected to instance B', async () => {
    const alice = await createTestUser(a);
    const socket = openSocket(b.url, alice.token);
    await connected(socket);
    const received = new Promise((resolve) => socket.once('SERVER:DELETE_DIALOG', resolve));
    a.realtime.emitToUser(alice.user.id, 'SERVER:DELETE_DIALOG', { id: 'dialog-1' });
    expect(await received).toEqual({ id: 'dialog-1' });
    expect(await a.realtime.isOnline(alice.user.id)).toBe(true);
  });

  it('revoking a session on A disconnects its socket on B', async () => {
    const alice = await createTestUser(a);
    const socket = openSocket(b.url, alice.token);
    await connected(socket);
    const gone = disconnected(socket);
    await a.auth.revokeSession(alice.sessionId);
    expect(await gone).toBe('io server disconnect');
  });
});
