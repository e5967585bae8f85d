import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema.ts';

/**
 * Evidence of each consent a user gave (152-FZ): which document and version, the exact text
 * shown (as a SHA-256), when, from which IP and browser; and when it was withdrawn.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: text('document').notNull(),
    version: text('version').notNull(),
    textHash: text('text_hash').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);
