/**
 * Fixed-window rate limits keyed by any string ('login:ip:1.2.3.4', 'like:user:…'). The window
 * opens at a key's first hit. In memory on the embedded default; in Redis with REDIS_URL, so
 * every instance counts together. While Redis is unreachable the Redis limiter counts in memory
 * (each instance on its own: limits are as strict per instance, looser across instances) and
 * goes back to Redis by itself when Redis returns.
 */

import { SERVER_MESSAGE } from '@iskra/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './errors.ts';
import { closeRedis, connectRedis, redisUsable } from './redis.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in the current window. */
  remaining: number;
  /** Time until the window resets; 0 while allowed. */
  retryAfterMs: number;
}

export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Counts a hit and throws 429 (with Retry-After) when the limit is passed. */
  enforce(key: string, limit: number, windowMs: number): Promise<void>;
  /** Forgets a key, e.g. after a successful login. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

function result(count: number, limit: number, msLeft: number): RateLimitResult {
  const allowed = count <= limit;
  return { allowed, remaining: Math.max(0, limit - count), retryAfterMs: allowed ? 0 : Math.max(msLeft, 1) };
}

function withEnforce(limiter: Omit<RateLimiter, 'enforce'>): RateLimiter {
  return {
    ...limiter,
    async enforce(key, limit, windowMs) {
      const { allowed, retryAfterMs } = await limiter.hit(key, limit, windowMs);
      if (!allowed) {
        throw new AppError(429, SERVER_MESSAGE.tooManyRequests, {
          headers: { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) },
        });
      }
    },
  };
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  return withEnforce({
    async hit(key, limit, windowMs) {
      const time = now();
      // Expired windows are dropped now and then, so idle keys do not pile up.
      if (time >= nextSweep) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
        nextSweep = time + 60_000;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return result(window.count, limit, window.resetAt - time);
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  });
}

/** INCR and start the window's expiry in one step, so no key can be left without a TTL. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

export interface RedisRateLimiterOptions {
  prefix?: string;
  logger?: Pick<FastifyBaseLogger, 'warn'>;
}

export function createRedisRateLimiter(client: Redis, options: RedisRateLimiterOptions = {}): RateLimiter {
  const prefix = options.prefix ?? 'iskra';
  const keyOf = (key: string) => `${prefix}:rl:${key}`;
  const fallback = createMemoryRateLimiter();
  let failing = false;
  const failed = (error: unknown) => {
    if (!failing) options.logger?.warn({ err: error }, 'rate limits count in memory while Redis fails');
    failing = true;
  };
  return withEnforce({
    async hit(key, limit, windowMs) {
      if (await redisUsable(client)) {
        try {
          const [count, ttl] = (await client.eval(HIT_SCRIPT, 1, keyOf(key), String(windowMs))) as [
            number,
            number,
          ];
          failing = false;
          return result(count, limit, ttl);
        } catch (error) {
          failed(error);
        }
      }
      return fallback.hit(key, limit, windowMs);
    },
    async reset(key) {
      await fallback.reset(key);
      if (!(await redisUsable(client))) return;
      await client.del(keyOf(key)).catch(failed);
    },
    async close() {
      await fallback.close();
      await closeRedis(client);
    },
  });
}

export function createRateLimiter(
  config: { redisUrl?: string },
  redisPrefix = 'iskra',
  logger?: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): RateLimiter {
  return config.redisUrl
    ? createRedisRateLimiter(connectRedis(config.redisUrl, 'rate-limit', logger ? { logger } : {}), {
        prefix: redisPrefix,
        ...(logger ? { logger } : {}),
      })
    : createMemoryRateLimiter();
}
