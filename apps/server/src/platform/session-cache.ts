/**
 * A short-lived in-process cache of verified sessions, so a signed-in request usually needs no
 * statement before its handler (auth.ts reads through it).
 *
 * An entry is keyed by session id and holds what the session check read: the session's user,
 * end and last-seen time, and the user's row. It lives SESSION_CACHE_TTL_MS at most, and the
 * cache holds SESSION_CACHE_MAX_ENTRIES at most (the oldest fill goes first).
 *
 * Revocation stays instant because everything that ends a session or writes a users row
 * forgets the entries it affects, on every instance, before its request answers: locally at
 * once, and across instances through Redis pub/sub (shareSessionCache). The TTL only bounds what
 * a lost message could leave behind (an instance cut off from Redis while its subscriber still
 * looked connected, a support script run without REDIS_URL beside a server).
 *
 * A fill races with invalidation: a request may read a row, then a write commits and forgets
 * the user, then the request stores the row it read before. So every fill takes a mark before
 * its read, and an entry is refused when its session or user was forgotten after the mark (or
 * the cache was cleared, or the read took longer than FILL_WINDOW_MS, beyond which forgetting is
 * no longer remembered).
 *
 * While cross-instance invalidation cannot be trusted (REDIS_URL is set but the subscription is
 * not live: at start, during an outage) the cache is off: every request reads the database. It
 * is cleared when the subscription is live again, as messages may have been missed meanwhile.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { users } from './db/schema.ts';
import { closeRedis, connectRedis, redisUsable } from './redis.ts';

/**
 * How long an entry is trusted. A person's requests come in bursts (a screen loads several
 * answers at once, then a swipe or a message every few seconds), so 30 s spares nearly every
 * statement of an active person, while a lost invalidation message lives no longer than that.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Entries held at most: a users row is about 1–2 KB, so some 10–20 MB. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;
/** A fill that took longer than this is not stored (invalidations are remembered this long). */
export const FILL_WINDOW_MS = 10_000;

export interface CachedSession {
  userId: string;
  /** When the session row ends, in milliseconds since the epoch. */
  expiresAt: number;
  /** The session row's lastSeenAt as last written, in milliseconds since the epoch. */
  lastSeenAt: number;
  /** The user's row, frozen: requests share it. */
  user: Readonly<typeof users.$inferSelect>;
}

interface Entry extends CachedSession {
  sessionId: string;
  storedAt: number;
}

/** Taken before a fill's read: the invalidation sequence number and the time. */
export interface FillMark {
  readonly seq: number;
  readonly at: number;
}

/** What to forget: the entries of these sessions and of every session of these users. */
export interface Forget {
  sessions?: readonly string[];
  users?: readonly string[];
}

export interface SessionCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

export type SessionCache = ReturnType<typeof createSessionCache>;

