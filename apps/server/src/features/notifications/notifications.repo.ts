/** SQL of notification settings and sending state. */
import type { NotificationKind, NotificationSettings, NotificationSettingsUpdate } from '@iskra/contract';
import { PUSH, type PushSubscriptionBody } from '@iskra/contract';
import { and, asc, eq, gt, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/client.ts';
import { sessions, users } from '../../platform/db/schema.ts';
import type { UserRow } from '../users/users.view.ts';
import { notificationSends, notificationSettings, pushSubscriptions } from './notifications.schema.ts';

export interface NotificationState extends NotificationSettings {
  offlineAt: Date | null;
}

const DEFAULTS: NotificationState = {
  match: true,
  message: true,
  activity: true,
  pushMatch: true,
  pushMessage: true,
  offlineAt: null,
};

/**
 * Who letters may go to, as SQL: a confirmed address of an active, real account (the service's
 * `reachable` says the same of a loaded row).
 */
const reachableUser = and(
  eq(users.isActivated, true),
  eq(users.status, 'active'),
  eq(users.isDemo, false),
  eq(users.isService, false),
);

const SETTINGS = {
  match: notificationSettings.match,
  message: notificationSettings.message,
  activity: notificationSettings.activity,
  pushMatch: notificationSettings.pushMatch,
  pushMessage: notificationSettings.pushMessage,
};

export async function stateOf(db: AppDb, userId: string): Promise<NotificationState> {
  const [row] = await db
    .select({ ...SETTINGS, offlineAt: notificationSettings.offlineAt })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? DEFAULTS;
}

/**
 * A user's row with their notification state, in one statement (every notification first asks
 * both whether the person can be reached and whether they want it).
 */
export async function userWithState(
  db: AppDb,
  userId: string,
): Promise<{ user: UserRow; state: NotificationState } | undefined> {
  const [row] = await db
    .select({ user: users, settings: { ...SETTINGS, offlineAt: notificationSettings.offlineAt } })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  // Drizzle gives a left-joined table's columns as one null when it has no row.
  return { user: row.user, state: row.settings ?? DEFAULTS };
}

/** Changes the given kinds (the row is made with the defaults first); returns the settings. */
export async function updateSettings(
  db: AppDb,
  userId: string,
  change: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...change })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...change, updatedAt: sql`now()` } })
    .returning(SETTINGS);
  if (!row) throw new Error('saving notification settings returned nothing');
  return row;
}

export async function markOffline(db: AppDb, userId: string, at: Date): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, offlineAt: at })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { offlineAt: at } });
}

/**
 * A check job waiting longer than this past its moment is taken for lost (given up or
 * cancelled): a new one may be queued.
 */
const LOST_CHECK = sql`now() - interval '1 hour'`;

/**
 * The statement noting a check of `kind` due at `at` for each of these users, unless one is
 * waiting already or the user cannot be reached or does not want letters of `kind` (read in the
 * same statement); it returns the `user_id` of each check to queue (the job queue runs it as
 * the gate of the jobs' insert: `enqueueEach`).
 */
export function claimChecks(db: AppDb, userIds: readonly string[], kind: NotificationKind, at: Date) {
  // An insert from a select names every column of the table, in its order.
  const wanted = db
    .select({
      userId: users.id,
      kind: sql<string>`${kind}`.as('kind'),
      lastSentAt: sql<Date | null>`null::timestamptz`.as('last_sent_at'),
      dueAt: sql<Date>`${at.toISOString()}::timestamptz`.as('due_at'),
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(
      and(
        inArray(users.id, [...userIds]),
        reachableUser,
        sql`coalesce(${notificationSettings[kind]}, ${DEFAULTS[kind]})`,
      ),
    );
  return db
    .insert(notificationSends)
    .select(wanted)
    .onConflictDoUpdate({
      target: [notificationSends.userId, notificationSends.kind],
      set: { dueAt: at },
      setWhere: or(isNull(notificationSends.dueAt), lt(notificationSends.dueAt, LOST_CHECK)),
    })
    .returning({ userId: notificationSends.userId });
}

/** The check of `kind` runs: later facts may queue another. Returns when the last letter went. */
export async function startCheck(db: AppDb, userId: string, kind: NotificationKind): Promise<Date | null> {
  const [row] = await db
    .update(notificationSends)
    .set({ dueAt: null })
    .where(and(eq(notificationSends.userId, userId), eq(notificationSends.kind, kind)))
    .returning({ lastSentAt: notificationSends.lastSentAt });
  return row?.lastSentAt ?? null;
}

export async function lastSentOf(db: AppDb, userId: string, kind: NotificationKind): Promise<Date | null> {
  const [row] = await db
    .select({ lastSentAt: notificationSends.lastSentAt })
    .from(notificationSends)
    .where(and(eq(notificationSends.userId, userId), eq(notificationSends.kind, kind)));
  return row?.lastSentAt ?? null;
}

/**
 * Takes the right to send a letter of `kind` at `at`: only when the last one went before
 * `lastBefore` (or never). Two checks racing send one letter.
 */
export async function claimSend(
  db: AppDb,
  userId: string,
  kind: NotificationKind,
  at: Date,
  lastBefore: Date,
): Promise<boolean> {
  const rows = await db
    .insert(notificationSends)
    .values({ userId, kind, lastSentAt: at })
    .onConflictDoUpdate({
      target: [notificationSends.userId, notificationSends.kind],
      set: { lastSentAt: at },
      setWhere: or(isNull(notificationSends.lastSentAt), lte(notificationSends.lastSentAt, lastBefore)),
    })
    .returning({ lastSentAt: notificationSends.lastSentAt });
  return rows.length > 0;
}

// Web push subscriptions

export interface StoredPushSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Saves a browser's subscription for the user's session. The endpoint names the browser: saved
 * again (or by another account signing in there) it moves to this session with the new keys.
 * The user's oldest subscriptions beyond PUSH.maxSubscriptions are dropped.
 */
export async function savePushSubscription(
  db: AppDb,
  owner: { userId: string; sessionId: string },
  subscription: PushSubscriptionBody,
): Promise<void> {
  const { userId, sessionId } = owner;
  const { endpoint, keys } = subscription;
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, sessionId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, sessionId, p256dh: keys.p256dh, auth: keys.auth, updatedAt: sql`now()` },
      });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(sql`${pushSubscriptions.updatedAt} desc`, asc(pushSubscriptions.id))
      .limit(PUSH.maxSubscriptions);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
}

/** Drops the user's subscription of this endpoint; false when there was none. */
export async function deletePushSubscription(db: AppDb, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Subscriptions the push service called gone. */
export async function deletePushSubscriptionsById(db: AppDb, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}

/** The user's subscriptions whose session is still signed in: a signed-out browser gets nothing. */
const liveSubscriptionsOf = (userId: string) =>
  and(eq(pushSubscriptions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

export async function pushSubscriptionsOf(db: AppDb, userId: string): Promise<StoredPushSubscription[]> {
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(liveSubscriptionsOf(userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  return rows.map((r) => ({ id: r.id, endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth } }));
}

export async function hasPushSubscription(db: AppDb, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(liveSubscriptionsOf(userId))
    .limit(1);
  return row !== undefined;
}
