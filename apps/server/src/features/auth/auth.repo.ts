/** SQL of the accounts feature: users by e-mail, account rows, single-use links, consents. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { authTokens, sessions, users } from '../../platform/db/schema.ts';
import { writeUsers } from '../../platform/db/user-writes.ts';
import { consents } from './consents.schema.ts';

export type NewUser = typeof users.$inferInsert;
export type AuthLinkKind =
  | 'email_confirm'
  | 'pass_restore'
  | 'landing_login'
  | 'email_change'
  | 'email_revert';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A fresh link secret: 256 random bits, URL-safe. Only its hash is stored. */
export function newLinkSecret(): string {
  return randomBytes(32).toString('base64url');
}

export async function findUserByEmail(db: AppDb, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

/**
 * Creates the account row; undefined when the address is already taken (a concurrent
 * registration with the same address won the race).
 */
export async function insertUser(db: AppDb, values: NewUser) {
  const [created] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created;
}

export async function touchLastActive(db: AppDb, userId: string): Promise<void> {
  await writeUsers(db, userId, () =>
    db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, userId)),
  );
}

/** Stores a new password hash; `confirmEmail` when the change itself proves the address. */
export async function setPasswordHash(
  db: AppDb,
  userId: string,
  passwordHash: string,
  { confirmEmail }: { confirmEmail: boolean },
): Promise<void> {
  await writeUsers(db, userId, () =>
    db
      .update(users)
      .set(
        confirmEmail
          ? { passwordHash, isActivated: true, updatedAt: new Date() }
          : { passwordHash, updatedAt: new Date() },
      )
      .where(eq(users.id, userId)),
  );
}

/** Whether the account was ever signed in from this client address (a known device or network). */
export async function signedInFrom(db: AppDb, userId: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip)))
    .limit(1);
  return row !== undefined;
}

export async function markEmailConfirmed(db: AppDb, userId: string): Promise<void> {
  await writeUsers(db, userId, () => db.update(users).set({ isActivated: true }).where(eq(users.id, userId)));
}

export async function emailTaken(db: AppDb, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/** Stores a single-use link and returns its secret. */
export async function createAuthLink(
  db: AppDb,
  userId: string,
  kind: AuthLinkKind,
  ttlMs: number,
  payload?: Record<string, string>,
): Promise<string> {
  const secret = newLinkSecret();
  await db.insert(authTokens).values({
    userId,
    kind,
    tokenHash: sha256(secret),
    payload: payload ?? null,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return secret;
}

/** The unused, unexpired link of this kind with this secret, without using it. */
export async function peekAuthLink(db: AppDb, kind: AuthLinkKind, secret: string) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, sha256(secret)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Marks the link used and returns it, atomically: of two concurrent uses only one succeeds.
 */
export async function consumeAuthLink(db: AppDb, kind: AuthLinkKind, secret: string) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, sha256(secret)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Invalidates every open link of a kind for a user (a new one replaces them). */
export async function expireAuthLinks(db: AppDb, userId: string, kind: AuthLinkKind): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
}

export interface ConsentRecord {
  document: string;
  version: string;
  text: string;
}

export async function recordConsents(
  db: AppDb,
  userId: string,
  records: readonly ConsentRecord[],
  meta: { ip: string; userAgent: string },
): Promise<void> {
  await db.insert(consents).values(
    records.map((r) => ({
      userId,
      document: r.document,
      version: r.version,
      textHash: sha256(r.text),
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 512),
    })),
  );
}
