/**
 * The realtime hub: socket.io on the app's own HTTP server (path /socket.io). A socket proves
 * itself with the access token in `auth.token` and joins the rooms `user:{id}` and
 * `session:{id}`, so features address people, not sockets. With REDIS_URL the rooms span every
 * instance through @socket.io/redis-adapter.
 */
import type { Server as HttpServer } from 'node:http';
import {
  type ClientToServerEvents,
  SERVER_MESSAGE,
  type ServerToClientEvents,
  SOCKET_PATH,
  type SocketData,
} from '@iskra/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AuthContext } from './auth.ts';
import { closeRedis, connectRedis } from './redis.ts';

type NoEvents = Record<string, never>;
export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, NoEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, NoEvents, SocketData>;
type ClientEvent = keyof ClientToServerEvents;
type ServerEvent = keyof ServerToClientEvents;
export type ClientEventHandler<E extends ClientEvent> = (
  socket: AppSocket,
  ...args: Parameters<ClientToServerEvents[E]>
) => void | Promise<void>;

/** Socket.io frames are small JSON events; anything bigger is misuse. */
const MAX_FRAME_BYTES = 16 * 1024;

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export interface RealtimeOptions {
  verify: (token: string) => Promise<AuthContext | null>;
  logger: FastifyBaseLogger;
  redisUrl?: string;
  /** Channel prefix shared by the instances of one deployment. */
  redisPrefix?: string;
}

export type Realtime = ReturnType<typeof createRealtime>;

export function createRealtime(
  httpServer: HttpServer,
  { verify, logger, redisUrl, redisPrefix = 'iskra' }: RealtimeOptions,
) {
  const io: IoServer = new Server(httpServer, {
    path: SOCKET_PATH,
    maxHttpBufferSize: MAX_FRAME_BYTES,
    serveClient: false,
  });
  const redis: Redis[] = [];
  if (redisUrl) {
    const pub = connectRedis(redisUrl, 'socket-pub');
    const sub = connectRedis(redisUrl, 'socket-sub');
    redis.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: `${redisPrefix}:socket.io`, requestsTimeout: 3000 }));
  }

  const handlers = new Map<ClientEvent, ClientEventHandler<ClientEvent>>();
  const connectionListeners: Array<(socket: AppSocket) => void> = [];

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token === '') return next(new Error(SERVER_MESSAGE.unauthorized));
    try {
      const auth = await verify(token);
      if (!auth) return next(new Error(SERVER_MESSAGE.sessionExpired));
      socket.data.userId = auth.userId;
      socket.data.sessionId = auth.sessionId;
      next();
    } catch (error) {
      logger.error({ err: error }, 'socket handshake failed');
      next(new Error(SERVER_MESSAGE.internal));
    }
  });

  io.on('connection', async (socket) => {
    const { userId, sessionId } = socket.data;
    // Joining and attaching handlers stay synchronous so no early event finds the socket bare.
    void socket.join([userRoom(userId), sessionRoom(sessionId)]);
    for (const [event, handler] of handlers) {
      socket.on(event, (...args: unknown[]) => {
        Promise.resolve((handler as (s: AppSocket, ...a: unknown[]) => unknown)(socket, ...args)).catch(
          (error: unknown) => logger.error({ err: error, event }, 'socket handler failed'),
        );
      });
    }
    for (const listener of connectionListeners) listener(socket);
    // A session revoked between the handshake check and joining its room would miss the
    // disconnect broadcast; look once more now that the socket is reachable by room.
    const stillValid = await verify(socket.handshake.auth.token as string).catch(() => null);
    if (!stillValid) socket.disconnect(true);
  });

  async function countIn(rooms: string[]): Promise<Set<string>> {
    let sockets: Array<{ data: SocketData }>;
    try {
      sockets = await io.in(rooms).fetchSockets();
    } catch (error) {
      // Another instance did not answer in time: report what this instance knows.
      logger.warn({ err: error }, 'presence lookup across instances failed');
      sockets = await io.local.in(rooms).fetchSockets();
    }
    return new Set(sockets.map((s) => s.data.userId));
  }

  return {
    io,

    /** Registers the one handler of a client event; it runs for every authenticated socket. */
    on<E extends ClientEvent>(event: E, handler: ClientEventHandler<E>): void {
      if (handlers.has(event)) throw new Error(`socket event ${event} already has a handler`);
      handlers.set(event, handler as unknown as ClientEventHandler<ClientEvent>);
    },

    /** Runs for every new authenticated socket (presence, catch-up…). */
    onConnection(listener: (socket: AppSocket) => void): void {
      connectionListeners.push(listener);
    },

    emitToUser<E extends ServerEvent>(
      userId: string,
      event: E,
      ...args: Parameters<ServerToClientEvents[E]>
    ) {
      io.to(userRoom(userId)).emit(event, ...args);
    },

    disconnectSession(sessionId: string): void {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },

    disconnectUser(userId: string): void {
      io.in(userRoom(userId)).disconnectSockets(true);
    },

    async isOnline(userId: string): Promise<boolean> {
      return (await countIn([userRoom(userId)])).has(userId);
    },

    /** The subset of userIds with at least one connected socket on any instance. */
    async onlineUsers(userIds: string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      return countIn(userIds.map(userRoom));
    },

    /** First step of shutdown: drop this instance's sockets so the HTTP server can close. */
    disconnectLocal(): void {
      io.local.disconnectSockets(true);
      io.engine.close();
    },

    async close(): Promise<void> {
      io.local.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close();
      await Promise.all(redis.map(closeRedis));
    },
  };
}
