/**
 * Redis connections (production mode, REDIS_URL): socket.io fan-out and rate limits.
 *
 * Redis is never allowed to take the app down. While it is unreachable, commands fail at once
 * (no offline queue) instead of piling up, and their callers fall back: rate limits count in
 * memory per instance, broadcasts reach the sockets of this instance only. ioredis reconnects by
 * itself and everything resumes when Redis returns; the subscriber then subscribes again.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long a command may wait for Redis before its caller falls back. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;
/** The longest pause between two reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 2000;

export type RedisRole =
  /** Commands (rate limits, publishing): fail at once while disconnected. */
  | 'commands'
  /** The socket.io subscriber: its SUBSCRIBE waits for the connection and is renewed after it. */
  | 'subscriber';

export interface RedisConnectOptions {
  role?: RedisRole;
  /** Outages are logged once when they start and once when they end. */
  logger?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

export function connectRedis(url: string, name: string, options: RedisConnectOptions = {}): Redis {
  const subscriber = options.role === 'subscriber';
  const client = new Redis(url, {
    connectionName: `iskra:${name}`,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
    ...(subscriber
      ? { enableOfflineQueue: true, maxRetriesPerRequest: null }
      : { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS }),
  });
  // Without a listener ioredis prints every failed reconnection; one line per outage is enough.
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    options.logger?.warn({ err: error, redis: name }, 'Redis is unreachable: running degraded');
  });
  client.on('ready', () => {
    everReady.add(client);
    if (!down) return;
    down = false;
    options.logger?.info({ redis: name }, 'Redis is back');
  });
  return client;
}

/** Whether the client can run commands now (connected and past its handshake). */
export function redisReady(client: Redis): boolean {
  return client.status === 'ready';
}

/**
 * Whether the client can take a command: at once when it is connected; while it is still
 * making its first connection (the app has just started), after waiting up to `timeoutMs` for
 * it; during an outage, never (a caller does not wait for every reconnection attempt).
 */
export function redisUsable(client: Redis, timeoutMs = REDIS_COMMAND_TIMEOUT_MS): Promise<boolean> | boolean {
  if (client.status === 'ready') return true;
  if (client.status !== 'wait' && client.status !== 'connecting' && client.status !== 'connect') return false;
  if (everReady.has(client)) return false;
  return new Promise((resolve) => {
    const done = (usable: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(usable);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    client.once('ready', onReady);
  });
}

/** Clients that have been connected at least once (their later connects are reconnections). */
const everReady = new WeakSet<Redis>();

/** Closes politely, falling back to a hard disconnect when Redis does not answer. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
