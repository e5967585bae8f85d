import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userRef, users } from '../../platform/db/schema.ts';

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
