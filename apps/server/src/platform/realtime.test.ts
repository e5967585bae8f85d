import { randomBytes } from 'node:crypto';
import { type ClientToServerEvents, SERVER_MESSAGE, type ServerToClientEvents } from '@iskra/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestUser, listen } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.ts';
import type { App } from './types.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const clients: ClientSocket[] = [];

function connect(url: string, token?: string): ClientSocket {
  const socket: ClientSocket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(token === undefined ? {} : { auth: { token } }),
  });
  clients.push(socket);
  return socket;
}

function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function connectError(socket: ClientSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected unexpectedly')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

function disconnected(socket: ClientSocket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

afterEach(() => {
  for (const socket of clients.splice(0)) socket.disconnect();
});

describe('realtime on one instance', () => {
  let app: App;
  let url = '';
  const typing = vi.fn();

  beforeAll(async () => {
    app = await createTestApp({
      routes(app) {
        app.realtime.on('CLIENT:TYPING', (socket, payload) => typing(socket.data.userId, payload));
      },
    });
    url = await listen(app);
  });

  afterAll(() => app.close());

  it('accepts a signed-in user and delivers events addressed to them', async () => {
    const alice = await createTestUser(app);
    const socket = connect(url, alice.token);
    await connected(socket);
    const received = new Promise((resolve) => socket.once('SERVER:INVITE_MEETUP', resolve));
    app.realtime.emitToUser(alice.user.id, 'SERVER:INVITE_MEETUP', { userId: 'someone' });
    expect(await received).toEqual({ userId: 'someone' });
    expect(await app.realtime.isOnline(alice.user.id)).toBe(true);
  });

  it('reports who is online', async () => {
    const alice = await createTestUser(app);
    const bob = await createTestUser(app);
    await connected(connect(url, alice.token));
    expect(await app.realtime.isOnline(bob.user.id)).toBe(false);
    expect(await app.realtime.onlineUsers([alice.user.id, bob.user.id])).toEqual(new Set([alice.user.id]));
  });

  it('hands client events to the registered handler with the sender', async () => {
    const alice = await createTestUser(app);
    const socket = connect(url, alice.token);
    await connected(socket);
    socket.emit('CLIENT:TYPING', { dialogId: 'd1' });
    await vi.waitFor(() => expect(typing).toHaveBeenCalledWith(alice.user.id, { dialogId: 'd1' }));
  });

  it('refuses a handshake without a token or with a bad one', async () => {
    expect(await connectError(connect(url))).toBe(SERVER_MESSAGE.unauthorized);
    expect(await connectError(connect(url, 'not.a.token'))).toBe(SERVER_MESSAGE.sessionExpired);
    const alice = await createTestUser(app);
    await app.auth.revokeSession(alice.sessionId);
    expect(await connectError(connect(url, alice.token))).toBe(SERVER_MESSAGE.sessionExpired);
  });

  it('disconnects the sockets of a revoked session, and only those', async () => {
    const alice = await createTestUser(app);
    const other = await app.auth.issueSession(alice.user.id, { ip: '127.0.0.1', userAgent: 'tablet' });
    const revoked = connect(url, alice.token);
    const kept = connect(url, other.token);
    await Promise.all([connected(revoked), connected(kept)]);
    const gone = disconnected(revoked);
    await app.auth.revokeSession(alice.sessionId);
    expect(await gone).toBe('io server disconnect');
    expect(kept.connected).toBe(true);
    const allGone = disconnected(kept);
    await app.auth.revokeAllSessions(alice.user.id);
    expect(await allGone).toBe('io server disconnect');
  });

  it('refuses oversized frames', async () => {
    const alice = await createTestUser(app);
    const socket = connect(url, alice.token);
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
    const socket = connect(url, alice.token);
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
  let database: TestDatabase;
  let a: App;
  let b: App;
  let urlB = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { JWT_SECRET: randomBytes(32).toString('hex') };
    a = await createTestApp({ database, env });
    b = await createTestApp({ database, env });
    await listen(a);
    urlB = await listen(b);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('emitToUser on instance A reaches a client connected to instance B', async () => {
    const alice = await createTestUser(a);
    const socket = connect(urlB, alice.token);
    await connected(socket);
    const received = new Promise((resolve) => socket.once('SERVER:DELETE_DIALOG', resolve));
    a.realtime.emitToUser(alice.user.id, 'SERVER:DELETE_DIALOG', { id: 'dialog-1' });
    expect(await received).toEqual({ id: 'dialog-1' });
    expect(await a.realtime.isOnline(alice.user.id)).toBe(true);
  });

  it('revoking a session on A disconnects its socket on B', async () => {
    const alice = await createTestUser(a);
    const socket = connect(urlB, alice.token);
    await connected(socket);
    const gone = disconnected(socket);
    await a.auth.revokeSession(alice.sessionId);
    expect(await gone).toBe('io server disconnect');
  });
});
