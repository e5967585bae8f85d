import { randomBytes } from 'node:crypto';
import { SERVER_MESSAGE } from '@iskra/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit.ts';
import { connectRedis } from './redis.ts';

async function hits(limiter: RateLimiter, key: string, count: number, limit: number, windowMs: number) {
  const results = [];
  for (let i = 0; i < count; i += 1) results.push(await limiter.hit(key, limit, windowMs));
  return results;
}

describe('memory rate limiter', () => {
  it('allows up to the limit per window, then tells how long to wait', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    const results = await hits(limiter, 'login:1.2.3.4', 4, 3, 60_000);
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[2]?.remaining).toBe(0);
    expect(results[3]?.retryAfterMs).toBe(60_000);
    now += 30_000;
    expect((await limiter.hit('login:1.2.3.4', 3, 60_000)).retryAfterMs).toBe(30_000);
    // Other keys are counted apart.
    expect((await limiter.hit('login:5.6.7.8', 3, 60_000)).allowed).toBe(true);
    now += 30_000;
    expect((await limiter.hit('login:1.2.3.4', 3, 60_000)).allowed).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const limiter = createMemoryRateLimiter();
    await hits(limiter, 'k', 2, 1, 60_000);
    await limiter.reset('k');
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(true);
  });

  it('enforce() throws 429 with the Russian message and Retry-After', async () => {
    const limiter = createMemoryRateLimiter();
    await limiter.enforce('like:u1', 1, 10_000);
    const error = await limiter.enforce('like:u1', 1, 10_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 429, message: SERVER_MESSAGE.tooManyRequests });
    expect((error as AppError).headers['retry-after']).toBe('10');
  });
});

// Needs a Redis server; CI runs the suite with REDIS_URL set.
describe.skipIf(!process.env.REDIS_URL)('redis rate limiter', () => {
  const prefix = `iskra-test-${randomBytes(4).toString('hex')}`;
  const limiter = process.env.REDIS_URL
    ? createRedisRateLimiter(connectRedis(process.env.REDIS_URL, 'test'), { prefix })
    : createMemoryRateLimiter();
  const second = process.env.REDIS_URL
    ? createRedisRateLimiter(connectRedis(process.env.REDIS_URL, 'test'), { prefix })
    : createMemoryRateLimiter();

  afterAll(async () => {
    await limiter.close();
    await second.close();
  });

  it('counts hits from every instance together and expires the window', async () => {
    const a = await hits(limiter, 'k', 2, 3, 400);
    const b = await hits(second, 'k', 2, 3, 400);
    expect([...a, ...b].map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(b[1]?.retryAfterMs).toBeGreaterThan(0);
    expect(b[1]?.retryAfterMs).toBeLessThanOrEqual(400);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await limiter.hit('k', 3, 400)).allowed).toBe(true);
    await limiter.reset('k');
    expect((await second.hit('k', 1, 400)).allowed).toBe(true);
  });
});
