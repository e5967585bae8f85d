/**
 * Sessions and access tokens. A token is an HS256 JWT naming the user (sub) and the session
 * (sid). Its verification needs the session to be live (not revoked, not expired) and reads the
 * user's row with it, in one statement (features/users/viewer.ts takes the person from it).
 *
 * That answer is kept for a few seconds in the session cache (platform/session-cache.ts), so a
 * signed-in request usually costs no statement before its handler. Revocation stays instant:
 * revoking sessions here, and every write to a users row (platform/db/user-writes.ts), forget
 * the cached entries on every instance before the request that did it answers; a cached
 * session is also refused once its end has passed, and the token's own expiry is checked on
 * every request. Revoked sessions lose their sockets too (onRevoked).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SERVER_MESSAGE } from '@iskra/contract';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDb } from './db/client.ts';
import { sessions, users } from './db/schema.ts';
import { afterCommit } from './db/user-writes.ts';
import { AppError } from './errors.ts';
import type { SharedSessionCache } from './session-cache.ts';

export interface AuthContext {
  userId: string;
  sessionId: string;
  /** When the token stops being valid, in milliseconds since the epoch. */
  expiresAt: number;
}

/** A verified token: its claims and the user's row as the session check read it. */
export interface SignedIn extends AuthContext {
  user: typeof users.$inferSelect;
}

export interface SessionMeta {
  ip: string;
  userAgent: string;
}

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** No session outlives this from its sign-in, however often it is renewed: then a new login. */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
/** lastSeenAt is refreshed at most this often, to spare a write on every request. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;
const MAX_TOKEN_LENGTH = 2048;

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const claimsSchema = z.object({ sub: z.uuid(), sid: z.uuid(), exp: z.number().int() });

function signature(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signToken(secret: string, claims: { sub: string; sid: string; exp: Date }): string {
  const body = Buffer.from(
    JSON.stringify({
      sub: claims.sub,
      sid: claims.sid,
      // A unique id, so two tokens signed in the same second still differ (refresh rotates).
      jti: randomBytes(12).toString('base64url'),
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(claims.exp.getTime() / 1000),
    }),
  ).toString('base64url');
  const data = `${HEADER}.${body}`;
  return `${data}.${signature(secret, data)}`;
}

/** Checks the signature and expiry only; the session row is checked by verifyToken(). */
export function readToken(secret: string, token: string): AuthContext | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [header, body, sig, ...rest] = token.split('.');
  // Only our exact header is accepted, so no other algorithm can be smuggled in.
  if (header !== HEADER || !body || !sig || rest.length > 0) return null;
  const expected = Buffer.from(signature(secret, `${header}.${body}`));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: z.infer<typeof claimsSchema>;
  try {
    claims = claimsSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
  if (claims.exp * 1000 <= Date.now()) return null;
  return { userId: claims.sub, sessionId: claims.sid, expiresAt: claims.exp * 1000 };
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * True when the request's bearer token is `secret` (an operator's configured token). Both sides
 * are hashed first, so the comparison takes the same time whatever the given token.
 */
export function bearerIs(request: FastifyRequest, secret: string): boolean {
  return timingSafeEqual(digest(bearerToken(request) ?? ''), digest(secret));
}

export function sessionMeta(request: FastifyRequest): SessionMeta {
  return { ip: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, 512) };
}

/** The signed-in user of a route guarded by `onRequest: app.authenticate`. */
export function requireAuth(request: FastifyRequest): SignedIn {
  if (!request.auth) throw new AppError(401, SERVER_MESSAGE.unauthorized);
  return request.auth;
}

export interface AuthOptions {
  db: AppDb;
  secret: string;
  /** Called after sessions are revoked, to disconnect their sockets. */
  onRevoked?: { session(sessionId: string): void; user(userId: string): void };
  /** Verified sessions kept for a few seconds; without it every verification reads the database. */
  cache?: Pick<SharedSessionCache, 'cache' | 'forget'>;
}

export type Auth = ReturnType<typeof createAuth>;

