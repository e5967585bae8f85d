/**
 * The realtime hub: socket.io on the app's own HTTP server (path /socket.io). A socket proves
 * itself with the access token in `auth.token` and joins the rooms `user:{id}` and
 * `session:{id}`, so features address people, not sockets. With REDIS_URL the rooms span every
 * instance through @socket.io/redis-adapter.
 *
 * Presence: listeners hear `online` whenever a tab of a user connects (it may repeat) and
 * `offline` only when the user has no socket left on any instance. Client events are limited
 * per user (SOCKET_EVENT_LIMIT, per instance); events over the budget are dropped. A client
 * event that ends with an acknowledgement callback hears `{ ok: true }` once its handler has
 * finished (and whatever it emitted has been sent), or `{ ok: false, message, code }` when it
 * was dropped or failed; a handler may answer it itself first. A refused handshake names its
 * reason in the error's `data.code` (HandshakeRefusal), so clients need not read the text.
 */
import type { Server as HttpServer } from 'node:http';
import {
  type Ack,
  type ClientEventPayload,
  type ClientToServerEvents,
  clientEventPayloadSchemas,
  type ErrorCode,
  type HandshakeRefusal,
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
import { errorBody } from './errors.ts';
import { closeRedis, connectRedis, redisReady } from './redis.ts';

type NoEvents = Record<string, never>;
export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, NoEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, NoEvents, SocketData>;
type ClientEvent = keyof ClientToServerEvents;
type ServerEvent = keyof ServerToClientEvents;

/** A refused handshake: socket.io hands the error's `data` to the client's connect_error. */
function refusal(message: string, code: ErrorCode): Error & { data: HandshakeRefusal } {
  return Object.assign(new Error(message), { data: { code } });
}
/**
 * The one handler of a client event: it gets the payload parsed by the event's schema in the
 * contract (clientEventPayloadSchemas), and the acknowledgement when the client asked for one.
 */
export type ClientEventHandler<E extends ClientEvent> = (
  socket: AppSocket,
  payload: ClientEventPayload<E>,
  ack?: Ack<null>,
) => void | Promise<void>;

/**
 * Socket.io frames from clients are small JSON events (ids and flags; messages go over HTTP);
 * anything bigger is misuse and closes the connection.
 */
export const MAX_FRAME_BYTES = 4 * 1024;

/** Client events one user may send through one instance: a burst, refilled steadily. */
export const SOCKET_EVENT_LIMIT = { burst: 40, perSecond: 10 } as const;

/**
 * Sockets one user may hold on one instance (tabs and devices); more are refused at the
 * handshake. Per instance, as counting across instances would cost a round trip per connection.
 */
export const SOCKETS_PER_USER = 10;

/** The longest wait between two checks of a socket's token expiry (a timer's limit is ~24.8 days). */
const EXPIRY_CHECK_MAX_MS = 24 * 60 * 60 * 1000;

export type PresenceListener = (userId: string, online: boolean) => void | Promise<void>;

interface Budget {
  tokens: number;
  at: number;
  /** This user's sockets on this instance; the budget goes with the last one. */
  sockets: number;
}

export const userRoom = (userId: string) => `user:${userId}`;

/** socket.io ids: base64url-like, about 20 characters. Anything else names no tab. */
const SOCKET_ID = /^[\w-]{1,64}$/;

/**
 * The tab a request came from, as the web client names it in SOCKET_ID_HEADER; undefined when
 * absent or malformed. Pushes a request causes for its own sender skip that tab, because the
 * tab acts on the answer; the sender's other tabs still hear them.
 */
export function socketIdOf(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && SOCKET_ID.test(header) ? header : undefined;
}

export interface ToUserOptions {
  /** A tab of the user to leave out (see socketIdOf). */
  except?: string | undefined;
}
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export interface RealtimeOptions {
  verify: (token: string) => Promise<AuthContext | null>;
  logger: FastifyBaseLogger;
  redisUrl?: string;
  /** Channel prefix shared by the instances of one deployment. */
  redisPrefix?: string;
  /** Hears every client event a socket sends (metrics). */
  onEvent?: (event: string) => void;
}

export type Realtime = ReturnType<typeof createRealtime>;

/** The commands the socket.io adapter sends without handling their failure. */
const PUBLISHER_CALLS = new Set(['publish']);
const SUBSCRIBER_CALLS = new Set(['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe']);

/**
 * A Redis client for the adapter whose `calls` never reject. The adapter publishes every
 * broadcast (and subscribes) without handling a rejection, and an unhandled rejection ends the
 * process. While Redis is down a broadcast must still reach this instance's sockets (the adapter
 * delivers locally right after publishing) and only the other instances miss it (the chat's
 * catch-up brings missed messages at the next reconnect); the subscriber subscribes again by
 * itself when Redis returns. The outage itself is logged by connectRedis.
 */
function guarded(client: Redis, calls: ReadonlySet<string>): Redis {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function' || property === 'constructor') return value;
      const method = value.bind(target) as (...args: unknown[]) => unknown;
      if (typeof property !== 'string' || !calls.has(property)) return method;
      return (...args: unknown[]) => {
        const answer = method(...args);
        return answer instanceof Promise ? answer.catch(() => undefined) : answer;
      };
    },
  });
}