export function createSessionCache({
  ttlMs = SESSION_CACHE_TTL_MS,
  maxEntries = SESSION_CACHE_MAX_ENTRIES,
  now = Date.now,
}: SessionCacheOptions = {}) {
  /** By session id, oldest fill first (a Map keeps insertion order). */
  const entries = new Map<string, Entry>();
  const sessionsOf = new Map<string, Set<string>>();
  /** Recent invalidations by `s:<session>` / `u:<user>`, oldest first. */
  const forgotten = new Map<string, FillMark>();
  let seq = 0;
  /** The sequence number of the last clear(). */
  let clearedAt = 0;
  let enabled = true;

  function remove(entry: Entry): void {
    entries.delete(entry.sessionId);
    const ofUser = sessionsOf.get(entry.userId);
    ofUser?.delete(entry.sessionId);
    if (ofUser?.size === 0) sessionsOf.delete(entry.userId);
  }

  function remember(key: string, mark: FillMark): void {
    forgotten.delete(key);
    forgotten.set(key, mark);
    for (const [old, { at }] of forgotten) {
      if (mark.at - at <= FILL_WINDOW_MS) break;
      forgotten.delete(old);
    }
  }

  function forgottenSince(key: string, mark: FillMark): boolean {
    return (forgotten.get(key)?.seq ?? 0) > mark.seq;
  }

  function clear(): void {
    seq += 1;
    clearedAt = seq;
    entries.clear();
    sessionsOf.clear();
  }

  return {
    /** The live entry of a session, or undefined (none, too old, or the cache is off). */
    get(sessionId: string): CachedSession | undefined {
      if (!enabled) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (now() - entry.storedAt >= ttlMs) {
        remove(entry);
        return undefined;
      }
      return entry;
    },

    /** Taken before the read whose answer is stored with put(). */
    mark(): FillMark {
      return { seq, at: now() };
    },

    /**
     * Stores what a read started at `mark` found, unless the session or its user was forgotten
     * since (or the cache was cleared or is off). Returns whether it was stored.
     */
    put(mark: FillMark, sessionId: string, value: CachedSession): boolean {
      const at = now();
      if (
        !enabled ||
        clearedAt > mark.seq ||
        at - mark.at > FILL_WINDOW_MS ||
        forgottenSince(`s:${sessionId}`, mark) ||
        forgottenSince(`u:${value.userId}`, mark)
      ) {
        return false;
      }
      const old = entries.get(sessionId);
      if (old) remove(old);
      while (entries.size >= maxEntries) {
        const oldest = entries.values().next().value;
        if (!oldest) break;
        remove(oldest);
      }
      entries.set(sessionId, { ...value, user: Object.freeze(value.user), sessionId, storedAt: at });
      const ofUser = sessionsOf.get(value.userId);
      if (ofUser) ofUser.add(sessionId);
      else sessionsOf.set(value.userId, new Set([sessionId]));
      return true;
    },

    /** Drops the entries of these sessions and users; fills under way for them are refused. */
    forget({ sessions = [], users: userIds = [] }: Forget): void {
      seq += 1;
      const mark = { seq, at: now() };
      for (const sessionId of sessions) {
        remember(`s:${sessionId}`, mark);
        const entry = entries.get(sessionId);
        if (entry) remove(entry);
      }
      for (const userId of userIds) {
        remember(`u:${userId}`, mark);
        for (const sessionId of sessionsOf.get(userId) ?? []) {
          const entry = entries.get(sessionId);
          if (entry) remove(entry);
        }
      }
    },

    /** Drops every entry; fills under way are refused. */
    clear,

    /** Turns the cache on (after a clear) or off (then it neither answers nor stores). */
    setEnabled(on: boolean): void {
      if (on && !enabled) clear();
      enabled = on;
    },

    get enabled(): boolean {
      return enabled;
    },

    get size(): number {
      return entries.size;
    },
  };
}

const messageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('forget'),
    id: z.string(),
    from: z.string(),
    sessions: z.array(z.string()).optional(),
    users: z.array(z.string()).optional(),
  }),
  /** An instance has applied forget `id` sent by `to`. */
  z.object({ kind: z.literal('ack'), id: z.string(), to: z.string() }),
]);
type Message = z.infer<typeof messageSchema>;

/**
 * How long forget() waits for every instance to confirm; then it logs a warning and returns
 * (an instance that does not answer forgets by its TTL at the latest).
 */
export const ACK_TIMEOUT_MS = 1000;

export interface ShareOptions {
  /** Without it there is one instance, and forgetting locally is enough. */
  redisUrl?: string | undefined;
  /** Channel prefix shared by the instances of one deployment. */
  redisPrefix: string;
  logger: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;
}

export interface SharedSessionCache {
  cache: SessionCache;
  /**
   * Forgets sessions and users here at once and on every other instance; resolves when every
   * instance subscribed to the channel has confirmed (so the request that revoked something
   * answers after that), or after ACK_TIMEOUT_MS.
   */
  forget(what: Forget): Promise<void>;
  close(): Promise<void>;
}

interface Waiting {
  acks: number;
  /** Known once PUBLISH has answered: the instances that received the message, this one included. */
  expected?: number;
  done: () => void;
}

