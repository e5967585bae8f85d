import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema.ts';

/**
 * Requests sent through the help form. The author is null for guests (and once the author's
 * account is destroyed); support marks a request handled with handled_at.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the answer goes: the address given in the form, else the account's. */
    replyEmail: text('reply_email').notNull(),
    message: text('message').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('feedback_user_idx').on(t.userId),
    index('feedback_open_idx').on(t.createdAt).where(sql`${t.handledAt} is null`),
  ],
);