export function createRealtime(
  httpServer: HttpServer,
  { verify, logger, redisUrl, redisPrefix = 'iskra', onEvent }: RealtimeOptions,
) {
  const io: IoServer = new Server(httpServer, {
    path: SOCKET_PATH,
    maxHttpBufferSize: MAX_FRAME_BYTES,
    serveClient: false,
  });
  const redis: Redis[] = [];
  if (redisUrl) {
    const pub = connectRedis(redisUrl, 'socket-pub', { logger });
    const sub = connectRedis(redisUrl, 'socket-sub', { logger, role: 'subscriber' });
    redis.push(pub, sub);
    io.adapter(
      createAdapter(guarded(pub, PUBLISHER_CALLS), guarded(sub, SUBSCRIBER_CALLS), {
        key: `${redisPrefix}:socket.io`,
        requestsTimeout: 3000,
      }),
    );
  }

  const handlers = new Map<ClientEvent, ClientEventHandler<ClientEvent>>();
  const connectionListeners: Array<(socket: AppSocket) => void> = [];
  const presenceListeners: PresenceListener[] = [];
  const budgets = new Map<string, Budget>();
  /** Set when this instance shuts down: its sockets drop, their users do not leave. */
  let closing = false;
  /** Presence checks and listeners still running (see settled()). */
  const pending = new Set<Promise<unknown>>();

  function track(work: Promise<unknown>): void {
    const tracked = work.finally(() => pending.delete(tracked));
    pending.add(tracked);
  }

  /** Takes one event from the user's budget; false when it is spent. */
  function spend(userId: string): boolean {
    const budget = budgets.get(userId);
    if (!budget) return false;
    const now = Date.now();
    budget.tokens = Math.min(
      SOCKET_EVENT_LIMIT.burst,
      budget.tokens + ((now - budget.at) / 1000) * SOCKET_EVENT_LIMIT.perSecond,
    );
    budget.at = now;
    if (budget.tokens < 1) return false;
    budget.tokens -= 1;
    return true;
  }

  function announce(userId: string, online: boolean): void {
    for (const listener of presenceListeners) {
      track(
        Promise.resolve()
          .then(() => listener(userId, online))
          .catch((error: unknown) =>
            logger.error({ err: error, userId, online }, 'presence listener failed'),
          ),
      );
    }
  }

  /** After a socket left: offline when none is left anywhere (and online again if one came). */
  async function checkGone(userId: string): Promise<void> {
    if (closing || (await countIn([userRoom(userId)])).has(userId)) return;
    announce(userId, false);
    // A tab that connected while we looked has announced itself already, maybe before us.
    if (!closing && (await countIn([userRoom(userId)])).has(userId)) announce(userId, true);
  }

  /**
   * A socket lives no longer than the token it connected with: it is disconnected at the
   * token's expiry (the client reconnects with its current token, or signs out). Checked at most
   * a day apart, as timers cannot wait 30 days.
   */
  function watchExpiry(socket: { data: SocketData; disconnect(close: boolean): unknown }) {
    const expiry: { timer?: NodeJS.Timeout } = {};
    const arm = () => {
      const left = socket.data.tokenExpiresAt - Date.now();
      if (left <= 0) {
        socket.disconnect(true);
        return;
      }
      expiry.timer = setTimeout(arm, Math.min(left, EXPIRY_CHECK_MAX_MS));
      expiry.timer.unref();
    };
    arm();
    return expiry;
  }

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token === '') {
      return next(refusal(SERVER_MESSAGE.unauthorized, 'unauthorized'));
    }
    try {
      const auth = await verify(token);
      if (!auth) return next(refusal(SERVER_MESSAGE.sessionExpired, 'sessionExpired'));
      if ((budgets.get(auth.userId)?.sockets ?? 0) >= SOCKETS_PER_USER) {
        // Refused as a limit, which the client retries later (a tab may close meanwhile).
        return next(refusal(SERVER_MESSAGE.tooManyRequests, 'rateLimited'));
      }
      socket.data.userId = auth.userId;
      socket.data.sessionId = auth.sessionId;
      socket.data.tokenExpiresAt = auth.expiresAt;
      next();
    } catch (error) {
      logger.error({ err: error }, 'socket handshake failed');
      next(refusal(SERVER_MESSAGE.internal, 'internal'));
    }
  });

  io.on('connection', async (socket) => {
    const { userId, sessionId } = socket.data;
    // Joining and attaching handlers stay synchronous so no early event finds the socket bare.
    void socket.join([userRoom(userId), sessionRoom(sessionId)]);
    const budget = budgets.get(userId);
    if (budget) budget.sockets += 1;
    else budgets.set(userId, { tokens: SOCKET_EVENT_LIMIT.burst, at: Date.now(), sockets: 1 });
    const expiry = watchExpiry(socket);
    socket.on('disconnect', () => {
      clearTimeout(expiry.timer);
      const left = budgets.get(userId);
      if (left && --left.sockets <= 0) budgets.delete(userId);
      track(
        checkGone(userId).catch((error: unknown) => logger.error({ err: error }, 'presence check failed')),
      );
    });
    for (const [event, handler] of handlers) {
      socket.on(event, (...args: unknown[]) => {
        onEvent?.(event);
        const last = args.at(-1);
        let answered = typeof last !== 'function';
        const answer: Ack<null> = (reply) => {
          if (answered) return;
          answered = true;
          (last as Ack<null>)(reply);
        };
        if (!answered) args[args.length - 1] = answer;
        if (!spend(userId)) {
          answer({ ok: false, ...errorBody(SERVER_MESSAGE.tooManyRequests, 'rateLimited') });
          logger.debug({ userId, event }, 'socket event over the budget dropped');
          return;
        }
        // Parsed once here, so no handler sees an unchecked payload.
        const payload = clientEventPayloadSchemas[event].safeParse(
          typeof args[0] === 'function' ? undefined : args[0],
        );
        if (!payload.success) {
          answer({ ok: false, ...errorBody(SERVER_MESSAGE.invalidRequest, 'invalidRequest') });
          logger.debug({ userId, event }, 'socket event with an invalid payload dropped');
          return;
        }
        Promise.resolve()
          .then(() => handler(socket, payload.data, typeof last === 'function' ? answer : undefined))
          .then(
            () => answer({ ok: true, data: null }),
            (error: unknown) => {
              logger.error({ err: error, event }, 'socket handler failed');
              answer({ ok: false, ...errorBody(SERVER_MESSAGE.internal, 'internal') });
            },
          );
      });
    }
    for (const listener of connectionListeners) listener(socket);
    announce(userId, true);
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

    /** Hears users come online (any tab connecting) and go offline (their last tab anywhere). */
    onPresence(listener: PresenceListener): void {
      presenceListeners.push(listener);
    },

    /** Resolves when the presence work started so far (checks and listeners) has finished. */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },

    /** Every tab of the user on every instance, but `except`. */
    toUser(userId: string, { except }: ToUserOptions = {}) {
      const room = io.to(userRoom(userId));
      return except ? room.except(except) : room;
    },

    /** Every tab of these users in one broadcast. */
    toUsers(userIds: readonly string[]) {
      return io.to(userIds.map(userRoom));
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
    /** Whether the Redis behind cross-instance fan-out is reachable (`none` without Redis). */
    redisState(): 'up' | 'down' | 'none' {
      if (redis.length === 0) return 'none';
      return redis.every(redisReady) ? 'up' : 'down';
    },

    disconnectLocal(): void {
      closing = true;
      io.local.disconnectSockets(true);
      io.engine.close();
    },

    async close(): Promise<void> {
      closing = true;
      io.local.disconnectSockets(true);
      io.engine.close();
      // Presence work already under way finishes before the database closes after us.
      while (pending.size > 0) await Promise.allSettled([...pending]);
      await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
      await Promise.all(redis.map(closeRedis));
    },
  };
}
