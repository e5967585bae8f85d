import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, userRef, users } from '../../platform/db/schema.ts';
import { dialogs } from '../pairs/pairs.schema.ts';

/**
 * Messages. Every message takes the next number of its author's and of its recipient's
 * stream (`chat_streams`); catch-up after a reconnect asks for the numbers above the last one
 * a client applied. `pos` orders a dialog's history (sends to one pair are serialised by the
 * stream locks, so it grows in commit order within a dialog).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dialogId: uuid('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    authorId: userRef('author_id'),
    recipientId: userRef('recipient_id'),
    /** The author's client-generated id: a retry with it finds this row. */
    clientId: uuid('client_id').notNull(),
    text: text('text').notNull(),
    /** Where in the interface it was written (statistics only). */
    place: text('place').notNull().default(''),
    pos: bigint('pos', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    authorSeq: bigint('author_seq', { mode: 'number' }).notNull(),
    /** Null while the recipient has not got it (`review` set). */
    recipientSeq: bigint('recipient_seq', { mode: 'number' }),
    createdAt: createdAt(),
    /** When the recipient read it; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * The smart-messages service sent this opener for its author (features/smart-messages):
     * only the author is told, the recipient sees an ordinary message of that person.
     */
    smart: boolean('smart').notNull().default(false),
    /**
     * A new account's first message waiting for a moderator (`held`, features/safety/
     * safety.hold.ts) or not let through (`rejected`); null for a delivered message. Only the
     * author sees a message with a review: it has no recipient seq, is nobody's unread and is
     * not the dialog's last message until it is delivered.
     */
    review: text('review').$type<'held' | 'rejected'>(),
    /** When a moderator decided on a held message. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_author_client_unique').on(t.authorId, t.clientId),
    index('messages_dialog_pos_idx').on(t.dialogId, t.pos),
    // Catch-up: a user's stream is the union of these two.
    uniqueIndex('messages_author_seq_unique').on(t.authorId, t.authorSeq),
    uniqueIndex('messages_recipient_seq_unique').on(t.recipientId, t.recipientSeq),
    // Unread counters.
    index('messages_unread_idx').on(t.recipientId, t.dialogId).where(sql`${t.readAt} is null`),
    // The held messages queue of the operator console.
    index('messages_held_idx').on(t.createdAt).where(sql`${t.review} = 'held'`),
  ],
);

/**
 * One row per user who has sent or received a message: the last number of their message
 * stream, and the free allowance spent in the current Moscow day. Both change only under the
 * user's stream lock (chat.repo.ts streamLocks), held by every send that concerns the user and
 * by a held message's delivery, so numbers are committed in order and the allowance is exact;
 * deleting a dialog never gives the allowance back.
 */
export const chatStreams = pgTable('chat_streams', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  /** Start of the Moscow day `sent_today` belongs to. */
  sentDayStart: timestamp('sent_day_start', { withTimezone: true }),
  sentToday: integer('sent_today').notNull().default(0),
});