/**
 * The cache of this instance, kept in step with the other instances of the deployment through
 * the Redis channel `<prefix>:session-cache`. A forget is published there; every instance
 * (this one too) applies it and confirms on the same channel, and the publisher waits for as
 * many confirmations as PUBLISH counted receivers. So once a request that revoked a session has
 * answered, no instance answers that session from its cache, even a request that reaches it
 * a microsecond later. With Redis configured the cache is on only while this instance's
 * subscription is live.
 */
export function shareSessionCache(cache: SessionCache, { redisUrl, redisPrefix, logger }: ShareOptions) {
  const channel = `${redisPrefix}:session-cache`;
  const instance = randomUUID();
  const clients: Redis[] = [];
  const waiting = new Map<string, Waiting>();
  let pub: Redis | undefined;

  function send(publisher: Redis, message: Message): Promise<number> {
    return publisher.publish(channel, JSON.stringify(message));
  }

  function acknowledged(id: string): void {
    const wait = waiting.get(id);
    if (!wait) return;
    wait.acks += 1;
    if (wait.expected !== undefined && wait.acks >= wait.expected) wait.done();
  }

  if (redisUrl) {
    cache.setEnabled(false);
    const publisher = connectRedis(redisUrl, 'session-cache-pub', { logger });
    const sub = connectRedis(redisUrl, 'session-cache-sub', { logger, role: 'subscriber' });
    pub = publisher;
    clients.push(publisher, sub);
    // Off whenever the subscription may miss messages; on (cleared) once it is live again.
    sub.on('ready', () => {
      sub.subscribe(channel).then(
        () => {
          if (sub.status === 'ready') cache.setEnabled(true);
        },
        () => cache.setEnabled(false),
      );
    });
    sub.on('close', () => cache.setEnabled(false));
    sub.on('message', (heardOn: string, text: string) => {
      if (heardOn !== channel) return;
      let message: Message;
      try {
        message = messageSchema.parse(JSON.parse(text));
      } catch (error) {
        logger.warn({ err: error }, 'malformed session cache message ignored');
        return;
      }
      if (message.kind === 'ack') {
        if (message.to === instance) acknowledged(message.id);
        return;
      }
      // Our own message: applied before it was sent.
      if (message.from === instance) {
        acknowledged(message.id);
        return;
      }
      cache.forget(message);
      send(publisher, { kind: 'ack', id: message.id, to: message.from }).catch((error: unknown) =>
        logger.warn({ err: error }, 'session cache invalidation not confirmed'),
      );
    });
  }

  /** Publishes a forget and waits for every receiver to confirm it (or for the time-out). */
  async function broadcast(publisher: Redis, what: Forget): Promise<void> {
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const confirmed = new Promise<boolean>((resolve) => {
      waiting.set(id, { acks: 0, done: () => resolve(true) });
      timer = setTimeout(() => resolve(false), ACK_TIMEOUT_MS);
    });
    try {
      const expected = await send(publisher, {
        kind: 'forget',
        id,
        from: instance,
        ...(what.sessions ? { sessions: [...what.sessions] } : {}),
        ...(what.users ? { users: [...what.users] } : {}),
      });
      const wait = waiting.get(id);
      if (wait) {
        wait.expected = expected;
        if (wait.acks >= expected) wait.done();
      }
      if (!(await confirmed)) {
        logger.warn(
          { expected, confirmed: waiting.get(id)?.acks },
          'session cache invalidation not confirmed by every instance in time',
        );
      }
    } finally {
      clearTimeout(timer);
      waiting.delete(id);
    }
  }

  return {
    cache,

    async forget(what: Forget): Promise<void> {
      if ((what.sessions?.length ?? 0) === 0 && (what.users?.length ?? 0) === 0) return;
      cache.forget(what);
      if (!pub) return;
      try {
        if (await redisUsable(pub)) {
          await broadcast(pub, what);
          return;
        }
      } catch (error) {
        logger.error({ err: error }, 'session cache invalidation not published');
        return;
      }
      // Redis is down: the other instances' subscriptions are down too, so their caches are off.
      logger.warn('session cache invalidation not published: Redis is unreachable');
    },

    async close(): Promise<void> {
      cache.setEnabled(false);
      await Promise.all(clients.map(closeRedis));
    },
  } satisfies SharedSessionCache;
}