export function createAuth({ db: defaultDb, secret, onRevoked, cache: shared }: AuthOptions) {
  const cache = shared?.cache;
  const forget = shared ? shared.forget : async () => undefined;

  async function issueSession(
    userId: string,
    meta: SessionMeta,
    db: AppDb = defaultDb,
  ): Promise<IssuedSession> {
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    const [row] = await db
      .insert(sessions)
      .values({ userId, ip: meta.ip, userAgent: meta.userAgent, expiresAt })
      .returning({ id: sessions.id });
    if (!row) throw new Error('session insert returned nothing');
    return {
      token: signToken(secret, { sub: userId, sid: row.id, exp: expiresAt }),
      sessionId: row.id,
      expiresAt,
    };
  }

  /**
   * Extends a live session by SESSION_TTL_MS, never past SESSION_MAX_AGE_MS from its sign-in,
   * and signs a fresh token for it; null when it is gone (then the person logs in again).
   */
  async function renewSession(sessionId: string, db: AppDb = defaultDb): Promise<IssuedSession | null> {
    const cap = sql`${sessions.createdAt} + make_interval(secs => ${SESSION_MAX_AGE_MS / 1000})`;
    const [row] = await db
      .update(sessions)
      .set({
        expiresAt: sql`least(now() + make_interval(secs => ${SESSION_TTL_MS / 1000}), ${cap})`,
        lastSeenAt: sql`now()`,
      })
      .where(
        and(
          eq(sessions.id, sessionId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
          sql`${cap} > now()`,
        ),
      )
      .returning({ userId: sessions.userId, expiresAt: sessions.expiresAt });
    if (!row) return null;
    return {
      token: signToken(secret, { sub: row.userId, sid: sessionId, exp: row.expiresAt }),
      sessionId,
      expiresAt: row.expiresAt,
    };
  }

  async function revokeSession(sessionId: string, db: AppDb = defaultDb): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await afterCommit(async () => {
      await forget({ sessions: [sessionId] });
      onRevoked?.session(sessionId);
    });
  }

  /** Signs the user out everywhere, or everywhere but the current session. */
  async function revokeAllSessions(
    userId: string,
    options: { exceptSessionId?: string } = {},
    db: AppDb = defaultDb,
  ): Promise<void> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (options.exceptSessionId) conditions.push(ne(sessions.id, options.exceptSessionId));
    const revoked = await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(...conditions))
      .returning({ id: sessions.id });
    // Forgotten (and their sockets cut) once the revocation is committed.
    await afterCommit(async () => {
      if (options.exceptSessionId) {
        await forget({ sessions: revoked.map(({ id }) => id) });
        for (const { id } of revoked) onRevoked?.session(id);
      } else {
        await forget({ users: [userId] });
        onRevoked?.user(userId);
      }
    });
  }

  /** Moves the session's lastSeenAt to now (at most every LAST_SEEN_RESOLUTION_MS). */
  async function touch(sessionId: string): Promise<void> {
    await defaultDb.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
  }

  /**
   * The user and session of a token, or null when it is invalid, expired or revoked. `keep:
   * false` reads the cache but does not fill it (a socket's check when it connects: the cache
   * is for requests, and thousands of idle sockets would each hold their user's row there).
   */
  async function verifyToken(
    token: string,
    { keep = true }: { keep?: boolean } = {},
  ): Promise<SignedIn | null> {
    const claims = readToken(secret, token);
    if (!claims) return null;
    const now = Date.now();
    const cached = cache?.get(claims.sessionId);
    // A cached session past its end is read again (a renewal may have extended it).
    if (cached && cached.userId === claims.userId && cached.expiresAt > now) {
      if (now - cached.lastSeenAt > LAST_SEEN_RESOLUTION_MS) {
        // Set first, so the requests arriving meanwhile do not write it again.
        cached.lastSeenAt = now;
        await touch(claims.sessionId);
      }
      return { ...claims, user: cached.user };
    }
    const mark = keep ? cache?.mark() : undefined;
    const [row] = await defaultDb
      .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, claims.sessionId),
          eq(sessions.userId, claims.userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    if (!row) return null;
    let lastSeenAt = row.lastSeenAt.getTime();
    if (now - lastSeenAt > LAST_SEEN_RESOLUTION_MS) {
      await touch(claims.sessionId);
      lastSeenAt = now;
    }
    if (cache && mark) {
      cache.put(mark, claims.sessionId, {
        userId: claims.userId,
        expiresAt: row.expiresAt.getTime(),
        lastSeenAt,
        user: row.user,
      });
    }
    return { ...claims, user: row.user };
  }

  /** onRequest hook of protected routes: sets request.auth or answers 401. */
  async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw new AppError(401, SERVER_MESSAGE.unauthorized);
    const auth = await verifyToken(token);
    if (!auth) throw new AppError(401, SERVER_MESSAGE.sessionExpired, { code: 'sessionExpired' });
    request.auth = auth;
  }

  /** onRequest hook of routes open to guests: sets request.auth when a valid token came. */
  async function identify(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    request.auth = token ? await verifyToken(token) : null;
  }

  return {
    issueSession,
    renewSession,
    revokeSession,
    revokeAllSessions,
    verifyToken,
    authenticate,
    identify,
  };
}
