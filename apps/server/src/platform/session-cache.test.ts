import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { users } from './db/schema.ts';
import { type CachedSession, createSessionCache, FILL_WINDOW_MS } from './session-cache.ts';

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

function session(userId = randomUUID()): CachedSession {
  return {
    userId,
    expiresAt: Date.now() + 60_000,
    lastSeenAt: Date.now(),
    user: { id: userId, name: 'Тестовый' } as typeof users.$inferSelect,
  };
}

describe('session cache', () => {
  it('answers what was stored until the entry is older than the TTL', () => {
    const time = clock();
    const cache = createSessionCache({ ttlMs: 1000, now: time.now });
    const value = session();
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.put(cache.mark(), 's1', value)).toBe(true);
    expect(cache.get('s1')).toMatchObject({ userId: value.userId, user: { id: value.userId } });
    time.advance(999);
    expect(cache.get('s1')).toBeDefined();
    time.advance(1);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('freezes the stored row, as requests share it', () => {
    const cache = createSessionCache();
    cache.put(cache.mark(), 's1', session());
    expect(Object.isFrozen(cache.get('s1')?.user)).toBe(true);
  });

  it('holds at most maxEntries, dropping the oldest fill first', () => {
    const cache = createSessionCache({ maxEntries: 3 });
    for (const id of ['s1', 's2', 's3', 's4']) cache.put(cache.mark(), id, session());
    expect(cache.size).toBe(3);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s4')).toBeDefined();
    // A refill moves an entry to the end.
    cache.put(cache.mark(), 's2', session());
    cache.put(cache.mark(), 's5', session());
    expect(cache.get('s3')).toBeUndefined();
    expect(cache.get('s2')).toBeDefined();
  });

  it('forgets a session, or every session of a user', () => {
    const cache = createSessionCache();
    const alice = randomUUID();
    cache.put(cache.mark(), 'phone', session(alice));
    cache.put(cache.mark(), 'laptop', session(alice));
    cache.put(cache.mark(), 'bob', session());
    cache.forget({ sessions: ['phone'] });
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toBeDefined();
    cache.forget({ users: [alice] });
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('bob')).toBeDefined();
  });

  it('refuses a fill whose read began before its session or user was forgotten', () => {
    const cache = createSessionCache();
    const alice = randomUUID();
    // A request read the row, then a write committed and forgot the user, then it stores.
    const before = cache.mark();
    cache.forget({ users: [alice] });
    expect(cache.put(before, 's1', session(alice))).toBe(false);
    expect(cache.get('s1')).toBeUndefined();
    const revoked = cache.mark();
    cache.forget({ sessions: ['s2'] });
    expect(cache.put(revoked, 's2', session())).toBe(false);
    // Reads that began after the forget store what they read (it is the new state).
    expect(cache.put(cache.mark(), 's1', session(alice))).toBe(true);
    // Forgetting someone else does not refuse a fill.
    const mark = cache.mark();
    cache.forget({ users: [randomUUID()], sessions: ['other'] });
    expect(cache.put(mark, 's3', session())).toBe(true);
  });

  it('refuses a fill that took longer than the window invalidations are remembered', () => {
    const time = clock();
    const cache = createSessionCache({ now: time.now });
    const mark = cache.mark();
    time.advance(FILL_WINDOW_MS + 1);
    expect(cache.put(mark, 's1', session())).toBe(false);
    // Old invalidations are let go of, recent ones are kept.
    const alice = randomUUID();
    const slow = cache.mark();
    cache.forget({ users: [alice] });
    time.advance(FILL_WINDOW_MS);
    cache.forget({ users: [randomUUID()] });
    expect(cache.put(slow, 's2', session(alice))).toBe(false);
  });

  it('neither answers nor stores while off, and comes back empty', () => {
    const cache = createSessionCache();
    cache.put(cache.mark(), 's1', session());
    const mark = cache.mark();
    cache.setEnabled(false);
    expect(cache.enabled).toBe(false);
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.put(cache.mark(), 's2', session())).toBe(false);
    cache.setEnabled(true);
    expect(cache.get('s1')).toBeUndefined();
    // A read that began before it came back may have missed an invalidation.
    expect(cache.put(mark, 's3', session())).toBe(false);
    expect(cache.put(cache.mark(), 's3', session())).toBe(true);
  });

  it('clear() drops everything and refuses fills under way', () => {
    const cache = createSessionCache();
    cache.put(cache.mark(), 's1', session());
    const mark = cache.mark();
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.put(mark, 's2', session())).toBe(false);
  });
});
