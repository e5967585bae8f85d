import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions, userRef, users } from '../../platform/db/schema.ts';

/**
 * Which notification letters a user gets, and when their last tab closed. No row: every kind
 * on, never seen online (rows are made on the first change or disconnect).
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  match: boolean('match').notNull().default(true),
  message: boolean('message').notNull().default(true),
  activity: boolean('activity').notNull().default(true),
  /** Web push of new matches and new messages, switched apart from the letters. */
  pushMatch: boolean('push_match').notNull().default(true),
  pushMessage: boolean('push_message').notNull().default(true),
  /** When the user's last socket anywhere closed: letters wait until they have been away a while. */
  offlineAt: timestamp('offline_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sending state per user and kind: when the last letter went (the next one is about what came
 * after it, and waits out the per-kind interval), and the moment of the check job waiting in
 * the queue, so a burst of messages queues one check rather than one per message.
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    userId: userRef('user_id'),
    /** A NotificationKind. */
    kind: text('kind').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Browsers where the user allowed web push: one row per push endpoint (a browser profile), so
 * the same browser subscribing again, or another account signing in on it, replaces the row.
 * Tied to the session it was saved in: once that session is signed out, revoked or expired the
 * browser gets no more pushes (and the row goes with the session). Deleted when the push
 * service says the endpoint is gone (404/410).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
